; ModuleID = 'masked_groups.c'
source_filename = "masked_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, float, float }

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cond_pair(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader25, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %m, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = icmp ne <16 x i32> %wide.load, zeroinitializer
  %7 = getelementptr i32, i32* %a, i64 %index
  %8 = bitcast i32* %7 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %8, i32 4, <16 x i1> %6, <16 x i32> poison), !tbaa !5
  %9 = shl nuw nsw <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %10 = getelementptr inbounds i32, i32* %out, <16 x i64> %9
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.masked.load, <16 x i32*> %10, i32 4, <16 x i1> %6), !tbaa !5
  %11 = getelementptr i32, i32* %b, i64 %index
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.masked.load24 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %12, i32 4, <16 x i1> %6, <16 x i32> poison), !tbaa !5
  %13 = or <16 x i64> %9, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %14 = getelementptr inbounds i32, i32* %out, <16 x i64> %13
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.masked.load24, <16 x i32*> %14, i32 4, <16 x i1> %6), !tbaa !5
  %index.next = or i64 %index, 16
  %15 = getelementptr inbounds i32, i32* %m, i64 %index.next
  %16 = bitcast i32* %15 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %16, align 4, !tbaa !5
  %17 = icmp ne <16 x i32> %wide.load.1, zeroinitializer
  %18 = getelementptr i32, i32* %a, i64 %index.next
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.masked.load.1 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %19, i32 4, <16 x i1> %17, <16 x i32> poison), !tbaa !5
  %vec.ind.next = shl <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %20 = add <16 x i64> %vec.ind.next, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %21 = getelementptr inbounds i32, i32* %out, <16 x i64> %20
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.masked.load.1, <16 x i32*> %21, i32 4, <16 x i1> %17), !tbaa !5
  %22 = getelementptr i32, i32* %b, i64 %index.next
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.masked.load24.1 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %23, i32 4, <16 x i1> %17, <16 x i32> poison), !tbaa !5
  %24 = or <16 x i64> %20, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %25 = getelementptr inbounds i32, i32* %out, <16 x i64> %24
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.masked.load24.1, <16 x i32*> %25, i32 4, <16 x i1> %17), !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %vec.ind.next.1 = add <16 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !9

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl <16 x i64> %vec.ind.next.1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <16 x i64> [ <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14, i64 16, i64 18, i64 20, i64 22, i64 24, i64 26, i64 28, i64 30>, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %m, i64 %index.unr
  %27 = bitcast i32* %26 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %27, align 4, !tbaa !5
  %28 = icmp ne <16 x i32> %wide.load.epil, zeroinitializer
  %29 = getelementptr i32, i32* %a, i64 %index.unr
  %30 = bitcast i32* %29 to <16 x i32>*
  %wide.masked.load.epil = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %30, i32 4, <16 x i1> %28, <16 x i32> poison), !tbaa !5
  %31 = getelementptr inbounds i32, i32* %out, <16 x i64> %vec.ind.unr
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.masked.load.epil, <16 x i32*> %31, i32 4, <16 x i1> %28), !tbaa !5
  %32 = getelementptr i32, i32* %b, i64 %index.unr
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.masked.load24.epil = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %33, i32 4, <16 x i1> %28, <16 x i32> poison), !tbaa !5
  %34 = or <16 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %35 = getelementptr inbounds i32, i32* %out, <16 x i64> %34
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.masked.load24.epil, <16 x i32*> %35, i32 4, <16 x i1> %28), !tbaa !5
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader25

for.body.preheader25:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader25, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader25 ]
  %arrayidx = getelementptr inbounds i32, i32* %m, i64 %indvars.iv
  %36 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %tobool.not = icmp eq i32 %36, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %38 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %38
  store i32 %37, i32* %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %39 = load i32, i32* %arrayidx6, align 4, !tbaa !5
  %40 = or i64 %38, 1
  %arrayidx9 = getelementptr inbounds i32, i32* %out, i64 %40
  store i32 %39, i32* %arrayidx9, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cond_scale3(%struct.point* noalias nocapture noundef %p, float* noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp30 = icmp sgt i32 %n, 0
  br i1 %cmp30, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds float, float* %w, i64 %indvars.iv
  %0 = load float, float* %arrayidx, align 4, !tbaa !14
  %cmp1 = fcmp ogt float %0, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %x = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv, i32 0
  %1 = load float, float* %x, align 4, !tbaa !16
  %mul = fmul float %0, %1
  store float %mul, float* %x, align 4, !tbaa !16
  %y = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv, i32 1
  %2 = load float, float* %y, align 4, !tbaa !18
  %mul10 = fmul float %0, %2
  store float %mul10, float* %y, align 4, !tbaa !18
  %z = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv, i32 2
  %3 = load float, float* %z, align 4, !tbaa !19
  %mul15 = fmul float %0, %3
  store float %mul15, float* %z, align 4, !tbaa !19
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tail_pairs(float* noalias nocapture noundef %p, float noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert17 = insertelement <16 x float> poison, float %s, i64 0
  %broadcast.splat18 = shufflevector <16 x float> %broadcast.splatinsert17, <16 x float> poison, <16 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %for.body.preheader.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %4 = icmp ule <16 x i64> %vec.ind, %broadcast.splat
  %5 = shl nuw nsw <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %6 = getelementptr inbounds float, float* %p, <16 x i64> %5
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %6, i32 4, <16 x i1> %4, <16 x float> undef), !tbaa !14
  %7 = fmul <16 x float> %wide.masked.gather, %broadcast.splat18
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %7, <16 x float*> %6, i32 4, <16 x i1> %4), !tbaa !14
  %8 = or <16 x i64> %5, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %9 = getelementptr inbounds float, float* %p, <16 x i64> %8
  %wide.masked.gather19 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %9, i32 4, <16 x i1> %4, <16 x float> undef), !tbaa !14
  %10 = fadd <16 x float> %wide.masked.gather19, %broadcast.splat18
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %10, <16 x float*> %9, i32 4, <16 x i1> %4), !tbaa !14
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %11 = icmp ule <16 x i64> %vec.ind.next, %broadcast.splat
  %12 = shl nuw nsw <16 x i64> %vec.ind.next, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %13 = getelementptr inbounds float, float* %p, <16 x i64> %12
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %13, i32 4, <16 x i1> %11, <16 x float> undef), !tbaa !14
  %14 = fmul <16 x float> %wide.masked.gather.1, %broadcast.splat18
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %14, <16 x float*> %13, i32 4, <16 x i1> %11), !tbaa !14
  %15 = or <16 x i64> %12, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %16 = getelementptr inbounds float, float* %p, <16 x i64> %15
  %wide.masked.gather19.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %16, i32 4, <16 x i1> %11, <16 x float> undef), !tbaa !14
  %17 = fadd <16 x float> %wide.masked.gather19.1, %broadcast.splat18
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %17, <16 x float*> %16, i32 4, <16 x i1> %11), !tbaa !14
  %vec.ind.next.1 = add <16 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.body, !llvm.loop !21

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vector.body, %for.body.preheader
  %vec.ind.unr = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %for.body.preheader ], [ %vec.ind.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %18 = icmp ule <16 x i64> %vec.ind.unr, %broadcast.splat
  %19 = shl nuw nsw <16 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %20 = getelementptr inbounds float, float* %p, <16 x i64> %19
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %20, i32 4, <16 x i1> %18, <16 x float> undef), !tbaa !14
  %21 = fmul <16 x float> %wide.masked.gather.epil, %broadcast.splat18
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %21, <16 x float*> %20, i32 4, <16 x i1> %18), !tbaa !14
  %22 = or <16 x i64> %19, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %23 = getelementptr inbounds float, float* %p, <16 x i64> %22
  %wide.masked.gather19.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %23, i32 4, <16 x i1> %18, <16 x float> undef), !tbaa !14
  %24 = fadd <16 x float> %wide.masked.gather19.epil, %broadcast.splat18
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %24, <16 x float*> %23, i32 4, <16 x i1> %18), !tbaa !14
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tail_copy(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %index = phi i64 [ 0, %for.body.preheader.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert10 = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat11 = shufflevector <16 x i64> %broadcast.splatinsert10, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or <16 x i64> %broadcast.splat11, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %4 = icmp ule <16 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds i32, i32* %in, i64 %index
  %6 = bitcast i32* %5 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %6, i32 4, <16 x i1> %4, <16 x i32> poison), !tbaa !5
  %7 = add nsw <16 x i32> %wide.masked.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %8 = getelementptr inbounds i32, i32* %out, i64 %index
  %9 = bitcast i32* %8 to <16 x i32>*
  call void @llvm.masked.store.v16i32.p0v16i32(<16 x i32> %7, <16 x i32>* %9, i32 4, <16 x i1> %4), !tbaa !5
  %index.next = or i64 %index, 16
  %broadcast.splatinsert10.1 = insertelement <16 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat11.1 = shufflevector <16 x i64> %broadcast.splatinsert10.1, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.1 = or <16 x i64> %broadcast.splat11.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %10 = icmp ule <16 x i64> %vec.iv.1, %broadcast.splat
  %11 = getelementptr inbounds i32, i32* %in, i64 %index.next
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.masked.load.1 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* nonnull %12, i32 4, <16 x i1> %10, <16 x i32> poison), !tbaa !5
  %13 = add nsw <16 x i32> %wide.masked.load.1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %14 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %15 = bitcast i32* %14 to <16 x i32>*
  call void @llvm.masked.store.v16i32.p0v16i32(<16 x i32> %13, <16 x i32>* %15, i32 4, <16 x i1> %10), !tbaa !5
  %index.next.1 = add i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.body, !llvm.loop !22

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vector.body, %for.body.preheader
  %index.unr = phi i64 [ 0, %for.body.preheader ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %broadcast.splatinsert10.epil = insertelement <16 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat11.epil = shufflevector <16 x i64> %broadcast.splatinsert10.epil, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.epil = or <16 x i64> %broadcast.splat11.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %16 = icmp ule <16 x i64> %vec.iv.epil, %broadcast.splat
  %17 = getelementptr inbounds i32, i32* %in, i64 %index.unr
  %18 = bitcast i32* %17 to <16 x i32>*
  %wide.masked.load.epil = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %18, i32 4, <16 x i1> %16, <16 x i32> poison), !tbaa !5
  %19 = add nsw <16 x i32> %wide.masked.load.epil, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %20 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %21 = bitcast i32* %20 to <16 x i32>*
  call void @llvm.masked.store.v16i32.p0v16i32(<16 x i32> %19, <16 x i32>* %21, i32 4, <16 x i1> %16), !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tail_rgb(i8* noalias nocapture noundef writeonly %gray, i8* noalias nocapture noundef readonly %rgb, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp24 = icmp sgt i32 %n, 0
  br i1 %cmp24, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 63
  %n.vec = and i64 %n.rnd.up, 8589934528
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <64 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <64 x i64> %broadcast.splatinsert, <64 x i64> poison, <64 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue537, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %pred.store.continue537 ]
  %vec.ind = phi <64 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31, i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39, i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47, i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55, i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63>, %for.body.preheader ], [ %vec.ind.next, %pred.store.continue537 ]
  %0 = icmp ule <64 x i64> %vec.ind, %broadcast.splat
  %1 = mul nuw nsw <64 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %2 = extractelement <64 x i1> %0, i64 0
  br i1 %2, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %3 = extractelement <64 x i64> %1, i64 0
  %4 = getelementptr inbounds i8, i8* %rgb, i64 %3
  %5 = load i8, i8* %4, align 1, !tbaa !23
  %6 = insertelement <64 x i8> poison, i8 %5, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %7 = phi <64 x i8> [ poison, %vector.body ], [ %6, %pred.load.if ]
  %8 = extractelement <64 x i1> %0, i64 1
  br i1 %8, label %pred.load.if30, label %pred.load.continue31

pred.load.if30:                                   ; preds = %pred.load.continue
  %9 = extractelement <64 x i64> %1, i64 1
  %10 = getelementptr inbounds i8, i8* %rgb, i64 %9
  %11 = load i8, i8* %10, align 1, !tbaa !23
  %12 = insertelement <64 x i8> %7, i8 %11, i64 1
  br label %pred.load.continue31

pred.load.continue31:                             ; preds = %pred.load.if30, %pred.load.continue
  %13 = phi <64 x i8> [ %7, %pred.load.continue ], [ %12, %pred.load.if30 ]
  %14 = extractelement <64 x i1> %0, i64 2
  br i1 %14, label %pred.load.if32, label %pred.load.continue33

pred.load.if32:                                   ; preds = %pred.load.continue31
  %15 = extractelement <64 x i64> %1, i64 2
  %16 = getelementptr inbounds i8, i8* %rgb, i64 %15
  %17 = load i8, i8* %16, align 1, !tbaa !23
  %18 = insertelement <64 x i8> %13, i8 %17, i64 2
  br label %pred.load.continue33

pred.load.continue33:                             ; preds = %pred.load.if32, %pred.load.continue31
  %19 = phi <64 x i8> [ %13, %pred.load.continue31 ], [ %18, %pred.load.if32 ]
  %20 = extractelement <64 x i1> %0, i64 3
  br i1 %20, label %pred.load.if34, label %pred.load.continue35

pred.load.if34:                                   ; preds = %pred.load.continue33
  %21 = extractelement <64 x i64> %1, i64 3
  %22 = getelementptr inbounds i8, i8* %rgb, i64 %21
  %23 = load i8, i8* %22, align 1, !tbaa !23
  %24 = insertelement <64 x i8> %19, i8 %23, i64 3
  br label %pred.load.continue35

pred.load.continue35:                             ; preds = %pred.load.if34, %pred.load.continue33
  %25 = phi <64 x i8> [ %19, %pred.load.continue33 ], [ %24, %pred.load.if34 ]
  %26 = extractelement <64 x i1> %0, i64 4
  br i1 %26, label %pred.load.if36, label %pred.load.continue37

pred.load.if36:                                   ; preds = %pred.load.continue35
  %27 = extractelement <64 x i64> %1, i64 4
  %28 = getelementptr inbounds i8, i8* %rgb, i64 %27
  %29 = load i8, i8* %28, align 1, !tbaa !23
  %30 = insertelement <64 x i8> %25, i8 %29, i64 4
  br label %pred.load.continue37

pred.load.continue37:                             ; preds = %pred.load.if36, %pred.load.continue35
  %31 = phi <64 x i8> [ %25, %pred.load.continue35 ], [ %30, %pred.load.if36 ]
  %32 = extractelement <64 x i1> %0, i64 5
  br i1 %32, label %pred.load.if38, label %pred.load.continue39

pred.load.if38:                                   ; preds = %pred.load.continue37
  %33 = extractelement <64 x i64> %1, i64 5
  %34 = getelementptr inbounds i8, i8* %rgb, i64 %33
  %35 = load i8, i8* %34, align 1, !tbaa !23
  %36 = insertelement <64 x i8> %31, i8 %35, i64 5
  br label %pred.load.continue39

pred.load.continue39:                             ; preds = %pred.load.if38, %pred.load.continue37
  %37 = phi <64 x i8> [ %31, %pred.load.continue37 ], [ %36, %pred.load.if38 ]
  %38 = extractelement <64 x i1> %0, i64 6
  br i1 %38, label %pred.load.if40, label %pred.load.continue41

pred.load.if40:                                   ; preds = %pred.load.continue39
  %39 = extractelement <64 x i64> %1, i64 6
  %40 = getelementptr inbounds i8, i8* %rgb, i64 %39
  %41 = load i8, i8* %40, align 1, !tbaa !23
  %42 = insertelement <64 x i8> %37, i8 %41, i64 6
  br label %pred.load.continue41

pred.load.continue41:                             ; preds = %pred.load.if40, %pred.load.continue39
  %43 = phi <64 x i8> [ %37, %pred.load.continue39 ], [ %42, %pred.load.if40 ]
  %44 = extractelement <64 x i1> %0, i64 7
  br i1 %44, label %pred.load.if42, label %pred.load.continue43

pred.load.if42:                                   ; preds = %pred.load.continue41
  %45 = extractelement <64 x i64> %1, i64 7
  %46 = getelementptr inbounds i8, i8* %rgb, i64 %45
  %47 = load i8, i8* %46, align 1, !tbaa !23
  %48 = insertelement <64 x i8> %43, i8 %47, i64 7
  br label %pred.load.continue43

pred.load.continue43:                             ; preds = %pred.load.if42, %pred.load.continue41
  %49 = phi <64 x i8> [ %43, %pred.load.continue41 ], [ %48, %pred.load.if42 ]
  %50 = extractelement <64 x i1> %0, i64 8
  br i1 %50, label %pred.load.if44, label %pred.load.continue45

pred.load.if44:                                   ; preds = %pred.load.continue43
  %51 = extractelement <64 x i64> %1, i64 8
  %52 = getelementptr inbounds i8, i8* %rgb, i64 %51
  %53 = load i8, i8* %52, align 1, !tbaa !23
  %54 = insertelement <64 x i8> %49, i8 %53, i64 8
  br label %pred.load.continue45

pred.load.continue45:                             ; preds = %pred.load.if44, %pred.load.continue43
  %55 = phi <64 x i8> [ %49, %pred.load.continue43 ], [ %54, %pred.load.if44 ]
  %56 = extractelement <64 x i1> %0, i64 9
  br i1 %56, label %pred.load.if46, label %pred.load.continue47

pred.load.if46:                                   ; preds = %pred.load.continue45
  %57 = extractelement <64 x i64> %1, i64 9
  %58 = getelementptr inbounds i8, i8* %rgb, i64 %57
  %59 = load i8, i8* %58, align 1, !tbaa !23
  %60 = insertelement <64 x i8> %55, i8 %59, i64 9
  br label %pred.load.continue47

pred.load.continue47:                             ; preds = %pred.load.if46, %pred.load.continue45
  %61 = phi <64 x i8> [ %55, %pred.load.continue45 ], [ %60, %pred.load.if46 ]
  %62 = extractelement <64 x i1> %0, i64 10
  br i1 %62, label %pred.load.if48, label %pred.load.continue49

pred.load.if48:                                   ; preds = %pred.load.continue47
  %63 = extractelement <64 x i64> %1, i64 10
  %64 = getelementptr inbounds i8, i8* %rgb, i64 %63
  %65 = load i8, i8* %64, align 1, !tbaa !23
  %66 = insertelement <64 x i8> %61, i8 %65, i64 10
  br label %pred.load.continue49

pred.load.continue49:                             ; preds = %pred.load.if48, %pred.load.continue47
  %67 = phi <64 x i8> [ %61, %pred.load.continue47 ], [ %66, %pred.load.if48 ]
  %68 = extractelement <64 x i1> %0, i64 11
  br i1 %68, label %pred.load.if50, label %pred.load.continue51

pred.load.if50:                                   ; preds = %pred.load.continue49
  %69 = extractelement <64 x i64> %1, i64 11
  %70 = getelementptr inbounds i8, i8* %rgb, i64 %69
  %71 = load i8, i8* %70, align 1, !tbaa !23
  %72 = insertelement <64 x i8> %67, i8 %71, i64 11
  br label %pred.load.continue51

pred.load.continue51:                             ; preds = %pred.load.if50, %pred.load.continue49
  %73 = phi <64 x i8> [ %67, %pred.load.continue49 ], [ %72, %pred.load.if50 ]
  %74 = extractelement <64 x i1> %0, i64 12
  br i1 %74, label %pred.load.if52, label %pred.load.continue53

pred.load.if52:                                   ; preds = %pred.load.continue51
  %75 = extractelement <64 x i64> %1, i64 12
  %76 = getelementptr inbounds i8, i8* %rgb, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !23
  %78 = insertelement <64 x i8> %73, i8 %77, i64 12
  br label %pred.load.continue53

pred.load.continue53:                             ; preds = %pred.load.if52, %pred.load.continue51
  %79 = phi <64 x i8> [ %73, %pred.load.continue51 ], [ %78, %pred.load.if52 ]
  %80 = extractelement <64 x i1> %0, i64 13
  br i1 %80, label %pred.load.if54, label %pred.load.continue55

pred.load.if54:                                   ; preds = %pred.load.continue53
  %81 = extractelement <64 x i64> %1, i64 13
  %82 = getelementptr inbounds i8, i8* %rgb, i64 %81
  %83 = load i8, i8* %82, align 1, !tbaa !23
  %84 = insertelement <64 x i8> %79, i8 %83, i64 13
  br label %pred.load.continue55

pred.load.continue55:                             ; preds = %pred.load.if54, %pred.load.continue53
  %85 = phi <64 x i8> [ %79, %pred.load.continue53 ], [ %84, %pred.load.if54 ]
  %86 = extractelement <64 x i1> %0, i64 14
  br i1 %86, label %pred.load.if56, label %pred.load.continue57

pred.load.if56:                                   ; preds = %pred.load.continue55
  %87 = extractelement <64 x i64> %1, i64 14
  %88 = getelementptr inbounds i8, i8* %rgb, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !23
  %90 = insertelement <64 x i8> %85, i8 %89, i64 14
  br label %pred.load.continue57

pred.load.continue57:                             ; preds = %pred.load.if56, %pred.load.continue55
  %91 = phi <64 x i8> [ %85, %pred.load.continue55 ], [ %90, %pred.load.if56 ]
  %92 = extractelement <64 x i1> %0, i64 15
  br i1 %92, label %pred.load.if58, label %pred.load.continue59

pred.load.if58:                                   ; preds = %pred.load.continue57
  %93 = extractelement <64 x i64> %1, i64 15
  %94 = getelementptr inbounds i8, i8* %rgb, i64 %93
  %95 = load i8, i8* %94, align 1, !tbaa !23
  %96 = insertelement <64 x i8> %91, i8 %95, i64 15
  br label %pred.load.continue59

pred.load.continue59:                             ; preds = %pred.load.if58, %pred.load.continue57
  %97 = phi <64 x i8> [ %91, %pred.load.continue57 ], [ %96, %pred.load.if58 ]
  %98 = extractelement <64 x i1> %0, i64 16
  br i1 %98, label %pred.load.if60, label %pred.load.continue61

pred.load.if60:                                   ; preds = %pred.load.continue59
  %99 = extractelement <64 x i64> %1, i64 16
  %100 = getelementptr inbounds i8, i8* %rgb, i64 %99
  %101 = load i8, i8* %100, align 1, !tbaa !23
  %102 = insertelement <64 x i8> %97, i8 %101, i64 16
  br label %pred.load.continue61

pred.load.continue61:                             ; preds = %pred.load.if60, %pred.load.continue59
  %103 = phi <64 x i8> [ %97, %pred.load.continue59 ], [ %102, %pred.load.if60 ]
  %104 = extractelement <64 x i1> %0, i64 17
  br i1 %104, label %pred.load.if62, label %pred.load.continue63

pred.load.if62:                                   ; preds = %pred.load.continue61
  %105 = extractelement <64 x i64> %1, i64 17
  %106 = getelementptr inbounds i8, i8* %rgb, i64 %105
  %107 = load i8, i8* %106, align 1, !tbaa !23
  %108 = insertelement <64 x i8> %103, i8 %107, i64 17
  br label %pred.load.continue63

pred.load.continue63:                             ; preds = %pred.load.if62, %pred.load.continue61
  %109 = phi <64 x i8> [ %103, %pred.load.continue61 ], [ %108, %pred.load.if62 ]
  %110 = extractelement <64 x i1> %0, i64 18
  br i1 %110, label %pred.load.if64, label %pred.load.continue65

pred.load.if64:                                   ; preds = %pred.load.continue63
  %111 = extractelement <64 x i64> %1, i64 18
  %112 = getelementptr inbounds i8, i8* %rgb, i64 %111
  %113 = load i8, i8* %112, align 1, !tbaa !23
  %114 = insertelement <64 x i8> %109, i8 %113, i64 18
  br label %pred.load.continue65

pred.load.continue65:                             ; preds = %pred.load.if64, %pred.load.continue63
  %115 = phi <64 x i8> [ %109, %pred.load.continue63 ], [ %114, %pred.load.if64 ]
  %116 = extractelement <64 x i1> %0, i64 19
  br i1 %116, label %pred.load.if66, label %pred.load.continue67

pred.load.if66:                                   ; preds = %pred.load.continue65
  %117 = extractelement <64 x i64> %1, i64 19
  %118 = getelementptr inbounds i8, i8* %rgb, i64 %117
  %119 = load i8, i8* %118, align 1, !tbaa !23
  %120 = insertelement <64 x i8> %115, i8 %119, i64 19
  br label %pred.load.continue67

pred.load.continue67:                             ; preds = %pred.load.if66, %pred.load.continue65
  %121 = phi <64 x i8> [ %115, %pred.load.continue65 ], [ %120, %pred.load.if66 ]
  %122 = extractelement <64 x i1> %0, i64 20
  br i1 %122, label %pred.load.if68, label %pred.load.continue69

pred.load.if68:                                   ; preds = %pred.load.continue67
  %123 = extractelement <64 x i64> %1, i64 20
  %124 = getelementptr inbounds i8, i8* %rgb, i64 %123
  %125 = load i8, i8* %124, align 1, !tbaa !23
  %126 = insertelement <64 x i8> %121, i8 %125, i64 20
  br label %pred.load.continue69

pred.load.continue69:                             ; preds = %pred.load.if68, %pred.load.continue67
  %127 = phi <64 x i8> [ %121, %pred.load.continue67 ], [ %126, %pred.load.if68 ]
  %128 = extractelement <64 x i1> %0, i64 21
  br i1 %128, label %pred.load.if70, label %pred.load.continue71

pred.load.if70:                                   ; preds = %pred.load.continue69
  %129 = extractelement <64 x i64> %1, i64 21
  %130 = getelementptr inbounds i8, i8* %rgb, i64 %129
  %131 = load i8, i8* %130, align 1, !tbaa !23
  %132 = insertelement <64 x i8> %127, i8 %131, i64 21
  br label %pred.load.continue71

pred.load.continue71:                             ; preds = %pred.load.if70, %pred.load.continue69
  %133 = phi <64 x i8> [ %127, %pred.load.continue69 ], [ %132, %pred.load.if70 ]
  %134 = extractelement <64 x i1> %0, i64 22
  br i1 %134, label %pred.load.if72, label %pred.load.continue73

pred.load.if72:                                   ; preds = %pred.load.continue71
  %135 = extractelement <64 x i64> %1, i64 22
  %136 = getelementptr inbounds i8, i8* %rgb, i64 %135
  %137 = load i8, i8* %136, align 1, !tbaa !23
  %138 = insertelement <64 x i8> %133, i8 %137, i64 22
  br label %pred.load.continue73

pred.load.continue73:                             ; preds = %pred.load.if72, %pred.load.continue71
  %139 = phi <64 x i8> [ %133, %pred.load.continue71 ], [ %138, %pred.load.if72 ]
  %140 = extractelement <64 x i1> %0, i64 23
  br i1 %140, label %pred.load.if74, label %pred.load.continue75

pred.load.if74:                                   ; preds = %pred.load.continue73
  %141 = extractelement <64 x i64> %1, i64 23
  %142 = getelementptr inbounds i8, i8* %rgb, i64 %141
  %143 = load i8, i8* %142, align 1, !tbaa !23
  %144 = insertelement <64 x i8> %139, i8 %143, i64 23
  br label %pred.load.continue75

pred.load.continue75:                             ; preds = %pred.load.if74, %pred.load.continue73
  %145 = phi <64 x i8> [ %139, %pred.load.continue73 ], [ %144, %pred.load.if74 ]
  %146 = extractelement <64 x i1> %0, i64 24
  br i1 %146, label %pred.load.if76, label %pred.load.continue77

pred.load.if76:                                   ; preds = %pred.load.continue75
  %147 = extractelement <64 x i64> %1, i64 24
  %148 = getelementptr inbounds i8, i8* %rgb, i64 %147
  %149 = load i8, i8* %148, align 1, !tbaa !23
  %150 = insertelement <64 x i8> %145, i8 %149, i64 24
  br label %pred.load.continue77

pred.load.continue77:                             ; preds = %pred.load.if76, %pred.load.continue75
  %151 = phi <64 x i8> [ %145, %pred.load.continue75 ], [ %150, %pred.load.if76 ]
  %152 = extractelement <64 x i1> %0, i64 25
  br i1 %152, label %pred.load.if78, label %pred.load.continue79

pred.load.if78:                                   ; preds = %pred.load.continue77
  %153 = extractelement <64 x i64> %1, i64 25
  %154 = getelementptr inbounds i8, i8* %rgb, i64 %153
  %155 = load i8, i8* %154, align 1, !tbaa !23
  %156 = insertelement <64 x i8> %151, i8 %155, i64 25
  br label %pred.load.continue79

pred.load.continue79:                             ; preds = %pred.load.if78, %pred.load.continue77
  %157 = phi <64 x i8> [ %151, %pred.load.continue77 ], [ %156, %pred.load.if78 ]
  %158 = extractelement <64 x i1> %0, i64 26
  br i1 %158, label %pred.load.if80, label %pred.load.continue81

pred.load.if80:                                   ; preds = %pred.load.continue79
  %159 = extractelement <64 x i64> %1, i64 26
  %160 = getelementptr inbounds i8, i8* %rgb, i64 %159
  %161 = load i8, i8* %160, align 1, !tbaa !23
  %162 = insertelement <64 x i8> %157, i8 %161, i64 26
  br label %pred.load.continue81

pred.load.continue81:                             ; preds = %pred.load.if80, %pred.load.continue79
  %163 = phi <64 x i8> [ %157, %pred.load.continue79 ], [ %162, %pred.load.if80 ]
  %164 = extractelement <64 x i1> %0, i64 27
  br i1 %164, label %pred.load.if82, label %pred.load.continue83

pred.load.if82:                                   ; preds = %pred.load.continue81
  %165 = extractelement <64 x i64> %1, i64 27
  %166 = getelementptr inbounds i8, i8* %rgb, i64 %165
  %167 = load i8, i8* %166, align 1, !tbaa !23
  %168 = insertelement <64 x i8> %163, i8 %167, i64 27
  br label %pred.load.continue83

pred.load.continue83:                             ; preds = %pred.load.if82, %pred.load.continue81
  %169 = phi <64 x i8> [ %163, %pred.load.continue81 ], [ %168, %pred.load.if82 ]
  %170 = extractelement <64 x i1> %0, i64 28
  br i1 %170, label %pred.load.if84, label %pred.load.continue85

pred.load.if84:                                   ; preds = %pred.load.continue83
  %171 = extractelement <64 x i64> %1, i64 28
  %172 = getelementptr inbounds i8, i8* %rgb, i64 %171
  %173 = load i8, i8* %172, align 1, !tbaa !23
  %174 = insertelement <64 x i8> %169, i8 %173, i64 28
  br label %pred.load.continue85

pred.load.continue85:                             ; preds = %pred.load.if84, %pred.load.continue83
  %175 = phi <64 x i8> [ %169, %pred.load.continue83 ], [ %174, %pred.load.if84 ]
  %176 = extractelement <64 x i1> %0, i64 29
  br i1 %176, label %pred.load.if86, label %pred.load.continue87

pred.load.if86:                                   ; preds = %pred.load.continue85
  %177 = extractelement <64 x i64> %1, i64 29
  %178 = getelementptr inbounds i8, i8* %rgb, i64 %177
  %179 = load i8, i8* %178, align 1, !tbaa !23
  %180 = insertelement <64 x i8> %175, i8 %179, i64 29
  br label %pred.load.continue87

pred.load.continue87:                             ; preds = %pred.load.if86, %pred.load.continue85
  %181 = phi <64 x i8> [ %175, %pred.load.continue85 ], [ %180, %pred.load.if86 ]
  %182 = extractelement <64 x i1> %0, i64 30
  br i1 %182, label %pred.load.if88, label %pred.load.continue89

pred.load.if88:                                   ; preds = %pred.load.continue87
  %183 = extractelement <64 x i64> %1, i64 30
  %184 = getelementptr inbounds i8, i8* %rgb, i64 %183
  %185 = load i8, i8* %184, align 1, !tbaa !23
  %186 = insertelement <64 x i8> %181, i8 %185, i64 30
  br label %pred.load.continue89

pred.load.continue89:                             ; preds = %pred.load.if88, %pred.load.continue87
  %187 = phi <64 x i8> [ %181, %pred.load.continue87 ], [ %186, %pred.load.if88 ]
  %188 = extractelement <64 x i1> %0, i64 31
  br i1 %188, label %pred.load.if90, label %pred.load.continue91

pred.load.if90:                                   ; preds = %pred.load.continue89
  %189 = extractelement <64 x i64> %1, i64 31
  %190 = getelementptr inbounds i8, i8* %rgb, i64 %189
  %191 = load i8, i8* %190, align 1, !tbaa !23
  %192 = insertelement <64 x i8> %187, i8 %191, i64 31
  br label %pred.load.continue91

pred.load.continue91:                             ; preds = %pred.load.if90, %pred.load.continue89
  %193 = phi <64 x i8> [ %187, %pred.load.continue89 ], [ %192, %pred.load.if90 ]
  %194 = extractelement <64 x i1> %0, i64 32
  br i1 %194, label %pred.load.if92, label %pred.load.continue93

pred.load.if92:                                   ; preds = %pred.load.continue91
  %195 = extractelement <64 x i64> %1, i64 32
  %196 = getelementptr inbounds i8, i8* %rgb, i64 %195
  %197 = load i8, i8* %196, align 1, !tbaa !23
  %198 = insertelement <64 x i8> %193, i8 %197, i64 32
  br label %pred.load.continue93

pred.load.continue93:                             ; preds = %pred.load.if92, %pred.load.continue91
  %199 = phi <64 x i8> [ %193, %pred.load.continue91 ], [ %198, %pred.load.if92 ]
  %200 = extractelement <64 x i1> %0, i64 33
  br i1 %200, label %pred.load.if94, label %pred.load.continue95

pred.load.if94:                                   ; preds = %pred.load.continue93
  %201 = extractelement <64 x i64> %1, i64 33
  %202 = getelementptr inbounds i8, i8* %rgb, i64 %201
  %203 = load i8, i8* %202, align 1, !tbaa !23
  %204 = insertelement <64 x i8> %199, i8 %203, i64 33
  br label %pred.load.continue95

pred.load.continue95:                             ; preds = %pred.load.if94, %pred.load.continue93
  %205 = phi <64 x i8> [ %199, %pred.load.continue93 ], [ %204, %pred.load.if94 ]
  %206 = extractelement <64 x i1> %0, i64 34
  br i1 %206, label %pred.load.if96, label %pred.load.continue97

pred.load.if96:                                   ; preds = %pred.load.continue95
  %207 = extractelement <64 x i64> %1, i64 34
  %208 = getelementptr inbounds i8, i8* %rgb, i64 %207
  %209 = load i8, i8* %208, align 1, !tbaa !23
  %210 = insertelement <64 x i8> %205, i8 %209, i64 34
  br label %pred.load.continue97

pred.load.continue97:                             ; preds = %pred.load.if96, %pred.load.continue95
  %211 = phi <64 x i8> [ %205, %pred.load.continue95 ], [ %210, %pred.load.if96 ]
  %212 = extractelement <64 x i1> %0, i64 35
  br i1 %212, label %pred.load.if98, label %pred.load.continue99

pred.load.if98:                                   ; preds = %pred.load.continue97
  %213 = extractelement <64 x i64> %1, i64 35
  %214 = getelementptr inbounds i8, i8* %rgb, i64 %213
  %215 = load i8, i8* %214, align 1, !tbaa !23
  %216 = insertelement <64 x i8> %211, i8 %215, i64 35
  br label %pred.load.continue99

pred.load.continue99:                             ; preds = %pred.load.if98, %pred.load.continue97
  %217 = phi <64 x i8> [ %211, %pred.load.continue97 ], [ %216, %pred.load.if98 ]
  %218 = extractelement <64 x i1> %0, i64 36
  br i1 %218, label %pred.load.if100, label %pred.load.continue101

pred.load.if100:                                  ; preds = %pred.load.continue99
  %219 = extractelement <64 x i64> %1, i64 36
  %220 = getelementptr inbounds i8, i8* %rgb, i64 %219
  %221 = load i8, i8* %220, align 1, !tbaa !23
  %222 = insertelement <64 x i8> %217, i8 %221, i64 36
  br label %pred.load.continue101

pred.load.continue101:                            ; preds = %pred.load.if100, %pred.load.continue99
  %223 = phi <64 x i8> [ %217, %pred.load.continue99 ], [ %222, %pred.load.if100 ]
  %224 = extractelement <64 x i1> %0, i64 37
  br i1 %224, label %pred.load.if102, label %pred.load.continue103

pred.load.if102:                                  ; preds = %pred.load.continue101
  %225 = extractelement <64 x i64> %1, i64 37
  %226 = getelementptr inbounds i8, i8* %rgb, i64 %225
  %227 = load i8, i8* %226, align 1, !tbaa !23
  %228 = insertelement <64 x i8> %223, i8 %227, i64 37
  br label %pred.load.continue103

pred.load.continue103:                            ; preds = %pred.load.if102, %pred.load.continue101
  %229 = phi <64 x i8> [ %223, %pred.load.continue101 ], [ %228, %pred.load.if102 ]
  %230 = extractelement <64 x i1> %0, i64 38
  br i1 %230, label %pred.load.if104, label %pred.load.continue105

pred.load.if104:                                  ; preds = %pred.load.continue103
  %231 = extractelement <64 x i64> %1, i64 38
  %232 = getelementptr inbounds i8, i8* %rgb, i64 %231
  %233 = load i8, i8* %232, align 1, !tbaa !23
  %234 = insertelement <64 x i8> %229, i8 %233, i64 38
  br label %pred.load.continue105

pred.load.continue105:                            ; preds = %pred.load.if104, %pred.load.continue103
  %235 = phi <64 x i8> [ %229, %pred.load.continue103 ], [ %234, %pred.load.if104 ]
  %236 = extractelement <64 x i1> %0, i64 39
  br i1 %236, label %pred.load.if106, label %pred.load.continue107

pred.load.if106:                                  ; preds = %pred.load.continue105
  %237 = extractelement <64 x i64> %1, i64 39
  %238 = getelementptr inbounds i8, i8* %rgb, i64 %237
  %239 = load i8, i8* %238, align 1, !tbaa !23
  %240 = insertelement <64 x i8> %235, i8 %239, i64 39
  br label %pred.load.continue107

pred.load.continue107:                            ; preds = %pred.load.if106, %pred.load.continue105
  %241 = phi <64 x i8> [ %235, %pred.load.continue105 ], [ %240, %pred.load.if106 ]
  %242 = extractelement <64 x i1> %0, i64 40
  br i1 %242, label %pred.load.if108, label %pred.load.continue109

pred.load.if108:                                  ; preds = %pred.load.continue107
  %243 = extractelement <64 x i64> %1, i64 40
  %244 = getelementptr inbounds i8, i8* %rgb, i64 %243
  %245 = load i8, i8* %244, align 1, !tbaa !23
  %246 = insertelement <64 x i8> %241, i8 %245, i64 40
  br label %pred.load.continue109

pred.load.continue109:                            ; preds = %pred.load.if108, %pred.load.continue107
  %247 = phi <64 x i8> [ %241, %pred.load.continue107 ], [ %246, %pred.load.if108 ]
  %248 = extractelement <64 x i1> %0, i64 41
  br i1 %248, label %pred.load.if110, label %pred.load.continue111

pred.load.if110:                                  ; preds = %pred.load.continue109
  %249 = extractelement <64 x i64> %1, i64 41
  %250 = getelementptr inbounds i8, i8* %rgb, i64 %249
  %251 = load i8, i8* %250, align 1, !tbaa !23
  %252 = insertelement <64 x i8> %247, i8 %251, i64 41
  br label %pred.load.continue111

pred.load.continue111:                            ; preds = %pred.load.if110, %pred.load.continue109
  %253 = phi <64 x i8> [ %247, %pred.load.continue109 ], [ %252, %pred.load.if110 ]
  %254 = extractelement <64 x i1> %0, i64 42
  br i1 %254, label %pred.load.if112, label %pred.load.continue113

pred.load.if112:                                  ; preds = %pred.load.continue111
  %255 = extractelement <64 x i64> %1, i64 42
  %256 = getelementptr inbounds i8, i8* %rgb, i64 %255
  %257 = load i8, i8* %256, align 1, !tbaa !23
  %258 = insertelement <64 x i8> %253, i8 %257, i64 42
  br label %pred.load.continue113

pred.load.continue113:                            ; preds = %pred.load.if112, %pred.load.continue111
  %259 = phi <64 x i8> [ %253, %pred.load.continue111 ], [ %258, %pred.load.if112 ]
  %260 = extractelement <64 x i1> %0, i64 43
  br i1 %260, label %pred.load.if114, label %pred.load.continue115

pred.load.if114:                                  ; preds = %pred.load.continue113
  %261 = extractelement <64 x i64> %1, i64 43
  %262 = getelementptr inbounds i8, i8* %rgb, i64 %261
  %263 = load i8, i8* %262, align 1, !tbaa !23
  %264 = insertelement <64 x i8> %259, i8 %263, i64 43
  br label %pred.load.continue115

pred.load.continue115:                            ; preds = %pred.load.if114, %pred.load.continue113
  %265 = phi <64 x i8> [ %259, %pred.load.continue113 ], [ %264, %pred.load.if114 ]
  %266 = extractelement <64 x i1> %0, i64 44
  br i1 %266, label %pred.load.if116, label %pred.load.continue117

pred.load.if116:                                  ; preds = %pred.load.continue115
  %267 = extractelement <64 x i64> %1, i64 44
  %268 = getelementptr inbounds i8, i8* %rgb, i64 %267
  %269 = load i8, i8* %268, align 1, !tbaa !23
  %270 = insertelement <64 x i8> %265, i8 %269, i64 44
  br label %pred.load.continue117

pred.load.continue117:                            ; preds = %pred.load.if116, %pred.load.continue115
  %271 = phi <64 x i8> [ %265, %pred.load.continue115 ], [ %270, %pred.load.if116 ]
  %272 = extractelement <64 x i1> %0, i64 45
  br i1 %272, label %pred.load.if118, label %pred.load.continue119

pred.load.if118:                                  ; preds = %pred.load.continue117
  %273 = extractelement <64 x i64> %1, i64 45
  %274 = getelementptr inbounds i8, i8* %rgb, i64 %273
  %275 = load i8, i8* %274, align 1, !tbaa !23
  %276 = insertelement <64 x i8> %271, i8 %275, i64 45
  br label %pred.load.continue119

pred.load.continue119:                            ; preds = %pred.load.if118, %pred.load.continue117
  %277 = phi <64 x i8> [ %271, %pred.load.continue117 ], [ %276, %pred.load.if118 ]
  %278 = extractelement <64 x i1> %0, i64 46
  br i1 %278, label %pred.load.if120, label %pred.load.continue121

pred.load.if120:                                  ; preds = %pred.load.continue119
  %279 = extractelement <64 x i64> %1, i64 46
  %280 = getelementptr inbounds i8, i8* %rgb, i64 %279
  %281 = load i8, i8* %280, align 1, !tbaa !23
  %282 = insertelement <64 x i8> %277, i8 %281, i64 46
  br label %pred.load.continue121

pred.load.continue121:                            ; preds = %pred.load.if120, %pred.load.continue119
  %283 = phi <64 x i8> [ %277, %pred.load.continue119 ], [ %282, %pred.load.if120 ]
  %284 = extractelement <64 x i1> %0, i64 47
  br i1 %284, label %pred.load.if122, label %pred.load.continue123

pred.load.if122:                                  ; preds = %pred.load.continue121
  %285 = extractelement <64 x i64> %1, i64 47
  %286 = getelementptr inbounds i8, i8* %rgb, i64 %285
  %287 = load i8, i8* %286, align 1, !tbaa !23
  %288 = insertelement <64 x i8> %283, i8 %287, i64 47
  br label %pred.load.continue123

pred.load.continue123:                            ; preds = %pred.load.if122, %pred.load.continue121
  %289 = phi <64 x i8> [ %283, %pred.load.continue121 ], [ %288, %pred.load.if122 ]
  %290 = extractelement <64 x i1> %0, i64 48
  br i1 %290, label %pred.load.if124, label %pred.load.continue125

pred.load.if124:                                  ; preds = %pred.load.continue123
  %291 = extractelement <64 x i64> %1, i64 48
  %292 = getelementptr inbounds i8, i8* %rgb, i64 %291
  %293 = load i8, i8* %292, align 1, !tbaa !23
  %294 = insertelement <64 x i8> %289, i8 %293, i64 48
  br label %pred.load.continue125

pred.load.continue125:                            ; preds = %pred.load.if124, %pred.load.continue123
  %295 = phi <64 x i8> [ %289, %pred.load.continue123 ], [ %294, %pred.load.if124 ]
  %296 = extractelement <64 x i1> %0, i64 49
  br i1 %296, label %pred.load.if126, label %pred.load.continue127

pred.load.if126:                                  ; preds = %pred.load.continue125
  %297 = extractelement <64 x i64> %1, i64 49
  %298 = getelementptr inbounds i8, i8* %rgb, i64 %297
  %299 = load i8, i8* %298, align 1, !tbaa !23
  %300 = insertelement <64 x i8> %295, i8 %299, i64 49
  br label %pred.load.continue127

pred.load.continue127:                            ; preds = %pred.load.if126, %pred.load.continue125
  %301 = phi <64 x i8> [ %295, %pred.load.continue125 ], [ %300, %pred.load.if126 ]
  %302 = extractelement <64 x i1> %0, i64 50
  br i1 %302, label %pred.load.if128, label %pred.load.continue129

pred.load.if128:                                  ; preds = %pred.load.continue127
  %303 = extractelement <64 x i64> %1, i64 50
  %304 = getelementptr inbounds i8, i8* %rgb, i64 %303
  %305 = load i8, i8* %304, align 1, !tbaa !23
  %306 = insertelement <64 x i8> %301, i8 %305, i64 50
  br label %pred.load.continue129

pred.load.continue129:                            ; preds = %pred.load.if128, %pred.load.continue127
  %307 = phi <64 x i8> [ %301, %pred.load.continue127 ], [ %306, %pred.load.if128 ]
  %308 = extractelement <64 x i1> %0, i64 51
  br i1 %308, label %pred.load.if130, label %pred.load.continue131

pred.load.if130:                                  ; preds = %pred.load.continue129
  %309 = extractelement <64 x i64> %1, i64 51
  %310 = getelementptr inbounds i8, i8* %rgb, i64 %309
  %311 = load i8, i8* %310, align 1, !tbaa !23
  %312 = insertelement <64 x i8> %307, i8 %311, i64 51
  br label %pred.load.continue131

pred.load.continue131:                            ; preds = %pred.load.if130, %pred.load.continue129
  %313 = phi <64 x i8> [ %307, %pred.load.continue129 ], [ %312, %pred.load.if130 ]
  %314 = extractelement <64 x i1> %0, i64 52
  br i1 %314, label %pred.load.if132, label %pred.load.continue133

pred.load.if132:                                  ; preds = %pred.load.continue131
  %315 = extractelement <64 x i64> %1, i64 52
  %316 = getelementptr inbounds i8, i8* %rgb, i64 %315
  %317 = load i8, i8* %316, align 1, !tbaa !23
  %318 = insertelement <64 x i8> %313, i8 %317, i64 52
  br label %pred.load.continue133

pred.load.continue133:                            ; preds = %pred.load.if132, %pred.load.continue131
  %319 = phi <64 x i8> [ %313, %pred.load.continue131 ], [ %318, %pred.load.if132 ]
  %320 = extractelement <64 x i1> %0, i64 53
  br i1 %320, label %pred.load.if134, label %pred.load.continue135

pred.load.if134:                                  ; preds = %pred.load.continue133
  %321 = extractelement <64 x i64> %1, i64 53
  %322 = getelementptr inbounds i8, i8* %rgb, i64 %321
  %323 = load i8, i8* %322, align 1, !tbaa !23
  %324 = insertelement <64 x i8> %319, i8 %323, i64 53
  br label %pred.load.continue135

pred.load.continue135:                            ; preds = %pred.load.if134, %pred.load.continue133
  %325 = phi <64 x i8> [ %319, %pred.load.continue133 ], [ %324, %pred.load.if134 ]
  %326 = extractelement <64 x i1> %0, i64 54
  br i1 %326, label %pred.load.if136, label %pred.load.continue137

pred.load.if136:                                  ; preds = %pred.load.continue135
  %327 = extractelement <64 x i64> %1, i64 54
  %328 = getelementptr inbounds i8, i8* %rgb, i64 %327
  %329 = load i8, i8* %328, align 1, !tbaa !23
  %330 = insertelement <64 x i8> %325, i8 %329, i64 54
  br label %pred.load.continue137

pred.load.continue137:                            ; preds = %pred.load.if136, %pred.load.continue135
  %331 = phi <64 x i8> [ %325, %pred.load.continue135 ], [ %330, %pred.load.if136 ]
  %332 = extractelement <64 x i1> %0, i64 55
  br i1 %332, label %pred.load.if138, label %pred.load.continue139

pred.load.if138:                                  ; preds = %pred.load.continue137
  %333 = extractelement <64 x i64> %1, i64 55
  %334 = getelementptr inbounds i8, i8* %rgb, i64 %333
  %335 = load i8, i8* %334, align 1, !tbaa !23
  %336 = insertelement <64 x i8> %331, i8 %335, i64 55
  br label %pred.load.continue139

pred.load.continue139:                            ; preds = %pred.load.if138, %pred.load.continue137
  %337 = phi <64 x i8> [ %331, %pred.load.continue137 ], [ %336, %pred.load.if138 ]
  %338 = extractelement <64 x i1> %0, i64 56
  br i1 %338, label %pred.load.if140, label %pred.load.continue141

pred.load.if140:                                  ; preds = %pred.load.continue139
  %339 = extractelement <64 x i64> %1, i64 56
  %340 = getelementptr inbounds i8, i8* %rgb, i64 %339
  %341 = load i8, i8* %340, align 1, !tbaa !23
  %342 = insertelement <64 x i8> %337, i8 %341, i64 56
  br label %pred.load.continue141

pred.load.continue141:                            ; preds = %pred.load.if140, %pred.load.continue139
  %343 = phi <64 x i8> [ %337, %pred.load.continue139 ], [ %342, %pred.load.if140 ]
  %344 = extractelement <64 x i1> %0, i64 57
  br i1 %344, label %pred.load.if142, label %pred.load.continue143

pred.load.if142:                                  ; preds = %pred.load.continue141
  %345 = extractelement <64 x i64> %1, i64 57
  %346 = getelementptr inbounds i8, i8* %rgb, i64 %345
  %347 = load i8, i8* %346, align 1, !tbaa !23
  %348 = insertelement <64 x i8> %343, i8 %347, i64 57
  br label %pred.load.continue143

pred.load.continue143:                            ; preds = %pred.load.if142, %pred.load.continue141
  %349 = phi <64 x i8> [ %343, %pred.load.continue141 ], [ %348, %pred.load.if142 ]
  %350 = extractelement <64 x i1> %0, i64 58
  br i1 %350, label %pred.load.if144, label %pred.load.continue145

pred.load.if144:                                  ; preds = %pred.load.continue143
  %351 = extractelement <64 x i64> %1, i64 58
  %352 = getelementptr inbounds i8, i8* %rgb, i64 %351
  %353 = load i8, i8* %352, align 1, !tbaa !23
  %354 = insertelement <64 x i8> %349, i8 %353, i64 58
  br label %pred.load.continue145

pred.load.continue145:                            ; preds = %pred.load.if144, %pred.load.continue143
  %355 = phi <64 x i8> [ %349, %pred.load.continue143 ], [ %354, %pred.load.if144 ]
  %356 = extractelement <64 x i1> %0, i64 59
  br i1 %356, label %pred.load.if146, label %pred.load.continue147

pred.load.if146:                                  ; preds = %pred.load.continue145
  %357 = extractelement <64 x i64> %1, i64 59
  %358 = getelementptr inbounds i8, i8* %rgb, i64 %357
  %359 = load i8, i8* %358, align 1, !tbaa !23
  %360 = insertelement <64 x i8> %355, i8 %359, i64 59
  br label %pred.load.continue147

pred.load.continue147:                            ; preds = %pred.load.if146, %pred.load.continue145
  %361 = phi <64 x i8> [ %355, %pred.load.continue145 ], [ %360, %pred.load.if146 ]
  %362 = extractelement <64 x i1> %0, i64 60
  br i1 %362, label %pred.load.if148, label %pred.load.continue149

pred.load.if148:                                  ; preds = %pred.load.continue147
  %363 = extractelement <64 x i64> %1, i64 60
  %364 = getelementptr inbounds i8, i8* %rgb, i64 %363
  %365 = load i8, i8* %364, align 1, !tbaa !23
  %366 = insertelement <64 x i8> %361, i8 %365, i64 60
  br label %pred.load.continue149

pred.load.continue149:                            ; preds = %pred.load.if148, %pred.load.continue147
  %367 = phi <64 x i8> [ %361, %pred.load.continue147 ], [ %366, %pred.load.if148 ]
  %368 = extractelement <64 x i1> %0, i64 61
  br i1 %368, label %pred.load.if150, label %pred.load.continue151

pred.load.if150:                                  ; preds = %pred.load.continue149
  %369 = extractelement <64 x i64> %1, i64 61
  %370 = getelementptr inbounds i8, i8* %rgb, i64 %369
  %371 = load i8, i8* %370, align 1, !tbaa !23
  %372 = insertelement <64 x i8> %367, i8 %371, i64 61
  br label %pred.load.continue151

pred.load.continue151:                            ; preds = %pred.load.if150, %pred.load.continue149
  %373 = phi <64 x i8> [ %367, %pred.load.continue149 ], [ %372, %pred.load.if150 ]
  %374 = extractelement <64 x i1> %0, i64 62
  br i1 %374, label %pred.load.if152, label %pred.load.continue153

pred.load.if152:                                  ; preds = %pred.load.continue151
  %375 = extractelement <64 x i64> %1, i64 62
  %376 = getelementptr inbounds i8, i8* %rgb, i64 %375
  %377 = load i8, i8* %376, align 1, !tbaa !23
  %378 = insertelement <64 x i8> %373, i8 %377, i64 62
  br label %pred.load.continue153

pred.load.continue153:                            ; preds = %pred.load.if152, %pred.load.continue151
  %379 = phi <64 x i8> [ %373, %pred.load.continue151 ], [ %378, %pred.load.if152 ]
  %380 = extractelement <64 x i1> %0, i64 63
  br i1 %380, label %pred.load.if154, label %pred.load.continue155

pred.load.if154:                                  ; preds = %pred.load.continue153
  %381 = extractelement <64 x i64> %1, i64 63
  %382 = getelementptr inbounds i8, i8* %rgb, i64 %381
  %383 = load i8, i8* %382, align 1, !tbaa !23
  %384 = insertelement <64 x i8> %379, i8 %383, i64 63
  br label %pred.load.continue155

pred.load.continue155:                            ; preds = %pred.load.if154, %pred.load.continue153
  %385 = phi <64 x i8> [ %379, %pred.load.continue153 ], [ %384, %pred.load.if154 ]
  %386 = zext <64 x i8> %385 to <64 x i16>
  %387 = add nuw nsw <64 x i64> %1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %388 = extractelement <64 x i1> %0, i64 0
  br i1 %388, label %pred.load.if156, label %pred.load.continue157

pred.load.if156:                                  ; preds = %pred.load.continue155
  %389 = extractelement <64 x i64> %387, i64 0
  %390 = getelementptr inbounds i8, i8* %rgb, i64 %389
  %391 = load i8, i8* %390, align 1, !tbaa !23
  %392 = insertelement <64 x i8> poison, i8 %391, i64 0
  br label %pred.load.continue157

pred.load.continue157:                            ; preds = %pred.load.if156, %pred.load.continue155
  %393 = phi <64 x i8> [ poison, %pred.load.continue155 ], [ %392, %pred.load.if156 ]
  %394 = extractelement <64 x i1> %0, i64 1
  br i1 %394, label %pred.load.if158, label %pred.load.continue159

pred.load.if158:                                  ; preds = %pred.load.continue157
  %395 = extractelement <64 x i64> %387, i64 1
  %396 = getelementptr inbounds i8, i8* %rgb, i64 %395
  %397 = load i8, i8* %396, align 1, !tbaa !23
  %398 = insertelement <64 x i8> %393, i8 %397, i64 1
  br label %pred.load.continue159

pred.load.continue159:                            ; preds = %pred.load.if158, %pred.load.continue157
  %399 = phi <64 x i8> [ %393, %pred.load.continue157 ], [ %398, %pred.load.if158 ]
  %400 = extractelement <64 x i1> %0, i64 2
  br i1 %400, label %pred.load.if160, label %pred.load.continue161

pred.load.if160:                                  ; preds = %pred.load.continue159
  %401 = extractelement <64 x i64> %387, i64 2
  %402 = getelementptr inbounds i8, i8* %rgb, i64 %401
  %403 = load i8, i8* %402, align 1, !tbaa !23
  %404 = insertelement <64 x i8> %399, i8 %403, i64 2
  br label %pred.load.continue161

pred.load.continue161:                            ; preds = %pred.load.if160, %pred.load.continue159
  %405 = phi <64 x i8> [ %399, %pred.load.continue159 ], [ %404, %pred.load.if160 ]
  %406 = extractelement <64 x i1> %0, i64 3
  br i1 %406, label %pred.load.if162, label %pred.load.continue163

pred.load.if162:                                  ; preds = %pred.load.continue161
  %407 = extractelement <64 x i64> %387, i64 3
  %408 = getelementptr inbounds i8, i8* %rgb, i64 %407
  %409 = load i8, i8* %408, align 1, !tbaa !23
  %410 = insertelement <64 x i8> %405, i8 %409, i64 3
  br label %pred.load.continue163

pred.load.continue163:                            ; preds = %pred.load.if162, %pred.load.continue161
  %411 = phi <64 x i8> [ %405, %pred.load.continue161 ], [ %410, %pred.load.if162 ]
  %412 = extractelement <64 x i1> %0, i64 4
  br i1 %412, label %pred.load.if164, label %pred.load.continue165

pred.load.if164:                                  ; preds = %pred.load.continue163
  %413 = extractelement <64 x i64> %387, i64 4
  %414 = getelementptr inbounds i8, i8* %rgb, i64 %413
  %415 = load i8, i8* %414, align 1, !tbaa !23
  %416 = insertelement <64 x i8> %411, i8 %415, i64 4
  br label %pred.load.continue165

pred.load.continue165:                            ; preds = %pred.load.if164, %pred.load.continue163
  %417 = phi <64 x i8> [ %411, %pred.load.continue163 ], [ %416, %pred.load.if164 ]
  %418 = extractelement <64 x i1> %0, i64 5
  br i1 %418, label %pred.load.if166, label %pred.load.continue167

pred.load.if166:                                  ; preds = %pred.load.continue165
  %419 = extractelement <64 x i64> %387, i64 5
  %420 = getelementptr inbounds i8, i8* %rgb, i64 %419
  %421 = load i8, i8* %420, align 1, !tbaa !23
  %422 = insertelement <64 x i8> %417, i8 %421, i64 5
  br label %pred.load.continue167

pred.load.continue167:                            ; preds = %pred.load.if166, %pred.load.continue165
  %423 = phi <64 x i8> [ %417, %pred.load.continue165 ], [ %422, %pred.load.if166 ]
  %424 = extractelement <64 x i1> %0, i64 6
  br i1 %424, label %pred.load.if168, label %pred.load.continue169

pred.load.if168:                                  ; preds = %pred.load.continue167
  %425 = extractelement <64 x i64> %387, i64 6
  %426 = getelementptr inbounds i8, i8* %rgb, i64 %425
  %427 = load i8, i8* %426, align 1, !tbaa !23
  %428 = insertelement <64 x i8> %423, i8 %427, i64 6
  br label %pred.load.continue169

pred.load.continue169:                            ; preds = %pred.load.if168, %pred.load.continue167
  %429 = phi <64 x i8> [ %423, %pred.load.continue167 ], [ %428, %pred.load.if168 ]
  %430 = extractelement <64 x i1> %0, i64 7
  br i1 %430, label %pred.load.if170, label %pred.load.continue171

pred.load.if170:                                  ; preds = %pred.load.continue169
  %431 = extractelement <64 x i64> %387, i64 7
  %432 = getelementptr inbounds i8, i8* %rgb, i64 %431
  %433 = load i8, i8* %432, align 1, !tbaa !23
  %434 = insertelement <64 x i8> %429, i8 %433, i64 7
  br label %pred.load.continue171

pred.load.continue171:                            ; preds = %pred.load.if170, %pred.load.continue169
  %435 = phi <64 x i8> [ %429, %pred.load.continue169 ], [ %434, %pred.load.if170 ]
  %436 = extractelement <64 x i1> %0, i64 8
  br i1 %436, label %pred.load.if172, label %pred.load.continue173

pred.load.if172:                                  ; preds = %pred.load.continue171
  %437 = extractelement <64 x i64> %387, i64 8
  %438 = getelementptr inbounds i8, i8* %rgb, i64 %437
  %439 = load i8, i8* %438, align 1, !tbaa !23
  %440 = insertelement <64 x i8> %435, i8 %439, i64 8
  br label %pred.load.continue173

pred.load.continue173:                            ; preds = %pred.load.if172, %pred.load.continue171
  %441 = phi <64 x i8> [ %435, %pred.load.continue171 ], [ %440, %pred.load.if172 ]
  %442 = extractelement <64 x i1> %0, i64 9
  br i1 %442, label %pred.load.if174, label %pred.load.continue175

pred.load.if174:                                  ; preds = %pred.load.continue173
  %443 = extractelement <64 x i64> %387, i64 9
  %444 = getelementptr inbounds i8, i8* %rgb, i64 %443
  %445 = load i8, i8* %444, align 1, !tbaa !23
  %446 = insertelement <64 x i8> %441, i8 %445, i64 9
  br label %pred.load.continue175

pred.load.continue175:                            ; preds = %pred.load.if174, %pred.load.continue173
  %447 = phi <64 x i8> [ %441, %pred.load.continue173 ], [ %446, %pred.load.if174 ]
  %448 = extractelement <64 x i1> %0, i64 10
  br i1 %448, label %pred.load.if176, label %pred.load.continue177

pred.load.if176:                                  ; preds = %pred.load.continue175
  %449 = extractelement <64 x i64> %387, i64 10
  %450 = getelementptr inbounds i8, i8* %rgb, i64 %449
  %451 = load i8, i8* %450, align 1, !tbaa !23
  %452 = insertelement <64 x i8> %447, i8 %451, i64 10
  br label %pred.load.continue177

pred.load.continue177:                            ; preds = %pred.load.if176, %pred.load.continue175
  %453 = phi <64 x i8> [ %447, %pred.load.continue175 ], [ %452, %pred.load.if176 ]
  %454 = extractelement <64 x i1> %0, i64 11
  br i1 %454, label %pred.load.if178, label %pred.load.continue179

pred.load.if178:                                  ; preds = %pred.load.continue177
  %455 = extractelement <64 x i64> %387, i64 11
  %456 = getelementptr inbounds i8, i8* %rgb, i64 %455
  %457 = load i8, i8* %456, align 1, !tbaa !23
  %458 = insertelement <64 x i8> %453, i8 %457, i64 11
  br label %pred.load.continue179

pred.load.continue179:                            ; preds = %pred.load.if178, %pred.load.continue177
  %459 = phi <64 x i8> [ %453, %pred.load.continue177 ], [ %458, %pred.load.if178 ]
  %460 = extractelement <64 x i1> %0, i64 12
  br i1 %460, label %pred.load.if180, label %pred.load.continue181

pred.load.if180:                                  ; preds = %pred.load.continue179
  %461 = extractelement <64 x i64> %387, i64 12
  %462 = getelementptr inbounds i8, i8* %rgb, i64 %461
  %463 = load i8, i8* %462, align 1, !tbaa !23
  %464 = insertelement <64 x i8> %459, i8 %463, i64 12
  br label %pred.load.continue181

pred.load.continue181:                            ; preds = %pred.load.if180, %pred.load.continue179
  %465 = phi <64 x i8> [ %459, %pred.load.continue179 ], [ %464, %pred.load.if180 ]
  %466 = extractelement <64 x i1> %0, i64 13
  br i1 %466, label %pred.load.if182, label %pred.load.continue183

pred.load.if182:                                  ; preds = %pred.load.continue181
  %467 = extractelement <64 x i64> %387, i64 13
  %468 = getelementptr inbounds i8, i8* %rgb, i64 %467
  %469 = load i8, i8* %468, align 1, !tbaa !23
  %470 = insertelement <64 x i8> %465, i8 %469, i64 13
  br label %pred.load.continue183

pred.load.continue183:                            ; preds = %pred.load.if182, %pred.load.continue181
  %471 = phi <64 x i8> [ %465, %pred.load.continue181 ], [ %470, %pred.load.if182 ]
  %472 = extractelement <64 x i1> %0, i64 14
  br i1 %472, label %pred.load.if184, label %pred.load.continue185

pred.load.if184:                                  ; preds = %pred.load.continue183
  %473 = extractelement <64 x i64> %387, i64 14
  %474 = getelementptr inbounds i8, i8* %rgb, i64 %473
  %475 = load i8, i8* %474, align 1, !tbaa !23
  %476 = insertelement <64 x i8> %471, i8 %475, i64 14
  br label %pred.load.continue185

pred.load.continue185:                            ; preds = %pred.load.if184, %pred.load.continue183
  %477 = phi <64 x i8> [ %471, %pred.load.continue183 ], [ %476, %pred.load.if184 ]
  %478 = extractelement <64 x i1> %0, i64 15
  br i1 %478, label %pred.load.if186, label %pred.load.continue187

pred.load.if186:                                  ; preds = %pred.load.continue185
  %479 = extractelement <64 x i64> %387, i64 15
  %480 = getelementptr inbounds i8, i8* %rgb, i64 %479
  %481 = load i8, i8* %480, align 1, !tbaa !23
  %482 = insertelement <64 x i8> %477, i8 %481, i64 15
  br label %pred.load.continue187

pred.load.continue187:                            ; preds = %pred.load.if186, %pred.load.continue185
  %483 = phi <64 x i8> [ %477, %pred.load.continue185 ], [ %482, %pred.load.if186 ]
  %484 = extractelement <64 x i1> %0, i64 16
  br i1 %484, label %pred.load.if188, label %pred.load.continue189

pred.load.if188:                                  ; preds = %pred.load.continue187
  %485 = extractelement <64 x i64> %387, i64 16
  %486 = getelementptr inbounds i8, i8* %rgb, i64 %485
  %487 = load i8, i8* %486, align 1, !tbaa !23
  %488 = insertelement <64 x i8> %483, i8 %487, i64 16
  br label %pred.load.continue189

pred.load.continue189:                            ; preds = %pred.load.if188, %pred.load.continue187
  %489 = phi <64 x i8> [ %483, %pred.load.continue187 ], [ %488, %pred.load.if188 ]
  %490 = extractelement <64 x i1> %0, i64 17
  br i1 %490, label %pred.load.if190, label %pred.load.continue191

pred.load.if190:                                  ; preds = %pred.load.continue189
  %491 = extractelement <64 x i64> %387, i64 17
  %492 = getelementptr inbounds i8, i8* %rgb, i64 %491
  %493 = load i8, i8* %492, align 1, !tbaa !23
  %494 = insertelement <64 x i8> %489, i8 %493, i64 17
  br label %pred.load.continue191

pred.load.continue191:                            ; preds = %pred.load.if190, %pred.load.continue189
  %495 = phi <64 x i8> [ %489, %pred.load.continue189 ], [ %494, %pred.load.if190 ]
  %496 = extractelement <64 x i1> %0, i64 18
  br i1 %496, label %pred.load.if192, label %pred.load.continue193

pred.load.if192:                                  ; preds = %pred.load.continue191
  %497 = extractelement <64 x i64> %387, i64 18
  %498 = getelementptr inbounds i8, i8* %rgb, i64 %497
  %499 = load i8, i8* %498, align 1, !tbaa !23
  %500 = insertelement <64 x i8> %495, i8 %499, i64 18
  br label %pred.load.continue193

pred.load.continue193:                            ; preds = %pred.load.if192, %pred.load.continue191
  %501 = phi <64 x i8> [ %495, %pred.load.continue191 ], [ %500, %pred.load.if192 ]
  %502 = extractelement <64 x i1> %0, i64 19
  br i1 %502, label %pred.load.if194, label %pred.load.continue195

pred.load.if194:                                  ; preds = %pred.load.continue193
  %503 = extractelement <64 x i64> %387, i64 19
  %504 = getelementptr inbounds i8, i8* %rgb, i64 %503
  %505 = load i8, i8* %504, align 1, !tbaa !23
  %506 = insertelement <64 x i8> %501, i8 %505, i64 19
  br label %pred.load.continue195

pred.load.continue195:                            ; preds = %pred.load.if194, %pred.load.continue193
  %507 = phi <64 x i8> [ %501, %pred.load.continue193 ], [ %506, %pred.load.if194 ]
  %508 = extractelement <64 x i1> %0, i64 20
  br i1 %508, label %pred.load.if196, label %pred.load.continue197

pred.load.if196:                                  ; preds = %pred.load.continue195
  %509 = extractelement <64 x i64> %387, i64 20
  %510 = getelementptr inbounds i8, i8* %rgb, i64 %509
  %511 = load i8, i8* %510, align 1, !tbaa !23
  %512 = insertelement <64 x i8> %507, i8 %511, i64 20
  br label %pred.load.continue197

pred.load.continue197:                            ; preds = %pred.load.if196, %pred.load.continue195
  %513 = phi <64 x i8> [ %507, %pred.load.continue195 ], [ %512, %pred.load.if196 ]
  %514 = extractelement <64 x i1> %0, i64 21
  br i1 %514, label %pred.load.if198, label %pred.load.continue199

pred.load.if198:                                  ; preds = %pred.load.continue197
  %515 = extractelement <64 x i64> %387, i64 21
  %516 = getelementptr inbounds i8, i8* %rgb, i64 %515
  %517 = load i8, i8* %516, align 1, !tbaa !23
  %518 = insertelement <64 x i8> %513, i8 %517, i64 21
  br label %pred.load.continue199

pred.load.continue199:                            ; preds = %pred.load.if198, %pred.load.continue197
  %519 = phi <64 x i8> [ %513, %pred.load.continue197 ], [ %518, %pred.load.if198 ]
  %520 = extractelement <64 x i1> %0, i64 22
  br i1 %520, label %pred.load.if200, label %pred.load.continue201

pred.load.if200:                                  ; preds = %pred.load.continue199
  %521 = extractelement <64 x i64> %387, i64 22
  %522 = getelementptr inbounds i8, i8* %rgb, i64 %521
  %523 = load i8, i8* %522, align 1, !tbaa !23
  %524 = insertelement <64 x i8> %519, i8 %523, i64 22
  br label %pred.load.continue201

pred.load.continue201:                            ; preds = %pred.load.if200, %pred.load.continue199
  %525 = phi <64 x i8> [ %519, %pred.load.continue199 ], [ %524, %pred.load.if200 ]
  %526 = extractelement <64 x i1> %0, i64 23
  br i1 %526, label %pred.load.if202, label %pred.load.continue203

pred.load.if202:                                  ; preds = %pred.load.continue201
  %527 = extractelement <64 x i64> %387, i64 23
  %528 = getelementptr inbounds i8, i8* %rgb, i64 %527
  %529 = load i8, i8* %528, align 1, !tbaa !23
  %530 = insertelement <64 x i8> %525, i8 %529, i64 23
  br label %pred.load.continue203

pred.load.continue203:                            ; preds = %pred.load.if202, %pred.load.continue201
  %531 = phi <64 x i8> [ %525, %pred.load.continue201 ], [ %530, %pred.load.if202 ]
  %532 = extractelement <64 x i1> %0, i64 24
  br i1 %532, label %pred.load.if204, label %pred.load.continue205

pred.load.if204:                                  ; preds = %pred.load.continue203
  %533 = extractelement <64 x i64> %387, i64 24
  %534 = getelementptr inbounds i8, i8* %rgb, i64 %533
  %535 = load i8, i8* %534, align 1, !tbaa !23
  %536 = insertelement <64 x i8> %531, i8 %535, i64 24
  br label %pred.load.continue205

pred.load.continue205:                            ; preds = %pred.load.if204, %pred.load.continue203
  %537 = phi <64 x i8> [ %531, %pred.load.continue203 ], [ %536, %pred.load.if204 ]
  %538 = extractelement <64 x i1> %0, i64 25
  br i1 %538, label %pred.load.if206, label %pred.load.continue207

pred.load.if206:                                  ; preds = %pred.load.continue205
  %539 = extractelement <64 x i64> %387, i64 25
  %540 = getelementptr inbounds i8, i8* %rgb, i64 %539
  %541 = load i8, i8* %540, align 1, !tbaa !23
  %542 = insertelement <64 x i8> %537, i8 %541, i64 25
  br label %pred.load.continue207

pred.load.continue207:                            ; preds = %pred.load.if206, %pred.load.continue205
  %543 = phi <64 x i8> [ %537, %pred.load.continue205 ], [ %542, %pred.load.if206 ]
  %544 = extractelement <64 x i1> %0, i64 26
  br i1 %544, label %pred.load.if208, label %pred.load.continue209

pred.load.if208:                                  ; preds = %pred.load.continue207
  %545 = extractelement <64 x i64> %387, i64 26
  %546 = getelementptr inbounds i8, i8* %rgb, i64 %545
  %547 = load i8, i8* %546, align 1, !tbaa !23
  %548 = insertelement <64 x i8> %543, i8 %547, i64 26
  br label %pred.load.continue209

pred.load.continue209:                            ; preds = %pred.load.if208, %pred.load.continue207
  %549 = phi <64 x i8> [ %543, %pred.load.continue207 ], [ %548, %pred.load.if208 ]
  %550 = extractelement <64 x i1> %0, i64 27
  br i1 %550, label %pred.load.if210, label %pred.load.continue211

pred.load.if210:                                  ; preds = %pred.load.continue209
  %551 = extractelement <64 x i64> %387, i64 27
  %552 = getelementptr inbounds i8, i8* %rgb, i64 %551
  %553 = load i8, i8* %552, align 1, !tbaa !23
  %554 = insertelement <64 x i8> %549, i8 %553, i64 27
  br label %pred.load.continue211

pred.load.continue211:                            ; preds = %pred.load.if210, %pred.load.continue209
  %555 = phi <64 x i8> [ %549, %pred.load.continue209 ], [ %554, %pred.load.if210 ]
  %556 = extractelement <64 x i1> %0, i64 28
  br i1 %556, label %pred.load.if212, label %pred.load.continue213

pred.load.if212:                                  ; preds = %pred.load.continue211
  %557 = extractelement <64 x i64> %387, i64 28
  %558 = getelementptr inbounds i8, i8* %rgb, i64 %557
  %559 = load i8, i8* %558, align 1, !tbaa !23
  %560 = insertelement <64 x i8> %555, i8 %559, i64 28
  br label %pred.load.continue213

pred.load.continue213:                            ; preds = %pred.load.if212, %pred.load.continue211
  %561 = phi <64 x i8> [ %555, %pred.load.continue211 ], [ %560, %pred.load.if212 ]
  %562 = extractelement <64 x i1> %0, i64 29
  br i1 %562, label %pred.load.if214, label %pred.load.continue215

pred.load.if214:                                  ; preds = %pred.load.continue213
  %563 = extractelement <64 x i64> %387, i64 29
  %564 = getelementptr inbounds i8, i8* %rgb, i64 %563
  %565 = load i8, i8* %564, align 1, !tbaa !23
  %566 = insertelement <64 x i8> %561, i8 %565, i64 29
  br label %pred.load.continue215

pred.load.continue215:                            ; preds = %pred.load.if214, %pred.load.continue213
  %567 = phi <64 x i8> [ %561, %pred.load.continue213 ], [ %566, %pred.load.if214 ]
  %568 = extractelement <64 x i1> %0, i64 30
  br i1 %568, label %pred.load.if216, label %pred.load.continue217

pred.load.if216:                                  ; preds = %pred.load.continue215
  %569 = extractelement <64 x i64> %387, i64 30
  %570 = getelementptr inbounds i8, i8* %rgb, i64 %569
  %571 = load i8, i8* %570, align 1, !tbaa !23
  %572 = insertelement <64 x i8> %567, i8 %571, i64 30
  br label %pred.load.continue217

pred.load.continue217:                            ; preds = %pred.load.if216, %pred.load.continue215
  %573 = phi <64 x i8> [ %567, %pred.load.continue215 ], [ %572, %pred.load.if216 ]
  %574 = extractelement <64 x i1> %0, i64 31
  br i1 %574, label %pred.load.if218, label %pred.load.continue219

pred.load.if218:                                  ; preds = %pred.load.continue217
  %575 = extractelement <64 x i64> %387, i64 31
  %576 = getelementptr inbounds i8, i8* %rgb, i64 %575
  %577 = load i8, i8* %576, align 1, !tbaa !23
  %578 = insertelement <64 x i8> %573, i8 %577, i64 31
  br label %pred.load.continue219

pred.load.continue219:                            ; preds = %pred.load.if218, %pred.load.continue217
  %579 = phi <64 x i8> [ %573, %pred.load.continue217 ], [ %578, %pred.load.if218 ]
  %580 = extractelement <64 x i1> %0, i64 32
  br i1 %580, label %pred.load.if220, label %pred.load.continue221

pred.load.if220:                                  ; preds = %pred.load.continue219
  %581 = extractelement <64 x i64> %387, i64 32
  %582 = getelementptr inbounds i8, i8* %rgb, i64 %581
  %583 = load i8, i8* %582, align 1, !tbaa !23
  %584 = insertelement <64 x i8> %579, i8 %583, i64 32
  br label %pred.load.continue221

pred.load.continue221:                            ; preds = %pred.load.if220, %pred.load.continue219
  %585 = phi <64 x i8> [ %579, %pred.load.continue219 ], [ %584, %pred.load.if220 ]
  %586 = extractelement <64 x i1> %0, i64 33
  br i1 %586, label %pred.load.if222, label %pred.load.continue223

pred.load.if222:                                  ; preds = %pred.load.continue221
  %587 = extractelement <64 x i64> %387, i64 33
  %588 = getelementptr inbounds i8, i8* %rgb, i64 %587
  %589 = load i8, i8* %588, align 1, !tbaa !23
  %590 = insertelement <64 x i8> %585, i8 %589, i64 33
  br label %pred.load.continue223

pred.load.continue223:                            ; preds = %pred.load.if222, %pred.load.continue221
  %591 = phi <64 x i8> [ %585, %pred.load.continue221 ], [ %590, %pred.load.if222 ]
  %592 = extractelement <64 x i1> %0, i64 34
  br i1 %592, label %pred.load.if224, label %pred.load.continue225

pred.load.if224:                                  ; preds = %pred.load.continue223
  %593 = extractelement <64 x i64> %387, i64 34
  %594 = getelementptr inbounds i8, i8* %rgb, i64 %593
  %595 = load i8, i8* %594, align 1, !tbaa !23
  %596 = insertelement <64 x i8> %591, i8 %595, i64 34
  br label %pred.load.continue225

pred.load.continue225:                            ; preds = %pred.load.if224, %pred.load.continue223
  %597 = phi <64 x i8> [ %591, %pred.load.continue223 ], [ %596, %pred.load.if224 ]
  %598 = extractelement <64 x i1> %0, i64 35
  br i1 %598, label %pred.load.if226, label %pred.load.continue227

pred.load.if226:                                  ; preds = %pred.load.continue225
  %599 = extractelement <64 x i64> %387, i64 35
  %600 = getelementptr inbounds i8, i8* %rgb, i64 %599
  %601 = load i8, i8* %600, align 1, !tbaa !23
  %602 = insertelement <64 x i8> %597, i8 %601, i64 35
  br label %pred.load.continue227

pred.load.continue227:                            ; preds = %pred.load.if226, %pred.load.continue225
  %603 = phi <64 x i8> [ %597, %pred.load.continue225 ], [ %602, %pred.load.if226 ]
  %604 = extractelement <64 x i1> %0, i64 36
  br i1 %604, label %pred.load.if228, label %pred.load.continue229

pred.load.if228:                                  ; preds = %pred.load.continue227
  %605 = extractelement <64 x i64> %387, i64 36
  %606 = getelementptr inbounds i8, i8* %rgb, i64 %605
  %607 = load i8, i8* %606, align 1, !tbaa !23
  %608 = insertelement <64 x i8> %603, i8 %607, i64 36
  br label %pred.load.continue229

pred.load.continue229:                            ; preds = %pred.load.if228, %pred.load.continue227
  %609 = phi <64 x i8> [ %603, %pred.load.continue227 ], [ %608, %pred.load.if228 ]
  %610 = extractelement <64 x i1> %0, i64 37
  br i1 %610, label %pred.load.if230, label %pred.load.continue231

pred.load.if230:                                  ; preds = %pred.load.continue229
  %611 = extractelement <64 x i64> %387, i64 37
  %612 = getelementptr inbounds i8, i8* %rgb, i64 %611
  %613 = load i8, i8* %612, align 1, !tbaa !23
  %614 = insertelement <64 x i8> %609, i8 %613, i64 37
  br label %pred.load.continue231

pred.load.continue231:                            ; preds = %pred.load.if230, %pred.load.continue229
  %615 = phi <64 x i8> [ %609, %pred.load.continue229 ], [ %614, %pred.load.if230 ]
  %616 = extractelement <64 x i1> %0, i64 38
  br i1 %616, label %pred.load.if232, label %pred.load.continue233

pred.load.if232:                                  ; preds = %pred.load.continue231
  %617 = extractelement <64 x i64> %387, i64 38
  %618 = getelementptr inbounds i8, i8* %rgb, i64 %617
  %619 = load i8, i8* %618, align 1, !tbaa !23
  %620 = insertelement <64 x i8> %615, i8 %619, i64 38
  br label %pred.load.continue233

pred.load.continue233:                            ; preds = %pred.load.if232, %pred.load.continue231
  %621 = phi <64 x i8> [ %615, %pred.load.continue231 ], [ %620, %pred.load.if232 ]
  %622 = extractelement <64 x i1> %0, i64 39
  br i1 %622, label %pred.load.if234, label %pred.load.continue235

pred.load.if234:                                  ; preds = %pred.load.continue233
  %623 = extractelement <64 x i64> %387, i64 39
  %624 = getelementptr inbounds i8, i8* %rgb, i64 %623
  %625 = load i8, i8* %624, align 1, !tbaa !23
  %626 = insertelement <64 x i8> %621, i8 %625, i64 39
  br label %pred.load.continue235

pred.load.continue235:                            ; preds = %pred.load.if234, %pred.load.continue233
  %627 = phi <64 x i8> [ %621, %pred.load.continue233 ], [ %626, %pred.load.if234 ]
  %628 = extractelement <64 x i1> %0, i64 40
  br i1 %628, label %pred.load.if236, label %pred.load.continue237

pred.load.if236:                                  ; preds = %pred.load.continue235
  %629 = extractelement <64 x i64> %387, i64 40
  %630 = getelementptr inbounds i8, i8* %rgb, i64 %629
  %631 = load i8, i8* %630, align 1, !tbaa !23
  %632 = insertelement <64 x i8> %627, i8 %631, i64 40
  br label %pred.load.continue237

pred.load.continue237:                            ; preds = %pred.load.if236, %pred.load.continue235
  %633 = phi <64 x i8> [ %627, %pred.load.continue235 ], [ %632, %pred.load.if236 ]
  %634 = extractelement <64 x i1> %0, i64 41
  br i1 %634, label %pred.load.if238, label %pred.load.continue239

pred.load.if238:                                  ; preds = %pred.load.continue237
  %635 = extractelement <64 x i64> %387, i64 41
  %636 = getelementptr inbounds i8, i8* %rgb, i64 %635
  %637 = load i8, i8* %636, align 1, !tbaa !23
  %638 = insertelement <64 x i8> %633, i8 %637, i64 41
  br label %pred.load.continue239

pred.load.continue239:                            ; preds = %pred.load.if238, %pred.load.continue237
  %639 = phi <64 x i8> [ %633, %pred.load.continue237 ], [ %638, %pred.load.if238 ]
  %640 = extractelement <64 x i1> %0, i64 42
  br i1 %640, label %pred.load.if240, label %pred.load.continue241

pred.load.if240:                                  ; preds = %pred.load.continue239
  %641 = extractelement <64 x i64> %387, i64 42
  %642 = getelementptr inbounds i8, i8* %rgb, i64 %641
  %643 = load i8, i8* %642, align 1, !tbaa !23
  %644 = insertelement <64 x i8> %639, i8 %643, i64 42
  br label %pred.load.continue241

pred.load.continue241:                            ; preds = %pred.load.if240, %pred.load.continue239
  %645 = phi <64 x i8> [ %639, %pred.load.continue239 ], [ %644, %pred.load.if240 ]
  %646 = extractelement <64 x i1> %0, i64 43
  br i1 %646, label %pred.load.if242, label %pred.load.continue243

pred.load.if242:                                  ; preds = %pred.load.continue241
  %647 = extractelement <64 x i64> %387, i64 43
  %648 = getelementptr inbounds i8, i8* %rgb, i64 %647
  %649 = load i8, i8* %648, align 1, !tbaa !23
  %650 = insertelement <64 x i8> %645, i8 %649, i64 43
  br label %pred.load.continue243

pred.load.continue243:                            ; preds = %pred.load.if242, %pred.load.continue241
  %651 = phi <64 x i8> [ %645, %pred.load.continue241 ], [ %650, %pred.load.if242 ]
  %652 = extractelement <64 x i1> %0, i64 44
  br i1 %652, label %pred.load.if244, label %pred.load.continue245

pred.load.if244:                                  ; preds = %pred.load.continue243
  %653 = extractelement <64 x i64> %387, i64 44
  %654 = getelementptr inbounds i8, i8* %rgb, i64 %653
  %655 = load i8, i8* %654, align 1, !tbaa !23
  %656 = insertelement <64 x i8> %651, i8 %655, i64 44
  br label %pred.load.continue245

pred.load.continue245:                            ; preds = %pred.load.if244, %pred.load.continue243
  %657 = phi <64 x i8> [ %651, %pred.load.continue243 ], [ %656, %pred.load.if244 ]
  %658 = extractelement <64 x i1> %0, i64 45
  br i1 %658, label %pred.load.if246, label %pred.load.continue247

pred.load.if246:                                  ; preds = %pred.load.continue245
  %659 = extractelement <64 x i64> %387, i64 45
  %660 = getelementptr inbounds i8, i8* %rgb, i64 %659
  %661 = load i8, i8* %660, align 1, !tbaa !23
  %662 = insertelement <64 x i8> %657, i8 %661, i64 45
  br label %pred.load.continue247

pred.load.continue247:                            ; preds = %pred.load.if246, %pred.load.continue245
  %663 = phi <64 x i8> [ %657, %pred.load.continue245 ], [ %662, %pred.load.if246 ]
  %664 = extractelement <64 x i1> %0, i64 46
  br i1 %664, label %pred.load.if248, label %pred.load.continue249

pred.load.if248:                                  ; preds = %pred.load.continue247
  %665 = extractelement <64 x i64> %387, i64 46
  %666 = getelementptr inbounds i8, i8* %rgb, i64 %665
  %667 = load i8, i8* %666, align 1, !tbaa !23
  %668 = insertelement <64 x i8> %663, i8 %667, i64 46
  br label %pred.load.continue249

pred.load.continue249:                            ; preds = %pred.load.if248, %pred.load.continue247
  %669 = phi <64 x i8> [ %663, %pred.load.continue247 ], [ %668, %pred.load.if248 ]
  %670 = extractelement <64 x i1> %0, i64 47
  br i1 %670, label %pred.load.if250, label %pred.load.continue251

pred.load.if250:                                  ; preds = %pred.load.continue249
  %671 = extractelement <64 x i64> %387, i64 47
  %672 = getelementptr inbounds i8, i8* %rgb, i64 %671
  %673 = load i8, i8* %672, align 1, !tbaa !23
  %674 = insertelement <64 x i8> %669, i8 %673, i64 47
  br label %pred.load.continue251

pred.load.continue251:                            ; preds = %pred.load.if250, %pred.load.continue249
  %675 = phi <64 x i8> [ %669, %pred.load.continue249 ], [ %674, %pred.load.if250 ]
  %676 = extractelement <64 x i1> %0, i64 48
  br i1 %676, label %pred.load.if252, label %pred.load.continue253

pred.load.if252:                                  ; preds = %pred.load.continue251
  %677 = extractelement <64 x i64> %387, i64 48
  %678 = getelementptr inbounds i8, i8* %rgb, i64 %677
  %679 = load i8, i8* %678, align 1, !tbaa !23
  %680 = insertelement <64 x i8> %675, i8 %679, i64 48
  br label %pred.load.continue253

pred.load.continue253:                            ; preds = %pred.load.if252, %pred.load.continue251
  %681 = phi <64 x i8> [ %675, %pred.load.continue251 ], [ %680, %pred.load.if252 ]
  %682 = extractelement <64 x i1> %0, i64 49
  br i1 %682, label %pred.load.if254, label %pred.load.continue255

pred.load.if254:                                  ; preds = %pred.load.continue253
  %683 = extractelement <64 x i64> %387, i64 49
  %684 = getelementptr inbounds i8, i8* %rgb, i64 %683
  %685 = load i8, i8* %684, align 1, !tbaa !23
  %686 = insertelement <64 x i8> %681, i8 %685, i64 49
  br label %pred.load.continue255

pred.load.continue255:                            ; preds = %pred.load.if254, %pred.load.continue253
  %687 = phi <64 x i8> [ %681, %pred.load.continue253 ], [ %686, %pred.load.if254 ]
  %688 = extractelement <64 x i1> %0, i64 50
  br i1 %688, label %pred.load.if256, label %pred.load.continue257

pred.load.if256:                                  ; preds = %pred.load.continue255
  %689 = extractelement <64 x i64> %387, i64 50
  %690 = getelementptr inbounds i8, i8* %rgb, i64 %689
  %691 = load i8, i8* %690, align 1, !tbaa !23
  %692 = insertelement <64 x i8> %687, i8 %691, i64 50
  br label %pred.load.continue257

pred.load.continue257:                            ; preds = %pred.load.if256, %pred.load.continue255
  %693 = phi <64 x i8> [ %687, %pred.load.continue255 ], [ %692, %pred.load.if256 ]
  %694 = extractelement <64 x i1> %0, i64 51
  br i1 %694, label %pred.load.if258, label %pred.load.continue259

pred.load.if258:                                  ; preds = %pred.load.continue257
  %695 = extractelement <64 x i64> %387, i64 51
  %696 = getelementptr inbounds i8, i8* %rgb, i64 %695
  %697 = load i8, i8* %696, align 1, !tbaa !23
  %698 = insertelement <64 x i8> %693, i8 %697, i64 51
  br label %pred.load.continue259

pred.load.continue259:                            ; preds = %pred.load.if258, %pred.load.continue257
  %699 = phi <64 x i8> [ %693, %pred.load.continue257 ], [ %698, %pred.load.if258 ]
  %700 = extractelement <64 x i1> %0, i64 52
  br i1 %700, label %pred.load.if260, label %pred.load.continue261

pred.load.if260:                                  ; preds = %pred.load.continue259
  %701 = extractelement <64 x i64> %387, i64 52
  %702 = getelementptr inbounds i8, i8* %rgb, i64 %701
  %703 = load i8, i8* %702, align 1, !tbaa !23
  %704 = insertelement <64 x i8> %699, i8 %703, i64 52
  br label %pred.load.continue261

pred.load.continue261:                            ; preds = %pred.load.if260, %pred.load.continue259
  %705 = phi <64 x i8> [ %699, %pred.load.continue259 ], [ %704, %pred.load.if260 ]
  %706 = extractelement <64 x i1> %0, i64 53
  br i1 %706, label %pred.load.if262, label %pred.load.continue263

pred.load.if262:                                  ; preds = %pred.load.continue261
  %707 = extractelement <64 x i64> %387, i64 53
  %708 = getelementptr inbounds i8, i8* %rgb, i64 %707
  %709 = load i8, i8* %708, align 1, !tbaa !23
  %710 = insertelement <64 x i8> %705, i8 %709, i64 53
  br label %pred.load.continue263

pred.load.continue263:                            ; preds = %pred.load.if262, %pred.load.continue261
  %711 = phi <64 x i8> [ %705, %pred.load.continue261 ], [ %710, %pred.load.if262 ]
  %712 = extractelement <64 x i1> %0, i64 54
  br i1 %712, label %pred.load.if264, label %pred.load.continue265

pred.load.if264:                                  ; preds = %pred.load.continue263
  %713 = extractelement <64 x i64> %387, i64 54
  %714 = getelementptr inbounds i8, i8* %rgb, i64 %713
  %715 = load i8, i8* %714, align 1, !tbaa !23
  %716 = insertelement <64 x i8> %711, i8 %715, i64 54
  br label %pred.load.continue265

pred.load.continue265:                            ; preds = %pred.load.if264, %pred.load.continue263
  %717 = phi <64 x i8> [ %711, %pred.load.continue263 ], [ %716, %pred.load.if264 ]
  %718 = extractelement <64 x i1> %0, i64 55
  br i1 %718, label %pred.load.if266, label %pred.load.continue267

pred.load.if266:                                  ; preds = %pred.load.continue265
  %719 = extractelement <64 x i64> %387, i64 55
  %720 = getelementptr inbounds i8, i8* %rgb, i64 %719
  %721 = load i8, i8* %720, align 1, !tbaa !23
  %722 = insertelement <64 x i8> %717, i8 %721, i64 55
  br label %pred.load.continue267

pred.load.continue267:                            ; preds = %pred.load.if266, %pred.load.continue265
  %723 = phi <64 x i8> [ %717, %pred.load.continue265 ], [ %722, %pred.load.if266 ]
  %724 = extractelement <64 x i1> %0, i64 56
  br i1 %724, label %pred.load.if268, label %pred.load.continue269

pred.load.if268:                                  ; preds = %pred.load.continue267
  %725 = extractelement <64 x i64> %387, i64 56
  %726 = getelementptr inbounds i8, i8* %rgb, i64 %725
  %727 = load i8, i8* %726, align 1, !tbaa !23
  %728 = insertelement <64 x i8> %723, i8 %727, i64 56
  br label %pred.load.continue269

pred.load.continue269:                            ; preds = %pred.load.if268, %pred.load.continue267
  %729 = phi <64 x i8> [ %723, %pred.load.continue267 ], [ %728, %pred.load.if268 ]
  %730 = extractelement <64 x i1> %0, i64 57
  br i1 %730, label %pred.load.if270, label %pred.load.continue271

pred.load.if270:                                  ; preds = %pred.load.continue269
  %731 = extractelement <64 x i64> %387, i64 57
  %732 = getelementptr inbounds i8, i8* %rgb, i64 %731
  %733 = load i8, i8* %732, align 1, !tbaa !23
  %734 = insertelement <64 x i8> %729, i8 %733, i64 57
  br label %pred.load.continue271

pred.load.continue271:                            ; preds = %pred.load.if270, %pred.load.continue269
  %735 = phi <64 x i8> [ %729, %pred.load.continue269 ], [ %734, %pred.load.if270 ]
  %736 = extractelement <64 x i1> %0, i64 58
  br i1 %736, label %pred.load.if272, label %pred.load.continue273

pred.load.if272:                                  ; preds = %pred.load.continue271
  %737 = extractelement <64 x i64> %387, i64 58
  %738 = getelementptr inbounds i8, i8* %rgb, i64 %737
  %739 = load i8, i8* %738, align 1, !tbaa !23
  %740 = insertelement <64 x i8> %735, i8 %739, i64 58
  br label %pred.load.continue273

pred.load.continue273:                            ; preds = %pred.load.if272, %pred.load.continue271
  %741 = phi <64 x i8> [ %735, %pred.load.continue271 ], [ %740, %pred.load.if272 ]
  %742 = extractelement <64 x i1> %0, i64 59
  br i1 %742, label %pred.load.if274, label %pred.load.continue275

pred.load.if274:                                  ; preds = %pred.load.continue273
  %743 = extractelement <64 x i64> %387, i64 59
  %744 = getelementptr inbounds i8, i8* %rgb, i64 %743
  %745 = load i8, i8* %744, align 1, !tbaa !23
  %746 = insertelement <64 x i8> %741, i8 %745, i64 59
  br label %pred.load.continue275

pred.load.continue275:                            ; preds = %pred.load.if274, %pred.load.continue273
  %747 = phi <64 x i8> [ %741, %pred.load.continue273 ], [ %746, %pred.load.if274 ]
  %748 = extractelement <64 x i1> %0, i64 60
  br i1 %748, label %pred.load.if276, label %pred.load.continue277

pred.load.if276:                                  ; preds = %pred.load.continue275
  %749 = extractelement <64 x i64> %387, i64 60
  %750 = getelementptr inbounds i8, i8* %rgb, i64 %749
  %751 = load i8, i8* %750, align 1, !tbaa !23
  %752 = insertelement <64 x i8> %747, i8 %751, i64 60
  br label %pred.load.continue277

pred.load.continue277:                            ; preds = %pred.load.if276, %pred.load.continue275
  %753 = phi <64 x i8> [ %747, %pred.load.continue275 ], [ %752, %pred.load.if276 ]
  %754 = extractelement <64 x i1> %0, i64 61
  br i1 %754, label %pred.load.if278, label %pred.load.continue279

pred.load.if278:                                  ; preds = %pred.load.continue277
  %755 = extractelement <64 x i64> %387, i64 61
  %756 = getelementptr inbounds i8, i8* %rgb, i64 %755
  %757 = load i8, i8* %756, align 1, !tbaa !23
  %758 = insertelement <64 x i8> %753, i8 %757, i64 61
  br label %pred.load.continue279

pred.load.continue279:                            ; preds = %pred.load.if278, %pred.load.continue277
  %759 = phi <64 x i8> [ %753, %pred.load.continue277 ], [ %758, %pred.load.if278 ]
  %760 = extractelement <64 x i1> %0, i64 62
  br i1 %760, label %pred.load.if280, label %pred.load.continue281

pred.load.if280:                                  ; preds = %pred.load.continue279
  %761 = extractelement <64 x i64> %387, i64 62
  %762 = getelementptr inbounds i8, i8* %rgb, i64 %761
  %763 = load i8, i8* %762, align 1, !tbaa !23
  %764 = insertelement <64 x i8> %759, i8 %763, i64 62
  br label %pred.load.continue281

pred.load.continue281:                            ; preds = %pred.load.if280, %pred.load.continue279
  %765 = phi <64 x i8> [ %759, %pred.load.continue279 ], [ %764, %pred.load.if280 ]
  %766 = extractelement <64 x i1> %0, i64 63
  br i1 %766, label %pred.load.if282, label %pred.load.continue283

pred.load.if282:                                  ; preds = %pred.load.continue281
  %767 = extractelement <64 x i64> %387, i64 63
  %768 = getelementptr inbounds i8, i8* %rgb, i64 %767
  %769 = load i8, i8* %768, align 1, !tbaa !23
  %770 = insertelement <64 x i8> %765, i8 %769, i64 63
  br label %pred.load.continue283

pred.load.continue283:                            ; preds = %pred.load.if282, %pred.load.continue281
  %771 = phi <64 x i8> [ %765, %pred.load.continue281 ], [ %770, %pred.load.if282 ]
  %772 = zext <64 x i8> %771 to <64 x i16>
  %773 = shl nuw nsw <64 x i16> %772, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %774 = add nuw nsw <64 x i16> %773, %386
  %775 = add nuw nsw <64 x i64> %1, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %776 = extractelement <64 x i1> %0, i64 0
  br i1 %776, label %pred.load.if284, label %pred.load.continue285

pred.load.if284:                                  ; preds = %pred.load.continue283
  %777 = extractelement <64 x i64> %775, i64 0
  %778 = getelementptr inbounds i8, i8* %rgb, i64 %777
  %779 = load i8, i8* %778, align 1, !tbaa !23
  %780 = insertelement <64 x i8> poison, i8 %779, i64 0
  br label %pred.load.continue285

pred.load.continue285:                            ; preds = %pred.load.if284, %pred.load.continue283
  %781 = phi <64 x i8> [ poison, %pred.load.continue283 ], [ %780, %pred.load.if284 ]
  %782 = extractelement <64 x i1> %0, i64 1
  br i1 %782, label %pred.load.if286, label %pred.load.continue287

pred.load.if286:                                  ; preds = %pred.load.continue285
  %783 = extractelement <64 x i64> %775, i64 1
  %784 = getelementptr inbounds i8, i8* %rgb, i64 %783
  %785 = load i8, i8* %784, align 1, !tbaa !23
  %786 = insertelement <64 x i8> %781, i8 %785, i64 1
  br label %pred.load.continue287

pred.load.continue287:                            ; preds = %pred.load.if286, %pred.load.continue285
  %787 = phi <64 x i8> [ %781, %pred.load.continue285 ], [ %786, %pred.load.if286 ]
  %788 = extractelement <64 x i1> %0, i64 2
  br i1 %788, label %pred.load.if288, label %pred.load.continue289

pred.load.if288:                                  ; preds = %pred.load.continue287
  %789 = extractelement <64 x i64> %775, i64 2
  %790 = getelementptr inbounds i8, i8* %rgb, i64 %789
  %791 = load i8, i8* %790, align 1, !tbaa !23
  %792 = insertelement <64 x i8> %787, i8 %791, i64 2
  br label %pred.load.continue289

pred.load.continue289:                            ; preds = %pred.load.if288, %pred.load.continue287
  %793 = phi <64 x i8> [ %787, %pred.load.continue287 ], [ %792, %pred.load.if288 ]
  %794 = extractelement <64 x i1> %0, i64 3
  br i1 %794, label %pred.load.if290, label %pred.load.continue291

pred.load.if290:                                  ; preds = %pred.load.continue289
  %795 = extractelement <64 x i64> %775, i64 3
  %796 = getelementptr inbounds i8, i8* %rgb, i64 %795
  %797 = load i8, i8* %796, align 1, !tbaa !23
  %798 = insertelement <64 x i8> %793, i8 %797, i64 3
  br label %pred.load.continue291

pred.load.continue291:                            ; preds = %pred.load.if290, %pred.load.continue289
  %799 = phi <64 x i8> [ %793, %pred.load.continue289 ], [ %798, %pred.load.if290 ]
  %800 = extractelement <64 x i1> %0, i64 4
  br i1 %800, label %pred.load.if292, label %pred.load.continue293

pred.load.if292:                                  ; preds = %pred.load.continue291
  %801 = extractelement <64 x i64> %775, i64 4
  %802 = getelementptr inbounds i8, i8* %rgb, i64 %801
  %803 = load i8, i8* %802, align 1, !tbaa !23
  %804 = insertelement <64 x i8> %799, i8 %803, i64 4
  br label %pred.load.continue293

pred.load.continue293:                            ; preds = %pred.load.if292, %pred.load.continue291
  %805 = phi <64 x i8> [ %799, %pred.load.continue291 ], [ %804, %pred.load.if292 ]
  %806 = extractelement <64 x i1> %0, i64 5
  br i1 %806, label %pred.load.if294, label %pred.load.continue295

pred.load.if294:                                  ; preds = %pred.load.continue293
  %807 = extractelement <64 x i64> %775, i64 5
  %808 = getelementptr inbounds i8, i8* %rgb, i64 %807
  %809 = load i8, i8* %808, align 1, !tbaa !23
  %810 = insertelement <64 x i8> %805, i8 %809, i64 5
  br label %pred.load.continue295

pred.load.continue295:                            ; preds = %pred.load.if294, %pred.load.continue293
  %811 = phi <64 x i8> [ %805, %pred.load.continue293 ], [ %810, %pred.load.if294 ]
  %812 = extractelement <64 x i1> %0, i64 6
  br i1 %812, label %pred.load.if296, label %pred.load.continue297

pred.load.if296:                                  ; preds = %pred.load.continue295
  %813 = extractelement <64 x i64> %775, i64 6
  %814 = getelementptr inbounds i8, i8* %rgb, i64 %813
  %815 = load i8, i8* %814, align 1, !tbaa !23
  %816 = insertelement <64 x i8> %811, i8 %815, i64 6
  br label %pred.load.continue297

pred.load.continue297:                            ; preds = %pred.load.if296, %pred.load.continue295
  %817 = phi <64 x i8> [ %811, %pred.load.continue295 ], [ %816, %pred.load.if296 ]
  %818 = extractelement <64 x i1> %0, i64 7
  br i1 %818, label %pred.load.if298, label %pred.load.continue299

pred.load.if298:                                  ; preds = %pred.load.continue297
  %819 = extractelement <64 x i64> %775, i64 7
  %820 = getelementptr inbounds i8, i8* %rgb, i64 %819
  %821 = load i8, i8* %820, align 1, !tbaa !23
  %822 = insertelement <64 x i8> %817, i8 %821, i64 7
  br label %pred.load.continue299

pred.load.continue299:                            ; preds = %pred.load.if298, %pred.load.continue297
  %823 = phi <64 x i8> [ %817, %pred.load.continue297 ], [ %822, %pred.load.if298 ]
  %824 = extractelement <64 x i1> %0, i64 8
  br i1 %824, label %pred.load.if300, label %pred.load.continue301

pred.load.if300:                                  ; preds = %pred.load.continue299
  %825 = extractelement <64 x i64> %775, i64 8
  %826 = getelementptr inbounds i8, i8* %rgb, i64 %825
  %827 = load i8, i8* %826, align 1, !tbaa !23
  %828 = insertelement <64 x i8> %823, i8 %827, i64 8
  br label %pred.load.continue301

pred.load.continue301:                            ; preds = %pred.load.if300, %pred.load.continue299
  %829 = phi <64 x i8> [ %823, %pred.load.continue299 ], [ %828, %pred.load.if300 ]
  %830 = extractelement <64 x i1> %0, i64 9
  br i1 %830, label %pred.load.if302, label %pred.load.continue303

pred.load.if302:                                  ; preds = %pred.load.continue301
  %831 = extractelement <64 x i64> %775, i64 9
  %832 = getelementptr inbounds i8, i8* %rgb, i64 %831
  %833 = load i8, i8* %832, align 1, !tbaa !23
  %834 = insertelement <64 x i8> %829, i8 %833, i64 9
  br label %pred.load.continue303

pred.load.continue303:                            ; preds = %pred.load.if302, %pred.load.continue301
  %835 = phi <64 x i8> [ %829, %pred.load.continue301 ], [ %834, %pred.load.if302 ]
  %836 = extractelement <64 x i1> %0, i64 10
  br i1 %836, label %pred.load.if304, label %pred.load.continue305

pred.load.if304:                                  ; preds = %pred.load.continue303
  %837 = extractelement <64 x i64> %775, i64 10
  %838 = getelementptr inbounds i8, i8* %rgb, i64 %837
  %839 = load i8, i8* %838, align 1, !tbaa !23
  %840 = insertelement <64 x i8> %835, i8 %839, i64 10
  br label %pred.load.continue305

pred.load.continue305:                            ; preds = %pred.load.if304, %pred.load.continue303
  %841 = phi <64 x i8> [ %835, %pred.load.continue303 ], [ %840, %pred.load.if304 ]
  %842 = extractelement <64 x i1> %0, i64 11
  br i1 %842, label %pred.load.if306, label %pred.load.continue307

pred.load.if306:                                  ; preds = %pred.load.continue305
  %843 = extractelement <64 x i64> %775, i64 11
  %844 = getelementptr inbounds i8, i8* %rgb, i64 %843
  %845 = load i8, i8* %844, align 1, !tbaa !23
  %846 = insertelement <64 x i8> %841, i8 %845, i64 11
  br label %pred.load.continue307

pred.load.continue307:                            ; preds = %pred.load.if306, %pred.load.continue305
  %847 = phi <64 x i8> [ %841, %pred.load.continue305 ], [ %846, %pred.load.if306 ]
  %848 = extractelement <64 x i1> %0, i64 12
  br i1 %848, label %pred.load.if308, label %pred.load.continue309

pred.load.if308:                                  ; preds = %pred.load.continue307
  %849 = extractelement <64 x i64> %775, i64 12
  %850 = getelementptr inbounds i8, i8* %rgb, i64 %849
  %851 = load i8, i8* %850, align 1, !tbaa !23
  %852 = insertelement <64 x i8> %847, i8 %851, i64 12
  br label %pred.load.continue309

pred.load.continue309:                            ; preds = %pred.load.if308, %pred.load.continue307
  %853 = phi <64 x i8> [ %847, %pred.load.continue307 ], [ %852, %pred.load.if308 ]
  %854 = extractelement <64 x i1> %0, i64 13
  br i1 %854, label %pred.load.if310, label %pred.load.continue311

pred.load.if310:                                  ; preds = %pred.load.continue309
  %855 = extractelement <64 x i64> %775, i64 13
  %856 = getelementptr inbounds i8, i8* %rgb, i64 %855
  %857 = load i8, i8* %856, align 1, !tbaa !23
  %858 = insertelement <64 x i8> %853, i8 %857, i64 13
  br label %pred.load.continue311

pred.load.continue311:                            ; preds = %pred.load.if310, %pred.load.continue309
  %859 = phi <64 x i8> [ %853, %pred.load.continue309 ], [ %858, %pred.load.if310 ]
  %860 = extractelement <64 x i1> %0, i64 14
  br i1 %860, label %pred.load.if312, label %pred.load.continue313

pred.load.if312:                                  ; preds = %pred.load.continue311
  %861 = extractelement <64 x i64> %775, i64 14
  %862 = getelementptr inbounds i8, i8* %rgb, i64 %861
  %863 = load i8, i8* %862, align 1, !tbaa !23
  %864 = insertelement <64 x i8> %859, i8 %863, i64 14
  br label %pred.load.continue313

pred.load.continue313:                            ; preds = %pred.load.if312, %pred.load.continue311
  %865 = phi <64 x i8> [ %859, %pred.load.continue311 ], [ %864, %pred.load.if312 ]
  %866 = extractelement <64 x i1> %0, i64 15
  br i1 %866, label %pred.load.if314, label %pred.load.continue315

pred.load.if314:                                  ; preds = %pred.load.continue313
  %867 = extractelement <64 x i64> %775, i64 15
  %868 = getelementptr inbounds i8, i8* %rgb, i64 %867
  %869 = load i8, i8* %868, align 1, !tbaa !23
  %870 = insertelement <64 x i8> %865, i8 %869, i64 15
  br label %pred.load.continue315

pred.load.continue315:                            ; preds = %pred.load.if314, %pred.load.continue313
  %871 = phi <64 x i8> [ %865, %pred.load.continue313 ], [ %870, %pred.load.if314 ]
  %872 = extractelement <64 x i1> %0, i64 16
  br i1 %872, label %pred.load.if316, label %pred.load.continue317

pred.load.if316:                                  ; preds = %pred.load.continue315
  %873 = extractelement <64 x i64> %775, i64 16
  %874 = getelementptr inbounds i8, i8* %rgb, i64 %873
  %875 = load i8, i8* %874, align 1, !tbaa !23
  %876 = insertelement <64 x i8> %871, i8 %875, i64 16
  br label %pred.load.continue317

pred.load.continue317:                            ; preds = %pred.load.if316, %pred.load.continue315
  %877 = phi <64 x i8> [ %871, %pred.load.continue315 ], [ %876, %pred.load.if316 ]
  %878 = extractelement <64 x i1> %0, i64 17
  br i1 %878, label %pred.load.if318, label %pred.load.continue319

pred.load.if318:                                  ; preds = %pred.load.continue317
  %879 = extractelement <64 x i64> %775, i64 17
  %880 = getelementptr inbounds i8, i8* %rgb, i64 %879
  %881 = load i8, i8* %880, align 1, !tbaa !23
  %882 = insertelement <64 x i8> %877, i8 %881, i64 17
  br label %pred.load.continue319

pred.load.continue319:                            ; preds = %pred.load.if318, %pred.load.continue317
  %883 = phi <64 x i8> [ %877, %pred.load.continue317 ], [ %882, %pred.load.if318 ]
  %884 = extractelement <64 x i1> %0, i64 18
  br i1 %884, label %pred.load.if320, label %pred.load.continue321

pred.load.if320:                                  ; preds = %pred.load.continue319
  %885 = extractelement <64 x i64> %775, i64 18
  %886 = getelementptr inbounds i8, i8* %rgb, i64 %885
  %887 = load i8, i8* %886, align 1, !tbaa !23
  %888 = insertelement <64 x i8> %883, i8 %887, i64 18
  br label %pred.load.continue321

pred.load.continue321:                            ; preds = %pred.load.if320, %pred.load.continue319
  %889 = phi <64 x i8> [ %883, %pred.load.continue319 ], [ %888, %pred.load.if320 ]
  %890 = extractelement <64 x i1> %0, i64 19
  br i1 %890, label %pred.load.if322, label %pred.load.continue323

pred.load.if322:                                  ; preds = %pred.load.continue321
  %891 = extractelement <64 x i64> %775, i64 19
  %892 = getelementptr inbounds i8, i8* %rgb, i64 %891
  %893 = load i8, i8* %892, align 1, !tbaa !23
  %894 = insertelement <64 x i8> %889, i8 %893, i64 19
  br label %pred.load.continue323

pred.load.continue323:                            ; preds = %pred.load.if322, %pred.load.continue321
  %895 = phi <64 x i8> [ %889, %pred.load.continue321 ], [ %894, %pred.load.if322 ]
  %896 = extractelement <64 x i1> %0, i64 20
  br i1 %896, label %pred.load.if324, label %pred.load.continue325

pred.load.if324:                                  ; preds = %pred.load.continue323
  %897 = extractelement <64 x i64> %775, i64 20
  %898 = getelementptr inbounds i8, i8* %rgb, i64 %897
  %899 = load i8, i8* %898, align 1, !tbaa !23
  %900 = insertelement <64 x i8> %895, i8 %899, i64 20
  br label %pred.load.continue325

pred.load.continue325:                            ; preds = %pred.load.if324, %pred.load.continue323
  %901 = phi <64 x i8> [ %895, %pred.load.continue323 ], [ %900, %pred.load.if324 ]
  %902 = extractelement <64 x i1> %0, i64 21
  br i1 %902, label %pred.load.if326, label %pred.load.continue327

pred.load.if326:                                  ; preds = %pred.load.continue325
  %903 = extractelement <64 x i64> %775, i64 21
  %904 = getelementptr inbounds i8, i8* %rgb, i64 %903
  %905 = load i8, i8* %904, align 1, !tbaa !23
  %906 = insertelement <64 x i8> %901, i8 %905, i64 21
  br label %pred.load.continue327

pred.load.continue327:                            ; preds = %pred.load.if326, %pred.load.continue325
  %907 = phi <64 x i8> [ %901, %pred.load.continue325 ], [ %906, %pred.load.if326 ]
  %908 = extractelement <64 x i1> %0, i64 22
  br i1 %908, label %pred.load.if328, label %pred.load.continue329

pred.load.if328:                                  ; preds = %pred.load.continue327
  %909 = extractelement <64 x i64> %775, i64 22
  %910 = getelementptr inbounds i8, i8* %rgb, i64 %909
  %911 = load i8, i8* %910, align 1, !tbaa !23
  %912 = insertelement <64 x i8> %907, i8 %911, i64 22
  br label %pred.load.continue329

pred.load.continue329:                            ; preds = %pred.load.if328, %pred.load.continue327
  %913 = phi <64 x i8> [ %907, %pred.load.continue327 ], [ %912, %pred.load.if328 ]
  %914 = extractelement <64 x i1> %0, i64 23
  br i1 %914, label %pred.load.if330, label %pred.load.continue331

pred.load.if330:                                  ; preds = %pred.load.continue329
  %915 = extractelement <64 x i64> %775, i64 23
  %916 = getelementptr inbounds i8, i8* %rgb, i64 %915
  %917 = load i8, i8* %916, align 1, !tbaa !23
  %918 = insertelement <64 x i8> %913, i8 %917, i64 23
  br label %pred.load.continue331

pred.load.continue331:                            ; preds = %pred.load.if330, %pred.load.continue329
  %919 = phi <64 x i8> [ %913, %pred.load.continue329 ], [ %918, %pred.load.if330 ]
  %920 = extractelement <64 x i1> %0, i64 24
  br i1 %920, label %pred.load.if332, label %pred.load.continue333

pred.load.if332:                                  ; preds = %pred.load.continue331
  %921 = extractelement <64 x i64> %775, i64 24
  %922 = getelementptr inbounds i8, i8* %rgb, i64 %921
  %923 = load i8, i8* %922, align 1, !tbaa !23
  %924 = insertelement <64 x i8> %919, i8 %923, i64 24
  br label %pred.load.continue333

pred.load.continue333:                            ; preds = %pred.load.if332, %pred.load.continue331
  %925 = phi <64 x i8> [ %919, %pred.load.continue331 ], [ %924, %pred.load.if332 ]
  %926 = extractelement <64 x i1> %0, i64 25
  br i1 %926, label %pred.load.if334, label %pred.load.continue335

pred.load.if334:                                  ; preds = %pred.load.continue333
  %927 = extractelement <64 x i64> %775, i64 25
  %928 = getelementptr inbounds i8, i8* %rgb, i64 %927
  %929 = load i8, i8* %928, align 1, !tbaa !23
  %930 = insertelement <64 x i8> %925, i8 %929, i64 25
  br label %pred.load.continue335

pred.load.continue335:                            ; preds = %pred.load.if334, %pred.load.continue333
  %931 = phi <64 x i8> [ %925, %pred.load.continue333 ], [ %930, %pred.load.if334 ]
  %932 = extractelement <64 x i1> %0, i64 26
  br i1 %932, label %pred.load.if336, label %pred.load.continue337

pred.load.if336:                                  ; preds = %pred.load.continue335
  %933 = extractelement <64 x i64> %775, i64 26
  %934 = getelementptr inbounds i8, i8* %rgb, i64 %933
  %935 = load i8, i8* %934, align 1, !tbaa !23
  %936 = insertelement <64 x i8> %931, i8 %935, i64 26
  br label %pred.load.continue337

pred.load.continue337:                            ; preds = %pred.load.if336, %pred.load.continue335
  %937 = phi <64 x i8> [ %931, %pred.load.continue335 ], [ %936, %pred.load.if336 ]
  %938 = extractelement <64 x i1> %0, i64 27
  br i1 %938, label %pred.load.if338, label %pred.load.continue339

pred.load.if338:                                  ; preds = %pred.load.continue337
  %939 = extractelement <64 x i64> %775, i64 27
  %940 = getelementptr inbounds i8, i8* %rgb, i64 %939
  %941 = load i8, i8* %940, align 1, !tbaa !23
  %942 = insertelement <64 x i8> %937, i8 %941, i64 27
  br label %pred.load.continue339

pred.load.continue339:                            ; preds = %pred.load.if338, %pred.load.continue337
  %943 = phi <64 x i8> [ %937, %pred.load.continue337 ], [ %942, %pred.load.if338 ]
  %944 = extractelement <64 x i1> %0, i64 28
  br i1 %944, label %pred.load.if340, label %pred.load.continue341

pred.load.if340:                                  ; preds = %pred.load.continue339
  %945 = extractelement <64 x i64> %775, i64 28
  %946 = getelementptr inbounds i8, i8* %rgb, i64 %945
  %947 = load i8, i8* %946, align 1, !tbaa !23
  %948 = insertelement <64 x i8> %943, i8 %947, i64 28
  br label %pred.load.continue341

pred.load.continue341:                            ; preds = %pred.load.if340, %pred.load.continue339
  %949 = phi <64 x i8> [ %943, %pred.load.continue339 ], [ %948, %pred.load.if340 ]
  %950 = extractelement <64 x i1> %0, i64 29
  br i1 %950, label %pred.load.if342, label %pred.load.continue343

pred.load.if342:                                  ; preds = %pred.load.continue341
  %951 = extractelement <64 x i64> %775, i64 29
  %952 = getelementptr inbounds i8, i8* %rgb, i64 %951
  %953 = load i8, i8* %952, align 1, !tbaa !23
  %954 = insertelement <64 x i8> %949, i8 %953, i64 29
  br label %pred.load.continue343

pred.load.continue343:                            ; preds = %pred.load.if342, %pred.load.continue341
  %955 = phi <64 x i8> [ %949, %pred.load.continue341 ], [ %954, %pred.load.if342 ]
  %956 = extractelement <64 x i1> %0, i64 30
  br i1 %956, label %pred.load.if344, label %pred.load.continue345

pred.load.if344:                                  ; preds = %pred.load.continue343
  %957 = extractelement <64 x i64> %775, i64 30
  %958 = getelementptr inbounds i8, i8* %rgb, i64 %957
  %959 = load i8, i8* %958, align 1, !tbaa !23
  %960 = insertelement <64 x i8> %955, i8 %959, i64 30
  br label %pred.load.continue345

pred.load.continue345:                            ; preds = %pred.load.if344, %pred.load.continue343
  %961 = phi <64 x i8> [ %955, %pred.load.continue343 ], [ %960, %pred.load.if344 ]
  %962 = extractelement <64 x i1> %0, i64 31
  br i1 %962, label %pred.load.if346, label %pred.load.continue347

pred.load.if346:                                  ; preds = %pred.load.continue345
  %963 = extractelement <64 x i64> %775, i64 31
  %964 = getelementptr inbounds i8, i8* %rgb, i64 %963
  %965 = load i8, i8* %964, align 1, !tbaa !23
  %966 = insertelement <64 x i8> %961, i8 %965, i64 31
  br label %pred.load.continue347

pred.load.continue347:                            ; preds = %pred.load.if346, %pred.load.continue345
  %967 = phi <64 x i8> [ %961, %pred.load.continue345 ], [ %966, %pred.load.if346 ]
  %968 = extractelement <64 x i1> %0, i64 32
  br i1 %968, label %pred.load.if348, label %pred.load.continue349

pred.load.if348:                                  ; preds = %pred.load.continue347
  %969 = extractelement <64 x i64> %775, i64 32
  %970 = getelementptr inbounds i8, i8* %rgb, i64 %969
  %971 = load i8, i8* %970, align 1, !tbaa !23
  %972 = insertelement <64 x i8> %967, i8 %971, i64 32
  br label %pred.load.continue349

pred.load.continue349:                            ; preds = %pred.load.if348, %pred.load.continue347
  %973 = phi <64 x i8> [ %967, %pred.load.continue347 ], [ %972, %pred.load.if348 ]
  %974 = extractelement <64 x i1> %0, i64 33
  br i1 %974, label %pred.load.if350, label %pred.load.continue351

pred.load.if350:                                  ; preds = %pred.load.continue349
  %975 = extractelement <64 x i64> %775, i64 33
  %976 = getelementptr inbounds i8, i8* %rgb, i64 %975
  %977 = load i8, i8* %976, align 1, !tbaa !23
  %978 = insertelement <64 x i8> %973, i8 %977, i64 33
  br label %pred.load.continue351

pred.load.continue351:                            ; preds = %pred.load.if350, %pred.load.continue349
  %979 = phi <64 x i8> [ %973, %pred.load.continue349 ], [ %978, %pred.load.if350 ]
  %980 = extractelement <64 x i1> %0, i64 34
  br i1 %980, label %pred.load.if352, label %pred.load.continue353

pred.load.if352:                                  ; preds = %pred.load.continue351
  %981 = extractelement <64 x i64> %775, i64 34
  %982 = getelementptr inbounds i8, i8* %rgb, i64 %981
  %983 = load i8, i8* %982, align 1, !tbaa !23
  %984 = insertelement <64 x i8> %979, i8 %983, i64 34
  br label %pred.load.continue353

pred.load.continue353:                            ; preds = %pred.load.if352, %pred.load.continue351
  %985 = phi <64 x i8> [ %979, %pred.load.continue351 ], [ %984, %pred.load.if352 ]
  %986 = extractelement <64 x i1> %0, i64 35
  br i1 %986, label %pred.load.if354, label %pred.load.continue355

pred.load.if354:                                  ; preds = %pred.load.continue353
  %987 = extractelement <64 x i64> %775, i64 35
  %988 = getelementptr inbounds i8, i8* %rgb, i64 %987
  %989 = load i8, i8* %988, align 1, !tbaa !23
  %990 = insertelement <64 x i8> %985, i8 %989, i64 35
  br label %pred.load.continue355

pred.load.continue355:                            ; preds = %pred.load.if354, %pred.load.continue353
  %991 = phi <64 x i8> [ %985, %pred.load.continue353 ], [ %990, %pred.load.if354 ]
  %992 = extractelement <64 x i1> %0, i64 36
  br i1 %992, label %pred.load.if356, label %pred.load.continue357

pred.load.if356:                                  ; preds = %pred.load.continue355
  %993 = extractelement <64 x i64> %775, i64 36
  %994 = getelementptr inbounds i8, i8* %rgb, i64 %993
  %995 = load i8, i8* %994, align 1, !tbaa !23
  %996 = insertelement <64 x i8> %991, i8 %995, i64 36
  br label %pred.load.continue357

pred.load.continue357:                            ; preds = %pred.load.if356, %pred.load.continue355
  %997 = phi <64 x i8> [ %991, %pred.load.continue355 ], [ %996, %pred.load.if356 ]
  %998 = extractelement <64 x i1> %0, i64 37
  br i1 %998, label %pred.load.if358, label %pred.load.continue359

pred.load.if358:                                  ; preds = %pred.load.continue357
  %999 = extractelement <64 x i64> %775, i64 37
  %1000 = getelementptr inbounds i8, i8* %rgb, i64 %999
  %1001 = load i8, i8* %1000, align 1, !tbaa !23
  %1002 = insertelement <64 x i8> %997, i8 %1001, i64 37
  br label %pred.load.continue359

pred.load.continue359:                            ; preds = %pred.load.if358, %pred.load.continue357
  %1003 = phi <64 x i8> [ %997, %pred.load.continue357 ], [ %1002, %pred.load.if358 ]
  %1004 = extractelement <64 x i1> %0, i64 38
  br i1 %1004, label %pred.load.if360, label %pred.load.continue361

pred.load.if360:                                  ; preds = %pred.load.continue359
  %1005 = extractelement <64 x i64> %775, i64 38
  %1006 = getelementptr inbounds i8, i8* %rgb, i64 %1005
  %1007 = load i8, i8* %1006, align 1, !tbaa !23
  %1008 = insertelement <64 x i8> %1003, i8 %1007, i64 38
  br label %pred.load.continue361

pred.load.continue361:                            ; preds = %pred.load.if360, %pred.load.continue359
  %1009 = phi <64 x i8> [ %1003, %pred.load.continue359 ], [ %1008, %pred.load.if360 ]
  %1010 = extractelement <64 x i1> %0, i64 39
  br i1 %1010, label %pred.load.if362, label %pred.load.continue363

pred.load.if362:                                  ; preds = %pred.load.continue361
  %1011 = extractelement <64 x i64> %775, i64 39
  %1012 = getelementptr inbounds i8, i8* %rgb, i64 %1011
  %1013 = load i8, i8* %1012, align 1, !tbaa !23
  %1014 = insertelement <64 x i8> %1009, i8 %1013, i64 39
  br label %pred.load.continue363

pred.load.continue363:                            ; preds = %pred.load.if362, %pred.load.continue361
  %1015 = phi <64 x i8> [ %1009, %pred.load.continue361 ], [ %1014, %pred.load.if362 ]
  %1016 = extractelement <64 x i1> %0, i64 40
  br i1 %1016, label %pred.load.if364, label %pred.load.continue365

pred.load.if364:                                  ; preds = %pred.load.continue363
  %1017 = extractelement <64 x i64> %775, i64 40
  %1018 = getelementptr inbounds i8, i8* %rgb, i64 %1017
  %1019 = load i8, i8* %1018, align 1, !tbaa !23
  %1020 = insertelement <64 x i8> %1015, i8 %1019, i64 40
  br label %pred.load.continue365

pred.load.continue365:                            ; preds = %pred.load.if364, %pred.load.continue363
  %1021 = phi <64 x i8> [ %1015, %pred.load.continue363 ], [ %1020, %pred.load.if364 ]
  %1022 = extractelement <64 x i1> %0, i64 41
  br i1 %1022, label %pred.load.if366, label %pred.load.continue367

pred.load.if366:                                  ; preds = %pred.load.continue365
  %1023 = extractelement <64 x i64> %775, i64 41
  %1024 = getelementptr inbounds i8, i8* %rgb, i64 %1023
  %1025 = load i8, i8* %1024, align 1, !tbaa !23
  %1026 = insertelement <64 x i8> %1021, i8 %1025, i64 41
  br label %pred.load.continue367

pred.load.continue367:                            ; preds = %pred.load.if366, %pred.load.continue365
  %1027 = phi <64 x i8> [ %1021, %pred.load.continue365 ], [ %1026, %pred.load.if366 ]
  %1028 = extractelement <64 x i1> %0, i64 42
  br i1 %1028, label %pred.load.if368, label %pred.load.continue369

pred.load.if368:                                  ; preds = %pred.load.continue367
  %1029 = extractelement <64 x i64> %775, i64 42
  %1030 = getelementptr inbounds i8, i8* %rgb, i64 %1029
  %1031 = load i8, i8* %1030, align 1, !tbaa !23
  %1032 = insertelement <64 x i8> %1027, i8 %1031, i64 42
  br label %pred.load.continue369

pred.load.continue369:                            ; preds = %pred.load.if368, %pred.load.continue367
  %1033 = phi <64 x i8> [ %1027, %pred.load.continue367 ], [ %1032, %pred.load.if368 ]
  %1034 = extractelement <64 x i1> %0, i64 43
  br i1 %1034, label %pred.load.if370, label %pred.load.continue371

pred.load.if370:                                  ; preds = %pred.load.continue369
  %1035 = extractelement <64 x i64> %775, i64 43
  %1036 = getelementptr inbounds i8, i8* %rgb, i64 %1035
  %1037 = load i8, i8* %1036, align 1, !tbaa !23
  %1038 = insertelement <64 x i8> %1033, i8 %1037, i64 43
  br label %pred.load.continue371

pred.load.continue371:                            ; preds = %pred.load.if370, %pred.load.continue369
  %1039 = phi <64 x i8> [ %1033, %pred.load.continue369 ], [ %1038, %pred.load.if370 ]
  %1040 = extractelement <64 x i1> %0, i64 44
  br i1 %1040, label %pred.load.if372, label %pred.load.continue373

pred.load.if372:                                  ; preds = %pred.load.continue371
  %1041 = extractelement <64 x i64> %775, i64 44
  %1042 = getelementptr inbounds i8, i8* %rgb, i64 %1041
  %1043 = load i8, i8* %1042, align 1, !tbaa !23
  %1044 = insertelement <64 x i8> %1039, i8 %1043, i64 44
  br label %pred.load.continue373

pred.load.continue373:                            ; preds = %pred.load.if372, %pred.load.continue371
  %1045 = phi <64 x i8> [ %1039, %pred.load.continue371 ], [ %1044, %pred.load.if372 ]
  %1046 = extractelement <64 x i1> %0, i64 45
  br i1 %1046, label %pred.load.if374, label %pred.load.continue375

pred.load.if374:                                  ; preds = %pred.load.continue373
  %1047 = extractelement <64 x i64> %775, i64 45
  %1048 = getelementptr inbounds i8, i8* %rgb, i64 %1047
  %1049 = load i8, i8* %1048, align 1, !tbaa !23
  %1050 = insertelement <64 x i8> %1045, i8 %1049, i64 45
  br label %pred.load.continue375

pred.load.continue375:                            ; preds = %pred.load.if374, %pred.load.continue373
  %1051 = phi <64 x i8> [ %1045, %pred.load.continue373 ], [ %1050, %pred.load.if374 ]
  %1052 = extractelement <64 x i1> %0, i64 46
  br i1 %1052, label %pred.load.if376, label %pred.load.continue377

pred.load.if376:                                  ; preds = %pred.load.continue375
  %1053 = extractelement <64 x i64> %775, i64 46
  %1054 = getelementptr inbounds i8, i8* %rgb, i64 %1053
  %1055 = load i8, i8* %1054, align 1, !tbaa !23
  %1056 = insertelement <64 x i8> %1051, i8 %1055, i64 46
  br label %pred.load.continue377

pred.load.continue377:                            ; preds = %pred.load.if376, %pred.load.continue375
  %1057 = phi <64 x i8> [ %1051, %pred.load.continue375 ], [ %1056, %pred.load.if376 ]
  %1058 = extractelement <64 x i1> %0, i64 47
  br i1 %1058, label %pred.load.if378, label %pred.load.continue379

pred.load.if378:                                  ; preds = %pred.load.continue377
  %1059 = extractelement <64 x i64> %775, i64 47
  %1060 = getelementptr inbounds i8, i8* %rgb, i64 %1059
  %1061 = load i8, i8* %1060, align 1, !tbaa !23
  %1062 = insertelement <64 x i8> %1057, i8 %1061, i64 47
  br label %pred.load.continue379

pred.load.continue379:                            ; preds = %pred.load.if378, %pred.load.continue377
  %1063 = phi <64 x i8> [ %1057, %pred.load.continue377 ], [ %1062, %pred.load.if378 ]
  %1064 = extractelement <64 x i1> %0, i64 48
  br i1 %1064, label %pred.load.if380, label %pred.load.continue381

pred.load.if380:                                  ; preds = %pred.load.continue379
  %1065 = extractelement <64 x i64> %775, i64 48
  %1066 = getelementptr inbounds i8, i8* %rgb, i64 %1065
  %1067 = load i8, i8* %1066, align 1, !tbaa !23
  %1068 = insertelement <64 x i8> %1063, i8 %1067, i64 48
  br label %pred.load.continue381

pred.load.continue381:                            ; preds = %pred.load.if380, %pred.load.continue379
  %1069 = phi <64 x i8> [ %1063, %pred.load.continue379 ], [ %1068, %pred.load.if380 ]
  %1070 = extractelement <64 x i1> %0, i64 49
  br i1 %1070, label %pred.load.if382, label %pred.load.continue383

pred.load.if382:                                  ; preds = %pred.load.continue381
  %1071 = extractelement <64 x i64> %775, i64 49
  %1072 = getelementptr inbounds i8, i8* %rgb, i64 %1071
  %1073 = load i8, i8* %1072, align 1, !tbaa !23
  %1074 = insertelement <64 x i8> %1069, i8 %1073, i64 49
  br label %pred.load.continue383

pred.load.continue383:                            ; preds = %pred.load.if382, %pred.load.continue381
  %1075 = phi <64 x i8> [ %1069, %pred.load.continue381 ], [ %1074, %pred.load.if382 ]
  %1076 = extractelement <64 x i1> %0, i64 50
  br i1 %1076, label %pred.load.if384, label %pred.load.continue385

pred.load.if384:                                  ; preds = %pred.load.continue383
  %1077 = extractelement <64 x i64> %775, i64 50
  %1078 = getelementptr inbounds i8, i8* %rgb, i64 %1077
  %1079 = load i8, i8* %1078, align 1, !tbaa !23
  %1080 = insertelement <64 x i8> %1075, i8 %1079, i64 50
  br label %pred.load.continue385

pred.load.continue385:                            ; preds = %pred.load.if384, %pred.load.continue383
  %1081 = phi <64 x i8> [ %1075, %pred.load.continue383 ], [ %1080, %pred.load.if384 ]
  %1082 = extractelement <64 x i1> %0, i64 51
  br i1 %1082, label %pred.load.if386, label %pred.load.continue387

pred.load.if386:                                  ; preds = %pred.load.continue385
  %1083 = extractelement <64 x i64> %775, i64 51
  %1084 = getelementptr inbounds i8, i8* %rgb, i64 %1083
  %1085 = load i8, i8* %1084, align 1, !tbaa !23
  %1086 = insertelement <64 x i8> %1081, i8 %1085, i64 51
  br label %pred.load.continue387

pred.load.continue387:                            ; preds = %pred.load.if386, %pred.load.continue385
  %1087 = phi <64 x i8> [ %1081, %pred.load.continue385 ], [ %1086, %pred.load.if386 ]
  %1088 = extractelement <64 x i1> %0, i64 52
  br i1 %1088, label %pred.load.if388, label %pred.load.continue389

pred.load.if388:                                  ; preds = %pred.load.continue387
  %1089 = extractelement <64 x i64> %775, i64 52
  %1090 = getelementptr inbounds i8, i8* %rgb, i64 %1089
  %1091 = load i8, i8* %1090, align 1, !tbaa !23
  %1092 = insertelement <64 x i8> %1087, i8 %1091, i64 52
  br label %pred.load.continue389

pred.load.continue389:                            ; preds = %pred.load.if388, %pred.load.continue387
  %1093 = phi <64 x i8> [ %1087, %pred.load.continue387 ], [ %1092, %pred.load.if388 ]
  %1094 = extractelement <64 x i1> %0, i64 53
  br i1 %1094, label %pred.load.if390, label %pred.load.continue391

pred.load.if390:                                  ; preds = %pred.load.continue389
  %1095 = extractelement <64 x i64> %775, i64 53
  %1096 = getelementptr inbounds i8, i8* %rgb, i64 %1095
  %1097 = load i8, i8* %1096, align 1, !tbaa !23
  %1098 = insertelement <64 x i8> %1093, i8 %1097, i64 53
  br label %pred.load.continue391

pred.load.continue391:                            ; preds = %pred.load.if390, %pred.load.continue389
  %1099 = phi <64 x i8> [ %1093, %pred.load.continue389 ], [ %1098, %pred.load.if390 ]
  %1100 = extractelement <64 x i1> %0, i64 54
  br i1 %1100, label %pred.load.if392, label %pred.load.continue393

pred.load.if392:                                  ; preds = %pred.load.continue391
  %1101 = extractelement <64 x i64> %775, i64 54
  %1102 = getelementptr inbounds i8, i8* %rgb, i64 %1101
  %1103 = load i8, i8* %1102, align 1, !tbaa !23
  %1104 = insertelement <64 x i8> %1099, i8 %1103, i64 54
  br label %pred.load.continue393

pred.load.continue393:                            ; preds = %pred.load.if392, %pred.load.continue391
  %1105 = phi <64 x i8> [ %1099, %pred.load.continue391 ], [ %1104, %pred.load.if392 ]
  %1106 = extractelement <64 x i1> %0, i64 55
  br i1 %1106, label %pred.load.if394, label %pred.load.continue395

pred.load.if394:                                  ; preds = %pred.load.continue393
  %1107 = extractelement <64 x i64> %775, i64 55
  %1108 = getelementptr inbounds i8, i8* %rgb, i64 %1107
  %1109 = load i8, i8* %1108, align 1, !tbaa !23
  %1110 = insertelement <64 x i8> %1105, i8 %1109, i64 55
  br label %pred.load.continue395

pred.load.continue395:                            ; preds = %pred.load.if394, %pred.load.continue393
  %1111 = phi <64 x i8> [ %1105, %pred.load.continue393 ], [ %1110, %pred.load.if394 ]
  %1112 = extractelement <64 x i1> %0, i64 56
  br i1 %1112, label %pred.load.if396, label %pred.load.continue397

pred.load.if396:                                  ; preds = %pred.load.continue395
  %1113 = extractelement <64 x i64> %775, i64 56
  %1114 = getelementptr inbounds i8, i8* %rgb, i64 %1113
  %1115 = load i8, i8* %1114, align 1, !tbaa !23
  %1116 = insertelement <64 x i8> %1111, i8 %1115, i64 56
  br label %pred.load.continue397

pred.load.continue397:                            ; preds = %pred.load.if396, %pred.load.continue395
  %1117 = phi <64 x i8> [ %1111, %pred.load.continue395 ], [ %1116, %pred.load.if396 ]
  %1118 = extractelement <64 x i1> %0, i64 57
  br i1 %1118, label %pred.load.if398, label %pred.load.continue399

pred.load.if398:                                  ; preds = %pred.load.continue397
  %1119 = extractelement <64 x i64> %775, i64 57
  %1120 = getelementptr inbounds i8, i8* %rgb, i64 %1119
  %1121 = load i8, i8* %1120, align 1, !tbaa !23
  %1122 = insertelement <64 x i8> %1117, i8 %1121, i64 57
  br label %pred.load.continue399

pred.load.continue399:                            ; preds = %pred.load.if398, %pred.load.continue397
  %1123 = phi <64 x i8> [ %1117, %pred.load.continue397 ], [ %1122, %pred.load.if398 ]
  %1124 = extractelement <64 x i1> %0, i64 58
  br i1 %1124, label %pred.load.if400, label %pred.load.continue401

pred.load.if400:                                  ; preds = %pred.load.continue399
  %1125 = extractelement <64 x i64> %775, i64 58
  %1126 = getelementptr inbounds i8, i8* %rgb, i64 %1125
  %1127 = load i8, i8* %1126, align 1, !tbaa !23
  %1128 = insertelement <64 x i8> %1123, i8 %1127, i64 58
  br label %pred.load.continue401

pred.load.continue401:                            ; preds = %pred.load.if400, %pred.load.continue399
  %1129 = phi <64 x i8> [ %1123, %pred.load.continue399 ], [ %1128, %pred.load.if400 ]
  %1130 = extractelement <64 x i1> %0, i64 59
  br i1 %1130, label %pred.load.if402, label %pred.load.continue403

pred.load.if402:                                  ; preds = %pred.load.continue401
  %1131 = extractelement <64 x i64> %775, i64 59
  %1132 = getelementptr inbounds i8, i8* %rgb, i64 %1131
  %1133 = load i8, i8* %1132, align 1, !tbaa !23
  %1134 = insertelement <64 x i8> %1129, i8 %1133, i64 59
  br label %pred.load.continue403

pred.load.continue403:                            ; preds = %pred.load.if402, %pred.load.continue401
  %1135 = phi <64 x i8> [ %1129, %pred.load.continue401 ], [ %1134, %pred.load.if402 ]
  %1136 = extractelement <64 x i1> %0, i64 60
  br i1 %1136, label %pred.load.if404, label %pred.load.continue405

pred.load.if404:                                  ; preds = %pred.load.continue403
  %1137 = extractelement <64 x i64> %775, i64 60
  %1138 = getelementptr inbounds i8, i8* %rgb, i64 %1137
  %1139 = load i8, i8* %1138, align 1, !tbaa !23
  %1140 = insertelement <64 x i8> %1135, i8 %1139, i64 60
  br label %pred.load.continue405

pred.load.continue405:                            ; preds = %pred.load.if404, %pred.load.continue403
  %1141 = phi <64 x i8> [ %1135, %pred.load.continue403 ], [ %1140, %pred.load.if404 ]
  %1142 = extractelement <64 x i1> %0, i64 61
  br i1 %1142, label %pred.load.if406, label %pred.load.continue407

pred.load.if406:                                  ; preds = %pred.load.continue405
  %1143 = extractelement <64 x i64> %775, i64 61
  %1144 = getelementptr inbounds i8, i8* %rgb, i64 %1143
  %1145 = load i8, i8* %1144, align 1, !tbaa !23
  %1146 = insertelement <64 x i8> %1141, i8 %1145, i64 61
  br label %pred.load.continue407

pred.load.continue407:                            ; preds = %pred.load.if406, %pred.load.continue405
  %1147 = phi <64 x i8> [ %1141, %pred.load.continue405 ], [ %1146, %pred.load.if406 ]
  %1148 = extractelement <64 x i1> %0, i64 62
  br i1 %1148, label %pred.load.if408, label %pred.load.continue409

pred.load.if408:                                  ; preds = %pred.load.continue407
  %1149 = extractelement <64 x i64> %775, i64 62
  %1150 = getelementptr inbounds i8, i8* %rgb, i64 %1149
  %1151 = load i8, i8* %1150, align 1, !tbaa !23
  %1152 = insertelement <64 x i8> %1147, i8 %1151, i64 62
  br label %pred.load.continue409

pred.load.continue409:                            ; preds = %pred.load.if408, %pred.load.continue407
  %1153 = phi <64 x i8> [ %1147, %pred.load.continue407 ], [ %1152, %pred.load.if408 ]
  %1154 = extractelement <64 x i1> %0, i64 63
  br i1 %1154, label %pred.load.if410, label %pred.load.continue411

pred.load.if410:                                  ; preds = %pred.load.continue409
  %1155 = extractelement <64 x i64> %775, i64 63
  %1156 = getelementptr inbounds i8, i8* %rgb, i64 %1155
  %1157 = load i8, i8* %1156, align 1, !tbaa !23
  %1158 = insertelement <64 x i8> %1153, i8 %1157, i64 63
  br label %pred.load.continue411

pred.load.continue411:                            ; preds = %pred.load.if410, %pred.load.continue409
  %1159 = phi <64 x i8> [ %1153, %pred.load.continue409 ], [ %1158, %pred.load.if410 ]
  %1160 = zext <64 x i8> %1159 to <64 x i16>
  %1161 = add nuw nsw <64 x i16> %774, %1160
  %1162 = lshr <64 x i16> %1161, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %1163 = trunc <64 x i16> %1162 to <64 x i8>
  %1164 = extractelement <64 x i1> %0, i64 0
  br i1 %1164, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue411
  %1165 = getelementptr inbounds i8, i8* %gray, i64 %index
  %1166 = extractelement <64 x i8> %1163, i64 0
  store i8 %1166, i8* %1165, align 1, !tbaa !23
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue411
  %1167 = extractelement <64 x i1> %0, i64 1
  br i1 %1167, label %pred.store.if412, label %pred.store.continue413

pred.store.if412:                                 ; preds = %pred.store.continue
  %1168 = or i64 %index, 1
  %1169 = getelementptr inbounds i8, i8* %gray, i64 %1168
  %1170 = extractelement <64 x i8> %1163, i64 1
  store i8 %1170, i8* %1169, align 1, !tbaa !23
  br label %pred.store.continue413

pred.store.continue413:                           ; preds = %pred.store.if412, %pred.store.continue
  %1171 = extractelement <64 x i1> %0, i64 2
  br i1 %1171, label %pred.store.if414, label %pred.store.continue415

pred.store.if414:                                 ; preds = %pred.store.continue413
  %1172 = or i64 %index, 2
  %1173 = getelementptr inbounds i8, i8* %gray, i64 %1172
  %1174 = extractelement <64 x i8> %1163, i64 2
  store i8 %1174, i8* %1173, align 1, !tbaa !23
  br label %pred.store.continue415

pred.store.continue415:                           ; preds = %pred.store.if414, %pred.store.continue413
  %1175 = extractelement <64 x i1> %0, i64 3
  br i1 %1175, label %pred.store.if416, label %pred.store.continue417

pred.store.if416:                                 ; preds = %pred.store.continue415
  %1176 = or i64 %index, 3
  %1177 = getelementptr inbounds i8, i8* %gray, i64 %1176
  %1178 = extractelement <64 x i8> %1163, i64 3
  store i8 %1178, i8* %1177, align 1, !tbaa !23
  br label %pred.store.continue417

pred.store.continue417:                           ; preds = %pred.store.if416, %pred.store.continue415
  %1179 = extractelement <64 x i1> %0, i64 4
  br i1 %1179, label %pred.store.if418, label %pred.store.continue419

pred.store.if418:                                 ; preds = %pred.store.continue417
  %1180 = or i64 %index, 4
  %1181 = getelementptr inbounds i8, i8* %gray, i64 %1180
  %1182 = extractelement <64 x i8> %1163, i64 4
  store i8 %1182, i8* %1181, align 1, !tbaa !23
  br label %pred.store.continue419

pred.store.continue419:                           ; preds = %pred.store.if418, %pred.store.continue417
  %1183 = extractelement <64 x i1> %0, i64 5
  br i1 %1183, label %pred.store.if420, label %pred.store.continue421

pred.store.if420:                                 ; preds = %pred.store.continue419
  %1184 = or i64 %index, 5
  %1185 = getelementptr inbounds i8, i8* %gray, i64 %1184
  %1186 = extractelement <64 x i8> %1163, i64 5
  store i8 %1186, i8* %1185, align 1, !tbaa !23
  br label %pred.store.continue421

pred.store.continue421:                           ; preds = %pred.store.if420, %pred.store.continue419
  %1187 = extractelement <64 x i1> %0, i64 6
  br i1 %1187, label %pred.store.if422, label %pred.store.continue423

pred.store.if422:                                 ; preds = %pred.store.continue421
  %1188 = or i64 %index, 6
  %1189 = getelementptr inbounds i8, i8* %gray, i64 %1188
  %1190 = extractelement <64 x i8> %1163, i64 6
  store i8 %1190, i8* %1189, align 1, !tbaa !23
  br label %pred.store.continue423

pred.store.continue423:                           ; preds = %pred.store.if422, %pred.store.continue421
  %1191 = extractelement <64 x i1> %0, i64 7
  br i1 %1191, label %pred.store.if424, label %pred.store.continue425

pred.store.if424:                                 ; preds = %pred.store.continue423
  %1192 = or i64 %index, 7
  %1193 = getelementptr inbounds i8, i8* %gray, i64 %1192
  %1194 = extractelement <64 x i8> %1163, i64 7
  store i8 %1194, i8* %1193, align 1, !tbaa !23
  br label %pred.store.continue425

pred.store.continue425:                           ; preds = %pred.store.if424, %pred.store.continue423
  %1195 = extractelement <64 x i1> %0, i64 8
  br i1 %1195, label %pred.store.if426, label %pred.store.continue427

pred.store.if426:                                 ; preds = %pred.store.continue425
  %1196 = or i64 %index, 8
  %1197 = getelementptr inbounds i8, i8* %gray, i64 %1196
  %1198 = extractelement <64 x i8> %1163, i64 8
  store i8 %1198, i8* %1197, align 1, !tbaa !23
  br label %pred.store.continue427

pred.store.continue427:                           ; preds = %pred.store.if426, %pred.store.continue425
  %1199 = extractelement <64 x i1> %0, i64 9
  br i1 %1199, label %pred.store.if428, label %pred.store.continue429

pred.store.if428:                                 ; preds = %pred.store.continue427
  %1200 = or i64 %index, 9
  %1201 = getelementptr inbounds i8, i8* %gray, i64 %1200
  %1202 = extractelement <64 x i8> %1163, i64 9
  store i8 %1202, i8* %1201, align 1, !tbaa !23
  br label %pred.store.continue429

pred.store.continue429:                           ; preds = %pred.store.if428, %pred.store.continue427
  %1203 = extractelement <64 x i1> %0, i64 10
  br i1 %1203, label %pred.store.if430, label %pred.store.continue431

pred.store.if430:                                 ; preds = %pred.store.continue429
  %1204 = or i64 %index, 10
  %1205 = getelementptr inbounds i8, i8* %gray, i64 %1204
  %1206 = extractelement <64 x i8> %1163, i64 10
  store i8 %1206, i8* %1205, align 1, !tbaa !23
  br label %pred.store.continue431

pred.store.continue431:                           ; preds = %pred.store.if430, %pred.store.continue429
  %1207 = extractelement <64 x i1> %0, i64 11
  br i1 %1207, label %pred.store.if432, label %pred.store.continue433

pred.store.if432:                                 ; preds = %pred.store.continue431
  %1208 = or i64 %index, 11
  %1209 = getelementptr inbounds i8, i8* %gray, i64 %1208
  %1210 = extractelement <64 x i8> %1163, i64 11
  store i8 %1210, i8* %1209, align 1, !tbaa !23
  br label %pred.store.continue433

pred.store.continue433:                           ; preds = %pred.store.if432, %pred.store.continue431
  %1211 = extractelement <64 x i1> %0, i64 12
  br i1 %1211, label %pred.store.if434, label %pred.store.continue435

pred.store.if434:                                 ; preds = %pred.store.continue433
  %1212 = or i64 %index, 12
  %1213 = getelementptr inbounds i8, i8* %gray, i64 %1212
  %1214 = extractelement <64 x i8> %1163, i64 12
  store i8 %1214, i8* %1213, align 1, !tbaa !23
  br label %pred.store.continue435

pred.store.continue435:                           ; preds = %pred.store.if434, %pred.store.continue433
  %1215 = extractelement <64 x i1> %0, i64 13
  br i1 %1215, label %pred.store.if436, label %pred.store.continue437

pred.store.if436:                                 ; preds = %pred.store.continue435
  %1216 = or i64 %index, 13
  %1217 = getelementptr inbounds i8, i8* %gray, i64 %1216
  %1218 = extractelement <64 x i8> %1163, i64 13
  store i8 %1218, i8* %1217, align 1, !tbaa !23
  br label %pred.store.continue437

pred.store.continue437:                           ; preds = %pred.store.if436, %pred.store.continue435
  %1219 = extractelement <64 x i1> %0, i64 14
  br i1 %1219, label %pred.store.if438, label %pred.store.continue439

pred.store.if438:                                 ; preds = %pred.store.continue437
  %1220 = or i64 %index, 14
  %1221 = getelementptr inbounds i8, i8* %gray, i64 %1220
  %1222 = extractelement <64 x i8> %1163, i64 14
  store i8 %1222, i8* %1221, align 1, !tbaa !23
  br label %pred.store.continue439

pred.store.continue439:                           ; preds = %pred.store.if438, %pred.store.continue437
  %1223 = extractelement <64 x i1> %0, i64 15
  br i1 %1223, label %pred.store.if440, label %pred.store.continue441

pred.store.if440:                                 ; preds = %pred.store.continue439
  %1224 = or i64 %index, 15
  %1225 = getelementptr inbounds i8, i8* %gray, i64 %1224
  %1226 = extractelement <64 x i8> %1163, i64 15
  store i8 %1226, i8* %1225, align 1, !tbaa !23
  br label %pred.store.continue441

pred.store.continue441:                           ; preds = %pred.store.if440, %pred.store.continue439
  %1227 = extractelement <64 x i1> %0, i64 16
  br i1 %1227, label %pred.store.if442, label %pred.store.continue443

pred.store.if442:                                 ; preds = %pred.store.continue441
  %1228 = or i64 %index, 16
  %1229 = getelementptr inbounds i8, i8* %gray, i64 %1228
  %1230 = extractelement <64 x i8> %1163, i64 16
  store i8 %1230, i8* %1229, align 1, !tbaa !23
  br label %pred.store.continue443

pred.store.continue443:                           ; preds = %pred.store.if442, %pred.store.continue441
  %1231 = extractelement <64 x i1> %0, i64 17
  br i1 %1231, label %pred.store.if444, label %pred.store.continue445

pred.store.if444:                                 ; preds = %pred.store.continue443
  %1232 = or i64 %index, 17
  %1233 = getelementptr inbounds i8, i8* %gray, i64 %1232
  %1234 = extractelement <64 x i8> %1163, i64 17
  store i8 %1234, i8* %1233, align 1, !tbaa !23
  br label %pred.store.continue445

pred.store.continue445:                           ; preds = %pred.store.if444, %pred.store.continue443
  %1235 = extractelement <64 x i1> %0, i64 18
  br i1 %1235, label %pred.store.if446, label %pred.store.continue447

pred.store.if446:                                 ; preds = %pred.store.continue445
  %1236 = or i64 %index, 18
  %1237 = getelementptr inbounds i8, i8* %gray, i64 %1236
  %1238 = extractelement <64 x i8> %1163, i64 18
  store i8 %1238, i8* %1237, align 1, !tbaa !23
  br label %pred.store.continue447

pred.store.continue447:                           ; preds = %pred.store.if446, %pred.store.continue445
  %1239 = extractelement <64 x i1> %0, i64 19
  br i1 %1239, label %pred.store.if448, label %pred.store.continue449

pred.store.if448:                                 ; preds = %pred.store.continue447
  %1240 = or i64 %index, 19
  %1241 = getelementptr inbounds i8, i8* %gray, i64 %1240
  %1242 = extractelement <64 x i8> %1163, i64 19
  store i8 %1242, i8* %1241, align 1, !tbaa !23
  br label %pred.store.continue449

pred.store.continue449:                           ; preds = %pred.store.if448, %pred.store.continue447
  %1243 = extractelement <64 x i1> %0, i64 20
  br i1 %1243, label %pred.store.if450, label %pred.store.continue451

pred.store.if450:                                 ; preds = %pred.store.continue449
  %1244 = or i64 %index, 20
  %1245 = getelementptr inbounds i8, i8* %gray, i64 %1244
  %1246 = extractelement <64 x i8> %1163, i64 20
  store i8 %1246, i8* %1245, align 1, !tbaa !23
  br label %pred.store.continue451

pred.store.continue451:                           ; preds = %pred.store.if450, %pred.store.continue449
  %1247 = extractelement <64 x i1> %0, i64 21
  br i1 %1247, label %pred.store.if452, label %pred.store.continue453

pred.store.if452:                                 ; preds = %pred.store.continue451
  %1248 = or i64 %index, 21
  %1249 = getelementptr inbounds i8, i8* %gray, i64 %1248
  %1250 = extractelement <64 x i8> %1163, i64 21
  store i8 %1250, i8* %1249, align 1, !tbaa !23
  br label %pred.store.continue453

pred.store.continue453:                           ; preds = %pred.store.if452, %pred.store.continue451
  %1251 = extractelement <64 x i1> %0, i64 22
  br i1 %1251, label %pred.store.if454, label %pred.store.continue455

pred.store.if454:                                 ; preds = %pred.store.continue453
  %1252 = or i64 %index, 22
  %1253 = getelementptr inbounds i8, i8* %gray, i64 %1252
  %1254 = extractelement <64 x i8> %1163, i64 22
  store i8 %1254, i8* %1253, align 1, !tbaa !23
  br label %pred.store.continue455

pred.store.continue455:                           ; preds = %pred.store.if454, %pred.store.continue453
  %1255 = extractelement <64 x i1> %0, i64 23
  br i1 %1255, label %pred.store.if456, label %pred.store.continue457

pred.store.if456:                                 ; preds = %pred.store.continue455
  %1256 = or i64 %index, 23
  %1257 = getelementptr inbounds i8, i8* %gray, i64 %1256
  %1258 = extractelement <64 x i8> %1163, i64 23
  store i8 %1258, i8* %1257, align 1, !tbaa !23
  br label %pred.store.continue457

pred.store.continue457:                           ; preds = %pred.store.if456, %pred.store.continue455
  %1259 = extractelement <64 x i1> %0, i64 24
  br i1 %1259, label %pred.store.if458, label %pred.store.continue459

pred.store.if458:                                 ; preds = %pred.store.continue457
  %1260 = or i64 %index, 24
  %1261 = getelementptr inbounds i8, i8* %gray, i64 %1260
  %1262 = extractelement <64 x i8> %1163, i64 24
  store i8 %1262, i8* %1261, align 1, !tbaa !23
  br label %pred.store.continue459

pred.store.continue459:                           ; preds = %pred.store.if458, %pred.store.continue457
  %1263 = extractelement <64 x i1> %0, i64 25
  br i1 %1263, label %pred.store.if460, label %pred.store.continue461

pred.store.if460:                                 ; preds = %pred.store.continue459
  %1264 = or i64 %index, 25
  %1265 = getelementptr inbounds i8, i8* %gray, i64 %1264
  %1266 = extractelement <64 x i8> %1163, i64 25
  store i8 %1266, i8* %1265, align 1, !tbaa !23
  br label %pred.store.continue461

pred.store.continue461:                           ; preds = %pred.store.if460, %pred.store.continue459
  %1267 = extractelement <64 x i1> %0, i64 26
  br i1 %1267, label %pred.store.if462, label %pred.store.continue463

pred.store.if462:                                 ; preds = %pred.store.continue461
  %1268 = or i64 %index, 26
  %1269 = getelementptr inbounds i8, i8* %gray, i64 %1268
  %1270 = extractelement <64 x i8> %1163, i64 26
  store i8 %1270, i8* %1269, align 1, !tbaa !23
  br label %pred.store.continue463

pred.store.continue463:                           ; preds = %pred.store.if462, %pred.store.continue461
  %1271 = extractelement <64 x i1> %0, i64 27
  br i1 %1271, label %pred.store.if464, label %pred.store.continue465

pred.store.if464:                                 ; preds = %pred.store.continue463
  %1272 = or i64 %index, 27
  %1273 = getelementptr inbounds i8, i8* %gray, i64 %1272
  %1274 = extractelement <64 x i8> %1163, i64 27
  store i8 %1274, i8* %1273, align 1, !tbaa !23
  br label %pred.store.continue465

pred.store.continue465:                           ; preds = %pred.store.if464, %pred.store.continue463
  %1275 = extractelement <64 x i1> %0, i64 28
  br i1 %1275, label %pred.store.if466, label %pred.store.continue467

pred.store.if466:                                 ; preds = %pred.store.continue465
  %1276 = or i64 %index, 28
  %1277 = getelementptr inbounds i8, i8* %gray, i64 %1276
  %1278 = extractelement <64 x i8> %1163, i64 28
  store i8 %1278, i8* %1277, align 1, !tbaa !23
  br label %pred.store.continue467

pred.store.continue467:                           ; preds = %pred.store.if466, %pred.store.continue465
  %1279 = extractelement <64 x i1> %0, i64 29
  br i1 %1279, label %pred.store.if468, label %pred.store.continue469

pred.store.if468:                                 ; preds = %pred.store.continue467
  %1280 = or i64 %index, 29
  %1281 = getelementptr inbounds i8, i8* %gray, i64 %1280
  %1282 = extractelement <64 x i8> %1163, i64 29
  store i8 %1282, i8* %1281, align 1, !tbaa !23
  br label %pred.store.continue469

pred.store.continue469:                           ; preds = %pred.store.if468, %pred.store.continue467
  %1283 = extractelement <64 x i1> %0, i64 30
  br i1 %1283, label %pred.store.if470, label %pred.store.continue471

pred.store.if470:                                 ; preds = %pred.store.continue469
  %1284 = or i64 %index, 30
  %1285 = getelementptr inbounds i8, i8* %gray, i64 %1284
  %1286 = extractelement <64 x i8> %1163, i64 30
  store i8 %1286, i8* %1285, align 1, !tbaa !23
  br label %pred.store.continue471

pred.store.continue471:                           ; preds = %pred.store.if470, %pred.store.continue469
  %1287 = extractelement <64 x i1> %0, i64 31
  br i1 %1287, label %pred.store.if472, label %pred.store.continue473

pred.store.if472:                                 ; preds = %pred.store.continue471
  %1288 = or i64 %index, 31
  %1289 = getelementptr inbounds i8, i8* %gray, i64 %1288
  %1290 = extractelement <64 x i8> %1163, i64 31
  store i8 %1290, i8* %1289, align 1, !tbaa !23
  br label %pred.store.continue473

pred.store.continue473:                           ; preds = %pred.store.if472, %pred.store.continue471
  %1291 = extractelement <64 x i1> %0, i64 32
  br i1 %1291, label %pred.store.if474, label %pred.store.continue475

pred.store.if474:                                 ; preds = %pred.store.continue473
  %1292 = or i64 %index, 32
  %1293 = getelementptr inbounds i8, i8* %gray, i64 %1292
  %1294 = extractelement <64 x i8> %1163, i64 32
  store i8 %1294, i8* %1293, align 1, !tbaa !23
  br label %pred.store.continue475

pred.store.continue475:                           ; preds = %pred.store.if474, %pred.store.continue473
  %1295 = extractelement <64 x i1> %0, i64 33
  br i1 %1295, label %pred.store.if476, label %pred.store.continue477

pred.store.if476:                                 ; preds = %pred.store.continue475
  %1296 = or i64 %index, 33
  %1297 = getelementptr inbounds i8, i8* %gray, i64 %1296
  %1298 = extractelement <64 x i8> %1163, i64 33
  store i8 %1298, i8* %1297, align 1, !tbaa !23
  br label %pred.store.continue477

pred.store.continue477:                           ; preds = %pred.store.if476, %pred.store.continue475
  %1299 = extractelement <64 x i1> %0, i64 34
  br i1 %1299, label %pred.store.if478, label %pred.store.continue479

pred.store.if478:                                 ; preds = %pred.store.continue477
  %1300 = or i64 %index, 34
  %1301 = getelementptr inbounds i8, i8* %gray, i64 %1300
  %1302 = extractelement <64 x i8> %1163, i64 34
  store i8 %1302, i8* %1301, align 1, !tbaa !23
  br label %pred.store.continue479

pred.store.continue479:                           ; preds = %pred.store.if478, %pred.store.continue477
  %1303 = extractelement <64 x i1> %0, i64 35
  br i1 %1303, label %pred.store.if480, label %pred.store.continue481

pred.store.if480:                                 ; preds = %pred.store.continue479
  %1304 = or i64 %index, 35
  %1305 = getelementptr inbounds i8, i8* %gray, i64 %1304
  %1306 = extractelement <64 x i8> %1163, i64 35
  store i8 %1306, i8* %1305, align 1, !tbaa !23
  br label %pred.store.continue481

pred.store.continue481:                           ; preds = %pred.store.if480, %pred.store.continue479
  %1307 = extractelement <64 x i1> %0, i64 36
  br i1 %1307, label %pred.store.if482, label %pred.store.continue483

pred.store.if482:                                 ; preds = %pred.store.continue481
  %1308 = or i64 %index, 36
  %1309 = getelementptr inbounds i8, i8* %gray, i64 %1308
  %1310 = extractelement <64 x i8> %1163, i64 36
  store i8 %1310, i8* %1309, align 1, !tbaa !23
  br label %pred.store.continue483

pred.store.continue483:                           ; preds = %pred.store.if482, %pred.store.continue481
  %1311 = extractelement <64 x i1> %0, i64 37
  br i1 %1311, label %pred.store.if484, label %pred.store.continue485

pred.store.if484:                                 ; preds = %pred.store.continue483
  %1312 = or i64 %index, 37
  %1313 = getelementptr inbounds i8, i8* %gray, i64 %1312
  %1314 = extractelement <64 x i8> %1163, i64 37
  store i8 %1314, i8* %1313, align 1, !tbaa !23
  br label %pred.store.continue485

pred.store.continue485:                           ; preds = %pred.store.if484, %pred.store.continue483
  %1315 = extractelement <64 x i1> %0, i64 38
  br i1 %1315, label %pred.store.if486, label %pred.store.continue487

pred.store.if486:                                 ; preds = %pred.store.continue485
  %1316 = or i64 %index, 38
  %1317 = getelementptr inbounds i8, i8* %gray, i64 %1316
  %1318 = extractelement <64 x i8> %1163, i64 38
  store i8 %1318, i8* %1317, align 1, !tbaa !23
  br label %pred.store.continue487

pred.store.continue487:                           ; preds = %pred.store.if486, %pred.store.continue485
  %1319 = extractelement <64 x i1> %0, i64 39
  br i1 %1319, label %pred.store.if488, label %pred.store.continue489

pred.store.if488:                                 ; preds = %pred.store.continue487
  %1320 = or i64 %index, 39
  %1321 = getelementptr inbounds i8, i8* %gray, i64 %1320
  %1322 = extractelement <64 x i8> %1163, i64 39
  store i8 %1322, i8* %1321, align 1, !tbaa !23
  br label %pred.store.continue489

pred.store.continue489:                           ; preds = %pred.store.if488, %pred.store.continue487
  %1323 = extractelement <64 x i1> %0, i64 40
  br i1 %1323, label %pred.store.if490, label %pred.store.continue491

pred.store.if490:                                 ; preds = %pred.store.continue489
  %1324 = or i64 %index, 40
  %1325 = getelementptr inbounds i8, i8* %gray, i64 %1324
  %1326 = extractelement <64 x i8> %1163, i64 40
  store i8 %1326, i8* %1325, align 1, !tbaa !23
  br label %pred.store.continue491

pred.store.continue491:                           ; preds = %pred.store.if490, %pred.store.continue489
  %1327 = extractelement <64 x i1> %0, i64 41
  br i1 %1327, label %pred.store.if492, label %pred.store.continue493

pred.store.if492:                                 ; preds = %pred.store.continue491
  %1328 = or i64 %index, 41
  %1329 = getelementptr inbounds i8, i8* %gray, i64 %1328
  %1330 = extractelement <64 x i8> %1163, i64 41
  store i8 %1330, i8* %1329, align 1, !tbaa !23
  br label %pred.store.continue493

pred.store.continue493:                           ; preds = %pred.store.if492, %pred.store.continue491
  %1331 = extractelement <64 x i1> %0, i64 42
  br i1 %1331, label %pred.store.if494, label %pred.store.continue495

pred.store.if494:                                 ; preds = %pred.store.continue493
  %1332 = or i64 %index, 42
  %1333 = getelementptr inbounds i8, i8* %gray, i64 %1332
  %1334 = extractelement <64 x i8> %1163, i64 42
  store i8 %1334, i8* %1333, align 1, !tbaa !23
  br label %pred.store.continue495

pred.store.continue495:                           ; preds = %pred.store.if494, %pred.store.continue493
  %1335 = extractelement <64 x i1> %0, i64 43
  br i1 %1335, label %pred.store.if496, label %pred.store.continue497

pred.store.if496:                                 ; preds = %pred.store.continue495
  %1336 = or i64 %index, 43
  %1337 = getelementptr inbounds i8, i8* %gray, i64 %1336
  %1338 = extractelement <64 x i8> %1163, i64 43
  store i8 %1338, i8* %1337, align 1, !tbaa !23
  br label %pred.store.continue497

pred.store.continue497:                           ; preds = %pred.store.if496, %pred.store.continue495
  %1339 = extractelement <64 x i1> %0, i64 44
  br i1 %1339, label %pred.store.if498, label %pred.store.continue499

pred.store.if498:                                 ; preds = %pred.store.continue497
  %1340 = or i64 %index, 44
  %1341 = getelementptr inbounds i8, i8* %gray, i64 %1340
  %1342 = extractelement <64 x i8> %1163, i64 44
  store i8 %1342, i8* %1341, align 1, !tbaa !23
  br label %pred.store.continue499

pred.store.continue499:                           ; preds = %pred.store.if498, %pred.store.continue497
  %1343 = extractelement <64 x i1> %0, i64 45
  br i1 %1343, label %pred.store.if500, label %pred.store.continue501

pred.store.if500:                                 ; preds = %pred.store.continue499
  %1344 = or i64 %index, 45
  %1345 = getelementptr inbounds i8, i8* %gray, i64 %1344
  %1346 = extractelement <64 x i8> %1163, i64 45
  store i8 %1346, i8* %1345, align 1, !tbaa !23
  br label %pred.store.continue501

pred.store.continue501:                           ; preds = %pred.store.if500, %pred.store.continue499
  %1347 = extractelement <64 x i1> %0, i64 46
  br i1 %1347, label %pred.store.if502, label %pred.store.continue503

pred.store.if502:                                 ; preds = %pred.store.continue501
  %1348 = or i64 %index, 46
  %1349 = getelementptr inbounds i8, i8* %gray, i64 %1348
  %1350 = extractelement <64 x i8> %1163, i64 46
  store i8 %1350, i8* %1349, align 1, !tbaa !23
  br label %pred.store.continue503

pred.store.continue503:                           ; preds = %pred.store.if502, %pred.store.continue501
  %1351 = extractelement <64 x i1> %0, i64 47
  br i1 %1351, label %pred.store.if504, label %pred.store.continue505

pred.store.if504:                                 ; preds = %pred.store.continue503
  %1352 = or i64 %index, 47
  %1353 = getelementptr inbounds i8, i8* %gray, i64 %1352
  %1354 = extractelement <64 x i8> %1163, i64 47
  store i8 %1354, i8* %1353, align 1, !tbaa !23
  br label %pred.store.continue505

pred.store.continue505:                           ; preds = %pred.store.if504, %pred.store.continue503
  %1355 = extractelement <64 x i1> %0, i64 48
  br i1 %1355, label %pred.store.if506, label %pred.store.continue507

pred.store.if506:                                 ; preds = %pred.store.continue505
  %1356 = or i64 %index, 48
  %1357 = getelementptr inbounds i8, i8* %gray, i64 %1356
  %1358 = extractelement <64 x i8> %1163, i64 48
  store i8 %1358, i8* %1357, align 1, !tbaa !23
  br label %pred.store.continue507

pred.store.continue507:                           ; preds = %pred.store.if506, %pred.store.continue505
  %1359 = extractelement <64 x i1> %0, i64 49
  br i1 %1359, label %pred.store.if508, label %pred.store.continue509

pred.store.if508:                                 ; preds = %pred.store.continue507
  %1360 = or i64 %index, 49
  %1361 = getelementptr inbounds i8, i8* %gray, i64 %1360
  %1362 = extractelement <64 x i8> %1163, i64 49
  store i8 %1362, i8* %1361, align 1, !tbaa !23
  br label %pred.store.continue509

pred.store.continue509:                           ; preds = %pred.store.if508, %pred.store.continue507
  %1363 = extractelement <64 x i1> %0, i64 50
  br i1 %1363, label %pred.store.if510, label %pred.store.continue511

pred.store.if510:                                 ; preds = %pred.store.continue509
  %1364 = or i64 %index, 50
  %1365 = getelementptr inbounds i8, i8* %gray, i64 %1364
  %1366 = extractelement <64 x i8> %1163, i64 50
  store i8 %1366, i8* %1365, align 1, !tbaa !23
  br label %pred.store.continue511

pred.store.continue511:                           ; preds = %pred.store.if510, %pred.store.continue509
  %1367 = extractelement <64 x i1> %0, i64 51
  br i1 %1367, label %pred.store.if512, label %pred.store.continue513

pred.store.if512:                                 ; preds = %pred.store.continue511
  %1368 = or i64 %index, 51
  %1369 = getelementptr inbounds i8, i8* %gray, i64 %1368
  %1370 = extractelement <64 x i8> %1163, i64 51
  store i8 %1370, i8* %1369, align 1, !tbaa !23
  br label %pred.store.continue513

pred.store.continue513:                           ; preds = %pred.store.if512, %pred.store.continue511
  %1371 = extractelement <64 x i1> %0, i64 52
  br i1 %1371, label %pred.store.if514, label %pred.store.continue515

pred.store.if514:                                 ; preds = %pred.store.continue513
  %1372 = or i64 %index, 52
  %1373 = getelementptr inbounds i8, i8* %gray, i64 %1372
  %1374 = extractelement <64 x i8> %1163, i64 52
  store i8 %1374, i8* %1373, align 1, !tbaa !23
  br label %pred.store.continue515

pred.store.continue515:                           ; preds = %pred.store.if514, %pred.store.continue513
  %1375 = extractelement <64 x i1> %0, i64 53
  br i1 %1375, label %pred.store.if516, label %pred.store.continue517

pred.store.if516:                                 ; preds = %pred.store.continue515
  %1376 = or i64 %index, 53
  %1377 = getelementptr inbounds i8, i8* %gray, i64 %1376
  %1378 = extractelement <64 x i8> %1163, i64 53
  store i8 %1378, i8* %1377, align 1, !tbaa !23
  br label %pred.store.continue517

pred.store.continue517:                           ; preds = %pred.store.if516, %pred.store.continue515
  %1379 = extractelement <64 x i1> %0, i64 54
  br i1 %1379, label %pred.store.if518, label %pred.store.continue519

pred.store.if518:                                 ; preds = %pred.store.continue517
  %1380 = or i64 %index, 54
  %1381 = getelementptr inbounds i8, i8* %gray, i64 %1380
  %1382 = extractelement <64 x i8> %1163, i64 54
  store i8 %1382, i8* %1381, align 1, !tbaa !23
  br label %pred.store.continue519

pred.store.continue519:                           ; preds = %pred.store.if518, %pred.store.continue517
  %1383 = extractelement <64 x i1> %0, i64 55
  br i1 %1383, label %pred.store.if520, label %pred.store.continue521

pred.store.if520:                                 ; preds = %pred.store.continue519
  %1384 = or i64 %index, 55
  %1385 = getelementptr inbounds i8, i8* %gray, i64 %1384
  %1386 = extractelement <64 x i8> %1163, i64 55
  store i8 %1386, i8* %1385, align 1, !tbaa !23
  br label %pred.store.continue521

pred.store.continue521:                           ; preds = %pred.store.if520, %pred.store.continue519
  %1387 = extractelement <64 x i1> %0, i64 56
  br i1 %1387, label %pred.store.if522, label %pred.store.continue523

pred.store.if522:                                 ; preds = %pred.store.continue521
  %1388 = or i64 %index, 56
  %1389 = getelementptr inbounds i8, i8* %gray, i64 %1388
  %1390 = extractelement <64 x i8> %1163, i64 56
  store i8 %1390, i8* %1389, align 1, !tbaa !23
  br label %pred.store.continue523

pred.store.continue523:                           ; preds = %pred.store.if522, %pred.store.continue521
  %1391 = extractelement <64 x i1> %0, i64 57
  br i1 %1391, label %pred.store.if524, label %pred.store.continue525

pred.store.if524:                                 ; preds = %pred.store.continue523
  %1392 = or i64 %index, 57
  %1393 = getelementptr inbounds i8, i8* %gray, i64 %1392
  %1394 = extractelement <64 x i8> %1163, i64 57
  store i8 %1394, i8* %1393, align 1, !tbaa !23
  br label %pred.store.continue525

pred.store.continue525:                           ; preds = %pred.store.if524, %pred.store.continue523
  %1395 = extractelement <64 x i1> %0, i64 58
  br i1 %1395, label %pred.store.if526, label %pred.store.continue527

pred.store.if526:                                 ; preds = %pred.store.continue525
  %1396 = or i64 %index, 58
  %1397 = getelementptr inbounds i8, i8* %gray, i64 %1396
  %1398 = extractelement <64 x i8> %1163, i64 58
  store i8 %1398, i8* %1397, align 1, !tbaa !23
  br label %pred.store.continue527

pred.store.continue527:                           ; preds = %pred.store.if526, %pred.store.continue525
  %1399 = extractelement <64 x i1> %0, i64 59
  br i1 %1399, label %pred.store.if528, label %pred.store.continue529

pred.store.if528:                                 ; preds = %pred.store.continue527
  %1400 = or i64 %index, 59
  %1401 = getelementptr inbounds i8, i8* %gray, i64 %1400
  %1402 = extractelement <64 x i8> %1163, i64 59
  store i8 %1402, i8* %1401, align 1, !tbaa !23
  br label %pred.store.continue529

pred.store.continue529:                           ; preds = %pred.store.if528, %pred.store.continue527
  %1403 = extractelement <64 x i1> %0, i64 60
  br i1 %1403, label %pred.store.if530, label %pred.store.continue531

pred.store.if530:                                 ; preds = %pred.store.continue529
  %1404 = or i64 %index, 60
  %1405 = getelementptr inbounds i8, i8* %gray, i64 %1404
  %1406 = extractelement <64 x i8> %1163, i64 60
  store i8 %1406, i8* %1405, align 1, !tbaa !23
  br label %pred.store.continue531

pred.store.continue531:                           ; preds = %pred.store.if530, %pred.store.continue529
  %1407 = extractelement <64 x i1> %0, i64 61
  br i1 %1407, label %pred.store.if532, label %pred.store.continue533

pred.store.if532:                                 ; preds = %pred.store.continue531
  %1408 = or i64 %index, 61
  %1409 = getelementptr inbounds i8, i8* %gray, i64 %1408
  %1410 = extractelement <64 x i8> %1163, i64 61
  store i8 %1410, i8* %1409, align 1, !tbaa !23
  br label %pred.store.continue533

pred.store.continue533:                           ; preds = %pred.store.if532, %pred.store.continue531
  %1411 = extractelement <64 x i1> %0, i64 62
  br i1 %1411, label %pred.store.if534, label %pred.store.continue535

pred.store.if534:                                 ; preds = %pred.store.continue533
  %1412 = or i64 %index, 62
  %1413 = getelementptr inbounds i8, i8* %gray, i64 %1412
  %1414 = extractelement <64 x i8> %1163, i64 62
  store i8 %1414, i8* %1413, align 1, !tbaa !23
  br label %pred.store.continue535

pred.store.continue535:                           ; preds = %pred.store.if534, %pred.store.continue533
  %1415 = extractelement <64 x i1> %0, i64 63
  br i1 %1415, label %pred.store.if536, label %pred.store.continue537

pred.store.if536:                                 ; preds = %pred.store.continue535
  %1416 = or i64 %index, 63
  %1417 = getelementptr inbounds i8, i8* %gray, i64 %1416
  %1418 = extractelement <64 x i8> %1163, i64 63
  store i8 %1418, i8* %1417, align 1, !tbaa !23
  br label %pred.store.continue537

pred.store.continue537:                           ; preds = %pred.store.if536, %pred.store.continue535
  %index.next = add i64 %index, 64
  %vec.ind.next = add <64 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %1419 = icmp eq i64 %index.next, %n.vec
  br i1 %1419, label %for.cond.cleanup, label %vector.body, !llvm.loop !24

for.cond.cleanup:                                 ; preds = %pred.store.continue537, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>*, i32 immarg, <16 x i1>, <16 x i32>) #1

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32>, <16 x i32*>, i32 immarg, <16 x i1>) #2

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v16i32.p0v16i32(<16 x i32>, <16 x i32>*, i32 immarg, <16 x i1>) #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #2 = { nofree nosync nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { argmemonly nofree nosync nounwind willreturn writeonly }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !13, !11}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = !{!17, !15, i64 0}
!17 = !{!"point", !15, i64 0, !15, i64 4, !15, i64 8}
!18 = !{!17, !15, i64 4}
!19 = !{!17, !15, i64 8}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
!23 = !{!7, !7, i64 0}
!24 = distinct !{!24, !10, !11}
