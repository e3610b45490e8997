; ModuleID = 'clamps.c'
source_filename = "clamps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @clamp_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float noundef %lo, float noundef %hi, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check21 = icmp ult i32 %n, 64
  br i1 %min.iters.check21, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat26 = shufflevector <16 x float> %broadcast.splatinsert25, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat28 = shufflevector <16 x float> %broadcast.splatinsert27, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert29 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat30 = shufflevector <16 x float> %broadcast.splatinsert29, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert31 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat32 = shufflevector <16 x float> %broadcast.splatinsert31, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert33 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat34 = shufflevector <16 x float> %broadcast.splatinsert33, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert35 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat36 = shufflevector <16 x float> %broadcast.splatinsert35, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert37 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat38 = shufflevector <16 x float> %broadcast.splatinsert37, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load22 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load23 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load24 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = fcmp olt <16 x float> %wide.load, %broadcast.splat
  %9 = fcmp olt <16 x float> %wide.load22, %broadcast.splat26
  %10 = fcmp olt <16 x float> %wide.load23, %broadcast.splat28
  %11 = fcmp olt <16 x float> %wide.load24, %broadcast.splat30
  %12 = fcmp ogt <16 x float> %wide.load, %broadcast.splat32
  %13 = fcmp ogt <16 x float> %wide.load22, %broadcast.splat34
  %14 = fcmp ogt <16 x float> %wide.load23, %broadcast.splat36
  %15 = fcmp ogt <16 x float> %wide.load24, %broadcast.splat38
  %16 = select <16 x i1> %12, <16 x float> %broadcast.splat32, <16 x float> %wide.load
  %17 = select <16 x i1> %13, <16 x float> %broadcast.splat34, <16 x float> %wide.load22
  %18 = select <16 x i1> %14, <16 x float> %broadcast.splat36, <16 x float> %wide.load23
  %19 = select <16 x i1> %15, <16 x float> %broadcast.splat38, <16 x float> %wide.load24
  %20 = select <16 x i1> %8, <16 x float> %broadcast.splat, <16 x float> %16
  %21 = select <16 x i1> %9, <16 x float> %broadcast.splat26, <16 x float> %17
  %22 = select <16 x i1> %10, <16 x float> %broadcast.splat28, <16 x float> %18
  %23 = select <16 x i1> %11, <16 x float> %broadcast.splat30, <16 x float> %19
  %24 = getelementptr inbounds float, float* %out, i64 %index
  %25 = bitcast float* %24 to <16 x float>*
  store <16 x float> %20, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %24, i64 16
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %21, <16 x float>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds float, float* %24, i64 32
  %29 = bitcast float* %28 to <16 x float>*
  store <16 x float> %22, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %24, i64 48
  %31 = bitcast float* %30 to <16 x float>*
  store <16 x float> %23, <16 x float>* %31, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec40 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert44 = insertelement <8 x float> poison, float %lo, i64 0
  %broadcast.splat45 = shufflevector <8 x float> %broadcast.splatinsert44, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert46 = insertelement <8 x float> poison, float %hi, i64 0
  %broadcast.splat47 = shufflevector <8 x float> %broadcast.splatinsert46, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index42 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next48, %vec.epilog.vector.body ]
  %33 = getelementptr inbounds float, float* %a, i64 %index42
  %34 = bitcast float* %33 to <8 x float>*
  %wide.load43 = load <8 x float>, <8 x float>* %34, align 4, !tbaa !5
  %35 = fcmp olt <8 x float> %wide.load43, %broadcast.splat45
  %36 = fcmp ogt <8 x float> %wide.load43, %broadcast.splat47
  %37 = select <8 x i1> %36, <8 x float> %broadcast.splat47, <8 x float> %wide.load43
  %38 = select <8 x i1> %35, <8 x float> %broadcast.splat45, <8 x float> %37
  %39 = getelementptr inbounds float, float* %out, i64 %index42
  %40 = bitcast float* %39 to <8 x float>*
  store <8 x float> %38, <8 x float>* %40, align 4, !tbaa !5
  %index.next48 = add nuw i64 %index42, 8
  %41 = icmp eq i64 %index.next48, %n.vec40
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n41 = icmp eq i64 %n.vec40, %wide.trip.count
  br i1 %cmp.n41, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec40, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %42 = load float, float* %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp olt float %42, %lo
  %cmp2 = fcmp ogt float %42, %hi
  %cond = select i1 %cmp2, float %hi, float %42
  %cond6 = select i1 %cmp1, float %lo, float %cond
  %arrayidx8 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond6, float* %arrayidx8, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @band_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float noundef %lo, float noundef %hi, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check15 = icmp ult i32 %n, 64
  br i1 %min.iters.check15, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert19 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat20 = shufflevector <16 x float> %broadcast.splatinsert19, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert21 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat22 = shufflevector <16 x float> %broadcast.splatinsert21, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat24 = shufflevector <16 x float> %broadcast.splatinsert23, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat26 = shufflevector <16 x float> %broadcast.splatinsert25, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat28 = shufflevector <16 x float> %broadcast.splatinsert27, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert29 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat30 = shufflevector <16 x float> %broadcast.splatinsert29, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert31 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat32 = shufflevector <16 x float> %broadcast.splatinsert31, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load16 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load17 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load18 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = fcmp ogt <16 x float> %wide.load, %broadcast.splat
  %9 = fcmp ogt <16 x float> %wide.load16, %broadcast.splat20
  %10 = fcmp ogt <16 x float> %wide.load17, %broadcast.splat22
  %11 = fcmp ogt <16 x float> %wide.load18, %broadcast.splat24
  %12 = fcmp olt <16 x float> %wide.load, %broadcast.splat26
  %13 = fcmp olt <16 x float> %wide.load16, %broadcast.splat28
  %14 = fcmp olt <16 x float> %wide.load17, %broadcast.splat30
  %15 = fcmp olt <16 x float> %wide.load18, %broadcast.splat32
  %16 = and <16 x i1> %8, %12
  %17 = and <16 x i1> %9, %13
  %18 = and <16 x i1> %10, %14
  %19 = and <16 x i1> %11, %15
  %20 = select <16 x i1> %16, <16 x float> %wide.load, <16 x float> zeroinitializer
  %21 = select <16 x i1> %17, <16 x float> %wide.load16, <16 x float> zeroinitializer
  %22 = select <16 x i1> %18, <16 x float> %wide.load17, <16 x float> zeroinitializer
  %23 = select <16 x i1> %19, <16 x float> %wide.load18, <16 x float> zeroinitializer
  %24 = getelementptr inbounds float, float* %out, i64 %index
  %25 = bitcast float* %24 to <16 x float>*
  store <16 x float> %20, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %24, i64 16
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %21, <16 x float>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds float, float* %24, i64 32
  %29 = bitcast float* %28 to <16 x float>*
  store <16 x float> %22, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %24, i64 48
  %31 = bitcast float* %30 to <16 x float>*
  store <16 x float> %23, <16 x float>* %31, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec34 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert38 = insertelement <8 x float> poison, float %lo, i64 0
  %broadcast.splat39 = shufflevector <8 x float> %broadcast.splatinsert38, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert40 = insertelement <8 x float> poison, float %hi, i64 0
  %broadcast.splat41 = shufflevector <8 x float> %broadcast.splatinsert40, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index36 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next42, %vec.epilog.vector.body ]
  %33 = getelementptr inbounds float, float* %a, i64 %index36
  %34 = bitcast float* %33 to <8 x float>*
  %wide.load37 = load <8 x float>, <8 x float>* %34, align 4, !tbaa !5
  %35 = fcmp ogt <8 x float> %wide.load37, %broadcast.splat39
  %36 = fcmp olt <8 x float> %wide.load37, %broadcast.splat41
  %37 = and <8 x i1> %35, %36
  %38 = select <8 x i1> %37, <8 x float> %wide.load37, <8 x float> zeroinitializer
  %39 = getelementptr inbounds float, float* %out, i64 %index36
  %40 = bitcast float* %39 to <8 x float>*
  store <8 x float> %38, <8 x float>* %40, align 4, !tbaa !5
  %index.next42 = add nuw i64 %index36, 8
  %41 = icmp eq i64 %index.next42, %n.vec34
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n35 = icmp eq i64 %n.vec34, %wide.trip.count
  br i1 %cmp.n35, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec34, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %42 = load float, float* %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %42, %lo
  %cmp2 = fcmp olt float %42, %hi
  %or.cond = and i1 %cmp1, %cmp2
  %cond = select i1 %or.cond, float %42, float 0.000000e+00
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond, float* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @threshold_u8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 64
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <64 x i32> poison, i32 %t, i64 0
  %broadcast.splat = shufflevector <64 x i32> %broadcast.splatinsert, <64 x i32> poison, <64 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -64
  %1 = lshr exact i64 %0, 6
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 192
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 576460752303423484
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i8, i8* %a, i64 %index
  %5 = bitcast i8* %4 to <64 x i8>*
  %wide.load = load <64 x i8>, <64 x i8>* %5, align 1, !tbaa !18
  %6 = zext <64 x i8> %wide.load to <64 x i32>
  %7 = icmp slt <64 x i32> %broadcast.splat, %6
  %8 = sext <64 x i1> %7 to <64 x i8>
  %9 = getelementptr inbounds i8, i8* %out, i64 %index
  %10 = bitcast i8* %9 to <64 x i8>*
  store <64 x i8> %8, <64 x i8>* %10, align 1, !tbaa !18
  %index.next = or i64 %index, 64
  %11 = getelementptr inbounds i8, i8* %a, i64 %index.next
  %12 = bitcast i8* %11 to <64 x i8>*
  %wide.load.1 = load <64 x i8>, <64 x i8>* %12, align 1, !tbaa !18
  %13 = zext <64 x i8> %wide.load.1 to <64 x i32>
  %14 = icmp slt <64 x i32> %broadcast.splat, %13
  %15 = sext <64 x i1> %14 to <64 x i8>
  %16 = getelementptr inbounds i8, i8* %out, i64 %index.next
  %17 = bitcast i8* %16 to <64 x i8>*
  store <64 x i8> %15, <64 x i8>* %17, align 1, !tbaa !18
  %index.next.1 = or i64 %index, 128
  %18 = getelementptr inbounds i8, i8* %a, i64 %index.next.1
  %19 = bitcast i8* %18 to <64 x i8>*
  %wide.load.2 = load <64 x i8>, <64 x i8>* %19, align 1, !tbaa !18
  %20 = zext <64 x i8> %wide.load.2 to <64 x i32>
  %21 = icmp slt <64 x i32> %broadcast.splat, %20
  %22 = sext <64 x i1> %21 to <64 x i8>
  %23 = getelementptr inbounds i8, i8* %out, i64 %index.next.1
  %24 = bitcast i8* %23 to <64 x i8>*
  store <64 x i8> %22, <64 x i8>* %24, align 1, !tbaa !18
  %index.next.2 = or i64 %index, 192
  %25 = getelementptr inbounds i8, i8* %a, i64 %index.next.2
  %26 = bitcast i8* %25 to <64 x i8>*
  %wide.load.3 = load <64 x i8>, <64 x i8>* %26, align 1, !tbaa !18
  %27 = zext <64 x i8> %wide.load.3 to <64 x i32>
  %28 = icmp slt <64 x i32> %broadcast.splat, %27
  %29 = sext <64 x i1> %28 to <64 x i8>
  %30 = getelementptr inbounds i8, i8* %out, i64 %index.next.2
  %31 = bitcast i8* %30 to <64 x i8>*
  store <64 x i8> %29, <64 x i8>* %31, align 1, !tbaa !18
  %index.next.3 = add nuw i64 %index, 256
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %32 = getelementptr inbounds i8, i8* %a, i64 %index.epil
  %33 = bitcast i8* %32 to <64 x i8>*
  %wide.load.epil = load <64 x i8>, <64 x i8>* %33, align 1, !tbaa !18
  %34 = zext <64 x i8> %wide.load.epil to <64 x i32>
  %35 = icmp slt <64 x i32> %broadcast.splat, %34
  %36 = sext <64 x i1> %35 to <64 x i8>
  %37 = getelementptr inbounds i8, i8* %out, i64 %index.epil
  %38 = bitcast i8* %37 to <64 x i8>*
  store <64 x i8> %36, <64 x i8>* %38, align 1, !tbaa !18
  %index.next.epil = add nuw i64 %index.epil, 64
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !20

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 32
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert19 = insertelement <32 x i32> poison, i32 %t, i64 0
  %broadcast.splat20 = shufflevector <32 x i32> %broadcast.splatinsert19, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next21, %vec.epilog.vector.body ]
  %39 = getelementptr inbounds i8, i8* %a, i64 %index17
  %40 = bitcast i8* %39 to <32 x i8>*
  %wide.load18 = load <32 x i8>, <32 x i8>* %40, align 1, !tbaa !18
  %41 = zext <32 x i8> %wide.load18 to <32 x i32>
  %42 = icmp slt <32 x i32> %broadcast.splat20, %41
  %43 = sext <32 x i1> %42 to <32 x i8>
  %44 = getelementptr inbounds i8, i8* %out, i64 %index17
  %45 = bitcast i8* %44 to <32 x i8>*
  store <32 x i8> %43, <32 x i8>* %45, align 1, !tbaa !18
  %index.next21 = add nuw i64 %index17, 32
  %46 = icmp eq i64 %index.next21, %n.vec15
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n16 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n16, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %47 = load i8, i8* %arrayidx, align 1, !tbaa !18
  %conv = zext i8 %47 to i32
  %cmp1 = icmp sgt i32 %conv, %t
  %conv3 = sext i1 %cmp1 to i8
  %arrayidx5 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %conv3, i8* %arrayidx5, align 1, !tbaa !18
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @clamp_gather_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, float noundef %lo, float noundef %hi, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check23 = icmp ult i32 %n, 16
  br i1 %min.iters.check23, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert24 = insertelement <16 x float> poison, float %hi, i64 0
  %broadcast.splat25 = shufflevector <16 x float> %broadcast.splatinsert24, <16 x float> poison, <16 x i32> zeroinitializer
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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !24
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds float, float* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %8 = fcmp olt <16 x float> %wide.masked.gather, %broadcast.splat
  %9 = fcmp ogt <16 x float> %wide.masked.gather, %broadcast.splat25
  %10 = select <16 x i1> %9, <16 x float> %broadcast.splat25, <16 x float> %wide.masked.gather
  %11 = select <16 x i1> %8, <16 x float> %broadcast.splat, <16 x float> %10
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <16 x float>*
  store <16 x float> %11, <16 x float>* %13, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %14 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %15 = bitcast i32* %14 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %15, align 4, !tbaa !24
  %16 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %17 = getelementptr inbounds float, float* %a, <16 x i64> %16
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %17, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %18 = fcmp olt <16 x float> %wide.masked.gather.1, %broadcast.splat
  %19 = fcmp ogt <16 x float> %wide.masked.gather.1, %broadcast.splat25
  %20 = select <16 x i1> %19, <16 x float> %broadcast.splat25, <16 x float> %wide.masked.gather.1
  %21 = select <16 x i1> %18, <16 x float> %broadcast.splat, <16 x float> %20
  %22 = getelementptr inbounds float, float* %out, i64 %index.next
  %23 = bitcast float* %22 to <16 x float>*
  store <16 x float> %21, <16 x float>* %23, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !26

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %25 = bitcast i32* %24 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %25, align 4, !tbaa !24
  %26 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %27 = getelementptr inbounds float, float* %a, <16 x i64> %26
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %27, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %28 = fcmp olt <16 x float> %wide.masked.gather.epil, %broadcast.splat
  %29 = fcmp ogt <16 x float> %wide.masked.gather.epil, %broadcast.splat25
  %30 = select <16 x i1> %29, <16 x float> %broadcast.splat25, <16 x float> %wide.masked.gather.epil
  %31 = select <16 x i1> %28, <16 x float> %broadcast.splat, <16 x float> %30
  %32 = getelementptr inbounds float, float* %out, i64 %index.unr
  %33 = bitcast float* %32 to <16 x float>*
  store <16 x float> %31, <16 x float>* %33, align 4, !tbaa !5
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
  %n.vec27 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert32 = insertelement <8 x float> poison, float %lo, i64 0
  %broadcast.splat33 = shufflevector <8 x float> %broadcast.splatinsert32, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert34 = insertelement <8 x float> poison, float %hi, i64 0
  %broadcast.splat35 = shufflevector <8 x float> %broadcast.splatinsert34, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index29 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next36, %vec.epilog.vector.body ]
  %34 = getelementptr inbounds i32, i32* %idx, i64 %index29
  %35 = bitcast i32* %34 to <8 x i32>*
  %wide.load30 = load <8 x i32>, <8 x i32>* %35, align 4, !tbaa !24
  %36 = sext <8 x i32> %wide.load30 to <8 x i64>
  %37 = getelementptr inbounds float, float* %a, <8 x i64> %36
  %wide.masked.gather31 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %37, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !5
  %38 = fcmp olt <8 x float> %wide.masked.gather31, %broadcast.splat33
  %39 = fcmp ogt <8 x float> %wide.masked.gather31, %broadcast.splat35
  %40 = select <8 x i1> %39, <8 x float> %broadcast.splat35, <8 x float> %wide.masked.gather31
  %41 = select <8 x i1> %38, <8 x float> %broadcast.splat33, <8 x float> %40
  %42 = getelementptr inbounds float, float* %out, i64 %index29
  %43 = bitcast float* %42 to <8 x float>*
  store <8 x float> %41, <8 x float>* %43, align 4, !tbaa !5
  %index.next36 = add nuw i64 %index29, 8
  %44 = icmp eq i64 %index.next36, %n.vec27
  br i1 %44, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n28 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n28, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %45 = load i32, i32* %arrayidx, align 4, !tbaa !24
  %idxprom1 = sext i32 %45 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %46 = load float, float* %arrayidx2, align 4, !tbaa !5
  %cmp3 = fcmp olt float %46, %lo
  %cmp4 = fcmp ogt float %46, %hi
  %cond = select i1 %cmp4, float %hi, float %46
  %cond8 = select i1 %cmp3, float %lo, float %cond
  %arrayidx10 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond8, float* %arrayidx10, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !10, !11, !13}
!23 = distinct !{!23, !10, !13, !11}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !7, i64 0}
!26 = distinct !{!26, !10, !11}
!27 = distinct !{!27, !10, !11, !13}
!28 = distinct !{!28, !10, !13, !11}
