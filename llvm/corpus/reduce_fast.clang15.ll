; ModuleID = 'reduce_fast.c'
source_filename = "reduce_fast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @fsum_fast(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %n, 64
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph

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
  %vec.phi = phi <16 x float> [ zeroinitializer, %vector.ph.new ], [ %16, %vector.body ]
  %vec.phi9 = phi <16 x float> [ zeroinitializer, %vector.ph.new ], [ %17, %vector.body ]
  %vec.phi10 = phi <16 x float> [ zeroinitializer, %vector.ph.new ], [ %18, %vector.body ]
  %vec.phi11 = phi <16 x float> [ zeroinitializer, %vector.ph.new ], [ %19, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load12 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load13 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load14 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fadd fast <16 x float> %wide.load, %vec.phi
  %9 = fadd fast <16 x float> %wide.load12, %vec.phi9
  %10 = fadd fast <16 x float> %wide.load13, %vec.phi10
  %11 = fadd fast <16 x float> %wide.load14, %vec.phi11
  %index.next = or i64 %index, 64
  %12 = getelementptr inbounds float, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x float>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %12, i64 16
  %wide.load12.1 = load <16 x float>, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr %12, i64 32
  %wide.load13.1 = load <16 x float>, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %12, i64 48
  %wide.load14.1 = load <16 x float>, ptr %15, align 4, !tbaa !5
  %16 = fadd fast <16 x float> %wide.load.1, %8
  %17 = fadd fast <16 x float> %wide.load12.1, %9
  %18 = fadd fast <16 x float> %wide.load13.1, %10
  %19 = fadd fast <16 x float> %wide.load14.1, %11
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !9

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa28.ph = phi <16 x float> [ undef, %vector.ph ], [ %16, %vector.body ]
  %.lcssa27.ph = phi <16 x float> [ undef, %vector.ph ], [ %17, %vector.body ]
  %.lcssa26.ph = phi <16 x float> [ undef, %vector.ph ], [ %18, %vector.body ]
  %.lcssa25.ph = phi <16 x float> [ undef, %vector.ph ], [ %19, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %vec.phi9.unr = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %17, %vector.body ]
  %vec.phi10.unr = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi11.unr = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds float, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x float>, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %20, i64 16
  %wide.load12.epil = load <16 x float>, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, ptr %20, i64 32
  %wide.load13.epil = load <16 x float>, ptr %22, align 4, !tbaa !5
  %23 = getelementptr inbounds float, ptr %20, i64 48
  %wide.load14.epil = load <16 x float>, ptr %23, align 4, !tbaa !5
  %24 = fadd fast <16 x float> %wide.load.epil, %vec.phi.unr
  %25 = fadd fast <16 x float> %wide.load12.epil, %vec.phi9.unr
  %26 = fadd fast <16 x float> %wide.load13.epil, %vec.phi10.unr
  %27 = fadd fast <16 x float> %wide.load14.epil, %vec.phi11.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa28 = phi <16 x float> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %24, %vector.body.epil ]
  %.lcssa27 = phi <16 x float> [ %.lcssa27.ph, %middle.block.unr-lcssa ], [ %25, %vector.body.epil ]
  %.lcssa26 = phi <16 x float> [ %.lcssa26.ph, %middle.block.unr-lcssa ], [ %26, %vector.body.epil ]
  %.lcssa25 = phi <16 x float> [ %.lcssa25.ph, %middle.block.unr-lcssa ], [ %27, %vector.body.epil ]
  %bin.rdx = fadd fast <16 x float> %.lcssa27, %.lcssa28
  %bin.rdx15 = fadd fast <16 x float> %.lcssa26, %bin.rdx
  %bin.rdx16 = fadd fast <16 x float> %.lcssa25, %bin.rdx15
  %28 = tail call fast float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %28, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %29 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x float> [ %29, %vec.epilog.ph ], [ %31, %vec.epilog.vector.body ]
  %30 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load22 = load <8 x float>, ptr %30, align 4, !tbaa !5
  %31 = fadd fast <8 x float> %wide.load22, %vec.phi21
  %index.next23 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next23, %n.vec18
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %33 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %31)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %s.05.ph = phi float [ 0.000000e+00, %iter.check ], [ %28, %vec.epilog.iter.check ], [ %33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %28, %middle.block ], [ %33, %vec.epilog.middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi float [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %34 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd fast float %34, %s.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @fdot_fast(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi12 = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi13 = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi14 = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load15 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load16 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load17 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load18 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load19 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load20 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load21 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fmul fast <16 x float> %wide.load18, %wide.load
  %9 = fmul fast <16 x float> %wide.load19, %wide.load15
  %10 = fmul fast <16 x float> %wide.load20, %wide.load16
  %11 = fmul fast <16 x float> %wide.load21, %wide.load17
  %12 = fadd fast <16 x float> %8, %vec.phi
  %13 = fadd fast <16 x float> %9, %vec.phi12
  %14 = fadd fast <16 x float> %10, %vec.phi13
  %15 = fadd fast <16 x float> %11, %vec.phi14
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd fast <16 x float> %13, %12
  %bin.rdx22 = fadd fast <16 x float> %14, %bin.rdx
  %bin.rdx23 = fadd fast <16 x float> %15, %bin.rdx22
  %17 = tail call fast float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %bin.rdx23)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %17, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  %18 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %vec.phi28 = phi <8 x float> [ %18, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load29 = load <8 x float>, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load30 = load <8 x float>, ptr %20, align 4, !tbaa !5
  %21 = fmul fast <8 x float> %wide.load30, %wide.load29
  %22 = fadd fast <8 x float> %21, %vec.phi28
  %index.next31 = add nuw i64 %offset.idx, 8
  %23 = icmp eq i64 %index.next31, %n.vec25
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %22)
  %cmp.n26 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  %s.08.ph = phi float [ 0.000000e+00, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %17, %middle.block ], [ %24, %vec.epilog.middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.08 = phi float [ %add, %for.body ], [ %s.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %25 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %26 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %mul = fmul fast float %26, %25
  %add = fadd fast float %mul, %s.08
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @fprod_fast(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %n, 64
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph

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
  %vec.phi = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %16, %vector.body ]
  %vec.phi9 = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %17, %vector.body ]
  %vec.phi10 = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %18, %vector.body ]
  %vec.phi11 = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph.new ], [ %19, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load12 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load13 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load14 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fmul fast <16 x float> %wide.load, %vec.phi
  %9 = fmul fast <16 x float> %wide.load12, %vec.phi9
  %10 = fmul fast <16 x float> %wide.load13, %vec.phi10
  %11 = fmul fast <16 x float> %wide.load14, %vec.phi11
  %index.next = or i64 %index, 64
  %12 = getelementptr inbounds float, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x float>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %12, i64 16
  %wide.load12.1 = load <16 x float>, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr %12, i64 32
  %wide.load13.1 = load <16 x float>, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, ptr %12, i64 48
  %wide.load14.1 = load <16 x float>, ptr %15, align 4, !tbaa !5
  %16 = fmul fast <16 x float> %wide.load.1, %8
  %17 = fmul fast <16 x float> %wide.load12.1, %9
  %18 = fmul fast <16 x float> %wide.load13.1, %10
  %19 = fmul fast <16 x float> %wide.load14.1, %11
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !18

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa28.ph = phi <16 x float> [ undef, %vector.ph ], [ %16, %vector.body ]
  %.lcssa27.ph = phi <16 x float> [ undef, %vector.ph ], [ %17, %vector.body ]
  %.lcssa26.ph = phi <16 x float> [ undef, %vector.ph ], [ %18, %vector.body ]
  %.lcssa25.ph = phi <16 x float> [ undef, %vector.ph ], [ %19, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %16, %vector.body ]
  %vec.phi9.unr = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %17, %vector.body ]
  %vec.phi10.unr = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %18, %vector.body ]
  %vec.phi11.unr = phi <16 x float> [ <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %vector.ph ], [ %19, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds float, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x float>, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %20, i64 16
  %wide.load12.epil = load <16 x float>, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, ptr %20, i64 32
  %wide.load13.epil = load <16 x float>, ptr %22, align 4, !tbaa !5
  %23 = getelementptr inbounds float, ptr %20, i64 48
  %wide.load14.epil = load <16 x float>, ptr %23, align 4, !tbaa !5
  %24 = fmul fast <16 x float> %wide.load.epil, %vec.phi.unr
  %25 = fmul fast <16 x float> %wide.load12.epil, %vec.phi9.unr
  %26 = fmul fast <16 x float> %wide.load13.epil, %vec.phi10.unr
  %27 = fmul fast <16 x float> %wide.load14.epil, %vec.phi11.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa28 = phi <16 x float> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %24, %vector.body.epil ]
  %.lcssa27 = phi <16 x float> [ %.lcssa27.ph, %middle.block.unr-lcssa ], [ %25, %vector.body.epil ]
  %.lcssa26 = phi <16 x float> [ %.lcssa26.ph, %middle.block.unr-lcssa ], [ %26, %vector.body.epil ]
  %.lcssa25 = phi <16 x float> [ %.lcssa25.ph, %middle.block.unr-lcssa ], [ %27, %vector.body.epil ]
  %bin.rdx = fmul fast <16 x float> %.lcssa27, %.lcssa28
  %bin.rdx15 = fmul fast <16 x float> %.lcssa26, %bin.rdx
  %bin.rdx16 = fmul fast <16 x float> %.lcssa25, %bin.rdx15
  %28 = tail call fast float @llvm.vector.reduce.fmul.v16f32(float 1.000000e+00, <16 x float> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 1.000000e+00, %vector.main.loop.iter.check ], [ %28, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %29 = insertelement <8 x float> <float poison, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, float %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x float> [ %29, %vec.epilog.ph ], [ %31, %vec.epilog.vector.body ]
  %30 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load22 = load <8 x float>, ptr %30, align 4, !tbaa !5
  %31 = fmul fast <8 x float> %wide.load22, %vec.phi21
  %index.next23 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next23, %n.vec18
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %33 = tail call fast float @llvm.vector.reduce.fmul.v8f32(float 1.000000e+00, <8 x float> %31)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %p.05.ph = phi float [ 1.000000e+00, %iter.check ], [ %28, %vec.epilog.iter.check ], [ %33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %p.0.lcssa = phi float [ 1.000000e+00, %entry ], [ %28, %middle.block ], [ %33, %vec.epilog.middle.block ], [ %mul, %for.body ]
  store float %p.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %p.05 = phi float [ %mul, %for.body ], [ %p.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %34 = load float, ptr %arrayidx, align 4, !tbaa !5
  %mul = fmul fast float %34, %p.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @fmax_fast(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check21 = icmp ult i32 %n, 64
  br i1 %min.iters.check21, label %vec.epilog.ph, label %vector.ph

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
  %vec.phi = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi22 = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi23 = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi24 = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph.new ], [ %27, %vector.body ]
  %vec.phi25 = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph.new ], [ %20, %vector.body ]
  %vec.phi26 = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph.new ], [ %21, %vector.body ]
  %vec.phi27 = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph.new ], [ %22, %vector.body ]
  %vec.phi28 = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph.new ], [ %23, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load29 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load30 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load31 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi25, <16 x float> %wide.load)
  %9 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi26, <16 x float> %wide.load29)
  %10 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi27, <16 x float> %wide.load30)
  %11 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi28, <16 x float> %wide.load31)
  %12 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi, <16 x float> %wide.load)
  %13 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi22, <16 x float> %wide.load29)
  %14 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi23, <16 x float> %wide.load30)
  %15 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi24, <16 x float> %wide.load31)
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds float, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x float>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %16, i64 16
  %wide.load29.1 = load <16 x float>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %16, i64 32
  %wide.load30.1 = load <16 x float>, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %16, i64 48
  %wide.load31.1 = load <16 x float>, ptr %19, align 4, !tbaa !5
  %20 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %8, <16 x float> %wide.load.1)
  %21 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %9, <16 x float> %wide.load29.1)
  %22 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %10, <16 x float> %wide.load30.1)
  %23 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %11, <16 x float> %wide.load31.1)
  %24 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %12, <16 x float> %wide.load.1)
  %25 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %13, <16 x float> %wide.load29.1)
  %26 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %14, <16 x float> %wide.load30.1)
  %27 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %15, <16 x float> %wide.load31.1)
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa65.ph = phi <16 x float> [ undef, %vector.ph ], [ %20, %vector.body ]
  %.lcssa64.ph = phi <16 x float> [ undef, %vector.ph ], [ %21, %vector.body ]
  %.lcssa63.ph = phi <16 x float> [ undef, %vector.ph ], [ %22, %vector.body ]
  %.lcssa62.ph = phi <16 x float> [ undef, %vector.ph ], [ %23, %vector.body ]
  %.lcssa61.ph = phi <16 x float> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa60.ph = phi <16 x float> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa59.ph = phi <16 x float> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa58.ph = phi <16 x float> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %24, %vector.body ]
  %vec.phi22.unr = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %25, %vector.body ]
  %vec.phi23.unr = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %26, %vector.body ]
  %vec.phi24.unr = phi <16 x float> [ <float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000, float 0x46293E5940000000>, %vector.ph ], [ %27, %vector.body ]
  %vec.phi25.unr = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %20, %vector.body ]
  %vec.phi26.unr = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %21, %vector.body ]
  %vec.phi27.unr = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %22, %vector.body ]
  %vec.phi28.unr = phi <16 x float> [ <float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000, float 0xC6293E5940000000>, %vector.ph ], [ %23, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds float, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x float>, ptr %28, align 4, !tbaa !5
  %29 = getelementptr inbounds float, ptr %28, i64 16
  %wide.load29.epil = load <16 x float>, ptr %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, ptr %28, i64 32
  %wide.load30.epil = load <16 x float>, ptr %30, align 4, !tbaa !5
  %31 = getelementptr inbounds float, ptr %28, i64 48
  %wide.load31.epil = load <16 x float>, ptr %31, align 4, !tbaa !5
  %32 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi25.unr, <16 x float> %wide.load.epil)
  %33 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi26.unr, <16 x float> %wide.load29.epil)
  %34 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi27.unr, <16 x float> %wide.load30.epil)
  %35 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %vec.phi28.unr, <16 x float> %wide.load31.epil)
  %36 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi.unr, <16 x float> %wide.load.epil)
  %37 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi22.unr, <16 x float> %wide.load29.epil)
  %38 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi23.unr, <16 x float> %wide.load30.epil)
  %39 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %vec.phi24.unr, <16 x float> %wide.load31.epil)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa65 = phi <16 x float> [ %.lcssa65.ph, %middle.block.unr-lcssa ], [ %32, %vector.body.epil ]
  %.lcssa64 = phi <16 x float> [ %.lcssa64.ph, %middle.block.unr-lcssa ], [ %33, %vector.body.epil ]
  %.lcssa63 = phi <16 x float> [ %.lcssa63.ph, %middle.block.unr-lcssa ], [ %34, %vector.body.epil ]
  %.lcssa62 = phi <16 x float> [ %.lcssa62.ph, %middle.block.unr-lcssa ], [ %35, %vector.body.epil ]
  %.lcssa61 = phi <16 x float> [ %.lcssa61.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa60 = phi <16 x float> [ %.lcssa60.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa59 = phi <16 x float> [ %.lcssa59.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa58 = phi <16 x float> [ %.lcssa58.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %40 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %.lcssa65, <16 x float> %.lcssa64)
  %41 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %40, <16 x float> %.lcssa63)
  %42 = tail call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %41, <16 x float> %.lcssa62)
  %43 = tail call fast float @llvm.vector.reduce.fmax.v16f32(<16 x float> %42)
  %44 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %.lcssa61, <16 x float> %.lcssa60)
  %45 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %44, <16 x float> %.lcssa59)
  %46 = tail call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %45, <16 x float> %.lcssa58)
  %47 = tail call fast float @llvm.vector.reduce.fmin.v16f32(<16 x float> %46)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0x46293E5940000000, %vector.main.loop.iter.check ], [ %47, %vec.epilog.iter.check ]
  %bc.merge.rdx42 = phi float [ 0xC6293E5940000000, %vector.main.loop.iter.check ], [ %43, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec44 = and i64 %wide.trip.count, 4294967288
  %minmax.ident.splatinsert = insertelement <8 x float> poison, float %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x float> %minmax.ident.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %minmax.ident.splatinsert49 = insertelement <8 x float> poison, float %bc.merge.rdx42, i64 0
  %minmax.ident.splat50 = shufflevector <8 x float> %minmax.ident.splatinsert49, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next52, %vec.epilog.vector.body ]
  %vec.phi47 = phi <8 x float> [ %minmax.ident.splat, %vec.epilog.ph ], [ %50, %vec.epilog.vector.body ]
  %vec.phi48 = phi <8 x float> [ %minmax.ident.splat50, %vec.epilog.ph ], [ %49, %vec.epilog.vector.body ]
  %48 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load51 = load <8 x float>, ptr %48, align 4, !tbaa !5
  %49 = tail call fast <8 x float> @llvm.maxnum.v8f32(<8 x float> %vec.phi48, <8 x float> %wide.load51)
  %50 = tail call fast <8 x float> @llvm.minnum.v8f32(<8 x float> %vec.phi47, <8 x float> %wide.load51)
  %index.next52 = add nuw i64 %offset.idx, 8
  %51 = icmp eq i64 %index.next52, %n.vec44
  br i1 %51, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %52 = tail call fast float @llvm.vector.reduce.fmax.v8f32(<8 x float> %49)
  %53 = tail call fast float @llvm.vector.reduce.fmin.v8f32(<8 x float> %50)
  %cmp.n45 = icmp eq i64 %n.vec44, %wide.trip.count
  br i1 %cmp.n45, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec44, %vec.epilog.middle.block ]
  %lo.014.ph = phi float [ 0x46293E5940000000, %iter.check ], [ %47, %vec.epilog.iter.check ], [ %53, %vec.epilog.middle.block ]
  %hi.013.ph = phi float [ 0xC6293E5940000000, %iter.check ], [ %43, %vec.epilog.iter.check ], [ %52, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %hi.0.lcssa = phi float [ 0xC6293E5940000000, %entry ], [ %43, %middle.block ], [ %52, %vec.epilog.middle.block ], [ %55, %for.body ]
  %lo.0.lcssa = phi float [ 0x46293E5940000000, %entry ], [ %47, %middle.block ], [ %53, %vec.epilog.middle.block ], [ %56, %for.body ]
  store float %hi.0.lcssa, ptr %out, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 1
  store float %lo.0.lcssa, ptr %arrayidx4, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %lo.014 = phi float [ %56, %for.body ], [ %lo.014.ph, %for.body.preheader ]
  %hi.013 = phi float [ %55, %for.body ], [ %hi.013.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %54 = load float, ptr %arrayidx, align 4, !tbaa !5
  %55 = tail call fast float @llvm.maxnum.f32(float %hi.013, float %54)
  %56 = tail call fast float @llvm.minnum.f32(float %lo.014, float %54)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmul.v16f32(float, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmul.v8f32(float, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmin.v16f32(<16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmax.v16f32(<16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmin.v8f32(<8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fmax.v8f32(<8 x float>) #3

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "frame-pointer"="none" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" "unsafe-fp-math"="true" }
attributes #1 = { argmemonly nofree nosync nounwind uwtable "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "frame-pointer"="none" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nocallback nofree nosync nounwind readnone willreturn }
attributes #4 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
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
