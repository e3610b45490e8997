; ModuleID = 'fdiv.c'
source_filename = "fdiv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mean3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 64
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load17 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load18 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load19 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load20 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load21 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load22 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load23 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fadd <16 x float> %wide.load, %wide.load20
  %9 = fadd <16 x float> %wide.load17, %wide.load21
  %10 = fadd <16 x float> %wide.load18, %wide.load22
  %11 = fadd <16 x float> %wide.load19, %wide.load23
  %12 = getelementptr inbounds float, ptr %c, i64 %index
  %wide.load24 = load <16 x float>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %12, i64 16
  %wide.load25 = load <16 x float>, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr %12, i64 32
  %wide.load26 = load <16 x float>, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %12, i64 48
  %wide.load27 = load <16 x float>, ptr %15, align 4, !tbaa !5
  %16 = fadd <16 x float> %8, %wide.load24
  %17 = fadd <16 x float> %9, %wide.load25
  %18 = fadd <16 x float> %10, %wide.load26
  %19 = fadd <16 x float> %11, %wide.load27
  %20 = fdiv <16 x float> %16, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %21 = fdiv <16 x float> %17, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %22 = fdiv <16 x float> %18, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %23 = fdiv <16 x float> %19, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %24 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %20, ptr %24, align 4, !tbaa !5
  %25 = getelementptr inbounds float, ptr %24, i64 16
  store <16 x float> %21, ptr %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, ptr %24, i64 32
  store <16 x float> %22, ptr %26, align 4, !tbaa !5
  %27 = getelementptr inbounds float, ptr %24, i64 48
  store <16 x float> %23, ptr %27, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %29 = getelementptr inbounds float, ptr %a, i64 %index31
  %wide.load32 = load <8 x float>, ptr %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, ptr %b, i64 %index31
  %wide.load33 = load <8 x float>, ptr %30, align 4, !tbaa !5
  %31 = fadd <8 x float> %wide.load32, %wide.load33
  %32 = getelementptr inbounds float, ptr %c, i64 %index31
  %wide.load34 = load <8 x float>, ptr %32, align 4, !tbaa !5
  %33 = fadd <8 x float> %31, %wide.load34
  %34 = fdiv <8 x float> %33, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %35 = getelementptr inbounds float, ptr %out, i64 %index31
  store <8 x float> %34, ptr %35, align 4, !tbaa !5
  %index.next35 = add nuw i64 %index31, 8
  %36 = icmp eq i64 %index.next35, %n.vec29
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %37 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %38 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %add = fadd float %37, %38
  %arrayidx4 = getelementptr inbounds float, ptr %c, i64 %indvars.iv
  %39 = load float, ptr %arrayidx4, align 4, !tbaa !5
  %add5 = fadd float %add, %39
  %div = fdiv float %add5, 3.000000e+00
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %div, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @ratio(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 64
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load13 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load14 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load15 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load16 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load17 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load18 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load19 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fdiv <16 x float> %wide.load, %wide.load16
  %9 = fdiv <16 x float> %wide.load13, %wide.load17
  %10 = fdiv <16 x float> %wide.load14, %wide.load18
  %11 = fdiv <16 x float> %wide.load15, %wide.load19
  %12 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %8, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %12, i64 16
  store <16 x float> %9, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr %12, i64 32
  store <16 x float> %10, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %12, i64 48
  store <16 x float> %11, ptr %15, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %17 = getelementptr inbounds float, ptr %a, i64 %index23
  %wide.load24 = load <8 x float>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %b, i64 %index23
  %wide.load25 = load <8 x float>, ptr %18, align 4, !tbaa !5
  %19 = fdiv <8 x float> %wide.load24, %wide.load25
  %20 = getelementptr inbounds float, ptr %out, i64 %index23
  store <8 x float> %19, ptr %20, align 4, !tbaa !5
  %index.next26 = add nuw i64 %index23, 8
  %21 = icmp eq i64 %index.next26, %n.vec21
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %22 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %23 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %div = fdiv float %22, %23
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %div, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @normalize(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, float noundef %total, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x float> poison, float %total, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert13 = insertelement <16 x float> poison, float %total, i64 0
  %broadcast.splat14 = shufflevector <16 x float> %broadcast.splatinsert13, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert15 = insertelement <16 x float> poison, float %total, i64 0
  %broadcast.splat16 = shufflevector <16 x float> %broadcast.splatinsert15, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert17 = insertelement <16 x float> poison, float %total, i64 0
  %broadcast.splat18 = shufflevector <16 x float> %broadcast.splatinsert17, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load10 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load11 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load12 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fdiv <16 x float> %wide.load, %broadcast.splat
  %5 = fdiv <16 x float> %wide.load10, %broadcast.splat14
  %6 = fdiv <16 x float> %wide.load11, %broadcast.splat16
  %7 = fdiv <16 x float> %wide.load12, %broadcast.splat18
  %8 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %4, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds float, ptr %8, i64 16
  store <16 x float> %5, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, ptr %8, i64 32
  store <16 x float> %6, ptr %10, align 4, !tbaa !5
  %11 = getelementptr inbounds float, ptr %8, i64 48
  store <16 x float> %7, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert24 = insertelement <8 x float> poison, float %total, i64 0
  %broadcast.splat25 = shufflevector <8 x float> %broadcast.splatinsert24, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %13 = getelementptr inbounds float, ptr %a, i64 %index22
  %wide.load23 = load <8 x float>, ptr %13, align 4, !tbaa !5
  %14 = fdiv <8 x float> %wide.load23, %broadcast.splat25
  %15 = getelementptr inbounds float, ptr %out, i64 %index22
  store <8 x float> %14, ptr %15, align 4, !tbaa !5
  %index.next26 = add nuw i64 %index22, 8
  %16 = icmp eq i64 %index.next26, %n.vec20
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n21 = icmp eq i64 %n.vec20, %wide.trip.count
  br i1 %cmp.n21, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %17 = load float, ptr %arrayidx, align 4, !tbaa !5
  %div = fdiv float %17, %total
  %arrayidx2 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %div, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @reciprocal(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load10 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load11 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load12 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fdiv <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load
  %5 = fdiv <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load10
  %6 = fdiv <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load11
  %7 = fdiv <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load12
  %8 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %4, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds float, ptr %8, i64 16
  store <16 x float> %5, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, ptr %8, i64 32
  store <16 x float> %6, ptr %10, align 4, !tbaa !5
  %11 = getelementptr inbounds float, ptr %8, i64 48
  store <16 x float> %7, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %13 = getelementptr inbounds float, ptr %a, i64 %index16
  %wide.load17 = load <8 x float>, ptr %13, align 4, !tbaa !5
  %14 = fdiv <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load17
  %15 = getelementptr inbounds float, ptr %out, i64 %index16
  store <8 x float> %14, ptr %15, align 4, !tbaa !5
  %index.next18 = add nuw i64 %index16, 8
  %16 = icmp eq i64 %index.next18, %n.vec14
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

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
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %17 = load float, ptr %arrayidx, align 4, !tbaa !5
  %div = fdiv float 1.000000e+00, %17
  %arrayidx2 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %div, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @to_celsius(ptr noalias nocapture noundef writeonly %c, ptr noalias nocapture noundef readonly %f, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %f, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load10 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load11 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load12 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fadd <16 x float> %wide.load, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %5 = fadd <16 x float> %wide.load10, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %6 = fadd <16 x float> %wide.load11, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %7 = fadd <16 x float> %wide.load12, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %8 = fmul <16 x float> %4, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %9 = fmul <16 x float> %5, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %10 = fmul <16 x float> %6, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %11 = fmul <16 x float> %7, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %12 = fdiv <16 x float> %8, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %13 = fdiv <16 x float> %9, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %14 = fdiv <16 x float> %10, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %15 = fdiv <16 x float> %11, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %16 = getelementptr inbounds float, ptr %c, i64 %index
  store <16 x float> %12, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %16, i64 16
  store <16 x float> %13, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %16, i64 32
  store <16 x float> %14, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %16, i64 48
  store <16 x float> %15, ptr %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds float, ptr %f, i64 %index16
  %wide.load17 = load <8 x float>, ptr %21, align 4, !tbaa !5
  %22 = fadd <8 x float> %wide.load17, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %23 = fmul <8 x float> %22, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %24 = fdiv <8 x float> %23, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %25 = getelementptr inbounds float, ptr %c, i64 %index16
  store <8 x float> %24, ptr %25, align 4, !tbaa !5
  %index.next18 = add nuw i64 %index16, 8
  %26 = icmp eq i64 %index.next18, %n.vec14
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

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
  %arrayidx = getelementptr inbounds float, ptr %f, i64 %indvars.iv
  %27 = load float, ptr %arrayidx, align 4, !tbaa !5
  %sub = fadd float %27, -3.200000e+01
  %mul = fmul float %sub, 5.000000e+00
  %div = fdiv float %mul, 9.000000e+00
  %arrayidx2 = getelementptr inbounds float, ptr %c, i64 %indvars.iv
  store float %div, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @safe_div(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 64
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load18 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load19 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load20 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fcmp une <16 x float> %wide.load, zeroinitializer
  %5 = fcmp une <16 x float> %wide.load18, zeroinitializer
  %6 = fcmp une <16 x float> %wide.load19, zeroinitializer
  %7 = fcmp une <16 x float> %wide.load20, zeroinitializer
  %8 = getelementptr float, ptr %a, i64 %index
  %wide.masked.load = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %8, i32 4, <16 x i1> %4, <16 x float> poison), !tbaa !5
  %9 = getelementptr float, ptr %8, i64 16
  %wide.masked.load21 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %9, i32 4, <16 x i1> %5, <16 x float> poison), !tbaa !5
  %10 = getelementptr float, ptr %8, i64 32
  %wide.masked.load22 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %10, i32 4, <16 x i1> %6, <16 x float> poison), !tbaa !5
  %11 = getelementptr float, ptr %8, i64 48
  %wide.masked.load23 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %11, i32 4, <16 x i1> %7, <16 x float> poison), !tbaa !5
  %12 = fdiv <16 x float> %wide.masked.load, %wide.load
  %13 = fdiv <16 x float> %wide.masked.load21, %wide.load18
  %14 = fdiv <16 x float> %wide.masked.load22, %wide.load19
  %15 = fdiv <16 x float> %wide.masked.load23, %wide.load20
  %predphi = select <16 x i1> %4, <16 x float> %12, <16 x float> zeroinitializer
  %predphi24 = select <16 x i1> %5, <16 x float> %13, <16 x float> zeroinitializer
  %predphi25 = select <16 x i1> %6, <16 x float> %14, <16 x float> zeroinitializer
  %predphi26 = select <16 x i1> %7, <16 x float> %15, <16 x float> zeroinitializer
  %16 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %predphi, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %16, i64 16
  store <16 x float> %predphi24, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %16, i64 32
  store <16 x float> %predphi25, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %16, i64 48
  store <16 x float> %predphi26, ptr %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec28 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds float, ptr %b, i64 %index30
  %wide.load31 = load <8 x float>, ptr %21, align 4, !tbaa !5
  %22 = fcmp une <8 x float> %wide.load31, zeroinitializer
  %23 = getelementptr float, ptr %a, i64 %index30
  %wide.masked.load32 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr %23, i32 4, <8 x i1> %22, <8 x float> poison), !tbaa !5
  %24 = fdiv <8 x float> %wide.masked.load32, %wide.load31
  %predphi33 = select <8 x i1> %22, <8 x float> %24, <8 x float> zeroinitializer
  %25 = getelementptr inbounds float, ptr %out, i64 %index30
  store <8 x float> %predphi33, ptr %25, align 4, !tbaa !5
  %index.next34 = add nuw i64 %index30, 8
  %26 = icmp eq i64 %index.next34, %n.vec28
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !28

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %cond.end, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %cond.end
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %27 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp une float %27, 0.000000e+00
  br i1 %cmp1, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %arrayidx3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %28 = load float, ptr %arrayidx3, align 4, !tbaa !5
  %div = fdiv float %28, %27
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %div, %cond.true ], [ 0.000000e+00, %for.body ]
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %cond, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mean_of_counts(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %sum, ptr noalias nocapture noundef readonly %count, i32 noundef %n) local_unnamed_addr #0 {
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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %sum, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !30
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load14 = load <16 x i32>, ptr %1, align 4, !tbaa !30
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load15 = load <16 x i32>, ptr %2, align 4, !tbaa !30
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load16 = load <16 x i32>, ptr %3, align 4, !tbaa !30
  %4 = sitofp <16 x i32> %wide.load to <16 x float>
  %5 = sitofp <16 x i32> %wide.load14 to <16 x float>
  %6 = sitofp <16 x i32> %wide.load15 to <16 x float>
  %7 = sitofp <16 x i32> %wide.load16 to <16 x float>
  %8 = getelementptr inbounds i32, ptr %count, i64 %index
  %wide.load17 = load <16 x i32>, ptr %8, align 4, !tbaa !30
  %9 = getelementptr inbounds i32, ptr %8, i64 16
  %wide.load18 = load <16 x i32>, ptr %9, align 4, !tbaa !30
  %10 = getelementptr inbounds i32, ptr %8, i64 32
  %wide.load19 = load <16 x i32>, ptr %10, align 4, !tbaa !30
  %11 = getelementptr inbounds i32, ptr %8, i64 48
  %wide.load20 = load <16 x i32>, ptr %11, align 4, !tbaa !30
  %12 = sitofp <16 x i32> %wide.load17 to <16 x float>
  %13 = sitofp <16 x i32> %wide.load18 to <16 x float>
  %14 = sitofp <16 x i32> %wide.load19 to <16 x float>
  %15 = sitofp <16 x i32> %wide.load20 to <16 x float>
  %16 = fdiv <16 x float> %4, %12
  %17 = fdiv <16 x float> %5, %13
  %18 = fdiv <16 x float> %6, %14
  %19 = fdiv <16 x float> %7, %15
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
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec22 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index24 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds i32, ptr %sum, i64 %index24
  %wide.load25 = load <8 x i32>, ptr %25, align 4, !tbaa !30
  %26 = sitofp <8 x i32> %wide.load25 to <8 x float>
  %27 = getelementptr inbounds i32, ptr %count, i64 %index24
  %wide.load26 = load <8 x i32>, ptr %27, align 4, !tbaa !30
  %28 = sitofp <8 x i32> %wide.load26 to <8 x float>
  %29 = fdiv <8 x float> %26, %28
  %30 = getelementptr inbounds float, ptr %out, i64 %index24
  store <8 x float> %29, ptr %30, align 4, !tbaa !5
  %index.next27 = add nuw i64 %index24, 8
  %31 = icmp eq i64 %index.next27, %n.vec22
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !33

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n23 = icmp eq i64 %n.vec22, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec22, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %sum, i64 %indvars.iv
  %32 = load i32, ptr %arrayidx, align 4, !tbaa !30
  %conv = sitofp i32 %32 to float
  %arrayidx2 = getelementptr inbounds i32, ptr %count, i64 %indvars.iv
  %33 = load i32, ptr %arrayidx2, align 4, !tbaa !30
  %conv3 = sitofp i32 %33 to float
  %div = fdiv float %conv, %conv3
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %div, ptr %arrayidx5, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @slope(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %x0, ptr noalias nocapture noundef readonly %y0, ptr noalias nocapture noundef readonly %x1, ptr noalias nocapture noundef readonly %y1, i32 noundef %n) local_unnamed_addr #0 {
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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %y1, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load20 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load21 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load22 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, ptr %y0, i64 %index
  %wide.load23 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load24 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load25 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load26 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fsub <16 x float> %wide.load, %wide.load23
  %9 = fsub <16 x float> %wide.load20, %wide.load24
  %10 = fsub <16 x float> %wide.load21, %wide.load25
  %11 = fsub <16 x float> %wide.load22, %wide.load26
  %12 = getelementptr inbounds float, ptr %x1, i64 %index
  %wide.load27 = load <16 x float>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %12, i64 16
  %wide.load28 = load <16 x float>, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr %12, i64 32
  %wide.load29 = load <16 x float>, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %12, i64 48
  %wide.load30 = load <16 x float>, ptr %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %x0, i64 %index
  %wide.load31 = load <16 x float>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %16, i64 16
  %wide.load32 = load <16 x float>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %16, i64 32
  %wide.load33 = load <16 x float>, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %16, i64 48
  %wide.load34 = load <16 x float>, ptr %19, align 4, !tbaa !5
  %20 = fsub <16 x float> %wide.load27, %wide.load31
  %21 = fsub <16 x float> %wide.load28, %wide.load32
  %22 = fsub <16 x float> %wide.load29, %wide.load33
  %23 = fsub <16 x float> %wide.load30, %wide.load34
  %24 = fdiv <16 x float> %8, %20
  %25 = fdiv <16 x float> %9, %21
  %26 = fdiv <16 x float> %10, %22
  %27 = fdiv <16 x float> %11, %23
  %28 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %24, ptr %28, align 4, !tbaa !5
  %29 = getelementptr inbounds float, ptr %28, i64 16
  store <16 x float> %25, ptr %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, ptr %28, i64 32
  store <16 x float> %26, ptr %30, align 4, !tbaa !5
  %31 = getelementptr inbounds float, ptr %28, i64 48
  store <16 x float> %27, ptr %31, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec36 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index38 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next43, %vec.epilog.vector.body ]
  %33 = getelementptr inbounds float, ptr %y1, i64 %index38
  %wide.load39 = load <8 x float>, ptr %33, align 4, !tbaa !5
  %34 = getelementptr inbounds float, ptr %y0, i64 %index38
  %wide.load40 = load <8 x float>, ptr %34, align 4, !tbaa !5
  %35 = fsub <8 x float> %wide.load39, %wide.load40
  %36 = getelementptr inbounds float, ptr %x1, i64 %index38
  %wide.load41 = load <8 x float>, ptr %36, align 4, !tbaa !5
  %37 = getelementptr inbounds float, ptr %x0, i64 %index38
  %wide.load42 = load <8 x float>, ptr %37, align 4, !tbaa !5
  %38 = fsub <8 x float> %wide.load41, %wide.load42
  %39 = fdiv <8 x float> %35, %38
  %40 = getelementptr inbounds float, ptr %out, i64 %index38
  store <8 x float> %39, ptr %40, align 4, !tbaa !5
  %index.next43 = add nuw i64 %index38, 8
  %41 = icmp eq i64 %index.next43, %n.vec36
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !36

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n37 = icmp eq i64 %n.vec36, %wide.trip.count
  br i1 %cmp.n37, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec36, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %y1, i64 %indvars.iv
  %42 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %y0, i64 %indvars.iv
  %43 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %sub = fsub float %42, %43
  %arrayidx4 = getelementptr inbounds float, ptr %x1, i64 %indvars.iv
  %44 = load float, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds float, ptr %x0, i64 %indvars.iv
  %45 = load float, ptr %arrayidx6, align 4, !tbaa !5
  %sub7 = fsub float %44, %45
  %div = fdiv float %sub, %sub7
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %div, ptr %arrayidx9, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @masked_div(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 64
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load18 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load19 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load20 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fcmp ogt <16 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %5 = fcmp ogt <16 x float> %wide.load18, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %6 = fcmp ogt <16 x float> %wide.load19, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %7 = fcmp ogt <16 x float> %wide.load20, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %8 = getelementptr float, ptr %b, i64 %index
  %wide.masked.load = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %8, i32 4, <16 x i1> %4, <16 x float> poison), !tbaa !5
  %9 = getelementptr float, ptr %8, i64 16
  %wide.masked.load21 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %9, i32 4, <16 x i1> %5, <16 x float> poison), !tbaa !5
  %10 = getelementptr float, ptr %8, i64 32
  %wide.masked.load22 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %10, i32 4, <16 x i1> %6, <16 x float> poison), !tbaa !5
  %11 = getelementptr float, ptr %8, i64 48
  %wide.masked.load23 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %11, i32 4, <16 x i1> %7, <16 x float> poison), !tbaa !5
  %12 = fdiv <16 x float> %wide.load, %wide.masked.load
  %13 = fdiv <16 x float> %wide.load18, %wide.masked.load21
  %14 = fdiv <16 x float> %wide.load19, %wide.masked.load22
  %15 = fdiv <16 x float> %wide.load20, %wide.masked.load23
  %16 = getelementptr float, ptr %out, i64 %index
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %12, ptr %16, i32 4, <16 x i1> %4), !tbaa !5
  %17 = getelementptr float, ptr %16, i64 16
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %13, ptr %17, i32 4, <16 x i1> %5), !tbaa !5
  %18 = getelementptr float, ptr %16, i64 32
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %14, ptr %18, i32 4, <16 x i1> %6), !tbaa !5
  %19 = getelementptr float, ptr %16, i64 48
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %15, ptr %19, i32 4, <16 x i1> %7), !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !38

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index27 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next30, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds float, ptr %a, i64 %index27
  %wide.load28 = load <8 x float>, ptr %21, align 4, !tbaa !5
  %22 = fcmp ogt <8 x float> %wide.load28, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %23 = getelementptr float, ptr %b, i64 %index27
  %wide.masked.load29 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr %23, i32 4, <8 x i1> %22, <8 x float> poison), !tbaa !5
  %24 = fdiv <8 x float> %wide.load28, %wide.masked.load29
  %25 = getelementptr float, ptr %out, i64 %index27
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %24, ptr %25, i32 4, <8 x i1> %22), !tbaa !5
  %index.next30 = add nuw i64 %index27, 8
  %26 = icmp eq i64 %index.next30, %n.vec25
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !39

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n26 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %27 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %27, 1.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %28 = load float, ptr %arrayidx5, align 4, !tbaa !5
  %div = fdiv float %27, %28
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %div, ptr %arrayidx7, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !12, !11}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !12, !11}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10, !11, !12}
!20 = distinct !{!20, !10, !12, !11}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !11, !12}
!23 = distinct !{!23, !10, !12, !11}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !11, !12}
!26 = distinct !{!26, !10, !12, !11}
!27 = distinct !{!27, !10, !11, !12}
!28 = distinct !{!28, !10, !11, !12}
!29 = distinct !{!29, !10, !12, !11}
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !7, i64 0}
!32 = distinct !{!32, !10, !11, !12}
!33 = distinct !{!33, !10, !11, !12}
!34 = distinct !{!34, !10, !12, !11}
!35 = distinct !{!35, !10, !11, !12}
!36 = distinct !{!36, !10, !11, !12}
!37 = distinct !{!37, !10, !12, !11}
!38 = distinct !{!38, !10, !11, !12}
!39 = distinct !{!39, !10, !11, !12}
!40 = distinct !{!40, !10, !12, !11}
