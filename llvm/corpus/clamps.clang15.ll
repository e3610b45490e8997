; ModuleID = 'clamps.c'
source_filename = "clamps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @clamp_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, float noundef %lo, float noundef %hi, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check19 = icmp ult i32 %n, 64
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat24 = shufflevector <16 x float> %broadcast.splatinsert23, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat26 = shufflevector <16 x float> %broadcast.splatinsert25, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat28 = shufflevector <16 x float> %broadcast.splatinsert27, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert29 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat30 = shufflevector <16 x float> %broadcast.splatinsert29, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert31 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat32 = shufflevector <16 x float> %broadcast.splatinsert31, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert33 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat34 = shufflevector <16 x float> %broadcast.splatinsert33, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert35 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat36 = shufflevector <16 x float> %broadcast.splatinsert35, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load20 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load21 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load22 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fcmp olt <16 x float> %wide.load, %broadcast.splat
  %5 = fcmp olt <16 x float> %wide.load20, %broadcast.splat24
  %6 = fcmp olt <16 x float> %wide.load21, %broadcast.splat26
  %7 = fcmp olt <16 x float> %wide.load22, %broadcast.splat28
  %8 = fcmp ogt <16 x float> %wide.load, %broadcast.splat30
  %9 = fcmp ogt <16 x float> %wide.load20, %broadcast.splat32
  %10 = fcmp ogt <16 x float> %wide.load21, %broadcast.splat34
  %11 = fcmp ogt <16 x float> %wide.load22, %broadcast.splat36
  %12 = select <16 x i1> %8, <16 x float> %broadcast.splat30, <16 x float> %wide.load
  %13 = select <16 x i1> %9, <16 x float> %broadcast.splat32, <16 x float> %wide.load20
  %14 = select <16 x i1> %10, <16 x float> %broadcast.splat34, <16 x float> %wide.load21
  %15 = select <16 x i1> %11, <16 x float> %broadcast.splat36, <16 x float> %wide.load22
  %16 = select <16 x i1> %4, <16 x float> %broadcast.splat, <16 x float> %12
  %17 = select <16 x i1> %5, <16 x float> %broadcast.splat24, <16 x float> %13
  %18 = select <16 x i1> %6, <16 x float> %broadcast.splat26, <16 x float> %14
  %19 = select <16 x i1> %7, <16 x float> %broadcast.splat28, <16 x float> %15
  %20 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %16, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %20, i64 16
  store <16 x float> %17, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, ptr %20, i64 32
  store <16 x float> %18, ptr %22, align 4, !tbaa !5
  %23 = getelementptr inbounds float, ptr %20, i64 48
  store <16 x float> %19, ptr %23, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec38 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert42 = insertelement <8 x float> poison, float %lo, i64 0
  %broadcast.splat43 = shufflevector <8 x float> %broadcast.splatinsert42, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert44 = insertelement <8 x float> poison, float %hi, i64 0
  %broadcast.splat45 = shufflevector <8 x float> %broadcast.splatinsert44, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next46, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load41 = load <8 x float>, ptr %25, align 4, !tbaa !5
  %26 = fcmp olt <8 x float> %wide.load41, %broadcast.splat43
  %27 = fcmp ogt <8 x float> %wide.load41, %broadcast.splat45
  %28 = select <8 x i1> %27, <8 x float> %broadcast.splat45, <8 x float> %wide.load41
  %29 = select <8 x i1> %26, <8 x float> %broadcast.splat43, <8 x float> %28
  %30 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %29, ptr %30, align 4, !tbaa !5
  %index.next46 = add nuw i64 %offset.idx, 8
  %31 = icmp eq i64 %index.next46, %n.vec38
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n39 = icmp eq i64 %n.vec38, %wide.trip.count
  br i1 %cmp.n39, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec38, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %32 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp olt float %32, %lo
  %cmp2 = fcmp ogt float %32, %hi
  %cond = select i1 %cmp2, float %hi, float %32
  %cond6 = select i1 %cmp1, float %lo, float %cond
  %arrayidx8 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %cond6, ptr %arrayidx8, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @band_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, float noundef %lo, float noundef %hi, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 64
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert17 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat18 = shufflevector <16 x float> %broadcast.splatinsert17, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert19 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat20 = shufflevector <16 x float> %broadcast.splatinsert19, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert21 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat22 = shufflevector <16 x float> %broadcast.splatinsert21, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat24 = shufflevector <16 x float> %broadcast.splatinsert23, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat26 = shufflevector <16 x float> %broadcast.splatinsert25, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat28 = shufflevector <16 x float> %broadcast.splatinsert27, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert29 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat30 = shufflevector <16 x float> %broadcast.splatinsert29, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load14 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load15 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load16 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fcmp ogt <16 x float> %wide.load, %broadcast.splat
  %5 = fcmp ogt <16 x float> %wide.load14, %broadcast.splat18
  %6 = fcmp ogt <16 x float> %wide.load15, %broadcast.splat20
  %7 = fcmp ogt <16 x float> %wide.load16, %broadcast.splat22
  %8 = fcmp olt <16 x float> %wide.load, %broadcast.splat24
  %9 = fcmp olt <16 x float> %wide.load14, %broadcast.splat26
  %10 = fcmp olt <16 x float> %wide.load15, %broadcast.splat28
  %11 = fcmp olt <16 x float> %wide.load16, %broadcast.splat30
  %12 = and <16 x i1> %4, %8
  %13 = and <16 x i1> %5, %9
  %14 = and <16 x i1> %6, %10
  %15 = and <16 x i1> %7, %11
  %16 = select <16 x i1> %12, <16 x float> %wide.load, <16 x float> zeroinitializer
  %17 = select <16 x i1> %13, <16 x float> %wide.load14, <16 x float> zeroinitializer
  %18 = select <16 x i1> %14, <16 x float> %wide.load15, <16 x float> zeroinitializer
  %19 = select <16 x i1> %15, <16 x float> %wide.load16, <16 x float> zeroinitializer
  %20 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %16, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %20, i64 16
  store <16 x float> %17, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, ptr %20, i64 32
  store <16 x float> %18, ptr %22, align 4, !tbaa !5
  %23 = getelementptr inbounds float, ptr %20, i64 48
  store <16 x float> %19, ptr %23, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec32 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert36 = insertelement <8 x float> poison, float %lo, i64 0
  %broadcast.splat37 = shufflevector <8 x float> %broadcast.splatinsert36, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert38 = insertelement <8 x float> poison, float %hi, i64 0
  %broadcast.splat39 = shufflevector <8 x float> %broadcast.splatinsert38, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next40, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load35 = load <8 x float>, ptr %25, align 4, !tbaa !5
  %26 = fcmp ogt <8 x float> %wide.load35, %broadcast.splat37
  %27 = fcmp olt <8 x float> %wide.load35, %broadcast.splat39
  %28 = and <8 x i1> %26, %27
  %29 = select <8 x i1> %28, <8 x float> %wide.load35, <8 x float> zeroinitializer
  %30 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %29, ptr %30, align 4, !tbaa !5
  %index.next40 = add nuw i64 %offset.idx, 8
  %31 = icmp eq i64 %index.next40, %n.vec32
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n33 = icmp eq i64 %n.vec32, %wide.trip.count
  br i1 %cmp.n33, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec32, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %32 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %32, %lo
  %cmp2 = fcmp olt float %32, %hi
  %or.cond = and i1 %cmp1, %cmp2
  %cond = select i1 %or.cond, float %32, float 0.000000e+00
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %cond, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @threshold_u8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 64
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <64 x i32> poison, i32 %t, i64 0
  %broadcast.splat = shufflevector <64 x i32> %broadcast.splatinsert, <64 x i32> poison, <64 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -64
  %1 = lshr exact i64 %0, 6
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 576460752303423486
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <64 x i8>, ptr %4, align 1, !tbaa !18
  %5 = zext <64 x i8> %wide.load to <64 x i32>
  %6 = icmp slt <64 x i32> %broadcast.splat, %5
  %7 = sext <64 x i1> %6 to <64 x i8>
  %8 = getelementptr inbounds i8, ptr %out, i64 %index
  store <64 x i8> %7, ptr %8, align 1, !tbaa !18
  %index.next = or i64 %index, 64
  %9 = getelementptr inbounds i8, ptr %a, i64 %index.next
  %wide.load.1 = load <64 x i8>, ptr %9, align 1, !tbaa !18
  %10 = zext <64 x i8> %wide.load.1 to <64 x i32>
  %11 = icmp slt <64 x i32> %broadcast.splat, %10
  %12 = sext <64 x i1> %11 to <64 x i8>
  %13 = getelementptr inbounds i8, ptr %out, i64 %index.next
  store <64 x i8> %12, ptr %13, align 1, !tbaa !18
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i8, ptr %a, i64 %index.unr
  %wide.load.epil = load <64 x i8>, ptr %14, align 1, !tbaa !18
  %15 = zext <64 x i8> %wide.load.epil to <64 x i32>
  %16 = icmp slt <64 x i32> %broadcast.splat, %15
  %17 = sext <64 x i1> %16 to <64 x i8>
  %18 = getelementptr inbounds i8, ptr %out, i64 %index.unr
  store <64 x i8> %17, ptr %18, align 1, !tbaa !18
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 32
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert18 = insertelement <32 x i32> poison, i32 %t, i64 0
  %broadcast.splat19 = shufflevector <32 x i32> %broadcast.splatinsert18, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i8, ptr %a, i64 %offset.idx
  %wide.load17 = load <32 x i8>, ptr %19, align 1, !tbaa !18
  %20 = zext <32 x i8> %wide.load17 to <32 x i32>
  %21 = icmp slt <32 x i32> %broadcast.splat19, %20
  %22 = sext <32 x i1> %21 to <32 x i8>
  %23 = getelementptr inbounds i8, ptr %out, i64 %offset.idx
  store <32 x i8> %22, ptr %23, align 1, !tbaa !18
  %index.next20 = add nuw i64 %offset.idx, 32
  %24 = icmp eq i64 %index.next20, %n.vec14
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i64 %n.vec14, %wide.trip.count
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %25 = load i8, ptr %arrayidx, align 1, !tbaa !18
  %conv = zext i8 %25 to i32
  %cmp1 = icmp sgt i32 %conv, %t
  %conv3 = sext i1 %cmp1 to i8
  %arrayidx5 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %conv3, ptr %arrayidx5, align 1, !tbaa !18
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @clamp_gather_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, float noundef %lo, float noundef %hi, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check21 = icmp ult i32 %n, 16
  br i1 %min.iters.check21, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat23 = shufflevector <16 x float> %broadcast.splatinsert22, <16 x float> poison, <16 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !22
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %7 = fcmp olt <16 x float> %wide.masked.gather, %broadcast.splat
  %8 = fcmp ogt <16 x float> %wide.masked.gather, %broadcast.splat23
  %9 = select <16 x i1> %8, <16 x float> %broadcast.splat23, <16 x float> %wide.masked.gather
  %10 = select <16 x i1> %7, <16 x float> %broadcast.splat, <16 x float> %9
  %11 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %10, ptr %11, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %12 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %12, align 4, !tbaa !22
  %13 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %14 = getelementptr inbounds float, ptr %a, <16 x i64> %13
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %15 = fcmp olt <16 x float> %wide.masked.gather.1, %broadcast.splat
  %16 = fcmp ogt <16 x float> %wide.masked.gather.1, %broadcast.splat23
  %17 = select <16 x i1> %16, <16 x float> %broadcast.splat23, <16 x float> %wide.masked.gather.1
  %18 = select <16 x i1> %15, <16 x float> %broadcast.splat, <16 x float> %17
  %19 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %18, ptr %19, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !24

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %20, align 4, !tbaa !22
  %21 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %22 = getelementptr inbounds float, ptr %a, <16 x i64> %21
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %23 = fcmp olt <16 x float> %wide.masked.gather.epil, %broadcast.splat
  %24 = fcmp ogt <16 x float> %wide.masked.gather.epil, %broadcast.splat23
  %25 = select <16 x i1> %24, <16 x float> %broadcast.splat23, <16 x float> %wide.masked.gather.epil
  %26 = select <16 x i1> %23, <16 x float> %broadcast.splat, <16 x float> %25
  %27 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %26, ptr %27, align 4, !tbaa !5
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert30 = insertelement <8 x float> poison, float %lo, i64 0
  %broadcast.splat31 = shufflevector <8 x float> %broadcast.splatinsert30, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert32 = insertelement <8 x float> poison, float %hi, i64 0
  %broadcast.splat33 = shufflevector <8 x float> %broadcast.splatinsert32, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %28 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load28 = load <8 x i32>, ptr %28, align 4, !tbaa !22
  %29 = sext <8 x i32> %wide.load28 to <8 x i64>
  %30 = getelementptr inbounds float, ptr %a, <8 x i64> %29
  %wide.masked.gather29 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %30, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !5
  %31 = fcmp olt <8 x float> %wide.masked.gather29, %broadcast.splat31
  %32 = fcmp ogt <8 x float> %wide.masked.gather29, %broadcast.splat33
  %33 = select <8 x i1> %32, <8 x float> %broadcast.splat33, <8 x float> %wide.masked.gather29
  %34 = select <8 x i1> %31, <8 x float> %broadcast.splat31, <8 x float> %33
  %35 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %34, ptr %35, align 4, !tbaa !5
  %index.next34 = add nuw i64 %offset.idx, 8
  %36 = icmp eq i64 %index.next34, %n.vec25
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n26 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %37 = load i32, ptr %arrayidx, align 4, !tbaa !22
  %idxprom1 = sext i32 %37 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %38 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %cmp3 = fcmp olt float %38, %lo
  %cmp4 = fcmp ogt float %38, %hi
  %cond = select i1 %cmp4, float %hi, float %38
  %cond8 = select i1 %cmp3, float %lo, float %cond
  %arrayidx10 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %cond8, ptr %arrayidx10, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #1

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !11, !13}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !13, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11, !13}
!17 = distinct !{!17, !10, !13, !11}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11, !13}
!21 = distinct !{!21, !10, !13, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !7, i64 0}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11, !13}
!26 = distinct !{!26, !10, !13, !11}
