; ModuleID = 'histogram.c'
source_filename = "histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @hist_add_i32(i32* noalias nocapture noundef %h, i32* noalias nocapture noundef readonly %bin, i32* noalias nocapture noundef readonly %w, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %w, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5, !llvm.access.group !9
  %6 = getelementptr inbounds i32, i32* %bin, i64 %index
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load13 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5, !llvm.access.group !9
  %8 = sext <16 x i32> %wide.load13 to <16 x i64>
  %9 = getelementptr inbounds i32, i32* %h, <16 x i64> %8
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5, !llvm.access.group !9
  %10 = add nsw <16 x i32> %wide.masked.gather, %wide.load
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %10, <16 x i32*> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !9
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i32, i32* %w, i64 %index.next
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %12, align 4, !tbaa !5, !llvm.access.group !9
  %13 = getelementptr inbounds i32, i32* %bin, i64 %index.next
  %14 = bitcast i32* %13 to <16 x i32>*
  %wide.load13.1 = load <16 x i32>, <16 x i32>* %14, align 4, !tbaa !5, !llvm.access.group !9
  %15 = sext <16 x i32> %wide.load13.1 to <16 x i64>
  %16 = getelementptr inbounds i32, i32* %h, <16 x i64> %15
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5, !llvm.access.group !9
  %17 = add nsw <16 x i32> %wide.masked.gather.1, %wide.load.1
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %17, <16 x i32*> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !10

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, i32* %w, i64 %index.unr
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !5, !llvm.access.group !9
  %20 = getelementptr inbounds i32, i32* %bin, i64 %index.unr
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load13.epil = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5, !llvm.access.group !9
  %22 = sext <16 x i32> %wide.load13.epil to <16 x i64>
  %23 = getelementptr inbounds i32, i32* %h, <16 x i64> %22
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5, !llvm.access.group !9
  %24 = add nsw <16 x i32> %wide.masked.gather.epil, %wide.load.epil
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %24, <16 x i32*> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !9
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
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next21, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds i32, i32* %w, i64 %index17
  %26 = bitcast i32* %25 to <8 x i32>*
  %wide.load18 = load <8 x i32>, <8 x i32>* %26, align 4, !tbaa !5, !llvm.access.group !9
  %27 = getelementptr inbounds i32, i32* %bin, i64 %index17
  %28 = bitcast i32* %27 to <8 x i32>*
  %wide.load19 = load <8 x i32>, <8 x i32>* %28, align 4, !tbaa !5, !llvm.access.group !9
  %29 = sext <8 x i32> %wide.load19 to <8 x i64>
  %30 = getelementptr inbounds i32, i32* %h, <8 x i64> %29
  %wide.masked.gather20 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %30, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5, !llvm.access.group !9
  %31 = add nsw <8 x i32> %wide.masked.gather20, %wide.load18
  call void @llvm.masked.scatter.v8i32.v8p0i32(<8 x i32> %31, <8 x i32*> %30, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !9
  %index.next21 = add nuw i64 %index17, 8
  %32 = icmp eq i64 %index.next21, %n.vec15
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

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
  %arrayidx = getelementptr inbounds i32, i32* %w, i64 %indvars.iv
  %33 = load i32, i32* %arrayidx, align 4, !tbaa !5, !llvm.access.group !9
  %arrayidx2 = getelementptr inbounds i32, i32* %bin, i64 %indvars.iv
  %34 = load i32, i32* %arrayidx2, align 4, !tbaa !5, !llvm.access.group !9
  %idxprom3 = sext i32 %34 to i64
  %arrayidx4 = getelementptr inbounds i32, i32* %h, i64 %idxprom3
  %35 = load i32, i32* %arrayidx4, align 4, !tbaa !5, !llvm.access.group !9
  %add = add nsw i32 %35, %33
  store i32 %add, i32* %arrayidx4, align 4, !tbaa !5, !llvm.access.group !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @hist_axpy_f32(float* noalias nocapture noundef %h, i32* noalias nocapture noundef readonly %bin, float* noalias nocapture noundef readonly %w, float noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %w, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !17, !llvm.access.group !19
  %6 = getelementptr inbounds i32, i32* %bin, i64 %index
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load13 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5, !llvm.access.group !19
  %8 = sext <16 x i32> %wide.load13 to <16 x i64>
  %9 = getelementptr inbounds float, float* %h, <16 x i64> %8
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !17, !llvm.access.group !19
  %10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load, <16 x float> %broadcast.splat, <16 x float> %wide.masked.gather)
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %10, <16 x float*> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !17, !llvm.access.group !19
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds float, float* %w, i64 %index.next
  %12 = bitcast float* %11 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %12, align 4, !tbaa !17, !llvm.access.group !19
  %13 = getelementptr inbounds i32, i32* %bin, i64 %index.next
  %14 = bitcast i32* %13 to <16 x i32>*
  %wide.load13.1 = load <16 x i32>, <16 x i32>* %14, align 4, !tbaa !5, !llvm.access.group !19
  %15 = sext <16 x i32> %wide.load13.1 to <16 x i64>
  %16 = getelementptr inbounds float, float* %h, <16 x i64> %15
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !17, !llvm.access.group !19
  %17 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load.1, <16 x float> %broadcast.splat, <16 x float> %wide.masked.gather.1)
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %17, <16 x float*> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !17, !llvm.access.group !19
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !20

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds float, float* %w, i64 %index.unr
  %19 = bitcast float* %18 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %19, align 4, !tbaa !17, !llvm.access.group !19
  %20 = getelementptr inbounds i32, i32* %bin, i64 %index.unr
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load13.epil = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5, !llvm.access.group !19
  %22 = sext <16 x i32> %wide.load13.epil to <16 x i64>
  %23 = getelementptr inbounds float, float* %h, <16 x i64> %22
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !17, !llvm.access.group !19
  %24 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load.epil, <16 x float> %broadcast.splat, <16 x float> %wide.masked.gather.epil)
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %24, <16 x float*> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !17, !llvm.access.group !19
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
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert21 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat22 = shufflevector <8 x float> %broadcast.splatinsert21, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds float, float* %w, i64 %index17
  %26 = bitcast float* %25 to <8 x float>*
  %wide.load18 = load <8 x float>, <8 x float>* %26, align 4, !tbaa !17, !llvm.access.group !19
  %27 = getelementptr inbounds i32, i32* %bin, i64 %index17
  %28 = bitcast i32* %27 to <8 x i32>*
  %wide.load19 = load <8 x i32>, <8 x i32>* %28, align 4, !tbaa !5, !llvm.access.group !19
  %29 = sext <8 x i32> %wide.load19 to <8 x i64>
  %30 = getelementptr inbounds float, float* %h, <8 x i64> %29
  %wide.masked.gather20 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %30, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !17, !llvm.access.group !19
  %31 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.load18, <8 x float> %broadcast.splat22, <8 x float> %wide.masked.gather20)
  call void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float> %31, <8 x float*> %30, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !17, !llvm.access.group !19
  %index.next23 = add nuw i64 %index17, 8
  %32 = icmp eq i64 %index.next23, %n.vec15
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

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
  %arrayidx = getelementptr inbounds float, float* %w, i64 %indvars.iv
  %33 = load float, float* %arrayidx, align 4, !tbaa !17, !llvm.access.group !19
  %arrayidx2 = getelementptr inbounds i32, i32* %bin, i64 %indvars.iv
  %34 = load i32, i32* %arrayidx2, align 4, !tbaa !5, !llvm.access.group !19
  %idxprom3 = sext i32 %34 to i64
  %arrayidx4 = getelementptr inbounds float, float* %h, i64 %idxprom3
  %35 = load float, float* %arrayidx4, align 4, !tbaa !17, !llvm.access.group !19
  %36 = tail call float @llvm.fmuladd.f32(float %33, float %s, float %35)
  store float %36, float* %arrayidx4, align 4, !tbaa !17, !llvm.access.group !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rmw_max_i32(i32* noalias nocapture noundef %h, i32* noalias nocapture noundef readonly %bin, i32* noalias nocapture noundef readonly %v, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check32 = icmp ult i32 %n, 16
  br i1 %min.iters.check32, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %bin, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5, !llvm.access.group !24
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds i32, i32* %h, <16 x i64> %6
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5, !llvm.access.group !24
  %8 = getelementptr inbounds i32, i32* %v, i64 %index
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load33 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !5, !llvm.access.group !24
  %10 = icmp sgt <16 x i32> %wide.masked.gather, %wide.load33
  %11 = select <16 x i1> %10, <16 x i32> %wide.masked.gather, <16 x i32> %wide.load33
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %11, <16 x i32*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !24
  %index.next = or i64 %index, 16
  %12 = getelementptr inbounds i32, i32* %bin, i64 %index.next
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !5, !llvm.access.group !24
  %14 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %15 = getelementptr inbounds i32, i32* %h, <16 x i64> %14
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5, !llvm.access.group !24
  %16 = getelementptr inbounds i32, i32* %v, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load33.1 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !5, !llvm.access.group !24
  %18 = icmp sgt <16 x i32> %wide.masked.gather.1, %wide.load33.1
  %19 = select <16 x i1> %18, <16 x i32> %wide.masked.gather.1, <16 x i32> %wide.load33.1
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %19, <16 x i32*> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !24
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !25

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, i32* %bin, i64 %index.unr
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5, !llvm.access.group !24
  %22 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %23 = getelementptr inbounds i32, i32* %h, <16 x i64> %22
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5, !llvm.access.group !24
  %24 = getelementptr inbounds i32, i32* %v, i64 %index.unr
  %25 = bitcast i32* %24 to <16 x i32>*
  %wide.load33.epil = load <16 x i32>, <16 x i32>* %25, align 4, !tbaa !5, !llvm.access.group !24
  %26 = icmp sgt <16 x i32> %wide.masked.gather.epil, %wide.load33.epil
  %27 = select <16 x i1> %26, <16 x i32> %wide.masked.gather.epil, <16 x i32> %wide.load33.epil
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %27, <16 x i32*> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !24
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
  %n.vec35 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index37 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next41, %vec.epilog.vector.body ]
  %28 = getelementptr inbounds i32, i32* %bin, i64 %index37
  %29 = bitcast i32* %28 to <8 x i32>*
  %wide.load38 = load <8 x i32>, <8 x i32>* %29, align 4, !tbaa !5, !llvm.access.group !24
  %30 = sext <8 x i32> %wide.load38 to <8 x i64>
  %31 = getelementptr inbounds i32, i32* %h, <8 x i64> %30
  %wide.masked.gather39 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %31, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5, !llvm.access.group !24
  %32 = getelementptr inbounds i32, i32* %v, i64 %index37
  %33 = bitcast i32* %32 to <8 x i32>*
  %wide.load40 = load <8 x i32>, <8 x i32>* %33, align 4, !tbaa !5, !llvm.access.group !24
  %34 = icmp sgt <8 x i32> %wide.masked.gather39, %wide.load40
  %35 = select <8 x i1> %34, <8 x i32> %wide.masked.gather39, <8 x i32> %wide.load40
  call void @llvm.masked.scatter.v8i32.v8p0i32(<8 x i32> %35, <8 x i32*> %31, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !24
  %index.next41 = add nuw i64 %index37, 8
  %36 = icmp eq i64 %index.next41, %n.vec35
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n36 = icmp eq i64 %n.vec35, %wide.trip.count
  br i1 %cmp.n36, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec35, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %bin, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4, !tbaa !5, !llvm.access.group !24
  %idxprom1 = sext i32 %37 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %h, i64 %idxprom1
  %38 = load i32, i32* %arrayidx2, align 4, !tbaa !5, !llvm.access.group !24
  %arrayidx4 = getelementptr inbounds i32, i32* %v, i64 %indvars.iv
  %39 = load i32, i32* %arrayidx4, align 4, !tbaa !5, !llvm.access.group !24
  %cmp5 = icmp sgt i32 %38, %39
  %. = select i1 %cmp5, i32 %38, i32 %39
  store i32 %., i32* %arrayidx2, align 4, !tbaa !5, !llvm.access.group !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @hist_count_u8(i8* noalias nocapture noundef %h, i32* noalias nocapture noundef readonly %bin, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %bin, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5, !llvm.access.group !29
  %2 = sext <16 x i32> %wide.load to <16 x i64>
  %3 = extractelement <16 x i64> %2, i64 0
  %4 = getelementptr inbounds i8, i8* %h, i64 %3
  %5 = extractelement <16 x i64> %2, i64 1
  %6 = getelementptr inbounds i8, i8* %h, i64 %5
  %7 = extractelement <16 x i64> %2, i64 2
  %8 = getelementptr inbounds i8, i8* %h, i64 %7
  %9 = extractelement <16 x i64> %2, i64 3
  %10 = getelementptr inbounds i8, i8* %h, i64 %9
  %11 = extractelement <16 x i64> %2, i64 4
  %12 = getelementptr inbounds i8, i8* %h, i64 %11
  %13 = extractelement <16 x i64> %2, i64 5
  %14 = getelementptr inbounds i8, i8* %h, i64 %13
  %15 = extractelement <16 x i64> %2, i64 6
  %16 = getelementptr inbounds i8, i8* %h, i64 %15
  %17 = extractelement <16 x i64> %2, i64 7
  %18 = getelementptr inbounds i8, i8* %h, i64 %17
  %19 = extractelement <16 x i64> %2, i64 8
  %20 = getelementptr inbounds i8, i8* %h, i64 %19
  %21 = extractelement <16 x i64> %2, i64 9
  %22 = getelementptr inbounds i8, i8* %h, i64 %21
  %23 = extractelement <16 x i64> %2, i64 10
  %24 = getelementptr inbounds i8, i8* %h, i64 %23
  %25 = extractelement <16 x i64> %2, i64 11
  %26 = getelementptr inbounds i8, i8* %h, i64 %25
  %27 = extractelement <16 x i64> %2, i64 12
  %28 = getelementptr inbounds i8, i8* %h, i64 %27
  %29 = extractelement <16 x i64> %2, i64 13
  %30 = getelementptr inbounds i8, i8* %h, i64 %29
  %31 = extractelement <16 x i64> %2, i64 14
  %32 = getelementptr inbounds i8, i8* %h, i64 %31
  %33 = extractelement <16 x i64> %2, i64 15
  %34 = getelementptr inbounds i8, i8* %h, i64 %33
  %35 = load i8, i8* %4, align 1, !tbaa !30, !llvm.access.group !29
  %36 = load i8, i8* %6, align 1, !tbaa !30, !llvm.access.group !29
  %37 = load i8, i8* %8, align 1, !tbaa !30, !llvm.access.group !29
  %38 = load i8, i8* %10, align 1, !tbaa !30, !llvm.access.group !29
  %39 = load i8, i8* %12, align 1, !tbaa !30, !llvm.access.group !29
  %40 = load i8, i8* %14, align 1, !tbaa !30, !llvm.access.group !29
  %41 = load i8, i8* %16, align 1, !tbaa !30, !llvm.access.group !29
  %42 = load i8, i8* %18, align 1, !tbaa !30, !llvm.access.group !29
  %43 = load i8, i8* %20, align 1, !tbaa !30, !llvm.access.group !29
  %44 = load i8, i8* %22, align 1, !tbaa !30, !llvm.access.group !29
  %45 = load i8, i8* %24, align 1, !tbaa !30, !llvm.access.group !29
  %46 = load i8, i8* %26, align 1, !tbaa !30, !llvm.access.group !29
  %47 = load i8, i8* %28, align 1, !tbaa !30, !llvm.access.group !29
  %48 = load i8, i8* %30, align 1, !tbaa !30, !llvm.access.group !29
  %49 = load i8, i8* %32, align 1, !tbaa !30, !llvm.access.group !29
  %50 = load i8, i8* %34, align 1, !tbaa !30, !llvm.access.group !29
  %51 = insertelement <16 x i8> poison, i8 %35, i64 0
  %52 = insertelement <16 x i8> %51, i8 %36, i64 1
  %53 = insertelement <16 x i8> %52, i8 %37, i64 2
  %54 = insertelement <16 x i8> %53, i8 %38, i64 3
  %55 = insertelement <16 x i8> %54, i8 %39, i64 4
  %56 = insertelement <16 x i8> %55, i8 %40, i64 5
  %57 = insertelement <16 x i8> %56, i8 %41, i64 6
  %58 = insertelement <16 x i8> %57, i8 %42, i64 7
  %59 = insertelement <16 x i8> %58, i8 %43, i64 8
  %60 = insertelement <16 x i8> %59, i8 %44, i64 9
  %61 = insertelement <16 x i8> %60, i8 %45, i64 10
  %62 = insertelement <16 x i8> %61, i8 %46, i64 11
  %63 = insertelement <16 x i8> %62, i8 %47, i64 12
  %64 = insertelement <16 x i8> %63, i8 %48, i64 13
  %65 = insertelement <16 x i8> %64, i8 %49, i64 14
  %66 = insertelement <16 x i8> %65, i8 %50, i64 15
  %67 = add <16 x i8> %66, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %68 = extractelement <16 x i8> %67, i64 0
  store i8 %68, i8* %4, align 1, !tbaa !30, !llvm.access.group !29
  %69 = extractelement <16 x i8> %67, i64 1
  store i8 %69, i8* %6, align 1, !tbaa !30, !llvm.access.group !29
  %70 = extractelement <16 x i8> %67, i64 2
  store i8 %70, i8* %8, align 1, !tbaa !30, !llvm.access.group !29
  %71 = extractelement <16 x i8> %67, i64 3
  store i8 %71, i8* %10, align 1, !tbaa !30, !llvm.access.group !29
  %72 = extractelement <16 x i8> %67, i64 4
  store i8 %72, i8* %12, align 1, !tbaa !30, !llvm.access.group !29
  %73 = extractelement <16 x i8> %67, i64 5
  store i8 %73, i8* %14, align 1, !tbaa !30, !llvm.access.group !29
  %74 = extractelement <16 x i8> %67, i64 6
  store i8 %74, i8* %16, align 1, !tbaa !30, !llvm.access.group !29
  %75 = extractelement <16 x i8> %67, i64 7
  store i8 %75, i8* %18, align 1, !tbaa !30, !llvm.access.group !29
  %76 = extractelement <16 x i8> %67, i64 8
  store i8 %76, i8* %20, align 1, !tbaa !30, !llvm.access.group !29
  %77 = extractelement <16 x i8> %67, i64 9
  store i8 %77, i8* %22, align 1, !tbaa !30, !llvm.access.group !29
  %78 = extractelement <16 x i8> %67, i64 10
  store i8 %78, i8* %24, align 1, !tbaa !30, !llvm.access.group !29
  %79 = extractelement <16 x i8> %67, i64 11
  store i8 %79, i8* %26, align 1, !tbaa !30, !llvm.access.group !29
  %80 = extractelement <16 x i8> %67, i64 12
  store i8 %80, i8* %28, align 1, !tbaa !30, !llvm.access.group !29
  %81 = extractelement <16 x i8> %67, i64 13
  store i8 %81, i8* %30, align 1, !tbaa !30, !llvm.access.group !29
  %82 = extractelement <16 x i8> %67, i64 14
  store i8 %82, i8* %32, align 1, !tbaa !30, !llvm.access.group !29
  %83 = extractelement <16 x i8> %67, i64 15
  store i8 %83, i8* %34, align 1, !tbaa !30, !llvm.access.group !29
  %index.next = add nuw i64 %index, 16
  %84 = icmp eq i64 %index.next, %n.vec
  br i1 %84, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds i32, i32* %bin, i64 %indvars.iv
  %85 = load i32, i32* %arrayidx, align 4, !tbaa !5, !llvm.access.group !29
  %idxprom1 = sext i32 %85 to i64
  %arrayidx2 = getelementptr inbounds i8, i8* %h, i64 %idxprom1
  %86 = load i8, i8* %arrayidx2, align 1, !tbaa !30, !llvm.access.group !29
  %inc = add i8 %86, 1
  store i8 %inc, i8* %arrayidx2, align 1, !tbaa !30, !llvm.access.group !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*>, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32>, <16 x i32*>, i32 immarg, <16 x i1>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*>, i32 immarg, <8 x i1>, <8 x i32>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8i32.v8p0i32(<8 x i32>, <8 x i32*>, i32 immarg, <8 x i1>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #5

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #5

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float>, <8 x float*>, i32 immarg, <8 x i1>) #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.parallel_accesses", !9}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !11, !12, !13, !15}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !11, !12, !15, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = distinct !{}
!20 = distinct !{!20, !11, !21, !13}
!21 = !{!"llvm.loop.parallel_accesses", !19}
!22 = distinct !{!22, !11, !21, !13, !15}
!23 = distinct !{!23, !11, !21, !15, !13}
!24 = distinct !{}
!25 = distinct !{!25, !11, !26, !13}
!26 = !{!"llvm.loop.parallel_accesses", !24}
!27 = distinct !{!27, !11, !26, !13, !15}
!28 = distinct !{!28, !11, !26, !15, !13}
!29 = distinct !{}
!30 = !{!7, !7, i64 0}
!31 = distinct !{!31, !11, !32, !13}
!32 = !{!"llvm.loop.parallel_accesses", !29}
!33 = distinct !{!33, !11, !32, !15, !13}
