; ModuleID = '<stdin>'
source_filename = "arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cvt_sitofp(float* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %7 = getelementptr inbounds i32, i32* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %8 = sitofp <32 x i32> %wide.masked.gather to <32 x float>
  %9 = getelementptr inbounds float, float* %out, i64 %index
  %10 = bitcast float* %9 to <32 x float>*
  store <32 x float> %8, <32 x float>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %14 = getelementptr inbounds i32, i32* %a, <32 x i64> %13
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %14, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %15 = sitofp <32 x i32> %wide.masked.gather.1 to <32 x float>
  %16 = getelementptr inbounds float, float* %out, i64 %index.next
  %17 = bitcast float* %16 to <32 x float>*
  store <32 x float> %15, <32 x float>* %17, align 4
  %index.next.1 = or i64 %index, 64
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.2 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sext <32 x i32> %wide.load.2 to <32 x i64>
  %21 = getelementptr inbounds i32, i32* %a, <32 x i64> %20
  %wide.masked.gather.2 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %22 = sitofp <32 x i32> %wide.masked.gather.2 to <32 x float>
  %23 = getelementptr inbounds float, float* %out, i64 %index.next.1
  %24 = bitcast float* %23 to <32 x float>*
  store <32 x float> %22, <32 x float>* %24, align 4
  %index.next.2 = or i64 %index, 96
  %25 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %26 = bitcast i32* %25 to <32 x i32>*
  %wide.load.3 = load <32 x i32>, <32 x i32>* %26, align 4
  %27 = sext <32 x i32> %wide.load.3 to <32 x i64>
  %28 = getelementptr inbounds i32, i32* %a, <32 x i64> %27
  %wide.masked.gather.3 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %28, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %29 = sitofp <32 x i32> %wide.masked.gather.3 to <32 x float>
  %30 = getelementptr inbounds float, float* %out, i64 %index.next.2
  %31 = bitcast float* %30 to <32 x float>*
  store <32 x float> %29, <32 x float>* %31, align 4
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
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %33, align 4
  %34 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %35 = getelementptr inbounds i32, i32* %a, <32 x i64> %34
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %35, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %36 = sitofp <32 x i32> %wide.masked.gather.epil to <32 x float>
  %37 = getelementptr inbounds float, float* %out, i64 %index.epil
  %38 = bitcast float* %37 to <32 x float>*
  store <32 x float> %36, <32 x float>* %38, align 4
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
  %39 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %39 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %40 = load i32, i32* %arrayidx2, align 4
  %conv = sitofp i32 %40 to float
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %conv, float* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !11

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cvt_uitofp(float* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %7 = getelementptr inbounds i32, i32* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %8 = uitofp <32 x i32> %wide.masked.gather to <32 x float>
  %9 = getelementptr inbounds float, float* %out, i64 %index
  %10 = bitcast float* %9 to <32 x float>*
  store <32 x float> %8, <32 x float>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %14 = getelementptr inbounds i32, i32* %a, <32 x i64> %13
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %14, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %15 = uitofp <32 x i32> %wide.masked.gather.1 to <32 x float>
  %16 = getelementptr inbounds float, float* %out, i64 %index.next
  %17 = bitcast float* %16 to <32 x float>*
  store <32 x float> %15, <32 x float>* %17, align 4
  %index.next.1 = or i64 %index, 64
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.2 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sext <32 x i32> %wide.load.2 to <32 x i64>
  %21 = getelementptr inbounds i32, i32* %a, <32 x i64> %20
  %wide.masked.gather.2 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %22 = uitofp <32 x i32> %wide.masked.gather.2 to <32 x float>
  %23 = getelementptr inbounds float, float* %out, i64 %index.next.1
  %24 = bitcast float* %23 to <32 x float>*
  store <32 x float> %22, <32 x float>* %24, align 4
  %index.next.2 = or i64 %index, 96
  %25 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %26 = bitcast i32* %25 to <32 x i32>*
  %wide.load.3 = load <32 x i32>, <32 x i32>* %26, align 4
  %27 = sext <32 x i32> %wide.load.3 to <32 x i64>
  %28 = getelementptr inbounds i32, i32* %a, <32 x i64> %27
  %wide.masked.gather.3 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %28, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %29 = uitofp <32 x i32> %wide.masked.gather.3 to <32 x float>
  %30 = getelementptr inbounds float, float* %out, i64 %index.next.2
  %31 = bitcast float* %30 to <32 x float>*
  store <32 x float> %29, <32 x float>* %31, align 4
  %index.next.3 = add nuw i64 %index, 128
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %33, align 4
  %34 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %35 = getelementptr inbounds i32, i32* %a, <32 x i64> %34
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %35, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %36 = uitofp <32 x i32> %wide.masked.gather.epil to <32 x float>
  %37 = getelementptr inbounds float, float* %out, i64 %index.epil
  %38 = bitcast float* %37 to <32 x float>*
  store <32 x float> %36, <32 x float>* %38, align 4
  %index.next.epil = add nuw i64 %index.epil, 32
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !14

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %39 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %39 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %40 = load i32, i32* %arrayidx2, align 4
  %conv = uitofp i32 %40 to float
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %conv, float* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !15

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cvt_fptosi(i32* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

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
  %7 = getelementptr inbounds float, float* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = fptosi <32 x float> %wide.masked.gather to <32 x i32>
  %9 = getelementptr inbounds float, float* %b, i64 %index
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load8 = load <32 x float>, <32 x float>* %10, align 4
  %11 = fptosi <32 x float> %wide.load8 to <32 x i32>
  %12 = add nsw <32 x i32> %11, %8
  %13 = getelementptr inbounds i32, i32* %out, i64 %index
  %14 = bitcast i32* %13 to <32 x i32>*
  store <32 x i32> %12, <32 x i32>* %14, align 4
  %index.next = or i64 %index, 32
  %15 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %16 = bitcast i32* %15 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %16, align 4
  %17 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %18 = getelementptr inbounds float, float* %a, <32 x i64> %17
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %18, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %19 = fptosi <32 x float> %wide.masked.gather.1 to <32 x i32>
  %20 = getelementptr inbounds float, float* %b, i64 %index.next
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load8.1 = load <32 x float>, <32 x float>* %21, align 4
  %22 = fptosi <32 x float> %wide.load8.1 to <32 x i32>
  %23 = add nsw <32 x i32> %22, %19
  %24 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %25 = bitcast i32* %24 to <32 x i32>*
  store <32 x i32> %23, <32 x i32>* %25, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !16

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %27 = bitcast i32* %26 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %27, align 4
  %28 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %29 = getelementptr inbounds float, float* %a, <32 x i64> %28
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %29, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %30 = fptosi <32 x float> %wide.masked.gather.epil to <32 x i32>
  %31 = getelementptr inbounds float, float* %b, i64 %index.unr
  %32 = bitcast float* %31 to <32 x float>*
  %wide.load8.epil = load <32 x float>, <32 x float>* %32, align 4
  %33 = fptosi <32 x float> %wide.load8.epil to <32 x i32>
  %34 = add nsw <32 x i32> %33, %30
  %35 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %36 = bitcast i32* %35 to <32 x i32>*
  store <32 x i32> %34, <32 x i32>* %36, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %37 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %38 = load float, float* %arrayidx2, align 4
  %conv = fptosi float %38 to i32
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %39 = load float, float* %arrayidx4, align 4
  %conv5 = fptosi float %39 to i32
  %add = add nsw i32 %conv5, %conv
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add, i32* %arrayidx7, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !17

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cvt_fptoui(i32* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %7 = getelementptr inbounds float, float* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = fptoui <32 x float> %wide.masked.gather to <32 x i32>
  %9 = getelementptr inbounds i32, i32* %out, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  store <32 x i32> %8, <32 x i32>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %14 = getelementptr inbounds float, float* %a, <32 x i64> %13
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %14, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %15 = fptoui <32 x float> %wide.masked.gather.1 to <32 x i32>
  %16 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %15, <32 x i32>* %17, align 4
  %index.next.1 = or i64 %index, 64
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.2 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sext <32 x i32> %wide.load.2 to <32 x i64>
  %21 = getelementptr inbounds float, float* %a, <32 x i64> %20
  %wide.masked.gather.2 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %22 = fptoui <32 x float> %wide.masked.gather.2 to <32 x i32>
  %23 = getelementptr inbounds i32, i32* %out, i64 %index.next.1
  %24 = bitcast i32* %23 to <32 x i32>*
  store <32 x i32> %22, <32 x i32>* %24, align 4
  %index.next.2 = or i64 %index, 96
  %25 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %26 = bitcast i32* %25 to <32 x i32>*
  %wide.load.3 = load <32 x i32>, <32 x i32>* %26, align 4
  %27 = sext <32 x i32> %wide.load.3 to <32 x i64>
  %28 = getelementptr inbounds float, float* %a, <32 x i64> %27
  %wide.masked.gather.3 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %28, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %29 = fptoui <32 x float> %wide.masked.gather.3 to <32 x i32>
  %30 = getelementptr inbounds i32, i32* %out, i64 %index.next.2
  %31 = bitcast i32* %30 to <32 x i32>*
  store <32 x i32> %29, <32 x i32>* %31, align 4
  %index.next.3 = add nuw i64 %index, 128
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !18

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %33, align 4
  %34 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %35 = getelementptr inbounds float, float* %a, <32 x i64> %34
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %35, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %36 = fptoui <32 x float> %wide.masked.gather.epil to <32 x i32>
  %37 = getelementptr inbounds i32, i32* %out, i64 %index.epil
  %38 = bitcast i32* %37 to <32 x i32>*
  store <32 x i32> %36, <32 x i32>* %38, align 4
  %index.next.epil = add nuw i64 %index.epil, 32
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !19

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %39 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %39 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %40 = load float, float* %arrayidx2, align 4
  %conv = fptoui float %40 to i32
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %conv, i32* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @ashr_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %s, i64 0
  %broadcast.splat = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <32 x i32> zeroinitializer
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
  %7 = getelementptr inbounds i32, i32* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %8 = ashr <32 x i32> %wide.masked.gather, %broadcast.splat
  %9 = getelementptr inbounds i32, i32* %b, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  %wide.load8 = load <32 x i32>, <32 x i32>* %10, align 4
  %11 = ashr <32 x i32> %wide.load8, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %12 = add nsw <32 x i32> %11, %8
  %13 = getelementptr inbounds i32, i32* %out, i64 %index
  %14 = bitcast i32* %13 to <32 x i32>*
  store <32 x i32> %12, <32 x i32>* %14, align 4
  %index.next = or i64 %index, 32
  %15 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %16 = bitcast i32* %15 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %16, align 4
  %17 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %18 = getelementptr inbounds i32, i32* %a, <32 x i64> %17
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %18, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %19 = ashr <32 x i32> %wide.masked.gather.1, %broadcast.splat
  %20 = getelementptr inbounds i32, i32* %b, i64 %index.next
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load8.1 = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = ashr <32 x i32> %wide.load8.1, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %23 = add nsw <32 x i32> %22, %19
  %24 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %25 = bitcast i32* %24 to <32 x i32>*
  store <32 x i32> %23, <32 x i32>* %25, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %27 = bitcast i32* %26 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %27, align 4
  %28 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %29 = getelementptr inbounds i32, i32* %a, <32 x i64> %28
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %29, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %30 = ashr <32 x i32> %wide.masked.gather.epil, %broadcast.splat
  %31 = getelementptr inbounds i32, i32* %b, i64 %index.unr
  %32 = bitcast i32* %31 to <32 x i32>*
  %wide.load8.epil = load <32 x i32>, <32 x i32>* %32, align 4
  %33 = ashr <32 x i32> %wide.load8.epil, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %34 = add nsw <32 x i32> %33, %30
  %35 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %36 = bitcast i32* %35 to <32 x i32>*
  store <32 x i32> %34, <32 x i32>* %36, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %37 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %38 = load i32, i32* %arrayidx2, align 4
  %shr = ashr i32 %38, %s
  %arrayidx4 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %39 = load i32, i32* %arrayidx4, align 4
  %shr5 = ashr i32 %39, 3
  %add = add nsw i32 %shr5, %shr
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add, i32* %arrayidx7, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !22

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @ashr_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i16, i16* %a, i64 %3
  %5 = extractelement <32 x i64> %2, i64 1
  %6 = getelementptr inbounds i16, i16* %a, i64 %5
  %7 = extractelement <32 x i64> %2, i64 2
  %8 = getelementptr inbounds i16, i16* %a, i64 %7
  %9 = extractelement <32 x i64> %2, i64 3
  %10 = getelementptr inbounds i16, i16* %a, i64 %9
  %11 = extractelement <32 x i64> %2, i64 4
  %12 = getelementptr inbounds i16, i16* %a, i64 %11
  %13 = extractelement <32 x i64> %2, i64 5
  %14 = getelementptr inbounds i16, i16* %a, i64 %13
  %15 = extractelement <32 x i64> %2, i64 6
  %16 = getelementptr inbounds i16, i16* %a, i64 %15
  %17 = extractelement <32 x i64> %2, i64 7
  %18 = getelementptr inbounds i16, i16* %a, i64 %17
  %19 = extractelement <32 x i64> %2, i64 8
  %20 = getelementptr inbounds i16, i16* %a, i64 %19
  %21 = extractelement <32 x i64> %2, i64 9
  %22 = getelementptr inbounds i16, i16* %a, i64 %21
  %23 = extractelement <32 x i64> %2, i64 10
  %24 = getelementptr inbounds i16, i16* %a, i64 %23
  %25 = extractelement <32 x i64> %2, i64 11
  %26 = getelementptr inbounds i16, i16* %a, i64 %25
  %27 = extractelement <32 x i64> %2, i64 12
  %28 = getelementptr inbounds i16, i16* %a, i64 %27
  %29 = extractelement <32 x i64> %2, i64 13
  %30 = getelementptr inbounds i16, i16* %a, i64 %29
  %31 = extractelement <32 x i64> %2, i64 14
  %32 = getelementptr inbounds i16, i16* %a, i64 %31
  %33 = extractelement <32 x i64> %2, i64 15
  %34 = getelementptr inbounds i16, i16* %a, i64 %33
  %35 = extractelement <32 x i64> %2, i64 16
  %36 = getelementptr inbounds i16, i16* %a, i64 %35
  %37 = extractelement <32 x i64> %2, i64 17
  %38 = getelementptr inbounds i16, i16* %a, i64 %37
  %39 = extractelement <32 x i64> %2, i64 18
  %40 = getelementptr inbounds i16, i16* %a, i64 %39
  %41 = extractelement <32 x i64> %2, i64 19
  %42 = getelementptr inbounds i16, i16* %a, i64 %41
  %43 = extractelement <32 x i64> %2, i64 20
  %44 = getelementptr inbounds i16, i16* %a, i64 %43
  %45 = extractelement <32 x i64> %2, i64 21
  %46 = getelementptr inbounds i16, i16* %a, i64 %45
  %47 = extractelement <32 x i64> %2, i64 22
  %48 = getelementptr inbounds i16, i16* %a, i64 %47
  %49 = extractelement <32 x i64> %2, i64 23
  %50 = getelementptr inbounds i16, i16* %a, i64 %49
  %51 = extractelement <32 x i64> %2, i64 24
  %52 = getelementptr inbounds i16, i16* %a, i64 %51
  %53 = extractelement <32 x i64> %2, i64 25
  %54 = getelementptr inbounds i16, i16* %a, i64 %53
  %55 = extractelement <32 x i64> %2, i64 26
  %56 = getelementptr inbounds i16, i16* %a, i64 %55
  %57 = extractelement <32 x i64> %2, i64 27
  %58 = getelementptr inbounds i16, i16* %a, i64 %57
  %59 = extractelement <32 x i64> %2, i64 28
  %60 = getelementptr inbounds i16, i16* %a, i64 %59
  %61 = extractelement <32 x i64> %2, i64 29
  %62 = getelementptr inbounds i16, i16* %a, i64 %61
  %63 = extractelement <32 x i64> %2, i64 30
  %64 = getelementptr inbounds i16, i16* %a, i64 %63
  %65 = extractelement <32 x i64> %2, i64 31
  %66 = getelementptr inbounds i16, i16* %a, i64 %65
  %67 = load i16, i16* %4, align 2
  %68 = load i16, i16* %6, align 2
  %69 = load i16, i16* %8, align 2
  %70 = load i16, i16* %10, align 2
  %71 = load i16, i16* %12, align 2
  %72 = load i16, i16* %14, align 2
  %73 = load i16, i16* %16, align 2
  %74 = load i16, i16* %18, align 2
  %75 = load i16, i16* %20, align 2
  %76 = load i16, i16* %22, align 2
  %77 = load i16, i16* %24, align 2
  %78 = load i16, i16* %26, align 2
  %79 = load i16, i16* %28, align 2
  %80 = load i16, i16* %30, align 2
  %81 = load i16, i16* %32, align 2
  %82 = load i16, i16* %34, align 2
  %83 = load i16, i16* %36, align 2
  %84 = load i16, i16* %38, align 2
  %85 = load i16, i16* %40, align 2
  %86 = load i16, i16* %42, align 2
  %87 = load i16, i16* %44, align 2
  %88 = load i16, i16* %46, align 2
  %89 = load i16, i16* %48, align 2
  %90 = load i16, i16* %50, align 2
  %91 = load i16, i16* %52, align 2
  %92 = load i16, i16* %54, align 2
  %93 = load i16, i16* %56, align 2
  %94 = load i16, i16* %58, align 2
  %95 = load i16, i16* %60, align 2
  %96 = load i16, i16* %62, align 2
  %97 = load i16, i16* %64, align 2
  %98 = load i16, i16* %66, align 2
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
  %131 = ashr <32 x i16> %130, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %132 = getelementptr inbounds i16, i16* %out, i64 %index
  %133 = bitcast i16* %132 to <32 x i16>*
  store <32 x i16> %131, <32 x i16>* %133, align 2
  %index.next = add nuw i64 %index, 32
  %134 = icmp eq i64 %index.next, %n.vec
  br i1 %134, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %135 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %135 to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %a, i64 %idxprom1
  %136 = load i16, i16* %arrayidx2, align 2
  %137 = ashr i16 %136, 5
  %arrayidx5 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %137, i16* %arrayidx5, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !24

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @clamp_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %lo, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.end

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
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %8 = getelementptr inbounds i32, i32* %lo, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.load14 = load <32 x i32>, <32 x i32>* %9, align 4
  %10 = icmp slt <32 x i32> %wide.masked.gather, %wide.load14
  %11 = select <32 x i1> %10, <32 x i32> %wide.load14, <32 x i32> %wide.masked.gather
  %12 = icmp slt <32 x i32> %11, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %13 = select <32 x i1> %12, <32 x i32> %11, <32 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %14 = getelementptr inbounds i32, i32* %out, i64 %index
  %15 = bitcast i32* %14 to <32 x i32>*
  store <32 x i32> %13, <32 x i32>* %15, align 4
  %index.next = or i64 %index, 32
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %19 = getelementptr inbounds i32, i32* %a, <32 x i64> %18
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %19, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %20 = getelementptr inbounds i32, i32* %lo, i64 %index.next
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load14.1 = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = icmp slt <32 x i32> %wide.masked.gather.1, %wide.load14.1
  %23 = select <32 x i1> %22, <32 x i32> %wide.load14.1, <32 x i32> %wide.masked.gather.1
  %24 = icmp slt <32 x i32> %23, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %25 = select <32 x i1> %24, <32 x i32> %23, <32 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %26 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %27 = bitcast i32* %26 to <32 x i32>*
  store <32 x i32> %25, <32 x i32>* %27, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !25

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %31 = getelementptr inbounds i32, i32* %a, <32 x i64> %30
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %31, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %32 = getelementptr inbounds i32, i32* %lo, i64 %index.unr
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.load14.epil = load <32 x i32>, <32 x i32>* %33, align 4
  %34 = icmp slt <32 x i32> %wide.masked.gather.epil, %wide.load14.epil
  %35 = select <32 x i1> %34, <32 x i32> %wide.load14.epil, <32 x i32> %wide.masked.gather.epil
  %36 = icmp slt <32 x i32> %35, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %37 = select <32 x i1> %36, <32 x i32> %35, <32 x i32> <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  %38 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %39 = bitcast i32* %38 to <32 x i32>*
  store <32 x i32> %37, <32 x i32>* %39, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %40 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %40 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %41 = load i32, i32* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds i32, i32* %lo, i64 %indvars.iv
  %42 = load i32, i32* %arrayidx4, align 4
  %cmp5 = icmp slt i32 %41, %42
  %. = select i1 %cmp5, i32 %42, i32 %41
  %43 = icmp slt i32 %., 1000
  %cond12 = select i1 %43, i32 %., i32 1000
  %arrayidx14 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %cond12, i32* %arrayidx14, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !26

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @clamp_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %lo, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.end

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
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %8 = getelementptr inbounds i32, i32* %lo, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.load14 = load <32 x i32>, <32 x i32>* %9, align 4
  %10 = icmp ult <32 x i32> %wide.masked.gather, %wide.load14
  %11 = select <32 x i1> %10, <32 x i32> %wide.load14, <32 x i32> %wide.masked.gather
  %12 = icmp ult <32 x i32> %11, <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %13 = select <32 x i1> %12, <32 x i32> %11, <32 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %14 = getelementptr inbounds i32, i32* %out, i64 %index
  %15 = bitcast i32* %14 to <32 x i32>*
  store <32 x i32> %13, <32 x i32>* %15, align 4
  %index.next = or i64 %index, 32
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %19 = getelementptr inbounds i32, i32* %a, <32 x i64> %18
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %19, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %20 = getelementptr inbounds i32, i32* %lo, i64 %index.next
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load14.1 = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = icmp ult <32 x i32> %wide.masked.gather.1, %wide.load14.1
  %23 = select <32 x i1> %22, <32 x i32> %wide.load14.1, <32 x i32> %wide.masked.gather.1
  %24 = icmp ult <32 x i32> %23, <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %25 = select <32 x i1> %24, <32 x i32> %23, <32 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %26 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %27 = bitcast i32* %26 to <32 x i32>*
  store <32 x i32> %25, <32 x i32>* %27, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !27

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %31 = getelementptr inbounds i32, i32* %a, <32 x i64> %30
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %31, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %32 = getelementptr inbounds i32, i32* %lo, i64 %index.unr
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.load14.epil = load <32 x i32>, <32 x i32>* %33, align 4
  %34 = icmp ult <32 x i32> %wide.masked.gather.epil, %wide.load14.epil
  %35 = select <32 x i1> %34, <32 x i32> %wide.load14.epil, <32 x i32> %wide.masked.gather.epil
  %36 = icmp ult <32 x i32> %35, <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %37 = select <32 x i1> %36, <32 x i32> %35, <32 x i32> <i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000, i32 100000>
  %38 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %39 = bitcast i32* %38 to <32 x i32>*
  store <32 x i32> %37, <32 x i32>* %39, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %40 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %40 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %41 = load i32, i32* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds i32, i32* %lo, i64 %indvars.iv
  %42 = load i32, i32* %arrayidx4, align 4
  %cmp5 = icmp ult i32 %41, %42
  %. = select i1 %cmp5, i32 %42, i32 %41
  %43 = icmp ult i32 %., 100000
  %cond12 = select i1 %43, i32 %., i32 100000
  %arrayidx14 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %cond12, i32* %arrayidx14, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !28

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @fminmax_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader14, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = sext <32 x i32> %wide.load to <32 x i64>
  %3 = getelementptr inbounds float, float* %a, <32 x i64> %2
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %3, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %4 = getelementptr inbounds float, float* %b, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load13 = load <32 x float>, <32 x float>* %5, align 4
  %6 = call <32 x float> @llvm.minnum.v32f32(<32 x float> %wide.masked.gather, <32 x float> %wide.load13)
  %7 = fmul <32 x float> %wide.load13, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %8 = call <32 x float> @llvm.maxnum.v32f32(<32 x float> %wide.masked.gather, <32 x float> %7)
  %9 = fadd <32 x float> %6, %8
  %10 = getelementptr inbounds float, float* %out, i64 %index
  %11 = bitcast float* %10 to <32 x float>*
  store <32 x float> %9, <32 x float>* %11, align 4
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader14

for.body.preheader14:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader14, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader14 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %13 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %13 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %14 = load float, float* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %15 = load float, float* %arrayidx4, align 4
  %16 = tail call float @llvm.minnum.f32(float %14, float %15)
  %mul = fmul float %15, 2.000000e+00
  %17 = tail call float @llvm.maxnum.f32(float %14, float %mul)
  %add = fadd float %16, %17
  %arrayidx12 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %add, float* %arrayidx12, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !30

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @fma_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, float* noalias nocapture noundef readonly %c, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

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
  %7 = getelementptr inbounds float, float* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load9 = load <32 x float>, <32 x float>* %9, align 4
  %10 = getelementptr inbounds float, float* %c, i64 %index
  %11 = bitcast float* %10 to <32 x float>*
  %wide.load10 = load <32 x float>, <32 x float>* %11, align 4
  %12 = call <32 x float> @llvm.fma.v32f32(<32 x float> %wide.masked.gather, <32 x float> %wide.load9, <32 x float> %wide.load10)
  %13 = getelementptr inbounds float, float* %out, i64 %index
  %14 = bitcast float* %13 to <32 x float>*
  store <32 x float> %12, <32 x float>* %14, align 4
  %index.next = or i64 %index, 32
  %15 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %16 = bitcast i32* %15 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %16, align 4
  %17 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %18 = getelementptr inbounds float, float* %a, <32 x i64> %17
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %18, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %19 = getelementptr inbounds float, float* %b, i64 %index.next
  %20 = bitcast float* %19 to <32 x float>*
  %wide.load9.1 = load <32 x float>, <32 x float>* %20, align 4
  %21 = getelementptr inbounds float, float* %c, i64 %index.next
  %22 = bitcast float* %21 to <32 x float>*
  %wide.load10.1 = load <32 x float>, <32 x float>* %22, align 4
  %23 = call <32 x float> @llvm.fma.v32f32(<32 x float> %wide.masked.gather.1, <32 x float> %wide.load9.1, <32 x float> %wide.load10.1)
  %24 = getelementptr inbounds float, float* %out, i64 %index.next
  %25 = bitcast float* %24 to <32 x float>*
  store <32 x float> %23, <32 x float>* %25, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !31

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %27 = bitcast i32* %26 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %27, align 4
  %28 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %29 = getelementptr inbounds float, float* %a, <32 x i64> %28
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %29, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %30 = getelementptr inbounds float, float* %b, i64 %index.unr
  %31 = bitcast float* %30 to <32 x float>*
  %wide.load9.epil = load <32 x float>, <32 x float>* %31, align 4
  %32 = getelementptr inbounds float, float* %c, i64 %index.unr
  %33 = bitcast float* %32 to <32 x float>*
  %wide.load10.epil = load <32 x float>, <32 x float>* %33, align 4
  %34 = call <32 x float> @llvm.fma.v32f32(<32 x float> %wide.masked.gather.epil, <32 x float> %wide.load9.epil, <32 x float> %wide.load10.epil)
  %35 = getelementptr inbounds float, float* %out, i64 %index.unr
  %36 = bitcast float* %35 to <32 x float>*
  store <32 x float> %34, <32 x float>* %36, align 4
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
  %37 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %37 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %38 = load float, float* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %39 = load float, float* %arrayidx4, align 4
  %arrayidx6 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  %40 = load float, float* %arrayidx6, align 4
  %41 = tail call float @llvm.fma.f32(float %38, float %39, float %40)
  %arrayidx8 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %41, float* %arrayidx8, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !32

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @fsel_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.end

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
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds float, float* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load14 = load <32 x float>, <32 x float>* %9, align 4
  %10 = fcmp olt <32 x float> %wide.masked.gather, %wide.load14
  %11 = fmul <32 x float> %wide.load14, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %12 = fcmp oge <32 x float> %wide.masked.gather, %11
  %13 = fneg <32 x float> %wide.masked.gather
  %14 = select <32 x i1> %12, <32 x float> %wide.load14, <32 x float> %13
  %15 = select <32 x i1> %10, <32 x float> %wide.masked.gather, <32 x float> %14
  %16 = getelementptr inbounds float, float* %out, i64 %index
  %17 = bitcast float* %16 to <32 x float>*
  store <32 x float> %15, <32 x float>* %17, align 4
  %index.next = or i64 %index, 32
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %21 = getelementptr inbounds float, float* %a, <32 x i64> %20
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %22 = getelementptr inbounds float, float* %b, i64 %index.next
  %23 = bitcast float* %22 to <32 x float>*
  %wide.load14.1 = load <32 x float>, <32 x float>* %23, align 4
  %24 = fcmp olt <32 x float> %wide.masked.gather.1, %wide.load14.1
  %25 = fmul <32 x float> %wide.load14.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %26 = fcmp oge <32 x float> %wide.masked.gather.1, %25
  %27 = fneg <32 x float> %wide.masked.gather.1
  %28 = select <32 x i1> %26, <32 x float> %wide.load14.1, <32 x float> %27
  %29 = select <32 x i1> %24, <32 x float> %wide.masked.gather.1, <32 x float> %28
  %30 = getelementptr inbounds float, float* %out, i64 %index.next
  %31 = bitcast float* %30 to <32 x float>*
  store <32 x float> %29, <32 x float>* %31, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !33

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %33, align 4
  %34 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %35 = getelementptr inbounds float, float* %a, <32 x i64> %34
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %35, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %36 = getelementptr inbounds float, float* %b, i64 %index.unr
  %37 = bitcast float* %36 to <32 x float>*
  %wide.load14.epil = load <32 x float>, <32 x float>* %37, align 4
  %38 = fcmp olt <32 x float> %wide.masked.gather.epil, %wide.load14.epil
  %39 = fmul <32 x float> %wide.load14.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %40 = fcmp oge <32 x float> %wide.masked.gather.epil, %39
  %41 = fneg <32 x float> %wide.masked.gather.epil
  %42 = select <32 x i1> %40, <32 x float> %wide.load14.epil, <32 x float> %41
  %43 = select <32 x i1> %38, <32 x float> %wide.masked.gather.epil, <32 x float> %42
  %44 = getelementptr inbounds float, float* %out, i64 %index.unr
  %45 = bitcast float* %44 to <32 x float>*
  store <32 x float> %43, <32 x float>* %45, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %46 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %46 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %47 = load float, float* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %48 = load float, float* %arrayidx4, align 4
  %cmp5 = fcmp olt float %47, %48
  %mul = fmul float %48, 2.000000e+00
  %cmp6 = fcmp oge float %47, %mul
  %fneg = fneg float %47
  %cond = select i1 %cmp6, float %48, float %fneg
  %cond10 = select i1 %cmp5, float %47, float %cond
  %arrayidx12 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond10, float* %arrayidx12, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !34

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*>, i32 immarg, <32 x i1>, <32 x i32>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.minnum.v32f32(<32 x float>, <32 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.maxnum.v32f32(<32 x float>, <32 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fma.v32f32(<32 x float>, <32 x float>, <32 x float>) #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !7, !12, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !12, !8}
!18 = distinct !{!18, !7, !8}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !7, !12, !8}
!21 = distinct !{!21, !7, !8}
!22 = distinct !{!22, !7, !12, !8}
!23 = distinct !{!23, !7, !8}
!24 = distinct !{!24, !7, !12, !8}
!25 = distinct !{!25, !7, !8}
!26 = distinct !{!26, !7, !12, !8}
!27 = distinct !{!27, !7, !8}
!28 = distinct !{!28, !7, !12, !8}
!29 = distinct !{!29, !7, !8}
!30 = distinct !{!30, !7, !12, !8}
!31 = distinct !{!31, !7, !8}
!32 = distinct !{!32, !7, !12, !8}
!33 = distinct !{!33, !7, !8}
!34 = distinct !{!34, !7, !12, !8}
