; ModuleID = '<stdin>'
source_filename = "histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @hist_add_i32(i32* noalias nocapture noundef %h, i32* noalias nocapture noundef readonly %bin, i32* noalias nocapture noundef readonly %w, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %w, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4, !llvm.access.group !6
  %6 = getelementptr inbounds i32, i32* %bin, i64 %index
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %7, align 4, !llvm.access.group !6
  %8 = sext <32 x i32> %wide.load7 to <32 x i64>
  %9 = getelementptr inbounds i32, i32* %h, <32 x i64> %8
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %9, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef), !llvm.access.group !6
  %10 = add nsw <32 x i32> %wide.masked.gather, %wide.load
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %10, <32 x i32*> %9, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !6
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i32, i32* %w, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %12, align 4, !llvm.access.group !6
  %13 = getelementptr inbounds i32, i32* %bin, i64 %index.next
  %14 = bitcast i32* %13 to <32 x i32>*
  %wide.load7.1 = load <32 x i32>, <32 x i32>* %14, align 4, !llvm.access.group !6
  %15 = sext <32 x i32> %wide.load7.1 to <32 x i64>
  %16 = getelementptr inbounds i32, i32* %h, <32 x i64> %15
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef), !llvm.access.group !6
  %17 = add nsw <32 x i32> %wide.masked.gather.1, %wide.load.1
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %17, <32 x i32*> %16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !6
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !7

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, i32* %w, i64 %index.unr
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %19, align 4, !llvm.access.group !6
  %20 = getelementptr inbounds i32, i32* %bin, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load7.epil = load <32 x i32>, <32 x i32>* %21, align 4, !llvm.access.group !6
  %22 = sext <32 x i32> %wide.load7.epil to <32 x i64>
  %23 = getelementptr inbounds i32, i32* %h, <32 x i64> %22
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %23, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef), !llvm.access.group !6
  %24 = add nsw <32 x i32> %wide.masked.gather.epil, %wide.load.epil
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %24, <32 x i32*> %23, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !6
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds i32, i32* %w, i64 %indvars.iv
  %25 = load i32, i32* %arrayidx, align 4, !llvm.access.group !6
  %arrayidx2 = getelementptr inbounds i32, i32* %bin, i64 %indvars.iv
  %26 = load i32, i32* %arrayidx2, align 4, !llvm.access.group !6
  %idxprom3 = sext i32 %26 to i64
  %arrayidx4 = getelementptr inbounds i32, i32* %h, i64 %idxprom3
  %27 = load i32, i32* %arrayidx4, align 4, !llvm.access.group !6
  %add = add nsw i32 %27, %25
  store i32 %add, i32* %arrayidx4, align 4, !llvm.access.group !6
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !11

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @hist_axpy_f32(float* noalias nocapture noundef %h, i32* noalias nocapture noundef readonly %bin, float* noalias nocapture noundef readonly %w, float noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %w, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4, !llvm.access.group !13
  %6 = getelementptr inbounds i32, i32* %bin, i64 %index
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %7, align 4, !llvm.access.group !13
  %8 = sext <32 x i32> %wide.load7 to <32 x i64>
  %9 = getelementptr inbounds float, float* %h, <32 x i64> %8
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %9, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef), !llvm.access.group !13
  %10 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load, <32 x float> %broadcast.splat, <32 x float> %wide.masked.gather)
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %10, <32 x float*> %9, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !13
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds float, float* %w, i64 %index.next
  %12 = bitcast float* %11 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %12, align 4, !llvm.access.group !13
  %13 = getelementptr inbounds i32, i32* %bin, i64 %index.next
  %14 = bitcast i32* %13 to <32 x i32>*
  %wide.load7.1 = load <32 x i32>, <32 x i32>* %14, align 4, !llvm.access.group !13
  %15 = sext <32 x i32> %wide.load7.1 to <32 x i64>
  %16 = getelementptr inbounds float, float* %h, <32 x i64> %15
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef), !llvm.access.group !13
  %17 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load.1, <32 x float> %broadcast.splat, <32 x float> %wide.masked.gather.1)
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %17, <32 x float*> %16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !13
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds float, float* %w, i64 %index.unr
  %19 = bitcast float* %18 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %19, align 4, !llvm.access.group !13
  %20 = getelementptr inbounds i32, i32* %bin, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load7.epil = load <32 x i32>, <32 x i32>* %21, align 4, !llvm.access.group !13
  %22 = sext <32 x i32> %wide.load7.epil to <32 x i64>
  %23 = getelementptr inbounds float, float* %h, <32 x i64> %22
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %23, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef), !llvm.access.group !13
  %24 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load.epil, <32 x float> %broadcast.splat, <32 x float> %wide.masked.gather.epil)
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %24, <32 x float*> %23, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !13
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds float, float* %w, i64 %indvars.iv
  %25 = load float, float* %arrayidx, align 4, !llvm.access.group !13
  %arrayidx2 = getelementptr inbounds i32, i32* %bin, i64 %indvars.iv
  %26 = load i32, i32* %arrayidx2, align 4, !llvm.access.group !13
  %idxprom3 = sext i32 %26 to i64
  %arrayidx4 = getelementptr inbounds float, float* %h, i64 %idxprom3
  %27 = load float, float* %arrayidx4, align 4, !llvm.access.group !13
  %28 = tail call float @llvm.fmuladd.f32(float %25, float %s, float %27)
  store float %28, float* %arrayidx4, align 4, !llvm.access.group !13
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rmw_max_i32(i32* noalias nocapture noundef %h, i32* noalias nocapture noundef readonly %bin, i32* noalias nocapture noundef readonly %v, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %bin, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4, !llvm.access.group !17
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds i32, i32* %h, <32 x i64> %6
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef), !llvm.access.group !17
  %8 = getelementptr inbounds i32, i32* %v, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.load16 = load <32 x i32>, <32 x i32>* %9, align 4, !llvm.access.group !17
  %10 = icmp sgt <32 x i32> %wide.masked.gather, %wide.load16
  %11 = select <32 x i1> %10, <32 x i32> %wide.masked.gather, <32 x i32> %wide.load16
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %11, <32 x i32*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !17
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds i32, i32* %bin, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %13, align 4, !llvm.access.group !17
  %14 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %15 = getelementptr inbounds i32, i32* %h, <32 x i64> %14
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %15, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef), !llvm.access.group !17
  %16 = getelementptr inbounds i32, i32* %v, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load16.1 = load <32 x i32>, <32 x i32>* %17, align 4, !llvm.access.group !17
  %18 = icmp sgt <32 x i32> %wide.masked.gather.1, %wide.load16.1
  %19 = select <32 x i1> %18, <32 x i32> %wide.masked.gather.1, <32 x i32> %wide.load16.1
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %19, <32 x i32*> %15, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !17
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !18

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, i32* %bin, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %21, align 4, !llvm.access.group !17
  %22 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %23 = getelementptr inbounds i32, i32* %h, <32 x i64> %22
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %23, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef), !llvm.access.group !17
  %24 = getelementptr inbounds i32, i32* %v, i64 %index.unr
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.load16.epil = load <32 x i32>, <32 x i32>* %25, align 4, !llvm.access.group !17
  %26 = icmp sgt <32 x i32> %wide.masked.gather.epil, %wide.load16.epil
  %27 = select <32 x i1> %26, <32 x i32> %wide.masked.gather.epil, <32 x i32> %wide.load16.epil
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %27, <32 x i32*> %23, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !llvm.access.group !17
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader17

for.body.preheader17:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %arrayidx = getelementptr inbounds i32, i32* %bin, i64 %indvars.iv
  %28 = load i32, i32* %arrayidx, align 4, !llvm.access.group !17
  %idxprom1 = sext i32 %28 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %h, i64 %idxprom1
  %29 = load i32, i32* %arrayidx2, align 4, !llvm.access.group !17
  %arrayidx4 = getelementptr inbounds i32, i32* %v, i64 %indvars.iv
  %30 = load i32, i32* %arrayidx4, align 4, !llvm.access.group !17
  %cmp5 = icmp sgt i32 %29, %30
  %. = select i1 %cmp5, i32 %29, i32 %30
  store i32 %., i32* %arrayidx2, align 4, !llvm.access.group !17
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @hist_count_u8(i8* noalias nocapture noundef %h, i32* noalias nocapture noundef readonly %bin, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp3 = icmp sgt i32 %n, 0
  br i1 %cmp3, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader6, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %bin, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4, !llvm.access.group !21
  %2 = sext <32 x i32> %wide.load to <32 x i64>
  %3 = extractelement <32 x i64> %2, i64 0
  %4 = getelementptr inbounds i8, i8* %h, i64 %3
  %5 = extractelement <32 x i64> %2, i64 1
  %6 = getelementptr inbounds i8, i8* %h, i64 %5
  %7 = extractelement <32 x i64> %2, i64 2
  %8 = getelementptr inbounds i8, i8* %h, i64 %7
  %9 = extractelement <32 x i64> %2, i64 3
  %10 = getelementptr inbounds i8, i8* %h, i64 %9
  %11 = extractelement <32 x i64> %2, i64 4
  %12 = getelementptr inbounds i8, i8* %h, i64 %11
  %13 = extractelement <32 x i64> %2, i64 5
  %14 = getelementptr inbounds i8, i8* %h, i64 %13
  %15 = extractelement <32 x i64> %2, i64 6
  %16 = getelementptr inbounds i8, i8* %h, i64 %15
  %17 = extractelement <32 x i64> %2, i64 7
  %18 = getelementptr inbounds i8, i8* %h, i64 %17
  %19 = extractelement <32 x i64> %2, i64 8
  %20 = getelementptr inbounds i8, i8* %h, i64 %19
  %21 = extractelement <32 x i64> %2, i64 9
  %22 = getelementptr inbounds i8, i8* %h, i64 %21
  %23 = extractelement <32 x i64> %2, i64 10
  %24 = getelementptr inbounds i8, i8* %h, i64 %23
  %25 = extractelement <32 x i64> %2, i64 11
  %26 = getelementptr inbounds i8, i8* %h, i64 %25
  %27 = extractelement <32 x i64> %2, i64 12
  %28 = getelementptr inbounds i8, i8* %h, i64 %27
  %29 = extractelement <32 x i64> %2, i64 13
  %30 = getelementptr inbounds i8, i8* %h, i64 %29
  %31 = extractelement <32 x i64> %2, i64 14
  %32 = getelementptr inbounds i8, i8* %h, i64 %31
  %33 = extractelement <32 x i64> %2, i64 15
  %34 = getelementptr inbounds i8, i8* %h, i64 %33
  %35 = extractelement <32 x i64> %2, i64 16
  %36 = getelementptr inbounds i8, i8* %h, i64 %35
  %37 = extractelement <32 x i64> %2, i64 17
  %38 = getelementptr inbounds i8, i8* %h, i64 %37
  %39 = extractelement <32 x i64> %2, i64 18
  %40 = getelementptr inbounds i8, i8* %h, i64 %39
  %41 = extractelement <32 x i64> %2, i64 19
  %42 = getelementptr inbounds i8, i8* %h, i64 %41
  %43 = extractelement <32 x i64> %2, i64 20
  %44 = getelementptr inbounds i8, i8* %h, i64 %43
  %45 = extractelement <32 x i64> %2, i64 21
  %46 = getelementptr inbounds i8, i8* %h, i64 %45
  %47 = extractelement <32 x i64> %2, i64 22
  %48 = getelementptr inbounds i8, i8* %h, i64 %47
  %49 = extractelement <32 x i64> %2, i64 23
  %50 = getelementptr inbounds i8, i8* %h, i64 %49
  %51 = extractelement <32 x i64> %2, i64 24
  %52 = getelementptr inbounds i8, i8* %h, i64 %51
  %53 = extractelement <32 x i64> %2, i64 25
  %54 = getelementptr inbounds i8, i8* %h, i64 %53
  %55 = extractelement <32 x i64> %2, i64 26
  %56 = getelementptr inbounds i8, i8* %h, i64 %55
  %57 = extractelement <32 x i64> %2, i64 27
  %58 = getelementptr inbounds i8, i8* %h, i64 %57
  %59 = extractelement <32 x i64> %2, i64 28
  %60 = getelementptr inbounds i8, i8* %h, i64 %59
  %61 = extractelement <32 x i64> %2, i64 29
  %62 = getelementptr inbounds i8, i8* %h, i64 %61
  %63 = extractelement <32 x i64> %2, i64 30
  %64 = getelementptr inbounds i8, i8* %h, i64 %63
  %65 = extractelement <32 x i64> %2, i64 31
  %66 = getelementptr inbounds i8, i8* %h, i64 %65
  %67 = load i8, i8* %4, align 1, !llvm.access.group !21
  %68 = load i8, i8* %6, align 1, !llvm.access.group !21
  %69 = load i8, i8* %8, align 1, !llvm.access.group !21
  %70 = load i8, i8* %10, align 1, !llvm.access.group !21
  %71 = load i8, i8* %12, align 1, !llvm.access.group !21
  %72 = load i8, i8* %14, align 1, !llvm.access.group !21
  %73 = load i8, i8* %16, align 1, !llvm.access.group !21
  %74 = load i8, i8* %18, align 1, !llvm.access.group !21
  %75 = load i8, i8* %20, align 1, !llvm.access.group !21
  %76 = load i8, i8* %22, align 1, !llvm.access.group !21
  %77 = load i8, i8* %24, align 1, !llvm.access.group !21
  %78 = load i8, i8* %26, align 1, !llvm.access.group !21
  %79 = load i8, i8* %28, align 1, !llvm.access.group !21
  %80 = load i8, i8* %30, align 1, !llvm.access.group !21
  %81 = load i8, i8* %32, align 1, !llvm.access.group !21
  %82 = load i8, i8* %34, align 1, !llvm.access.group !21
  %83 = load i8, i8* %36, align 1, !llvm.access.group !21
  %84 = load i8, i8* %38, align 1, !llvm.access.group !21
  %85 = load i8, i8* %40, align 1, !llvm.access.group !21
  %86 = load i8, i8* %42, align 1, !llvm.access.group !21
  %87 = load i8, i8* %44, align 1, !llvm.access.group !21
  %88 = load i8, i8* %46, align 1, !llvm.access.group !21
  %89 = load i8, i8* %48, align 1, !llvm.access.group !21
  %90 = load i8, i8* %50, align 1, !llvm.access.group !21
  %91 = load i8, i8* %52, align 1, !llvm.access.group !21
  %92 = load i8, i8* %54, align 1, !llvm.access.group !21
  %93 = load i8, i8* %56, align 1, !llvm.access.group !21
  %94 = load i8, i8* %58, align 1, !llvm.access.group !21
  %95 = load i8, i8* %60, align 1, !llvm.access.group !21
  %96 = load i8, i8* %62, align 1, !llvm.access.group !21
  %97 = load i8, i8* %64, align 1, !llvm.access.group !21
  %98 = load i8, i8* %66, align 1, !llvm.access.group !21
  %99 = insertelement <32 x i8> poison, i8 %67, i64 0
  %100 = insertelement <32 x i8> %99, i8 %68, i64 1
  %101 = insertelement <32 x i8> %100, i8 %69, i64 2
  %102 = insertelement <32 x i8> %101, i8 %70, i64 3
  %103 = insertelement <32 x i8> %102, i8 %71, i64 4
  %104 = insertelement <32 x i8> %103, i8 %72, i64 5
  %105 = insertelement <32 x i8> %104, i8 %73, i64 6
  %106 = insertelement <32 x i8> %105, i8 %74, i64 7
  %107 = insertelement <32 x i8> %106, i8 %75, i64 8
  %108 = insertelement <32 x i8> %107, i8 %76, i64 9
  %109 = insertelement <32 x i8> %108, i8 %77, i64 10
  %110 = insertelement <32 x i8> %109, i8 %78, i64 11
  %111 = insertelement <32 x i8> %110, i8 %79, i64 12
  %112 = insertelement <32 x i8> %111, i8 %80, i64 13
  %113 = insertelement <32 x i8> %112, i8 %81, i64 14
  %114 = insertelement <32 x i8> %113, i8 %82, i64 15
  %115 = insertelement <32 x i8> %114, i8 %83, i64 16
  %116 = insertelement <32 x i8> %115, i8 %84, i64 17
  %117 = insertelement <32 x i8> %116, i8 %85, i64 18
  %118 = insertelement <32 x i8> %117, i8 %86, i64 19
  %119 = insertelement <32 x i8> %118, i8 %87, i64 20
  %120 = insertelement <32 x i8> %119, i8 %88, i64 21
  %121 = insertelement <32 x i8> %120, i8 %89, i64 22
  %122 = insertelement <32 x i8> %121, i8 %90, i64 23
  %123 = insertelement <32 x i8> %122, i8 %91, i64 24
  %124 = insertelement <32 x i8> %123, i8 %92, i64 25
  %125 = insertelement <32 x i8> %124, i8 %93, i64 26
  %126 = insertelement <32 x i8> %125, i8 %94, i64 27
  %127 = insertelement <32 x i8> %126, i8 %95, i64 28
  %128 = insertelement <32 x i8> %127, i8 %96, i64 29
  %129 = insertelement <32 x i8> %128, i8 %97, i64 30
  %130 = insertelement <32 x i8> %129, i8 %98, i64 31
  %131 = add <32 x i8> %130, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %132 = extractelement <32 x i8> %131, i64 0
  store i8 %132, i8* %4, align 1, !llvm.access.group !21
  %133 = extractelement <32 x i8> %131, i64 1
  store i8 %133, i8* %6, align 1, !llvm.access.group !21
  %134 = extractelement <32 x i8> %131, i64 2
  store i8 %134, i8* %8, align 1, !llvm.access.group !21
  %135 = extractelement <32 x i8> %131, i64 3
  store i8 %135, i8* %10, align 1, !llvm.access.group !21
  %136 = extractelement <32 x i8> %131, i64 4
  store i8 %136, i8* %12, align 1, !llvm.access.group !21
  %137 = extractelement <32 x i8> %131, i64 5
  store i8 %137, i8* %14, align 1, !llvm.access.group !21
  %138 = extractelement <32 x i8> %131, i64 6
  store i8 %138, i8* %16, align 1, !llvm.access.group !21
  %139 = extractelement <32 x i8> %131, i64 7
  store i8 %139, i8* %18, align 1, !llvm.access.group !21
  %140 = extractelement <32 x i8> %131, i64 8
  store i8 %140, i8* %20, align 1, !llvm.access.group !21
  %141 = extractelement <32 x i8> %131, i64 9
  store i8 %141, i8* %22, align 1, !llvm.access.group !21
  %142 = extractelement <32 x i8> %131, i64 10
  store i8 %142, i8* %24, align 1, !llvm.access.group !21
  %143 = extractelement <32 x i8> %131, i64 11
  store i8 %143, i8* %26, align 1, !llvm.access.group !21
  %144 = extractelement <32 x i8> %131, i64 12
  store i8 %144, i8* %28, align 1, !llvm.access.group !21
  %145 = extractelement <32 x i8> %131, i64 13
  store i8 %145, i8* %30, align 1, !llvm.access.group !21
  %146 = extractelement <32 x i8> %131, i64 14
  store i8 %146, i8* %32, align 1, !llvm.access.group !21
  %147 = extractelement <32 x i8> %131, i64 15
  store i8 %147, i8* %34, align 1, !llvm.access.group !21
  %148 = extractelement <32 x i8> %131, i64 16
  store i8 %148, i8* %36, align 1, !llvm.access.group !21
  %149 = extractelement <32 x i8> %131, i64 17
  store i8 %149, i8* %38, align 1, !llvm.access.group !21
  %150 = extractelement <32 x i8> %131, i64 18
  store i8 %150, i8* %40, align 1, !llvm.access.group !21
  %151 = extractelement <32 x i8> %131, i64 19
  store i8 %151, i8* %42, align 1, !llvm.access.group !21
  %152 = extractelement <32 x i8> %131, i64 20
  store i8 %152, i8* %44, align 1, !llvm.access.group !21
  %153 = extractelement <32 x i8> %131, i64 21
  store i8 %153, i8* %46, align 1, !llvm.access.group !21
  %154 = extractelement <32 x i8> %131, i64 22
  store i8 %154, i8* %48, align 1, !llvm.access.group !21
  %155 = extractelement <32 x i8> %131, i64 23
  store i8 %155, i8* %50, align 1, !llvm.access.group !21
  %156 = extractelement <32 x i8> %131, i64 24
  store i8 %156, i8* %52, align 1, !llvm.access.group !21
  %157 = extractelement <32 x i8> %131, i64 25
  store i8 %157, i8* %54, align 1, !llvm.access.group !21
  %158 = extractelement <32 x i8> %131, i64 26
  store i8 %158, i8* %56, align 1, !llvm.access.group !21
  %159 = extractelement <32 x i8> %131, i64 27
  store i8 %159, i8* %58, align 1, !llvm.access.group !21
  %160 = extractelement <32 x i8> %131, i64 28
  store i8 %160, i8* %60, align 1, !llvm.access.group !21
  %161 = extractelement <32 x i8> %131, i64 29
  store i8 %161, i8* %62, align 1, !llvm.access.group !21
  %162 = extractelement <32 x i8> %131, i64 30
  store i8 %162, i8* %64, align 1, !llvm.access.group !21
  %163 = extractelement <32 x i8> %131, i64 31
  store i8 %163, i8* %66, align 1, !llvm.access.group !21
  %index.next = add nuw i64 %index, 32
  %164 = icmp eq i64 %index.next, %n.vec
  br i1 %164, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader6

for.body.preheader6:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader6, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader6 ]
  %arrayidx = getelementptr inbounds i32, i32* %bin, i64 %indvars.iv
  %165 = load i32, i32* %arrayidx, align 4, !llvm.access.group !21
  %idxprom1 = sext i32 %165 to i64
  %arrayidx2 = getelementptr inbounds i8, i8* %h, i64 %idxprom1
  %166 = load i8, i8* %arrayidx2, align 1, !llvm.access.group !21
  %inc = add i8 %166, 1
  store i8 %inc, i8* %arrayidx2, align 1, !llvm.access.group !21
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !24

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*>, i32 immarg, <32 x i1>, <32 x i32>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32>, <32 x i32*>, i32 immarg, <32 x i1>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #5

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float>, <32 x float*>, i32 immarg, <32 x i1>) #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{}
!7 = distinct !{!7, !8, !9, !10}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.parallel_accesses", !6}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = distinct !{!11, !8, !9, !12, !10}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{}
!14 = distinct !{!14, !8, !15, !10}
!15 = !{!"llvm.loop.parallel_accesses", !13}
!16 = distinct !{!16, !8, !15, !12, !10}
!17 = distinct !{}
!18 = distinct !{!18, !8, !19, !10}
!19 = !{!"llvm.loop.parallel_accesses", !17}
!20 = distinct !{!20, !8, !19, !12, !10}
!21 = distinct !{}
!22 = distinct !{!22, !8, !23, !10}
!23 = !{!"llvm.loop.parallel_accesses", !21}
!24 = distinct !{!24, !8, !23, !12, !10}
