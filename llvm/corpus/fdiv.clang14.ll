; ModuleID = 'fdiv.c'
source_filename = "fdiv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @mean3(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, float* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load18 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load19 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load20 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load21 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %8, i64 16
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load22 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds float, float* %8, i64 32
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load23 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, float* %8, i64 48
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load24 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !5
  %16 = fadd <16 x float> %wide.load, %wide.load21
  %17 = fadd <16 x float> %wide.load18, %wide.load22
  %18 = fadd <16 x float> %wide.load19, %wide.load23
  %19 = fadd <16 x float> %wide.load20, %wide.load24
  %20 = getelementptr inbounds float, float* %c, i64 %index
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load25 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, float* %20, i64 16
  %23 = bitcast float* %22 to <16 x float>*
  %wide.load26 = load <16 x float>, <16 x float>* %23, align 4, !tbaa !5
  %24 = getelementptr inbounds float, float* %20, i64 32
  %25 = bitcast float* %24 to <16 x float>*
  %wide.load27 = load <16 x float>, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %20, i64 48
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load28 = load <16 x float>, <16 x float>* %27, align 4, !tbaa !5
  %28 = fadd <16 x float> %16, %wide.load25
  %29 = fadd <16 x float> %17, %wide.load26
  %30 = fadd <16 x float> %18, %wide.load27
  %31 = fadd <16 x float> %19, %wide.load28
  %32 = fdiv <16 x float> %28, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %33 = fdiv <16 x float> %29, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %34 = fdiv <16 x float> %30, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %35 = fdiv <16 x float> %31, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %36 = getelementptr inbounds float, float* %out, i64 %index
  %37 = bitcast float* %36 to <16 x float>*
  store <16 x float> %32, <16 x float>* %37, align 4, !tbaa !5
  %38 = getelementptr inbounds float, float* %36, i64 16
  %39 = bitcast float* %38 to <16 x float>*
  store <16 x float> %33, <16 x float>* %39, align 4, !tbaa !5
  %40 = getelementptr inbounds float, float* %36, i64 32
  %41 = bitcast float* %40 to <16 x float>*
  store <16 x float> %34, <16 x float>* %41, align 4, !tbaa !5
  %42 = getelementptr inbounds float, float* %36, i64 48
  %43 = bitcast float* %42 to <16 x float>*
  store <16 x float> %35, <16 x float>* %43, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %44 = icmp eq i64 %index.next, %n.vec
  br i1 %44, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec30 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next36, %vec.epilog.vector.body ]
  %45 = getelementptr inbounds float, float* %a, i64 %index32
  %46 = bitcast float* %45 to <8 x float>*
  %wide.load33 = load <8 x float>, <8 x float>* %46, align 4, !tbaa !5
  %47 = getelementptr inbounds float, float* %b, i64 %index32
  %48 = bitcast float* %47 to <8 x float>*
  %wide.load34 = load <8 x float>, <8 x float>* %48, align 4, !tbaa !5
  %49 = fadd <8 x float> %wide.load33, %wide.load34
  %50 = getelementptr inbounds float, float* %c, i64 %index32
  %51 = bitcast float* %50 to <8 x float>*
  %wide.load35 = load <8 x float>, <8 x float>* %51, align 4, !tbaa !5
  %52 = fadd <8 x float> %49, %wide.load35
  %53 = fdiv <8 x float> %52, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %54 = getelementptr inbounds float, float* %out, i64 %index32
  %55 = bitcast float* %54 to <8 x float>*
  store <8 x float> %53, <8 x float>* %55, align 4, !tbaa !5
  %index.next36 = add nuw i64 %index32, 8
  %56 = icmp eq i64 %index.next36, %n.vec30
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n31 = icmp eq i64 %n.vec30, %wide.trip.count
  br i1 %cmp.n31, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec30, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %57 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %58 = load float, float* %arrayidx2, align 4, !tbaa !5
  %add = fadd float %57, %58
  %arrayidx4 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  %59 = load float, float* %arrayidx4, align 4, !tbaa !5
  %add5 = fadd float %add, %59
  %div = fdiv float %add5, 3.000000e+00
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @ratio(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load14 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load15 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load16 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load17 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %8, i64 16
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load18 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds float, float* %8, i64 32
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load19 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, float* %8, i64 48
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load20 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !5
  %16 = fdiv <16 x float> %wide.load, %wide.load17
  %17 = fdiv <16 x float> %wide.load14, %wide.load18
  %18 = fdiv <16 x float> %wide.load15, %wide.load19
  %19 = fdiv <16 x float> %wide.load16, %wide.load20
  %20 = getelementptr inbounds float, float* %out, i64 %index
  %21 = bitcast float* %20 to <16 x float>*
  store <16 x float> %16, <16 x float>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, float* %20, i64 16
  %23 = bitcast float* %22 to <16 x float>*
  store <16 x float> %17, <16 x float>* %23, align 4, !tbaa !5
  %24 = getelementptr inbounds float, float* %20, i64 32
  %25 = bitcast float* %24 to <16 x float>*
  store <16 x float> %18, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %20, i64 48
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %19, <16 x float>* %27, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !15

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
  %29 = getelementptr inbounds float, float* %a, i64 %index24
  %30 = bitcast float* %29 to <8 x float>*
  %wide.load25 = load <8 x float>, <8 x float>* %30, align 4, !tbaa !5
  %31 = getelementptr inbounds float, float* %b, i64 %index24
  %32 = bitcast float* %31 to <8 x float>*
  %wide.load26 = load <8 x float>, <8 x float>* %32, align 4, !tbaa !5
  %33 = fdiv <8 x float> %wide.load25, %wide.load26
  %34 = getelementptr inbounds float, float* %out, i64 %index24
  %35 = bitcast float* %34 to <8 x float>*
  store <8 x float> %33, <8 x float>* %35, align 4, !tbaa !5
  %index.next27 = add nuw i64 %index24, 8
  %36 = icmp eq i64 %index.next27, %n.vec22
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %37 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %38 = load float, float* %arrayidx2, align 4, !tbaa !5
  %div = fdiv float %37, %38
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @normalize(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float noundef %total, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x float> poison, float %total, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <16 x float> poison, float %total, i64 0
  %broadcast.splat15 = shufflevector <16 x float> %broadcast.splatinsert14, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <16 x float> poison, float %total, i64 0
  %broadcast.splat17 = shufflevector <16 x float> %broadcast.splatinsert16, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <16 x float> poison, float %total, i64 0
  %broadcast.splat19 = shufflevector <16 x float> %broadcast.splatinsert18, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load11 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load12 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load13 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = fdiv <16 x float> %wide.load, %broadcast.splat
  %9 = fdiv <16 x float> %wide.load11, %broadcast.splat15
  %10 = fdiv <16 x float> %wide.load12, %broadcast.splat17
  %11 = fdiv <16 x float> %wide.load13, %broadcast.splat19
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <16 x float>*
  store <16 x float> %8, <16 x float>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, float* %12, i64 16
  %15 = bitcast float* %14 to <16 x float>*
  store <16 x float> %9, <16 x float>* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, float* %12, i64 32
  %17 = bitcast float* %16 to <16 x float>*
  store <16 x float> %10, <16 x float>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, float* %12, i64 48
  %19 = bitcast float* %18 to <16 x float>*
  store <16 x float> %11, <16 x float>* %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !18

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
  %broadcast.splatinsert25 = insertelement <8 x float> poison, float %total, i64 0
  %broadcast.splat26 = shufflevector <8 x float> %broadcast.splatinsert25, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds float, float* %a, i64 %index23
  %22 = bitcast float* %21 to <8 x float>*
  %wide.load24 = load <8 x float>, <8 x float>* %22, align 4, !tbaa !5
  %23 = fdiv <8 x float> %wide.load24, %broadcast.splat26
  %24 = getelementptr inbounds float, float* %out, i64 %index23
  %25 = bitcast float* %24 to <8 x float>*
  store <8 x float> %23, <8 x float>* %25, align 4, !tbaa !5
  %index.next27 = add nuw i64 %index23, 8
  %26 = icmp eq i64 %index.next27, %n.vec21
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

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
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %27 = load float, float* %arrayidx, align 4, !tbaa !5
  %div = fdiv float %27, %total
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @reciprocal(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load11 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load12 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load13 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = fdiv <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load
  %9 = fdiv <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load11
  %10 = fdiv <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load12
  %11 = fdiv <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load13
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <16 x float>*
  store <16 x float> %8, <16 x float>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, float* %12, i64 16
  %15 = bitcast float* %14 to <16 x float>*
  store <16 x float> %9, <16 x float>* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, float* %12, i64 32
  %17 = bitcast float* %16 to <16 x float>*
  store <16 x float> %10, <16 x float>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, float* %12, i64 48
  %19 = bitcast float* %18 to <16 x float>*
  store <16 x float> %11, <16 x float>* %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds float, float* %a, i64 %index17
  %22 = bitcast float* %21 to <8 x float>*
  %wide.load18 = load <8 x float>, <8 x float>* %22, align 4, !tbaa !5
  %23 = fdiv <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load18
  %24 = getelementptr inbounds float, float* %out, i64 %index17
  %25 = bitcast float* %24 to <8 x float>*
  store <8 x float> %23, <8 x float>* %25, align 4, !tbaa !5
  %index.next19 = add nuw i64 %index17, 8
  %26 = icmp eq i64 %index.next19, %n.vec15
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

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
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %27 = load float, float* %arrayidx, align 4, !tbaa !5
  %div = fdiv float 1.000000e+00, %27
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @to_celsius(float* noalias nocapture noundef writeonly %c, float* noalias nocapture noundef readonly %f, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %f, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load11 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load12 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load13 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = fadd <16 x float> %wide.load, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %9 = fadd <16 x float> %wide.load11, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %10 = fadd <16 x float> %wide.load12, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %11 = fadd <16 x float> %wide.load13, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %12 = fmul <16 x float> %8, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %13 = fmul <16 x float> %9, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %14 = fmul <16 x float> %10, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %15 = fmul <16 x float> %11, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %16 = fdiv <16 x float> %12, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %17 = fdiv <16 x float> %13, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %18 = fdiv <16 x float> %14, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %19 = fdiv <16 x float> %15, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %20 = getelementptr inbounds float, float* %c, i64 %index
  %21 = bitcast float* %20 to <16 x float>*
  store <16 x float> %16, <16 x float>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, float* %20, i64 16
  %23 = bitcast float* %22 to <16 x float>*
  store <16 x float> %17, <16 x float>* %23, align 4, !tbaa !5
  %24 = getelementptr inbounds float, float* %20, i64 32
  %25 = bitcast float* %24 to <16 x float>*
  store <16 x float> %18, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %20, i64 48
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %19, <16 x float>* %27, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %29 = getelementptr inbounds float, float* %f, i64 %index17
  %30 = bitcast float* %29 to <8 x float>*
  %wide.load18 = load <8 x float>, <8 x float>* %30, align 4, !tbaa !5
  %31 = fadd <8 x float> %wide.load18, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %32 = fmul <8 x float> %31, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %33 = fdiv <8 x float> %32, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %34 = getelementptr inbounds float, float* %c, i64 %index17
  %35 = bitcast float* %34 to <8 x float>*
  store <8 x float> %33, <8 x float>* %35, align 4, !tbaa !5
  %index.next19 = add nuw i64 %index17, 8
  %36 = icmp eq i64 %index.next19, %n.vec15
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

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
  %arrayidx = getelementptr inbounds float, float* %f, i64 %indvars.iv
  %37 = load float, float* %arrayidx, align 4, !tbaa !5
  %sub = fadd float %37, -3.200000e+01
  %mul = fmul float %sub, 5.000000e+00
  %div = fdiv float %mul, 9.000000e+00
  %arrayidx2 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  store float %div, float* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @safe_div(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 64
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %b, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load19 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load20 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load21 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = fcmp une <16 x float> %wide.load, zeroinitializer
  %9 = fcmp une <16 x float> %wide.load19, zeroinitializer
  %10 = fcmp une <16 x float> %wide.load20, zeroinitializer
  %11 = fcmp une <16 x float> %wide.load21, zeroinitializer
  %12 = getelementptr float, float* %a, i64 %index
  %13 = bitcast float* %12 to <16 x float>*
  %wide.masked.load = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %13, i32 4, <16 x i1> %8, <16 x float> poison), !tbaa !5
  %14 = getelementptr float, float* %12, i64 16
  %15 = bitcast float* %14 to <16 x float>*
  %wide.masked.load22 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %15, i32 4, <16 x i1> %9, <16 x float> poison), !tbaa !5
  %16 = getelementptr float, float* %12, i64 32
  %17 = bitcast float* %16 to <16 x float>*
  %wide.masked.load23 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %17, i32 4, <16 x i1> %10, <16 x float> poison), !tbaa !5
  %18 = getelementptr float, float* %12, i64 48
  %19 = bitcast float* %18 to <16 x float>*
  %wide.masked.load24 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %19, i32 4, <16 x i1> %11, <16 x float> poison), !tbaa !5
  %20 = fdiv <16 x float> %wide.masked.load, %wide.load
  %21 = fdiv <16 x float> %wide.masked.load22, %wide.load19
  %22 = fdiv <16 x float> %wide.masked.load23, %wide.load20
  %23 = fdiv <16 x float> %wide.masked.load24, %wide.load21
  %predphi = select <16 x i1> %8, <16 x float> %20, <16 x float> zeroinitializer
  %predphi25 = select <16 x i1> %9, <16 x float> %21, <16 x float> zeroinitializer
  %predphi26 = select <16 x i1> %10, <16 x float> %22, <16 x float> zeroinitializer
  %predphi27 = select <16 x i1> %11, <16 x float> %23, <16 x float> zeroinitializer
  %24 = getelementptr inbounds float, float* %out, i64 %index
  %25 = bitcast float* %24 to <16 x float>*
  store <16 x float> %predphi, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %24, i64 16
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %predphi25, <16 x float>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds float, float* %24, i64 32
  %29 = bitcast float* %28 to <16 x float>*
  store <16 x float> %predphi26, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %24, i64 48
  %31 = bitcast float* %30 to <16 x float>*
  store <16 x float> %predphi27, <16 x float>* %31, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !27

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
  %33 = getelementptr inbounds float, float* %b, i64 %index31
  %34 = bitcast float* %33 to <8 x float>*
  %wide.load32 = load <8 x float>, <8 x float>* %34, align 4, !tbaa !5
  %35 = fcmp une <8 x float> %wide.load32, zeroinitializer
  %36 = getelementptr float, float* %a, i64 %index31
  %37 = bitcast float* %36 to <8 x float>*
  %wide.masked.load33 = call <8 x float> @llvm.masked.load.v8f32.p0v8f32(<8 x float>* %37, i32 4, <8 x i1> %35, <8 x float> poison), !tbaa !5
  %38 = fdiv <8 x float> %wide.masked.load33, %wide.load32
  %predphi34 = select <8 x i1> %35, <8 x float> %38, <8 x float> zeroinitializer
  %39 = getelementptr inbounds float, float* %out, i64 %index31
  %40 = bitcast float* %39 to <8 x float>*
  store <8 x float> %predphi34, <8 x float>* %40, align 4, !tbaa !5
  %index.next35 = add nuw i64 %index31, 8
  %41 = icmp eq i64 %index.next35, %n.vec29
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !28

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %cond.end, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %cond.end
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %42 = load float, float* %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp une float %42, 0.000000e+00
  br i1 %cmp1, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %43 = load float, float* %arrayidx3, align 4, !tbaa !5
  %div = fdiv float %43, %42
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %div, %cond.true ], [ 0.000000e+00, %for.body ]
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond, float* %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @mean_of_counts(float* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %sum, i32* noalias nocapture noundef readonly %count, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 64
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %sum, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !30
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load15 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !30
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load16 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !30
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load17 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !30
  %8 = sitofp <16 x i32> %wide.load to <16 x float>
  %9 = sitofp <16 x i32> %wide.load15 to <16 x float>
  %10 = sitofp <16 x i32> %wide.load16 to <16 x float>
  %11 = sitofp <16 x i32> %wide.load17 to <16 x float>
  %12 = getelementptr inbounds i32, i32* %count, i64 %index
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load18 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !30
  %14 = getelementptr inbounds i32, i32* %12, i64 16
  %15 = bitcast i32* %14 to <16 x i32>*
  %wide.load19 = load <16 x i32>, <16 x i32>* %15, align 4, !tbaa !30
  %16 = getelementptr inbounds i32, i32* %12, i64 32
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load20 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !30
  %18 = getelementptr inbounds i32, i32* %12, i64 48
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load21 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !30
  %20 = sitofp <16 x i32> %wide.load18 to <16 x float>
  %21 = sitofp <16 x i32> %wide.load19 to <16 x float>
  %22 = sitofp <16 x i32> %wide.load20 to <16 x float>
  %23 = sitofp <16 x i32> %wide.load21 to <16 x float>
  %24 = fdiv <16 x float> %8, %20
  %25 = fdiv <16 x float> %9, %21
  %26 = fdiv <16 x float> %10, %22
  %27 = fdiv <16 x float> %11, %23
  %28 = getelementptr inbounds float, float* %out, i64 %index
  %29 = bitcast float* %28 to <16 x float>*
  store <16 x float> %24, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %28, i64 16
  %31 = bitcast float* %30 to <16 x float>*
  store <16 x float> %25, <16 x float>* %31, align 4, !tbaa !5
  %32 = getelementptr inbounds float, float* %28, i64 32
  %33 = bitcast float* %32 to <16 x float>*
  store <16 x float> %26, <16 x float>* %33, align 4, !tbaa !5
  %34 = getelementptr inbounds float, float* %28, i64 48
  %35 = bitcast float* %34 to <16 x float>*
  store <16 x float> %27, <16 x float>* %35, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %36 = icmp eq i64 %index.next, %n.vec
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec23 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index25 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %37 = getelementptr inbounds i32, i32* %sum, i64 %index25
  %38 = bitcast i32* %37 to <8 x i32>*
  %wide.load26 = load <8 x i32>, <8 x i32>* %38, align 4, !tbaa !30
  %39 = sitofp <8 x i32> %wide.load26 to <8 x float>
  %40 = getelementptr inbounds i32, i32* %count, i64 %index25
  %41 = bitcast i32* %40 to <8 x i32>*
  %wide.load27 = load <8 x i32>, <8 x i32>* %41, align 4, !tbaa !30
  %42 = sitofp <8 x i32> %wide.load27 to <8 x float>
  %43 = fdiv <8 x float> %39, %42
  %44 = getelementptr inbounds float, float* %out, i64 %index25
  %45 = bitcast float* %44 to <8 x float>*
  store <8 x float> %43, <8 x float>* %45, align 4, !tbaa !5
  %index.next28 = add nuw i64 %index25, 8
  %46 = icmp eq i64 %index.next28, %n.vec23
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !33

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n24 = icmp eq i64 %n.vec23, %wide.trip.count
  br i1 %cmp.n24, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec23, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %sum, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx, align 4, !tbaa !30
  %conv = sitofp i32 %47 to float
  %arrayidx2 = getelementptr inbounds i32, i32* %count, i64 %indvars.iv
  %48 = load i32, i32* %arrayidx2, align 4, !tbaa !30
  %conv3 = sitofp i32 %48 to float
  %div = fdiv float %conv, %conv3
  %arrayidx5 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx5, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @slope(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %x0, float* noalias nocapture noundef readonly %y0, float* noalias nocapture noundef readonly %x1, float* noalias nocapture noundef readonly %y1, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check20 = icmp ult i32 %n, 64
  br i1 %min.iters.check20, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %y1, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load21 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load22 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load23 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %y0, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load24 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %8, i64 16
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load25 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds float, float* %8, i64 32
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load26 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, float* %8, i64 48
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load27 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !5
  %16 = fsub <16 x float> %wide.load, %wide.load24
  %17 = fsub <16 x float> %wide.load21, %wide.load25
  %18 = fsub <16 x float> %wide.load22, %wide.load26
  %19 = fsub <16 x float> %wide.load23, %wide.load27
  %20 = getelementptr inbounds float, float* %x1, i64 %index
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load28 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, float* %20, i64 16
  %23 = bitcast float* %22 to <16 x float>*
  %wide.load29 = load <16 x float>, <16 x float>* %23, align 4, !tbaa !5
  %24 = getelementptr inbounds float, float* %20, i64 32
  %25 = bitcast float* %24 to <16 x float>*
  %wide.load30 = load <16 x float>, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %20, i64 48
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load31 = load <16 x float>, <16 x float>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds float, float* %x0, i64 %index
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load32 = load <16 x float>, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %28, i64 16
  %31 = bitcast float* %30 to <16 x float>*
  %wide.load33 = load <16 x float>, <16 x float>* %31, align 4, !tbaa !5
  %32 = getelementptr inbounds float, float* %28, i64 32
  %33 = bitcast float* %32 to <16 x float>*
  %wide.load34 = load <16 x float>, <16 x float>* %33, align 4, !tbaa !5
  %34 = getelementptr inbounds float, float* %28, i64 48
  %35 = bitcast float* %34 to <16 x float>*
  %wide.load35 = load <16 x float>, <16 x float>* %35, align 4, !tbaa !5
  %36 = fsub <16 x float> %wide.load28, %wide.load32
  %37 = fsub <16 x float> %wide.load29, %wide.load33
  %38 = fsub <16 x float> %wide.load30, %wide.load34
  %39 = fsub <16 x float> %wide.load31, %wide.load35
  %40 = fdiv <16 x float> %16, %36
  %41 = fdiv <16 x float> %17, %37
  %42 = fdiv <16 x float> %18, %38
  %43 = fdiv <16 x float> %19, %39
  %44 = getelementptr inbounds float, float* %out, i64 %index
  %45 = bitcast float* %44 to <16 x float>*
  store <16 x float> %40, <16 x float>* %45, align 4, !tbaa !5
  %46 = getelementptr inbounds float, float* %44, i64 16
  %47 = bitcast float* %46 to <16 x float>*
  store <16 x float> %41, <16 x float>* %47, align 4, !tbaa !5
  %48 = getelementptr inbounds float, float* %44, i64 32
  %49 = bitcast float* %48 to <16 x float>*
  store <16 x float> %42, <16 x float>* %49, align 4, !tbaa !5
  %50 = getelementptr inbounds float, float* %44, i64 48
  %51 = bitcast float* %50 to <16 x float>*
  store <16 x float> %43, <16 x float>* %51, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %52 = icmp eq i64 %index.next, %n.vec
  br i1 %52, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec37 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index39 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next44, %vec.epilog.vector.body ]
  %53 = getelementptr inbounds float, float* %y1, i64 %index39
  %54 = bitcast float* %53 to <8 x float>*
  %wide.load40 = load <8 x float>, <8 x float>* %54, align 4, !tbaa !5
  %55 = getelementptr inbounds float, float* %y0, i64 %index39
  %56 = bitcast float* %55 to <8 x float>*
  %wide.load41 = load <8 x float>, <8 x float>* %56, align 4, !tbaa !5
  %57 = fsub <8 x float> %wide.load40, %wide.load41
  %58 = getelementptr inbounds float, float* %x1, i64 %index39
  %59 = bitcast float* %58 to <8 x float>*
  %wide.load42 = load <8 x float>, <8 x float>* %59, align 4, !tbaa !5
  %60 = getelementptr inbounds float, float* %x0, i64 %index39
  %61 = bitcast float* %60 to <8 x float>*
  %wide.load43 = load <8 x float>, <8 x float>* %61, align 4, !tbaa !5
  %62 = fsub <8 x float> %wide.load42, %wide.load43
  %63 = fdiv <8 x float> %57, %62
  %64 = getelementptr inbounds float, float* %out, i64 %index39
  %65 = bitcast float* %64 to <8 x float>*
  store <8 x float> %63, <8 x float>* %65, align 4, !tbaa !5
  %index.next44 = add nuw i64 %index39, 8
  %66 = icmp eq i64 %index.next44, %n.vec37
  br i1 %66, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !36

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n38 = icmp eq i64 %n.vec37, %wide.trip.count
  br i1 %cmp.n38, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec37, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %y1, i64 %indvars.iv
  %67 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, float* %y0, i64 %indvars.iv
  %68 = load float, float* %arrayidx2, align 4, !tbaa !5
  %sub = fsub float %67, %68
  %arrayidx4 = getelementptr inbounds float, float* %x1, i64 %indvars.iv
  %69 = load float, float* %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds float, float* %x0, i64 %indvars.iv
  %70 = load float, float* %arrayidx6, align 4, !tbaa !5
  %sub7 = fsub float %69, %70
  %div = fdiv float %sub, %sub7
  %arrayidx9 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx9, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @masked_div(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 64
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load19 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load20 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load21 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = fcmp ogt <16 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %9 = fcmp ogt <16 x float> %wide.load19, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %10 = fcmp ogt <16 x float> %wide.load20, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %11 = fcmp ogt <16 x float> %wide.load21, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %12 = getelementptr float, float* %b, i64 %index
  %13 = bitcast float* %12 to <16 x float>*
  %wide.masked.load = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %13, i32 4, <16 x i1> %8, <16 x float> poison), !tbaa !5
  %14 = getelementptr float, float* %12, i64 16
  %15 = bitcast float* %14 to <16 x float>*
  %wide.masked.load22 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %15, i32 4, <16 x i1> %9, <16 x float> poison), !tbaa !5
  %16 = getelementptr float, float* %12, i64 32
  %17 = bitcast float* %16 to <16 x float>*
  %wide.masked.load23 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %17, i32 4, <16 x i1> %10, <16 x float> poison), !tbaa !5
  %18 = getelementptr float, float* %12, i64 48
  %19 = bitcast float* %18 to <16 x float>*
  %wide.masked.load24 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %19, i32 4, <16 x i1> %11, <16 x float> poison), !tbaa !5
  %20 = fdiv <16 x float> %wide.load, %wide.masked.load
  %21 = fdiv <16 x float> %wide.load19, %wide.masked.load22
  %22 = fdiv <16 x float> %wide.load20, %wide.masked.load23
  %23 = fdiv <16 x float> %wide.load21, %wide.masked.load24
  %24 = getelementptr float, float* %out, i64 %index
  %25 = bitcast float* %24 to <16 x float>*
  call void @llvm.masked.store.v16f32.p0v16f32(<16 x float> %20, <16 x float>* %25, i32 4, <16 x i1> %8), !tbaa !5
  %26 = getelementptr float, float* %24, i64 16
  %27 = bitcast float* %26 to <16 x float>*
  call void @llvm.masked.store.v16f32.p0v16f32(<16 x float> %21, <16 x float>* %27, i32 4, <16 x i1> %9), !tbaa !5
  %28 = getelementptr float, float* %24, i64 32
  %29 = bitcast float* %28 to <16 x float>*
  call void @llvm.masked.store.v16f32.p0v16f32(<16 x float> %22, <16 x float>* %29, i32 4, <16 x i1> %10), !tbaa !5
  %30 = getelementptr float, float* %24, i64 48
  %31 = bitcast float* %30 to <16 x float>*
  call void @llvm.masked.store.v16f32.p0v16f32(<16 x float> %23, <16 x float>* %31, i32 4, <16 x i1> %11), !tbaa !5
  %index.next = add nuw i64 %index, 64
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !38

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec26 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %33 = getelementptr inbounds float, float* %a, i64 %index28
  %34 = bitcast float* %33 to <8 x float>*
  %wide.load29 = load <8 x float>, <8 x float>* %34, align 4, !tbaa !5
  %35 = fcmp ogt <8 x float> %wide.load29, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %36 = getelementptr float, float* %b, i64 %index28
  %37 = bitcast float* %36 to <8 x float>*
  %wide.masked.load30 = call <8 x float> @llvm.masked.load.v8f32.p0v8f32(<8 x float>* %37, i32 4, <8 x i1> %35, <8 x float> poison), !tbaa !5
  %38 = fdiv <8 x float> %wide.load29, %wide.masked.load30
  %39 = getelementptr float, float* %out, i64 %index28
  %40 = bitcast float* %39 to <8 x float>*
  call void @llvm.masked.store.v8f32.p0v8f32(<8 x float> %38, <8 x float>* %40, i32 4, <8 x i1> %35), !tbaa !5
  %index.next31 = add nuw i64 %index28, 8
  %41 = icmp eq i64 %index.next31, %n.vec26
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !39

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n27 = icmp eq i64 %n.vec26, %wide.trip.count
  br i1 %cmp.n27, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec26, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %42 = load float, float* %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %42, 1.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %43 = load float, float* %arrayidx5, align 4, !tbaa !5
  %div = fdiv float %42, %43
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx7, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>*, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.load.v8f32.p0v8f32(<8 x float>*, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v16f32.p0v16f32(<16 x float>, <16 x float>*, i32 immarg, <16 x i1>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8f32.p0v8f32(<8 x float>, <8 x float>*, i32 immarg, <8 x i1>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn writeonly }

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
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11, !13}
!20 = distinct !{!20, !10, !13, !11}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11, !13}
!23 = distinct !{!23, !10, !13, !11}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11, !13}
!26 = distinct !{!26, !10, !13, !11}
!27 = distinct !{!27, !10, !11}
!28 = distinct !{!28, !10, !11, !13}
!29 = distinct !{!29, !10, !13, !11}
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !7, i64 0}
!32 = distinct !{!32, !10, !11}
!33 = distinct !{!33, !10, !11, !13}
!34 = distinct !{!34, !10, !13, !11}
!35 = distinct !{!35, !10, !11}
!36 = distinct !{!36, !10, !11, !13}
!37 = distinct !{!37, !10, !13, !11}
!38 = distinct !{!38, !10, !11}
!39 = distinct !{!39, !10, !11, !13}
!40 = distinct !{!40, !10, !13, !11}
