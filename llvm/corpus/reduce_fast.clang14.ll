; ModuleID = 'reduce_fast.c'
source_filename = "reduce_fast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fsum_fast(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = add nsw i64 %n.vec, -64
  %1 = lshr exact i64 %0, 6
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 576460752303423486
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <16 x float> [ zeroinitializer, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi11 = phi <16 x float> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi12 = phi <16 x float> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi13 = phi <16 x float> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %4, i64 16
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load14 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %4, i64 32
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load15 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %4, i64 48
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load16 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = fadd fast <16 x float> %wide.load, %vec.phi
  %13 = fadd fast <16 x float> %wide.load14, %vec.phi11
  %14 = fadd fast <16 x float> %wide.load15, %vec.phi12
  %15 = fadd fast <16 x float> %wide.load16, %vec.phi13
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds float, float* %a, i64 %index.next
  %17 = bitcast float* %16 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, float* %16, i64 16
  %19 = bitcast float* %18 to <16 x float>*
  %wide.load14.1 = load <16 x float>, <16 x float>* %19, align 4, !tbaa !5
  %20 = getelementptr inbounds float, float* %16, i64 32
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load15.1 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, float* %16, i64 48
  %23 = bitcast float* %22 to <16 x float>*
  %wide.load16.1 = load <16 x float>, <16 x float>* %23, align 4, !tbaa !5
  %24 = fadd fast <16 x float> %wide.load.1, %12
  %25 = fadd fast <16 x float> %wide.load14.1, %13
  %26 = fadd fast <16 x float> %wide.load15.1, %14
  %27 = fadd fast <16 x float> %wide.load16.1, %15
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !9

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa31.ph = phi <16 x float> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa30.ph = phi <16 x float> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa29.ph = phi <16 x float> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa28.ph = phi <16 x float> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi11.unr = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi12.unr = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi13.unr = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds float, float* %a, i64 %index.unr
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %28, i64 16
  %31 = bitcast float* %30 to <16 x float>*
  %wide.load14.epil = load <16 x float>, <16 x float>* %31, align 4, !tbaa !5
  %32 = getelementptr inbounds float, float* %28, i64 32
  %33 = bitcast float* %32 to <16 x float>*
  %wide.load15.epil = load <16 x float>, <16 x float>* %33, align 4, !tbaa !5
  %34 = getelementptr inbounds float, float* %28, i64 48
  %35 = bitcast float* %34 to <16 x float>*
  %wide.load16.epil = load <16 x float>, <16 x float>* %35, align 4, !tbaa !5
  %36 = fadd fast <16 x float> %wide.load.epil, %vec.phi.unr
  %37 = fadd fast <16 x float> %wide.load14.epil, %vec.phi11.unr
  %38 = fadd fast <16 x float> %wide.load15.epil, %vec.phi12.unr
  %39 = fadd fast <16 x float> %wide.load16.epil, %vec.phi13.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa31 = phi <16 x float> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa30 = phi <16 x float> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa29 = phi <16 x float> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa28 = phi <16 x float> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = fadd fast <16 x float> %.lcssa30, %.lcssa31
  %bin.rdx17 = fadd fast <16 x float> %.lcssa29, %bin.rdx
  %bin.rdx18 = fadd fast <16 x float> %.lcssa28, %bin.rdx17
  %40 = call fast float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %bin.rdx18)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %40, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  %41 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %vec.phi24 = phi <8 x float> [ %41, %vec.epilog.ph ], [ %44, %vec.epilog.vector.body ]
  %42 = getelementptr inbounds float, float* %a, i64 %index23
  %43 = bitcast float* %42 to <8 x float>*
  %wide.load25 = load <8 x float>, <8 x float>* %43, align 4, !tbaa !5
  %44 = fadd fast <8 x float> %wide.load25, %vec.phi24
  %index.next26 = add nuw i64 %index23, 8
  %45 = icmp eq i64 %index.next26, %n.vec21
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %46 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %44)
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %s.07.ph = phi float [ 0.000000e+00, %iter.check ], [ %40, %vec.epilog.iter.check ], [ %46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %40, %middle.block ], [ %46, %vec.epilog.middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.07 = phi float [ %add, %for.body ], [ %s.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %47 = load float, float* %arrayidx, align 4, !tbaa !5
  %add = fadd fast float %47, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fdot_fast(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 64
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %20, %vector.body ]
  %vec.phi14 = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %21, %vector.body ]
  %vec.phi15 = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %22, %vector.body ]
  %vec.phi16 = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %23, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load17 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load18 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load19 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load20 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %8, i64 16
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load21 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds float, float* %8, i64 32
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load22 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, float* %8, i64 48
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load23 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !5
  %16 = fmul fast <16 x float> %wide.load20, %wide.load
  %17 = fmul fast <16 x float> %wide.load21, %wide.load17
  %18 = fmul fast <16 x float> %wide.load22, %wide.load18
  %19 = fmul fast <16 x float> %wide.load23, %wide.load19
  %20 = fadd fast <16 x float> %16, %vec.phi
  %21 = fadd fast <16 x float> %17, %vec.phi14
  %22 = fadd fast <16 x float> %18, %vec.phi15
  %23 = fadd fast <16 x float> %19, %vec.phi16
  %index.next = add nuw i64 %index, 64
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd fast <16 x float> %21, %20
  %bin.rdx24 = fadd fast <16 x float> %22, %bin.rdx
  %bin.rdx25 = fadd fast <16 x float> %23, %bin.rdx24
  %25 = call fast float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %bin.rdx25)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %25, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec28 = and i64 %wide.trip.count, 4294967288
  %26 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %vec.phi31 = phi <8 x float> [ %26, %vec.epilog.ph ], [ %32, %vec.epilog.vector.body ]
  %27 = getelementptr inbounds float, float* %a, i64 %index30
  %28 = bitcast float* %27 to <8 x float>*
  %wide.load32 = load <8 x float>, <8 x float>* %28, align 4, !tbaa !5
  %29 = getelementptr inbounds float, float* %b, i64 %index30
  %30 = bitcast float* %29 to <8 x float>*
  %wide.load33 = load <8 x float>, <8 x float>* %30, align 4, !tbaa !5
  %31 = fmul fast <8 x float> %wide.load33, %wide.load32
  %32 = fadd fast <8 x float> %31, %vec.phi31
  %index.next34 = add nuw i64 %index30, 8
  %33 = icmp eq i64 %index.next34, %n.vec28
  br i1 %33, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %34 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %32)
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  %s.010.ph = phi float [ 0.000000e+00, %iter.check ], [ %25, %vec.epilog.iter.check ], [ %34, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %25, %middle.block ], [ %34, %vec.epilog.middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.010 = phi float [ %add, %for.body ], [ %s.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %35 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %36 = load float, float* %arrayidx2, align 4, !tbaa !5
  %mul = fmul fast float %36, %35
  %add = fadd fast float %mul, %s.010
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fprod_fast(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = add nsw i64 %n.vec, -64
  %1 = lshr exact i64 %0, 6
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 576460752303423486
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi11 = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi12 = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi13 = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %4, i64 16
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load14 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %4, i64 32
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load15 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %4, i64 48
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load16 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = fmul fast <16 x float> %wide.load, %vec.phi
  %13 = fmul fast <16 x float> %wide.load14, %vec.phi11
  %14 = fmul fast <16 x float> %wide.load15, %vec.phi12
  %15 = fmul fast <16 x float> %wide.load16, %vec.phi13
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds float, float* %a, i64 %index.next
  %17 = bitcast float* %16 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, float* %16, i64 16
  %19 = bitcast float* %18 to <16 x float>*
  %wide.load14.1 = load <16 x float>, <16 x float>* %19, align 4, !tbaa !5
  %20 = getelementptr inbounds float, float* %16, i64 32
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load15.1 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, float* %16, i64 48
  %23 = bitcast float* %22 to <16 x float>*
  %wide.load16.1 = load <16 x float>, <16 x float>* %23, align 4, !tbaa !5
  %24 = fmul fast <16 x float> %wide.load.1, %12
  %25 = fmul fast <16 x float> %wide.load14.1, %13
  %26 = fmul fast <16 x float> %wide.load15.1, %14
  %27 = fmul fast <16 x float> %wide.load16.1, %15
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !18

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa31.ph = phi <16 x float> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa30.ph = phi <16 x float> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa29.ph = phi <16 x float> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa28.ph = phi <16 x float> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %24, %vector.body ]
  %vec.phi11.unr = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %25, %vector.body ]
  %vec.phi12.unr = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %26, %vector.body ]
  %vec.phi13.unr = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds float, float* %a, i64 %index.unr
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %28, i64 16
  %31 = bitcast float* %30 to <16 x float>*
  %wide.load14.epil = load <16 x float>, <16 x float>* %31, align 4, !tbaa !5
  %32 = getelementptr inbounds float, float* %28, i64 32
  %33 = bitcast float* %32 to <16 x float>*
  %wide.load15.epil = load <16 x float>, <16 x float>* %33, align 4, !tbaa !5
  %34 = getelementptr inbounds float, float* %28, i64 48
  %35 = bitcast float* %34 to <16 x float>*
  %wide.load16.epil = load <16 x float>, <16 x float>* %35, align 4, !tbaa !5
  %36 = fmul fast <16 x float> %wide.load.epil, %vec.phi.unr
  %37 = fmul fast <16 x float> %wide.load14.epil, %vec.phi11.unr
  %38 = fmul fast <16 x float> %wide.load15.epil, %vec.phi12.unr
  %39 = fmul fast <16 x float> %wide.load16.epil, %vec.phi13.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa31 = phi <16 x float> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa30 = phi <16 x float> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa29 = phi <16 x float> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa28 = phi <16 x float> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = fmul fast <16 x float> %.lcssa30, %.lcssa31
  %bin.rdx17 = fmul fast <16 x float> %.lcssa29, %bin.rdx
  %bin.rdx18 = fmul fast <16 x float> %.lcssa28, %bin.rdx17
  %40 = call fast float @llvm.vector.reduce.fmul.v16f32(float 1.000000e+00, <16 x float> %bin.rdx18)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 1.000000e+00, %vector.main.loop.iter.check ], [ %40, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  %41 = insertelement <8 x float> <float poison, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, float %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %vec.phi24 = phi <8 x float> [ %41, %vec.epilog.ph ], [ %44, %vec.epilog.vector.body ]
  %42 = getelementptr inbounds float, float* %a, i64 %index23
  %43 = bitcast float* %42 to <8 x float>*
  %wide.load25 = load <8 x float>, <8 x float>* %43, align 4, !tbaa !5
  %44 = fmul fast <8 x float> %wide.load25, %vec.phi24
  %index.next26 = add nuw i64 %index23, 8
  %45 = icmp eq i64 %index.next26, %n.vec21
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %46 = call fast float @llvm.vector.reduce.fmul.v8f32(float 1.000000e+00, <8 x float> %44)
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %p.07.ph = phi float [ 1.000000e+00, %iter.check ], [ %40, %vec.epilog.iter.check ], [ %46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %p.0.lcssa = phi float [ 1.000000e+00, %entry ], [ %40, %middle.block ], [ %46, %vec.epilog.middle.block ], [ %mul, %for.body ]
  store float %p.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %p.07 = phi float [ %mul, %for.body ], [ %p.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %47 = load float, float* %arrayidx, align 4, !tbaa !5
  %mul = fmul fast float %47, %p.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @fmax_fast(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check24 = icmp ult i32 %n, 64
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = add nsw i64 %n.vec, -64
  %1 = lshr exact i64 %0, 6
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 576460752303423486
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph.new ], [ %32, %vector.body ]
  %vec.phi25 = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi26 = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi27 = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph.new ], [ %35, %vector.body ]
  %vec.phi28 = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph.new ], [ %28, %vector.body ]
  %vec.phi29 = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph.new ], [ %29, %vector.body ]
  %vec.phi30 = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph.new ], [ %30, %vector.body ]
  %vec.phi31 = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph.new ], [ %31, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %4, i64 16
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load32 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %4, i64 32
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load33 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %4, i64 48
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load34 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi28, <16 x float> %wide.load)
  %13 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi29, <16 x float> %wide.load32)
  %14 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi30, <16 x float> %wide.load33)
  %15 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi31, <16 x float> %wide.load34)
  %16 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi, <16 x float> %wide.load)
  %17 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi25, <16 x float> %wide.load32)
  %18 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi26, <16 x float> %wide.load33)
  %19 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi27, <16 x float> %wide.load34)
  %index.next = or i64 %index, 64
  %20 = getelementptr inbounds float, float* %a, i64 %index.next
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, float* %20, i64 16
  %23 = bitcast float* %22 to <16 x float>*
  %wide.load32.1 = load <16 x float>, <16 x float>* %23, align 4, !tbaa !5
  %24 = getelementptr inbounds float, float* %20, i64 32
  %25 = bitcast float* %24 to <16 x float>*
  %wide.load33.1 = load <16 x float>, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %20, i64 48
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load34.1 = load <16 x float>, <16 x float>* %27, align 4, !tbaa !5
  %28 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %12, <16 x float> %wide.load.1)
  %29 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %13, <16 x float> %wide.load32.1)
  %30 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %14, <16 x float> %wide.load33.1)
  %31 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %15, <16 x float> %wide.load34.1)
  %32 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %16, <16 x float> %wide.load.1)
  %33 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %17, <16 x float> %wide.load32.1)
  %34 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %18, <16 x float> %wide.load33.1)
  %35 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %19, <16 x float> %wide.load34.1)
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa70.ph = phi <16 x float> [ undef, %vector.ph ], [ %28, %vector.body ]
  %.lcssa69.ph = phi <16 x float> [ undef, %vector.ph ], [ %29, %vector.body ]
  %.lcssa68.ph = phi <16 x float> [ undef, %vector.ph ], [ %30, %vector.body ]
  %.lcssa67.ph = phi <16 x float> [ undef, %vector.ph ], [ %31, %vector.body ]
  %.lcssa66.ph = phi <16 x float> [ undef, %vector.ph ], [ %32, %vector.body ]
  %.lcssa65.ph = phi <16 x float> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa64.ph = phi <16 x float> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa63.ph = phi <16 x float> [ undef, %vector.ph ], [ %35, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %32, %vector.body ]
  %vec.phi25.unr = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %33, %vector.body ]
  %vec.phi26.unr = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %34, %vector.body ]
  %vec.phi27.unr = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %35, %vector.body ]
  %vec.phi28.unr = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %28, %vector.body ]
  %vec.phi29.unr = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %29, %vector.body ]
  %vec.phi30.unr = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %30, %vector.body ]
  %vec.phi31.unr = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %31, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %36 = getelementptr inbounds float, float* %a, i64 %index.unr
  %37 = bitcast float* %36 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %37, align 4, !tbaa !5
  %38 = getelementptr inbounds float, float* %36, i64 16
  %39 = bitcast float* %38 to <16 x float>*
  %wide.load32.epil = load <16 x float>, <16 x float>* %39, align 4, !tbaa !5
  %40 = getelementptr inbounds float, float* %36, i64 32
  %41 = bitcast float* %40 to <16 x float>*
  %wide.load33.epil = load <16 x float>, <16 x float>* %41, align 4, !tbaa !5
  %42 = getelementptr inbounds float, float* %36, i64 48
  %43 = bitcast float* %42 to <16 x float>*
  %wide.load34.epil = load <16 x float>, <16 x float>* %43, align 4, !tbaa !5
  %44 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi28.unr, <16 x float> %wide.load.epil)
  %45 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi29.unr, <16 x float> %wide.load32.epil)
  %46 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi30.unr, <16 x float> %wide.load33.epil)
  %47 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi31.unr, <16 x float> %wide.load34.epil)
  %48 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi.unr, <16 x float> %wide.load.epil)
  %49 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi25.unr, <16 x float> %wide.load32.epil)
  %50 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi26.unr, <16 x float> %wide.load33.epil)
  %51 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi27.unr, <16 x float> %wide.load34.epil)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa70 = phi <16 x float> [ %.lcssa70.ph, %middle.block.unr-lcssa ], [ %44, %vector.body.epil ]
  %.lcssa69 = phi <16 x float> [ %.lcssa69.ph, %middle.block.unr-lcssa ], [ %45, %vector.body.epil ]
  %.lcssa68 = phi <16 x float> [ %.lcssa68.ph, %middle.block.unr-lcssa ], [ %46, %vector.body.epil ]
  %.lcssa67 = phi <16 x float> [ %.lcssa67.ph, %middle.block.unr-lcssa ], [ %47, %vector.body.epil ]
  %.lcssa66 = phi <16 x float> [ %.lcssa66.ph, %middle.block.unr-lcssa ], [ %48, %vector.body.epil ]
  %.lcssa65 = phi <16 x float> [ %.lcssa65.ph, %middle.block.unr-lcssa ], [ %49, %vector.body.epil ]
  %.lcssa64 = phi <16 x float> [ %.lcssa64.ph, %middle.block.unr-lcssa ], [ %50, %vector.body.epil ]
  %.lcssa63 = phi <16 x float> [ %.lcssa63.ph, %middle.block.unr-lcssa ], [ %51, %vector.body.epil ]
  %52 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %.lcssa70, <16 x float> %.lcssa69)
  %53 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %52, <16 x float> %.lcssa68)
  %54 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %53, <16 x float> %.lcssa67)
  %55 = call fast float @llvm.vector.reduce.fmax.v16f32(<16 x float> %54)
  %56 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %.lcssa66, <16 x float> %.lcssa65)
  %57 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %56, <16 x float> %.lcssa64)
  %58 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %57, <16 x float> %.lcssa63)
  %59 = call fast float @llvm.vector.reduce.fmin.v16f32(<16 x float> %58)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0x46293E5940000000, %vector.main.loop.iter.check ], [ %59, %vec.epilog.iter.check ]
  %bc.merge.rdx45 = phi float [ 0xC6293E5940000000, %vector.main.loop.iter.check ], [ %55, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec49 = and i64 %wide.trip.count, 4294967288
  %minmax.ident.splatinsert = insertelement <8 x float> poison, float %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x float> %minmax.ident.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %minmax.ident.splatinsert54 = insertelement <8 x float> poison, float %bc.merge.rdx45, i64 0
  %minmax.ident.splat55 = shufflevector <8 x float> %minmax.ident.splatinsert54, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index51 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next57, %vec.epilog.vector.body ]
  %vec.phi52 = phi <8 x float> [ %minmax.ident.splat, %vec.epilog.ph ], [ %63, %vec.epilog.vector.body ]
  %vec.phi53 = phi <8 x float> [ %minmax.ident.splat55, %vec.epilog.ph ], [ %62, %vec.epilog.vector.body ]
  %60 = getelementptr inbounds float, float* %a, i64 %index51
  %61 = bitcast float* %60 to <8 x float>*
  %wide.load56 = load <8 x float>, <8 x float>* %61, align 4, !tbaa !5
  %62 = call fast <8 x float> @llvm.maxnum.v8f32(<8 x float> %vec.phi53, <8 x float> %wide.load56)
  %63 = call fast <8 x float> @llvm.minnum.v8f32(<8 x float> %vec.phi52, <8 x float> %wide.load56)
  %index.next57 = add nuw i64 %index51, 8
  %64 = icmp eq i64 %index.next57, %n.vec49
  br i1 %64, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %65 = call fast float @llvm.vector.reduce.fmax.v8f32(<8 x float> %62)
  %66 = call fast float @llvm.vector.reduce.fmin.v8f32(<8 x float> %63)
  %cmp.n50 = icmp eq i64 %n.vec49, %wide.trip.count
  br i1 %cmp.n50, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec49, %vec.epilog.middle.block ]
  %lo.017.ph = phi float [ 0x46293E5940000000, %iter.check ], [ %59, %vec.epilog.iter.check ], [ %66, %vec.epilog.middle.block ]
  %hi.016.ph = phi float [ 0xC6293E5940000000, %iter.check ], [ %55, %vec.epilog.iter.check ], [ %65, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %hi.0.lcssa = phi float [ 0xC6293E5940000000, %entry ], [ %55, %middle.block ], [ %65, %vec.epilog.middle.block ], [ %68, %for.body ]
  %lo.0.lcssa = phi float [ 0x46293E5940000000, %entry ], [ %59, %middle.block ], [ %66, %vec.epilog.middle.block ], [ %69, %for.body ]
  store float %hi.0.lcssa, float* %out, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 1
  store float %lo.0.lcssa, float* %arrayidx4, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %lo.017 = phi float [ %69, %for.body ], [ %lo.017.ph, %for.body.preheader ]
  %hi.016 = phi float [ %68, %for.body ], [ %hi.016.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %67 = load float, float* %arrayidx, align 4, !tbaa !5
  %68 = tail call fast float @llvm.maxnum.f32(float %hi.016, float %67)
  %69 = tail call fast float @llvm.minnum.f32(float %lo.017, float %67)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmul.v16f32(float, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmul.v8f32(float, <8 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmin.v16f32(<16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmax.v16f32(<16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmin.v8f32(<8 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmax.v8f32(<8 x float>) #3

attributes #0 = { nofree norecurse nosync nounwind uwtable "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee,ieee" "frame-pointer"="none" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" "unsafe-fp-math"="true" }
attributes #1 = { nofree nosync nounwind uwtable "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee,ieee" "frame-pointer"="none" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !11, !13}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !13, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11, !13}
!17 = distinct !{!17, !10, !13, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11, !13}
!20 = distinct !{!20, !10, !13, !11}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11, !13}
!23 = distinct !{!23, !10, !13, !11}
