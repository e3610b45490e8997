; ModuleID = 'groups.c'
source_filename = "groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { float, float, float }

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @cmul(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp41 = icmp sgt i32 %n, 0
  br i1 %cmp41, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check46 = icmp ult i32 %n, 16
  br i1 %min.iters.check46, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr inbounds float, float* %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds float, float* %a, i64 %1
  %3 = bitcast float* %2 to <32 x float>*
  %wide.vec = load <32 x float>, <32 x float>* %3, align 4, !tbaa !5
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec47 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %4 = or i64 %1, 1
  %5 = getelementptr inbounds float, float* %b, i64 %1
  %6 = bitcast float* %5 to <32 x float>*
  %wide.vec48 = load <32 x float>, <32 x float>* %6, align 4, !tbaa !5
  %strided.vec49 = shufflevector <32 x float> %wide.vec48, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec50 = shufflevector <32 x float> %wide.vec48, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %7 = fneg <16 x float> %strided.vec47
  %8 = fmul <16 x float> %strided.vec50, %7
  %9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec49, <16 x float> %8)
  %10 = fmul <16 x float> %strided.vec47, %strided.vec49
  %11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec50, <16 x float> %10)
  %12 = getelementptr inbounds float, float* %0, i64 %4
  %13 = bitcast float* %12 to <32 x float>*
  %interleaved.vec = shufflevector <16 x float> %9, <16 x float> %11, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved.vec, <32 x float>* %13, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec52 = and i64 %wide.trip.count, 4294967288
  %15 = getelementptr inbounds float, float* %out, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index54 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next62, %vec.epilog.vector.body ]
  %16 = shl nuw nsw i64 %index54, 1
  %17 = getelementptr inbounds float, float* %a, i64 %16
  %18 = bitcast float* %17 to <16 x float>*
  %wide.vec55 = load <16 x float>, <16 x float>* %18, align 4, !tbaa !5
  %strided.vec56 = shufflevector <16 x float> %wide.vec55, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec57 = shufflevector <16 x float> %wide.vec55, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %19 = or i64 %16, 1
  %20 = getelementptr inbounds float, float* %b, i64 %16
  %21 = bitcast float* %20 to <16 x float>*
  %wide.vec58 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %strided.vec59 = shufflevector <16 x float> %wide.vec58, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec60 = shufflevector <16 x float> %wide.vec58, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %22 = fneg <8 x float> %strided.vec57
  %23 = fmul <8 x float> %strided.vec60, %22
  %24 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec56, <8 x float> %strided.vec59, <8 x float> %23)
  %25 = fmul <8 x float> %strided.vec57, %strided.vec59
  %26 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec56, <8 x float> %strided.vec60, <8 x float> %25)
  %27 = getelementptr inbounds float, float* %15, i64 %19
  %28 = bitcast float* %27 to <16 x float>*
  %interleaved.vec61 = shufflevector <8 x float> %24, <8 x float> %26, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec61, <16 x float>* %28, align 4, !tbaa !5
  %index.next62 = add nuw i64 %index54, 8
  %29 = icmp eq i64 %index.next62, %n.vec52
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n53 = icmp eq i64 %n.vec52, %wide.trip.count
  br i1 %cmp.n53, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec52, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %30 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, float* %a, i64 %30
  %31 = load float, float* %arrayidx, align 4, !tbaa !5
  %32 = or i64 %30, 1
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %32
  %33 = load float, float* %arrayidx3, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds float, float* %b, i64 %30
  %34 = load float, float* %arrayidx6, align 4, !tbaa !5
  %arrayidx10 = getelementptr inbounds float, float* %b, i64 %32
  %35 = load float, float* %arrayidx10, align 4, !tbaa !5
  %36 = fneg float %33
  %neg = fmul float %35, %36
  %37 = tail call float @llvm.fmuladd.f32(float %31, float %34, float %neg)
  %arrayidx15 = getelementptr inbounds float, float* %out, i64 %30
  store float %37, float* %arrayidx15, align 4, !tbaa !5
  %mul17 = fmul float %33, %34
  %38 = tail call float @llvm.fmuladd.f32(float %31, float %35, float %mul17)
  %arrayidx21 = getelementptr inbounds float, float* %out, i64 %32
  store float %38, float* %arrayidx21, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @float3_scale(float* noalias nocapture noundef %p, float noundef %s, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check26 = icmp ult i32 %n, 16
  br i1 %min.iters.check26, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693950
  %4 = getelementptr inbounds float, float* %p, i64 -2
  %5 = getelementptr inbounds float, float* %p, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = mul nuw nsw i64 %index, 3
  %7 = getelementptr inbounds float, float* %p, i64 %6
  %8 = bitcast float* %7 to <48 x float>*
  %wide.vec = load <48 x float>, <48 x float>* %8, align 4, !tbaa !5
  %strided.vec = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec27 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec28 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %9 = fmul <16 x float> %strided.vec, %broadcast.splat
  %10 = fmul <16 x float> %strided.vec27, %broadcast.splat
  %11 = or i64 %6, 2
  %12 = fmul <16 x float> %strided.vec28, %broadcast.splat
  %13 = getelementptr inbounds float, float* %4, i64 %11
  %14 = bitcast float* %13 to <48 x float>*
  %15 = shufflevector <16 x float> %9, <16 x float> %10, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %16 = shufflevector <16 x float> %12, <16 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <32 x float> %15, <32 x float> %16, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x float> %interleaved.vec, <48 x float>* %14, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %17 = mul nuw nsw i64 %index.next, 3
  %18 = getelementptr inbounds float, float* %p, i64 %17
  %19 = bitcast float* %18 to <48 x float>*
  %wide.vec.1 = load <48 x float>, <48 x float>* %19, align 4, !tbaa !5
  %strided.vec.1 = shufflevector <48 x float> %wide.vec.1, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec27.1 = shufflevector <48 x float> %wide.vec.1, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec28.1 = shufflevector <48 x float> %wide.vec.1, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %20 = fmul <16 x float> %strided.vec.1, %broadcast.splat
  %21 = fmul <16 x float> %strided.vec27.1, %broadcast.splat
  %22 = or i64 %17, 2
  %23 = fmul <16 x float> %strided.vec28.1, %broadcast.splat
  %24 = getelementptr inbounds float, float* %5, i64 %22
  %25 = bitcast float* %24 to <48 x float>*
  %26 = shufflevector <16 x float> %20, <16 x float> %21, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %27 = shufflevector <16 x float> %23, <16 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <32 x float> %26, <32 x float> %27, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x float> %interleaved.vec.1, <48 x float>* %25, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !15

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = mul i64 %index.next.1, 3
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds float, float* %p, i64 %index.unr
  %29 = bitcast float* %28 to <48 x float>*
  %wide.vec.epil = load <48 x float>, <48 x float>* %29, align 4, !tbaa !5
  %strided.vec.epil = shufflevector <48 x float> %wide.vec.epil, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec27.epil = shufflevector <48 x float> %wide.vec.epil, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec28.epil = shufflevector <48 x float> %wide.vec.epil, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %30 = fmul <16 x float> %strided.vec.epil, %broadcast.splat
  %31 = fmul <16 x float> %strided.vec27.epil, %broadcast.splat
  %32 = or i64 %index.unr, 2
  %33 = getelementptr inbounds float, float* %p, i64 -2
  %34 = fmul <16 x float> %strided.vec28.epil, %broadcast.splat
  %35 = getelementptr inbounds float, float* %33, i64 %32
  %36 = bitcast float* %35 to <48 x float>*
  %37 = shufflevector <16 x float> %30, <16 x float> %31, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %38 = shufflevector <16 x float> %34, <16 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.epil = shufflevector <32 x float> %37, <32 x float> %38, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x float> %interleaved.vec.epil, <48 x float>* %36, align 4, !tbaa !5
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
  %n.vec30 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert37 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat38 = shufflevector <8 x float> %broadcast.splatinsert37, <8 x float> poison, <8 x i32> zeroinitializer
  %39 = getelementptr inbounds float, float* %p, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next40, %vec.epilog.vector.body ]
  %40 = mul nuw nsw i64 %index32, 3
  %41 = getelementptr inbounds float, float* %p, i64 %40
  %42 = bitcast float* %41 to <24 x float>*
  %wide.vec33 = load <24 x float>, <24 x float>* %42, align 4, !tbaa !5
  %strided.vec34 = shufflevector <24 x float> %wide.vec33, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec35 = shufflevector <24 x float> %wide.vec33, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec36 = shufflevector <24 x float> %wide.vec33, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %43 = fmul <8 x float> %strided.vec34, %broadcast.splat38
  %44 = fmul <8 x float> %strided.vec35, %broadcast.splat38
  %45 = or i64 %40, 2
  %46 = fmul <8 x float> %strided.vec36, %broadcast.splat38
  %47 = getelementptr inbounds float, float* %39, i64 %45
  %48 = bitcast float* %47 to <24 x float>*
  %49 = shufflevector <8 x float> %43, <8 x float> %44, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %50 = shufflevector <8 x float> %46, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec39 = shufflevector <16 x float> %49, <16 x float> %50, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec39, <24 x float>* %48, align 4, !tbaa !5
  %index.next40 = add nuw i64 %index32, 8
  %51 = icmp eq i64 %index.next40, %n.vec30
  br i1 %51, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  %52 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds float, float* %p, i64 %52
  %53 = load float, float* %arrayidx, align 4, !tbaa !5
  %mul1 = fmul float %53, %s
  store float %mul1, float* %arrayidx, align 4, !tbaa !5
  %54 = add nuw nsw i64 %52, 1
  %arrayidx4 = getelementptr inbounds float, float* %p, i64 %54
  %55 = load float, float* %arrayidx4, align 4, !tbaa !5
  %mul5 = fmul float %55, %s
  store float %mul5, float* %arrayidx4, align 4, !tbaa !5
  %56 = add nuw nsw i64 %52, 2
  %arrayidx9 = getelementptr inbounds float, float* %p, i64 %56
  %57 = load float, float* %arrayidx9, align 4, !tbaa !5
  %mul10 = fmul float %57, %s
  store float %mul10, float* %arrayidx9, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @planar_to_rgba(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %r, float* noalias nocapture noundef readonly %g, float* noalias nocapture noundef readonly %b, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp33 = icmp sgt i32 %n, 0
  br i1 %cmp33, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check40 = icmp ult i32 %n, 16
  br i1 %min.iters.check40, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693950
  %4 = getelementptr inbounds float, float* %out, i64 -3
  %5 = getelementptr inbounds float, float* %out, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds float, float* %r, i64 %index
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = shl nsw i64 %index, 2
  %9 = getelementptr inbounds float, float* %g, i64 %index
  %10 = bitcast float* %9 to <16 x float>*
  %wide.load41 = load <16 x float>, <16 x float>* %10, align 4, !tbaa !5
  %11 = getelementptr inbounds float, float* %b, i64 %index
  %12 = bitcast float* %11 to <16 x float>*
  %wide.load42 = load <16 x float>, <16 x float>* %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, float* %a, i64 %index
  %14 = bitcast float* %13 to <16 x float>*
  %wide.load43 = load <16 x float>, <16 x float>* %14, align 4, !tbaa !5
  %15 = or i64 %8, 3
  %16 = getelementptr inbounds float, float* %4, i64 %15
  %17 = bitcast float* %16 to <64 x float>*
  %18 = shufflevector <16 x float> %wide.load, <16 x float> %wide.load41, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %19 = shufflevector <16 x float> %wide.load42, <16 x float> %wide.load43, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x float> %18, <32 x float> %19, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x float> %interleaved.vec, <64 x float>* %17, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %20 = getelementptr inbounds float, float* %r, i64 %index.next
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %22 = shl nsw i64 %index.next, 2
  %23 = getelementptr inbounds float, float* %g, i64 %index.next
  %24 = bitcast float* %23 to <16 x float>*
  %wide.load41.1 = load <16 x float>, <16 x float>* %24, align 4, !tbaa !5
  %25 = getelementptr inbounds float, float* %b, i64 %index.next
  %26 = bitcast float* %25 to <16 x float>*
  %wide.load42.1 = load <16 x float>, <16 x float>* %26, align 4, !tbaa !5
  %27 = getelementptr inbounds float, float* %a, i64 %index.next
  %28 = bitcast float* %27 to <16 x float>*
  %wide.load43.1 = load <16 x float>, <16 x float>* %28, align 4, !tbaa !5
  %29 = or i64 %22, 3
  %30 = getelementptr inbounds float, float* %5, i64 %29
  %31 = bitcast float* %30 to <64 x float>*
  %32 = shufflevector <16 x float> %wide.load.1, <16 x float> %wide.load41.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %33 = shufflevector <16 x float> %wide.load42.1, <16 x float> %wide.load43.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec.1 = shufflevector <32 x float> %32, <32 x float> %33, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x float> %interleaved.vec.1, <64 x float>* %31, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !18

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %34 = getelementptr inbounds float, float* %r, i64 %index.unr
  %35 = bitcast float* %34 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %35, align 4, !tbaa !5
  %36 = shl nsw i64 %index.unr, 2
  %37 = getelementptr inbounds float, float* %g, i64 %index.unr
  %38 = bitcast float* %37 to <16 x float>*
  %wide.load41.epil = load <16 x float>, <16 x float>* %38, align 4, !tbaa !5
  %39 = getelementptr inbounds float, float* %b, i64 %index.unr
  %40 = bitcast float* %39 to <16 x float>*
  %wide.load42.epil = load <16 x float>, <16 x float>* %40, align 4, !tbaa !5
  %41 = getelementptr inbounds float, float* %a, i64 %index.unr
  %42 = bitcast float* %41 to <16 x float>*
  %wide.load43.epil = load <16 x float>, <16 x float>* %42, align 4, !tbaa !5
  %43 = or i64 %36, 3
  %44 = getelementptr inbounds float, float* %out, i64 -3
  %45 = getelementptr inbounds float, float* %44, i64 %43
  %46 = bitcast float* %45 to <64 x float>*
  %47 = shufflevector <16 x float> %wide.load.epil, <16 x float> %wide.load41.epil, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %48 = shufflevector <16 x float> %wide.load42.epil, <16 x float> %wide.load43.epil, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec.epil = shufflevector <32 x float> %47, <32 x float> %48, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x float> %interleaved.vec.epil, <64 x float>* %46, align 4, !tbaa !5
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
  %n.vec45 = and i64 %wide.trip.count, 4294967288
  %49 = getelementptr inbounds float, float* %out, i64 -3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index47 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next53, %vec.epilog.vector.body ]
  %50 = getelementptr inbounds float, float* %r, i64 %index47
  %51 = bitcast float* %50 to <8 x float>*
  %wide.load48 = load <8 x float>, <8 x float>* %51, align 4, !tbaa !5
  %52 = shl nsw i64 %index47, 2
  %53 = getelementptr inbounds float, float* %g, i64 %index47
  %54 = bitcast float* %53 to <8 x float>*
  %wide.load49 = load <8 x float>, <8 x float>* %54, align 4, !tbaa !5
  %55 = getelementptr inbounds float, float* %b, i64 %index47
  %56 = bitcast float* %55 to <8 x float>*
  %wide.load50 = load <8 x float>, <8 x float>* %56, align 4, !tbaa !5
  %57 = getelementptr inbounds float, float* %a, i64 %index47
  %58 = bitcast float* %57 to <8 x float>*
  %wide.load51 = load <8 x float>, <8 x float>* %58, align 4, !tbaa !5
  %59 = or i64 %52, 3
  %60 = getelementptr inbounds float, float* %49, i64 %59
  %61 = bitcast float* %60 to <32 x float>*
  %62 = shufflevector <8 x float> %wide.load48, <8 x float> %wide.load49, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %63 = shufflevector <8 x float> %wide.load50, <8 x float> %wide.load51, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec52 = shufflevector <16 x float> %62, <16 x float> %63, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x float> %interleaved.vec52, <32 x float>* %61, align 4, !tbaa !5
  %index.next53 = add nuw i64 %index47, 8
  %64 = icmp eq i64 %index.next53, %n.vec45
  br i1 %64, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n46 = icmp eq i64 %n.vec45, %wide.trip.count
  br i1 %cmp.n46, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec45, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %r, i64 %indvars.iv
  %65 = load float, float* %arrayidx, align 4, !tbaa !5
  %66 = shl nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %66
  store float %65, float* %arrayidx2, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds float, float* %g, i64 %indvars.iv
  %67 = load float, float* %arrayidx4, align 4, !tbaa !5
  %68 = or i64 %66, 1
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %68
  store float %67, float* %arrayidx7, align 4, !tbaa !5
  %arrayidx9 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %69 = load float, float* %arrayidx9, align 4, !tbaa !5
  %70 = or i64 %66, 2
  %arrayidx13 = getelementptr inbounds float, float* %out, i64 %70
  store float %69, float* %arrayidx13, align 4, !tbaa !5
  %arrayidx15 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %71 = load float, float* %arrayidx15, align 4, !tbaa !5
  %72 = or i64 %66, 3
  %arrayidx19 = getelementptr inbounds float, float* %out, i64 %72
  store float %71, float* %arrayidx19, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rgba_to_planar(i32* noalias nocapture noundef writeonly %r, i32* noalias nocapture noundef writeonly %g, i32* noalias nocapture noundef writeonly %b, i32* noalias nocapture noundef writeonly %a, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp33 = icmp sgt i32 %n, 0
  br i1 %cmp33, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check40 = icmp ult i32 %n, 16
  br i1 %min.iters.check40, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
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
  %4 = shl nsw i64 %index, 2
  %5 = getelementptr inbounds i32, i32* %in, i64 %4
  %6 = bitcast i32* %5 to <64 x i32>*
  %wide.vec = load <64 x i32>, <64 x i32>* %6, align 4, !tbaa !21
  %strided.vec = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec41 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec42 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec43 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %7 = getelementptr inbounds i32, i32* %r, i64 %index
  %8 = bitcast i32* %7 to <16 x i32>*
  store <16 x i32> %strided.vec, <16 x i32>* %8, align 4, !tbaa !21
  %9 = getelementptr inbounds i32, i32* %g, i64 %index
  %10 = bitcast i32* %9 to <16 x i32>*
  store <16 x i32> %strided.vec41, <16 x i32>* %10, align 4, !tbaa !21
  %11 = getelementptr inbounds i32, i32* %b, i64 %index
  %12 = bitcast i32* %11 to <16 x i32>*
  store <16 x i32> %strided.vec42, <16 x i32>* %12, align 4, !tbaa !21
  %13 = getelementptr inbounds i32, i32* %a, i64 %index
  %14 = bitcast i32* %13 to <16 x i32>*
  store <16 x i32> %strided.vec43, <16 x i32>* %14, align 4, !tbaa !21
  %index.next = or i64 %index, 16
  %15 = shl nsw i64 %index.next, 2
  %16 = getelementptr inbounds i32, i32* %in, i64 %15
  %17 = bitcast i32* %16 to <64 x i32>*
  %wide.vec.1 = load <64 x i32>, <64 x i32>* %17, align 4, !tbaa !21
  %strided.vec.1 = shufflevector <64 x i32> %wide.vec.1, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec41.1 = shufflevector <64 x i32> %wide.vec.1, <64 x i32> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec42.1 = shufflevector <64 x i32> %wide.vec.1, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec43.1 = shufflevector <64 x i32> %wide.vec.1, <64 x i32> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %18 = getelementptr inbounds i32, i32* %r, i64 %index.next
  %19 = bitcast i32* %18 to <16 x i32>*
  store <16 x i32> %strided.vec.1, <16 x i32>* %19, align 4, !tbaa !21
  %20 = getelementptr inbounds i32, i32* %g, i64 %index.next
  %21 = bitcast i32* %20 to <16 x i32>*
  store <16 x i32> %strided.vec41.1, <16 x i32>* %21, align 4, !tbaa !21
  %22 = getelementptr inbounds i32, i32* %b, i64 %index.next
  %23 = bitcast i32* %22 to <16 x i32>*
  store <16 x i32> %strided.vec42.1, <16 x i32>* %23, align 4, !tbaa !21
  %24 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %25 = bitcast i32* %24 to <16 x i32>*
  store <16 x i32> %strided.vec43.1, <16 x i32>* %25, align 4, !tbaa !21
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = shl nsw i64 %index.unr, 2
  %27 = getelementptr inbounds i32, i32* %in, i64 %26
  %28 = bitcast i32* %27 to <64 x i32>*
  %wide.vec.epil = load <64 x i32>, <64 x i32>* %28, align 4, !tbaa !21
  %strided.vec.epil = shufflevector <64 x i32> %wide.vec.epil, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec41.epil = shufflevector <64 x i32> %wide.vec.epil, <64 x i32> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec42.epil = shufflevector <64 x i32> %wide.vec.epil, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec43.epil = shufflevector <64 x i32> %wide.vec.epil, <64 x i32> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %29 = getelementptr inbounds i32, i32* %r, i64 %index.unr
  %30 = bitcast i32* %29 to <16 x i32>*
  store <16 x i32> %strided.vec.epil, <16 x i32>* %30, align 4, !tbaa !21
  %31 = getelementptr inbounds i32, i32* %g, i64 %index.unr
  %32 = bitcast i32* %31 to <16 x i32>*
  store <16 x i32> %strided.vec41.epil, <16 x i32>* %32, align 4, !tbaa !21
  %33 = getelementptr inbounds i32, i32* %b, i64 %index.unr
  %34 = bitcast i32* %33 to <16 x i32>*
  store <16 x i32> %strided.vec42.epil, <16 x i32>* %34, align 4, !tbaa !21
  %35 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %36 = bitcast i32* %35 to <16 x i32>*
  store <16 x i32> %strided.vec43.epil, <16 x i32>* %36, align 4, !tbaa !21
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
  %n.vec45 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index47 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next53, %vec.epilog.vector.body ]
  %37 = shl nsw i64 %index47, 2
  %38 = getelementptr inbounds i32, i32* %in, i64 %37
  %39 = bitcast i32* %38 to <32 x i32>*
  %wide.vec48 = load <32 x i32>, <32 x i32>* %39, align 4, !tbaa !21
  %strided.vec49 = shufflevector <32 x i32> %wide.vec48, <32 x i32> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec50 = shufflevector <32 x i32> %wide.vec48, <32 x i32> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec51 = shufflevector <32 x i32> %wide.vec48, <32 x i32> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec52 = shufflevector <32 x i32> %wide.vec48, <32 x i32> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %40 = getelementptr inbounds i32, i32* %r, i64 %index47
  %41 = bitcast i32* %40 to <8 x i32>*
  store <8 x i32> %strided.vec49, <8 x i32>* %41, align 4, !tbaa !21
  %42 = getelementptr inbounds i32, i32* %g, i64 %index47
  %43 = bitcast i32* %42 to <8 x i32>*
  store <8 x i32> %strided.vec50, <8 x i32>* %43, align 4, !tbaa !21
  %44 = getelementptr inbounds i32, i32* %b, i64 %index47
  %45 = bitcast i32* %44 to <8 x i32>*
  store <8 x i32> %strided.vec51, <8 x i32>* %45, align 4, !tbaa !21
  %46 = getelementptr inbounds i32, i32* %a, i64 %index47
  %47 = bitcast i32* %46 to <8 x i32>*
  store <8 x i32> %strided.vec52, <8 x i32>* %47, align 4, !tbaa !21
  %index.next53 = add nuw i64 %index47, 8
  %48 = icmp eq i64 %index.next53, %n.vec45
  br i1 %48, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n46 = icmp eq i64 %n.vec45, %wide.trip.count
  br i1 %cmp.n46, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec45, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %49 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %49
  %50 = load i32, i32* %arrayidx, align 4, !tbaa !21
  %arrayidx2 = getelementptr inbounds i32, i32* %r, i64 %indvars.iv
  store i32 %50, i32* %arrayidx2, align 4, !tbaa !21
  %51 = or i64 %49, 1
  %arrayidx5 = getelementptr inbounds i32, i32* %in, i64 %51
  %52 = load i32, i32* %arrayidx5, align 4, !tbaa !21
  %arrayidx7 = getelementptr inbounds i32, i32* %g, i64 %indvars.iv
  store i32 %52, i32* %arrayidx7, align 4, !tbaa !21
  %53 = or i64 %49, 2
  %arrayidx11 = getelementptr inbounds i32, i32* %in, i64 %53
  %54 = load i32, i32* %arrayidx11, align 4, !tbaa !21
  %arrayidx13 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  store i32 %54, i32* %arrayidx13, align 4, !tbaa !21
  %55 = or i64 %49, 3
  %arrayidx17 = getelementptr inbounds i32, i32* %in, i64 %55
  %56 = load i32, i32* %arrayidx17, align 4, !tbaa !21
  %arrayidx19 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  store i32 %56, i32* %arrayidx19, align 4, !tbaa !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @aos_step(%struct.particle* noalias nocapture noundef %p, float noundef %dt, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 17
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

for.body.preheader12:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
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
  %2 = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %index, i32 1
  %3 = getelementptr inbounds float, float* %2, i64 -1
  %4 = bitcast float* %3 to <48 x float>*
  %wide.vec = load <48 x float>, <48 x float>* %4, align 4, !tbaa !5
  %strided.vec = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec11 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %5 = getelementptr inbounds %struct.particle, %struct.particle* %p, <16 x i64> %vec.ind, i32 0
  %6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec11, <16 x float> %broadcast.splat, <16 x float> %strided.vec)
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %6, <16 x float*> %5, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !26
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.body.preheader12, label %vector.body, !llvm.loop !28

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %vel = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 1
  %8 = load float, float* %vel, align 4, !tbaa !29
  %pos = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 0
  %9 = load float, float* %pos, align 4, !tbaa !26
  %10 = tail call float @llvm.fmuladd.f32(float %8, float %dt, float %9)
  store float %10, float* %pos, align 4, !tbaa !26
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @swap_pairs(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check24 = icmp ult i32 %n, 32
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = getelementptr inbounds i32, i32* %in, i64 -1
  %1 = getelementptr inbounds i32, i32* %in, i64 -1
  %2 = getelementptr inbounds i32, i32* %out, i64 -1
  %3 = getelementptr inbounds i32, i32* %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl nuw nsw i64 %index, 1
  %5 = shl i64 %index, 1
  %6 = or i64 %4, 1
  %7 = or i64 %5, 33
  %8 = getelementptr inbounds i32, i32* %0, i64 %6
  %9 = bitcast i32* %8 to <32 x i32>*
  %10 = getelementptr inbounds i32, i32* %1, i64 %7
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.vec = load <32 x i32>, <32 x i32>* %9, align 4, !tbaa !21
  %wide.vec25 = load <32 x i32>, <32 x i32>* %11, align 4, !tbaa !21
  %strided.vec = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec26 = shufflevector <32 x i32> %wide.vec25, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec27 = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %strided.vec28 = shufflevector <32 x i32> %wide.vec25, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %12 = getelementptr inbounds i32, i32* %2, i64 %6
  %13 = bitcast i32* %12 to <32 x i32>*
  %14 = getelementptr inbounds i32, i32* %3, i64 %7
  %15 = bitcast i32* %14 to <32 x i32>*
  %interleaved.vec = shufflevector <16 x i32> %strided.vec27, <16 x i32> %strided.vec, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec, <32 x i32>* %13, align 4, !tbaa !21
  %interleaved.vec29 = shufflevector <16 x i32> %strided.vec28, <16 x i32> %strided.vec26, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec29, <32 x i32>* %15, align 4, !tbaa !21
  %index.next = add nuw i64 %index, 32
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec31 = and i64 %wide.trip.count, 4294967288
  %17 = getelementptr inbounds i32, i32* %in, i64 -1
  %18 = getelementptr inbounds i32, i32* %out, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index33 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next38, %vec.epilog.vector.body ]
  %19 = shl nuw nsw i64 %index33, 1
  %20 = or i64 %19, 1
  %21 = getelementptr inbounds i32, i32* %17, i64 %20
  %22 = bitcast i32* %21 to <16 x i32>*
  %wide.vec34 = load <16 x i32>, <16 x i32>* %22, align 4, !tbaa !21
  %strided.vec35 = shufflevector <16 x i32> %wide.vec34, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec36 = shufflevector <16 x i32> %wide.vec34, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %23 = getelementptr inbounds i32, i32* %18, i64 %20
  %24 = bitcast i32* %23 to <16 x i32>*
  %interleaved.vec37 = shufflevector <8 x i32> %strided.vec36, <8 x i32> %strided.vec35, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i32> %interleaved.vec37, <16 x i32>* %24, align 4, !tbaa !21
  %index.next38 = add nuw i64 %index33, 8
  %25 = icmp eq i64 %index.next38, %n.vec31
  br i1 %25, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n32 = icmp eq i64 %n.vec31, %wide.trip.count
  br i1 %cmp.n32, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec31, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %26 = shl nuw nsw i64 %indvars.iv, 1
  %27 = or i64 %26, 1
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %27
  %28 = load i32, i32* %arrayidx, align 4, !tbaa !21
  %arrayidx3 = getelementptr inbounds i32, i32* %out, i64 %26
  store i32 %28, i32* %arrayidx3, align 4, !tbaa !21
  %arrayidx6 = getelementptr inbounds i32, i32* %in, i64 %26
  %29 = load i32, i32* %arrayidx6, align 4, !tbaa !21
  %arrayidx10 = getelementptr inbounds i32, i32* %out, i64 %27
  store i32 %29, i32* %arrayidx10, align 4, !tbaa !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gap_load(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 65
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

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
  %9 = getelementptr inbounds i32, i32* %in, i64 %2
  %10 = getelementptr inbounds i32, i32* %in, i64 %4
  %11 = getelementptr inbounds i32, i32* %in, i64 %6
  %12 = getelementptr inbounds i32, i32* %in, i64 %8
  %13 = bitcast i32* %9 to <64 x i32>*
  %14 = bitcast i32* %10 to <64 x i32>*
  %15 = bitcast i32* %11 to <64 x i32>*
  %16 = bitcast i32* %12 to <64 x i32>*
  %wide.vec = load <64 x i32>, <64 x i32>* %13, align 4, !tbaa !21
  %wide.vec18 = load <64 x i32>, <64 x i32>* %14, align 4, !tbaa !21
  %wide.vec19 = load <64 x i32>, <64 x i32>* %15, align 4, !tbaa !21
  %wide.vec20 = load <64 x i32>, <64 x i32>* %16, align 4, !tbaa !21
  %strided.vec = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec21 = shufflevector <64 x i32> %wide.vec18, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec22 = shufflevector <64 x i32> %wide.vec19, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec23 = shufflevector <64 x i32> %wide.vec20, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec24 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec25 = shufflevector <64 x i32> %wide.vec18, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec26 = shufflevector <64 x i32> %wide.vec19, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec27 = shufflevector <64 x i32> %wide.vec20, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %17 = sub nsw <16 x i32> %strided.vec, %strided.vec24
  %18 = sub nsw <16 x i32> %strided.vec21, %strided.vec25
  %19 = sub nsw <16 x i32> %strided.vec22, %strided.vec26
  %20 = sub nsw <16 x i32> %strided.vec23, %strided.vec27
  %21 = getelementptr inbounds i32, i32* %out, i64 %index
  %22 = bitcast i32* %21 to <16 x i32>*
  store <16 x i32> %17, <16 x i32>* %22, align 4, !tbaa !21
  %23 = getelementptr inbounds i32, i32* %21, i64 16
  %24 = bitcast i32* %23 to <16 x i32>*
  store <16 x i32> %18, <16 x i32>* %24, align 4, !tbaa !21
  %25 = getelementptr inbounds i32, i32* %21, i64 32
  %26 = bitcast i32* %25 to <16 x i32>*
  store <16 x i32> %19, <16 x i32>* %26, align 4, !tbaa !21
  %27 = getelementptr inbounds i32, i32* %21, i64 48
  %28 = bitcast i32* %27 to <16 x i32>*
  store <16 x i32> %20, <16 x i32>* %28, align 4, !tbaa !21
  %index.next = add nuw i64 %index, 64
  %29 = icmp eq i64 %index.next, %n.vec
  br i1 %29, label %vec.epilog.iter.check, label %vector.body, !llvm.loop !34

vec.epilog.iter.check:                            ; preds = %vector.body
  %min.epilog.iters.check = icmp ult i64 %1, 9
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.vector.body, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.vector.body ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf28 = and i64 %wide.trip.count, 7
  %30 = icmp eq i64 %n.mod.vf28, 0
  %31 = select i1 %30, i64 8, i64 %n.mod.vf28
  %n.vec29 = sub nsw i64 %wide.trip.count, %31
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %32 = shl nsw i64 %index30, 2
  %33 = getelementptr inbounds i32, i32* %in, i64 %32
  %34 = bitcast i32* %33 to <32 x i32>*
  %wide.vec31 = load <32 x i32>, <32 x i32>* %34, align 4, !tbaa !21
  %strided.vec32 = shufflevector <32 x i32> %wide.vec31, <32 x i32> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec33 = shufflevector <32 x i32> %wide.vec31, <32 x i32> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %35 = sub nsw <8 x i32> %strided.vec32, %strided.vec33
  %36 = getelementptr inbounds i32, i32* %out, i64 %index30
  %37 = bitcast i32* %36 to <8 x i32>*
  store <8 x i32> %35, <8 x i32>* %37, align 4, !tbaa !21
  %index.next34 = add nuw i64 %index30, 8
  %38 = icmp eq i64 %index.next34, %n.vec29
  br i1 %38, label %for.body.preheader, label %vec.epilog.vector.body, !llvm.loop !35

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %39 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %39
  %40 = load i32, i32* %arrayidx, align 4, !tbaa !21
  %41 = or i64 %39, 2
  %arrayidx3 = getelementptr inbounds i32, i32* %in, i64 %41
  %42 = load i32, i32* %arrayidx3, align 4, !tbaa !21
  %sub = sub nsw i32 %40, %42
  %arrayidx5 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %sub, i32* %arrayidx5, align 4, !tbaa !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @dot3(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %v, float* noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp37 = icmp sgt i32 %n, 0
  br i1 %cmp37, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check43 = icmp ult i32 %n, 16
  br i1 %min.iters.check43, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr inbounds float, float* %v, i64 -2
  %1 = getelementptr inbounds float, float* %w, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = mul nuw nsw i64 %index, 3
  %3 = or i64 %2, 2
  %4 = getelementptr inbounds float, float* %0, i64 %3
  %5 = bitcast float* %4 to <48 x float>*
  %wide.vec = load <48 x float>, <48 x float>* %5, align 4, !tbaa !5
  %strided.vec = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec45 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %6 = getelementptr inbounds float, float* %1, i64 %3
  %7 = bitcast float* %6 to <48 x float>*
  %wide.vec46 = load <48 x float>, <48 x float>* %7, align 4, !tbaa !5
  %strided.vec47 = shufflevector <48 x float> %wide.vec46, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec49 = shufflevector <48 x float> %wide.vec46, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %8 = fmul <48 x float> %wide.vec, %wide.vec46
  %9 = shufflevector <48 x float> %8, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec45, <16 x float> %strided.vec49, <16 x float> %9)
  %11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec47, <16 x float> %10)
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <16 x float>*
  store <16 x float> %11, <16 x float>* %13, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec51 = and i64 %wide.trip.count, 4294967288
  %15 = getelementptr inbounds float, float* %v, i64 -2
  %16 = getelementptr inbounds float, float* %w, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index53 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next62, %vec.epilog.vector.body ]
  %17 = mul nuw nsw i64 %index53, 3
  %18 = or i64 %17, 2
  %19 = getelementptr inbounds float, float* %15, i64 %18
  %20 = bitcast float* %19 to <24 x float>*
  %wide.vec54 = load <24 x float>, <24 x float>* %20, align 4, !tbaa !5
  %strided.vec55 = shufflevector <24 x float> %wide.vec54, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec57 = shufflevector <24 x float> %wide.vec54, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %21 = getelementptr inbounds float, float* %16, i64 %18
  %22 = bitcast float* %21 to <24 x float>*
  %wide.vec58 = load <24 x float>, <24 x float>* %22, align 4, !tbaa !5
  %strided.vec59 = shufflevector <24 x float> %wide.vec58, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec61 = shufflevector <24 x float> %wide.vec58, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %23 = fmul <24 x float> %wide.vec54, %wide.vec58
  %24 = shufflevector <24 x float> %23, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %25 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec57, <8 x float> %strided.vec61, <8 x float> %24)
  %26 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec55, <8 x float> %strided.vec59, <8 x float> %25)
  %27 = getelementptr inbounds float, float* %out, i64 %index53
  %28 = bitcast float* %27 to <8 x float>*
  store <8 x float> %26, <8 x float>* %28, align 4, !tbaa !5
  %index.next62 = add nuw i64 %index53, 8
  %29 = icmp eq i64 %index.next62, %n.vec51
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n52 = icmp eq i64 %n.vec51, %wide.trip.count
  br i1 %cmp.n52, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec51, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %30 = mul nuw nsw i64 %indvars.iv, 3
  %31 = add nuw nsw i64 %30, 2
  %arrayidx = getelementptr inbounds float, float* %v, i64 %31
  %32 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds float, float* %w, i64 %31
  %33 = load float, float* %arrayidx4, align 4, !tbaa !5
  %34 = add nuw nsw i64 %30, 1
  %arrayidx9 = getelementptr inbounds float, float* %v, i64 %34
  %35 = load float, float* %arrayidx9, align 4, !tbaa !5
  %arrayidx13 = getelementptr inbounds float, float* %w, i64 %34
  %36 = load float, float* %arrayidx13, align 4, !tbaa !5
  %mul14 = fmul float %35, %36
  %37 = tail call float @llvm.fmuladd.f32(float %32, float %33, float %mul14)
  %arrayidx17 = getelementptr inbounds float, float* %v, i64 %30
  %38 = load float, float* %arrayidx17, align 4, !tbaa !5
  %arrayidx20 = getelementptr inbounds float, float* %w, i64 %30
  %39 = load float, float* %arrayidx20, align 4, !tbaa !5
  %40 = tail call float @llvm.fmuladd.f32(float %38, float %39, float %37)
  %arrayidx23 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %40, float* %arrayidx23, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @pair_with_zero(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 64
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = getelementptr inbounds i32, i32* %out, i64 -1
  %1 = getelementptr inbounds i32, i32* %out, i64 -1
  %2 = getelementptr inbounds i32, i32* %out, i64 -1
  %3 = getelementptr inbounds i32, i32* %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %in, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !21
  %6 = getelementptr inbounds i32, i32* %4, i64 16
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load18 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !21
  %8 = getelementptr inbounds i32, i32* %4, i64 32
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load19 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !21
  %10 = getelementptr inbounds i32, i32* %4, i64 48
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load20 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !21
  %12 = shl nuw nsw i64 %index, 1
  %13 = shl i64 %index, 1
  %14 = shl i64 %index, 1
  %15 = shl i64 %index, 1
  %16 = or i64 %12, 1
  %17 = or i64 %13, 33
  %18 = or i64 %14, 65
  %19 = or i64 %15, 97
  %20 = getelementptr inbounds i32, i32* %0, i64 %16
  %21 = bitcast i32* %20 to <32 x i32>*
  %22 = getelementptr inbounds i32, i32* %1, i64 %17
  %23 = bitcast i32* %22 to <32 x i32>*
  %24 = getelementptr inbounds i32, i32* %2, i64 %18
  %25 = bitcast i32* %24 to <32 x i32>*
  %26 = getelementptr inbounds i32, i32* %3, i64 %19
  %27 = bitcast i32* %26 to <32 x i32>*
  %interleaved.vec = shufflevector <16 x i32> %wide.load, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec, <32 x i32>* %21, align 4, !tbaa !21
  %interleaved.vec21 = shufflevector <16 x i32> %wide.load18, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec21, <32 x i32>* %23, align 4, !tbaa !21
  %interleaved.vec22 = shufflevector <16 x i32> %wide.load19, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec22, <32 x i32>* %25, align 4, !tbaa !21
  %interleaved.vec23 = shufflevector <16 x i32> %wide.load20, <16 x i32> zeroinitializer, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i32> %interleaved.vec23, <32 x i32>* %27, align 4, !tbaa !21
  %index.next = add nuw i64 %index, 64
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !40

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
  %29 = getelementptr inbounds i32, i32* %out, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index27 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next30, %vec.epilog.vector.body ]
  %30 = getelementptr inbounds i32, i32* %in, i64 %index27
  %31 = bitcast i32* %30 to <8 x i32>*
  %wide.load28 = load <8 x i32>, <8 x i32>* %31, align 4, !tbaa !21
  %32 = shl nuw nsw i64 %index27, 1
  %33 = or i64 %32, 1
  %34 = getelementptr inbounds i32, i32* %29, i64 %33
  %35 = bitcast i32* %34 to <16 x i32>*
  %interleaved.vec29 = shufflevector <8 x i32> %wide.load28, <8 x i32> zeroinitializer, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i32> %interleaved.vec29, <16 x i32>* %35, align 4, !tbaa !21
  %index.next30 = add nuw i64 %index27, 8
  %36 = icmp eq i64 %index.next30, %n.vec25
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

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
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4, !tbaa !21
  %38 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %38
  store i32 %37, i32* %arrayidx2, align 4, !tbaa !21
  %39 = or i64 %38, 1
  %arrayidx5 = getelementptr inbounds i32, i32* %out, i64 %39
  store i32 0, i32* %arrayidx5, align 4, !tbaa !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #4

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind willreturn writeonly }

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
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !7, i64 0}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !10, !11, !13}
!25 = distinct !{!25, !10, !13, !11}
!26 = !{!27, !6, i64 0}
!27 = !{!"particle", !6, i64 0, !6, i64 4, !6, i64 8}
!28 = distinct !{!28, !10, !11}
!29 = !{!27, !6, i64 4}
!30 = distinct !{!30, !10, !13, !11}
!31 = distinct !{!31, !10, !11}
!32 = distinct !{!32, !10, !11, !13}
!33 = distinct !{!33, !10, !13, !11}
!34 = distinct !{!34, !10, !11}
!35 = distinct !{!35, !10, !11, !13}
!36 = distinct !{!36, !10, !13, !11}
!37 = distinct !{!37, !10, !11}
!38 = distinct !{!38, !10, !11, !13}
!39 = distinct !{!39, !10, !13, !11}
!40 = distinct !{!40, !10, !11}
!41 = distinct !{!41, !10, !11, !13}
!42 = distinct !{!42, !10, !13, !11}
