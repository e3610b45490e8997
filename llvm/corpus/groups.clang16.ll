; ModuleID = 'groups.c'
source_filename = "groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { float, float, float }

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cmul(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp36 = icmp sgt i32 %n, 0
  br i1 %cmp36, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check41 = icmp ult i32 %n, 16
  br i1 %min.iters.check41, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr float, ptr %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds float, ptr %a, i64 %1
  %wide.vec = load <32 x float>, ptr %2, align 4, !tbaa !5
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec42 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %3 = or i64 %1, 1
  %4 = getelementptr inbounds float, ptr %b, i64 %1
  %wide.vec43 = load <32 x float>, ptr %4, align 4, !tbaa !5
  %strided.vec44 = shufflevector <32 x float> %wide.vec43, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec45 = shufflevector <32 x float> %wide.vec43, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %5 = fneg <16 x float> %strided.vec42
  %6 = fmul <16 x float> %strided.vec45, %5
  %7 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec44, <16 x float> %6)
  %8 = fmul <16 x float> %strided.vec42, %strided.vec44
  %9 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec45, <16 x float> %8)
  %10 = getelementptr float, ptr %0, i64 %3
  %interleaved.vec = shufflevector <16 x float> %7, <16 x float> %9, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved.vec, ptr %10, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec47 = and i64 %wide.trip.count, 4294967288
  %12 = getelementptr float, ptr %out, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index49 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next57, %vec.epilog.vector.body ]
  %13 = shl nuw nsw i64 %index49, 1
  %14 = getelementptr inbounds float, ptr %a, i64 %13
  %wide.vec50 = load <16 x float>, ptr %14, align 4, !tbaa !5
  %strided.vec51 = shufflevector <16 x float> %wide.vec50, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec52 = shufflevector <16 x float> %wide.vec50, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %15 = or i64 %13, 1
  %16 = getelementptr inbounds float, ptr %b, i64 %13
  %wide.vec53 = load <16 x float>, ptr %16, align 4, !tbaa !5
  %strided.vec54 = shufflevector <16 x float> %wide.vec53, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec55 = shufflevector <16 x float> %wide.vec53, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %17 = fneg <8 x float> %strided.vec52
  %18 = fmul <8 x float> %strided.vec55, %17
  %19 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec51, <8 x float> %strided.vec54, <8 x float> %18)
  %20 = fmul <8 x float> %strided.vec52, %strided.vec54
  %21 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec51, <8 x float> %strided.vec55, <8 x float> %20)
  %22 = getelementptr float, ptr %12, i64 %15
  %interleaved.vec56 = shufflevector <8 x float> %19, <8 x float> %21, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec56, ptr %22, align 4, !tbaa !5
  %index.next57 = add nuw i64 %index49, 8
  %23 = icmp eq i64 %index.next57, %n.vec47
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n48 = icmp eq i64 %n.vec47, %wide.trip.count
  br i1 %cmp.n48, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec47, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %24 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %24
  %25 = load float, ptr %arrayidx, align 4, !tbaa !5
  %26 = or i64 %24, 1
  %arrayidx3 = getelementptr inbounds float, ptr %a, i64 %26
  %27 = load float, ptr %arrayidx3, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds float, ptr %b, i64 %24
  %28 = fneg float %27
  %arrayidx15 = getelementptr inbounds float, ptr %out, i64 %24
  %29 = load <2 x float>, ptr %arrayidx6, align 4, !tbaa !5
  %30 = insertelement <2 x float> poison, float %27, i64 0
  %31 = insertelement <2 x float> %30, float %28, i64 1
  %32 = fmul <2 x float> %29, %31
  %33 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %34 = insertelement <2 x float> poison, float %25, i64 0
  %35 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> zeroinitializer
  %36 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %35, <2 x float> %29, <2 x float> %33)
  store <2 x float> %36, ptr %arrayidx15, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @float3_scale(ptr noalias nocapture noundef %p, float noundef %s, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 16
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %0 = getelementptr float, ptr %p, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds float, ptr %p, i64 %1
  %wide.vec = load <48 x float>, ptr %2, align 4, !tbaa !5
  %strided.vec = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec26 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec27 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %3 = fmul <16 x float> %strided.vec, %broadcast.splat
  %4 = fmul <16 x float> %strided.vec26, %broadcast.splat
  %5 = or i64 %1, 2
  %6 = fmul <16 x float> %strided.vec27, %broadcast.splat
  %7 = getelementptr float, ptr %0, i64 %5
  %8 = shufflevector <16 x float> %3, <16 x float> %4, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %9 = shufflevector <16 x float> %6, <16 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <32 x float> %8, <32 x float> %9, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x float> %interleaved.vec, ptr %7, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert36 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat37 = shufflevector <8 x float> %broadcast.splatinsert36, <8 x float> poison, <8 x i32> zeroinitializer
  %11 = getelementptr float, ptr %p, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next39, %vec.epilog.vector.body ]
  %12 = mul nuw nsw i64 %index31, 3
  %13 = getelementptr inbounds float, ptr %p, i64 %12
  %wide.vec32 = load <24 x float>, ptr %13, align 4, !tbaa !5
  %strided.vec33 = shufflevector <24 x float> %wide.vec32, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec34 = shufflevector <24 x float> %wide.vec32, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec35 = shufflevector <24 x float> %wide.vec32, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %14 = fmul <8 x float> %strided.vec33, %broadcast.splat37
  %15 = fmul <8 x float> %strided.vec34, %broadcast.splat37
  %16 = or i64 %12, 2
  %17 = fmul <8 x float> %strided.vec35, %broadcast.splat37
  %18 = getelementptr float, ptr %11, i64 %16
  %19 = shufflevector <8 x float> %14, <8 x float> %15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %20 = shufflevector <8 x float> %17, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec38 = shufflevector <16 x float> %19, <16 x float> %20, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec38, ptr %18, align 4, !tbaa !5
  %index.next39 = add nuw i64 %index31, 8
  %21 = icmp eq i64 %index.next39, %n.vec29
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  %22 = insertelement <2 x float> poison, float %s, i64 0
  %23 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> zeroinitializer
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %24 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds float, ptr %p, i64 %24
  %25 = load <2 x float>, ptr %arrayidx, align 4, !tbaa !5
  %26 = fmul <2 x float> %25, %23
  store <2 x float> %26, ptr %arrayidx, align 4, !tbaa !5
  %27 = add nuw nsw i64 %24, 2
  %arrayidx9 = getelementptr inbounds float, ptr %p, i64 %27
  %28 = load float, ptr %arrayidx9, align 4, !tbaa !5
  %mul10 = fmul float %28, %s
  store float %mul10, ptr %arrayidx9, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @planar_to_rgba(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %r, ptr noalias nocapture noundef readonly %g, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp32 = icmp sgt i32 %n, 0
  br i1 %cmp32, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check39 = icmp ult i32 %n, 16
  br i1 %min.iters.check39, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr float, ptr %out, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds float, ptr %r, i64 %index
  %wide.load = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = shl nsw i64 %index, 2
  %3 = getelementptr inbounds float, ptr %g, i64 %index
  %wide.load40 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load41 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load42 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = or i64 %2, 3
  %7 = getelementptr float, ptr %0, i64 %6
  %8 = shufflevector <16 x float> %wide.load, <16 x float> %wide.load40, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %9 = shufflevector <16 x float> %wide.load41, <16 x float> %wide.load42, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x float> %8, <32 x float> %9, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x float> %interleaved.vec, ptr %7, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec44 = and i64 %wide.trip.count, 4294967288
  %11 = getelementptr float, ptr %out, i64 -3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index46 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next52, %vec.epilog.vector.body ]
  %12 = getelementptr inbounds float, ptr %r, i64 %index46
  %wide.load47 = load <8 x float>, ptr %12, align 4, !tbaa !5
  %13 = shl nsw i64 %index46, 2
  %14 = getelementptr inbounds float, ptr %g, i64 %index46
  %wide.load48 = load <8 x float>, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %b, i64 %index46
  %wide.load49 = load <8 x float>, ptr %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %a, i64 %index46
  %wide.load50 = load <8 x float>, ptr %16, align 4, !tbaa !5
  %17 = or i64 %13, 3
  %18 = getelementptr float, ptr %11, i64 %17
  %19 = shufflevector <8 x float> %wide.load47, <8 x float> %wide.load48, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %20 = shufflevector <8 x float> %wide.load49, <8 x float> %wide.load50, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec51 = shufflevector <16 x float> %19, <16 x float> %20, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x float> %interleaved.vec51, ptr %18, align 4, !tbaa !5
  %index.next52 = add nuw i64 %index46, 8
  %21 = icmp eq i64 %index.next52, %n.vec44
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n45 = icmp eq i64 %n.vec44, %wide.trip.count
  br i1 %cmp.n45, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec44, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %r, i64 %indvars.iv
  %22 = shl nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds float, ptr %out, i64 %22
  %arrayidx4 = getelementptr inbounds float, ptr %g, i64 %indvars.iv
  %arrayidx9 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %arrayidx15 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %23 = load float, ptr %arrayidx, align 4, !tbaa !5
  %24 = load float, ptr %arrayidx4, align 4, !tbaa !5
  %25 = load float, ptr %arrayidx9, align 4, !tbaa !5
  %26 = load float, ptr %arrayidx15, align 4, !tbaa !5
  %27 = insertelement <4 x float> poison, float %23, i64 0
  %28 = insertelement <4 x float> %27, float %24, i64 1
  %29 = insertelement <4 x float> %28, float %25, i64 2
  %30 = insertelement <4 x float> %29, float %26, i64 3
  store <4 x float> %30, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rgba_to_planar(ptr noalias nocapture noundef writeonly %r, ptr noalias nocapture noundef writeonly %g, ptr noalias nocapture noundef writeonly %b, ptr noalias nocapture noundef writeonly %a, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp32 = icmp sgt i32 %n, 0
  br i1 %cmp32, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check39 = icmp ult i32 %n, 16
  br i1 %min.iters.check39, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 2
  %1 = getelementptr inbounds i32, ptr %in, i64 %0
  %wide.vec = load <64 x i32>, ptr %1, align 4, !tbaa !21
  %strided.vec = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec40 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec41 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec42 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %2 = getelementptr inbounds i32, ptr %r, i64 %index
  store <16 x i32> %strided.vec, ptr %2, align 4, !tbaa !21
  %3 = getelementptr inbounds i32, ptr %g, i64 %index
  store <16 x i32> %strided.vec40, ptr %3, align 4, !tbaa !21
  %4 = getelementptr inbounds i32, ptr %b, i64 %index
  store <16 x i32> %strided.vec41, ptr %4, align 4, !tbaa !21
  %5 = getelementptr inbounds i32, ptr %a, i64 %index
  store <16 x i32> %strided.vec42, ptr %5, align 4, !tbaa !21
  %index.next = add nuw i64 %index, 16
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec44 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index46 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next52, %vec.epilog.vector.body ]
  %7 = shl nsw i64 %index46, 2
  %8 = getelementptr inbounds i32, ptr %in, i64 %7
  %wide.vec47 = load <32 x i32>, ptr %8, align 4, !tbaa !21
  %strided.vec48 = shufflevector <32 x i32> %wide.vec47, <32 x i32> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec49 = shufflevector <32 x i32> %wide.vec47, <32 x i32> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec50 = shufflevector <32 x i32> %wide.vec47, <32 x i32> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec51 = shufflevector <32 x i32> %wide.vec47, <32 x i32> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %9 = getelementptr inbounds i32, ptr %r, i64 %index46
  store <8 x i32> %strided.vec48, ptr %9, align 4, !tbaa !21
  %10 = getelementptr inbounds i32, ptr %g, i64 %index46
  store <8 x i32> %strided.vec49, ptr %10, align 4, !tbaa !21
  %11 = getelementptr inbounds i32, ptr %b, i64 %index46
  store <8 x i32> %strided.vec50, ptr %11, align 4, !tbaa !21
  %12 = getelementptr inbounds i32, ptr %a, i64 %index46
  store <8 x i32> %strided.vec51, ptr %12, align 4, !tbaa !21
  %index.next52 = add nuw i64 %index46, 8
  %13 = icmp eq i64 %index.next52, %n.vec44
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n45 = icmp eq i64 %n.vec44, %wide.trip.count
  br i1 %cmp.n45, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec44, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %14 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %14
  %15 = load i32, ptr %arrayidx, align 4, !tbaa !21
  %arrayidx2 = getelementptr inbounds i32, ptr %r, i64 %indvars.iv
  store i32 %15, ptr %arrayidx2, align 4, !tbaa !21
  %16 = or i64 %14, 1
  %arrayidx5 = getelementptr inbounds i32, ptr %in, i64 %16
  %17 = load i32, ptr %arrayidx5, align 4, !tbaa !21
  %arrayidx7 = getelementptr inbounds i32, ptr %g, i64 %indvars.iv
  store i32 %17, ptr %arrayidx7, align 4, !tbaa !21
  %18 = or i64 %14, 2
  %arrayidx11 = getelementptr inbounds i32, ptr %in, i64 %18
  %19 = load i32, ptr %arrayidx11, align 4, !tbaa !21
  %arrayidx13 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  store i32 %19, ptr %arrayidx13, align 4, !tbaa !21
  %20 = or i64 %14, 3
  %arrayidx17 = getelementptr inbounds i32, ptr %in, i64 %20
  %21 = load i32, ptr %arrayidx17, align 4, !tbaa !21
  %arrayidx19 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  store i32 %21, ptr %arrayidx19, align 4, !tbaa !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @aos_step(ptr noalias nocapture noundef %p, float noundef %dt, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 17
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = and i64 %wide.trip.count, 15
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 16, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  %broadcast.splatinsert = insertelement <16 x float> poison, float %dt, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = getelementptr inbounds %struct.particle, ptr %p, <16 x i64> %vec.ind
  %3 = getelementptr inbounds %struct.particle, ptr %p, i64 %index
  %wide.vec = load <48 x float>, ptr %3, align 4, !tbaa !5
  %strided.vec = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec11 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %4 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec11, <16 x float> %broadcast.splat, <16 x float> %strided.vec)
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %4, <16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %vec.epilog.iter.check, label %vector.body, !llvm.loop !28

vec.epilog.iter.check:                            ; preds = %vector.body
  %min.epilog.iters.check = icmp ult i64 %1, 9
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.vector.body, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.vector.body ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf12 = and i64 %wide.trip.count, 7
  %6 = icmp eq i64 %n.mod.vf12, 0
  %7 = select i1 %6, i64 8, i64 %n.mod.vf12
  %n.vec13 = sub nsw i64 %wide.trip.count, %7
  %.splatinsert = insertelement <8 x i64> poison, i64 %vec.epilog.resume.val, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = add <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %broadcast.splatinsert21 = insertelement <8 x float> poison, float %dt, i64 0
  %broadcast.splat22 = shufflevector <8 x float> %broadcast.splatinsert21, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.ind16 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next17, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds %struct.particle, ptr %p, <8 x i64> %vec.ind16
  %9 = getelementptr inbounds %struct.particle, ptr %p, i64 %index15
  %wide.vec18 = load <24 x float>, ptr %9, align 4, !tbaa !5
  %strided.vec19 = shufflevector <24 x float> %wide.vec18, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec20 = shufflevector <24 x float> %wide.vec18, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %10 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec20, <8 x float> %broadcast.splat22, <8 x float> %strided.vec19)
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %10, <8 x ptr> %8, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next23 = add nuw i64 %index15, 8
  %vec.ind.next17 = add <8 x i64> %vec.ind16, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %11 = icmp eq i64 %index.next23, %n.vec13
  br i1 %11, label %for.body.preheader, label %vec.epilog.vector.body, !llvm.loop !29

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds %struct.particle, ptr %p, i64 %indvars.iv
  %vel = getelementptr inbounds %struct.particle, ptr %p, i64 %indvars.iv, i32 1
  %12 = load float, ptr %vel, align 4, !tbaa !30
  %13 = load float, ptr %arrayidx, align 4, !tbaa !26
  %14 = tail call float @llvm.fmuladd.f32(float %12, float %dt, float %13)
  store float %14, ptr %arrayidx, align 4, !tbaa !26
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @swap_pairs(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check23 = icmp ult i32 %n, 32
  br i1 %min.iters.check23, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = getelementptr i32, ptr %in, i64 -1
  %1 = getelementptr i32, ptr %in, i64 -1
  %2 = getelementptr i32, ptr %out, i64 -1
  %3 = getelementptr i32, ptr %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl nuw nsw i64 %index, 1
  %5 = shl i64 %index, 1
  %6 = or i64 %4, 1
  %7 = or i64 %5, 33
  %8 = getelementptr i32, ptr %0, i64 %6
  %9 = getelementptr i32, ptr %1, i64 %7
  %wide.vec = load <32 x i32>, ptr %8, align 4, !tbaa !21
  %wide.vec24 = load <32 x i32>, ptr %9, align 4, !tbaa !21
  %strided.vec = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec25 = shufflevector <32 x i32> %wide.vec24, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec26 = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %strided.vec27 = shufflevector <32 x i32> %wide.vec24, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %10 = getelementptr i32, ptr %2, i64 %6
  %11 = getelementptr i32, ptr %3, i64 %7
  %interleaved.vec = shufflevector <16 x i32> %strided.vec26, <16 x i32> %strided.vec, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec, ptr %10, align 4, !tbaa !21
  %interleaved.vec28 = shufflevector <16 x i32> %strided.vec27, <16 x i32> %strided.vec25, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec28, ptr %11, align 4, !tbaa !21
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec30 = and i64 %wide.trip.count, 4294967288
  %13 = getelementptr i32, ptr %in, i64 -1
  %14 = getelementptr i32, ptr %out, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next37, %vec.epilog.vector.body ]
  %15 = shl nuw nsw i64 %index32, 1
  %16 = or i64 %15, 1
  %17 = getelementptr i32, ptr %13, i64 %16
  %wide.vec33 = load <16 x i32>, ptr %17, align 4, !tbaa !21
  %strided.vec34 = shufflevector <16 x i32> %wide.vec33, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec35 = shufflevector <16 x i32> %wide.vec33, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %18 = getelementptr i32, ptr %14, i64 %16
  %interleaved.vec36 = shufflevector <8 x i32> %strided.vec35, <8 x i32> %strided.vec34, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i32> %interleaved.vec36, ptr %18, align 4, !tbaa !21
  %index.next37 = add nuw i64 %index32, 8
  %19 = icmp eq i64 %index.next37, %n.vec30
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !33

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
  %20 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx3 = getelementptr inbounds i32, ptr %out, i64 %20
  %arrayidx6 = getelementptr inbounds i32, ptr %in, i64 %20
  %21 = load <2 x i32>, ptr %arrayidx6, align 4, !tbaa !21
  %22 = shufflevector <2 x i32> %21, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %22, ptr %arrayidx3, align 4, !tbaa !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gap_load(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 65
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = and i64 %wide.trip.count, 63
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 64, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = shl nsw i64 %index, 2
  %3 = shl i64 %index, 2
  %4 = or i64 %3, 64
  %5 = shl i64 %index, 2
  %6 = or i64 %5, 128
  %7 = shl i64 %index, 2
  %8 = or i64 %7, 192
  %9 = getelementptr inbounds i32, ptr %in, i64 %2
  %10 = getelementptr inbounds i32, ptr %in, i64 %4
  %11 = getelementptr inbounds i32, ptr %in, i64 %6
  %12 = getelementptr inbounds i32, ptr %in, i64 %8
  %wide.vec = load <64 x i32>, ptr %9, align 4, !tbaa !21
  %wide.vec17 = load <64 x i32>, ptr %10, align 4, !tbaa !21
  %wide.vec18 = load <64 x i32>, ptr %11, align 4, !tbaa !21
  %wide.vec19 = load <64 x i32>, ptr %12, align 4, !tbaa !21
  %strided.vec = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec20 = shufflevector <64 x i32> %wide.vec17, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec21 = shufflevector <64 x i32> %wide.vec18, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec22 = shufflevector <64 x i32> %wide.vec19, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec23 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec24 = shufflevector <64 x i32> %wide.vec17, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec25 = shufflevector <64 x i32> %wide.vec18, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec26 = shufflevector <64 x i32> %wide.vec19, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %13 = sub nsw <16 x i32> %strided.vec, %strided.vec23
  %14 = sub nsw <16 x i32> %strided.vec20, %strided.vec24
  %15 = sub nsw <16 x i32> %strided.vec21, %strided.vec25
  %16 = sub nsw <16 x i32> %strided.vec22, %strided.vec26
  %17 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %13, ptr %17, align 4, !tbaa !21
  %18 = getelementptr inbounds i32, ptr %17, i64 16
  store <16 x i32> %14, ptr %18, align 4, !tbaa !21
  %19 = getelementptr inbounds i32, ptr %17, i64 32
  store <16 x i32> %15, ptr %19, align 4, !tbaa !21
  %20 = getelementptr inbounds i32, ptr %17, i64 48
  store <16 x i32> %16, ptr %20, align 4, !tbaa !21
  %index.next = add nuw i64 %index, 64
  %21 = icmp eq i64 %index.next, %n.vec
  br i1 %21, label %vec.epilog.iter.check, label %vector.body, !llvm.loop !35

vec.epilog.iter.check:                            ; preds = %vector.body
  %min.epilog.iters.check = icmp ult i64 %1, 9
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.vector.body, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.vector.body ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf27 = and i64 %wide.trip.count, 7
  %22 = icmp eq i64 %n.mod.vf27, 0
  %23 = select i1 %22, i64 8, i64 %n.mod.vf27
  %n.vec28 = sub nsw i64 %wide.trip.count, %23
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index29 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %24 = shl nsw i64 %index29, 2
  %25 = getelementptr inbounds i32, ptr %in, i64 %24
  %wide.vec30 = load <32 x i32>, ptr %25, align 4, !tbaa !21
  %strided.vec31 = shufflevector <32 x i32> %wide.vec30, <32 x i32> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec32 = shufflevector <32 x i32> %wide.vec30, <32 x i32> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %26 = sub nsw <8 x i32> %strided.vec31, %strided.vec32
  %27 = getelementptr inbounds i32, ptr %out, i64 %index29
  store <8 x i32> %26, ptr %27, align 4, !tbaa !21
  %index.next33 = add nuw i64 %index29, 8
  %28 = icmp eq i64 %index.next33, %n.vec28
  br i1 %28, label %for.body.preheader, label %vec.epilog.vector.body, !llvm.loop !36

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %29 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %29
  %30 = load i32, ptr %arrayidx, align 4, !tbaa !21
  %31 = or i64 %29, 2
  %arrayidx3 = getelementptr inbounds i32, ptr %in, i64 %31
  %32 = load i32, ptr %arrayidx3, align 4, !tbaa !21
  %sub = sub nsw i32 %30, %32
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %sub, ptr %arrayidx5, align 4, !tbaa !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @dot3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %v, ptr noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp36 = icmp sgt i32 %n, 0
  br i1 %cmp36, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check42 = icmp ult i32 %n, 16
  br i1 %min.iters.check42, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr float, ptr %v, i64 -2
  %1 = getelementptr float, ptr %w, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = mul nuw nsw i64 %index, 3
  %3 = or i64 %2, 2
  %4 = getelementptr float, ptr %0, i64 %3
  %wide.vec = load <48 x float>, ptr %4, align 4, !tbaa !5
  %strided.vec = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec44 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %5 = getelementptr float, ptr %1, i64 %3
  %wide.vec45 = load <48 x float>, ptr %5, align 4, !tbaa !5
  %strided.vec46 = shufflevector <48 x float> %wide.vec45, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec48 = shufflevector <48 x float> %wide.vec45, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %6 = fmul <48 x float> %wide.vec, %wide.vec45
  %7 = shufflevector <48 x float> %6, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %8 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec44, <16 x float> %strided.vec48, <16 x float> %7)
  %9 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec46, <16 x float> %8)
  %10 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %9, ptr %10, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !38

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec50 = and i64 %wide.trip.count, 4294967288
  %12 = getelementptr float, ptr %v, i64 -2
  %13 = getelementptr float, ptr %w, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index52 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next61, %vec.epilog.vector.body ]
  %14 = mul nuw nsw i64 %index52, 3
  %15 = or i64 %14, 2
  %16 = getelementptr float, ptr %12, i64 %15
  %wide.vec53 = load <24 x float>, ptr %16, align 4, !tbaa !5
  %strided.vec54 = shufflevector <24 x float> %wide.vec53, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec56 = shufflevector <24 x float> %wide.vec53, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %17 = getelementptr float, ptr %13, i64 %15
  %wide.vec57 = load <24 x float>, ptr %17, align 4, !tbaa !5
  %strided.vec58 = shufflevector <24 x float> %wide.vec57, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec60 = shufflevector <24 x float> %wide.vec57, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %18 = fmul <24 x float> %wide.vec53, %wide.vec57
  %19 = shufflevector <24 x float> %18, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %20 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec56, <8 x float> %strided.vec60, <8 x float> %19)
  %21 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec54, <8 x float> %strided.vec58, <8 x float> %20)
  %22 = getelementptr inbounds float, ptr %out, i64 %index52
  store <8 x float> %21, ptr %22, align 4, !tbaa !5
  %index.next61 = add nuw i64 %index52, 8
  %23 = icmp eq i64 %index.next61, %n.vec50
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !39

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n51 = icmp eq i64 %n.vec50, %wide.trip.count
  br i1 %cmp.n51, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec50, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %24 = mul nuw nsw i64 %indvars.iv, 3
  %25 = add nuw nsw i64 %24, 2
  %arrayidx = getelementptr inbounds float, ptr %v, i64 %25
  %26 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds float, ptr %w, i64 %25
  %27 = load float, ptr %arrayidx4, align 4, !tbaa !5
  %28 = add nuw nsw i64 %24, 1
  %arrayidx9 = getelementptr inbounds float, ptr %v, i64 %28
  %29 = load float, ptr %arrayidx9, align 4, !tbaa !5
  %arrayidx13 = getelementptr inbounds float, ptr %w, i64 %28
  %30 = load float, ptr %arrayidx13, align 4, !tbaa !5
  %mul14 = fmul float %29, %30
  %31 = tail call float @llvm.fmuladd.f32(float %26, float %27, float %mul14)
  %arrayidx17 = getelementptr inbounds float, ptr %v, i64 %24
  %32 = load float, ptr %arrayidx17, align 4, !tbaa !5
  %arrayidx20 = getelementptr inbounds float, ptr %w, i64 %24
  %33 = load float, ptr %arrayidx20, align 4, !tbaa !5
  %34 = tail call float @llvm.fmuladd.f32(float %32, float %33, float %31)
  %arrayidx23 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %34, ptr %arrayidx23, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pair_with_zero(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 64
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = getelementptr i32, ptr %out, i64 -1
  %1 = getelementptr i32, ptr %out, i64 -1
  %2 = getelementptr i32, ptr %out, i64 -1
  %3 = getelementptr i32, ptr %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = getelementptr inbounds i32, ptr %in, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !21
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load17 = load <16 x i32>, ptr %5, align 4, !tbaa !21
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load18 = load <16 x i32>, ptr %6, align 4, !tbaa !21
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load19 = load <16 x i32>, ptr %7, align 4, !tbaa !21
  %8 = shl nuw nsw i64 %index, 1
  %9 = shl i64 %index, 1
  %10 = shl i64 %index, 1
  %11 = shl i64 %index, 1
  %12 = or i64 %8, 1
  %13 = or i64 %9, 33
  %14 = or i64 %10, 65
  %15 = or i64 %11, 97
  %16 = getelementptr i32, ptr %0, i64 %12
  %17 = getelementptr i32, ptr %1, i64 %13
  %18 = getelementptr i32, ptr %2, i64 %14
  %19 = getelementptr i32, ptr %3, i64 %15
  %interleaved.vec = shufflevector <16 x i32> %wide.load, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec, ptr %16, align 4, !tbaa !21
  %interleaved.vec20 = shufflevector <16 x i32> %wide.load17, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec20, ptr %17, align 4, !tbaa !21
  %interleaved.vec21 = shufflevector <16 x i32> %wide.load18, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec21, ptr %18, align 4, !tbaa !21
  %interleaved.vec22 = shufflevector <16 x i32> %wide.load19, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec22, ptr %19, align 4, !tbaa !21
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !41

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i64 %wide.trip.count, 4294967288
  %21 = getelementptr i32, ptr %out, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index26 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next29, %vec.epilog.vector.body ]
  %22 = getelementptr inbounds i32, ptr %in, i64 %index26
  %wide.load27 = load <8 x i32>, ptr %22, align 4, !tbaa !21
  %23 = shl nuw nsw i64 %index26, 1
  %24 = or i64 %23, 1
  %25 = getelementptr i32, ptr %21, i64 %24
  %interleaved.vec28 = shufflevector <8 x i32> %wide.load27, <8 x i32> zeroinitializer, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i32> %interleaved.vec28, ptr %25, align 4, !tbaa !21
  %index.next29 = add nuw i64 %index26, 8
  %26 = icmp eq i64 %index.next29, %n.vec24
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !42

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec24, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %indvars.iv
  %27 = load i32, ptr %arrayidx, align 4, !tbaa !21
  %28 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds i32, ptr %out, i64 %28
  store i32 %27, ptr %arrayidx2, align 4, !tbaa !21
  %29 = or i64 %28, 1
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %29
  store i32 0, ptr %arrayidx5, align 4, !tbaa !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #4

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(write) }

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
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !7, i64 0}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !12, !11}
!26 = !{!27, !6, i64 0}
!27 = !{!"particle", !6, i64 0, !6, i64 4, !6, i64 8}
!28 = distinct !{!28, !10, !11, !12}
!29 = distinct !{!29, !10, !11, !12}
!30 = !{!27, !6, i64 4}
!31 = distinct !{!31, !10, !12, !11}
!32 = distinct !{!32, !10, !11, !12}
!33 = distinct !{!33, !10, !11, !12}
!34 = distinct !{!34, !10, !12, !11}
!35 = distinct !{!35, !10, !11, !12}
!36 = distinct !{!36, !10, !11, !12}
!37 = distinct !{!37, !10, !12, !11}
!38 = distinct !{!38, !10, !11, !12}
!39 = distinct !{!39, !10, !11, !12}
!40 = distinct !{!40, !10, !12, !11}
!41 = distinct !{!41, !10, !11, !12}
!42 = distinct !{!42, !10, !11, !12}
!43 = distinct !{!43, !10, !12, !11}
