; ModuleID = '<stdin>'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { float, float, float }
%struct.rec = type { i32, float, i16 }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @aos_gather_y(float* noalias nocapture noundef writeonly %out, %struct.point* noalias nocapture noundef readonly %pts, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 96
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %6, i32 1
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = getelementptr inbounds float, float* %out, i64 %index
  %9 = bitcast float* %8 to <32 x float>*
  store <32 x float> %wide.masked.gather, <32 x float>* %9, align 4
  %index.next = or i64 %index, 32
  %10 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %11, align 4
  %12 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %13 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %12, i32 1
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %13, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %14 = getelementptr inbounds float, float* %out, i64 %index.next
  %15 = bitcast float* %14 to <32 x float>*
  store <32 x float> %wide.masked.gather.1, <32 x float>* %15, align 4
  %index.next.1 = or i64 %index, 64
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load.2 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = sext <32 x i32> %wide.load.2 to <32 x i64>
  %19 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %18, i32 1
  %wide.masked.gather.2 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %19, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %20 = getelementptr inbounds float, float* %out, i64 %index.next.1
  %21 = bitcast float* %20 to <32 x float>*
  store <32 x float> %wide.masked.gather.2, <32 x float>* %21, align 4
  %index.next.2 = or i64 %index, 96
  %22 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.load.3 = load <32 x i32>, <32 x i32>* %23, align 4
  %24 = sext <32 x i32> %wide.load.3 to <32 x i64>
  %25 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %24, i32 1
  %wide.masked.gather.3 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %25, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %26 = getelementptr inbounds float, float* %out, i64 %index.next.2
  %27 = bitcast float* %26 to <32 x float>*
  store <32 x float> %wide.masked.gather.3, <32 x float>* %27, align 4
  %index.next.3 = add nuw i64 %index, 128
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %31 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %30, i32 1
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %31, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %32 = getelementptr inbounds float, float* %out, i64 %index.epil
  %33 = bitcast float* %32 to <32 x float>*
  store <32 x float> %wide.masked.gather.epil, <32 x float>* %33, align 4
  %index.next.epil = add nuw i64 %index.epil, 32
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !9

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %34 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %34 to i64
  %y = getelementptr inbounds %struct.point, %struct.point* %pts, i64 %idxprom1, i32 1
  %35 = load float, float* %y, align 4
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %35, float* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !11

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @aos_gather_xz(float* noalias nocapture noundef writeonly %out, %struct.point* noalias nocapture noundef readonly %pts, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader11, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %6, i32 0
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %6, i32 2
  %wide.masked.gather10 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %8, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %9 = fadd <32 x float> %wide.masked.gather, %wide.masked.gather10
  %10 = getelementptr inbounds float, float* %out, i64 %index
  %11 = bitcast float* %10 to <32 x float>*
  store <32 x float> %9, <32 x float>* %11, align 4
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %13, align 4
  %14 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %15 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %14, i32 0
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %15, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %16 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %14, i32 2
  %wide.masked.gather10.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %17 = fadd <32 x float> %wide.masked.gather.1, %wide.masked.gather10.1
  %18 = getelementptr inbounds float, float* %out, i64 %index.next
  %19 = bitcast float* %18 to <32 x float>*
  store <32 x float> %17, <32 x float>* %19, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %23 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %22, i32 0
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %23, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %24 = getelementptr inbounds %struct.point, %struct.point* %pts, <32 x i64> %22, i32 2
  %wide.masked.gather10.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %24, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %25 = fadd <32 x float> %wide.masked.gather.epil, %wide.masked.gather10.epil
  %26 = getelementptr inbounds float, float* %out, i64 %index.unr
  %27 = bitcast float* %26 to <32 x float>*
  store <32 x float> %25, <32 x float>* %27, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader11

for.body.preheader11:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader11, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader11 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %28 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %28 to i64
  %x = getelementptr inbounds %struct.point, %struct.point* %pts, i64 %idxprom1, i32 0
  %29 = load float, float* %x, align 4
  %z = getelementptr inbounds %struct.point, %struct.point* %pts, i64 %idxprom1, i32 2
  %30 = load float, float* %z, align 4
  %add = fadd float %29, %30
  %arrayidx8 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %add, float* %arrayidx8, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @aos_scatter_val(%struct.rec* noalias nocapture noundef writeonly %recs, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 96
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %idx, i64 %index
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = sext <32 x i32> %wide.load7 to <32 x i64>
  %9 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <32 x i64> %8, i32 1
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load, <32 x float*> %9, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next = or i64 %index, 32
  %10 = getelementptr inbounds float, float* %a, i64 %index.next
  %11 = bitcast float* %10 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %11, align 4
  %12 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load7.1 = load <32 x i32>, <32 x i32>* %13, align 4
  %14 = sext <32 x i32> %wide.load7.1 to <32 x i64>
  %15 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <32 x i64> %14, i32 1
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.1, <32 x float*> %15, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.1 = or i64 %index, 64
  %16 = getelementptr inbounds float, float* %a, i64 %index.next.1
  %17 = bitcast float* %16 to <32 x float>*
  %wide.load.2 = load <32 x float>, <32 x float>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load7.2 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sext <32 x i32> %wide.load7.2 to <32 x i64>
  %21 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <32 x i64> %20, i32 1
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.2, <32 x float*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.2 = or i64 %index, 96
  %22 = getelementptr inbounds float, float* %a, i64 %index.next.2
  %23 = bitcast float* %22 to <32 x float>*
  %wide.load.3 = load <32 x float>, <32 x float>* %23, align 4
  %24 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.load7.3 = load <32 x i32>, <32 x i32>* %25, align 4
  %26 = sext <32 x i32> %wide.load7.3 to <32 x i64>
  %27 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <32 x i64> %26, i32 1
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.3, <32 x float*> %27, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.3 = add nuw i64 %index, 128
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !15

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds float, float* %a, i64 %index.epil
  %29 = bitcast float* %28 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %29, align 4
  %30 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %31 = bitcast i32* %30 to <32 x i32>*
  %wide.load7.epil = load <32 x i32>, <32 x i32>* %31, align 4
  %32 = sext <32 x i32> %wide.load7.epil to <32 x i64>
  %33 = getelementptr inbounds %struct.rec, %struct.rec* %recs, <32 x i64> %32, i32 1
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.epil, <32 x float*> %33, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.epil = add nuw i64 %index.epil, 32
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %34 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %35 = load i32, i32* %arrayidx2, align 4
  %idxprom3 = sext i32 %35 to i64
  %val = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %idxprom3, i32 1
  store float %34, float* %val, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !17

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @aos_tag_sext(i32* noalias nocapture noundef writeonly %out, %struct.rec* noalias nocapture noundef readonly %recs, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = sext <32 x i32> %wide.load to <32 x i64>
  %3 = extractelement <32 x i64> %2, i64 0
  %4 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %3, i32 2
  %5 = extractelement <32 x i64> %2, i64 1
  %6 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %5, i32 2
  %7 = extractelement <32 x i64> %2, i64 2
  %8 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %7, i32 2
  %9 = extractelement <32 x i64> %2, i64 3
  %10 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %9, i32 2
  %11 = extractelement <32 x i64> %2, i64 4
  %12 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %11, i32 2
  %13 = extractelement <32 x i64> %2, i64 5
  %14 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %13, i32 2
  %15 = extractelement <32 x i64> %2, i64 6
  %16 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %15, i32 2
  %17 = extractelement <32 x i64> %2, i64 7
  %18 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %17, i32 2
  %19 = extractelement <32 x i64> %2, i64 8
  %20 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %19, i32 2
  %21 = extractelement <32 x i64> %2, i64 9
  %22 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %21, i32 2
  %23 = extractelement <32 x i64> %2, i64 10
  %24 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %23, i32 2
  %25 = extractelement <32 x i64> %2, i64 11
  %26 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %25, i32 2
  %27 = extractelement <32 x i64> %2, i64 12
  %28 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %27, i32 2
  %29 = extractelement <32 x i64> %2, i64 13
  %30 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %29, i32 2
  %31 = extractelement <32 x i64> %2, i64 14
  %32 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %31, i32 2
  %33 = extractelement <32 x i64> %2, i64 15
  %34 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %33, i32 2
  %35 = extractelement <32 x i64> %2, i64 16
  %36 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %35, i32 2
  %37 = extractelement <32 x i64> %2, i64 17
  %38 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %37, i32 2
  %39 = extractelement <32 x i64> %2, i64 18
  %40 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %39, i32 2
  %41 = extractelement <32 x i64> %2, i64 19
  %42 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %41, i32 2
  %43 = extractelement <32 x i64> %2, i64 20
  %44 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %43, i32 2
  %45 = extractelement <32 x i64> %2, i64 21
  %46 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %45, i32 2
  %47 = extractelement <32 x i64> %2, i64 22
  %48 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %47, i32 2
  %49 = extractelement <32 x i64> %2, i64 23
  %50 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %49, i32 2
  %51 = extractelement <32 x i64> %2, i64 24
  %52 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %51, i32 2
  %53 = extractelement <32 x i64> %2, i64 25
  %54 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %53, i32 2
  %55 = extractelement <32 x i64> %2, i64 26
  %56 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %55, i32 2
  %57 = extractelement <32 x i64> %2, i64 27
  %58 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %57, i32 2
  %59 = extractelement <32 x i64> %2, i64 28
  %60 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %59, i32 2
  %61 = extractelement <32 x i64> %2, i64 29
  %62 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %61, i32 2
  %63 = extractelement <32 x i64> %2, i64 30
  %64 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %63, i32 2
  %65 = extractelement <32 x i64> %2, i64 31
  %66 = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %65, i32 2
  %67 = load i16, i16* %4, align 4
  %68 = load i16, i16* %6, align 4
  %69 = load i16, i16* %8, align 4
  %70 = load i16, i16* %10, align 4
  %71 = load i16, i16* %12, align 4
  %72 = load i16, i16* %14, align 4
  %73 = load i16, i16* %16, align 4
  %74 = load i16, i16* %18, align 4
  %75 = load i16, i16* %20, align 4
  %76 = load i16, i16* %22, align 4
  %77 = load i16, i16* %24, align 4
  %78 = load i16, i16* %26, align 4
  %79 = load i16, i16* %28, align 4
  %80 = load i16, i16* %30, align 4
  %81 = load i16, i16* %32, align 4
  %82 = load i16, i16* %34, align 4
  %83 = load i16, i16* %36, align 4
  %84 = load i16, i16* %38, align 4
  %85 = load i16, i16* %40, align 4
  %86 = load i16, i16* %42, align 4
  %87 = load i16, i16* %44, align 4
  %88 = load i16, i16* %46, align 4
  %89 = load i16, i16* %48, align 4
  %90 = load i16, i16* %50, align 4
  %91 = load i16, i16* %52, align 4
  %92 = load i16, i16* %54, align 4
  %93 = load i16, i16* %56, align 4
  %94 = load i16, i16* %58, align 4
  %95 = load i16, i16* %60, align 4
  %96 = load i16, i16* %62, align 4
  %97 = load i16, i16* %64, align 4
  %98 = load i16, i16* %66, align 4
  %99 = insertelement <32 x i16> poison, i16 %67, i64 0
  %100 = insertelement <32 x i16> %99, i16 %68, i64 1
  %101 = insertelement <32 x i16> %100, i16 %69, i64 2
  %102 = insertelement <32 x i16> %101, i16 %70, i64 3
  %103 = insertelement <32 x i16> %102, i16 %71, i64 4
  %104 = insertelement <32 x i16> %103, i16 %72, i64 5
  %105 = insertelement <32 x i16> %104, i16 %73, i64 6
  %106 = insertelement <32 x i16> %105, i16 %74, i64 7
  %107 = insertelement <32 x i16> %106, i16 %75, i64 8
  %108 = insertelement <32 x i16> %107, i16 %76, i64 9
  %109 = insertelement <32 x i16> %108, i16 %77, i64 10
  %110 = insertelement <32 x i16> %109, i16 %78, i64 11
  %111 = insertelement <32 x i16> %110, i16 %79, i64 12
  %112 = insertelement <32 x i16> %111, i16 %80, i64 13
  %113 = insertelement <32 x i16> %112, i16 %81, i64 14
  %114 = insertelement <32 x i16> %113, i16 %82, i64 15
  %115 = insertelement <32 x i16> %114, i16 %83, i64 16
  %116 = insertelement <32 x i16> %115, i16 %84, i64 17
  %117 = insertelement <32 x i16> %116, i16 %85, i64 18
  %118 = insertelement <32 x i16> %117, i16 %86, i64 19
  %119 = insertelement <32 x i16> %118, i16 %87, i64 20
  %120 = insertelement <32 x i16> %119, i16 %88, i64 21
  %121 = insertelement <32 x i16> %120, i16 %89, i64 22
  %122 = insertelement <32 x i16> %121, i16 %90, i64 23
  %123 = insertelement <32 x i16> %122, i16 %91, i64 24
  %124 = insertelement <32 x i16> %123, i16 %92, i64 25
  %125 = insertelement <32 x i16> %124, i16 %93, i64 26
  %126 = insertelement <32 x i16> %125, i16 %94, i64 27
  %127 = insertelement <32 x i16> %126, i16 %95, i64 28
  %128 = insertelement <32 x i16> %127, i16 %96, i64 29
  %129 = insertelement <32 x i16> %128, i16 %97, i64 30
  %130 = insertelement <32 x i16> %129, i16 %98, i64 31
  %131 = sext <32 x i16> %130 to <32 x i32>
  %132 = mul nsw <32 x i32> %131, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %133 = getelementptr inbounds i32, i32* %out, i64 %index
  %134 = bitcast i32* %133 to <32 x i32>*
  store <32 x i32> %132, <32 x i32>* %134, align 4
  %index.next = add nuw i64 %index, 32
  %135 = icmp eq i64 %index.next, %n.vec
  br i1 %135, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %136 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %136 to i64
  %tag = getelementptr inbounds %struct.rec, %struct.rec* %recs, i64 %idxprom1, i32 2
  %137 = load i16, i16* %tag, align 4
  %conv = sext i16 %137 to i32
  %mul = mul nsw i32 %conv, 3
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %mul, i32* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !19

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #1

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float>, <32 x float*>, i32 immarg, <32 x i1>) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly willreturn }
attributes #2 = { nofree nosync nounwind willreturn writeonly }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !7, !12, !8}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !12, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !7, !12, !8}
!18 = distinct !{!18, !7, !8}
!19 = distinct !{!19, !7, !12, !8}
