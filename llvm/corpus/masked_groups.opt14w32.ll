; ModuleID = '<stdin>'
source_filename = "masked_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, float, float }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cond_pair(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.ph

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
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %m, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = icmp ne <32 x i32> %wide.load, zeroinitializer
  %7 = getelementptr i32, i32* %a, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %8, i32 4, <32 x i1> %6, <32 x i32> poison)
  %9 = shl nuw nsw <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %10 = getelementptr inbounds i32, i32* %out, <32 x i64> %9
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %wide.masked.load, <32 x i32*> %10, i32 4, <32 x i1> %6)
  %11 = getelementptr i32, i32* %b, i64 %index
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.masked.load14 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %12, i32 4, <32 x i1> %6, <32 x i32> poison)
  %13 = or <32 x i64> %9, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %14 = getelementptr inbounds i32, i32* %out, <32 x i64> %13
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %wide.masked.load14, <32 x i32*> %14, i32 4, <32 x i1> %6)
  %index.next = or i64 %index, 32
  %15 = getelementptr inbounds i32, i32* %m, i64 %index.next
  %16 = bitcast i32* %15 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %16, align 4
  %17 = icmp ne <32 x i32> %wide.load.1, zeroinitializer
  %18 = getelementptr i32, i32* %a, i64 %index.next
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.masked.load.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %19, i32 4, <32 x i1> %17, <32 x i32> poison)
  %vec.ind.next = shl <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %20 = add <32 x i64> %vec.ind.next, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %21 = getelementptr inbounds i32, i32* %out, <32 x i64> %20
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %wide.masked.load.1, <32 x i32*> %21, i32 4, <32 x i1> %17)
  %22 = getelementptr i32, i32* %b, i64 %index.next
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.masked.load14.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %23, i32 4, <32 x i1> %17, <32 x i32> poison)
  %24 = or <32 x i64> %20, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %25 = getelementptr inbounds i32, i32* %out, <32 x i64> %24
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %wide.masked.load14.1, <32 x i32*> %25, i32 4, <32 x i1> %17)
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next.1 = add <32 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl <32 x i64> %vec.ind.next.1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <32 x i64> [ <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14, i64 16, i64 18, i64 20, i64 22, i64 24, i64 26, i64 28, i64 30, i64 32, i64 34, i64 36, i64 38, i64 40, i64 42, i64 44, i64 46, i64 48, i64 50, i64 52, i64 54, i64 56, i64 58, i64 60, i64 62>, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %m, i64 %index.unr
  %27 = bitcast i32* %26 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %27, align 4
  %28 = icmp ne <32 x i32> %wide.load.epil, zeroinitializer
  %29 = getelementptr i32, i32* %a, i64 %index.unr
  %30 = bitcast i32* %29 to <32 x i32>*
  %wide.masked.load.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %30, i32 4, <32 x i1> %28, <32 x i32> poison)
  %31 = getelementptr inbounds i32, i32* %out, <32 x i64> %vec.ind.unr
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %wide.masked.load.epil, <32 x i32*> %31, i32 4, <32 x i1> %28)
  %32 = getelementptr i32, i32* %b, i64 %index.unr
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.masked.load14.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %33, i32 4, <32 x i1> %28, <32 x i32> poison)
  %34 = or <32 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %35 = getelementptr inbounds i32, i32* %out, <32 x i64> %34
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %wide.masked.load14.epil, <32 x i32*> %35, i32 4, <32 x i1> %28)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader15, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i32, i32* %m, i64 %indvars.iv
  %36 = load i32, i32* %arrayidx, align 4
  %tobool.not = icmp eq i32 %36, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx2, align 4
  %38 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %38
  store i32 %37, i32* %arrayidx4, align 4
  %arrayidx6 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %39 = load i32, i32* %arrayidx6, align 4
  %40 = or i64 %38, 1
  %arrayidx9 = getelementptr inbounds i32, i32* %out, i64 %40
  store i32 %39, i32* %arrayidx9, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cond_scale3(%struct.point* noalias nocapture noundef %p, float* noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %w, i64 %index
  %1 = bitcast float* %0 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %1, align 4
  %2 = fcmp ogt <32 x float> %wide.load, zeroinitializer
  %3 = getelementptr inbounds %struct.point, %struct.point* %p, <32 x i64> %vec.ind, i32 0
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %3, i32 4, <32 x i1> %2, <32 x float> undef)
  %4 = fmul <32 x float> %wide.load, %wide.masked.gather
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %4, <32 x float*> %3, i32 4, <32 x i1> %2)
  %5 = getelementptr inbounds %struct.point, %struct.point* %p, <32 x i64> %vec.ind, i32 1
  %wide.masked.gather17 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %5, i32 4, <32 x i1> %2, <32 x float> undef)
  %6 = fmul <32 x float> %wide.load, %wide.masked.gather17
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %6, <32 x float*> %5, i32 4, <32 x i1> %2)
  %7 = getelementptr inbounds %struct.point, %struct.point* %p, <32 x i64> %vec.ind, i32 2
  %wide.masked.gather18 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> %2, <32 x float> undef)
  %8 = fmul <32 x float> %wide.load, %wide.masked.gather18
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %8, <32 x float*> %7, i32 4, <32 x i1> %2)
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader19

for.body.preheader19:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader19, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader19 ]
  %arrayidx = getelementptr inbounds float, float* %w, i64 %indvars.iv
  %10 = load float, float* %arrayidx, align 4
  %cmp1 = fcmp ogt float %10, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %x = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv, i32 0
  %11 = load float, float* %x, align 4
  %mul = fmul float %10, %11
  store float %mul, float* %x, align 4
  %y = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv, i32 1
  %12 = load float, float* %y, align 4
  %mul10 = fmul float %10, %12
  store float %mul10, float* %y, align 4
  %z = getelementptr inbounds %struct.point, %struct.point* %p, i64 %indvars.iv, i32 2
  %13 = load float, float* %z, align 4
  %mul15 = fmul float %10, %13
  store float %mul15, float* %z, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tail_pairs(float* noalias nocapture noundef %p, float noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert11 = insertelement <32 x float> poison, float %s, i64 0
  %broadcast.splat12 = shufflevector <32 x float> %broadcast.splatinsert11, <32 x float> poison, <32 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %for.body.preheader.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %4 = icmp ule <32 x i64> %vec.ind, %broadcast.splat
  %5 = shl nuw nsw <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %6 = getelementptr inbounds float, float* %p, <32 x i64> %5
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %6, i32 4, <32 x i1> %4, <32 x float> undef)
  %7 = fmul <32 x float> %wide.masked.gather, %broadcast.splat12
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %7, <32 x float*> %6, i32 4, <32 x i1> %4)
  %8 = or <32 x i64> %5, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %9 = getelementptr inbounds float, float* %p, <32 x i64> %8
  %wide.masked.gather13 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %9, i32 4, <32 x i1> %4, <32 x float> undef)
  %10 = fadd <32 x float> %wide.masked.gather13, %broadcast.splat12
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %10, <32 x float*> %9, i32 4, <32 x i1> %4)
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %11 = icmp ule <32 x i64> %vec.ind.next, %broadcast.splat
  %12 = shl nuw nsw <32 x i64> %vec.ind.next, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %13 = getelementptr inbounds float, float* %p, <32 x i64> %12
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %13, i32 4, <32 x i1> %11, <32 x float> undef)
  %14 = fmul <32 x float> %wide.masked.gather.1, %broadcast.splat12
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %14, <32 x float*> %13, i32 4, <32 x i1> %11)
  %15 = or <32 x i64> %12, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %16 = getelementptr inbounds float, float* %p, <32 x i64> %15
  %wide.masked.gather13.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %16, i32 4, <32 x i1> %11, <32 x float> undef)
  %17 = fadd <32 x float> %wide.masked.gather13.1, %broadcast.splat12
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %17, <32 x float*> %16, i32 4, <32 x i1> %11)
  %vec.ind.next.1 = add <32 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %vector.body, !llvm.loop !13

for.end.loopexit.unr-lcssa:                       ; preds = %vector.body, %for.body.preheader
  %vec.ind.unr = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %for.body.preheader ], [ %vec.ind.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.end.loopexit.unr-lcssa
  %18 = icmp ule <32 x i64> %vec.ind.unr, %broadcast.splat
  %19 = shl nuw nsw <32 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %20 = getelementptr inbounds float, float* %p, <32 x i64> %19
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %20, i32 4, <32 x i1> %18, <32 x float> undef)
  %21 = fmul <32 x float> %wide.masked.gather.epil, %broadcast.splat12
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %21, <32 x float*> %20, i32 4, <32 x i1> %18)
  %22 = or <32 x i64> %19, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %23 = getelementptr inbounds float, float* %p, <32 x i64> %22
  %wide.masked.gather13.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %23, i32 4, <32 x i1> %18, <32 x float> undef)
  %24 = fadd <32 x float> %wide.masked.gather13.epil, %broadcast.splat12
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %24, <32 x float*> %23, i32 4, <32 x i1> %18)
  br label %for.end

for.end:                                          ; preds = %vector.body.epil, %for.end.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tail_copy(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %index = phi i64 [ 0, %for.body.preheader.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert7 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat8 = shufflevector <32 x i64> %broadcast.splatinsert7, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat8, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %4 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds i32, i32* %in, i64 %index
  %6 = bitcast i32* %5 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %6, i32 4, <32 x i1> %4, <32 x i32> poison)
  %7 = add nsw <32 x i32> %wide.masked.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %8 = getelementptr inbounds i32, i32* %out, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %7, <32 x i32>* %9, i32 4, <32 x i1> %4)
  %index.next = or i64 %index, 32
  %broadcast.splatinsert7.1 = insertelement <32 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat8.1 = shufflevector <32 x i64> %broadcast.splatinsert7.1, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv.1 = or <32 x i64> %broadcast.splat8.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %10 = icmp ule <32 x i64> %vec.iv.1, %broadcast.splat
  %11 = getelementptr inbounds i32, i32* %in, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.masked.load.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* nonnull %12, i32 4, <32 x i1> %10, <32 x i32> poison)
  %13 = add nsw <32 x i32> %wide.masked.load.1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %14 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %15 = bitcast i32* %14 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %13, <32 x i32>* %15, i32 4, <32 x i1> %10)
  %index.next.1 = add i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %vector.body, !llvm.loop !14

for.end.loopexit.unr-lcssa:                       ; preds = %vector.body, %for.body.preheader
  %index.unr = phi i64 [ 0, %for.body.preheader ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.end.loopexit.unr-lcssa
  %broadcast.splatinsert7.epil = insertelement <32 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat8.epil = shufflevector <32 x i64> %broadcast.splatinsert7.epil, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv.epil = or <32 x i64> %broadcast.splat8.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %16 = icmp ule <32 x i64> %vec.iv.epil, %broadcast.splat
  %17 = getelementptr inbounds i32, i32* %in, i64 %index.unr
  %18 = bitcast i32* %17 to <32 x i32>*
  %wide.masked.load.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %18, i32 4, <32 x i1> %16, <32 x i32> poison)
  %19 = add nsw <32 x i32> %wide.masked.load.epil, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %20 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %19, <32 x i32>* %21, i32 4, <32 x i1> %16)
  br label %for.end

for.end:                                          ; preds = %vector.body.epil, %for.end.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tail_rgb(i8* noalias nocapture noundef writeonly %gray, i8* noalias nocapture noundef readonly %rgb, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue265, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %pred.store.continue265 ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %for.body.preheader ], [ %vec.ind.next, %pred.store.continue265 ]
  %0 = icmp ule <32 x i64> %vec.ind, %broadcast.splat
  %1 = mul nuw nsw <32 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %2 = extractelement <32 x i1> %0, i64 0
  br i1 %2, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %3 = extractelement <32 x i64> %1, i64 0
  %4 = getelementptr inbounds i8, i8* %rgb, i64 %3
  %5 = load i8, i8* %4, align 1
  %6 = insertelement <32 x i8> poison, i8 %5, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %7 = phi <32 x i8> [ poison, %vector.body ], [ %6, %pred.load.if ]
  %8 = extractelement <32 x i1> %0, i64 1
  br i1 %8, label %pred.load.if14, label %pred.load.continue15

pred.load.if14:                                   ; preds = %pred.load.continue
  %9 = extractelement <32 x i64> %1, i64 1
  %10 = getelementptr inbounds i8, i8* %rgb, i64 %9
  %11 = load i8, i8* %10, align 1
  %12 = insertelement <32 x i8> %7, i8 %11, i64 1
  br label %pred.load.continue15

pred.load.continue15:                             ; preds = %pred.load.if14, %pred.load.continue
  %13 = phi <32 x i8> [ %7, %pred.load.continue ], [ %12, %pred.load.if14 ]
  %14 = extractelement <32 x i1> %0, i64 2
  br i1 %14, label %pred.load.if16, label %pred.load.continue17

pred.load.if16:                                   ; preds = %pred.load.continue15
  %15 = extractelement <32 x i64> %1, i64 2
  %16 = getelementptr inbounds i8, i8* %rgb, i64 %15
  %17 = load i8, i8* %16, align 1
  %18 = insertelement <32 x i8> %13, i8 %17, i64 2
  br label %pred.load.continue17

pred.load.continue17:                             ; preds = %pred.load.if16, %pred.load.continue15
  %19 = phi <32 x i8> [ %13, %pred.load.continue15 ], [ %18, %pred.load.if16 ]
  %20 = extractelement <32 x i1> %0, i64 3
  br i1 %20, label %pred.load.if18, label %pred.load.continue19

pred.load.if18:                                   ; preds = %pred.load.continue17
  %21 = extractelement <32 x i64> %1, i64 3
  %22 = getelementptr inbounds i8, i8* %rgb, i64 %21
  %23 = load i8, i8* %22, align 1
  %24 = insertelement <32 x i8> %19, i8 %23, i64 3
  br label %pred.load.continue19

pred.load.continue19:                             ; preds = %pred.load.if18, %pred.load.continue17
  %25 = phi <32 x i8> [ %19, %pred.load.continue17 ], [ %24, %pred.load.if18 ]
  %26 = extractelement <32 x i1> %0, i64 4
  br i1 %26, label %pred.load.if20, label %pred.load.continue21

pred.load.if20:                                   ; preds = %pred.load.continue19
  %27 = extractelement <32 x i64> %1, i64 4
  %28 = getelementptr inbounds i8, i8* %rgb, i64 %27
  %29 = load i8, i8* %28, align 1
  %30 = insertelement <32 x i8> %25, i8 %29, i64 4
  br label %pred.load.continue21

pred.load.continue21:                             ; preds = %pred.load.if20, %pred.load.continue19
  %31 = phi <32 x i8> [ %25, %pred.load.continue19 ], [ %30, %pred.load.if20 ]
  %32 = extractelement <32 x i1> %0, i64 5
  br i1 %32, label %pred.load.if22, label %pred.load.continue23

pred.load.if22:                                   ; preds = %pred.load.continue21
  %33 = extractelement <32 x i64> %1, i64 5
  %34 = getelementptr inbounds i8, i8* %rgb, i64 %33
  %35 = load i8, i8* %34, align 1
  %36 = insertelement <32 x i8> %31, i8 %35, i64 5
  br label %pred.load.continue23

pred.load.continue23:                             ; preds = %pred.load.if22, %pred.load.continue21
  %37 = phi <32 x i8> [ %31, %pred.load.continue21 ], [ %36, %pred.load.if22 ]
  %38 = extractelement <32 x i1> %0, i64 6
  br i1 %38, label %pred.load.if24, label %pred.load.continue25

pred.load.if24:                                   ; preds = %pred.load.continue23
  %39 = extractelement <32 x i64> %1, i64 6
  %40 = getelementptr inbounds i8, i8* %rgb, i64 %39
  %41 = load i8, i8* %40, align 1
  %42 = insertelement <32 x i8> %37, i8 %41, i64 6
  br label %pred.load.continue25

pred.load.continue25:                             ; preds = %pred.load.if24, %pred.load.continue23
  %43 = phi <32 x i8> [ %37, %pred.load.continue23 ], [ %42, %pred.load.if24 ]
  %44 = extractelement <32 x i1> %0, i64 7
  br i1 %44, label %pred.load.if26, label %pred.load.continue27

pred.load.if26:                                   ; preds = %pred.load.continue25
  %45 = extractelement <32 x i64> %1, i64 7
  %46 = getelementptr inbounds i8, i8* %rgb, i64 %45
  %47 = load i8, i8* %46, align 1
  %48 = insertelement <32 x i8> %43, i8 %47, i64 7
  br label %pred.load.continue27

pred.load.continue27:                             ; preds = %pred.load.if26, %pred.load.continue25
  %49 = phi <32 x i8> [ %43, %pred.load.continue25 ], [ %48, %pred.load.if26 ]
  %50 = extractelement <32 x i1> %0, i64 8
  br i1 %50, label %pred.load.if28, label %pred.load.continue29

pred.load.if28:                                   ; preds = %pred.load.continue27
  %51 = extractelement <32 x i64> %1, i64 8
  %52 = getelementptr inbounds i8, i8* %rgb, i64 %51
  %53 = load i8, i8* %52, align 1
  %54 = insertelement <32 x i8> %49, i8 %53, i64 8
  br label %pred.load.continue29

pred.load.continue29:                             ; preds = %pred.load.if28, %pred.load.continue27
  %55 = phi <32 x i8> [ %49, %pred.load.continue27 ], [ %54, %pred.load.if28 ]
  %56 = extractelement <32 x i1> %0, i64 9
  br i1 %56, label %pred.load.if30, label %pred.load.continue31

pred.load.if30:                                   ; preds = %pred.load.continue29
  %57 = extractelement <32 x i64> %1, i64 9
  %58 = getelementptr inbounds i8, i8* %rgb, i64 %57
  %59 = load i8, i8* %58, align 1
  %60 = insertelement <32 x i8> %55, i8 %59, i64 9
  br label %pred.load.continue31

pred.load.continue31:                             ; preds = %pred.load.if30, %pred.load.continue29
  %61 = phi <32 x i8> [ %55, %pred.load.continue29 ], [ %60, %pred.load.if30 ]
  %62 = extractelement <32 x i1> %0, i64 10
  br i1 %62, label %pred.load.if32, label %pred.load.continue33

pred.load.if32:                                   ; preds = %pred.load.continue31
  %63 = extractelement <32 x i64> %1, i64 10
  %64 = getelementptr inbounds i8, i8* %rgb, i64 %63
  %65 = load i8, i8* %64, align 1
  %66 = insertelement <32 x i8> %61, i8 %65, i64 10
  br label %pred.load.continue33

pred.load.continue33:                             ; preds = %pred.load.if32, %pred.load.continue31
  %67 = phi <32 x i8> [ %61, %pred.load.continue31 ], [ %66, %pred.load.if32 ]
  %68 = extractelement <32 x i1> %0, i64 11
  br i1 %68, label %pred.load.if34, label %pred.load.continue35

pred.load.if34:                                   ; preds = %pred.load.continue33
  %69 = extractelement <32 x i64> %1, i64 11
  %70 = getelementptr inbounds i8, i8* %rgb, i64 %69
  %71 = load i8, i8* %70, align 1
  %72 = insertelement <32 x i8> %67, i8 %71, i64 11
  br label %pred.load.continue35

pred.load.continue35:                             ; preds = %pred.load.if34, %pred.load.continue33
  %73 = phi <32 x i8> [ %67, %pred.load.continue33 ], [ %72, %pred.load.if34 ]
  %74 = extractelement <32 x i1> %0, i64 12
  br i1 %74, label %pred.load.if36, label %pred.load.continue37

pred.load.if36:                                   ; preds = %pred.load.continue35
  %75 = extractelement <32 x i64> %1, i64 12
  %76 = getelementptr inbounds i8, i8* %rgb, i64 %75
  %77 = load i8, i8* %76, align 1
  %78 = insertelement <32 x i8> %73, i8 %77, i64 12
  br label %pred.load.continue37

pred.load.continue37:                             ; preds = %pred.load.if36, %pred.load.continue35
  %79 = phi <32 x i8> [ %73, %pred.load.continue35 ], [ %78, %pred.load.if36 ]
  %80 = extractelement <32 x i1> %0, i64 13
  br i1 %80, label %pred.load.if38, label %pred.load.continue39

pred.load.if38:                                   ; preds = %pred.load.continue37
  %81 = extractelement <32 x i64> %1, i64 13
  %82 = getelementptr inbounds i8, i8* %rgb, i64 %81
  %83 = load i8, i8* %82, align 1
  %84 = insertelement <32 x i8> %79, i8 %83, i64 13
  br label %pred.load.continue39

pred.load.continue39:                             ; preds = %pred.load.if38, %pred.load.continue37
  %85 = phi <32 x i8> [ %79, %pred.load.continue37 ], [ %84, %pred.load.if38 ]
  %86 = extractelement <32 x i1> %0, i64 14
  br i1 %86, label %pred.load.if40, label %pred.load.continue41

pred.load.if40:                                   ; preds = %pred.load.continue39
  %87 = extractelement <32 x i64> %1, i64 14
  %88 = getelementptr inbounds i8, i8* %rgb, i64 %87
  %89 = load i8, i8* %88, align 1
  %90 = insertelement <32 x i8> %85, i8 %89, i64 14
  br label %pred.load.continue41

pred.load.continue41:                             ; preds = %pred.load.if40, %pred.load.continue39
  %91 = phi <32 x i8> [ %85, %pred.load.continue39 ], [ %90, %pred.load.if40 ]
  %92 = extractelement <32 x i1> %0, i64 15
  br i1 %92, label %pred.load.if42, label %pred.load.continue43

pred.load.if42:                                   ; preds = %pred.load.continue41
  %93 = extractelement <32 x i64> %1, i64 15
  %94 = getelementptr inbounds i8, i8* %rgb, i64 %93
  %95 = load i8, i8* %94, align 1
  %96 = insertelement <32 x i8> %91, i8 %95, i64 15
  br label %pred.load.continue43

pred.load.continue43:                             ; preds = %pred.load.if42, %pred.load.continue41
  %97 = phi <32 x i8> [ %91, %pred.load.continue41 ], [ %96, %pred.load.if42 ]
  %98 = extractelement <32 x i1> %0, i64 16
  br i1 %98, label %pred.load.if44, label %pred.load.continue45

pred.load.if44:                                   ; preds = %pred.load.continue43
  %99 = extractelement <32 x i64> %1, i64 16
  %100 = getelementptr inbounds i8, i8* %rgb, i64 %99
  %101 = load i8, i8* %100, align 1
  %102 = insertelement <32 x i8> %97, i8 %101, i64 16
  br label %pred.load.continue45

pred.load.continue45:                             ; preds = %pred.load.if44, %pred.load.continue43
  %103 = phi <32 x i8> [ %97, %pred.load.continue43 ], [ %102, %pred.load.if44 ]
  %104 = extractelement <32 x i1> %0, i64 17
  br i1 %104, label %pred.load.if46, label %pred.load.continue47

pred.load.if46:                                   ; preds = %pred.load.continue45
  %105 = extractelement <32 x i64> %1, i64 17
  %106 = getelementptr inbounds i8, i8* %rgb, i64 %105
  %107 = load i8, i8* %106, align 1
  %108 = insertelement <32 x i8> %103, i8 %107, i64 17
  br label %pred.load.continue47

pred.load.continue47:                             ; preds = %pred.load.if46, %pred.load.continue45
  %109 = phi <32 x i8> [ %103, %pred.load.continue45 ], [ %108, %pred.load.if46 ]
  %110 = extractelement <32 x i1> %0, i64 18
  br i1 %110, label %pred.load.if48, label %pred.load.continue49

pred.load.if48:                                   ; preds = %pred.load.continue47
  %111 = extractelement <32 x i64> %1, i64 18
  %112 = getelementptr inbounds i8, i8* %rgb, i64 %111
  %113 = load i8, i8* %112, align 1
  %114 = insertelement <32 x i8> %109, i8 %113, i64 18
  br label %pred.load.continue49

pred.load.continue49:                             ; preds = %pred.load.if48, %pred.load.continue47
  %115 = phi <32 x i8> [ %109, %pred.load.continue47 ], [ %114, %pred.load.if48 ]
  %116 = extractelement <32 x i1> %0, i64 19
  br i1 %116, label %pred.load.if50, label %pred.load.continue51

pred.load.if50:                                   ; preds = %pred.load.continue49
  %117 = extractelement <32 x i64> %1, i64 19
  %118 = getelementptr inbounds i8, i8* %rgb, i64 %117
  %119 = load i8, i8* %118, align 1
  %120 = insertelement <32 x i8> %115, i8 %119, i64 19
  br label %pred.load.continue51

pred.load.continue51:                             ; preds = %pred.load.if50, %pred.load.continue49
  %121 = phi <32 x i8> [ %115, %pred.load.continue49 ], [ %120, %pred.load.if50 ]
  %122 = extractelement <32 x i1> %0, i64 20
  br i1 %122, label %pred.load.if52, label %pred.load.continue53

pred.load.if52:                                   ; preds = %pred.load.continue51
  %123 = extractelement <32 x i64> %1, i64 20
  %124 = getelementptr inbounds i8, i8* %rgb, i64 %123
  %125 = load i8, i8* %124, align 1
  %126 = insertelement <32 x i8> %121, i8 %125, i64 20
  br label %pred.load.continue53

pred.load.continue53:                             ; preds = %pred.load.if52, %pred.load.continue51
  %127 = phi <32 x i8> [ %121, %pred.load.continue51 ], [ %126, %pred.load.if52 ]
  %128 = extractelement <32 x i1> %0, i64 21
  br i1 %128, label %pred.load.if54, label %pred.load.continue55

pred.load.if54:                                   ; preds = %pred.load.continue53
  %129 = extractelement <32 x i64> %1, i64 21
  %130 = getelementptr inbounds i8, i8* %rgb, i64 %129
  %131 = load i8, i8* %130, align 1
  %132 = insertelement <32 x i8> %127, i8 %131, i64 21
  br label %pred.load.continue55

pred.load.continue55:                             ; preds = %pred.load.if54, %pred.load.continue53
  %133 = phi <32 x i8> [ %127, %pred.load.continue53 ], [ %132, %pred.load.if54 ]
  %134 = extractelement <32 x i1> %0, i64 22
  br i1 %134, label %pred.load.if56, label %pred.load.continue57

pred.load.if56:                                   ; preds = %pred.load.continue55
  %135 = extractelement <32 x i64> %1, i64 22
  %136 = getelementptr inbounds i8, i8* %rgb, i64 %135
  %137 = load i8, i8* %136, align 1
  %138 = insertelement <32 x i8> %133, i8 %137, i64 22
  br label %pred.load.continue57

pred.load.continue57:                             ; preds = %pred.load.if56, %pred.load.continue55
  %139 = phi <32 x i8> [ %133, %pred.load.continue55 ], [ %138, %pred.load.if56 ]
  %140 = extractelement <32 x i1> %0, i64 23
  br i1 %140, label %pred.load.if58, label %pred.load.continue59

pred.load.if58:                                   ; preds = %pred.load.continue57
  %141 = extractelement <32 x i64> %1, i64 23
  %142 = getelementptr inbounds i8, i8* %rgb, i64 %141
  %143 = load i8, i8* %142, align 1
  %144 = insertelement <32 x i8> %139, i8 %143, i64 23
  br label %pred.load.continue59

pred.load.continue59:                             ; preds = %pred.load.if58, %pred.load.continue57
  %145 = phi <32 x i8> [ %139, %pred.load.continue57 ], [ %144, %pred.load.if58 ]
  %146 = extractelement <32 x i1> %0, i64 24
  br i1 %146, label %pred.load.if60, label %pred.load.continue61

pred.load.if60:                                   ; preds = %pred.load.continue59
  %147 = extractelement <32 x i64> %1, i64 24
  %148 = getelementptr inbounds i8, i8* %rgb, i64 %147
  %149 = load i8, i8* %148, align 1
  %150 = insertelement <32 x i8> %145, i8 %149, i64 24
  br label %pred.load.continue61

pred.load.continue61:                             ; preds = %pred.load.if60, %pred.load.continue59
  %151 = phi <32 x i8> [ %145, %pred.load.continue59 ], [ %150, %pred.load.if60 ]
  %152 = extractelement <32 x i1> %0, i64 25
  br i1 %152, label %pred.load.if62, label %pred.load.continue63

pred.load.if62:                                   ; preds = %pred.load.continue61
  %153 = extractelement <32 x i64> %1, i64 25
  %154 = getelementptr inbounds i8, i8* %rgb, i64 %153
  %155 = load i8, i8* %154, align 1
  %156 = insertelement <32 x i8> %151, i8 %155, i64 25
  br label %pred.load.continue63

pred.load.continue63:                             ; preds = %pred.load.if62, %pred.load.continue61
  %157 = phi <32 x i8> [ %151, %pred.load.continue61 ], [ %156, %pred.load.if62 ]
  %158 = extractelement <32 x i1> %0, i64 26
  br i1 %158, label %pred.load.if64, label %pred.load.continue65

pred.load.if64:                                   ; preds = %pred.load.continue63
  %159 = extractelement <32 x i64> %1, i64 26
  %160 = getelementptr inbounds i8, i8* %rgb, i64 %159
  %161 = load i8, i8* %160, align 1
  %162 = insertelement <32 x i8> %157, i8 %161, i64 26
  br label %pred.load.continue65

pred.load.continue65:                             ; preds = %pred.load.if64, %pred.load.continue63
  %163 = phi <32 x i8> [ %157, %pred.load.continue63 ], [ %162, %pred.load.if64 ]
  %164 = extractelement <32 x i1> %0, i64 27
  br i1 %164, label %pred.load.if66, label %pred.load.continue67

pred.load.if66:                                   ; preds = %pred.load.continue65
  %165 = extractelement <32 x i64> %1, i64 27
  %166 = getelementptr inbounds i8, i8* %rgb, i64 %165
  %167 = load i8, i8* %166, align 1
  %168 = insertelement <32 x i8> %163, i8 %167, i64 27
  br label %pred.load.continue67

pred.load.continue67:                             ; preds = %pred.load.if66, %pred.load.continue65
  %169 = phi <32 x i8> [ %163, %pred.load.continue65 ], [ %168, %pred.load.if66 ]
  %170 = extractelement <32 x i1> %0, i64 28
  br i1 %170, label %pred.load.if68, label %pred.load.continue69

pred.load.if68:                                   ; preds = %pred.load.continue67
  %171 = extractelement <32 x i64> %1, i64 28
  %172 = getelementptr inbounds i8, i8* %rgb, i64 %171
  %173 = load i8, i8* %172, align 1
  %174 = insertelement <32 x i8> %169, i8 %173, i64 28
  br label %pred.load.continue69

pred.load.continue69:                             ; preds = %pred.load.if68, %pred.load.continue67
  %175 = phi <32 x i8> [ %169, %pred.load.continue67 ], [ %174, %pred.load.if68 ]
  %176 = extractelement <32 x i1> %0, i64 29
  br i1 %176, label %pred.load.if70, label %pred.load.continue71

pred.load.if70:                                   ; preds = %pred.load.continue69
  %177 = extractelement <32 x i64> %1, i64 29
  %178 = getelementptr inbounds i8, i8* %rgb, i64 %177
  %179 = load i8, i8* %178, align 1
  %180 = insertelement <32 x i8> %175, i8 %179, i64 29
  br label %pred.load.continue71

pred.load.continue71:                             ; preds = %pred.load.if70, %pred.load.continue69
  %181 = phi <32 x i8> [ %175, %pred.load.continue69 ], [ %180, %pred.load.if70 ]
  %182 = extractelement <32 x i1> %0, i64 30
  br i1 %182, label %pred.load.if72, label %pred.load.continue73

pred.load.if72:                                   ; preds = %pred.load.continue71
  %183 = extractelement <32 x i64> %1, i64 30
  %184 = getelementptr inbounds i8, i8* %rgb, i64 %183
  %185 = load i8, i8* %184, align 1
  %186 = insertelement <32 x i8> %181, i8 %185, i64 30
  br label %pred.load.continue73

pred.load.continue73:                             ; preds = %pred.load.if72, %pred.load.continue71
  %187 = phi <32 x i8> [ %181, %pred.load.continue71 ], [ %186, %pred.load.if72 ]
  %188 = extractelement <32 x i1> %0, i64 31
  br i1 %188, label %pred.load.if74, label %pred.load.continue75

pred.load.if74:                                   ; preds = %pred.load.continue73
  %189 = extractelement <32 x i64> %1, i64 31
  %190 = getelementptr inbounds i8, i8* %rgb, i64 %189
  %191 = load i8, i8* %190, align 1
  %192 = insertelement <32 x i8> %187, i8 %191, i64 31
  br label %pred.load.continue75

pred.load.continue75:                             ; preds = %pred.load.if74, %pred.load.continue73
  %193 = phi <32 x i8> [ %187, %pred.load.continue73 ], [ %192, %pred.load.if74 ]
  %194 = zext <32 x i8> %193 to <32 x i16>
  %195 = add nuw nsw <32 x i64> %1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %196 = extractelement <32 x i1> %0, i64 0
  br i1 %196, label %pred.load.if76, label %pred.load.continue77

pred.load.if76:                                   ; preds = %pred.load.continue75
  %197 = extractelement <32 x i64> %195, i64 0
  %198 = getelementptr inbounds i8, i8* %rgb, i64 %197
  %199 = load i8, i8* %198, align 1
  %200 = insertelement <32 x i8> poison, i8 %199, i64 0
  br label %pred.load.continue77

pred.load.continue77:                             ; preds = %pred.load.if76, %pred.load.continue75
  %201 = phi <32 x i8> [ poison, %pred.load.continue75 ], [ %200, %pred.load.if76 ]
  %202 = extractelement <32 x i1> %0, i64 1
  br i1 %202, label %pred.load.if78, label %pred.load.continue79

pred.load.if78:                                   ; preds = %pred.load.continue77
  %203 = extractelement <32 x i64> %195, i64 1
  %204 = getelementptr inbounds i8, i8* %rgb, i64 %203
  %205 = load i8, i8* %204, align 1
  %206 = insertelement <32 x i8> %201, i8 %205, i64 1
  br label %pred.load.continue79

pred.load.continue79:                             ; preds = %pred.load.if78, %pred.load.continue77
  %207 = phi <32 x i8> [ %201, %pred.load.continue77 ], [ %206, %pred.load.if78 ]
  %208 = extractelement <32 x i1> %0, i64 2
  br i1 %208, label %pred.load.if80, label %pred.load.continue81

pred.load.if80:                                   ; preds = %pred.load.continue79
  %209 = extractelement <32 x i64> %195, i64 2
  %210 = getelementptr inbounds i8, i8* %rgb, i64 %209
  %211 = load i8, i8* %210, align 1
  %212 = insertelement <32 x i8> %207, i8 %211, i64 2
  br label %pred.load.continue81

pred.load.continue81:                             ; preds = %pred.load.if80, %pred.load.continue79
  %213 = phi <32 x i8> [ %207, %pred.load.continue79 ], [ %212, %pred.load.if80 ]
  %214 = extractelement <32 x i1> %0, i64 3
  br i1 %214, label %pred.load.if82, label %pred.load.continue83

pred.load.if82:                                   ; preds = %pred.load.continue81
  %215 = extractelement <32 x i64> %195, i64 3
  %216 = getelementptr inbounds i8, i8* %rgb, i64 %215
  %217 = load i8, i8* %216, align 1
  %218 = insertelement <32 x i8> %213, i8 %217, i64 3
  br label %pred.load.continue83

pred.load.continue83:                             ; preds = %pred.load.if82, %pred.load.continue81
  %219 = phi <32 x i8> [ %213, %pred.load.continue81 ], [ %218, %pred.load.if82 ]
  %220 = extractelement <32 x i1> %0, i64 4
  br i1 %220, label %pred.load.if84, label %pred.load.continue85

pred.load.if84:                                   ; preds = %pred.load.continue83
  %221 = extractelement <32 x i64> %195, i64 4
  %222 = getelementptr inbounds i8, i8* %rgb, i64 %221
  %223 = load i8, i8* %222, align 1
  %224 = insertelement <32 x i8> %219, i8 %223, i64 4
  br label %pred.load.continue85

pred.load.continue85:                             ; preds = %pred.load.if84, %pred.load.continue83
  %225 = phi <32 x i8> [ %219, %pred.load.continue83 ], [ %224, %pred.load.if84 ]
  %226 = extractelement <32 x i1> %0, i64 5
  br i1 %226, label %pred.load.if86, label %pred.load.continue87

pred.load.if86:                                   ; preds = %pred.load.continue85
  %227 = extractelement <32 x i64> %195, i64 5
  %228 = getelementptr inbounds i8, i8* %rgb, i64 %227
  %229 = load i8, i8* %228, align 1
  %230 = insertelement <32 x i8> %225, i8 %229, i64 5
  br label %pred.load.continue87

pred.load.continue87:                             ; preds = %pred.load.if86, %pred.load.continue85
  %231 = phi <32 x i8> [ %225, %pred.load.continue85 ], [ %230, %pred.load.if86 ]
  %232 = extractelement <32 x i1> %0, i64 6
  br i1 %232, label %pred.load.if88, label %pred.load.continue89

pred.load.if88:                                   ; preds = %pred.load.continue87
  %233 = extractelement <32 x i64> %195, i64 6
  %234 = getelementptr inbounds i8, i8* %rgb, i64 %233
  %235 = load i8, i8* %234, align 1
  %236 = insertelement <32 x i8> %231, i8 %235, i64 6
  br label %pred.load.continue89

pred.load.continue89:                             ; preds = %pred.load.if88, %pred.load.continue87
  %237 = phi <32 x i8> [ %231, %pred.load.continue87 ], [ %236, %pred.load.if88 ]
  %238 = extractelement <32 x i1> %0, i64 7
  br i1 %238, label %pred.load.if90, label %pred.load.continue91

pred.load.if90:                                   ; preds = %pred.load.continue89
  %239 = extractelement <32 x i64> %195, i64 7
  %240 = getelementptr inbounds i8, i8* %rgb, i64 %239
  %241 = load i8, i8* %240, align 1
  %242 = insertelement <32 x i8> %237, i8 %241, i64 7
  br label %pred.load.continue91

pred.load.continue91:                             ; preds = %pred.load.if90, %pred.load.continue89
  %243 = phi <32 x i8> [ %237, %pred.load.continue89 ], [ %242, %pred.load.if90 ]
  %244 = extractelement <32 x i1> %0, i64 8
  br i1 %244, label %pred.load.if92, label %pred.load.continue93

pred.load.if92:                                   ; preds = %pred.load.continue91
  %245 = extractelement <32 x i64> %195, i64 8
  %246 = getelementptr inbounds i8, i8* %rgb, i64 %245
  %247 = load i8, i8* %246, align 1
  %248 = insertelement <32 x i8> %243, i8 %247, i64 8
  br label %pred.load.continue93

pred.load.continue93:                             ; preds = %pred.load.if92, %pred.load.continue91
  %249 = phi <32 x i8> [ %243, %pred.load.continue91 ], [ %248, %pred.load.if92 ]
  %250 = extractelement <32 x i1> %0, i64 9
  br i1 %250, label %pred.load.if94, label %pred.load.continue95

pred.load.if94:                                   ; preds = %pred.load.continue93
  %251 = extractelement <32 x i64> %195, i64 9
  %252 = getelementptr inbounds i8, i8* %rgb, i64 %251
  %253 = load i8, i8* %252, align 1
  %254 = insertelement <32 x i8> %249, i8 %253, i64 9
  br label %pred.load.continue95

pred.load.continue95:                             ; preds = %pred.load.if94, %pred.load.continue93
  %255 = phi <32 x i8> [ %249, %pred.load.continue93 ], [ %254, %pred.load.if94 ]
  %256 = extractelement <32 x i1> %0, i64 10
  br i1 %256, label %pred.load.if96, label %pred.load.continue97

pred.load.if96:                                   ; preds = %pred.load.continue95
  %257 = extractelement <32 x i64> %195, i64 10
  %258 = getelementptr inbounds i8, i8* %rgb, i64 %257
  %259 = load i8, i8* %258, align 1
  %260 = insertelement <32 x i8> %255, i8 %259, i64 10
  br label %pred.load.continue97

pred.load.continue97:                             ; preds = %pred.load.if96, %pred.load.continue95
  %261 = phi <32 x i8> [ %255, %pred.load.continue95 ], [ %260, %pred.load.if96 ]
  %262 = extractelement <32 x i1> %0, i64 11
  br i1 %262, label %pred.load.if98, label %pred.load.continue99

pred.load.if98:                                   ; preds = %pred.load.continue97
  %263 = extractelement <32 x i64> %195, i64 11
  %264 = getelementptr inbounds i8, i8* %rgb, i64 %263
  %265 = load i8, i8* %264, align 1
  %266 = insertelement <32 x i8> %261, i8 %265, i64 11
  br label %pred.load.continue99

pred.load.continue99:                             ; preds = %pred.load.if98, %pred.load.continue97
  %267 = phi <32 x i8> [ %261, %pred.load.continue97 ], [ %266, %pred.load.if98 ]
  %268 = extractelement <32 x i1> %0, i64 12
  br i1 %268, label %pred.load.if100, label %pred.load.continue101

pred.load.if100:                                  ; preds = %pred.load.continue99
  %269 = extractelement <32 x i64> %195, i64 12
  %270 = getelementptr inbounds i8, i8* %rgb, i64 %269
  %271 = load i8, i8* %270, align 1
  %272 = insertelement <32 x i8> %267, i8 %271, i64 12
  br label %pred.load.continue101

pred.load.continue101:                            ; preds = %pred.load.if100, %pred.load.continue99
  %273 = phi <32 x i8> [ %267, %pred.load.continue99 ], [ %272, %pred.load.if100 ]
  %274 = extractelement <32 x i1> %0, i64 13
  br i1 %274, label %pred.load.if102, label %pred.load.continue103

pred.load.if102:                                  ; preds = %pred.load.continue101
  %275 = extractelement <32 x i64> %195, i64 13
  %276 = getelementptr inbounds i8, i8* %rgb, i64 %275
  %277 = load i8, i8* %276, align 1
  %278 = insertelement <32 x i8> %273, i8 %277, i64 13
  br label %pred.load.continue103

pred.load.continue103:                            ; preds = %pred.load.if102, %pred.load.continue101
  %279 = phi <32 x i8> [ %273, %pred.load.continue101 ], [ %278, %pred.load.if102 ]
  %280 = extractelement <32 x i1> %0, i64 14
  br i1 %280, label %pred.load.if104, label %pred.load.continue105

pred.load.if104:                                  ; preds = %pred.load.continue103
  %281 = extractelement <32 x i64> %195, i64 14
  %282 = getelementptr inbounds i8, i8* %rgb, i64 %281
  %283 = load i8, i8* %282, align 1
  %284 = insertelement <32 x i8> %279, i8 %283, i64 14
  br label %pred.load.continue105

pred.load.continue105:                            ; preds = %pred.load.if104, %pred.load.continue103
  %285 = phi <32 x i8> [ %279, %pred.load.continue103 ], [ %284, %pred.load.if104 ]
  %286 = extractelement <32 x i1> %0, i64 15
  br i1 %286, label %pred.load.if106, label %pred.load.continue107

pred.load.if106:                                  ; preds = %pred.load.continue105
  %287 = extractelement <32 x i64> %195, i64 15
  %288 = getelementptr inbounds i8, i8* %rgb, i64 %287
  %289 = load i8, i8* %288, align 1
  %290 = insertelement <32 x i8> %285, i8 %289, i64 15
  br label %pred.load.continue107

pred.load.continue107:                            ; preds = %pred.load.if106, %pred.load.continue105
  %291 = phi <32 x i8> [ %285, %pred.load.continue105 ], [ %290, %pred.load.if106 ]
  %292 = extractelement <32 x i1> %0, i64 16
  br i1 %292, label %pred.load.if108, label %pred.load.continue109

pred.load.if108:                                  ; preds = %pred.load.continue107
  %293 = extractelement <32 x i64> %195, i64 16
  %294 = getelementptr inbounds i8, i8* %rgb, i64 %293
  %295 = load i8, i8* %294, align 1
  %296 = insertelement <32 x i8> %291, i8 %295, i64 16
  br label %pred.load.continue109

pred.load.continue109:                            ; preds = %pred.load.if108, %pred.load.continue107
  %297 = phi <32 x i8> [ %291, %pred.load.continue107 ], [ %296, %pred.load.if108 ]
  %298 = extractelement <32 x i1> %0, i64 17
  br i1 %298, label %pred.load.if110, label %pred.load.continue111

pred.load.if110:                                  ; preds = %pred.load.continue109
  %299 = extractelement <32 x i64> %195, i64 17
  %300 = getelementptr inbounds i8, i8* %rgb, i64 %299
  %301 = load i8, i8* %300, align 1
  %302 = insertelement <32 x i8> %297, i8 %301, i64 17
  br label %pred.load.continue111

pred.load.continue111:                            ; preds = %pred.load.if110, %pred.load.continue109
  %303 = phi <32 x i8> [ %297, %pred.load.continue109 ], [ %302, %pred.load.if110 ]
  %304 = extractelement <32 x i1> %0, i64 18
  br i1 %304, label %pred.load.if112, label %pred.load.continue113

pred.load.if112:                                  ; preds = %pred.load.continue111
  %305 = extractelement <32 x i64> %195, i64 18
  %306 = getelementptr inbounds i8, i8* %rgb, i64 %305
  %307 = load i8, i8* %306, align 1
  %308 = insertelement <32 x i8> %303, i8 %307, i64 18
  br label %pred.load.continue113

pred.load.continue113:                            ; preds = %pred.load.if112, %pred.load.continue111
  %309 = phi <32 x i8> [ %303, %pred.load.continue111 ], [ %308, %pred.load.if112 ]
  %310 = extractelement <32 x i1> %0, i64 19
  br i1 %310, label %pred.load.if114, label %pred.load.continue115

pred.load.if114:                                  ; preds = %pred.load.continue113
  %311 = extractelement <32 x i64> %195, i64 19
  %312 = getelementptr inbounds i8, i8* %rgb, i64 %311
  %313 = load i8, i8* %312, align 1
  %314 = insertelement <32 x i8> %309, i8 %313, i64 19
  br label %pred.load.continue115

pred.load.continue115:                            ; preds = %pred.load.if114, %pred.load.continue113
  %315 = phi <32 x i8> [ %309, %pred.load.continue113 ], [ %314, %pred.load.if114 ]
  %316 = extractelement <32 x i1> %0, i64 20
  br i1 %316, label %pred.load.if116, label %pred.load.continue117

pred.load.if116:                                  ; preds = %pred.load.continue115
  %317 = extractelement <32 x i64> %195, i64 20
  %318 = getelementptr inbounds i8, i8* %rgb, i64 %317
  %319 = load i8, i8* %318, align 1
  %320 = insertelement <32 x i8> %315, i8 %319, i64 20
  br label %pred.load.continue117

pred.load.continue117:                            ; preds = %pred.load.if116, %pred.load.continue115
  %321 = phi <32 x i8> [ %315, %pred.load.continue115 ], [ %320, %pred.load.if116 ]
  %322 = extractelement <32 x i1> %0, i64 21
  br i1 %322, label %pred.load.if118, label %pred.load.continue119

pred.load.if118:                                  ; preds = %pred.load.continue117
  %323 = extractelement <32 x i64> %195, i64 21
  %324 = getelementptr inbounds i8, i8* %rgb, i64 %323
  %325 = load i8, i8* %324, align 1
  %326 = insertelement <32 x i8> %321, i8 %325, i64 21
  br label %pred.load.continue119

pred.load.continue119:                            ; preds = %pred.load.if118, %pred.load.continue117
  %327 = phi <32 x i8> [ %321, %pred.load.continue117 ], [ %326, %pred.load.if118 ]
  %328 = extractelement <32 x i1> %0, i64 22
  br i1 %328, label %pred.load.if120, label %pred.load.continue121

pred.load.if120:                                  ; preds = %pred.load.continue119
  %329 = extractelement <32 x i64> %195, i64 22
  %330 = getelementptr inbounds i8, i8* %rgb, i64 %329
  %331 = load i8, i8* %330, align 1
  %332 = insertelement <32 x i8> %327, i8 %331, i64 22
  br label %pred.load.continue121

pred.load.continue121:                            ; preds = %pred.load.if120, %pred.load.continue119
  %333 = phi <32 x i8> [ %327, %pred.load.continue119 ], [ %332, %pred.load.if120 ]
  %334 = extractelement <32 x i1> %0, i64 23
  br i1 %334, label %pred.load.if122, label %pred.load.continue123

pred.load.if122:                                  ; preds = %pred.load.continue121
  %335 = extractelement <32 x i64> %195, i64 23
  %336 = getelementptr inbounds i8, i8* %rgb, i64 %335
  %337 = load i8, i8* %336, align 1
  %338 = insertelement <32 x i8> %333, i8 %337, i64 23
  br label %pred.load.continue123

pred.load.continue123:                            ; preds = %pred.load.if122, %pred.load.continue121
  %339 = phi <32 x i8> [ %333, %pred.load.continue121 ], [ %338, %pred.load.if122 ]
  %340 = extractelement <32 x i1> %0, i64 24
  br i1 %340, label %pred.load.if124, label %pred.load.continue125

pred.load.if124:                                  ; preds = %pred.load.continue123
  %341 = extractelement <32 x i64> %195, i64 24
  %342 = getelementptr inbounds i8, i8* %rgb, i64 %341
  %343 = load i8, i8* %342, align 1
  %344 = insertelement <32 x i8> %339, i8 %343, i64 24
  br label %pred.load.continue125

pred.load.continue125:                            ; preds = %pred.load.if124, %pred.load.continue123
  %345 = phi <32 x i8> [ %339, %pred.load.continue123 ], [ %344, %pred.load.if124 ]
  %346 = extractelement <32 x i1> %0, i64 25
  br i1 %346, label %pred.load.if126, label %pred.load.continue127

pred.load.if126:                                  ; preds = %pred.load.continue125
  %347 = extractelement <32 x i64> %195, i64 25
  %348 = getelementptr inbounds i8, i8* %rgb, i64 %347
  %349 = load i8, i8* %348, align 1
  %350 = insertelement <32 x i8> %345, i8 %349, i64 25
  br label %pred.load.continue127

pred.load.continue127:                            ; preds = %pred.load.if126, %pred.load.continue125
  %351 = phi <32 x i8> [ %345, %pred.load.continue125 ], [ %350, %pred.load.if126 ]
  %352 = extractelement <32 x i1> %0, i64 26
  br i1 %352, label %pred.load.if128, label %pred.load.continue129

pred.load.if128:                                  ; preds = %pred.load.continue127
  %353 = extractelement <32 x i64> %195, i64 26
  %354 = getelementptr inbounds i8, i8* %rgb, i64 %353
  %355 = load i8, i8* %354, align 1
  %356 = insertelement <32 x i8> %351, i8 %355, i64 26
  br label %pred.load.continue129

pred.load.continue129:                            ; preds = %pred.load.if128, %pred.load.continue127
  %357 = phi <32 x i8> [ %351, %pred.load.continue127 ], [ %356, %pred.load.if128 ]
  %358 = extractelement <32 x i1> %0, i64 27
  br i1 %358, label %pred.load.if130, label %pred.load.continue131

pred.load.if130:                                  ; preds = %pred.load.continue129
  %359 = extractelement <32 x i64> %195, i64 27
  %360 = getelementptr inbounds i8, i8* %rgb, i64 %359
  %361 = load i8, i8* %360, align 1
  %362 = insertelement <32 x i8> %357, i8 %361, i64 27
  br label %pred.load.continue131

pred.load.continue131:                            ; preds = %pred.load.if130, %pred.load.continue129
  %363 = phi <32 x i8> [ %357, %pred.load.continue129 ], [ %362, %pred.load.if130 ]
  %364 = extractelement <32 x i1> %0, i64 28
  br i1 %364, label %pred.load.if132, label %pred.load.continue133

pred.load.if132:                                  ; preds = %pred.load.continue131
  %365 = extractelement <32 x i64> %195, i64 28
  %366 = getelementptr inbounds i8, i8* %rgb, i64 %365
  %367 = load i8, i8* %366, align 1
  %368 = insertelement <32 x i8> %363, i8 %367, i64 28
  br label %pred.load.continue133

pred.load.continue133:                            ; preds = %pred.load.if132, %pred.load.continue131
  %369 = phi <32 x i8> [ %363, %pred.load.continue131 ], [ %368, %pred.load.if132 ]
  %370 = extractelement <32 x i1> %0, i64 29
  br i1 %370, label %pred.load.if134, label %pred.load.continue135

pred.load.if134:                                  ; preds = %pred.load.continue133
  %371 = extractelement <32 x i64> %195, i64 29
  %372 = getelementptr inbounds i8, i8* %rgb, i64 %371
  %373 = load i8, i8* %372, align 1
  %374 = insertelement <32 x i8> %369, i8 %373, i64 29
  br label %pred.load.continue135

pred.load.continue135:                            ; preds = %pred.load.if134, %pred.load.continue133
  %375 = phi <32 x i8> [ %369, %pred.load.continue133 ], [ %374, %pred.load.if134 ]
  %376 = extractelement <32 x i1> %0, i64 30
  br i1 %376, label %pred.load.if136, label %pred.load.continue137

pred.load.if136:                                  ; preds = %pred.load.continue135
  %377 = extractelement <32 x i64> %195, i64 30
  %378 = getelementptr inbounds i8, i8* %rgb, i64 %377
  %379 = load i8, i8* %378, align 1
  %380 = insertelement <32 x i8> %375, i8 %379, i64 30
  br label %pred.load.continue137

pred.load.continue137:                            ; preds = %pred.load.if136, %pred.load.continue135
  %381 = phi <32 x i8> [ %375, %pred.load.continue135 ], [ %380, %pred.load.if136 ]
  %382 = extractelement <32 x i1> %0, i64 31
  br i1 %382, label %pred.load.if138, label %pred.load.continue139

pred.load.if138:                                  ; preds = %pred.load.continue137
  %383 = extractelement <32 x i64> %195, i64 31
  %384 = getelementptr inbounds i8, i8* %rgb, i64 %383
  %385 = load i8, i8* %384, align 1
  %386 = insertelement <32 x i8> %381, i8 %385, i64 31
  br label %pred.load.continue139

pred.load.continue139:                            ; preds = %pred.load.if138, %pred.load.continue137
  %387 = phi <32 x i8> [ %381, %pred.load.continue137 ], [ %386, %pred.load.if138 ]
  %388 = zext <32 x i8> %387 to <32 x i16>
  %389 = shl nuw nsw <32 x i16> %388, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %390 = add nuw nsw <32 x i16> %389, %194
  %391 = add nuw nsw <32 x i64> %1, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %392 = extractelement <32 x i1> %0, i64 0
  br i1 %392, label %pred.load.if140, label %pred.load.continue141

pred.load.if140:                                  ; preds = %pred.load.continue139
  %393 = extractelement <32 x i64> %391, i64 0
  %394 = getelementptr inbounds i8, i8* %rgb, i64 %393
  %395 = load i8, i8* %394, align 1
  %396 = insertelement <32 x i8> poison, i8 %395, i64 0
  br label %pred.load.continue141

pred.load.continue141:                            ; preds = %pred.load.if140, %pred.load.continue139
  %397 = phi <32 x i8> [ poison, %pred.load.continue139 ], [ %396, %pred.load.if140 ]
  %398 = extractelement <32 x i1> %0, i64 1
  br i1 %398, label %pred.load.if142, label %pred.load.continue143

pred.load.if142:                                  ; preds = %pred.load.continue141
  %399 = extractelement <32 x i64> %391, i64 1
  %400 = getelementptr inbounds i8, i8* %rgb, i64 %399
  %401 = load i8, i8* %400, align 1
  %402 = insertelement <32 x i8> %397, i8 %401, i64 1
  br label %pred.load.continue143

pred.load.continue143:                            ; preds = %pred.load.if142, %pred.load.continue141
  %403 = phi <32 x i8> [ %397, %pred.load.continue141 ], [ %402, %pred.load.if142 ]
  %404 = extractelement <32 x i1> %0, i64 2
  br i1 %404, label %pred.load.if144, label %pred.load.continue145

pred.load.if144:                                  ; preds = %pred.load.continue143
  %405 = extractelement <32 x i64> %391, i64 2
  %406 = getelementptr inbounds i8, i8* %rgb, i64 %405
  %407 = load i8, i8* %406, align 1
  %408 = insertelement <32 x i8> %403, i8 %407, i64 2
  br label %pred.load.continue145

pred.load.continue145:                            ; preds = %pred.load.if144, %pred.load.continue143
  %409 = phi <32 x i8> [ %403, %pred.load.continue143 ], [ %408, %pred.load.if144 ]
  %410 = extractelement <32 x i1> %0, i64 3
  br i1 %410, label %pred.load.if146, label %pred.load.continue147

pred.load.if146:                                  ; preds = %pred.load.continue145
  %411 = extractelement <32 x i64> %391, i64 3
  %412 = getelementptr inbounds i8, i8* %rgb, i64 %411
  %413 = load i8, i8* %412, align 1
  %414 = insertelement <32 x i8> %409, i8 %413, i64 3
  br label %pred.load.continue147

pred.load.continue147:                            ; preds = %pred.load.if146, %pred.load.continue145
  %415 = phi <32 x i8> [ %409, %pred.load.continue145 ], [ %414, %pred.load.if146 ]
  %416 = extractelement <32 x i1> %0, i64 4
  br i1 %416, label %pred.load.if148, label %pred.load.continue149

pred.load.if148:                                  ; preds = %pred.load.continue147
  %417 = extractelement <32 x i64> %391, i64 4
  %418 = getelementptr inbounds i8, i8* %rgb, i64 %417
  %419 = load i8, i8* %418, align 1
  %420 = insertelement <32 x i8> %415, i8 %419, i64 4
  br label %pred.load.continue149

pred.load.continue149:                            ; preds = %pred.load.if148, %pred.load.continue147
  %421 = phi <32 x i8> [ %415, %pred.load.continue147 ], [ %420, %pred.load.if148 ]
  %422 = extractelement <32 x i1> %0, i64 5
  br i1 %422, label %pred.load.if150, label %pred.load.continue151

pred.load.if150:                                  ; preds = %pred.load.continue149
  %423 = extractelement <32 x i64> %391, i64 5
  %424 = getelementptr inbounds i8, i8* %rgb, i64 %423
  %425 = load i8, i8* %424, align 1
  %426 = insertelement <32 x i8> %421, i8 %425, i64 5
  br label %pred.load.continue151

pred.load.continue151:                            ; preds = %pred.load.if150, %pred.load.continue149
  %427 = phi <32 x i8> [ %421, %pred.load.continue149 ], [ %426, %pred.load.if150 ]
  %428 = extractelement <32 x i1> %0, i64 6
  br i1 %428, label %pred.load.if152, label %pred.load.continue153

pred.load.if152:                                  ; preds = %pred.load.continue151
  %429 = extractelement <32 x i64> %391, i64 6
  %430 = getelementptr inbounds i8, i8* %rgb, i64 %429
  %431 = load i8, i8* %430, align 1
  %432 = insertelement <32 x i8> %427, i8 %431, i64 6
  br label %pred.load.continue153

pred.load.continue153:                            ; preds = %pred.load.if152, %pred.load.continue151
  %433 = phi <32 x i8> [ %427, %pred.load.continue151 ], [ %432, %pred.load.if152 ]
  %434 = extractelement <32 x i1> %0, i64 7
  br i1 %434, label %pred.load.if154, label %pred.load.continue155

pred.load.if154:                                  ; preds = %pred.load.continue153
  %435 = extractelement <32 x i64> %391, i64 7
  %436 = getelementptr inbounds i8, i8* %rgb, i64 %435
  %437 = load i8, i8* %436, align 1
  %438 = insertelement <32 x i8> %433, i8 %437, i64 7
  br label %pred.load.continue155

pred.load.continue155:                            ; preds = %pred.load.if154, %pred.load.continue153
  %439 = phi <32 x i8> [ %433, %pred.load.continue153 ], [ %438, %pred.load.if154 ]
  %440 = extractelement <32 x i1> %0, i64 8
  br i1 %440, label %pred.load.if156, label %pred.load.continue157

pred.load.if156:                                  ; preds = %pred.load.continue155
  %441 = extractelement <32 x i64> %391, i64 8
  %442 = getelementptr inbounds i8, i8* %rgb, i64 %441
  %443 = load i8, i8* %442, align 1
  %444 = insertelement <32 x i8> %439, i8 %443, i64 8
  br label %pred.load.continue157

pred.load.continue157:                            ; preds = %pred.load.if156, %pred.load.continue155
  %445 = phi <32 x i8> [ %439, %pred.load.continue155 ], [ %444, %pred.load.if156 ]
  %446 = extractelement <32 x i1> %0, i64 9
  br i1 %446, label %pred.load.if158, label %pred.load.continue159

pred.load.if158:                                  ; preds = %pred.load.continue157
  %447 = extractelement <32 x i64> %391, i64 9
  %448 = getelementptr inbounds i8, i8* %rgb, i64 %447
  %449 = load i8, i8* %448, align 1
  %450 = insertelement <32 x i8> %445, i8 %449, i64 9
  br label %pred.load.continue159

pred.load.continue159:                            ; preds = %pred.load.if158, %pred.load.continue157
  %451 = phi <32 x i8> [ %445, %pred.load.continue157 ], [ %450, %pred.load.if158 ]
  %452 = extractelement <32 x i1> %0, i64 10
  br i1 %452, label %pred.load.if160, label %pred.load.continue161

pred.load.if160:                                  ; preds = %pred.load.continue159
  %453 = extractelement <32 x i64> %391, i64 10
  %454 = getelementptr inbounds i8, i8* %rgb, i64 %453
  %455 = load i8, i8* %454, align 1
  %456 = insertelement <32 x i8> %451, i8 %455, i64 10
  br label %pred.load.continue161

pred.load.continue161:                            ; preds = %pred.load.if160, %pred.load.continue159
  %457 = phi <32 x i8> [ %451, %pred.load.continue159 ], [ %456, %pred.load.if160 ]
  %458 = extractelement <32 x i1> %0, i64 11
  br i1 %458, label %pred.load.if162, label %pred.load.continue163

pred.load.if162:                                  ; preds = %pred.load.continue161
  %459 = extractelement <32 x i64> %391, i64 11
  %460 = getelementptr inbounds i8, i8* %rgb, i64 %459
  %461 = load i8, i8* %460, align 1
  %462 = insertelement <32 x i8> %457, i8 %461, i64 11
  br label %pred.load.continue163

pred.load.continue163:                            ; preds = %pred.load.if162, %pred.load.continue161
  %463 = phi <32 x i8> [ %457, %pred.load.continue161 ], [ %462, %pred.load.if162 ]
  %464 = extractelement <32 x i1> %0, i64 12
  br i1 %464, label %pred.load.if164, label %pred.load.continue165

pred.load.if164:                                  ; preds = %pred.load.continue163
  %465 = extractelement <32 x i64> %391, i64 12
  %466 = getelementptr inbounds i8, i8* %rgb, i64 %465
  %467 = load i8, i8* %466, align 1
  %468 = insertelement <32 x i8> %463, i8 %467, i64 12
  br label %pred.load.continue165

pred.load.continue165:                            ; preds = %pred.load.if164, %pred.load.continue163
  %469 = phi <32 x i8> [ %463, %pred.load.continue163 ], [ %468, %pred.load.if164 ]
  %470 = extractelement <32 x i1> %0, i64 13
  br i1 %470, label %pred.load.if166, label %pred.load.continue167

pred.load.if166:                                  ; preds = %pred.load.continue165
  %471 = extractelement <32 x i64> %391, i64 13
  %472 = getelementptr inbounds i8, i8* %rgb, i64 %471
  %473 = load i8, i8* %472, align 1
  %474 = insertelement <32 x i8> %469, i8 %473, i64 13
  br label %pred.load.continue167

pred.load.continue167:                            ; preds = %pred.load.if166, %pred.load.continue165
  %475 = phi <32 x i8> [ %469, %pred.load.continue165 ], [ %474, %pred.load.if166 ]
  %476 = extractelement <32 x i1> %0, i64 14
  br i1 %476, label %pred.load.if168, label %pred.load.continue169

pred.load.if168:                                  ; preds = %pred.load.continue167
  %477 = extractelement <32 x i64> %391, i64 14
  %478 = getelementptr inbounds i8, i8* %rgb, i64 %477
  %479 = load i8, i8* %478, align 1
  %480 = insertelement <32 x i8> %475, i8 %479, i64 14
  br label %pred.load.continue169

pred.load.continue169:                            ; preds = %pred.load.if168, %pred.load.continue167
  %481 = phi <32 x i8> [ %475, %pred.load.continue167 ], [ %480, %pred.load.if168 ]
  %482 = extractelement <32 x i1> %0, i64 15
  br i1 %482, label %pred.load.if170, label %pred.load.continue171

pred.load.if170:                                  ; preds = %pred.load.continue169
  %483 = extractelement <32 x i64> %391, i64 15
  %484 = getelementptr inbounds i8, i8* %rgb, i64 %483
  %485 = load i8, i8* %484, align 1
  %486 = insertelement <32 x i8> %481, i8 %485, i64 15
  br label %pred.load.continue171

pred.load.continue171:                            ; preds = %pred.load.if170, %pred.load.continue169
  %487 = phi <32 x i8> [ %481, %pred.load.continue169 ], [ %486, %pred.load.if170 ]
  %488 = extractelement <32 x i1> %0, i64 16
  br i1 %488, label %pred.load.if172, label %pred.load.continue173

pred.load.if172:                                  ; preds = %pred.load.continue171
  %489 = extractelement <32 x i64> %391, i64 16
  %490 = getelementptr inbounds i8, i8* %rgb, i64 %489
  %491 = load i8, i8* %490, align 1
  %492 = insertelement <32 x i8> %487, i8 %491, i64 16
  br label %pred.load.continue173

pred.load.continue173:                            ; preds = %pred.load.if172, %pred.load.continue171
  %493 = phi <32 x i8> [ %487, %pred.load.continue171 ], [ %492, %pred.load.if172 ]
  %494 = extractelement <32 x i1> %0, i64 17
  br i1 %494, label %pred.load.if174, label %pred.load.continue175

pred.load.if174:                                  ; preds = %pred.load.continue173
  %495 = extractelement <32 x i64> %391, i64 17
  %496 = getelementptr inbounds i8, i8* %rgb, i64 %495
  %497 = load i8, i8* %496, align 1
  %498 = insertelement <32 x i8> %493, i8 %497, i64 17
  br label %pred.load.continue175

pred.load.continue175:                            ; preds = %pred.load.if174, %pred.load.continue173
  %499 = phi <32 x i8> [ %493, %pred.load.continue173 ], [ %498, %pred.load.if174 ]
  %500 = extractelement <32 x i1> %0, i64 18
  br i1 %500, label %pred.load.if176, label %pred.load.continue177

pred.load.if176:                                  ; preds = %pred.load.continue175
  %501 = extractelement <32 x i64> %391, i64 18
  %502 = getelementptr inbounds i8, i8* %rgb, i64 %501
  %503 = load i8, i8* %502, align 1
  %504 = insertelement <32 x i8> %499, i8 %503, i64 18
  br label %pred.load.continue177

pred.load.continue177:                            ; preds = %pred.load.if176, %pred.load.continue175
  %505 = phi <32 x i8> [ %499, %pred.load.continue175 ], [ %504, %pred.load.if176 ]
  %506 = extractelement <32 x i1> %0, i64 19
  br i1 %506, label %pred.load.if178, label %pred.load.continue179

pred.load.if178:                                  ; preds = %pred.load.continue177
  %507 = extractelement <32 x i64> %391, i64 19
  %508 = getelementptr inbounds i8, i8* %rgb, i64 %507
  %509 = load i8, i8* %508, align 1
  %510 = insertelement <32 x i8> %505, i8 %509, i64 19
  br label %pred.load.continue179

pred.load.continue179:                            ; preds = %pred.load.if178, %pred.load.continue177
  %511 = phi <32 x i8> [ %505, %pred.load.continue177 ], [ %510, %pred.load.if178 ]
  %512 = extractelement <32 x i1> %0, i64 20
  br i1 %512, label %pred.load.if180, label %pred.load.continue181

pred.load.if180:                                  ; preds = %pred.load.continue179
  %513 = extractelement <32 x i64> %391, i64 20
  %514 = getelementptr inbounds i8, i8* %rgb, i64 %513
  %515 = load i8, i8* %514, align 1
  %516 = insertelement <32 x i8> %511, i8 %515, i64 20
  br label %pred.load.continue181

pred.load.continue181:                            ; preds = %pred.load.if180, %pred.load.continue179
  %517 = phi <32 x i8> [ %511, %pred.load.continue179 ], [ %516, %pred.load.if180 ]
  %518 = extractelement <32 x i1> %0, i64 21
  br i1 %518, label %pred.load.if182, label %pred.load.continue183

pred.load.if182:                                  ; preds = %pred.load.continue181
  %519 = extractelement <32 x i64> %391, i64 21
  %520 = getelementptr inbounds i8, i8* %rgb, i64 %519
  %521 = load i8, i8* %520, align 1
  %522 = insertelement <32 x i8> %517, i8 %521, i64 21
  br label %pred.load.continue183

pred.load.continue183:                            ; preds = %pred.load.if182, %pred.load.continue181
  %523 = phi <32 x i8> [ %517, %pred.load.continue181 ], [ %522, %pred.load.if182 ]
  %524 = extractelement <32 x i1> %0, i64 22
  br i1 %524, label %pred.load.if184, label %pred.load.continue185

pred.load.if184:                                  ; preds = %pred.load.continue183
  %525 = extractelement <32 x i64> %391, i64 22
  %526 = getelementptr inbounds i8, i8* %rgb, i64 %525
  %527 = load i8, i8* %526, align 1
  %528 = insertelement <32 x i8> %523, i8 %527, i64 22
  br label %pred.load.continue185

pred.load.continue185:                            ; preds = %pred.load.if184, %pred.load.continue183
  %529 = phi <32 x i8> [ %523, %pred.load.continue183 ], [ %528, %pred.load.if184 ]
  %530 = extractelement <32 x i1> %0, i64 23
  br i1 %530, label %pred.load.if186, label %pred.load.continue187

pred.load.if186:                                  ; preds = %pred.load.continue185
  %531 = extractelement <32 x i64> %391, i64 23
  %532 = getelementptr inbounds i8, i8* %rgb, i64 %531
  %533 = load i8, i8* %532, align 1
  %534 = insertelement <32 x i8> %529, i8 %533, i64 23
  br label %pred.load.continue187

pred.load.continue187:                            ; preds = %pred.load.if186, %pred.load.continue185
  %535 = phi <32 x i8> [ %529, %pred.load.continue185 ], [ %534, %pred.load.if186 ]
  %536 = extractelement <32 x i1> %0, i64 24
  br i1 %536, label %pred.load.if188, label %pred.load.continue189

pred.load.if188:                                  ; preds = %pred.load.continue187
  %537 = extractelement <32 x i64> %391, i64 24
  %538 = getelementptr inbounds i8, i8* %rgb, i64 %537
  %539 = load i8, i8* %538, align 1
  %540 = insertelement <32 x i8> %535, i8 %539, i64 24
  br label %pred.load.continue189

pred.load.continue189:                            ; preds = %pred.load.if188, %pred.load.continue187
  %541 = phi <32 x i8> [ %535, %pred.load.continue187 ], [ %540, %pred.load.if188 ]
  %542 = extractelement <32 x i1> %0, i64 25
  br i1 %542, label %pred.load.if190, label %pred.load.continue191

pred.load.if190:                                  ; preds = %pred.load.continue189
  %543 = extractelement <32 x i64> %391, i64 25
  %544 = getelementptr inbounds i8, i8* %rgb, i64 %543
  %545 = load i8, i8* %544, align 1
  %546 = insertelement <32 x i8> %541, i8 %545, i64 25
  br label %pred.load.continue191

pred.load.continue191:                            ; preds = %pred.load.if190, %pred.load.continue189
  %547 = phi <32 x i8> [ %541, %pred.load.continue189 ], [ %546, %pred.load.if190 ]
  %548 = extractelement <32 x i1> %0, i64 26
  br i1 %548, label %pred.load.if192, label %pred.load.continue193

pred.load.if192:                                  ; preds = %pred.load.continue191
  %549 = extractelement <32 x i64> %391, i64 26
  %550 = getelementptr inbounds i8, i8* %rgb, i64 %549
  %551 = load i8, i8* %550, align 1
  %552 = insertelement <32 x i8> %547, i8 %551, i64 26
  br label %pred.load.continue193

pred.load.continue193:                            ; preds = %pred.load.if192, %pred.load.continue191
  %553 = phi <32 x i8> [ %547, %pred.load.continue191 ], [ %552, %pred.load.if192 ]
  %554 = extractelement <32 x i1> %0, i64 27
  br i1 %554, label %pred.load.if194, label %pred.load.continue195

pred.load.if194:                                  ; preds = %pred.load.continue193
  %555 = extractelement <32 x i64> %391, i64 27
  %556 = getelementptr inbounds i8, i8* %rgb, i64 %555
  %557 = load i8, i8* %556, align 1
  %558 = insertelement <32 x i8> %553, i8 %557, i64 27
  br label %pred.load.continue195

pred.load.continue195:                            ; preds = %pred.load.if194, %pred.load.continue193
  %559 = phi <32 x i8> [ %553, %pred.load.continue193 ], [ %558, %pred.load.if194 ]
  %560 = extractelement <32 x i1> %0, i64 28
  br i1 %560, label %pred.load.if196, label %pred.load.continue197

pred.load.if196:                                  ; preds = %pred.load.continue195
  %561 = extractelement <32 x i64> %391, i64 28
  %562 = getelementptr inbounds i8, i8* %rgb, i64 %561
  %563 = load i8, i8* %562, align 1
  %564 = insertelement <32 x i8> %559, i8 %563, i64 28
  br label %pred.load.continue197

pred.load.continue197:                            ; preds = %pred.load.if196, %pred.load.continue195
  %565 = phi <32 x i8> [ %559, %pred.load.continue195 ], [ %564, %pred.load.if196 ]
  %566 = extractelement <32 x i1> %0, i64 29
  br i1 %566, label %pred.load.if198, label %pred.load.continue199

pred.load.if198:                                  ; preds = %pred.load.continue197
  %567 = extractelement <32 x i64> %391, i64 29
  %568 = getelementptr inbounds i8, i8* %rgb, i64 %567
  %569 = load i8, i8* %568, align 1
  %570 = insertelement <32 x i8> %565, i8 %569, i64 29
  br label %pred.load.continue199

pred.load.continue199:                            ; preds = %pred.load.if198, %pred.load.continue197
  %571 = phi <32 x i8> [ %565, %pred.load.continue197 ], [ %570, %pred.load.if198 ]
  %572 = extractelement <32 x i1> %0, i64 30
  br i1 %572, label %pred.load.if200, label %pred.load.continue201

pred.load.if200:                                  ; preds = %pred.load.continue199
  %573 = extractelement <32 x i64> %391, i64 30
  %574 = getelementptr inbounds i8, i8* %rgb, i64 %573
  %575 = load i8, i8* %574, align 1
  %576 = insertelement <32 x i8> %571, i8 %575, i64 30
  br label %pred.load.continue201

pred.load.continue201:                            ; preds = %pred.load.if200, %pred.load.continue199
  %577 = phi <32 x i8> [ %571, %pred.load.continue199 ], [ %576, %pred.load.if200 ]
  %578 = extractelement <32 x i1> %0, i64 31
  br i1 %578, label %pred.load.if202, label %pred.load.continue203

pred.load.if202:                                  ; preds = %pred.load.continue201
  %579 = extractelement <32 x i64> %391, i64 31
  %580 = getelementptr inbounds i8, i8* %rgb, i64 %579
  %581 = load i8, i8* %580, align 1
  %582 = insertelement <32 x i8> %577, i8 %581, i64 31
  br label %pred.load.continue203

pred.load.continue203:                            ; preds = %pred.load.if202, %pred.load.continue201
  %583 = phi <32 x i8> [ %577, %pred.load.continue201 ], [ %582, %pred.load.if202 ]
  %584 = zext <32 x i8> %583 to <32 x i16>
  %585 = add nuw nsw <32 x i16> %390, %584
  %586 = lshr <32 x i16> %585, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %587 = trunc <32 x i16> %586 to <32 x i8>
  %588 = extractelement <32 x i1> %0, i64 0
  br i1 %588, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue203
  %589 = getelementptr inbounds i8, i8* %gray, i64 %index
  %590 = extractelement <32 x i8> %587, i64 0
  store i8 %590, i8* %589, align 1
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue203
  %591 = extractelement <32 x i1> %0, i64 1
  br i1 %591, label %pred.store.if204, label %pred.store.continue205

pred.store.if204:                                 ; preds = %pred.store.continue
  %592 = or i64 %index, 1
  %593 = getelementptr inbounds i8, i8* %gray, i64 %592
  %594 = extractelement <32 x i8> %587, i64 1
  store i8 %594, i8* %593, align 1
  br label %pred.store.continue205

pred.store.continue205:                           ; preds = %pred.store.if204, %pred.store.continue
  %595 = extractelement <32 x i1> %0, i64 2
  br i1 %595, label %pred.store.if206, label %pred.store.continue207

pred.store.if206:                                 ; preds = %pred.store.continue205
  %596 = or i64 %index, 2
  %597 = getelementptr inbounds i8, i8* %gray, i64 %596
  %598 = extractelement <32 x i8> %587, i64 2
  store i8 %598, i8* %597, align 1
  br label %pred.store.continue207

pred.store.continue207:                           ; preds = %pred.store.if206, %pred.store.continue205
  %599 = extractelement <32 x i1> %0, i64 3
  br i1 %599, label %pred.store.if208, label %pred.store.continue209

pred.store.if208:                                 ; preds = %pred.store.continue207
  %600 = or i64 %index, 3
  %601 = getelementptr inbounds i8, i8* %gray, i64 %600
  %602 = extractelement <32 x i8> %587, i64 3
  store i8 %602, i8* %601, align 1
  br label %pred.store.continue209

pred.store.continue209:                           ; preds = %pred.store.if208, %pred.store.continue207
  %603 = extractelement <32 x i1> %0, i64 4
  br i1 %603, label %pred.store.if210, label %pred.store.continue211

pred.store.if210:                                 ; preds = %pred.store.continue209
  %604 = or i64 %index, 4
  %605 = getelementptr inbounds i8, i8* %gray, i64 %604
  %606 = extractelement <32 x i8> %587, i64 4
  store i8 %606, i8* %605, align 1
  br label %pred.store.continue211

pred.store.continue211:                           ; preds = %pred.store.if210, %pred.store.continue209
  %607 = extractelement <32 x i1> %0, i64 5
  br i1 %607, label %pred.store.if212, label %pred.store.continue213

pred.store.if212:                                 ; preds = %pred.store.continue211
  %608 = or i64 %index, 5
  %609 = getelementptr inbounds i8, i8* %gray, i64 %608
  %610 = extractelement <32 x i8> %587, i64 5
  store i8 %610, i8* %609, align 1
  br label %pred.store.continue213

pred.store.continue213:                           ; preds = %pred.store.if212, %pred.store.continue211
  %611 = extractelement <32 x i1> %0, i64 6
  br i1 %611, label %pred.store.if214, label %pred.store.continue215

pred.store.if214:                                 ; preds = %pred.store.continue213
  %612 = or i64 %index, 6
  %613 = getelementptr inbounds i8, i8* %gray, i64 %612
  %614 = extractelement <32 x i8> %587, i64 6
  store i8 %614, i8* %613, align 1
  br label %pred.store.continue215

pred.store.continue215:                           ; preds = %pred.store.if214, %pred.store.continue213
  %615 = extractelement <32 x i1> %0, i64 7
  br i1 %615, label %pred.store.if216, label %pred.store.continue217

pred.store.if216:                                 ; preds = %pred.store.continue215
  %616 = or i64 %index, 7
  %617 = getelementptr inbounds i8, i8* %gray, i64 %616
  %618 = extractelement <32 x i8> %587, i64 7
  store i8 %618, i8* %617, align 1
  br label %pred.store.continue217

pred.store.continue217:                           ; preds = %pred.store.if216, %pred.store.continue215
  %619 = extractelement <32 x i1> %0, i64 8
  br i1 %619, label %pred.store.if218, label %pred.store.continue219

pred.store.if218:                                 ; preds = %pred.store.continue217
  %620 = or i64 %index, 8
  %621 = getelementptr inbounds i8, i8* %gray, i64 %620
  %622 = extractelement <32 x i8> %587, i64 8
  store i8 %622, i8* %621, align 1
  br label %pred.store.continue219

pred.store.continue219:                           ; preds = %pred.store.if218, %pred.store.continue217
  %623 = extractelement <32 x i1> %0, i64 9
  br i1 %623, label %pred.store.if220, label %pred.store.continue221

pred.store.if220:                                 ; preds = %pred.store.continue219
  %624 = or i64 %index, 9
  %625 = getelementptr inbounds i8, i8* %gray, i64 %624
  %626 = extractelement <32 x i8> %587, i64 9
  store i8 %626, i8* %625, align 1
  br label %pred.store.continue221

pred.store.continue221:                           ; preds = %pred.store.if220, %pred.store.continue219
  %627 = extractelement <32 x i1> %0, i64 10
  br i1 %627, label %pred.store.if222, label %pred.store.continue223

pred.store.if222:                                 ; preds = %pred.store.continue221
  %628 = or i64 %index, 10
  %629 = getelementptr inbounds i8, i8* %gray, i64 %628
  %630 = extractelement <32 x i8> %587, i64 10
  store i8 %630, i8* %629, align 1
  br label %pred.store.continue223

pred.store.continue223:                           ; preds = %pred.store.if222, %pred.store.continue221
  %631 = extractelement <32 x i1> %0, i64 11
  br i1 %631, label %pred.store.if224, label %pred.store.continue225

pred.store.if224:                                 ; preds = %pred.store.continue223
  %632 = or i64 %index, 11
  %633 = getelementptr inbounds i8, i8* %gray, i64 %632
  %634 = extractelement <32 x i8> %587, i64 11
  store i8 %634, i8* %633, align 1
  br label %pred.store.continue225

pred.store.continue225:                           ; preds = %pred.store.if224, %pred.store.continue223
  %635 = extractelement <32 x i1> %0, i64 12
  br i1 %635, label %pred.store.if226, label %pred.store.continue227

pred.store.if226:                                 ; preds = %pred.store.continue225
  %636 = or i64 %index, 12
  %637 = getelementptr inbounds i8, i8* %gray, i64 %636
  %638 = extractelement <32 x i8> %587, i64 12
  store i8 %638, i8* %637, align 1
  br label %pred.store.continue227

pred.store.continue227:                           ; preds = %pred.store.if226, %pred.store.continue225
  %639 = extractelement <32 x i1> %0, i64 13
  br i1 %639, label %pred.store.if228, label %pred.store.continue229

pred.store.if228:                                 ; preds = %pred.store.continue227
  %640 = or i64 %index, 13
  %641 = getelementptr inbounds i8, i8* %gray, i64 %640
  %642 = extractelement <32 x i8> %587, i64 13
  store i8 %642, i8* %641, align 1
  br label %pred.store.continue229

pred.store.continue229:                           ; preds = %pred.store.if228, %pred.store.continue227
  %643 = extractelement <32 x i1> %0, i64 14
  br i1 %643, label %pred.store.if230, label %pred.store.continue231

pred.store.if230:                                 ; preds = %pred.store.continue229
  %644 = or i64 %index, 14
  %645 = getelementptr inbounds i8, i8* %gray, i64 %644
  %646 = extractelement <32 x i8> %587, i64 14
  store i8 %646, i8* %645, align 1
  br label %pred.store.continue231

pred.store.continue231:                           ; preds = %pred.store.if230, %pred.store.continue229
  %647 = extractelement <32 x i1> %0, i64 15
  br i1 %647, label %pred.store.if232, label %pred.store.continue233

pred.store.if232:                                 ; preds = %pred.store.continue231
  %648 = or i64 %index, 15
  %649 = getelementptr inbounds i8, i8* %gray, i64 %648
  %650 = extractelement <32 x i8> %587, i64 15
  store i8 %650, i8* %649, align 1
  br label %pred.store.continue233

pred.store.continue233:                           ; preds = %pred.store.if232, %pred.store.continue231
  %651 = extractelement <32 x i1> %0, i64 16
  br i1 %651, label %pred.store.if234, label %pred.store.continue235

pred.store.if234:                                 ; preds = %pred.store.continue233
  %652 = or i64 %index, 16
  %653 = getelementptr inbounds i8, i8* %gray, i64 %652
  %654 = extractelement <32 x i8> %587, i64 16
  store i8 %654, i8* %653, align 1
  br label %pred.store.continue235

pred.store.continue235:                           ; preds = %pred.store.if234, %pred.store.continue233
  %655 = extractelement <32 x i1> %0, i64 17
  br i1 %655, label %pred.store.if236, label %pred.store.continue237

pred.store.if236:                                 ; preds = %pred.store.continue235
  %656 = or i64 %index, 17
  %657 = getelementptr inbounds i8, i8* %gray, i64 %656
  %658 = extractelement <32 x i8> %587, i64 17
  store i8 %658, i8* %657, align 1
  br label %pred.store.continue237

pred.store.continue237:                           ; preds = %pred.store.if236, %pred.store.continue235
  %659 = extractelement <32 x i1> %0, i64 18
  br i1 %659, label %pred.store.if238, label %pred.store.continue239

pred.store.if238:                                 ; preds = %pred.store.continue237
  %660 = or i64 %index, 18
  %661 = getelementptr inbounds i8, i8* %gray, i64 %660
  %662 = extractelement <32 x i8> %587, i64 18
  store i8 %662, i8* %661, align 1
  br label %pred.store.continue239

pred.store.continue239:                           ; preds = %pred.store.if238, %pred.store.continue237
  %663 = extractelement <32 x i1> %0, i64 19
  br i1 %663, label %pred.store.if240, label %pred.store.continue241

pred.store.if240:                                 ; preds = %pred.store.continue239
  %664 = or i64 %index, 19
  %665 = getelementptr inbounds i8, i8* %gray, i64 %664
  %666 = extractelement <32 x i8> %587, i64 19
  store i8 %666, i8* %665, align 1
  br label %pred.store.continue241

pred.store.continue241:                           ; preds = %pred.store.if240, %pred.store.continue239
  %667 = extractelement <32 x i1> %0, i64 20
  br i1 %667, label %pred.store.if242, label %pred.store.continue243

pred.store.if242:                                 ; preds = %pred.store.continue241
  %668 = or i64 %index, 20
  %669 = getelementptr inbounds i8, i8* %gray, i64 %668
  %670 = extractelement <32 x i8> %587, i64 20
  store i8 %670, i8* %669, align 1
  br label %pred.store.continue243

pred.store.continue243:                           ; preds = %pred.store.if242, %pred.store.continue241
  %671 = extractelement <32 x i1> %0, i64 21
  br i1 %671, label %pred.store.if244, label %pred.store.continue245

pred.store.if244:                                 ; preds = %pred.store.continue243
  %672 = or i64 %index, 21
  %673 = getelementptr inbounds i8, i8* %gray, i64 %672
  %674 = extractelement <32 x i8> %587, i64 21
  store i8 %674, i8* %673, align 1
  br label %pred.store.continue245

pred.store.continue245:                           ; preds = %pred.store.if244, %pred.store.continue243
  %675 = extractelement <32 x i1> %0, i64 22
  br i1 %675, label %pred.store.if246, label %pred.store.continue247

pred.store.if246:                                 ; preds = %pred.store.continue245
  %676 = or i64 %index, 22
  %677 = getelementptr inbounds i8, i8* %gray, i64 %676
  %678 = extractelement <32 x i8> %587, i64 22
  store i8 %678, i8* %677, align 1
  br label %pred.store.continue247

pred.store.continue247:                           ; preds = %pred.store.if246, %pred.store.continue245
  %679 = extractelement <32 x i1> %0, i64 23
  br i1 %679, label %pred.store.if248, label %pred.store.continue249

pred.store.if248:                                 ; preds = %pred.store.continue247
  %680 = or i64 %index, 23
  %681 = getelementptr inbounds i8, i8* %gray, i64 %680
  %682 = extractelement <32 x i8> %587, i64 23
  store i8 %682, i8* %681, align 1
  br label %pred.store.continue249

pred.store.continue249:                           ; preds = %pred.store.if248, %pred.store.continue247
  %683 = extractelement <32 x i1> %0, i64 24
  br i1 %683, label %pred.store.if250, label %pred.store.continue251

pred.store.if250:                                 ; preds = %pred.store.continue249
  %684 = or i64 %index, 24
  %685 = getelementptr inbounds i8, i8* %gray, i64 %684
  %686 = extractelement <32 x i8> %587, i64 24
  store i8 %686, i8* %685, align 1
  br label %pred.store.continue251

pred.store.continue251:                           ; preds = %pred.store.if250, %pred.store.continue249
  %687 = extractelement <32 x i1> %0, i64 25
  br i1 %687, label %pred.store.if252, label %pred.store.continue253

pred.store.if252:                                 ; preds = %pred.store.continue251
  %688 = or i64 %index, 25
  %689 = getelementptr inbounds i8, i8* %gray, i64 %688
  %690 = extractelement <32 x i8> %587, i64 25
  store i8 %690, i8* %689, align 1
  br label %pred.store.continue253

pred.store.continue253:                           ; preds = %pred.store.if252, %pred.store.continue251
  %691 = extractelement <32 x i1> %0, i64 26
  br i1 %691, label %pred.store.if254, label %pred.store.continue255

pred.store.if254:                                 ; preds = %pred.store.continue253
  %692 = or i64 %index, 26
  %693 = getelementptr inbounds i8, i8* %gray, i64 %692
  %694 = extractelement <32 x i8> %587, i64 26
  store i8 %694, i8* %693, align 1
  br label %pred.store.continue255

pred.store.continue255:                           ; preds = %pred.store.if254, %pred.store.continue253
  %695 = extractelement <32 x i1> %0, i64 27
  br i1 %695, label %pred.store.if256, label %pred.store.continue257

pred.store.if256:                                 ; preds = %pred.store.continue255
  %696 = or i64 %index, 27
  %697 = getelementptr inbounds i8, i8* %gray, i64 %696
  %698 = extractelement <32 x i8> %587, i64 27
  store i8 %698, i8* %697, align 1
  br label %pred.store.continue257

pred.store.continue257:                           ; preds = %pred.store.if256, %pred.store.continue255
  %699 = extractelement <32 x i1> %0, i64 28
  br i1 %699, label %pred.store.if258, label %pred.store.continue259

pred.store.if258:                                 ; preds = %pred.store.continue257
  %700 = or i64 %index, 28
  %701 = getelementptr inbounds i8, i8* %gray, i64 %700
  %702 = extractelement <32 x i8> %587, i64 28
  store i8 %702, i8* %701, align 1
  br label %pred.store.continue259

pred.store.continue259:                           ; preds = %pred.store.if258, %pred.store.continue257
  %703 = extractelement <32 x i1> %0, i64 29
  br i1 %703, label %pred.store.if260, label %pred.store.continue261

pred.store.if260:                                 ; preds = %pred.store.continue259
  %704 = or i64 %index, 29
  %705 = getelementptr inbounds i8, i8* %gray, i64 %704
  %706 = extractelement <32 x i8> %587, i64 29
  store i8 %706, i8* %705, align 1
  br label %pred.store.continue261

pred.store.continue261:                           ; preds = %pred.store.if260, %pred.store.continue259
  %707 = extractelement <32 x i1> %0, i64 30
  br i1 %707, label %pred.store.if262, label %pred.store.continue263

pred.store.if262:                                 ; preds = %pred.store.continue261
  %708 = or i64 %index, 30
  %709 = getelementptr inbounds i8, i8* %gray, i64 %708
  %710 = extractelement <32 x i8> %587, i64 30
  store i8 %710, i8* %709, align 1
  br label %pred.store.continue263

pred.store.continue263:                           ; preds = %pred.store.if262, %pred.store.continue261
  %711 = extractelement <32 x i1> %0, i64 31
  br i1 %711, label %pred.store.if264, label %pred.store.continue265

pred.store.if264:                                 ; preds = %pred.store.continue263
  %712 = or i64 %index, 31
  %713 = getelementptr inbounds i8, i8* %gray, i64 %712
  %714 = extractelement <32 x i8> %587, i64 31
  store i8 %714, i8* %713, align 1
  br label %pred.store.continue265

pred.store.continue265:                           ; preds = %pred.store.if264, %pred.store.continue263
  %index.next = add i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %715 = icmp eq i64 %index.next, %n.vec
  br i1 %715, label %for.end, label %vector.body, !llvm.loop !15

for.end:                                          ; preds = %pred.store.continue265, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>*, i32 immarg, <32 x i1>, <32 x i32>) #1

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32>, <32 x i32*>, i32 immarg, <32 x i1>) #2

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float>, <32 x float*>, i32 immarg, <32 x i1>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32i32.p0v32i32(<32 x i32>, <32 x i32>*, i32 immarg, <32 x i1>) #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #2 = { nofree nosync nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { argmemonly nofree nosync nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = distinct !{!9, !7, !10, !8}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !10, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
