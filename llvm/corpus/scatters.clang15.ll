; ModuleID = 'scatters.c'
source_filename = "scatters.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load12 = load <16 x i32>, ptr %5, align 4, !tbaa !9
  %6 = sext <16 x i32> %wide.load12 to <16 x i64>
  %7 = getelementptr inbounds float, ptr %out, <16 x i64> %6
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next = or i64 %index, 16
  %8 = getelementptr inbounds float, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x float>, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load12.1 = load <16 x i32>, ptr %9, align 4, !tbaa !9
  %10 = sext <16 x i32> %wide.load12.1 to <16 x i64>
  %11 = getelementptr inbounds float, ptr %out, <16 x i64> %10
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.1, <16 x ptr> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next.1 = or i64 %index, 32
  %12 = getelementptr inbounds float, ptr %a, i64 %index.next.1
  %wide.load.2 = load <16 x float>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr %idx, i64 %index.next.1
  %wide.load12.2 = load <16 x i32>, ptr %13, align 4, !tbaa !9
  %14 = sext <16 x i32> %wide.load12.2 to <16 x i64>
  %15 = getelementptr inbounds float, ptr %out, <16 x i64> %14
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.2, <16 x ptr> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next.2 = or i64 %index, 48
  %16 = getelementptr inbounds float, ptr %a, i64 %index.next.2
  %wide.load.3 = load <16 x float>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %idx, i64 %index.next.2
  %wide.load12.3 = load <16 x i32>, ptr %17, align 4, !tbaa !9
  %18 = sext <16 x i32> %wide.load12.3 to <16 x i64>
  %19 = getelementptr inbounds float, ptr %out, <16 x i64> %18
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.3, <16 x ptr> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
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
  %20 = getelementptr inbounds float, ptr %a, i64 %index.epil
  %wide.load.epil = load <16 x float>, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr %idx, i64 %index.epil
  %wide.load12.epil = load <16 x i32>, ptr %21, align 4, !tbaa !9
  %22 = sext <16 x i32> %wide.load12.epil to <16 x i64>
  %23 = getelementptr inbounds float, ptr %out, <16 x i64> %22
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.epil, <16 x ptr> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %24 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load17 = load <8 x float>, ptr %24, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load18 = load <8 x i32>, ptr %25, align 4, !tbaa !9
  %26 = sext <8 x i32> %wide.load18 to <8 x i64>
  %27 = getelementptr inbounds float, ptr %out, <8 x i64> %26
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %wide.load17, <8 x ptr> %27, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next19 = add nuw i64 %offset.idx, 8
  %28 = icmp eq i64 %index.next19, %n.vec14
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  %29 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %30 = load i32, ptr %arrayidx2, align 4, !tbaa !9
  %idxprom3 = sext i32 %30 to i64
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %idxprom3
  store float %29, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 48
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693948
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = fcmp ogt <16 x float> %wide.load, zeroinitializer
  %6 = getelementptr i32, ptr %idx, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %6, i32 4, <16 x i1> %5, <16 x i32> poison), !tbaa !9
  %7 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %8 = getelementptr inbounds float, ptr %out, <16 x i64> %7
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %8, i32 4, <16 x i1> %5), !tbaa !5
  %index.next = or i64 %index, 16
  %9 = getelementptr inbounds float, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x float>, ptr %9, align 4, !tbaa !5
  %10 = fcmp ogt <16 x float> %wide.load.1, zeroinitializer
  %11 = getelementptr i32, ptr %idx, i64 %index.next
  %wide.masked.load.1 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %11, i32 4, <16 x i1> %10, <16 x i32> poison), !tbaa !9
  %12 = sext <16 x i32> %wide.masked.load.1 to <16 x i64>
  %13 = getelementptr inbounds float, ptr %out, <16 x i64> %12
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.1, <16 x ptr> %13, i32 4, <16 x i1> %10), !tbaa !5
  %index.next.1 = or i64 %index, 32
  %14 = getelementptr inbounds float, ptr %a, i64 %index.next.1
  %wide.load.2 = load <16 x float>, ptr %14, align 4, !tbaa !5
  %15 = fcmp ogt <16 x float> %wide.load.2, zeroinitializer
  %16 = getelementptr i32, ptr %idx, i64 %index.next.1
  %wide.masked.load.2 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %16, i32 4, <16 x i1> %15, <16 x i32> poison), !tbaa !9
  %17 = sext <16 x i32> %wide.masked.load.2 to <16 x i64>
  %18 = getelementptr inbounds float, ptr %out, <16 x i64> %17
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.2, <16 x ptr> %18, i32 4, <16 x i1> %15), !tbaa !5
  %index.next.2 = or i64 %index, 48
  %19 = getelementptr inbounds float, ptr %a, i64 %index.next.2
  %wide.load.3 = load <16 x float>, ptr %19, align 4, !tbaa !5
  %20 = fcmp ogt <16 x float> %wide.load.3, zeroinitializer
  %21 = getelementptr i32, ptr %idx, i64 %index.next.2
  %wide.masked.load.3 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %21, i32 4, <16 x i1> %20, <16 x i32> poison), !tbaa !9
  %22 = sext <16 x i32> %wide.masked.load.3 to <16 x i64>
  %23 = getelementptr inbounds float, ptr %out, <16 x i64> %22
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.3, <16 x ptr> %23, i32 4, <16 x i1> %20), !tbaa !5
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
  %24 = getelementptr inbounds float, ptr %a, i64 %index.epil
  %wide.load.epil = load <16 x float>, ptr %24, align 4, !tbaa !5
  %25 = fcmp ogt <16 x float> %wide.load.epil, zeroinitializer
  %26 = getelementptr i32, ptr %idx, i64 %index.epil
  %wide.masked.load.epil = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %26, i32 4, <16 x i1> %25, <16 x i32> poison), !tbaa !9
  %27 = sext <16 x i32> %wide.masked.load.epil to <16 x i64>
  %28 = getelementptr inbounds float, ptr %out, <16 x i64> %27
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.epil, <16 x ptr> %28, i32 4, <16 x i1> %25), !tbaa !5
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
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %29 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load21 = load <8 x float>, ptr %29, align 4, !tbaa !5
  %30 = fcmp ogt <8 x float> %wide.load21, zeroinitializer
  %31 = getelementptr i32, ptr %idx, i64 %offset.idx
  %wide.masked.load22 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %31, i32 4, <8 x i1> %30, <8 x i32> poison), !tbaa !9
  %32 = sext <8 x i32> %wide.masked.load22 to <8 x i64>
  %33 = getelementptr inbounds float, ptr %out, <8 x i64> %32
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %wide.load21, <8 x ptr> %33, i32 4, <8 x i1> %30), !tbaa !5
  %index.next23 = add nuw i64 %offset.idx, 8
  %34 = icmp eq i64 %index.next23, %n.vec18
  br i1 %34, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %35 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %35, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %36 = load i32, ptr %arrayidx5, align 4, !tbaa !9
  %idxprom6 = sext i32 %36 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %idxprom6
  store float %35, ptr %arrayidx7, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_i8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <16 x i8>, ptr %0, align 1, !tbaa !23
  %1 = add <16 x i8> %wide.load, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %2 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load13 = load <16 x i32>, ptr %2, align 4, !tbaa !9
  %3 = sext <16 x i32> %wide.load13 to <16 x i64>
  %4 = extractelement <16 x i64> %3, i64 0
  %5 = getelementptr inbounds i8, ptr %out, i64 %4
  %6 = extractelement <16 x i64> %3, i64 1
  %7 = getelementptr inbounds i8, ptr %out, i64 %6
  %8 = extractelement <16 x i64> %3, i64 2
  %9 = getelementptr inbounds i8, ptr %out, i64 %8
  %10 = extractelement <16 x i64> %3, i64 3
  %11 = getelementptr inbounds i8, ptr %out, i64 %10
  %12 = extractelement <16 x i64> %3, i64 4
  %13 = getelementptr inbounds i8, ptr %out, i64 %12
  %14 = extractelement <16 x i64> %3, i64 5
  %15 = getelementptr inbounds i8, ptr %out, i64 %14
  %16 = extractelement <16 x i64> %3, i64 6
  %17 = getelementptr inbounds i8, ptr %out, i64 %16
  %18 = extractelement <16 x i64> %3, i64 7
  %19 = getelementptr inbounds i8, ptr %out, i64 %18
  %20 = extractelement <16 x i64> %3, i64 8
  %21 = getelementptr inbounds i8, ptr %out, i64 %20
  %22 = extractelement <16 x i64> %3, i64 9
  %23 = getelementptr inbounds i8, ptr %out, i64 %22
  %24 = extractelement <16 x i64> %3, i64 10
  %25 = getelementptr inbounds i8, ptr %out, i64 %24
  %26 = extractelement <16 x i64> %3, i64 11
  %27 = getelementptr inbounds i8, ptr %out, i64 %26
  %28 = extractelement <16 x i64> %3, i64 12
  %29 = getelementptr inbounds i8, ptr %out, i64 %28
  %30 = extractelement <16 x i64> %3, i64 13
  %31 = getelementptr inbounds i8, ptr %out, i64 %30
  %32 = extractelement <16 x i64> %3, i64 14
  %33 = getelementptr inbounds i8, ptr %out, i64 %32
  %34 = extractelement <16 x i64> %3, i64 15
  %35 = getelementptr inbounds i8, ptr %out, i64 %34
  %36 = extractelement <16 x i8> %1, i64 0
  store i8 %36, ptr %5, align 1, !tbaa !23
  %37 = extractelement <16 x i8> %1, i64 1
  store i8 %37, ptr %7, align 1, !tbaa !23
  %38 = extractelement <16 x i8> %1, i64 2
  store i8 %38, ptr %9, align 1, !tbaa !23
  %39 = extractelement <16 x i8> %1, i64 3
  store i8 %39, ptr %11, align 1, !tbaa !23
  %40 = extractelement <16 x i8> %1, i64 4
  store i8 %40, ptr %13, align 1, !tbaa !23
  %41 = extractelement <16 x i8> %1, i64 5
  store i8 %41, ptr %15, align 1, !tbaa !23
  %42 = extractelement <16 x i8> %1, i64 6
  store i8 %42, ptr %17, align 1, !tbaa !23
  %43 = extractelement <16 x i8> %1, i64 7
  store i8 %43, ptr %19, align 1, !tbaa !23
  %44 = extractelement <16 x i8> %1, i64 8
  store i8 %44, ptr %21, align 1, !tbaa !23
  %45 = extractelement <16 x i8> %1, i64 9
  store i8 %45, ptr %23, align 1, !tbaa !23
  %46 = extractelement <16 x i8> %1, i64 10
  store i8 %46, ptr %25, align 1, !tbaa !23
  %47 = extractelement <16 x i8> %1, i64 11
  store i8 %47, ptr %27, align 1, !tbaa !23
  %48 = extractelement <16 x i8> %1, i64 12
  store i8 %48, ptr %29, align 1, !tbaa !23
  %49 = extractelement <16 x i8> %1, i64 13
  store i8 %49, ptr %31, align 1, !tbaa !23
  %50 = extractelement <16 x i8> %1, i64 14
  store i8 %50, ptr %33, align 1, !tbaa !23
  %51 = extractelement <16 x i8> %1, i64 15
  store i8 %51, ptr %35, align 1, !tbaa !23
  %index.next = add nuw i64 %index, 16
  %52 = icmp eq i64 %index.next, %n.vec
  br i1 %52, label %middle.block, label %vector.body, !llvm.loop !24

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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %53 = getelementptr inbounds i8, ptr %a, i64 %offset.idx
  %wide.load18 = load <8 x i8>, ptr %53, align 1, !tbaa !23
  %54 = add <8 x i8> %wide.load18, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %55 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load19 = load <8 x i32>, ptr %55, align 4, !tbaa !9
  %56 = sext <8 x i32> %wide.load19 to <8 x i64>
  %57 = extractelement <8 x i64> %56, i64 0
  %58 = getelementptr inbounds i8, ptr %out, i64 %57
  %59 = extractelement <8 x i64> %56, i64 1
  %60 = getelementptr inbounds i8, ptr %out, i64 %59
  %61 = extractelement <8 x i64> %56, i64 2
  %62 = getelementptr inbounds i8, ptr %out, i64 %61
  %63 = extractelement <8 x i64> %56, i64 3
  %64 = getelementptr inbounds i8, ptr %out, i64 %63
  %65 = extractelement <8 x i64> %56, i64 4
  %66 = getelementptr inbounds i8, ptr %out, i64 %65
  %67 = extractelement <8 x i64> %56, i64 5
  %68 = getelementptr inbounds i8, ptr %out, i64 %67
  %69 = extractelement <8 x i64> %56, i64 6
  %70 = getelementptr inbounds i8, ptr %out, i64 %69
  %71 = extractelement <8 x i64> %56, i64 7
  %72 = getelementptr inbounds i8, ptr %out, i64 %71
  %73 = extractelement <8 x i8> %54, i64 0
  store i8 %73, ptr %58, align 1, !tbaa !23
  %74 = extractelement <8 x i8> %54, i64 1
  store i8 %74, ptr %60, align 1, !tbaa !23
  %75 = extractelement <8 x i8> %54, i64 2
  store i8 %75, ptr %62, align 1, !tbaa !23
  %76 = extractelement <8 x i8> %54, i64 3
  store i8 %76, ptr %64, align 1, !tbaa !23
  %77 = extractelement <8 x i8> %54, i64 4
  store i8 %77, ptr %66, align 1, !tbaa !23
  %78 = extractelement <8 x i8> %54, i64 5
  store i8 %78, ptr %68, align 1, !tbaa !23
  %79 = extractelement <8 x i8> %54, i64 6
  store i8 %79, ptr %70, align 1, !tbaa !23
  %80 = extractelement <8 x i8> %54, i64 7
  store i8 %80, ptr %72, align 1, !tbaa !23
  %index.next20 = add nuw i64 %offset.idx, 8
  %81 = icmp eq i64 %index.next20, %n.vec15
  br i1 %81, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

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
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %82 = load i8, ptr %arrayidx, align 1, !tbaa !23
  %add = add i8 %82, 3
  %arrayidx3 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %83 = load i32, ptr %arrayidx3, align 4, !tbaa !9
  %idxprom4 = sext i32 %83 to i64
  %arrayidx5 = getelementptr inbounds i8, ptr %out, i64 %idxprom4
  store i8 %add, ptr %arrayidx5, align 1, !tbaa !23
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <16 x i16>, ptr %0, align 2, !tbaa !27
  %1 = shl <16 x i16> %wide.load, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %2 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load13 = load <16 x i32>, ptr %2, align 4, !tbaa !9
  %3 = sext <16 x i32> %wide.load13 to <16 x i64>
  %4 = extractelement <16 x i64> %3, i64 0
  %5 = getelementptr inbounds i16, ptr %out, i64 %4
  %6 = extractelement <16 x i64> %3, i64 1
  %7 = getelementptr inbounds i16, ptr %out, i64 %6
  %8 = extractelement <16 x i64> %3, i64 2
  %9 = getelementptr inbounds i16, ptr %out, i64 %8
  %10 = extractelement <16 x i64> %3, i64 3
  %11 = getelementptr inbounds i16, ptr %out, i64 %10
  %12 = extractelement <16 x i64> %3, i64 4
  %13 = getelementptr inbounds i16, ptr %out, i64 %12
  %14 = extractelement <16 x i64> %3, i64 5
  %15 = getelementptr inbounds i16, ptr %out, i64 %14
  %16 = extractelement <16 x i64> %3, i64 6
  %17 = getelementptr inbounds i16, ptr %out, i64 %16
  %18 = extractelement <16 x i64> %3, i64 7
  %19 = getelementptr inbounds i16, ptr %out, i64 %18
  %20 = extractelement <16 x i64> %3, i64 8
  %21 = getelementptr inbounds i16, ptr %out, i64 %20
  %22 = extractelement <16 x i64> %3, i64 9
  %23 = getelementptr inbounds i16, ptr %out, i64 %22
  %24 = extractelement <16 x i64> %3, i64 10
  %25 = getelementptr inbounds i16, ptr %out, i64 %24
  %26 = extractelement <16 x i64> %3, i64 11
  %27 = getelementptr inbounds i16, ptr %out, i64 %26
  %28 = extractelement <16 x i64> %3, i64 12
  %29 = getelementptr inbounds i16, ptr %out, i64 %28
  %30 = extractelement <16 x i64> %3, i64 13
  %31 = getelementptr inbounds i16, ptr %out, i64 %30
  %32 = extractelement <16 x i64> %3, i64 14
  %33 = getelementptr inbounds i16, ptr %out, i64 %32
  %34 = extractelement <16 x i64> %3, i64 15
  %35 = getelementptr inbounds i16, ptr %out, i64 %34
  %36 = extractelement <16 x i16> %1, i64 0
  store i16 %36, ptr %5, align 2, !tbaa !27
  %37 = extractelement <16 x i16> %1, i64 1
  store i16 %37, ptr %7, align 2, !tbaa !27
  %38 = extractelement <16 x i16> %1, i64 2
  store i16 %38, ptr %9, align 2, !tbaa !27
  %39 = extractelement <16 x i16> %1, i64 3
  store i16 %39, ptr %11, align 2, !tbaa !27
  %40 = extractelement <16 x i16> %1, i64 4
  store i16 %40, ptr %13, align 2, !tbaa !27
  %41 = extractelement <16 x i16> %1, i64 5
  store i16 %41, ptr %15, align 2, !tbaa !27
  %42 = extractelement <16 x i16> %1, i64 6
  store i16 %42, ptr %17, align 2, !tbaa !27
  %43 = extractelement <16 x i16> %1, i64 7
  store i16 %43, ptr %19, align 2, !tbaa !27
  %44 = extractelement <16 x i16> %1, i64 8
  store i16 %44, ptr %21, align 2, !tbaa !27
  %45 = extractelement <16 x i16> %1, i64 9
  store i16 %45, ptr %23, align 2, !tbaa !27
  %46 = extractelement <16 x i16> %1, i64 10
  store i16 %46, ptr %25, align 2, !tbaa !27
  %47 = extractelement <16 x i16> %1, i64 11
  store i16 %47, ptr %27, align 2, !tbaa !27
  %48 = extractelement <16 x i16> %1, i64 12
  store i16 %48, ptr %29, align 2, !tbaa !27
  %49 = extractelement <16 x i16> %1, i64 13
  store i16 %49, ptr %31, align 2, !tbaa !27
  %50 = extractelement <16 x i16> %1, i64 14
  store i16 %50, ptr %33, align 2, !tbaa !27
  %51 = extractelement <16 x i16> %1, i64 15
  store i16 %51, ptr %35, align 2, !tbaa !27
  %index.next = add nuw i64 %index, 16
  %52 = icmp eq i64 %index.next, %n.vec
  br i1 %52, label %middle.block, label %vector.body, !llvm.loop !29

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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %53 = getelementptr inbounds i16, ptr %a, i64 %offset.idx
  %wide.load18 = load <8 x i16>, ptr %53, align 2, !tbaa !27
  %54 = shl <8 x i16> %wide.load18, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %55 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load19 = load <8 x i32>, ptr %55, align 4, !tbaa !9
  %56 = sext <8 x i32> %wide.load19 to <8 x i64>
  %57 = extractelement <8 x i64> %56, i64 0
  %58 = getelementptr inbounds i16, ptr %out, i64 %57
  %59 = extractelement <8 x i64> %56, i64 1
  %60 = getelementptr inbounds i16, ptr %out, i64 %59
  %61 = extractelement <8 x i64> %56, i64 2
  %62 = getelementptr inbounds i16, ptr %out, i64 %61
  %63 = extractelement <8 x i64> %56, i64 3
  %64 = getelementptr inbounds i16, ptr %out, i64 %63
  %65 = extractelement <8 x i64> %56, i64 4
  %66 = getelementptr inbounds i16, ptr %out, i64 %65
  %67 = extractelement <8 x i64> %56, i64 5
  %68 = getelementptr inbounds i16, ptr %out, i64 %67
  %69 = extractelement <8 x i64> %56, i64 6
  %70 = getelementptr inbounds i16, ptr %out, i64 %69
  %71 = extractelement <8 x i64> %56, i64 7
  %72 = getelementptr inbounds i16, ptr %out, i64 %71
  %73 = extractelement <8 x i16> %54, i64 0
  store i16 %73, ptr %58, align 2, !tbaa !27
  %74 = extractelement <8 x i16> %54, i64 1
  store i16 %74, ptr %60, align 2, !tbaa !27
  %75 = extractelement <8 x i16> %54, i64 2
  store i16 %75, ptr %62, align 2, !tbaa !27
  %76 = extractelement <8 x i16> %54, i64 3
  store i16 %76, ptr %64, align 2, !tbaa !27
  %77 = extractelement <8 x i16> %54, i64 4
  store i16 %77, ptr %66, align 2, !tbaa !27
  %78 = extractelement <8 x i16> %54, i64 5
  store i16 %78, ptr %68, align 2, !tbaa !27
  %79 = extractelement <8 x i16> %54, i64 6
  store i16 %79, ptr %70, align 2, !tbaa !27
  %80 = extractelement <8 x i16> %54, i64 7
  store i16 %80, ptr %72, align 2, !tbaa !27
  %index.next20 = add nuw i64 %offset.idx, 8
  %81 = icmp eq i64 %index.next20, %n.vec15
  br i1 %81, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !30

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
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %82 = load i16, ptr %arrayidx, align 2, !tbaa !27
  %shl = shl i16 %82, 1
  %arrayidx3 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %83 = load i32, ptr %arrayidx3, align 4, !tbaa !9
  %idxprom4 = sext i32 %83 to i64
  %arrayidx5 = getelementptr inbounds i16, ptr %out, i64 %idxprom4
  store i16 %shl, ptr %arrayidx5, align 2, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i64, ptr %a, i64 %index
  %wide.load = load <8 x i64>, ptr %0, align 8, !tbaa !32
  %1 = getelementptr inbounds i64, ptr %0, i64 8
  %wide.load11 = load <8 x i64>, ptr %1, align 8, !tbaa !32
  %2 = getelementptr inbounds i64, ptr %0, i64 16
  %wide.load12 = load <8 x i64>, ptr %2, align 8, !tbaa !32
  %3 = getelementptr inbounds i64, ptr %0, i64 24
  %wide.load13 = load <8 x i64>, ptr %3, align 8, !tbaa !32
  %4 = add nsw <8 x i64> %wide.load, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = add nsw <8 x i64> %wide.load11, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %6 = add nsw <8 x i64> %wide.load12, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = add nsw <8 x i64> %wide.load13, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %8 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load14 = load <8 x i32>, ptr %8, align 4, !tbaa !9
  %9 = getelementptr inbounds i32, ptr %8, i64 8
  %wide.load15 = load <8 x i32>, ptr %9, align 4, !tbaa !9
  %10 = getelementptr inbounds i32, ptr %8, i64 16
  %wide.load16 = load <8 x i32>, ptr %10, align 4, !tbaa !9
  %11 = getelementptr inbounds i32, ptr %8, i64 24
  %wide.load17 = load <8 x i32>, ptr %11, align 4, !tbaa !9
  %12 = sext <8 x i32> %wide.load14 to <8 x i64>
  %13 = sext <8 x i32> %wide.load15 to <8 x i64>
  %14 = sext <8 x i32> %wide.load16 to <8 x i64>
  %15 = sext <8 x i32> %wide.load17 to <8 x i64>
  %16 = getelementptr inbounds i64, ptr %out, <8 x i64> %12
  %17 = getelementptr inbounds i64, ptr %out, <8 x i64> %13
  %18 = getelementptr inbounds i64, ptr %out, <8 x i64> %14
  %19 = getelementptr inbounds i64, ptr %out, <8 x i64> %15
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %4, <8 x ptr> %16, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !32
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %5, <8 x ptr> %17, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !32
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %6, <8 x ptr> %18, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !32
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %7, <8 x ptr> %19, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !32
  %index.next = add nuw i64 %index, 32
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader18

for.body.preheader18:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %indvars.iv
  %21 = load i64, ptr %arrayidx, align 8, !tbaa !32
  %add = add nsw i64 %21, 1
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %22 = load i32, ptr %arrayidx2, align 4, !tbaa !9
  %idxprom3 = sext i32 %22 to i64
  %arrayidx4 = getelementptr inbounds i64, ptr %out, i64 %idxprom3
  store i64 %add, ptr %arrayidx4, align 8, !tbaa !32
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_f64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %c, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader24, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %c, i64 %index
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !23
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %wide.load14 = load <8 x i8>, ptr %1, align 1, !tbaa !23
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %wide.load15 = load <8 x i8>, ptr %2, align 1, !tbaa !23
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %wide.load16 = load <8 x i8>, ptr %3, align 1, !tbaa !23
  %4 = icmp ne <8 x i8> %wide.load, zeroinitializer
  %5 = icmp ne <8 x i8> %wide.load14, zeroinitializer
  %6 = icmp ne <8 x i8> %wide.load15, zeroinitializer
  %7 = icmp ne <8 x i8> %wide.load16, zeroinitializer
  %8 = getelementptr double, ptr %a, i64 %index
  %wide.masked.load = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %8, i32 8, <8 x i1> %4, <8 x double> poison), !tbaa !36
  %9 = getelementptr double, ptr %8, i64 8
  %wide.masked.load17 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %9, i32 8, <8 x i1> %5, <8 x double> poison), !tbaa !36
  %10 = getelementptr double, ptr %8, i64 16
  %wide.masked.load18 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %10, i32 8, <8 x i1> %6, <8 x double> poison), !tbaa !36
  %11 = getelementptr double, ptr %8, i64 24
  %wide.masked.load19 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %11, i32 8, <8 x i1> %7, <8 x double> poison), !tbaa !36
  %12 = getelementptr i32, ptr %idx, i64 %index
  %wide.masked.load20 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %12, i32 4, <8 x i1> %4, <8 x i32> poison), !tbaa !9
  %13 = getelementptr i32, ptr %12, i64 8
  %wide.masked.load21 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %13, i32 4, <8 x i1> %5, <8 x i32> poison), !tbaa !9
  %14 = getelementptr i32, ptr %12, i64 16
  %wide.masked.load22 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %14, i32 4, <8 x i1> %6, <8 x i32> poison), !tbaa !9
  %15 = getelementptr i32, ptr %12, i64 24
  %wide.masked.load23 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %15, i32 4, <8 x i1> %7, <8 x i32> poison), !tbaa !9
  %16 = sext <8 x i32> %wide.masked.load20 to <8 x i64>
  %17 = sext <8 x i32> %wide.masked.load21 to <8 x i64>
  %18 = sext <8 x i32> %wide.masked.load22 to <8 x i64>
  %19 = sext <8 x i32> %wide.masked.load23 to <8 x i64>
  %20 = getelementptr inbounds double, ptr %out, <8 x i64> %16
  %21 = getelementptr inbounds double, ptr %out, <8 x i64> %17
  %22 = getelementptr inbounds double, ptr %out, <8 x i64> %18
  %23 = getelementptr inbounds double, ptr %out, <8 x i64> %19
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %wide.masked.load, <8 x ptr> %20, i32 8, <8 x i1> %4), !tbaa !36
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %wide.masked.load17, <8 x ptr> %21, i32 8, <8 x i1> %5), !tbaa !36
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %wide.masked.load18, <8 x ptr> %22, i32 8, <8 x i1> %6), !tbaa !36
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %wide.masked.load19, <8 x ptr> %23, i32 8, <8 x i1> %7), !tbaa !36
  %index.next = add nuw i64 %index, 32
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !38

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader24

for.body.preheader24:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader24, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader24 ]
  %arrayidx = getelementptr inbounds i8, ptr %c, i64 %indvars.iv
  %25 = load i8, ptr %arrayidx, align 1, !tbaa !23
  %tobool.not = icmp eq i8 %25, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx2 = getelementptr inbounds double, ptr %a, i64 %indvars.iv
  %26 = load double, ptr %arrayidx2, align 8, !tbaa !36
  %arrayidx4 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %27 = load i32, ptr %arrayidx4, align 4, !tbaa !9
  %idxprom5 = sext i32 %27 to i64
  %arrayidx6 = getelementptr inbounds double, ptr %out, i64 %idxprom5
  store double %26, ptr %arrayidx6, align 8, !tbaa !36
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_strided_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = sext i32 %stride to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 7
  %ident.check.not = icmp eq i32 %stride, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.main.loop.iter.check, label %for.body.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

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
  %5 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %5, align 4, !tbaa !9
  %6 = getelementptr inbounds i32, ptr %5, i64 16
  %wide.load11 = load <16 x i32>, ptr %6, align 4, !tbaa !9
  %7 = getelementptr inbounds i32, ptr %5, i64 32
  %wide.load12 = load <16 x i32>, ptr %7, align 4, !tbaa !9
  %8 = getelementptr inbounds i32, ptr %5, i64 48
  %wide.load13 = load <16 x i32>, ptr %8, align 4, !tbaa !9
  %9 = mul nsw i64 %index, %0
  %10 = getelementptr inbounds i32, ptr %out, i64 %9
  store <16 x i32> %wide.load, ptr %10, align 4, !tbaa !9
  %11 = getelementptr inbounds i32, ptr %10, i64 16
  store <16 x i32> %wide.load11, ptr %11, align 4, !tbaa !9
  %12 = getelementptr inbounds i32, ptr %10, i64 32
  store <16 x i32> %wide.load12, ptr %12, align 4, !tbaa !9
  %13 = getelementptr inbounds i32, ptr %10, i64 48
  store <16 x i32> %wide.load13, ptr %13, align 4, !tbaa !9
  %index.next = or i64 %index, 64
  %14 = getelementptr inbounds i32, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %14, align 4, !tbaa !9
  %15 = getelementptr inbounds i32, ptr %14, i64 16
  %wide.load11.1 = load <16 x i32>, ptr %15, align 4, !tbaa !9
  %16 = getelementptr inbounds i32, ptr %14, i64 32
  %wide.load12.1 = load <16 x i32>, ptr %16, align 4, !tbaa !9
  %17 = getelementptr inbounds i32, ptr %14, i64 48
  %wide.load13.1 = load <16 x i32>, ptr %17, align 4, !tbaa !9
  %18 = mul nsw i64 %index.next, %0
  %19 = getelementptr inbounds i32, ptr %out, i64 %18
  store <16 x i32> %wide.load.1, ptr %19, align 4, !tbaa !9
  %20 = getelementptr inbounds i32, ptr %19, i64 16
  store <16 x i32> %wide.load11.1, ptr %20, align 4, !tbaa !9
  %21 = getelementptr inbounds i32, ptr %19, i64 32
  store <16 x i32> %wide.load12.1, ptr %21, align 4, !tbaa !9
  %22 = getelementptr inbounds i32, ptr %19, i64 48
  store <16 x i32> %wide.load13.1, ptr %22, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !40

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %23 = getelementptr inbounds i32, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %23, align 4, !tbaa !9
  %24 = getelementptr inbounds i32, ptr %23, i64 16
  %wide.load11.epil = load <16 x i32>, ptr %24, align 4, !tbaa !9
  %25 = getelementptr inbounds i32, ptr %23, i64 32
  %wide.load12.epil = load <16 x i32>, ptr %25, align 4, !tbaa !9
  %26 = getelementptr inbounds i32, ptr %23, i64 48
  %wide.load13.epil = load <16 x i32>, ptr %26, align 4, !tbaa !9
  %27 = mul nsw i64 %index.unr, %0
  %28 = getelementptr inbounds i32, ptr %out, i64 %27
  store <16 x i32> %wide.load.epil, ptr %28, align 4, !tbaa !9
  %29 = getelementptr inbounds i32, ptr %28, i64 16
  store <16 x i32> %wide.load11.epil, ptr %29, align 4, !tbaa !9
  %30 = getelementptr inbounds i32, ptr %28, i64 32
  store <16 x i32> %wide.load12.epil, ptr %30, align 4, !tbaa !9
  %31 = getelementptr inbounds i32, ptr %28, i64 48
  store <16 x i32> %wide.load13.epil, ptr %31, align 4, !tbaa !9
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
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %32 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load18 = load <8 x i32>, ptr %32, align 4, !tbaa !9
  %33 = mul nsw i64 %offset.idx, %0
  %34 = getelementptr inbounds i32, ptr %out, i64 %33
  store <8 x i32> %wide.load18, ptr %34, align 4, !tbaa !9
  %index.next19 = add nuw i64 %offset.idx, 8
  %35 = icmp eq i64 %index.next19, %n.vec15
  br i1 %35, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n16 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n16, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  %36 = xor i64 %indvars.iv.ph, -1
  %37 = add nsw i64 %36, %wide.trip.count
  %xtraiter20 = and i64 %wide.trip.count, 3
  %lcmp.mod21.not = icmp eq i64 %xtraiter20, 0
  br i1 %lcmp.mod21.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader, %for.body.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body.prol ], [ %indvars.iv.ph, %for.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.prol ], [ 0, %for.body.preheader ]
  %arrayidx.prol = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.prol
  %38 = load i32, ptr %arrayidx.prol, align 4, !tbaa !9
  %39 = mul nsw i64 %indvars.iv.prol, %0
  %arrayidx2.prol = getelementptr inbounds i32, ptr %out, i64 %39
  store i32 %38, ptr %arrayidx2.prol, align 4, !tbaa !9
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter20
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !42

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %40 = icmp ult i64 %37, 3
  br i1 %40, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %41 = load i32, ptr %arrayidx, align 4, !tbaa !9
  %42 = mul nsw i64 %indvars.iv, %0
  %arrayidx2 = getelementptr inbounds i32, ptr %out, i64 %42
  store i32 %41, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next
  %43 = load i32, ptr %arrayidx.1, align 4, !tbaa !9
  %44 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx2.1 = getelementptr inbounds i32, ptr %out, i64 %44
  store i32 %43, ptr %arrayidx2.1, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next.1
  %45 = load i32, ptr %arrayidx.2, align 4, !tbaa !9
  %46 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx2.2 = getelementptr inbounds i32, ptr %out, i64 %46
  store i32 %45, ptr %arrayidx2.2, align 4, !tbaa !9
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next.2
  %47 = load i32, ptr %arrayidx.3, align 4, !tbaa !9
  %48 = mul nsw i64 %indvars.iv.next.2, %0
  %arrayidx2.3 = getelementptr inbounds i32, ptr %out, i64 %48
  store i32 %47, ptr %arrayidx2.3, align 4, !tbaa !9
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %for.cond.cleanup, label %for.body, !llvm.loop !43
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %t, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !9
  %5 = icmp slt <16 x i32> %wide.load, %broadcast.splat
  %6 = and <16 x i32> %wide.load, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %7 = getelementptr i32, ptr %idx, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %7, i32 4, <16 x i1> %5, <16 x i32> poison), !tbaa !9
  %8 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %9 = getelementptr inbounds i32, ptr %out, <16 x i64> %8
  tail call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %6, <16 x ptr> %9, i32 4, <16 x i1> %5), !tbaa !9
  %index.next = or i64 %index, 16
  %10 = getelementptr inbounds i32, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %10, align 4, !tbaa !9
  %11 = icmp slt <16 x i32> %wide.load.1, %broadcast.splat
  %12 = and <16 x i32> %wide.load.1, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %13 = getelementptr i32, ptr %idx, i64 %index.next
  %wide.masked.load.1 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %13, i32 4, <16 x i1> %11, <16 x i32> poison), !tbaa !9
  %14 = sext <16 x i32> %wide.masked.load.1 to <16 x i64>
  %15 = getelementptr inbounds i32, ptr %out, <16 x i64> %14
  tail call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %12, <16 x ptr> %15, i32 4, <16 x i1> %11), !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !44

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %16 = getelementptr inbounds i32, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %16, align 4, !tbaa !9
  %17 = icmp slt <16 x i32> %wide.load.epil, %broadcast.splat
  %18 = and <16 x i32> %wide.load.epil, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %19 = getelementptr i32, ptr %idx, i64 %index.unr
  %wide.masked.load.epil = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %19, i32 4, <16 x i1> %17, <16 x i32> poison), !tbaa !9
  %20 = sext <16 x i32> %wide.masked.load.epil to <16 x i64>
  %21 = getelementptr inbounds i32, ptr %out, <16 x i64> %20
  tail call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %18, <16 x ptr> %21, i32 4, <16 x i1> %17), !tbaa !9
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
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert22 = insertelement <8 x i32> poison, i32 %t, i64 0
  %broadcast.splat23 = shufflevector <8 x i32> %broadcast.splatinsert22, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %22 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load21 = load <8 x i32>, ptr %22, align 4, !tbaa !9
  %23 = icmp slt <8 x i32> %wide.load21, %broadcast.splat23
  %24 = and <8 x i32> %wide.load21, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %25 = getelementptr i32, ptr %idx, i64 %offset.idx
  %wide.masked.load24 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %25, i32 4, <8 x i1> %23, <8 x i32> poison), !tbaa !9
  %26 = sext <8 x i32> %wide.masked.load24 to <8 x i64>
  %27 = getelementptr inbounds i32, ptr %out, <8 x i64> %26
  tail call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %24, <8 x ptr> %27, i32 4, <8 x i1> %23), !tbaa !9
  %index.next25 = add nuw i64 %offset.idx, 8
  %28 = icmp eq i64 %index.next25, %n.vec18
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !45

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %29 = load i32, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = icmp slt i32 %29, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %and = and i32 %29, 255
  %arrayidx5 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %30 = load i32, ptr %arrayidx5, align 4, !tbaa !9
  %idxprom6 = sext i32 %30 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %idxprom6
  store i32 %and, ptr %arrayidx7, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
}

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #1

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr, i32 immarg, <16 x i1>, <16 x i32>) #2

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr, i32 immarg, <8 x i1>, <8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, i32 immarg, <8 x i1>) #1

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.load.v8f64.p0(ptr, i32 immarg, <8 x i1>, <8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f64.v8p0(<8 x double>, <8 x ptr>, i32 immarg, <8 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16i32.v16p0(<16 x i32>, <16 x ptr>, i32 immarg, <16 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, i32 immarg, <8 x i1>) #1

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn writeonly }
attributes #2 = { argmemonly nocallback nofree nosync nounwind readonly willreturn }

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
!30 = distinct !{!30, !12, !13, !17}
!31 = distinct !{!31, !12, !17, !13}
!32 = !{!33, !33, i64 0}
!33 = !{!"long", !7, i64 0}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !17, !13}
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !7, i64 0}
!38 = distinct !{!38, !12, !13}
!39 = distinct !{!39, !12, !17, !13}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12, !13, !17}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !12, !13}
!45 = distinct !{!45, !12, !13, !17}
!46 = distinct !{!46, !12, !17, !13}
