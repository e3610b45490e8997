; ModuleID = '<stdin>'
source_filename = "reduce_ordered.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @fsum_ordered(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %0 = add nsw i64 %n.vec, -128
  %1 = lshr exact i64 %0, 7
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 288230376151711742
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <32 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi8 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi9 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi10 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %4, i64 32
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load11 = load <32 x float>, <32 x float>* %7, align 4
  %8 = getelementptr inbounds float, float* %4, i64 64
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load12 = load <32 x float>, <32 x float>* %9, align 4
  %10 = getelementptr inbounds float, float* %4, i64 96
  %11 = bitcast float* %10 to <32 x float>*
  %wide.load13 = load <32 x float>, <32 x float>* %11, align 4
  %12 = fadd <32 x float> %vec.phi, %wide.load
  %13 = fadd <32 x float> %vec.phi8, %wide.load11
  %14 = fadd <32 x float> %vec.phi9, %wide.load12
  %15 = fadd <32 x float> %vec.phi10, %wide.load13
  %index.next = or i64 %index, 128
  %16 = getelementptr inbounds float, float* %a, i64 %index.next
  %17 = bitcast float* %16 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %17, align 4
  %18 = getelementptr inbounds float, float* %16, i64 32
  %19 = bitcast float* %18 to <32 x float>*
  %wide.load11.1 = load <32 x float>, <32 x float>* %19, align 4
  %20 = getelementptr inbounds float, float* %16, i64 64
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load12.1 = load <32 x float>, <32 x float>* %21, align 4
  %22 = getelementptr inbounds float, float* %16, i64 96
  %23 = bitcast float* %22 to <32 x float>*
  %wide.load13.1 = load <32 x float>, <32 x float>* %23, align 4
  %24 = fadd <32 x float> %12, %wide.load.1
  %25 = fadd <32 x float> %13, %wide.load11.1
  %26 = fadd <32 x float> %14, %wide.load12.1
  %27 = fadd <32 x float> %15, %wide.load13.1
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa19.ph = phi <32 x float> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa18.ph = phi <32 x float> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa17.ph = phi <32 x float> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa.ph = phi <32 x float> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %24, %vector.body ]
  %vec.phi8.unr = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %25, %vector.body ]
  %vec.phi9.unr = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %26, %vector.body ]
  %vec.phi10.unr = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds float, float* %a, i64 %index.unr
  %29 = bitcast float* %28 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %29, align 4
  %30 = getelementptr inbounds float, float* %28, i64 32
  %31 = bitcast float* %30 to <32 x float>*
  %wide.load11.epil = load <32 x float>, <32 x float>* %31, align 4
  %32 = getelementptr inbounds float, float* %28, i64 64
  %33 = bitcast float* %32 to <32 x float>*
  %wide.load12.epil = load <32 x float>, <32 x float>* %33, align 4
  %34 = getelementptr inbounds float, float* %28, i64 96
  %35 = bitcast float* %34 to <32 x float>*
  %wide.load13.epil = load <32 x float>, <32 x float>* %35, align 4
  %36 = fadd <32 x float> %vec.phi.unr, %wide.load.epil
  %37 = fadd <32 x float> %vec.phi8.unr, %wide.load11.epil
  %38 = fadd <32 x float> %vec.phi9.unr, %wide.load12.epil
  %39 = fadd <32 x float> %vec.phi10.unr, %wide.load13.epil
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa19 = phi <32 x float> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa18 = phi <32 x float> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa17 = phi <32 x float> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa = phi <32 x float> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = fadd <32 x float> %.lcssa18, %.lcssa19
  %bin.rdx14 = fadd <32 x float> %.lcssa17, %bin.rdx
  %bin.rdx15 = fadd <32 x float> %.lcssa, %bin.rdx14
  %40 = call float @llvm.vector.reduce.fadd.v32f32(float -0.000000e+00, <32 x float> %bin.rdx15)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.05.ph = phi float [ 0.000000e+00, %for.body.preheader ], [ %40, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %s.05 = phi float [ %add, %for.body ], [ %s.05.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %41 = load float, float* %arrayidx, align 4
  %add = fadd float %s.05, %41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %40, %middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @fdot_ordered(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader21, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <32 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %16, %vector.body ]
  %vec.phi9 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %17, %vector.body ]
  %vec.phi10 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %18, %vector.body ]
  %vec.phi11 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %19, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %1, align 4
  %2 = getelementptr inbounds float, float* %0, i64 32
  %3 = bitcast float* %2 to <32 x float>*
  %wide.load12 = load <32 x float>, <32 x float>* %3, align 4
  %4 = getelementptr inbounds float, float* %0, i64 64
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load13 = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %0, i64 96
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load14 = load <32 x float>, <32 x float>* %7, align 4
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load15 = load <32 x float>, <32 x float>* %9, align 4
  %10 = getelementptr inbounds float, float* %8, i64 32
  %11 = bitcast float* %10 to <32 x float>*
  %wide.load16 = load <32 x float>, <32 x float>* %11, align 4
  %12 = getelementptr inbounds float, float* %8, i64 64
  %13 = bitcast float* %12 to <32 x float>*
  %wide.load17 = load <32 x float>, <32 x float>* %13, align 4
  %14 = getelementptr inbounds float, float* %8, i64 96
  %15 = bitcast float* %14 to <32 x float>*
  %wide.load18 = load <32 x float>, <32 x float>* %15, align 4
  %16 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load, <32 x float> %wide.load15, <32 x float> %vec.phi)
  %17 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load12, <32 x float> %wide.load16, <32 x float> %vec.phi9)
  %18 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load13, <32 x float> %wide.load17, <32 x float> %vec.phi10)
  %19 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load14, <32 x float> %wide.load18, <32 x float> %vec.phi11)
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd <32 x float> %17, %16
  %bin.rdx19 = fadd <32 x float> %18, %bin.rdx
  %bin.rdx20 = fadd <32 x float> %19, %bin.rdx19
  %21 = call float @llvm.vector.reduce.fadd.v32f32(float -0.000000e+00, <32 x float> %bin.rdx20)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader21

for.body.preheader21:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.06.ph = phi float [ 0.000000e+00, %for.body.preheader ], [ %21, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader21, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader21 ]
  %s.06 = phi float [ %24, %for.body ], [ %s.06.ph, %for.body.preheader21 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %22 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %23 = load float, float* %arrayidx2, align 4
  %24 = tail call float @llvm.fmuladd.f32(float %22, float %23, float %s.06)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %21, %middle.block ], [ %24, %for.body ]
  store float %s.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v32f32(float, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #4

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }
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
!9 = distinct !{!9, !7, !10, !8}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !10, !8}
