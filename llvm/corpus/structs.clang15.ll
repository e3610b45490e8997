; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, float, float }
%struct.rec = type { i32, float, i16 }

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @aos_gather_y(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %pts, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %6 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %5, i32 1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %wide.masked.gather, ptr %7, align 4, !tbaa !12
  %index.next = or i64 %index, 16
  %8 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %10 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %9, i32 1
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %10, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %11 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %wide.masked.gather.1, ptr %11, align 4, !tbaa !12
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %12 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %12, align 4, !tbaa !5
  %13 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %14 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %13, i32 1
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %15 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %wide.masked.gather.epil, ptr %15, align 4, !tbaa !12
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
  %16 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i32>, ptr %16, align 4, !tbaa !5
  %17 = sext <8 x i32> %wide.load16 to <8 x i64>
  %18 = getelementptr inbounds %struct.point, ptr %pts, <8 x i64> %17, i32 1
  %wide.masked.gather17 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %18, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %19 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %wide.masked.gather17, ptr %19, align 4, !tbaa !12
  %index.next18 = add nuw i64 %offset.idx, 8
  %20 = icmp eq i64 %index.next18, %n.vec13
  br i1 %20, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  %21 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %21 to i64
  %y = getelementptr inbounds %struct.point, ptr %pts, i64 %idxprom1, i32 1
  %22 = load float, ptr %y, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %22, ptr %arrayidx4, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @aos_gather_xz(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %pts, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !19
  %7 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %5, i32 2
  %wide.masked.gather19 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !20
  %8 = fadd <16 x float> %wide.masked.gather, %wide.masked.gather19
  %9 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %8, ptr %9, align 4, !tbaa !12
  %index.next = or i64 %index, 16
  %10 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %10, align 4, !tbaa !5
  %11 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %12 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %11
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %12, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !19
  %13 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %11, i32 2
  %wide.masked.gather19.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %13, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !20
  %14 = fadd <16 x float> %wide.masked.gather.1, %wide.masked.gather19.1
  %15 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %14, ptr %15, align 4, !tbaa !12
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %16 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %16, align 4, !tbaa !5
  %17 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %18 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %17
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %18, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !19
  %19 = getelementptr inbounds %struct.point, ptr %pts, <16 x i64> %17, i32 2
  %wide.masked.gather19.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !20
  %20 = fadd <16 x float> %wide.masked.gather.epil, %wide.masked.gather19.epil
  %21 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %20, ptr %21, align 4, !tbaa !12
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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %22 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load24 = load <8 x i32>, ptr %22, align 4, !tbaa !5
  %23 = sext <8 x i32> %wide.load24 to <8 x i64>
  %24 = getelementptr inbounds %struct.point, ptr %pts, <8 x i64> %23
  %wide.masked.gather25 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %24, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !19
  %25 = getelementptr inbounds %struct.point, ptr %pts, <8 x i64> %23, i32 2
  %wide.masked.gather26 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %25, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !20
  %26 = fadd <8 x float> %wide.masked.gather25, %wide.masked.gather26
  %27 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %26, ptr %27, align 4, !tbaa !12
  %index.next27 = add nuw i64 %offset.idx, 8
  %28 = icmp eq i64 %index.next27, %n.vec21
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

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
  %29 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %29 to i64
  %arrayidx2 = getelementptr inbounds %struct.point, ptr %pts, i64 %idxprom1
  %30 = load float, ptr %arrayidx2, align 4, !tbaa !19
  %z = getelementptr inbounds %struct.point, ptr %pts, i64 %idxprom1, i32 2
  %31 = load float, ptr %z, align 4, !tbaa !20
  %add = fadd float %30, %31
  %arrayidx8 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %add, ptr %arrayidx8, align 4, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @aos_scatter_val(ptr noalias nocapture noundef writeonly %recs, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !12
  %5 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load12 = load <16 x i32>, ptr %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load12 to <16 x i64>
  %7 = getelementptr inbounds %struct.rec, ptr %recs, <16 x i64> %6, i32 1
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !24
  %index.next = or i64 %index, 16
  %8 = getelementptr inbounds float, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x float>, ptr %8, align 4, !tbaa !12
  %9 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load12.1 = load <16 x i32>, ptr %9, align 4, !tbaa !5
  %10 = sext <16 x i32> %wide.load12.1 to <16 x i64>
  %11 = getelementptr inbounds %struct.rec, ptr %recs, <16 x i64> %10, i32 1
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.1, <16 x ptr> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !24
  %index.next.1 = or i64 %index, 32
  %12 = getelementptr inbounds float, ptr %a, i64 %index.next.1
  %wide.load.2 = load <16 x float>, ptr %12, align 4, !tbaa !12
  %13 = getelementptr inbounds i32, ptr %idx, i64 %index.next.1
  %wide.load12.2 = load <16 x i32>, ptr %13, align 4, !tbaa !5
  %14 = sext <16 x i32> %wide.load12.2 to <16 x i64>
  %15 = getelementptr inbounds %struct.rec, ptr %recs, <16 x i64> %14, i32 1
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.2, <16 x ptr> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !24
  %index.next.2 = or i64 %index, 48
  %16 = getelementptr inbounds float, ptr %a, i64 %index.next.2
  %wide.load.3 = load <16 x float>, ptr %16, align 4, !tbaa !12
  %17 = getelementptr inbounds i32, ptr %idx, i64 %index.next.2
  %wide.load12.3 = load <16 x i32>, ptr %17, align 4, !tbaa !5
  %18 = sext <16 x i32> %wide.load12.3 to <16 x i64>
  %19 = getelementptr inbounds %struct.rec, ptr %recs, <16 x i64> %18, i32 1
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.3, <16 x ptr> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !24
  %index.next.3 = add nuw i64 %index, 64
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !27

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %20 = getelementptr inbounds float, ptr %a, i64 %index.epil
  %wide.load.epil = load <16 x float>, ptr %20, align 4, !tbaa !12
  %21 = getelementptr inbounds i32, ptr %idx, i64 %index.epil
  %wide.load12.epil = load <16 x i32>, ptr %21, align 4, !tbaa !5
  %22 = sext <16 x i32> %wide.load12.epil to <16 x i64>
  %23 = getelementptr inbounds %struct.rec, ptr %recs, <16 x i64> %22, i32 1
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.epil, <16 x ptr> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !24
  %index.next.epil = add nuw i64 %index.epil, 16
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !28

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
  %wide.load17 = load <8 x float>, ptr %24, align 4, !tbaa !12
  %25 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load18 = load <8 x i32>, ptr %25, align 4, !tbaa !5
  %26 = sext <8 x i32> %wide.load18 to <8 x i64>
  %27 = getelementptr inbounds %struct.rec, ptr %recs, <8 x i64> %26, i32 1
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %wide.load17, <8 x ptr> %27, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !24
  %index.next19 = add nuw i64 %offset.idx, 8
  %28 = icmp eq i64 %index.next19, %n.vec14
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !30

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
  %29 = load float, ptr %arrayidx, align 4, !tbaa !12
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %30 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %idxprom3 = sext i32 %30 to i64
  %val = getelementptr inbounds %struct.rec, ptr %recs, i64 %idxprom3, i32 1
  store float %29, ptr %val, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @aos_tag_sext(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %recs, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = getelementptr inbounds %struct.rec, ptr %recs, i64 %2, i32 2
  %4 = extractelement <16 x i64> %1, i64 1
  %5 = getelementptr inbounds %struct.rec, ptr %recs, i64 %4, i32 2
  %6 = extractelement <16 x i64> %1, i64 2
  %7 = getelementptr inbounds %struct.rec, ptr %recs, i64 %6, i32 2
  %8 = extractelement <16 x i64> %1, i64 3
  %9 = getelementptr inbounds %struct.rec, ptr %recs, i64 %8, i32 2
  %10 = extractelement <16 x i64> %1, i64 4
  %11 = getelementptr inbounds %struct.rec, ptr %recs, i64 %10, i32 2
  %12 = extractelement <16 x i64> %1, i64 5
  %13 = getelementptr inbounds %struct.rec, ptr %recs, i64 %12, i32 2
  %14 = extractelement <16 x i64> %1, i64 6
  %15 = getelementptr inbounds %struct.rec, ptr %recs, i64 %14, i32 2
  %16 = extractelement <16 x i64> %1, i64 7
  %17 = getelementptr inbounds %struct.rec, ptr %recs, i64 %16, i32 2
  %18 = extractelement <16 x i64> %1, i64 8
  %19 = getelementptr inbounds %struct.rec, ptr %recs, i64 %18, i32 2
  %20 = extractelement <16 x i64> %1, i64 9
  %21 = getelementptr inbounds %struct.rec, ptr %recs, i64 %20, i32 2
  %22 = extractelement <16 x i64> %1, i64 10
  %23 = getelementptr inbounds %struct.rec, ptr %recs, i64 %22, i32 2
  %24 = extractelement <16 x i64> %1, i64 11
  %25 = getelementptr inbounds %struct.rec, ptr %recs, i64 %24, i32 2
  %26 = extractelement <16 x i64> %1, i64 12
  %27 = getelementptr inbounds %struct.rec, ptr %recs, i64 %26, i32 2
  %28 = extractelement <16 x i64> %1, i64 13
  %29 = getelementptr inbounds %struct.rec, ptr %recs, i64 %28, i32 2
  %30 = extractelement <16 x i64> %1, i64 14
  %31 = getelementptr inbounds %struct.rec, ptr %recs, i64 %30, i32 2
  %32 = extractelement <16 x i64> %1, i64 15
  %33 = getelementptr inbounds %struct.rec, ptr %recs, i64 %32, i32 2
  %34 = load i16, ptr %3, align 4, !tbaa !32
  %35 = load i16, ptr %5, align 4, !tbaa !32
  %36 = load i16, ptr %7, align 4, !tbaa !32
  %37 = load i16, ptr %9, align 4, !tbaa !32
  %38 = load i16, ptr %11, align 4, !tbaa !32
  %39 = load i16, ptr %13, align 4, !tbaa !32
  %40 = load i16, ptr %15, align 4, !tbaa !32
  %41 = load i16, ptr %17, align 4, !tbaa !32
  %42 = load i16, ptr %19, align 4, !tbaa !32
  %43 = load i16, ptr %21, align 4, !tbaa !32
  %44 = load i16, ptr %23, align 4, !tbaa !32
  %45 = load i16, ptr %25, align 4, !tbaa !32
  %46 = load i16, ptr %27, align 4, !tbaa !32
  %47 = load i16, ptr %29, align 4, !tbaa !32
  %48 = load i16, ptr %31, align 4, !tbaa !32
  %49 = load i16, ptr %33, align 4, !tbaa !32
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
  %66 = sext <16 x i16> %65 to <16 x i32>
  %67 = mul nsw <16 x i32> %66, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %68 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %67, ptr %68, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %69 = icmp eq i64 %index.next, %n.vec
  br i1 %69, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %70 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i32>, ptr %70, align 4, !tbaa !5
  %71 = sext <8 x i32> %wide.load16 to <8 x i64>
  %72 = extractelement <8 x i64> %71, i64 0
  %73 = getelementptr inbounds %struct.rec, ptr %recs, i64 %72, i32 2
  %74 = extractelement <8 x i64> %71, i64 1
  %75 = getelementptr inbounds %struct.rec, ptr %recs, i64 %74, i32 2
  %76 = extractelement <8 x i64> %71, i64 2
  %77 = getelementptr inbounds %struct.rec, ptr %recs, i64 %76, i32 2
  %78 = extractelement <8 x i64> %71, i64 3
  %79 = getelementptr inbounds %struct.rec, ptr %recs, i64 %78, i32 2
  %80 = extractelement <8 x i64> %71, i64 4
  %81 = getelementptr inbounds %struct.rec, ptr %recs, i64 %80, i32 2
  %82 = extractelement <8 x i64> %71, i64 5
  %83 = getelementptr inbounds %struct.rec, ptr %recs, i64 %82, i32 2
  %84 = extractelement <8 x i64> %71, i64 6
  %85 = getelementptr inbounds %struct.rec, ptr %recs, i64 %84, i32 2
  %86 = extractelement <8 x i64> %71, i64 7
  %87 = getelementptr inbounds %struct.rec, ptr %recs, i64 %86, i32 2
  %88 = load i16, ptr %73, align 4, !tbaa !32
  %89 = load i16, ptr %75, align 4, !tbaa !32
  %90 = load i16, ptr %77, align 4, !tbaa !32
  %91 = load i16, ptr %79, align 4, !tbaa !32
  %92 = load i16, ptr %81, align 4, !tbaa !32
  %93 = load i16, ptr %83, align 4, !tbaa !32
  %94 = load i16, ptr %85, align 4, !tbaa !32
  %95 = load i16, ptr %87, align 4, !tbaa !32
  %96 = insertelement <8 x i16> poison, i16 %88, i64 0
  %97 = insertelement <8 x i16> %96, i16 %89, i64 1
  %98 = insertelement <8 x i16> %97, i16 %90, i64 2
  %99 = insertelement <8 x i16> %98, i16 %91, i64 3
  %100 = insertelement <8 x i16> %99, i16 %92, i64 4
  %101 = insertelement <8 x i16> %100, i16 %93, i64 5
  %102 = insertelement <8 x i16> %101, i16 %94, i64 6
  %103 = insertelement <8 x i16> %102, i16 %95, i64 7
  %104 = sext <8 x i16> %103 to <8 x i32>
  %105 = mul nsw <8 x i32> %104, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %106 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %105, ptr %106, align 4, !tbaa !5
  %index.next17 = add nuw i64 %offset.idx, 8
  %107 = icmp eq i64 %index.next17, %n.vec13
  br i1 %107, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !34

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
  %108 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %108 to i64
  %tag = getelementptr inbounds %struct.rec, ptr %recs, i64 %idxprom1, i32 2
  %109 = load i16, ptr %tag, align 4, !tbaa !32
  %conv = sext i16 %109 to i32
  %mul = mul nsw i32 %conv, 3
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %mul, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #2

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readonly willreturn }
attributes #2 = { nocallback nofree nosync nounwind willreturn writeonly }

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
!9 = !{!10, !11, i64 4}
!10 = !{!"point", !11, i64 0, !11, i64 4, !11, i64 8}
!11 = !{!"float", !7, i64 0}
!12 = !{!11, !11, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !14, !15, !17}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !14, !17, !15}
!19 = !{!10, !11, i64 0}
!20 = !{!10, !11, i64 8}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15, !17}
!23 = distinct !{!23, !14, !17, !15}
!24 = !{!25, !11, i64 4}
!25 = !{!"rec", !6, i64 0, !11, i64 4, !26, i64 8}
!26 = !{!"short", !7, i64 0}
!27 = distinct !{!27, !14, !15}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !14, !15, !17}
!31 = distinct !{!31, !14, !17, !15}
!32 = !{!25, !26, i64 8}
!33 = distinct !{!33, !14, !15}
!34 = distinct !{!34, !14, !15, !17}
!35 = distinct !{!35, !14, !17, !15}
