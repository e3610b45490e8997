; ModuleID = 'arith.c'
source_filename = "arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @cvt_sitofp(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds i32, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %7 = sitofp <16 x i32> %wide.masked.gather to <16 x float>
  %8 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %7, ptr %8, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %9 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %9, align 4, !tbaa !5
  %10 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %11 = getelementptr inbounds i32, ptr %a, <16 x i64> %10
  %wide.masked.gather.1 = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %12 = sitofp <16 x i32> %wide.masked.gather.1 to <16 x float>
  %13 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %12, ptr %13, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !11

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %14, align 4, !tbaa !5
  %15 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %16 = getelementptr inbounds i32, ptr %a, <16 x i64> %15
  %wide.masked.gather.epil = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %17 = sitofp <16 x i32> %wide.masked.gather.epil to <16 x float>
  %18 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %17, ptr %18, align 4, !tbaa !9
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
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %20 = sext <8 x i32> %wide.load16 to <8 x i64>
  %21 = getelementptr inbounds i32, ptr %a, <8 x i64> %20
  %wide.masked.gather17 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %21, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %22 = sitofp <8 x i32> %wide.masked.gather17 to <8 x float>
  %23 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %22, ptr %23, align 4, !tbaa !9
  %index.next18 = add nuw i64 %offset.idx, 8
  %24 = icmp eq i64 %index.next18, %n.vec13
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %25 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %25 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %idxprom1
  %26 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %conv = sitofp i32 %26 to float
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %conv, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @cvt_uitofp(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds i32, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %7 = uitofp <16 x i32> %wide.masked.gather to <16 x float>
  %8 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %7, ptr %8, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %9 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %9, align 4, !tbaa !5
  %10 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %11 = getelementptr inbounds i32, ptr %a, <16 x i64> %10
  %wide.masked.gather.1 = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %12 = uitofp <16 x i32> %wide.masked.gather.1 to <16 x float>
  %13 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %12, ptr %13, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !17

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %14, align 4, !tbaa !5
  %15 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %16 = getelementptr inbounds i32, ptr %a, <16 x i64> %15
  %wide.masked.gather.epil = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %17 = uitofp <16 x i32> %wide.masked.gather.epil to <16 x float>
  %18 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %17, ptr %18, align 4, !tbaa !9
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
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %20 = sext <8 x i32> %wide.load16 to <8 x i64>
  %21 = getelementptr inbounds i32, ptr %a, <8 x i64> %20
  %wide.masked.gather17 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %21, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %22 = uitofp <8 x i32> %wide.masked.gather17 to <8 x float>
  %23 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %22, ptr %23, align 4, !tbaa !9
  %index.next18 = add nuw i64 %offset.idx, 8
  %24 = icmp eq i64 %index.next18, %n.vec13
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %25 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %25 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %idxprom1
  %26 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %conv = uitofp i32 %26 to float
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %conv, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @cvt_fptosi(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check15 = icmp ult i32 %n, 16
  br i1 %min.iters.check15, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = fptosi <16 x float> %wide.masked.gather to <16 x i32>
  %8 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load16 = load <16 x float>, ptr %8, align 4, !tbaa !9
  %9 = fptosi <16 x float> %wide.load16 to <16 x i32>
  %10 = add nsw <16 x i32> %9, %7
  %11 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %10, ptr %11, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %12 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %12, align 4, !tbaa !5
  %13 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %14 = getelementptr inbounds float, ptr %a, <16 x i64> %13
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %15 = fptosi <16 x float> %wide.masked.gather.1 to <16 x i32>
  %16 = getelementptr inbounds float, ptr %b, i64 %index.next
  %wide.load16.1 = load <16 x float>, ptr %16, align 4, !tbaa !9
  %17 = fptosi <16 x float> %wide.load16.1 to <16 x i32>
  %18 = add nsw <16 x i32> %17, %15
  %19 = getelementptr inbounds i32, ptr %out, i64 %index.next
  store <16 x i32> %18, ptr %19, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !20

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %20, align 4, !tbaa !5
  %21 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %22 = getelementptr inbounds float, ptr %a, <16 x i64> %21
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %23 = fptosi <16 x float> %wide.masked.gather.epil to <16 x i32>
  %24 = getelementptr inbounds float, ptr %b, i64 %index.unr
  %wide.load16.epil = load <16 x float>, ptr %24, align 4, !tbaa !9
  %25 = fptosi <16 x float> %wide.load16.epil to <16 x i32>
  %26 = add nsw <16 x i32> %25, %23
  %27 = getelementptr inbounds i32, ptr %out, i64 %index.unr
  store <16 x i32> %26, ptr %27, align 4, !tbaa !5
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
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %28 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load21 = load <8 x i32>, ptr %28, align 4, !tbaa !5
  %29 = sext <8 x i32> %wide.load21 to <8 x i64>
  %30 = getelementptr inbounds float, ptr %a, <8 x i64> %29
  %wide.masked.gather22 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %30, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %31 = fptosi <8 x float> %wide.masked.gather22 to <8 x i32>
  %32 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load23 = load <8 x float>, ptr %32, align 4, !tbaa !9
  %33 = fptosi <8 x float> %wide.load23 to <8 x i32>
  %34 = add nsw <8 x i32> %33, %31
  %35 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %34, ptr %35, align 4, !tbaa !5
  %index.next24 = add nuw i64 %offset.idx, 8
  %36 = icmp eq i64 %index.next24, %n.vec18
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %37 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %37 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %38 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %conv = fptosi float %38 to i32
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %39 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %conv5 = fptosi float %39 to i32
  %add = add nsw i32 %conv5, %conv
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %add, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @cvt_fptoui(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = fptoui <16 x float> %wide.masked.gather to <16 x i32>
  %8 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %7, ptr %8, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %9 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %9, align 4, !tbaa !5
  %10 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %11 = getelementptr inbounds float, ptr %a, <16 x i64> %10
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %12 = fptoui <16 x float> %wide.masked.gather.1 to <16 x i32>
  %13 = getelementptr inbounds i32, ptr %out, i64 %index.next
  store <16 x i32> %12, ptr %13, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %14, align 4, !tbaa !5
  %15 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %16 = getelementptr inbounds float, ptr %a, <16 x i64> %15
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %17 = fptoui <16 x float> %wide.masked.gather.epil to <16 x i32>
  %18 = getelementptr inbounds i32, ptr %out, i64 %index.unr
  store <16 x i32> %17, ptr %18, align 4, !tbaa !5
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
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %20 = sext <8 x i32> %wide.load16 to <8 x i64>
  %21 = getelementptr inbounds float, ptr %a, <8 x i64> %20
  %wide.masked.gather17 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %21, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %22 = fptoui <8 x float> %wide.masked.gather17 to <8 x i32>
  %23 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %22, ptr %23, align 4, !tbaa !5
  %index.next18 = add nuw i64 %offset.idx, 8
  %24 = icmp eq i64 %index.next18, %n.vec13
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %25 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %25 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %26 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %conv = fptoui float %26 to i32
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %conv, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @ashr_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, i32 noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check15 = icmp ult i32 %n, 16
  br i1 %min.iters.check15, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds i32, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %7 = ashr <16 x i32> %wide.masked.gather, %broadcast.splat
  %8 = getelementptr inbounds i32, ptr %b, i64 %index
  %wide.load16 = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = ashr <16 x i32> %wide.load16, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %10 = add nsw <16 x i32> %9, %7
  %11 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %10, ptr %11, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %12 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %12, align 4, !tbaa !5
  %13 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %14 = getelementptr inbounds i32, ptr %a, <16 x i64> %13
  %wide.masked.gather.1 = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %15 = ashr <16 x i32> %wide.masked.gather.1, %broadcast.splat
  %16 = getelementptr inbounds i32, ptr %b, i64 %index.next
  %wide.load16.1 = load <16 x i32>, ptr %16, align 4, !tbaa !5
  %17 = ashr <16 x i32> %wide.load16.1, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %18 = add nsw <16 x i32> %17, %15
  %19 = getelementptr inbounds i32, ptr %out, i64 %index.next
  store <16 x i32> %18, ptr %19, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !26

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %20, align 4, !tbaa !5
  %21 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %22 = getelementptr inbounds i32, ptr %a, <16 x i64> %21
  %wide.masked.gather.epil = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %23 = ashr <16 x i32> %wide.masked.gather.epil, %broadcast.splat
  %24 = getelementptr inbounds i32, ptr %b, i64 %index.unr
  %wide.load16.epil = load <16 x i32>, ptr %24, align 4, !tbaa !5
  %25 = ashr <16 x i32> %wide.load16.epil, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %26 = add nsw <16 x i32> %25, %23
  %27 = getelementptr inbounds i32, ptr %out, i64 %index.unr
  store <16 x i32> %26, ptr %27, align 4, !tbaa !5
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
  %broadcast.splatinsert23 = insertelement <8 x i32> poison, i32 %s, i64 0
  %broadcast.splat24 = shufflevector <8 x i32> %broadcast.splatinsert23, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %28 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load21 = load <8 x i32>, ptr %28, align 4, !tbaa !5
  %29 = sext <8 x i32> %wide.load21 to <8 x i64>
  %30 = getelementptr inbounds i32, ptr %a, <8 x i64> %29
  %wide.masked.gather22 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %30, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %31 = ashr <8 x i32> %wide.masked.gather22, %broadcast.splat24
  %32 = getelementptr inbounds i32, ptr %b, i64 %offset.idx
  %wide.load25 = load <8 x i32>, ptr %32, align 4, !tbaa !5
  %33 = ashr <8 x i32> %wide.load25, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %34 = add nsw <8 x i32> %33, %31
  %35 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %34, ptr %35, align 4, !tbaa !5
  %index.next26 = add nuw i64 %offset.idx, 8
  %36 = icmp eq i64 %index.next26, %n.vec18
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %37 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %37 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %idxprom1
  %38 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %shr = ashr i32 %38, %s
  %arrayidx4 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %39 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %shr5 = ashr i32 %39, 3
  %add = add nsw i32 %shr5, %shr
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %add, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @ashr_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = getelementptr inbounds i16, ptr %a, i64 %2
  %4 = extractelement <16 x i64> %1, i64 1
  %5 = getelementptr inbounds i16, ptr %a, i64 %4
  %6 = extractelement <16 x i64> %1, i64 2
  %7 = getelementptr inbounds i16, ptr %a, i64 %6
  %8 = extractelement <16 x i64> %1, i64 3
  %9 = getelementptr inbounds i16, ptr %a, i64 %8
  %10 = extractelement <16 x i64> %1, i64 4
  %11 = getelementptr inbounds i16, ptr %a, i64 %10
  %12 = extractelement <16 x i64> %1, i64 5
  %13 = getelementptr inbounds i16, ptr %a, i64 %12
  %14 = extractelement <16 x i64> %1, i64 6
  %15 = getelementptr inbounds i16, ptr %a, i64 %14
  %16 = extractelement <16 x i64> %1, i64 7
  %17 = getelementptr inbounds i16, ptr %a, i64 %16
  %18 = extractelement <16 x i64> %1, i64 8
  %19 = getelementptr inbounds i16, ptr %a, i64 %18
  %20 = extractelement <16 x i64> %1, i64 9
  %21 = getelementptr inbounds i16, ptr %a, i64 %20
  %22 = extractelement <16 x i64> %1, i64 10
  %23 = getelementptr inbounds i16, ptr %a, i64 %22
  %24 = extractelement <16 x i64> %1, i64 11
  %25 = getelementptr inbounds i16, ptr %a, i64 %24
  %26 = extractelement <16 x i64> %1, i64 12
  %27 = getelementptr inbounds i16, ptr %a, i64 %26
  %28 = extractelement <16 x i64> %1, i64 13
  %29 = getelementptr inbounds i16, ptr %a, i64 %28
  %30 = extractelement <16 x i64> %1, i64 14
  %31 = getelementptr inbounds i16, ptr %a, i64 %30
  %32 = extractelement <16 x i64> %1, i64 15
  %33 = getelementptr inbounds i16, ptr %a, i64 %32
  %34 = load i16, ptr %3, align 2, !tbaa !29
  %35 = load i16, ptr %5, align 2, !tbaa !29
  %36 = load i16, ptr %7, align 2, !tbaa !29
  %37 = load i16, ptr %9, align 2, !tbaa !29
  %38 = load i16, ptr %11, align 2, !tbaa !29
  %39 = load i16, ptr %13, align 2, !tbaa !29
  %40 = load i16, ptr %15, align 2, !tbaa !29
  %41 = load i16, ptr %17, align 2, !tbaa !29
  %42 = load i16, ptr %19, align 2, !tbaa !29
  %43 = load i16, ptr %21, align 2, !tbaa !29
  %44 = load i16, ptr %23, align 2, !tbaa !29
  %45 = load i16, ptr %25, align 2, !tbaa !29
  %46 = load i16, ptr %27, align 2, !tbaa !29
  %47 = load i16, ptr %29, align 2, !tbaa !29
  %48 = load i16, ptr %31, align 2, !tbaa !29
  %49 = load i16, ptr %33, align 2, !tbaa !29
  %50 = insertelement <16 x i16> poison, i16 %34, i64 0
  %51 = insertelement <16 x i16> %50, i16 %35, i64 1
  %52 = insertelement <16 x i16> %51, i16 %36, i64 2
  %53 = insertelement <16 x i16> %52, i16 %37, i64 3
  %54 = insertelement <16 x i16> %53, i16 %38, i64 4
  %55 = insertelement <16 x i16> %54, i16 %39, i64 5
  %56 = insertelement <16 x i16> %55, i16 %40, i64 6
  %57 = insertelement <16 x i16> %56, i16 %41, i64 7
  %58 = insertelement <16 x i16> %57, i16 %42, i64 8
  %59 = insertelement <16 x i16> %58, i16 %43, i64 9
  %60 = insertelement <16 x i16> %59, i16 %44, i64 10
  %61 = insertelement <16 x i16> %60, i16 %45, i64 11
  %62 = insertelement <16 x i16> %61, i16 %46, i64 12
  %63 = insertelement <16 x i16> %62, i16 %47, i64 13
  %64 = insertelement <16 x i16> %63, i16 %48, i64 14
  %65 = insertelement <16 x i16> %64, i16 %49, i64 15
  %66 = ashr <16 x i16> %65, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %67 = getelementptr inbounds i16, ptr %out, i64 %index
  store <16 x i16> %66, ptr %67, align 2, !tbaa !29
  %index.next = add nuw i64 %index, 16
  %68 = icmp eq i64 %index.next, %n.vec
  br i1 %68, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %69 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load17 = load <8 x i32>, ptr %69, align 4, !tbaa !5
  %70 = sext <8 x i32> %wide.load17 to <8 x i64>
  %71 = extractelement <8 x i64> %70, i64 0
  %72 = getelementptr inbounds i16, ptr %a, i64 %71
  %73 = extractelement <8 x i64> %70, i64 1
  %74 = getelementptr inbounds i16, ptr %a, i64 %73
  %75 = extractelement <8 x i64> %70, i64 2
  %76 = getelementptr inbounds i16, ptr %a, i64 %75
  %77 = extractelement <8 x i64> %70, i64 3
  %78 = getelementptr inbounds i16, ptr %a, i64 %77
  %79 = extractelement <8 x i64> %70, i64 4
  %80 = getelementptr inbounds i16, ptr %a, i64 %79
  %81 = extractelement <8 x i64> %70, i64 5
  %82 = getelementptr inbounds i16, ptr %a, i64 %81
  %83 = extractelement <8 x i64> %70, i64 6
  %84 = getelementptr inbounds i16, ptr %a, i64 %83
  %85 = extractelement <8 x i64> %70, i64 7
  %86 = getelementptr inbounds i16, ptr %a, i64 %85
  %87 = load i16, ptr %72, align 2, !tbaa !29
  %88 = load i16, ptr %74, align 2, !tbaa !29
  %89 = load i16, ptr %76, align 2, !tbaa !29
  %90 = load i16, ptr %78, align 2, !tbaa !29
  %91 = load i16, ptr %80, align 2, !tbaa !29
  %92 = load i16, ptr %82, align 2, !tbaa !29
  %93 = load i16, ptr %84, align 2, !tbaa !29
  %94 = load i16, ptr %86, align 2, !tbaa !29
  %95 = insertelement <8 x i16> poison, i16 %87, i64 0
  %96 = insertelement <8 x i16> %95, i16 %88, i64 1
  %97 = insertelement <8 x i16> %96, i16 %89, i64 2
  %98 = insertelement <8 x i16> %97, i16 %90, i64 3
  %99 = insertelement <8 x i16> %98, i16 %91, i64 4
  %100 = insertelement <8 x i16> %99, i16 %92, i64 5
  %101 = insertelement <8 x i16> %100, i16 %93, i64 6
  %102 = insertelement <8 x i16> %101, i16 %94, i64 7
  %103 = ashr <8 x i16> %102, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %104 = getelementptr inbounds i16, ptr %out, i64 %offset.idx
  store <8 x i16> %103, ptr %104, align 2, !tbaa !29
  %index.next18 = add nuw i64 %offset.idx, 8
  %105 = icmp eq i64 %index.next18, %n.vec14
  br i1 %105, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

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
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %106 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %106 to i64
  %arrayidx2 = getelementptr inbounds i16, ptr %a, i64 %idxprom1
  %107 = load i16, ptr %arrayidx2, align 2, !tbaa !29
  %108 = ashr i16 %107, 5
  %arrayidx5 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %108, ptr %arrayidx5, align 2, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @clamp_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %lo, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp25 = icmp sgt i32 %n, 0
  br i1 %cmp25, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check28 = icmp ult i32 %n, 16
  br i1 %min.iters.check28, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds i32, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %7 = getelementptr inbounds i32, ptr %lo, i64 %index
  %wide.load29 = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.masked.gather, <16 x i32> %wide.load29)
  %9 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %8, <16 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %10 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %9, ptr %10, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %11, align 4, !tbaa !5
  %12 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %13 = getelementptr inbounds i32, ptr %a, <16 x i64> %12
  %wide.masked.gather.1 = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %13, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %14 = getelementptr inbounds i32, ptr %lo, i64 %index.next
  %wide.load29.1 = load <16 x i32>, ptr %14, align 4, !tbaa !5
  %15 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.masked.gather.1, <16 x i32> %wide.load29.1)
  %16 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %15, <16 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %17 = getelementptr inbounds i32, ptr %out, i64 %index.next
  store <16 x i32> %16, ptr %17, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !34

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %18, align 4, !tbaa !5
  %19 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %20 = getelementptr inbounds i32, ptr %a, <16 x i64> %19
  %wide.masked.gather.epil = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %20, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %21 = getelementptr inbounds i32, ptr %lo, i64 %index.unr
  %wide.load29.epil = load <16 x i32>, ptr %21, align 4, !tbaa !5
  %22 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.masked.gather.epil, <16 x i32> %wide.load29.epil)
  %23 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %22, <16 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %24 = getelementptr inbounds i32, ptr %out, i64 %index.unr
  store <16 x i32> %23, ptr %24, align 4, !tbaa !5
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
  %n.vec31 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next37, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load34 = load <8 x i32>, ptr %25, align 4, !tbaa !5
  %26 = sext <8 x i32> %wide.load34 to <8 x i64>
  %27 = getelementptr inbounds i32, ptr %a, <8 x i64> %26
  %wide.masked.gather35 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %27, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %28 = getelementptr inbounds i32, ptr %lo, i64 %offset.idx
  %wide.load36 = load <8 x i32>, ptr %28, align 4, !tbaa !5
  %29 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %wide.masked.gather35, <8 x i32> %wide.load36)
  %30 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %29, <8 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>)
  %31 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %30, ptr %31, align 4, !tbaa !5
  %index.next37 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next37, %n.vec31
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

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
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %33 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %33 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %idxprom1
  %34 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds i32, ptr %lo, i64 %indvars.iv
  %35 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %36 = tail call i32 @llvm.smax.i32(i32 %34, i32 %35)
  %37 = tail call i32 @llvm.smin.i32(i32 %36, i32 1000)
  %arrayidx14 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %37, ptr %arrayidx14, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @clamp_u32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %lo, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp25 = icmp sgt i32 %n, 0
  br i1 %cmp25, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check28 = icmp ult i32 %n, 16
  br i1 %min.iters.check28, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds i32, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %7 = getelementptr inbounds i32, ptr %lo, i64 %index
  %wide.load29 = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = tail call <16 x i32> @llvm.umax.v16i32(<16 x i32> %wide.masked.gather, <16 x i32> %wide.load29)
  %9 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %8, <16 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>)
  %10 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %9, ptr %10, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %11, align 4, !tbaa !5
  %12 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %13 = getelementptr inbounds i32, ptr %a, <16 x i64> %12
  %wide.masked.gather.1 = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %13, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %14 = getelementptr inbounds i32, ptr %lo, i64 %index.next
  %wide.load29.1 = load <16 x i32>, ptr %14, align 4, !tbaa !5
  %15 = tail call <16 x i32> @llvm.umax.v16i32(<16 x i32> %wide.masked.gather.1, <16 x i32> %wide.load29.1)
  %16 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %15, <16 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>)
  %17 = getelementptr inbounds i32, ptr %out, i64 %index.next
  store <16 x i32> %16, ptr %17, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !37

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %18, align 4, !tbaa !5
  %19 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %20 = getelementptr inbounds i32, ptr %a, <16 x i64> %19
  %wide.masked.gather.epil = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %20, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %21 = getelementptr inbounds i32, ptr %lo, i64 %index.unr
  %wide.load29.epil = load <16 x i32>, ptr %21, align 4, !tbaa !5
  %22 = tail call <16 x i32> @llvm.umax.v16i32(<16 x i32> %wide.masked.gather.epil, <16 x i32> %wide.load29.epil)
  %23 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %22, <16 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>)
  %24 = getelementptr inbounds i32, ptr %out, i64 %index.unr
  store <16 x i32> %23, ptr %24, align 4, !tbaa !5
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
  %n.vec31 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next37, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load34 = load <8 x i32>, ptr %25, align 4, !tbaa !5
  %26 = sext <8 x i32> %wide.load34 to <8 x i64>
  %27 = getelementptr inbounds i32, ptr %a, <8 x i64> %26
  %wide.masked.gather35 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %27, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %28 = getelementptr inbounds i32, ptr %lo, i64 %offset.idx
  %wide.load36 = load <8 x i32>, ptr %28, align 4, !tbaa !5
  %29 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %wide.masked.gather35, <8 x i32> %wide.load36)
  %30 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %29, <8 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>)
  %31 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %30, ptr %31, align 4, !tbaa !5
  %index.next37 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next37, %n.vec31
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

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
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %33 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %33 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %idxprom1
  %34 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds i32, ptr %lo, i64 %indvars.iv
  %35 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %36 = tail call i32 @llvm.umax.i32(i32 %34, i32 %35)
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 100000)
  %arrayidx14 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %37, ptr %arrayidx14, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @fminmax_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 16
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load26 = load <16 x float>, ptr %7, align 4, !tbaa !9
  %8 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %wide.masked.gather, <16 x float> %wide.load26)
  %9 = fmul <16 x float> %wide.load26, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %10 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %wide.masked.gather, <16 x float> %9)
  %11 = fadd <16 x float> %8, %10
  %12 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %11, ptr %12, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %13 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %13, align 4, !tbaa !5
  %14 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %15 = getelementptr inbounds float, ptr %a, <16 x i64> %14
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %16 = getelementptr inbounds float, ptr %b, i64 %index.next
  %wide.load26.1 = load <16 x float>, ptr %16, align 4, !tbaa !9
  %17 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %wide.masked.gather.1, <16 x float> %wide.load26.1)
  %18 = fmul <16 x float> %wide.load26.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %19 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %wide.masked.gather.1, <16 x float> %18)
  %20 = fadd <16 x float> %17, %19
  %21 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %20, ptr %21, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !40

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %22, align 4, !tbaa !5
  %23 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %24 = getelementptr inbounds float, ptr %a, <16 x i64> %23
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %24, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %25 = getelementptr inbounds float, ptr %b, i64 %index.unr
  %wide.load26.epil = load <16 x float>, ptr %25, align 4, !tbaa !9
  %26 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %wide.masked.gather.epil, <16 x float> %wide.load26.epil)
  %27 = fmul <16 x float> %wide.load26.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %28 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %wide.masked.gather.epil, <16 x float> %27)
  %29 = fadd <16 x float> %26, %28
  %30 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %29, ptr %30, align 4, !tbaa !9
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
  %n.vec28 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %31 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load31 = load <8 x i32>, ptr %31, align 4, !tbaa !5
  %32 = sext <8 x i32> %wide.load31 to <8 x i64>
  %33 = getelementptr inbounds float, ptr %a, <8 x i64> %32
  %wide.masked.gather32 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %33, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %34 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load33 = load <8 x float>, ptr %34, align 4, !tbaa !9
  %35 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %wide.masked.gather32, <8 x float> %wide.load33)
  %36 = fmul <8 x float> %wide.load33, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %37 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %wide.masked.gather32, <8 x float> %36)
  %38 = fadd <8 x float> %35, %37
  %39 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %38, ptr %39, align 4, !tbaa !9
  %index.next34 = add nuw i64 %offset.idx, 8
  %40 = icmp eq i64 %index.next34, %n.vec28
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %41 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %41 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %42 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %43 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %44 = tail call float @llvm.minnum.f32(float %42, float %43)
  %mul = fmul float %43, 2.000000e+00
  %45 = tail call float @llvm.maxnum.f32(float %42, float %mul)
  %add = fadd float %44, %45
  %arrayidx12 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %add, ptr %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @fma_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %c, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
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
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load18 = load <16 x float>, ptr %7, align 4, !tbaa !9
  %8 = getelementptr inbounds float, ptr %c, i64 %index
  %wide.load19 = load <16 x float>, ptr %8, align 4, !tbaa !9
  %9 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %wide.masked.gather, <16 x float> %wide.load18, <16 x float> %wide.load19)
  %10 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %9, ptr %10, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %11, align 4, !tbaa !5
  %12 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %13 = getelementptr inbounds float, ptr %a, <16 x i64> %12
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %13, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %14 = getelementptr inbounds float, ptr %b, i64 %index.next
  %wide.load18.1 = load <16 x float>, ptr %14, align 4, !tbaa !9
  %15 = getelementptr inbounds float, ptr %c, i64 %index.next
  %wide.load19.1 = load <16 x float>, ptr %15, align 4, !tbaa !9
  %16 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %wide.masked.gather.1, <16 x float> %wide.load18.1, <16 x float> %wide.load19.1)
  %17 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %16, ptr %17, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %18, align 4, !tbaa !5
  %19 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %20 = getelementptr inbounds float, ptr %a, <16 x i64> %19
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %20, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %21 = getelementptr inbounds float, ptr %b, i64 %index.unr
  %wide.load18.epil = load <16 x float>, ptr %21, align 4, !tbaa !9
  %22 = getelementptr inbounds float, ptr %c, i64 %index.unr
  %wide.load19.epil = load <16 x float>, ptr %22, align 4, !tbaa !9
  %23 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %wide.masked.gather.epil, <16 x float> %wide.load18.epil, <16 x float> %wide.load19.epil)
  %24 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %23, ptr %24, align 4, !tbaa !9
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
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load24 = load <8 x i32>, ptr %25, align 4, !tbaa !5
  %26 = sext <8 x i32> %wide.load24 to <8 x i64>
  %27 = getelementptr inbounds float, ptr %a, <8 x i64> %26
  %wide.masked.gather25 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %27, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %28 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load26 = load <8 x float>, ptr %28, align 4, !tbaa !9
  %29 = getelementptr inbounds float, ptr %c, i64 %offset.idx
  %wide.load27 = load <8 x float>, ptr %29, align 4, !tbaa !9
  %30 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %wide.masked.gather25, <8 x float> %wide.load26, <8 x float> %wide.load27)
  %31 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %30, ptr %31, align 4, !tbaa !9
  %index.next28 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next28, %n.vec21
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

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
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %33 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %33 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %34 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %35 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds float, ptr %c, i64 %indvars.iv
  %36 = load float, ptr %arrayidx6, align 4, !tbaa !9
  %37 = tail call float @llvm.fma.f32(float %34, float %35, float %36)
  %arrayidx8 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %37, ptr %arrayidx8, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @fsel_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load27 = load <16 x float>, ptr %7, align 4, !tbaa !9
  %8 = fcmp olt <16 x float> %wide.masked.gather, %wide.load27
  %9 = fmul <16 x float> %wide.load27, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %10 = fcmp oge <16 x float> %wide.masked.gather, %9
  %11 = fneg <16 x float> %wide.masked.gather
  %12 = select <16 x i1> %10, <16 x float> %wide.load27, <16 x float> %11
  %13 = select <16 x i1> %8, <16 x float> %wide.masked.gather, <16 x float> %12
  %14 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %13, ptr %14, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %15 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %15, align 4, !tbaa !5
  %16 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %17 = getelementptr inbounds float, ptr %a, <16 x i64> %16
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %17, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %18 = getelementptr inbounds float, ptr %b, i64 %index.next
  %wide.load27.1 = load <16 x float>, ptr %18, align 4, !tbaa !9
  %19 = fcmp olt <16 x float> %wide.masked.gather.1, %wide.load27.1
  %20 = fmul <16 x float> %wide.load27.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %21 = fcmp oge <16 x float> %wide.masked.gather.1, %20
  %22 = fneg <16 x float> %wide.masked.gather.1
  %23 = select <16 x i1> %21, <16 x float> %wide.load27.1, <16 x float> %22
  %24 = select <16 x i1> %19, <16 x float> %wide.masked.gather.1, <16 x float> %23
  %25 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %24, ptr %25, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !46

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %26, align 4, !tbaa !5
  %27 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %28 = getelementptr inbounds float, ptr %a, <16 x i64> %27
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %28, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %29 = getelementptr inbounds float, ptr %b, i64 %index.unr
  %wide.load27.epil = load <16 x float>, ptr %29, align 4, !tbaa !9
  %30 = fcmp olt <16 x float> %wide.masked.gather.epil, %wide.load27.epil
  %31 = fmul <16 x float> %wide.load27.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %32 = fcmp oge <16 x float> %wide.masked.gather.epil, %31
  %33 = fneg <16 x float> %wide.masked.gather.epil
  %34 = select <16 x i1> %32, <16 x float> %wide.load27.epil, <16 x float> %33
  %35 = select <16 x i1> %30, <16 x float> %wide.masked.gather.epil, <16 x float> %34
  %36 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %35, ptr %36, align 4, !tbaa !9
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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %37 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load32 = load <8 x i32>, ptr %37, align 4, !tbaa !5
  %38 = sext <8 x i32> %wide.load32 to <8 x i64>
  %39 = getelementptr inbounds float, ptr %a, <8 x i64> %38
  %wide.masked.gather33 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %39, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %40 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load34 = load <8 x float>, ptr %40, align 4, !tbaa !9
  %41 = fcmp olt <8 x float> %wide.masked.gather33, %wide.load34
  %42 = fmul <8 x float> %wide.load34, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %43 = fcmp oge <8 x float> %wide.masked.gather33, %42
  %44 = fneg <8 x float> %wide.masked.gather33
  %45 = select <8 x i1> %43, <8 x float> %wide.load34, <8 x float> %44
  %46 = select <8 x i1> %41, <8 x float> %wide.masked.gather33, <8 x float> %45
  %47 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %46, ptr %47, align 4, !tbaa !9
  %index.next35 = add nuw i64 %offset.idx, 8
  %48 = icmp eq i64 %index.next35, %n.vec29
  br i1 %48, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

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
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %49 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %49 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %50 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %51 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp olt float %50, %51
  %mul = fmul float %51, 2.000000e+00
  %cmp6 = fcmp oge float %50, %mul
  %fneg = fneg float %50
  %cond = select i1 %cmp6, float %51, float %fneg
  %cond10 = select i1 %cmp5, float %50, float %cond
  %arrayidx12 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %cond10, ptr %arrayidx12, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.umax.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.umax.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nocallback nofree nosync nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !12, !13, !15}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13, !15}
!19 = distinct !{!19, !12, !15, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13, !15}
!22 = distinct !{!22, !12, !15, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13, !15}
!25 = distinct !{!25, !12, !15, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13, !15}
!28 = distinct !{!28, !12, !15, !13}
!29 = !{!30, !30, i64 0}
!30 = !{!"short", !7, i64 0}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13, !15}
!33 = distinct !{!33, !12, !15, !13}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !13, !15}
!36 = distinct !{!36, !12, !15, !13}
!37 = distinct !{!37, !12, !13}
!38 = distinct !{!38, !12, !13, !15}
!39 = distinct !{!39, !12, !15, !13}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12, !13, !15}
!42 = distinct !{!42, !12, !15, !13}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !12, !13, !15}
!45 = distinct !{!45, !12, !15, !13}
!46 = distinct !{!46, !12, !13}
!47 = distinct !{!47, !12, !13, !15}
!48 = distinct !{!48, !12, !15, !13}
