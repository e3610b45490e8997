; ModuleID = 'scatters.c'
source_filename = "scatters.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 48
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693948
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %idx, i64 %index
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load13 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !9
  %8 = sext <16 x i32> %wide.load13 to <16 x i64>
  %9 = getelementptr inbounds float, float* %out, <16 x i64> %8
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load, <16 x float*> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next = or i64 %index, 16
  %10 = getelementptr inbounds float, float* %a, i64 %index.next
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load13.1 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !9
  %14 = sext <16 x i32> %wide.load13.1 to <16 x i64>
  %15 = getelementptr inbounds float, float* %out, <16 x i64> %14
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.1, <16 x float*> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next.1 = or i64 %index, 32
  %16 = getelementptr inbounds float, float* %a, i64 %index.next.1
  %17 = bitcast float* %16 to <16 x float>*
  %wide.load.2 = load <16 x float>, <16 x float>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load13.2 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !9
  %20 = sext <16 x i32> %wide.load13.2 to <16 x i64>
  %21 = getelementptr inbounds float, float* %out, <16 x i64> %20
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.2, <16 x float*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next.2 = or i64 %index, 48
  %22 = getelementptr inbounds float, float* %a, i64 %index.next.2
  %23 = bitcast float* %22 to <16 x float>*
  %wide.load.3 = load <16 x float>, <16 x float>* %23, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %25 = bitcast i32* %24 to <16 x i32>*
  %wide.load13.3 = load <16 x i32>, <16 x i32>* %25, align 4, !tbaa !9
  %26 = sext <16 x i32> %wide.load13.3 to <16 x i64>
  %27 = getelementptr inbounds float, float* %out, <16 x i64> %26
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.3, <16 x float*> %27, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next.3 = add nuw i64 %index, 64
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !11

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds float, float* %a, i64 %index.epil
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %31 = bitcast i32* %30 to <16 x i32>*
  %wide.load13.epil = load <16 x i32>, <16 x i32>* %31, align 4, !tbaa !9
  %32 = sext <16 x i32> %wide.load13.epil to <16 x i64>
  %33 = getelementptr inbounds float, float* %out, <16 x i64> %32
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.epil, <16 x float*> %33, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next.epil = add nuw i64 %index.epil, 16
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !14

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
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
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %34 = getelementptr inbounds float, float* %a, i64 %index17
  %35 = bitcast float* %34 to <8 x float>*
  %wide.load18 = load <8 x float>, <8 x float>* %35, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, i32* %idx, i64 %index17
  %37 = bitcast i32* %36 to <8 x i32>*
  %wide.load19 = load <8 x i32>, <8 x i32>* %37, align 4, !tbaa !9
  %38 = sext <8 x i32> %wide.load19 to <8 x i64>
  %39 = getelementptr inbounds float, float* %out, <8 x i64> %38
  call void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float> %wide.load18, <8 x float*> %39, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next20 = add nuw i64 %index17, 8
  %40 = icmp eq i64 %index.next20, %n.vec15
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  %41 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %42 = load i32, i32* %arrayidx2, align 4, !tbaa !9
  %idxprom3 = sext i32 %42 to i64
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %idxprom3
  store float %41, float* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 16
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 48
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693948
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = fcmp ogt <16 x float> %wide.load, zeroinitializer
  %7 = getelementptr i32, i32* %idx, i64 %index
  %8 = bitcast i32* %7 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %8, i32 4, <16 x i1> %6, <16 x i32> poison), !tbaa !9
  %9 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %10 = getelementptr inbounds float, float* %out, <16 x i64> %9
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load, <16 x float*> %10, i32 4, <16 x i1> %6), !tbaa !5
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds float, float* %a, i64 %index.next
  %12 = bitcast float* %11 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %12, align 4, !tbaa !5
  %13 = fcmp ogt <16 x float> %wide.load.1, zeroinitializer
  %14 = getelementptr i32, i32* %idx, i64 %index.next
  %15 = bitcast i32* %14 to <16 x i32>*
  %wide.masked.load.1 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %15, i32 4, <16 x i1> %13, <16 x i32> poison), !tbaa !9
  %16 = sext <16 x i32> %wide.masked.load.1 to <16 x i64>
  %17 = getelementptr inbounds float, float* %out, <16 x i64> %16
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.1, <16 x float*> %17, i32 4, <16 x i1> %13), !tbaa !5
  %index.next.1 = or i64 %index, 32
  %18 = getelementptr inbounds float, float* %a, i64 %index.next.1
  %19 = bitcast float* %18 to <16 x float>*
  %wide.load.2 = load <16 x float>, <16 x float>* %19, align 4, !tbaa !5
  %20 = fcmp ogt <16 x float> %wide.load.2, zeroinitializer
  %21 = getelementptr i32, i32* %idx, i64 %index.next.1
  %22 = bitcast i32* %21 to <16 x i32>*
  %wide.masked.load.2 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %22, i32 4, <16 x i1> %20, <16 x i32> poison), !tbaa !9
  %23 = sext <16 x i32> %wide.masked.load.2 to <16 x i64>
  %24 = getelementptr inbounds float, float* %out, <16 x i64> %23
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.2, <16 x float*> %24, i32 4, <16 x i1> %20), !tbaa !5
  %index.next.2 = or i64 %index, 48
  %25 = getelementptr inbounds float, float* %a, i64 %index.next.2
  %26 = bitcast float* %25 to <16 x float>*
  %wide.load.3 = load <16 x float>, <16 x float>* %26, align 4, !tbaa !5
  %27 = fcmp ogt <16 x float> %wide.load.3, zeroinitializer
  %28 = getelementptr i32, i32* %idx, i64 %index.next.2
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.masked.load.3 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %29, i32 4, <16 x i1> %27, <16 x i32> poison), !tbaa !9
  %30 = sext <16 x i32> %wide.masked.load.3 to <16 x i64>
  %31 = getelementptr inbounds float, float* %out, <16 x i64> %30
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.3, <16 x float*> %31, i32 4, <16 x i1> %27), !tbaa !5
  %index.next.3 = add nuw i64 %index, 64
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
  %32 = getelementptr inbounds float, float* %a, i64 %index.epil
  %33 = bitcast float* %32 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %33, align 4, !tbaa !5
  %34 = fcmp ogt <16 x float> %wide.load.epil, zeroinitializer
  %35 = getelementptr i32, i32* %idx, i64 %index.epil
  %36 = bitcast i32* %35 to <16 x i32>*
  %wide.masked.load.epil = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %36, i32 4, <16 x i1> %34, <16 x i32> poison), !tbaa !9
  %37 = sext <16 x i32> %wide.masked.load.epil to <16 x i64>
  %38 = getelementptr inbounds float, float* %out, <16 x i64> %37
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.epil, <16 x float*> %38, i32 4, <16 x i1> %34), !tbaa !5
  %index.next.epil = add nuw i64 %index.epil, 16
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !20

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec19 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index21 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %39 = getelementptr inbounds float, float* %a, i64 %index21
  %40 = bitcast float* %39 to <8 x float>*
  %wide.load22 = load <8 x float>, <8 x float>* %40, align 4, !tbaa !5
  %41 = fcmp ogt <8 x float> %wide.load22, zeroinitializer
  %42 = getelementptr i32, i32* %idx, i64 %index21
  %43 = bitcast i32* %42 to <8 x i32>*
  %wide.masked.load23 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %43, i32 4, <8 x i1> %41, <8 x i32> poison), !tbaa !9
  %44 = sext <8 x i32> %wide.masked.load23 to <8 x i64>
  %45 = getelementptr inbounds float, float* %out, <8 x i64> %44
  call void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float> %wide.load22, <8 x float*> %45, i32 4, <8 x i1> %41), !tbaa !5
  %index.next24 = add nuw i64 %index21, 8
  %46 = icmp eq i64 %index.next24, %n.vec19
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec19, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %47 = load float, float* %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %47, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %48 = load i32, i32* %arrayidx5, align 4, !tbaa !9
  %idxprom6 = sext i32 %48 to i64
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %idxprom6
  store float %47, float* %arrayidx7, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_i8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 16
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, i8* %a, i64 %index
  %1 = bitcast i8* %0 to <16 x i8>*
  %wide.load = load <16 x i8>, <16 x i8>* %1, align 1, !tbaa !23
  %2 = add <16 x i8> %wide.load, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %3 = getelementptr inbounds i32, i32* %idx, i64 %index
  %4 = bitcast i32* %3 to <16 x i32>*
  %wide.load14 = load <16 x i32>, <16 x i32>* %4, align 4, !tbaa !9
  %5 = sext <16 x i32> %wide.load14 to <16 x i64>
  %6 = extractelement <16 x i64> %5, i64 0
  %7 = getelementptr inbounds i8, i8* %out, i64 %6
  %8 = extractelement <16 x i64> %5, i64 1
  %9 = getelementptr inbounds i8, i8* %out, i64 %8
  %10 = extractelement <16 x i64> %5, i64 2
  %11 = getelementptr inbounds i8, i8* %out, i64 %10
  %12 = extractelement <16 x i64> %5, i64 3
  %13 = getelementptr inbounds i8, i8* %out, i64 %12
  %14 = extractelement <16 x i64> %5, i64 4
  %15 = getelementptr inbounds i8, i8* %out, i64 %14
  %16 = extractelement <16 x i64> %5, i64 5
  %17 = getelementptr inbounds i8, i8* %out, i64 %16
  %18 = extractelement <16 x i64> %5, i64 6
  %19 = getelementptr inbounds i8, i8* %out, i64 %18
  %20 = extractelement <16 x i64> %5, i64 7
  %21 = getelementptr inbounds i8, i8* %out, i64 %20
  %22 = extractelement <16 x i64> %5, i64 8
  %23 = getelementptr inbounds i8, i8* %out, i64 %22
  %24 = extractelement <16 x i64> %5, i64 9
  %25 = getelementptr inbounds i8, i8* %out, i64 %24
  %26 = extractelement <16 x i64> %5, i64 10
  %27 = getelementptr inbounds i8, i8* %out, i64 %26
  %28 = extractelement <16 x i64> %5, i64 11
  %29 = getelementptr inbounds i8, i8* %out, i64 %28
  %30 = extractelement <16 x i64> %5, i64 12
  %31 = getelementptr inbounds i8, i8* %out, i64 %30
  %32 = extractelement <16 x i64> %5, i64 13
  %33 = getelementptr inbounds i8, i8* %out, i64 %32
  %34 = extractelement <16 x i64> %5, i64 14
  %35 = getelementptr inbounds i8, i8* %out, i64 %34
  %36 = extractelement <16 x i64> %5, i64 15
  %37 = getelementptr inbounds i8, i8* %out, i64 %36
  %38 = extractelement <16 x i8> %2, i64 0
  store i8 %38, i8* %7, align 1, !tbaa !23
  %39 = extractelement <16 x i8> %2, i64 1
  store i8 %39, i8* %9, align 1, !tbaa !23
  %40 = extractelement <16 x i8> %2, i64 2
  store i8 %40, i8* %11, align 1, !tbaa !23
  %41 = extractelement <16 x i8> %2, i64 3
  store i8 %41, i8* %13, align 1, !tbaa !23
  %42 = extractelement <16 x i8> %2, i64 4
  store i8 %42, i8* %15, align 1, !tbaa !23
  %43 = extractelement <16 x i8> %2, i64 5
  store i8 %43, i8* %17, align 1, !tbaa !23
  %44 = extractelement <16 x i8> %2, i64 6
  store i8 %44, i8* %19, align 1, !tbaa !23
  %45 = extractelement <16 x i8> %2, i64 7
  store i8 %45, i8* %21, align 1, !tbaa !23
  %46 = extractelement <16 x i8> %2, i64 8
  store i8 %46, i8* %23, align 1, !tbaa !23
  %47 = extractelement <16 x i8> %2, i64 9
  store i8 %47, i8* %25, align 1, !tbaa !23
  %48 = extractelement <16 x i8> %2, i64 10
  store i8 %48, i8* %27, align 1, !tbaa !23
  %49 = extractelement <16 x i8> %2, i64 11
  store i8 %49, i8* %29, align 1, !tbaa !23
  %50 = extractelement <16 x i8> %2, i64 12
  store i8 %50, i8* %31, align 1, !tbaa !23
  %51 = extractelement <16 x i8> %2, i64 13
  store i8 %51, i8* %33, align 1, !tbaa !23
  %52 = extractelement <16 x i8> %2, i64 14
  store i8 %52, i8* %35, align 1, !tbaa !23
  %53 = extractelement <16 x i8> %2, i64 15
  store i8 %53, i8* %37, align 1, !tbaa !23
  %index.next = add nuw i64 %index, 16
  %54 = icmp eq i64 %index.next, %n.vec
  br i1 %54, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec16 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next21, %vec.epilog.vector.body ]
  %55 = getelementptr inbounds i8, i8* %a, i64 %index18
  %56 = bitcast i8* %55 to <8 x i8>*
  %wide.load19 = load <8 x i8>, <8 x i8>* %56, align 1, !tbaa !23
  %57 = add <8 x i8> %wide.load19, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %58 = getelementptr inbounds i32, i32* %idx, i64 %index18
  %59 = bitcast i32* %58 to <8 x i32>*
  %wide.load20 = load <8 x i32>, <8 x i32>* %59, align 4, !tbaa !9
  %60 = sext <8 x i32> %wide.load20 to <8 x i64>
  %61 = extractelement <8 x i64> %60, i64 0
  %62 = getelementptr inbounds i8, i8* %out, i64 %61
  %63 = extractelement <8 x i64> %60, i64 1
  %64 = getelementptr inbounds i8, i8* %out, i64 %63
  %65 = extractelement <8 x i64> %60, i64 2
  %66 = getelementptr inbounds i8, i8* %out, i64 %65
  %67 = extractelement <8 x i64> %60, i64 3
  %68 = getelementptr inbounds i8, i8* %out, i64 %67
  %69 = extractelement <8 x i64> %60, i64 4
  %70 = getelementptr inbounds i8, i8* %out, i64 %69
  %71 = extractelement <8 x i64> %60, i64 5
  %72 = getelementptr inbounds i8, i8* %out, i64 %71
  %73 = extractelement <8 x i64> %60, i64 6
  %74 = getelementptr inbounds i8, i8* %out, i64 %73
  %75 = extractelement <8 x i64> %60, i64 7
  %76 = getelementptr inbounds i8, i8* %out, i64 %75
  %77 = extractelement <8 x i8> %57, i64 0
  store i8 %77, i8* %62, align 1, !tbaa !23
  %78 = extractelement <8 x i8> %57, i64 1
  store i8 %78, i8* %64, align 1, !tbaa !23
  %79 = extractelement <8 x i8> %57, i64 2
  store i8 %79, i8* %66, align 1, !tbaa !23
  %80 = extractelement <8 x i8> %57, i64 3
  store i8 %80, i8* %68, align 1, !tbaa !23
  %81 = extractelement <8 x i8> %57, i64 4
  store i8 %81, i8* %70, align 1, !tbaa !23
  %82 = extractelement <8 x i8> %57, i64 5
  store i8 %82, i8* %72, align 1, !tbaa !23
  %83 = extractelement <8 x i8> %57, i64 6
  store i8 %83, i8* %74, align 1, !tbaa !23
  %84 = extractelement <8 x i8> %57, i64 7
  store i8 %84, i8* %76, align 1, !tbaa !23
  %index.next21 = add nuw i64 %index18, 8
  %85 = icmp eq i64 %index.next21, %n.vec16
  br i1 %85, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %n.vec16, %wide.trip.count
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %86 = load i8, i8* %arrayidx, align 1, !tbaa !23
  %add = add i8 %86, 3
  %arrayidx3 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %87 = load i32, i32* %arrayidx3, align 4, !tbaa !9
  %idxprom4 = sext i32 %87 to i64
  %arrayidx5 = getelementptr inbounds i8, i8* %out, i64 %idxprom4
  store i8 %add, i8* %arrayidx5, align 1, !tbaa !23
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader14, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, i16* %a, i64 %index
  %1 = bitcast i16* %0 to <8 x i16>*
  %wide.load = load <8 x i16>, <8 x i16>* %1, align 2, !tbaa !27
  %2 = shl <8 x i16> %wide.load, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %3 = getelementptr inbounds i32, i32* %idx, i64 %index
  %4 = bitcast i32* %3 to <8 x i32>*
  %wide.load13 = load <8 x i32>, <8 x i32>* %4, align 4, !tbaa !9
  %5 = sext <8 x i32> %wide.load13 to <8 x i64>
  %6 = extractelement <8 x i64> %5, i64 0
  %7 = getelementptr inbounds i16, i16* %out, i64 %6
  %8 = extractelement <8 x i64> %5, i64 1
  %9 = getelementptr inbounds i16, i16* %out, i64 %8
  %10 = extractelement <8 x i64> %5, i64 2
  %11 = getelementptr inbounds i16, i16* %out, i64 %10
  %12 = extractelement <8 x i64> %5, i64 3
  %13 = getelementptr inbounds i16, i16* %out, i64 %12
  %14 = extractelement <8 x i64> %5, i64 4
  %15 = getelementptr inbounds i16, i16* %out, i64 %14
  %16 = extractelement <8 x i64> %5, i64 5
  %17 = getelementptr inbounds i16, i16* %out, i64 %16
  %18 = extractelement <8 x i64> %5, i64 6
  %19 = getelementptr inbounds i16, i16* %out, i64 %18
  %20 = extractelement <8 x i64> %5, i64 7
  %21 = getelementptr inbounds i16, i16* %out, i64 %20
  %22 = extractelement <8 x i16> %2, i64 0
  store i16 %22, i16* %7, align 2, !tbaa !27
  %23 = extractelement <8 x i16> %2, i64 1
  store i16 %23, i16* %9, align 2, !tbaa !27
  %24 = extractelement <8 x i16> %2, i64 2
  store i16 %24, i16* %11, align 2, !tbaa !27
  %25 = extractelement <8 x i16> %2, i64 3
  store i16 %25, i16* %13, align 2, !tbaa !27
  %26 = extractelement <8 x i16> %2, i64 4
  store i16 %26, i16* %15, align 2, !tbaa !27
  %27 = extractelement <8 x i16> %2, i64 5
  store i16 %27, i16* %17, align 2, !tbaa !27
  %28 = extractelement <8 x i16> %2, i64 6
  store i16 %28, i16* %19, align 2, !tbaa !27
  %29 = extractelement <8 x i16> %2, i64 7
  store i16 %29, i16* %21, align 2, !tbaa !27
  %index.next = add nuw i64 %index, 8
  %30 = icmp eq i64 %index.next, %n.vec
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader14

for.body.preheader14:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader14, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader14 ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %31 = load i16, i16* %arrayidx, align 2, !tbaa !27
  %shl = shl i16 %31, 1
  %arrayidx3 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %32 = load i32, i32* %arrayidx3, align 4, !tbaa !9
  %idxprom4 = sext i32 %32 to i64
  %arrayidx5 = getelementptr inbounds i16, i16* %out, i64 %idxprom4
  store i16 %shl, i16* %arrayidx5, align 2, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i64, i64* %a, i64 %index
  %1 = bitcast i64* %0 to <8 x i64>*
  %wide.load = load <8 x i64>, <8 x i64>* %1, align 8, !tbaa !31
  %2 = getelementptr inbounds i64, i64* %0, i64 8
  %3 = bitcast i64* %2 to <8 x i64>*
  %wide.load12 = load <8 x i64>, <8 x i64>* %3, align 8, !tbaa !31
  %4 = getelementptr inbounds i64, i64* %0, i64 16
  %5 = bitcast i64* %4 to <8 x i64>*
  %wide.load13 = load <8 x i64>, <8 x i64>* %5, align 8, !tbaa !31
  %6 = getelementptr inbounds i64, i64* %0, i64 24
  %7 = bitcast i64* %6 to <8 x i64>*
  %wide.load14 = load <8 x i64>, <8 x i64>* %7, align 8, !tbaa !31
  %8 = add nsw <8 x i64> %wide.load, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %9 = add nsw <8 x i64> %wide.load12, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %10 = add nsw <8 x i64> %wide.load13, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %11 = add nsw <8 x i64> %wide.load14, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %12 = getelementptr inbounds i32, i32* %idx, i64 %index
  %13 = bitcast i32* %12 to <8 x i32>*
  %wide.load15 = load <8 x i32>, <8 x i32>* %13, align 4, !tbaa !9
  %14 = getelementptr inbounds i32, i32* %12, i64 8
  %15 = bitcast i32* %14 to <8 x i32>*
  %wide.load16 = load <8 x i32>, <8 x i32>* %15, align 4, !tbaa !9
  %16 = getelementptr inbounds i32, i32* %12, i64 16
  %17 = bitcast i32* %16 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %17, align 4, !tbaa !9
  %18 = getelementptr inbounds i32, i32* %12, i64 24
  %19 = bitcast i32* %18 to <8 x i32>*
  %wide.load18 = load <8 x i32>, <8 x i32>* %19, align 4, !tbaa !9
  %20 = sext <8 x i32> %wide.load15 to <8 x i64>
  %21 = sext <8 x i32> %wide.load16 to <8 x i64>
  %22 = sext <8 x i32> %wide.load17 to <8 x i64>
  %23 = sext <8 x i32> %wide.load18 to <8 x i64>
  %24 = getelementptr inbounds i64, i64* %out, <8 x i64> %20
  %25 = getelementptr inbounds i64, i64* %out, <8 x i64> %21
  %26 = getelementptr inbounds i64, i64* %out, <8 x i64> %22
  %27 = getelementptr inbounds i64, i64* %out, <8 x i64> %23
  call void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64> %8, <8 x i64*> %24, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !31
  call void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64> %9, <8 x i64*> %25, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !31
  call void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64> %10, <8 x i64*> %26, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !31
  call void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64> %11, <8 x i64*> %27, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !31
  %index.next = add nuw i64 %index, 32
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader19

for.body.preheader19:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader19, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader19 ]
  %arrayidx = getelementptr inbounds i64, i64* %a, i64 %indvars.iv
  %29 = load i64, i64* %arrayidx, align 8, !tbaa !31
  %add = add nsw i64 %29, 1
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %30 = load i32, i32* %arrayidx2, align 4, !tbaa !9
  %idxprom3 = sext i32 %30 to i64
  %arrayidx4 = getelementptr inbounds i64, i64* %out, i64 %idxprom3
  store i64 %add, i64* %arrayidx4, align 8, !tbaa !31
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_f64(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %a, i8* noalias nocapture noundef readonly %c, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader25, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, i8* %c, i64 %index
  %1 = bitcast i8* %0 to <8 x i8>*
  %wide.load = load <8 x i8>, <8 x i8>* %1, align 1, !tbaa !23
  %2 = getelementptr inbounds i8, i8* %0, i64 8
  %3 = bitcast i8* %2 to <8 x i8>*
  %wide.load15 = load <8 x i8>, <8 x i8>* %3, align 1, !tbaa !23
  %4 = getelementptr inbounds i8, i8* %0, i64 16
  %5 = bitcast i8* %4 to <8 x i8>*
  %wide.load16 = load <8 x i8>, <8 x i8>* %5, align 1, !tbaa !23
  %6 = getelementptr inbounds i8, i8* %0, i64 24
  %7 = bitcast i8* %6 to <8 x i8>*
  %wide.load17 = load <8 x i8>, <8 x i8>* %7, align 1, !tbaa !23
  %8 = icmp ne <8 x i8> %wide.load, zeroinitializer
  %9 = icmp ne <8 x i8> %wide.load15, zeroinitializer
  %10 = icmp ne <8 x i8> %wide.load16, zeroinitializer
  %11 = icmp ne <8 x i8> %wide.load17, zeroinitializer
  %12 = getelementptr double, double* %a, i64 %index
  %13 = bitcast double* %12 to <8 x double>*
  %wide.masked.load = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %13, i32 8, <8 x i1> %8, <8 x double> poison), !tbaa !35
  %14 = getelementptr double, double* %12, i64 8
  %15 = bitcast double* %14 to <8 x double>*
  %wide.masked.load18 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %15, i32 8, <8 x i1> %9, <8 x double> poison), !tbaa !35
  %16 = getelementptr double, double* %12, i64 16
  %17 = bitcast double* %16 to <8 x double>*
  %wide.masked.load19 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %17, i32 8, <8 x i1> %10, <8 x double> poison), !tbaa !35
  %18 = getelementptr double, double* %12, i64 24
  %19 = bitcast double* %18 to <8 x double>*
  %wide.masked.load20 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %19, i32 8, <8 x i1> %11, <8 x double> poison), !tbaa !35
  %20 = getelementptr i32, i32* %idx, i64 %index
  %21 = bitcast i32* %20 to <8 x i32>*
  %wide.masked.load21 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %21, i32 4, <8 x i1> %8, <8 x i32> poison), !tbaa !9
  %22 = getelementptr i32, i32* %20, i64 8
  %23 = bitcast i32* %22 to <8 x i32>*
  %wide.masked.load22 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %23, i32 4, <8 x i1> %9, <8 x i32> poison), !tbaa !9
  %24 = getelementptr i32, i32* %20, i64 16
  %25 = bitcast i32* %24 to <8 x i32>*
  %wide.masked.load23 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %25, i32 4, <8 x i1> %10, <8 x i32> poison), !tbaa !9
  %26 = getelementptr i32, i32* %20, i64 24
  %27 = bitcast i32* %26 to <8 x i32>*
  %wide.masked.load24 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %27, i32 4, <8 x i1> %11, <8 x i32> poison), !tbaa !9
  %28 = sext <8 x i32> %wide.masked.load21 to <8 x i64>
  %29 = sext <8 x i32> %wide.masked.load22 to <8 x i64>
  %30 = sext <8 x i32> %wide.masked.load23 to <8 x i64>
  %31 = sext <8 x i32> %wide.masked.load24 to <8 x i64>
  %32 = getelementptr inbounds double, double* %out, <8 x i64> %28
  %33 = getelementptr inbounds double, double* %out, <8 x i64> %29
  %34 = getelementptr inbounds double, double* %out, <8 x i64> %30
  %35 = getelementptr inbounds double, double* %out, <8 x i64> %31
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %wide.masked.load, <8 x double*> %32, i32 8, <8 x i1> %8), !tbaa !35
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %wide.masked.load18, <8 x double*> %33, i32 8, <8 x i1> %9), !tbaa !35
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %wide.masked.load19, <8 x double*> %34, i32 8, <8 x i1> %10), !tbaa !35
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %wide.masked.load20, <8 x double*> %35, i32 8, <8 x i1> %11), !tbaa !35
  %index.next = add nuw i64 %index, 32
  %36 = icmp eq i64 %index.next, %n.vec
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader25

for.body.preheader25:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader25, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader25 ]
  %arrayidx = getelementptr inbounds i8, i8* %c, i64 %indvars.iv
  %37 = load i8, i8* %arrayidx, align 1, !tbaa !23
  %tobool.not = icmp eq i8 %37, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx2 = getelementptr inbounds double, double* %a, i64 %indvars.iv
  %38 = load double, double* %arrayidx2, align 8, !tbaa !35
  %arrayidx4 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %39 = load i32, i32* %arrayidx4, align 4, !tbaa !9
  %idxprom5 = sext i32 %39 to i64
  %arrayidx6 = getelementptr inbounds double, double* %out, i64 %idxprom5
  store double %38, double* %arrayidx6, align 8, !tbaa !35
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_strided_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = sext i32 %stride to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 7
  %ident.check.not = icmp eq i32 %stride, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.main.loop.iter.check, label %for.body.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %1 = add nsw i64 %n.vec, -64
  %2 = lshr exact i64 %1, 6
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 1
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 576460752303423486
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %5 = getelementptr inbounds i32, i32* %a, i64 %index
  %6 = bitcast i32* %5 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %6, align 4, !tbaa !9
  %7 = getelementptr inbounds i32, i32* %5, i64 16
  %8 = bitcast i32* %7 to <16 x i32>*
  %wide.load12 = load <16 x i32>, <16 x i32>* %8, align 4, !tbaa !9
  %9 = getelementptr inbounds i32, i32* %5, i64 32
  %10 = bitcast i32* %9 to <16 x i32>*
  %wide.load13 = load <16 x i32>, <16 x i32>* %10, align 4, !tbaa !9
  %11 = getelementptr inbounds i32, i32* %5, i64 48
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.load14 = load <16 x i32>, <16 x i32>* %12, align 4, !tbaa !9
  %13 = mul nsw i64 %index, %0
  %14 = getelementptr inbounds i32, i32* %out, i64 %13
  %15 = bitcast i32* %14 to <16 x i32>*
  store <16 x i32> %wide.load, <16 x i32>* %15, align 4, !tbaa !9
  %16 = getelementptr inbounds i32, i32* %14, i64 16
  %17 = bitcast i32* %16 to <16 x i32>*
  store <16 x i32> %wide.load12, <16 x i32>* %17, align 4, !tbaa !9
  %18 = getelementptr inbounds i32, i32* %14, i64 32
  %19 = bitcast i32* %18 to <16 x i32>*
  store <16 x i32> %wide.load13, <16 x i32>* %19, align 4, !tbaa !9
  %20 = getelementptr inbounds i32, i32* %14, i64 48
  %21 = bitcast i32* %20 to <16 x i32>*
  store <16 x i32> %wide.load14, <16 x i32>* %21, align 4, !tbaa !9
  %index.next = or i64 %index, 64
  %22 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %23, align 4, !tbaa !9
  %24 = getelementptr inbounds i32, i32* %22, i64 16
  %25 = bitcast i32* %24 to <16 x i32>*
  %wide.load12.1 = load <16 x i32>, <16 x i32>* %25, align 4, !tbaa !9
  %26 = getelementptr inbounds i32, i32* %22, i64 32
  %27 = bitcast i32* %26 to <16 x i32>*
  %wide.load13.1 = load <16 x i32>, <16 x i32>* %27, align 4, !tbaa !9
  %28 = getelementptr inbounds i32, i32* %22, i64 48
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load14.1 = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !9
  %30 = mul nsw i64 %index.next, %0
  %31 = getelementptr inbounds i32, i32* %out, i64 %30
  %32 = bitcast i32* %31 to <16 x i32>*
  store <16 x i32> %wide.load.1, <16 x i32>* %32, align 4, !tbaa !9
  %33 = getelementptr inbounds i32, i32* %31, i64 16
  %34 = bitcast i32* %33 to <16 x i32>*
  store <16 x i32> %wide.load12.1, <16 x i32>* %34, align 4, !tbaa !9
  %35 = getelementptr inbounds i32, i32* %31, i64 32
  %36 = bitcast i32* %35 to <16 x i32>*
  store <16 x i32> %wide.load13.1, <16 x i32>* %36, align 4, !tbaa !9
  %37 = getelementptr inbounds i32, i32* %31, i64 48
  %38 = bitcast i32* %37 to <16 x i32>*
  store <16 x i32> %wide.load14.1, <16 x i32>* %38, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !39

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %39 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %40 = bitcast i32* %39 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %40, align 4, !tbaa !9
  %41 = getelementptr inbounds i32, i32* %39, i64 16
  %42 = bitcast i32* %41 to <16 x i32>*
  %wide.load12.epil = load <16 x i32>, <16 x i32>* %42, align 4, !tbaa !9
  %43 = getelementptr inbounds i32, i32* %39, i64 32
  %44 = bitcast i32* %43 to <16 x i32>*
  %wide.load13.epil = load <16 x i32>, <16 x i32>* %44, align 4, !tbaa !9
  %45 = getelementptr inbounds i32, i32* %39, i64 48
  %46 = bitcast i32* %45 to <16 x i32>*
  %wide.load14.epil = load <16 x i32>, <16 x i32>* %46, align 4, !tbaa !9
  %47 = mul nsw i64 %index.unr, %0
  %48 = getelementptr inbounds i32, i32* %out, i64 %47
  %49 = bitcast i32* %48 to <16 x i32>*
  store <16 x i32> %wide.load.epil, <16 x i32>* %49, align 4, !tbaa !9
  %50 = getelementptr inbounds i32, i32* %48, i64 16
  %51 = bitcast i32* %50 to <16 x i32>*
  store <16 x i32> %wide.load12.epil, <16 x i32>* %51, align 4, !tbaa !9
  %52 = getelementptr inbounds i32, i32* %48, i64 32
  %53 = bitcast i32* %52 to <16 x i32>*
  store <16 x i32> %wide.load13.epil, <16 x i32>* %53, align 4, !tbaa !9
  %54 = getelementptr inbounds i32, i32* %48, i64 48
  %55 = bitcast i32* %54 to <16 x i32>*
  store <16 x i32> %wide.load14.epil, <16 x i32>* %55, align 4, !tbaa !9
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec16 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %56 = getelementptr inbounds i32, i32* %a, i64 %index18
  %57 = bitcast i32* %56 to <8 x i32>*
  %wide.load19 = load <8 x i32>, <8 x i32>* %57, align 4, !tbaa !9
  %58 = mul nsw i64 %index18, %0
  %59 = getelementptr inbounds i32, i32* %out, i64 %58
  %60 = bitcast i32* %59 to <8 x i32>*
  store <8 x i32> %wide.load19, <8 x i32>* %60, align 4, !tbaa !9
  %index.next20 = add nuw i64 %index18, 8
  %61 = icmp eq i64 %index.next20, %n.vec16
  br i1 %61, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !40

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %n.vec16, %wide.trip.count
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  %62 = xor i64 %indvars.iv.ph, -1
  %63 = add nsw i64 %62, %wide.trip.count
  %xtraiter21 = and i64 %wide.trip.count, 3
  %lcmp.mod22.not = icmp eq i64 %xtraiter21, 0
  br i1 %lcmp.mod22.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader, %for.body.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body.prol ], [ %indvars.iv.ph, %for.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.prol ], [ 0, %for.body.preheader ]
  %arrayidx.prol = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.prol
  %64 = load i32, i32* %arrayidx.prol, align 4, !tbaa !9
  %65 = mul nsw i64 %indvars.iv.prol, %0
  %arrayidx2.prol = getelementptr inbounds i32, i32* %out, i64 %65
  store i32 %64, i32* %arrayidx2.prol, align 4, !tbaa !9
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter21
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !41

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %66 = icmp ult i64 %63, 3
  br i1 %66, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %67 = load i32, i32* %arrayidx, align 4, !tbaa !9
  %68 = mul nsw i64 %indvars.iv, %0
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %68
  store i32 %67, i32* %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next
  %69 = load i32, i32* %arrayidx.1, align 4, !tbaa !9
  %70 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx2.1 = getelementptr inbounds i32, i32* %out, i64 %70
  store i32 %69, i32* %arrayidx2.1, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next.1
  %71 = load i32, i32* %arrayidx.2, align 4, !tbaa !9
  %72 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx2.2 = getelementptr inbounds i32, i32* %out, i64 %72
  store i32 %71, i32* %arrayidx2.2, align 4, !tbaa !9
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next.2
  %73 = load i32, i32* %arrayidx.3, align 4, !tbaa !9
  %74 = mul nsw i64 %indvars.iv.next.2, %0
  %arrayidx2.3 = getelementptr inbounds i32, i32* %out, i64 %74
  store i32 %73, i32* %arrayidx2.3, align 4, !tbaa !9
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %t, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 16
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %t, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
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
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !9
  %6 = icmp slt <16 x i32> %wide.load, %broadcast.splat
  %7 = and <16 x i32> %wide.load, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %8 = getelementptr i32, i32* %idx, i64 %index
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %9, i32 4, <16 x i1> %6, <16 x i32> poison), !tbaa !9
  %10 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %11 = getelementptr inbounds i32, i32* %out, <16 x i64> %10
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %7, <16 x i32*> %11, i32 4, <16 x i1> %6), !tbaa !9
  %index.next = or i64 %index, 16
  %12 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !9
  %14 = icmp slt <16 x i32> %wide.load.1, %broadcast.splat
  %15 = and <16 x i32> %wide.load.1, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %16 = getelementptr i32, i32* %idx, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.masked.load.1 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %17, i32 4, <16 x i1> %14, <16 x i32> poison), !tbaa !9
  %18 = sext <16 x i32> %wide.masked.load.1 to <16 x i64>
  %19 = getelementptr inbounds i32, i32* %out, <16 x i64> %18
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %15, <16 x i32*> %19, i32 4, <16 x i1> %14), !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !9
  %22 = icmp slt <16 x i32> %wide.load.epil, %broadcast.splat
  %23 = and <16 x i32> %wide.load.epil, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %24 = getelementptr i32, i32* %idx, i64 %index.unr
  %25 = bitcast i32* %24 to <16 x i32>*
  %wide.masked.load.epil = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %25, i32 4, <16 x i1> %22, <16 x i32> poison), !tbaa !9
  %26 = sext <16 x i32> %wide.masked.load.epil to <16 x i64>
  %27 = getelementptr inbounds i32, i32* %out, <16 x i64> %26
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %23, <16 x i32*> %27, i32 4, <16 x i1> %22), !tbaa !9
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
  %n.vec19 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert23 = insertelement <8 x i32> poison, i32 %t, i64 0
  %broadcast.splat24 = shufflevector <8 x i32> %broadcast.splatinsert23, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index21 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %28 = getelementptr inbounds i32, i32* %a, i64 %index21
  %29 = bitcast i32* %28 to <8 x i32>*
  %wide.load22 = load <8 x i32>, <8 x i32>* %29, align 4, !tbaa !9
  %30 = icmp slt <8 x i32> %wide.load22, %broadcast.splat24
  %31 = and <8 x i32> %wide.load22, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %32 = getelementptr i32, i32* %idx, i64 %index21
  %33 = bitcast i32* %32 to <8 x i32>*
  %wide.masked.load25 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %33, i32 4, <8 x i1> %30, <8 x i32> poison), !tbaa !9
  %34 = sext <8 x i32> %wide.masked.load25 to <8 x i64>
  %35 = getelementptr inbounds i32, i32* %out, <8 x i64> %34
  call void @llvm.masked.scatter.v8i32.v8p0i32(<8 x i32> %31, <8 x i32*> %35, i32 4, <8 x i1> %30), !tbaa !9
  %index.next26 = add nuw i64 %index21, 8
  %36 = icmp eq i64 %index.next26, %n.vec19
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec19, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4, !tbaa !9
  %cmp1 = icmp slt i32 %37, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %and = and i32 %37, 255
  %arrayidx5 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %38 = load i32, i32* %arrayidx5, align 4, !tbaa !9
  %idxprom6 = sext i32 %38 to i64
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %idxprom6
  store i32 %and, i32* %arrayidx7, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #1

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float>, <8 x float*>, i32 immarg, <8 x i1>) #1

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>*, i32 immarg, <16 x i1>, <16 x i32>) #2

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>*, i32 immarg, <8 x i1>, <8 x i32>) #2

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64>, <8 x i64*>, i32 immarg, <8 x i1>) #1

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>*, i32 immarg, <8 x i1>, <8 x double>) #2

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double>, <8 x double*>, i32 immarg, <8 x i1>) #1

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32>, <16 x i32*>, i32 immarg, <16 x i1>) #1

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8i32.v8p0i32(<8 x i32>, <8 x i32*>, i32 immarg, <8 x i1>) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind willreturn writeonly }
attributes #2 = { argmemonly nofree nosync nounwind readonly willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12, !13, !17}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !12, !13, !17}
!22 = distinct !{!22, !12, !17, !13}
!23 = !{!7, !7, i64 0}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13, !17}
!26 = distinct !{!26, !12, !17, !13}
!27 = !{!28, !28, i64 0}
!28 = !{!"short", !7, i64 0}
!29 = distinct !{!29, !12, !13}
!30 = distinct !{!30, !12, !17, !13}
!31 = !{!32, !32, i64 0}
!32 = !{!"long", !7, i64 0}
!33 = distinct !{!33, !12, !13}
!34 = distinct !{!34, !12, !17, !13}
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !7, i64 0}
!37 = distinct !{!37, !12, !13}
!38 = distinct !{!38, !12, !17, !13}
!39 = distinct !{!39, !12, !13}
!40 = distinct !{!40, !12, !13, !17}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !12, !13}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !12, !13, !17}
!45 = distinct !{!45, !12, !17, !13}
