; ModuleID = 'arith.c'
source_filename = "arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cvt_sitofp(float* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %8 = sitofp <16 x i32> %wide.masked.gather to <16 x float>
  %9 = getelementptr inbounds float, float* %out, i64 %index
  %10 = bitcast float* %9 to <16 x float>*
  store <16 x float> %8, <16 x float>* %10, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %12, align 4, !tbaa !5
  %13 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %14 = getelementptr inbounds i32, i32* %a, <16 x i64> %13
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %15 = sitofp <16 x i32> %wide.masked.gather.1 to <16 x float>
  %16 = getelementptr inbounds float, float* %out, i64 %index.next
  %17 = bitcast float* %16 to <16 x float>*
  store <16 x float> %15, <16 x float>* %17, align 4, !tbaa !9
  %index.next.1 = or i64 %index, 32
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load.2 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !5
  %20 = sext <16 x i32> %wide.load.2 to <16 x i64>
  %21 = getelementptr inbounds i32, i32* %a, <16 x i64> %20
  %wide.masked.gather.2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %22 = sitofp <16 x i32> %wide.masked.gather.2 to <16 x float>
  %23 = getelementptr inbounds float, float* %out, i64 %index.next.1
  %24 = bitcast float* %23 to <16 x float>*
  store <16 x float> %22, <16 x float>* %24, align 4, !tbaa !9
  %index.next.2 = or i64 %index, 48
  %25 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %26 = bitcast i32* %25 to <16 x i32>*
  %wide.load.3 = load <16 x i32>, <16 x i32>* %26, align 4, !tbaa !5
  %27 = sext <16 x i32> %wide.load.3 to <16 x i64>
  %28 = getelementptr inbounds i32, i32* %a, <16 x i64> %27
  %wide.masked.gather.3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %28, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %29 = sitofp <16 x i32> %wide.masked.gather.3 to <16 x float>
  %30 = getelementptr inbounds float, float* %out, i64 %index.next.2
  %31 = bitcast float* %30 to <16 x float>*
  store <16 x float> %29, <16 x float>* %31, align 4, !tbaa !9
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
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !5
  %34 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %35 = getelementptr inbounds i32, i32* %a, <16 x i64> %34
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %35, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %36 = sitofp <16 x i32> %wide.masked.gather.epil to <16 x float>
  %37 = getelementptr inbounds float, float* %out, i64 %index.epil
  %38 = bitcast float* %37 to <16 x float>*
  store <16 x float> %36, <16 x float>* %38, align 4, !tbaa !9
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
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %39 = getelementptr inbounds i32, i32* %idx, i64 %index16
  %40 = bitcast i32* %39 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %40, align 4, !tbaa !5
  %41 = sext <8 x i32> %wide.load17 to <8 x i64>
  %42 = getelementptr inbounds i32, i32* %a, <8 x i64> %41
  %wide.masked.gather18 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %42, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %43 = sitofp <8 x i32> %wide.masked.gather18 to <8 x float>
  %44 = getelementptr inbounds float, float* %out, i64 %index16
  %45 = bitcast float* %44 to <8 x float>*
  store <8 x float> %43, <8 x float>* %45, align 4, !tbaa !9
  %index.next19 = add nuw i64 %index16, 8
  %46 = icmp eq i64 %index.next19, %n.vec14
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %47 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %48 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %conv = sitofp i32 %48 to float
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %conv, float* %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cvt_uitofp(float* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %8 = uitofp <16 x i32> %wide.masked.gather to <16 x float>
  %9 = getelementptr inbounds float, float* %out, i64 %index
  %10 = bitcast float* %9 to <16 x float>*
  store <16 x float> %8, <16 x float>* %10, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %12, align 4, !tbaa !5
  %13 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %14 = getelementptr inbounds i32, i32* %a, <16 x i64> %13
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %15 = uitofp <16 x i32> %wide.masked.gather.1 to <16 x float>
  %16 = getelementptr inbounds float, float* %out, i64 %index.next
  %17 = bitcast float* %16 to <16 x float>*
  store <16 x float> %15, <16 x float>* %17, align 4, !tbaa !9
  %index.next.1 = or i64 %index, 32
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load.2 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !5
  %20 = sext <16 x i32> %wide.load.2 to <16 x i64>
  %21 = getelementptr inbounds i32, i32* %a, <16 x i64> %20
  %wide.masked.gather.2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %22 = uitofp <16 x i32> %wide.masked.gather.2 to <16 x float>
  %23 = getelementptr inbounds float, float* %out, i64 %index.next.1
  %24 = bitcast float* %23 to <16 x float>*
  store <16 x float> %22, <16 x float>* %24, align 4, !tbaa !9
  %index.next.2 = or i64 %index, 48
  %25 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %26 = bitcast i32* %25 to <16 x i32>*
  %wide.load.3 = load <16 x i32>, <16 x i32>* %26, align 4, !tbaa !5
  %27 = sext <16 x i32> %wide.load.3 to <16 x i64>
  %28 = getelementptr inbounds i32, i32* %a, <16 x i64> %27
  %wide.masked.gather.3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %28, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %29 = uitofp <16 x i32> %wide.masked.gather.3 to <16 x float>
  %30 = getelementptr inbounds float, float* %out, i64 %index.next.2
  %31 = bitcast float* %30 to <16 x float>*
  store <16 x float> %29, <16 x float>* %31, align 4, !tbaa !9
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
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !5
  %34 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %35 = getelementptr inbounds i32, i32* %a, <16 x i64> %34
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %35, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %36 = uitofp <16 x i32> %wide.masked.gather.epil to <16 x float>
  %37 = getelementptr inbounds float, float* %out, i64 %index.epil
  %38 = bitcast float* %37 to <16 x float>*
  store <16 x float> %36, <16 x float>* %38, align 4, !tbaa !9
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
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %39 = getelementptr inbounds i32, i32* %idx, i64 %index16
  %40 = bitcast i32* %39 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %40, align 4, !tbaa !5
  %41 = sext <8 x i32> %wide.load17 to <8 x i64>
  %42 = getelementptr inbounds i32, i32* %a, <8 x i64> %41
  %wide.masked.gather18 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %42, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %43 = uitofp <8 x i32> %wide.masked.gather18 to <8 x float>
  %44 = getelementptr inbounds float, float* %out, i64 %index16
  %45 = bitcast float* %44 to <8 x float>*
  store <8 x float> %43, <8 x float>* %45, align 4, !tbaa !9
  %index.next19 = add nuw i64 %index16, 8
  %46 = icmp eq i64 %index.next19, %n.vec14
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %47 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %48 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %conv = uitofp i32 %48 to float
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %conv, float* %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cvt_fptosi(i32* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 16
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds float, float* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %8 = fptosi <16 x float> %wide.masked.gather to <16 x i32>
  %9 = getelementptr inbounds float, float* %b, i64 %index
  %10 = bitcast float* %9 to <16 x float>*
  %wide.load17 = load <16 x float>, <16 x float>* %10, align 4, !tbaa !9
  %11 = fptosi <16 x float> %wide.load17 to <16 x i32>
  %12 = add nsw <16 x i32> %11, %8
  %13 = getelementptr inbounds i32, i32* %out, i64 %index
  %14 = bitcast i32* %13 to <16 x i32>*
  store <16 x i32> %12, <16 x i32>* %14, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %15 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %16 = bitcast i32* %15 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %16, align 4, !tbaa !5
  %17 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %18 = getelementptr inbounds float, float* %a, <16 x i64> %17
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %18, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %19 = fptosi <16 x float> %wide.masked.gather.1 to <16 x i32>
  %20 = getelementptr inbounds float, float* %b, i64 %index.next
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load17.1 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !9
  %22 = fptosi <16 x float> %wide.load17.1 to <16 x i32>
  %23 = add nsw <16 x i32> %22, %19
  %24 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %25 = bitcast i32* %24 to <16 x i32>*
  store <16 x i32> %23, <16 x i32>* %25, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %27 = bitcast i32* %26 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %27, align 4, !tbaa !5
  %28 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %29 = getelementptr inbounds float, float* %a, <16 x i64> %28
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %29, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %30 = fptosi <16 x float> %wide.masked.gather.epil to <16 x i32>
  %31 = getelementptr inbounds float, float* %b, i64 %index.unr
  %32 = bitcast float* %31 to <16 x float>*
  %wide.load17.epil = load <16 x float>, <16 x float>* %32, align 4, !tbaa !9
  %33 = fptosi <16 x float> %wide.load17.epil to <16 x i32>
  %34 = add nsw <16 x i32> %33, %30
  %35 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %36 = bitcast i32* %35 to <16 x i32>*
  store <16 x i32> %34, <16 x i32>* %36, align 4, !tbaa !5
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
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index21 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %37 = getelementptr inbounds i32, i32* %idx, i64 %index21
  %38 = bitcast i32* %37 to <8 x i32>*
  %wide.load22 = load <8 x i32>, <8 x i32>* %38, align 4, !tbaa !5
  %39 = sext <8 x i32> %wide.load22 to <8 x i64>
  %40 = getelementptr inbounds float, float* %a, <8 x i64> %39
  %wide.masked.gather23 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %40, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %41 = fptosi <8 x float> %wide.masked.gather23 to <8 x i32>
  %42 = getelementptr inbounds float, float* %b, i64 %index21
  %43 = bitcast float* %42 to <8 x float>*
  %wide.load24 = load <8 x float>, <8 x float>* %43, align 4, !tbaa !9
  %44 = fptosi <8 x float> %wide.load24 to <8 x i32>
  %45 = add nsw <8 x i32> %44, %41
  %46 = getelementptr inbounds i32, i32* %out, i64 %index21
  %47 = bitcast i32* %46 to <8 x i32>*
  store <8 x i32> %45, <8 x i32>* %47, align 4, !tbaa !5
  %index.next25 = add nuw i64 %index21, 8
  %48 = icmp eq i64 %index.next25, %n.vec19
  br i1 %48, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec19, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %49 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %49 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %50 = load float, float* %arrayidx2, align 4, !tbaa !9
  %conv = fptosi float %50 to i32
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %51 = load float, float* %arrayidx4, align 4, !tbaa !9
  %conv5 = fptosi float %51 to i32
  %add = add nsw i32 %conv5, %conv
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add, i32* %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cvt_fptoui(i32* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds float, float* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %8 = fptoui <16 x float> %wide.masked.gather to <16 x i32>
  %9 = getelementptr inbounds i32, i32* %out, i64 %index
  %10 = bitcast i32* %9 to <16 x i32>*
  store <16 x i32> %8, <16 x i32>* %10, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %12, align 4, !tbaa !5
  %13 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %14 = getelementptr inbounds float, float* %a, <16 x i64> %13
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %15 = fptoui <16 x float> %wide.masked.gather.1 to <16 x i32>
  %16 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  store <16 x i32> %15, <16 x i32>* %17, align 4, !tbaa !5
  %index.next.1 = or i64 %index, 32
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load.2 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !5
  %20 = sext <16 x i32> %wide.load.2 to <16 x i64>
  %21 = getelementptr inbounds float, float* %a, <16 x i64> %20
  %wide.masked.gather.2 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %22 = fptoui <16 x float> %wide.masked.gather.2 to <16 x i32>
  %23 = getelementptr inbounds i32, i32* %out, i64 %index.next.1
  %24 = bitcast i32* %23 to <16 x i32>*
  store <16 x i32> %22, <16 x i32>* %24, align 4, !tbaa !5
  %index.next.2 = or i64 %index, 48
  %25 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %26 = bitcast i32* %25 to <16 x i32>*
  %wide.load.3 = load <16 x i32>, <16 x i32>* %26, align 4, !tbaa !5
  %27 = sext <16 x i32> %wide.load.3 to <16 x i64>
  %28 = getelementptr inbounds float, float* %a, <16 x i64> %27
  %wide.masked.gather.3 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %28, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %29 = fptoui <16 x float> %wide.masked.gather.3 to <16 x i32>
  %30 = getelementptr inbounds i32, i32* %out, i64 %index.next.2
  %31 = bitcast i32* %30 to <16 x i32>*
  store <16 x i32> %29, <16 x i32>* %31, align 4, !tbaa !5
  %index.next.3 = add nuw i64 %index, 64
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !26

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !5
  %34 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %35 = getelementptr inbounds float, float* %a, <16 x i64> %34
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %35, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %36 = fptoui <16 x float> %wide.masked.gather.epil to <16 x i32>
  %37 = getelementptr inbounds i32, i32* %out, i64 %index.epil
  %38 = bitcast i32* %37 to <16 x i32>*
  store <16 x i32> %36, <16 x i32>* %38, align 4, !tbaa !5
  %index.next.epil = add nuw i64 %index.epil, 16
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !27

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %39 = getelementptr inbounds i32, i32* %idx, i64 %index16
  %40 = bitcast i32* %39 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %40, align 4, !tbaa !5
  %41 = sext <8 x i32> %wide.load17 to <8 x i64>
  %42 = getelementptr inbounds float, float* %a, <8 x i64> %41
  %wide.masked.gather18 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %42, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %43 = fptoui <8 x float> %wide.masked.gather18 to <8 x i32>
  %44 = getelementptr inbounds i32, i32* %out, i64 %index16
  %45 = bitcast i32* %44 to <8 x i32>*
  store <8 x i32> %43, <8 x i32>* %45, align 4, !tbaa !5
  %index.next19 = add nuw i64 %index16, 8
  %46 = icmp eq i64 %index.next19, %n.vec14
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !28

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %47 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %48 = load float, float* %arrayidx2, align 4, !tbaa !9
  %conv = fptoui float %48 to i32
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %conv, i32* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @ashr_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 16
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %s, i64 0
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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %8 = ashr <16 x i32> %wide.masked.gather, %broadcast.splat
  %9 = getelementptr inbounds i32, i32* %b, i64 %index
  %10 = bitcast i32* %9 to <16 x i32>*
  %wide.load17 = load <16 x i32>, <16 x i32>* %10, align 4, !tbaa !5
  %11 = ashr <16 x i32> %wide.load17, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %12 = add nsw <16 x i32> %11, %8
  %13 = getelementptr inbounds i32, i32* %out, i64 %index
  %14 = bitcast i32* %13 to <16 x i32>*
  store <16 x i32> %12, <16 x i32>* %14, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %15 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %16 = bitcast i32* %15 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %16, align 4, !tbaa !5
  %17 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %18 = getelementptr inbounds i32, i32* %a, <16 x i64> %17
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %18, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %19 = ashr <16 x i32> %wide.masked.gather.1, %broadcast.splat
  %20 = getelementptr inbounds i32, i32* %b, i64 %index.next
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load17.1 = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5
  %22 = ashr <16 x i32> %wide.load17.1, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %23 = add nsw <16 x i32> %22, %19
  %24 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %25 = bitcast i32* %24 to <16 x i32>*
  store <16 x i32> %23, <16 x i32>* %25, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !30

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %27 = bitcast i32* %26 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %27, align 4, !tbaa !5
  %28 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %29 = getelementptr inbounds i32, i32* %a, <16 x i64> %28
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %29, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %30 = ashr <16 x i32> %wide.masked.gather.epil, %broadcast.splat
  %31 = getelementptr inbounds i32, i32* %b, i64 %index.unr
  %32 = bitcast i32* %31 to <16 x i32>*
  %wide.load17.epil = load <16 x i32>, <16 x i32>* %32, align 4, !tbaa !5
  %33 = ashr <16 x i32> %wide.load17.epil, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %34 = add nsw <16 x i32> %33, %30
  %35 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %36 = bitcast i32* %35 to <16 x i32>*
  store <16 x i32> %34, <16 x i32>* %36, align 4, !tbaa !5
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
  %broadcast.splatinsert24 = insertelement <8 x i32> poison, i32 %s, i64 0
  %broadcast.splat25 = shufflevector <8 x i32> %broadcast.splatinsert24, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index21 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %37 = getelementptr inbounds i32, i32* %idx, i64 %index21
  %38 = bitcast i32* %37 to <8 x i32>*
  %wide.load22 = load <8 x i32>, <8 x i32>* %38, align 4, !tbaa !5
  %39 = sext <8 x i32> %wide.load22 to <8 x i64>
  %40 = getelementptr inbounds i32, i32* %a, <8 x i64> %39
  %wide.masked.gather23 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %40, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %41 = ashr <8 x i32> %wide.masked.gather23, %broadcast.splat25
  %42 = getelementptr inbounds i32, i32* %b, i64 %index21
  %43 = bitcast i32* %42 to <8 x i32>*
  %wide.load26 = load <8 x i32>, <8 x i32>* %43, align 4, !tbaa !5
  %44 = ashr <8 x i32> %wide.load26, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %45 = add nsw <8 x i32> %44, %41
  %46 = getelementptr inbounds i32, i32* %out, i64 %index21
  %47 = bitcast i32* %46 to <8 x i32>*
  store <8 x i32> %45, <8 x i32>* %47, align 4, !tbaa !5
  %index.next27 = add nuw i64 %index21, 8
  %48 = icmp eq i64 %index.next27, %n.vec19
  br i1 %48, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !31

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec19, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %49 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %49 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %50 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %shr = ashr i32 %50, %s
  %arrayidx4 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %51 = load i32, i32* %arrayidx4, align 4, !tbaa !5
  %shr5 = ashr i32 %51, 3
  %add = add nsw i32 %shr5, %shr
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add, i32* %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @ashr_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = sext <16 x i32> %wide.load to <16 x i64>
  %3 = extractelement <16 x i64> %2, i64 0
  %4 = getelementptr inbounds i16, i16* %a, i64 %3
  %5 = extractelement <16 x i64> %2, i64 1
  %6 = getelementptr inbounds i16, i16* %a, i64 %5
  %7 = extractelement <16 x i64> %2, i64 2
  %8 = getelementptr inbounds i16, i16* %a, i64 %7
  %9 = extractelement <16 x i64> %2, i64 3
  %10 = getelementptr inbounds i16, i16* %a, i64 %9
  %11 = extractelement <16 x i64> %2, i64 4
  %12 = getelementptr inbounds i16, i16* %a, i64 %11
  %13 = extractelement <16 x i64> %2, i64 5
  %14 = getelementptr inbounds i16, i16* %a, i64 %13
  %15 = extractelement <16 x i64> %2, i64 6
  %16 = getelementptr inbounds i16, i16* %a, i64 %15
  %17 = extractelement <16 x i64> %2, i64 7
  %18 = getelementptr inbounds i16, i16* %a, i64 %17
  %19 = extractelement <16 x i64> %2, i64 8
  %20 = getelementptr inbounds i16, i16* %a, i64 %19
  %21 = extractelement <16 x i64> %2, i64 9
  %22 = getelementptr inbounds i16, i16* %a, i64 %21
  %23 = extractelement <16 x i64> %2, i64 10
  %24 = getelementptr inbounds i16, i16* %a, i64 %23
  %25 = extractelement <16 x i64> %2, i64 11
  %26 = getelementptr inbounds i16, i16* %a, i64 %25
  %27 = extractelement <16 x i64> %2, i64 12
  %28 = getelementptr inbounds i16, i16* %a, i64 %27
  %29 = extractelement <16 x i64> %2, i64 13
  %30 = getelementptr inbounds i16, i16* %a, i64 %29
  %31 = extractelement <16 x i64> %2, i64 14
  %32 = getelementptr inbounds i16, i16* %a, i64 %31
  %33 = extractelement <16 x i64> %2, i64 15
  %34 = getelementptr inbounds i16, i16* %a, i64 %33
  %35 = load i16, i16* %4, align 2, !tbaa !33
  %36 = load i16, i16* %6, align 2, !tbaa !33
  %37 = load i16, i16* %8, align 2, !tbaa !33
  %38 = load i16, i16* %10, align 2, !tbaa !33
  %39 = load i16, i16* %12, align 2, !tbaa !33
  %40 = load i16, i16* %14, align 2, !tbaa !33
  %41 = load i16, i16* %16, align 2, !tbaa !33
  %42 = load i16, i16* %18, align 2, !tbaa !33
  %43 = load i16, i16* %20, align 2, !tbaa !33
  %44 = load i16, i16* %22, align 2, !tbaa !33
  %45 = load i16, i16* %24, align 2, !tbaa !33
  %46 = load i16, i16* %26, align 2, !tbaa !33
  %47 = load i16, i16* %28, align 2, !tbaa !33
  %48 = load i16, i16* %30, align 2, !tbaa !33
  %49 = load i16, i16* %32, align 2, !tbaa !33
  %50 = load i16, i16* %34, align 2, !tbaa !33
  %51 = insertelement <16 x i16> poison, i16 %35, i64 0
  %52 = insertelement <16 x i16> %51, i16 %36, i64 1
  %53 = insertelement <16 x i16> %52, i16 %37, i64 2
  %54 = insertelement <16 x i16> %53, i16 %38, i64 3
  %55 = insertelement <16 x i16> %54, i16 %39, i64 4
  %56 = insertelement <16 x i16> %55, i16 %40, i64 5
  %57 = insertelement <16 x i16> %56, i16 %41, i64 6
  %58 = insertelement <16 x i16> %57, i16 %42, i64 7
  %59 = insertelement <16 x i16> %58, i16 %43, i64 8
  %60 = insertelement <16 x i16> %59, i16 %44, i64 9
  %61 = insertelement <16 x i16> %60, i16 %45, i64 10
  %62 = insertelement <16 x i16> %61, i16 %46, i64 11
  %63 = insertelement <16 x i16> %62, i16 %47, i64 12
  %64 = insertelement <16 x i16> %63, i16 %48, i64 13
  %65 = insertelement <16 x i16> %64, i16 %49, i64 14
  %66 = insertelement <16 x i16> %65, i16 %50, i64 15
  %67 = ashr <16 x i16> %66, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %68 = getelementptr inbounds i16, i16* %out, i64 %index
  %69 = bitcast i16* %68 to <16 x i16>*
  store <16 x i16> %67, <16 x i16>* %69, align 2, !tbaa !33
  %index.next = add nuw i64 %index, 16
  %70 = icmp eq i64 %index.next, %n.vec
  br i1 %70, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
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
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %71 = getelementptr inbounds i32, i32* %idx, i64 %index17
  %72 = bitcast i32* %71 to <8 x i32>*
  %wide.load18 = load <8 x i32>, <8 x i32>* %72, align 4, !tbaa !5
  %73 = sext <8 x i32> %wide.load18 to <8 x i64>
  %74 = extractelement <8 x i64> %73, i64 0
  %75 = getelementptr inbounds i16, i16* %a, i64 %74
  %76 = extractelement <8 x i64> %73, i64 1
  %77 = getelementptr inbounds i16, i16* %a, i64 %76
  %78 = extractelement <8 x i64> %73, i64 2
  %79 = getelementptr inbounds i16, i16* %a, i64 %78
  %80 = extractelement <8 x i64> %73, i64 3
  %81 = getelementptr inbounds i16, i16* %a, i64 %80
  %82 = extractelement <8 x i64> %73, i64 4
  %83 = getelementptr inbounds i16, i16* %a, i64 %82
  %84 = extractelement <8 x i64> %73, i64 5
  %85 = getelementptr inbounds i16, i16* %a, i64 %84
  %86 = extractelement <8 x i64> %73, i64 6
  %87 = getelementptr inbounds i16, i16* %a, i64 %86
  %88 = extractelement <8 x i64> %73, i64 7
  %89 = getelementptr inbounds i16, i16* %a, i64 %88
  %90 = load i16, i16* %75, align 2, !tbaa !33
  %91 = load i16, i16* %77, align 2, !tbaa !33
  %92 = load i16, i16* %79, align 2, !tbaa !33
  %93 = load i16, i16* %81, align 2, !tbaa !33
  %94 = load i16, i16* %83, align 2, !tbaa !33
  %95 = load i16, i16* %85, align 2, !tbaa !33
  %96 = load i16, i16* %87, align 2, !tbaa !33
  %97 = load i16, i16* %89, align 2, !tbaa !33
  %98 = insertelement <8 x i16> poison, i16 %90, i64 0
  %99 = insertelement <8 x i16> %98, i16 %91, i64 1
  %100 = insertelement <8 x i16> %99, i16 %92, i64 2
  %101 = insertelement <8 x i16> %100, i16 %93, i64 3
  %102 = insertelement <8 x i16> %101, i16 %94, i64 4
  %103 = insertelement <8 x i16> %102, i16 %95, i64 5
  %104 = insertelement <8 x i16> %103, i16 %96, i64 6
  %105 = insertelement <8 x i16> %104, i16 %97, i64 7
  %106 = ashr <8 x i16> %105, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %107 = getelementptr inbounds i16, i16* %out, i64 %index17
  %108 = bitcast i16* %107 to <8 x i16>*
  store <8 x i16> %106, <8 x i16>* %108, align 2, !tbaa !33
  %index.next19 = add nuw i64 %index17, 8
  %109 = icmp eq i64 %index.next19, %n.vec15
  br i1 %109, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !36

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %110 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %110 to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %a, i64 %idxprom1
  %111 = load i16, i16* %arrayidx2, align 2, !tbaa !33
  %112 = ashr i16 %111, 5
  %arrayidx5 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %112, i16* %arrayidx5, align 2, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @clamp_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %lo, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check30 = icmp ult i32 %n, 16
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %8 = getelementptr inbounds i32, i32* %lo, i64 %index
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load31 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !5
  %10 = icmp slt <16 x i32> %wide.masked.gather, %wide.load31
  %11 = select <16 x i1> %10, <16 x i32> %wide.load31, <16 x i32> %wide.masked.gather
  %12 = icmp slt <16 x i32> %11, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %13 = select <16 x i1> %12, <16 x i32> %11, <16 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %14 = getelementptr inbounds i32, i32* %out, i64 %index
  %15 = bitcast i32* %14 to <16 x i32>*
  store <16 x i32> %13, <16 x i32>* %15, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !5
  %18 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %19 = getelementptr inbounds i32, i32* %a, <16 x i64> %18
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %20 = getelementptr inbounds i32, i32* %lo, i64 %index.next
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load31.1 = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5
  %22 = icmp slt <16 x i32> %wide.masked.gather.1, %wide.load31.1
  %23 = select <16 x i1> %22, <16 x i32> %wide.load31.1, <16 x i32> %wide.masked.gather.1
  %24 = icmp slt <16 x i32> %23, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %25 = select <16 x i1> %24, <16 x i32> %23, <16 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %26 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %27 = bitcast i32* %26 to <16 x i32>*
  store <16 x i32> %25, <16 x i32>* %27, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !38

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !5
  %30 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %31 = getelementptr inbounds i32, i32* %a, <16 x i64> %30
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %32 = getelementptr inbounds i32, i32* %lo, i64 %index.unr
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load31.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !5
  %34 = icmp slt <16 x i32> %wide.masked.gather.epil, %wide.load31.epil
  %35 = select <16 x i1> %34, <16 x i32> %wide.load31.epil, <16 x i32> %wide.masked.gather.epil
  %36 = icmp slt <16 x i32> %35, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %37 = select <16 x i1> %36, <16 x i32> %35, <16 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %38 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %39 = bitcast i32* %38 to <16 x i32>*
  store <16 x i32> %37, <16 x i32>* %39, align 4, !tbaa !5
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
  %n.vec33 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index35 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next39, %vec.epilog.vector.body ]
  %40 = getelementptr inbounds i32, i32* %idx, i64 %index35
  %41 = bitcast i32* %40 to <8 x i32>*
  %wide.load36 = load <8 x i32>, <8 x i32>* %41, align 4, !tbaa !5
  %42 = sext <8 x i32> %wide.load36 to <8 x i64>
  %43 = getelementptr inbounds i32, i32* %a, <8 x i64> %42
  %wide.masked.gather37 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %43, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %44 = getelementptr inbounds i32, i32* %lo, i64 %index35
  %45 = bitcast i32* %44 to <8 x i32>*
  %wide.load38 = load <8 x i32>, <8 x i32>* %45, align 4, !tbaa !5
  %46 = icmp slt <8 x i32> %wide.masked.gather37, %wide.load38
  %47 = select <8 x i1> %46, <8 x i32> %wide.load38, <8 x i32> %wide.masked.gather37
  %48 = icmp slt <8 x i32> %47, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %49 = select <8 x i1> %48, <8 x i32> %47, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %50 = getelementptr inbounds i32, i32* %out, i64 %index35
  %51 = bitcast i32* %50 to <8 x i32>*
  store <8 x i32> %49, <8 x i32>* %51, align 4, !tbaa !5
  %index.next39 = add nuw i64 %index35, 8
  %52 = icmp eq i64 %index.next39, %n.vec33
  br i1 %52, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !39

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i64 %n.vec33, %wide.trip.count
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %53 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %53 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %54 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds i32, i32* %lo, i64 %indvars.iv
  %55 = load i32, i32* %arrayidx4, align 4, !tbaa !5
  %cmp5 = icmp slt i32 %54, %55
  %. = select i1 %cmp5, i32 %55, i32 %54
  %56 = icmp slt i32 %., 1000
  %cond12 = select i1 %56, i32 %., i32 1000
  %arrayidx14 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %cond12, i32* %arrayidx14, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @clamp_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %lo, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check30 = icmp ult i32 %n, 16
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %8 = getelementptr inbounds i32, i32* %lo, i64 %index
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load31 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !5
  %10 = icmp ult <16 x i32> %wide.masked.gather, %wide.load31
  %11 = select <16 x i1> %10, <16 x i32> %wide.load31, <16 x i32> %wide.masked.gather
  %12 = icmp ult <16 x i32> %11, <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %13 = select <16 x i1> %12, <16 x i32> %11, <16 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %14 = getelementptr inbounds i32, i32* %out, i64 %index
  %15 = bitcast i32* %14 to <16 x i32>*
  store <16 x i32> %13, <16 x i32>* %15, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !5
  %18 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %19 = getelementptr inbounds i32, i32* %a, <16 x i64> %18
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %20 = getelementptr inbounds i32, i32* %lo, i64 %index.next
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load31.1 = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5
  %22 = icmp ult <16 x i32> %wide.masked.gather.1, %wide.load31.1
  %23 = select <16 x i1> %22, <16 x i32> %wide.load31.1, <16 x i32> %wide.masked.gather.1
  %24 = icmp ult <16 x i32> %23, <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %25 = select <16 x i1> %24, <16 x i32> %23, <16 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %26 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %27 = bitcast i32* %26 to <16 x i32>*
  store <16 x i32> %25, <16 x i32>* %27, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !41

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !5
  %30 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %31 = getelementptr inbounds i32, i32* %a, <16 x i64> %30
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %32 = getelementptr inbounds i32, i32* %lo, i64 %index.unr
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load31.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !5
  %34 = icmp ult <16 x i32> %wide.masked.gather.epil, %wide.load31.epil
  %35 = select <16 x i1> %34, <16 x i32> %wide.load31.epil, <16 x i32> %wide.masked.gather.epil
  %36 = icmp ult <16 x i32> %35, <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %37 = select <16 x i1> %36, <16 x i32> %35, <16 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %38 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %39 = bitcast i32* %38 to <16 x i32>*
  store <16 x i32> %37, <16 x i32>* %39, align 4, !tbaa !5
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
  %n.vec33 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index35 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next39, %vec.epilog.vector.body ]
  %40 = getelementptr inbounds i32, i32* %idx, i64 %index35
  %41 = bitcast i32* %40 to <8 x i32>*
  %wide.load36 = load <8 x i32>, <8 x i32>* %41, align 4, !tbaa !5
  %42 = sext <8 x i32> %wide.load36 to <8 x i64>
  %43 = getelementptr inbounds i32, i32* %a, <8 x i64> %42
  %wide.masked.gather37 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %43, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %44 = getelementptr inbounds i32, i32* %lo, i64 %index35
  %45 = bitcast i32* %44 to <8 x i32>*
  %wide.load38 = load <8 x i32>, <8 x i32>* %45, align 4, !tbaa !5
  %46 = icmp ult <8 x i32> %wide.masked.gather37, %wide.load38
  %47 = select <8 x i1> %46, <8 x i32> %wide.load38, <8 x i32> %wide.masked.gather37
  %48 = icmp ult <8 x i32> %47, <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %49 = select <8 x i1> %48, <8 x i32> %47, <8 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %50 = getelementptr inbounds i32, i32* %out, i64 %index35
  %51 = bitcast i32* %50 to <8 x i32>*
  store <8 x i32> %49, <8 x i32>* %51, align 4, !tbaa !5
  %index.next39 = add nuw i64 %index35, 8
  %52 = icmp eq i64 %index.next39, %n.vec33
  br i1 %52, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !42

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i64 %n.vec33, %wide.trip.count
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %53 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %53 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %54 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds i32, i32* %lo, i64 %indvars.iv
  %55 = load i32, i32* %arrayidx4, align 4, !tbaa !5
  %cmp5 = icmp ult i32 %54, %55
  %. = select i1 %cmp5, i32 %55, i32 %54
  %56 = icmp ult i32 %., 100000
  %cond12 = select i1 %56, i32 %., i32 100000
  %arrayidx14 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %cond12, i32* %arrayidx14, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @fminmax_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check26 = icmp ult i32 %n, 16
  br i1 %min.iters.check26, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds float, float* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load27 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !9
  %10 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %wide.masked.gather, <16 x float> %wide.load27)
  %11 = fmul <16 x float> %wide.load27, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %12 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %wide.masked.gather, <16 x float> %11)
  %13 = fadd <16 x float> %10, %12
  %14 = getelementptr inbounds float, float* %out, i64 %index
  %15 = bitcast float* %14 to <16 x float>*
  store <16 x float> %13, <16 x float>* %15, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !5
  %18 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %19 = getelementptr inbounds float, float* %a, <16 x i64> %18
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %20 = getelementptr inbounds float, float* %b, i64 %index.next
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load27.1 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !9
  %22 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %wide.masked.gather.1, <16 x float> %wide.load27.1)
  %23 = fmul <16 x float> %wide.load27.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %24 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %wide.masked.gather.1, <16 x float> %23)
  %25 = fadd <16 x float> %22, %24
  %26 = getelementptr inbounds float, float* %out, i64 %index.next
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %25, <16 x float>* %27, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !44

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !5
  %30 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %31 = getelementptr inbounds float, float* %a, <16 x i64> %30
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %32 = getelementptr inbounds float, float* %b, i64 %index.unr
  %33 = bitcast float* %32 to <16 x float>*
  %wide.load27.epil = load <16 x float>, <16 x float>* %33, align 4, !tbaa !9
  %34 = call <16 x float> @llvm.minnum.v16f32(<16 x float> %wide.masked.gather.epil, <16 x float> %wide.load27.epil)
  %35 = fmul <16 x float> %wide.load27.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %36 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %wide.masked.gather.epil, <16 x float> %35)
  %37 = fadd <16 x float> %34, %36
  %38 = getelementptr inbounds float, float* %out, i64 %index.unr
  %39 = bitcast float* %38 to <16 x float>*
  store <16 x float> %37, <16 x float>* %39, align 4, !tbaa !9
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
  %n.vec29 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %40 = getelementptr inbounds i32, i32* %idx, i64 %index31
  %41 = bitcast i32* %40 to <8 x i32>*
  %wide.load32 = load <8 x i32>, <8 x i32>* %41, align 4, !tbaa !5
  %42 = sext <8 x i32> %wide.load32 to <8 x i64>
  %43 = getelementptr inbounds float, float* %a, <8 x i64> %42
  %wide.masked.gather33 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %43, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %44 = getelementptr inbounds float, float* %b, i64 %index31
  %45 = bitcast float* %44 to <8 x float>*
  %wide.load34 = load <8 x float>, <8 x float>* %45, align 4, !tbaa !9
  %46 = call <8 x float> @llvm.minnum.v8f32(<8 x float> %wide.masked.gather33, <8 x float> %wide.load34)
  %47 = fmul <8 x float> %wide.load34, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %48 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %wide.masked.gather33, <8 x float> %47)
  %49 = fadd <8 x float> %46, %48
  %50 = getelementptr inbounds float, float* %out, i64 %index31
  %51 = bitcast float* %50 to <8 x float>*
  store <8 x float> %49, <8 x float>* %51, align 4, !tbaa !9
  %index.next35 = add nuw i64 %index31, 8
  %52 = icmp eq i64 %index.next35, %n.vec29
  br i1 %52, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !45

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %53 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %53 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %54 = load float, float* %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %55 = load float, float* %arrayidx4, align 4, !tbaa !9
  %56 = tail call float @llvm.minnum.f32(float %54, float %55)
  %mul = fmul float %55, 2.000000e+00
  %57 = tail call float @llvm.maxnum.f32(float %54, float %mul)
  %add = fadd float %56, %57
  %arrayidx12 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %add, float* %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @fma_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, float* noalias nocapture noundef readonly %c, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 16
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds float, float* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load19 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !9
  %10 = getelementptr inbounds float, float* %c, i64 %index
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load20 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !9
  %12 = call <16 x float> @llvm.fma.v16f32(<16 x float> %wide.masked.gather, <16 x float> %wide.load19, <16 x float> %wide.load20)
  %13 = getelementptr inbounds float, float* %out, i64 %index
  %14 = bitcast float* %13 to <16 x float>*
  store <16 x float> %12, <16 x float>* %14, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %15 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %16 = bitcast i32* %15 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %16, align 4, !tbaa !5
  %17 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %18 = getelementptr inbounds float, float* %a, <16 x i64> %17
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %18, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %19 = getelementptr inbounds float, float* %b, i64 %index.next
  %20 = bitcast float* %19 to <16 x float>*
  %wide.load19.1 = load <16 x float>, <16 x float>* %20, align 4, !tbaa !9
  %21 = getelementptr inbounds float, float* %c, i64 %index.next
  %22 = bitcast float* %21 to <16 x float>*
  %wide.load20.1 = load <16 x float>, <16 x float>* %22, align 4, !tbaa !9
  %23 = call <16 x float> @llvm.fma.v16f32(<16 x float> %wide.masked.gather.1, <16 x float> %wide.load19.1, <16 x float> %wide.load20.1)
  %24 = getelementptr inbounds float, float* %out, i64 %index.next
  %25 = bitcast float* %24 to <16 x float>*
  store <16 x float> %23, <16 x float>* %25, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !47

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %27 = bitcast i32* %26 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %27, align 4, !tbaa !5
  %28 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %29 = getelementptr inbounds float, float* %a, <16 x i64> %28
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %29, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %30 = getelementptr inbounds float, float* %b, i64 %index.unr
  %31 = bitcast float* %30 to <16 x float>*
  %wide.load19.epil = load <16 x float>, <16 x float>* %31, align 4, !tbaa !9
  %32 = getelementptr inbounds float, float* %c, i64 %index.unr
  %33 = bitcast float* %32 to <16 x float>*
  %wide.load20.epil = load <16 x float>, <16 x float>* %33, align 4, !tbaa !9
  %34 = call <16 x float> @llvm.fma.v16f32(<16 x float> %wide.masked.gather.epil, <16 x float> %wide.load19.epil, <16 x float> %wide.load20.epil)
  %35 = getelementptr inbounds float, float* %out, i64 %index.unr
  %36 = bitcast float* %35 to <16 x float>*
  store <16 x float> %34, <16 x float>* %36, align 4, !tbaa !9
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
  %n.vec22 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index24 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next29, %vec.epilog.vector.body ]
  %37 = getelementptr inbounds i32, i32* %idx, i64 %index24
  %38 = bitcast i32* %37 to <8 x i32>*
  %wide.load25 = load <8 x i32>, <8 x i32>* %38, align 4, !tbaa !5
  %39 = sext <8 x i32> %wide.load25 to <8 x i64>
  %40 = getelementptr inbounds float, float* %a, <8 x i64> %39
  %wide.masked.gather26 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %40, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %41 = getelementptr inbounds float, float* %b, i64 %index24
  %42 = bitcast float* %41 to <8 x float>*
  %wide.load27 = load <8 x float>, <8 x float>* %42, align 4, !tbaa !9
  %43 = getelementptr inbounds float, float* %c, i64 %index24
  %44 = bitcast float* %43 to <8 x float>*
  %wide.load28 = load <8 x float>, <8 x float>* %44, align 4, !tbaa !9
  %45 = call <8 x float> @llvm.fma.v8f32(<8 x float> %wide.masked.gather26, <8 x float> %wide.load27, <8 x float> %wide.load28)
  %46 = getelementptr inbounds float, float* %out, i64 %index24
  %47 = bitcast float* %46 to <8 x float>*
  store <8 x float> %45, <8 x float>* %47, align 4, !tbaa !9
  %index.next29 = add nuw i64 %index24, 8
  %48 = icmp eq i64 %index.next29, %n.vec22
  br i1 %48, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !48

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %49 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %49 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %50 = load float, float* %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %51 = load float, float* %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  %52 = load float, float* %arrayidx6, align 4, !tbaa !9
  %53 = tail call float @llvm.fma.f32(float %50, float %51, float %52)
  %arrayidx8 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %53, float* %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !49
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fsel_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp26 = icmp sgt i32 %n, 0
  br i1 %cmp26, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check29 = icmp ult i32 %n, 16
  br i1 %min.iters.check29, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds float, float* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load30 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !9
  %10 = fcmp olt <16 x float> %wide.masked.gather, %wide.load30
  %11 = fmul <16 x float> %wide.load30, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %12 = fcmp oge <16 x float> %wide.masked.gather, %11
  %13 = fneg <16 x float> %wide.masked.gather
  %14 = select <16 x i1> %12, <16 x float> %wide.load30, <16 x float> %13
  %15 = select <16 x i1> %10, <16 x float> %wide.masked.gather, <16 x float> %14
  %16 = getelementptr inbounds float, float* %out, i64 %index
  %17 = bitcast float* %16 to <16 x float>*
  store <16 x float> %15, <16 x float>* %17, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !5
  %20 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %21 = getelementptr inbounds float, float* %a, <16 x i64> %20
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %22 = getelementptr inbounds float, float* %b, i64 %index.next
  %23 = bitcast float* %22 to <16 x float>*
  %wide.load30.1 = load <16 x float>, <16 x float>* %23, align 4, !tbaa !9
  %24 = fcmp olt <16 x float> %wide.masked.gather.1, %wide.load30.1
  %25 = fmul <16 x float> %wide.load30.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %26 = fcmp oge <16 x float> %wide.masked.gather.1, %25
  %27 = fneg <16 x float> %wide.masked.gather.1
  %28 = select <16 x i1> %26, <16 x float> %wide.load30.1, <16 x float> %27
  %29 = select <16 x i1> %24, <16 x float> %wide.masked.gather.1, <16 x float> %28
  %30 = getelementptr inbounds float, float* %out, i64 %index.next
  %31 = bitcast float* %30 to <16 x float>*
  store <16 x float> %29, <16 x float>* %31, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !50

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !5
  %34 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %35 = getelementptr inbounds float, float* %a, <16 x i64> %34
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %35, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %36 = getelementptr inbounds float, float* %b, i64 %index.unr
  %37 = bitcast float* %36 to <16 x float>*
  %wide.load30.epil = load <16 x float>, <16 x float>* %37, align 4, !tbaa !9
  %38 = fcmp olt <16 x float> %wide.masked.gather.epil, %wide.load30.epil
  %39 = fmul <16 x float> %wide.load30.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %40 = fcmp oge <16 x float> %wide.masked.gather.epil, %39
  %41 = fneg <16 x float> %wide.masked.gather.epil
  %42 = select <16 x i1> %40, <16 x float> %wide.load30.epil, <16 x float> %41
  %43 = select <16 x i1> %38, <16 x float> %wide.masked.gather.epil, <16 x float> %42
  %44 = getelementptr inbounds float, float* %out, i64 %index.unr
  %45 = bitcast float* %44 to <16 x float>*
  store <16 x float> %43, <16 x float>* %45, align 4, !tbaa !9
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
  %n.vec32 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index34 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next38, %vec.epilog.vector.body ]
  %46 = getelementptr inbounds i32, i32* %idx, i64 %index34
  %47 = bitcast i32* %46 to <8 x i32>*
  %wide.load35 = load <8 x i32>, <8 x i32>* %47, align 4, !tbaa !5
  %48 = sext <8 x i32> %wide.load35 to <8 x i64>
  %49 = getelementptr inbounds float, float* %a, <8 x i64> %48
  %wide.masked.gather36 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %49, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %50 = getelementptr inbounds float, float* %b, i64 %index34
  %51 = bitcast float* %50 to <8 x float>*
  %wide.load37 = load <8 x float>, <8 x float>* %51, align 4, !tbaa !9
  %52 = fcmp olt <8 x float> %wide.masked.gather36, %wide.load37
  %53 = fmul <8 x float> %wide.load37, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %54 = fcmp oge <8 x float> %wide.masked.gather36, %53
  %55 = fneg <8 x float> %wide.masked.gather36
  %56 = select <8 x i1> %54, <8 x float> %wide.load37, <8 x float> %55
  %57 = select <8 x i1> %52, <8 x float> %wide.masked.gather36, <8 x float> %56
  %58 = getelementptr inbounds float, float* %out, i64 %index34
  %59 = bitcast float* %58 to <8 x float>*
  store <8 x float> %57, <8 x float>* %59, align 4, !tbaa !9
  %index.next38 = add nuw i64 %index34, 8
  %60 = icmp eq i64 %index.next38, %n.vec32
  br i1 %60, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !51

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %61 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %61 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %62 = load float, float* %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %63 = load float, float* %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp olt float %62, %63
  %mul = fmul float %63, 2.000000e+00
  %cmp6 = fcmp oge float %62, %mul
  %fneg = fneg float %62
  %cond = select i1 %cmp6, float %63, float %fneg
  %cond10 = select i1 %cmp5, float %62, float %cond
  %arrayidx12 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond10, float* %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !52
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*>, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*>, i32 immarg, <8 x i1>, <8 x i32>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
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
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13, !17}
!25 = distinct !{!25, !12, !17, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !12, !13, !17}
!29 = distinct !{!29, !12, !17, !13}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13, !17}
!32 = distinct !{!32, !12, !17, !13}
!33 = !{!34, !34, i64 0}
!34 = !{!"short", !7, i64 0}
!35 = distinct !{!35, !12, !13}
!36 = distinct !{!36, !12, !13, !17}
!37 = distinct !{!37, !12, !17, !13}
!38 = distinct !{!38, !12, !13}
!39 = distinct !{!39, !12, !13, !17}
!40 = distinct !{!40, !12, !17, !13}
!41 = distinct !{!41, !12, !13}
!42 = distinct !{!42, !12, !13, !17}
!43 = distinct !{!43, !12, !17, !13}
!44 = distinct !{!44, !12, !13}
!45 = distinct !{!45, !12, !13, !17}
!46 = distinct !{!46, !12, !17, !13}
!47 = distinct !{!47, !12, !13}
!48 = distinct !{!48, !12, !13, !17}
!49 = distinct !{!49, !12, !17, !13}
!50 = distinct !{!50, !12, !13}
!51 = distinct !{!51, !12, !13, !17}
!52 = distinct !{!52, !12, !17, !13}
