; ModuleID = '<stdin>'
source_filename = "reduce_fast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @fsum_fast(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <32 x float> [ zeroinitializer, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi8 = phi <32 x float> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi9 = phi <32 x float> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi10 = phi <32 x float> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
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
  %12 = fadd fast <32 x float> %wide.load, %vec.phi
  %13 = fadd fast <32 x float> %wide.load11, %vec.phi8
  %14 = fadd fast <32 x float> %wide.load12, %vec.phi9
  %15 = fadd fast <32 x float> %wide.load13, %vec.phi10
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
  %24 = fadd fast <32 x float> %wide.load.1, %12
  %25 = fadd fast <32 x float> %wide.load11.1, %13
  %26 = fadd fast <32 x float> %wide.load12.1, %14
  %27 = fadd fast <32 x float> %wide.load13.1, %15
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
  %vec.phi.unr = phi <32 x float> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi8.unr = phi <32 x float> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi9.unr = phi <32 x float> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi10.unr = phi <32 x float> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
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
  %36 = fadd fast <32 x float> %wide.load.epil, %vec.phi.unr
  %37 = fadd fast <32 x float> %wide.load11.epil, %vec.phi8.unr
  %38 = fadd fast <32 x float> %wide.load12.epil, %vec.phi9.unr
  %39 = fadd fast <32 x float> %wide.load13.epil, %vec.phi10.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa19 = phi <32 x float> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa18 = phi <32 x float> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa17 = phi <32 x float> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa = phi <32 x float> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = fadd fast <32 x float> %.lcssa18, %.lcssa19
  %bin.rdx14 = fadd fast <32 x float> %.lcssa17, %bin.rdx
  %bin.rdx15 = fadd fast <32 x float> %.lcssa, %bin.rdx14
  %40 = call fast float @llvm.vector.reduce.fadd.v32f32(float -0.000000e+00, <32 x float> %bin.rdx15)
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
  %add = fadd fast float %41, %s.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %40, %middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @fdot_fast(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <32 x float> [ zeroinitializer, %vector.ph ], [ %20, %vector.body ]
  %vec.phi9 = phi <32 x float> [ zeroinitializer, %vector.ph ], [ %21, %vector.body ]
  %vec.phi10 = phi <32 x float> [ zeroinitializer, %vector.ph ], [ %22, %vector.body ]
  %vec.phi11 = phi <32 x float> [ zeroinitializer, %vector.ph ], [ %23, %vector.body ]
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
  %16 = fmul fast <32 x float> %wide.load15, %wide.load
  %17 = fmul fast <32 x float> %wide.load16, %wide.load12
  %18 = fmul fast <32 x float> %wide.load17, %wide.load13
  %19 = fmul fast <32 x float> %wide.load18, %wide.load14
  %20 = fadd fast <32 x float> %16, %vec.phi
  %21 = fadd fast <32 x float> %17, %vec.phi9
  %22 = fadd fast <32 x float> %18, %vec.phi10
  %23 = fadd fast <32 x float> %19, %vec.phi11
  %index.next = add nuw i64 %index, 128
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd fast <32 x float> %21, %20
  %bin.rdx19 = fadd fast <32 x float> %22, %bin.rdx
  %bin.rdx20 = fadd fast <32 x float> %23, %bin.rdx19
  %25 = call fast float @llvm.vector.reduce.fadd.v32f32(float -0.000000e+00, <32 x float> %bin.rdx20)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader21

for.body.preheader21:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.06.ph = phi float [ 0.000000e+00, %for.body.preheader ], [ %25, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader21, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader21 ]
  %s.06 = phi float [ %add, %for.body ], [ %s.06.ph, %for.body.preheader21 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %26 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %27 = load float, float* %arrayidx2, align 4
  %mul = fmul fast float %27, %26
  %add = fadd fast float %mul, %s.06
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %25, %middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @fprod_fast(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <32 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi8 = phi <32 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi9 = phi <32 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi10 = phi <32 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %27, %vector.body ]
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
  %12 = fmul fast <32 x float> %wide.load, %vec.phi
  %13 = fmul fast <32 x float> %wide.load11, %vec.phi8
  %14 = fmul fast <32 x float> %wide.load12, %vec.phi9
  %15 = fmul fast <32 x float> %wide.load13, %vec.phi10
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
  %24 = fmul fast <32 x float> %wide.load.1, %12
  %25 = fmul fast <32 x float> %wide.load11.1, %13
  %26 = fmul fast <32 x float> %wide.load12.1, %14
  %27 = fmul fast <32 x float> %wide.load13.1, %15
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa19.ph = phi <32 x float> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa18.ph = phi <32 x float> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa17.ph = phi <32 x float> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa.ph = phi <32 x float> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %24, %vector.body ]
  %vec.phi8.unr = phi <32 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %25, %vector.body ]
  %vec.phi9.unr = phi <32 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %26, %vector.body ]
  %vec.phi10.unr = phi <32 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %27, %vector.body ]
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
  %36 = fmul fast <32 x float> %wide.load.epil, %vec.phi.unr
  %37 = fmul fast <32 x float> %wide.load11.epil, %vec.phi8.unr
  %38 = fmul fast <32 x float> %wide.load12.epil, %vec.phi9.unr
  %39 = fmul fast <32 x float> %wide.load13.epil, %vec.phi10.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa19 = phi <32 x float> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa18 = phi <32 x float> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa17 = phi <32 x float> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa = phi <32 x float> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = fmul fast <32 x float> %.lcssa18, %.lcssa19
  %bin.rdx14 = fmul fast <32 x float> %.lcssa17, %bin.rdx
  %bin.rdx15 = fmul fast <32 x float> %.lcssa, %bin.rdx14
  %40 = call fast float @llvm.vector.reduce.fmul.v32f32(float 1.000000e+00, <32 x float> %bin.rdx15)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %p.05.ph = phi float [ 1.000000e+00, %for.body.preheader ], [ %40, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %p.05 = phi float [ %mul, %for.body ], [ %p.05.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %41 = load float, float* %arrayidx, align 4
  %mul = fmul fast float %41, %p.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %p.0.lcssa = phi float [ 1.000000e+00, %entry ], [ %40, %middle.block ], [ %mul, %for.body ]
  store float %p.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @fmax_fast(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader38, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <32 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %12, %vector.body ]
  %vec.phi17 = phi <32 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %13, %vector.body ]
  %vec.phi18 = phi <32 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %14, %vector.body ]
  %vec.phi19 = phi <32 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %15, %vector.body ]
  %vec.phi20 = phi <32 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %8, %vector.body ]
  %vec.phi21 = phi <32 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %9, %vector.body ]
  %vec.phi22 = phi <32 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %10, %vector.body ]
  %vec.phi23 = phi <32 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %11, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %1, align 4
  %2 = getelementptr inbounds float, float* %0, i64 32
  %3 = bitcast float* %2 to <32 x float>*
  %wide.load24 = load <32 x float>, <32 x float>* %3, align 4
  %4 = getelementptr inbounds float, float* %0, i64 64
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load25 = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %0, i64 96
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load26 = load <32 x float>, <32 x float>* %7, align 4
  %8 = call fast <32 x float> @llvm.maxnum.v32f32(<32 x float> %vec.phi20, <32 x float> %wide.load)
  %9 = call fast <32 x float> @llvm.maxnum.v32f32(<32 x float> %vec.phi21, <32 x float> %wide.load24)
  %10 = call fast <32 x float> @llvm.maxnum.v32f32(<32 x float> %vec.phi22, <32 x float> %wide.load25)
  %11 = call fast <32 x float> @llvm.maxnum.v32f32(<32 x float> %vec.phi23, <32 x float> %wide.load26)
  %12 = call fast <32 x float> @llvm.minnum.v32f32(<32 x float> %vec.phi, <32 x float> %wide.load)
  %13 = call fast <32 x float> @llvm.minnum.v32f32(<32 x float> %vec.phi17, <32 x float> %wide.load24)
  %14 = call fast <32 x float> @llvm.minnum.v32f32(<32 x float> %vec.phi18, <32 x float> %wide.load25)
  %15 = call fast <32 x float> @llvm.minnum.v32f32(<32 x float> %vec.phi19, <32 x float> %wide.load26)
  %index.next = add nuw i64 %index, 128
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %17 = call fast <32 x float> @llvm.maxnum.v32f32(<32 x float> %8, <32 x float> %9)
  %18 = call fast <32 x float> @llvm.maxnum.v32f32(<32 x float> %17, <32 x float> %10)
  %19 = call fast <32 x float> @llvm.maxnum.v32f32(<32 x float> %18, <32 x float> %11)
  %20 = call fast float @llvm.vector.reduce.fmax.v32f32(<32 x float> %19)
  %21 = call fast <32 x float> @llvm.minnum.v32f32(<32 x float> %12, <32 x float> %13)
  %22 = call fast <32 x float> @llvm.minnum.v32f32(<32 x float> %21, <32 x float> %14)
  %23 = call fast <32 x float> @llvm.minnum.v32f32(<32 x float> %22, <32 x float> %15)
  %24 = call fast float @llvm.vector.reduce.fmin.v32f32(<32 x float> %23)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader38

for.body.preheader38:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %lo.010.ph = phi float [ 0x46293E5940000000, %for.body.preheader ], [ %24, %middle.block ]
  %hi.09.ph = phi float [ 0xC6293E5940000000, %for.body.preheader ], [ %20, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader38, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader38 ]
  %lo.010 = phi float [ %27, %for.body ], [ %lo.010.ph, %for.body.preheader38 ]
  %hi.09 = phi float [ %26, %for.body ], [ %hi.09.ph, %for.body.preheader38 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %25 = load float, float* %arrayidx, align 4
  %26 = tail call fast float @llvm.maxnum.f32(float %hi.09, float %25)
  %27 = tail call fast float @llvm.minnum.f32(float %lo.010, float %25)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %hi.0.lcssa = phi float [ 0xC6293E5940000000, %entry ], [ %20, %middle.block ], [ %26, %for.body ]
  %lo.0.lcssa = phi float [ 0x46293E5940000000, %entry ], [ %24, %middle.block ], [ %27, %for.body ]
  store float %hi.0.lcssa, float* %out, align 4
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 1
  store float %lo.0.lcssa, float* %arrayidx4, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v32f32(float, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmul.v32f32(float, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.maxnum.v32f32(<32 x float>, <32 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.minnum.v32f32(<32 x float>, <32 x float>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmin.v32f32(<32 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmax.v32f32(<32 x float>) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee,ieee" "frame-pointer"="all" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" "unsafe-fp-math"="true" }
attributes #1 = { nofree noinline nosync nounwind uwtable "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee,ieee" "frame-pointer"="all" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" "unsafe-fp-math"="true" }
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
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !10, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !10, !8}
