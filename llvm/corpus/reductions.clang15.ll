; ModuleID = 'reductions.c'
source_filename = "reductions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @sum_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %16, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %17, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %18, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %19, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load12 = load <16 x i32>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load13 = load <16 x i32>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load14 = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = add <16 x i32> %wide.load, %vec.phi
  %9 = add <16 x i32> %wide.load12, %vec.phi9
  %10 = add <16 x i32> %wide.load13, %vec.phi10
  %11 = add <16 x i32> %wide.load14, %vec.phi11
  %index.next = or i64 %index, 64
  %12 = getelementptr inbounds i32, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr %12, i64 16
  %wide.load12.1 = load <16 x i32>, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, ptr %12, i64 32
  %wide.load13.1 = load <16 x i32>, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, ptr %12, i64 48
  %wide.load14.1 = load <16 x i32>, ptr %15, align 4, !tbaa !5
  %16 = add <16 x i32> %wide.load.1, %8
  %17 = add <16 x i32> %wide.load12.1, %9
  %18 = add <16 x i32> %wide.load13.1, %10
  %19 = add <16 x i32> %wide.load14.1, %11
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !9

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %16, %vector.body ]
  %.lcssa27.ph = phi <16 x i32> [ undef, %vector.ph ], [ %17, %vector.body ]
  %.lcssa26.ph = phi <16 x i32> [ undef, %vector.ph ], [ %18, %vector.body ]
  %.lcssa25.ph = phi <16 x i32> [ undef, %vector.ph ], [ %19, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %vec.phi9.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %17, %vector.body ]
  %vec.phi10.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr %20, i64 16
  %wide.load12.epil = load <16 x i32>, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, ptr %20, i64 32
  %wide.load13.epil = load <16 x i32>, ptr %22, align 4, !tbaa !5
  %23 = getelementptr inbounds i32, ptr %20, i64 48
  %wide.load14.epil = load <16 x i32>, ptr %23, align 4, !tbaa !5
  %24 = add <16 x i32> %wide.load.epil, %vec.phi.unr
  %25 = add <16 x i32> %wide.load12.epil, %vec.phi9.unr
  %26 = add <16 x i32> %wide.load13.epil, %vec.phi10.unr
  %27 = add <16 x i32> %wide.load14.epil, %vec.phi11.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %24, %vector.body.epil ]
  %.lcssa27 = phi <16 x i32> [ %.lcssa27.ph, %middle.block.unr-lcssa ], [ %25, %vector.body.epil ]
  %.lcssa26 = phi <16 x i32> [ %.lcssa26.ph, %middle.block.unr-lcssa ], [ %26, %vector.body.epil ]
  %.lcssa25 = phi <16 x i32> [ %.lcssa25.ph, %middle.block.unr-lcssa ], [ %27, %vector.body.epil ]
  %bin.rdx = add <16 x i32> %.lcssa27, %.lcssa28
  %bin.rdx15 = add <16 x i32> %.lcssa26, %bin.rdx
  %bin.rdx16 = add <16 x i32> %.lcssa25, %bin.rdx15
  %28 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %28, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %29 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x i32> [ %29, %vec.epilog.ph ], [ %31, %vec.epilog.vector.body ]
  %30 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load22 = load <8 x i32>, ptr %30, align 4, !tbaa !5
  %31 = add <8 x i32> %wide.load22, %vec.phi21
  %index.next23 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next23, %n.vec18
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %33 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %31)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %s.05.ph = phi i32 [ 0, %iter.check ], [ %28, %vec.epilog.iter.check ], [ %33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %28, %middle.block ], [ %33, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %34 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %add = add nsw i32 %34, %s.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @sum_i8_to_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %wide.load12 = load <16 x i8>, ptr %5, align 1, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %4, i64 32
  %wide.load13 = load <16 x i8>, ptr %6, align 1, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %4, i64 48
  %wide.load14 = load <16 x i8>, ptr %7, align 1, !tbaa !15
  %8 = sext <16 x i8> %wide.load to <16 x i32>
  %9 = sext <16 x i8> %wide.load12 to <16 x i32>
  %10 = sext <16 x i8> %wide.load13 to <16 x i32>
  %11 = sext <16 x i8> %wide.load14 to <16 x i32>
  %12 = add <16 x i32> %vec.phi, %8
  %13 = add <16 x i32> %vec.phi9, %9
  %14 = add <16 x i32> %vec.phi10, %10
  %15 = add <16 x i32> %vec.phi11, %11
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds i8, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i8>, ptr %16, align 1, !tbaa !15
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %wide.load12.1 = load <16 x i8>, ptr %17, align 1, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %16, i64 32
  %wide.load13.1 = load <16 x i8>, ptr %18, align 1, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %16, i64 48
  %wide.load14.1 = load <16 x i8>, ptr %19, align 1, !tbaa !15
  %20 = sext <16 x i8> %wide.load.1 to <16 x i32>
  %21 = sext <16 x i8> %wide.load12.1 to <16 x i32>
  %22 = sext <16 x i8> %wide.load13.1 to <16 x i32>
  %23 = sext <16 x i8> %wide.load14.1 to <16 x i32>
  %24 = add <16 x i32> %12, %20
  %25 = add <16 x i32> %13, %21
  %26 = add <16 x i32> %14, %22
  %27 = add <16 x i32> %15, %23
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !16

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa27.ph = phi <16 x i32> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa26.ph = phi <16 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa25.ph = phi <16 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi9.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi10.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i8, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i8>, ptr %28, align 1, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %wide.load12.epil = load <16 x i8>, ptr %29, align 1, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %28, i64 32
  %wide.load13.epil = load <16 x i8>, ptr %30, align 1, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %28, i64 48
  %wide.load14.epil = load <16 x i8>, ptr %31, align 1, !tbaa !15
  %32 = sext <16 x i8> %wide.load.epil to <16 x i32>
  %33 = sext <16 x i8> %wide.load12.epil to <16 x i32>
  %34 = sext <16 x i8> %wide.load13.epil to <16 x i32>
  %35 = sext <16 x i8> %wide.load14.epil to <16 x i32>
  %36 = add <16 x i32> %vec.phi.unr, %32
  %37 = add <16 x i32> %vec.phi9.unr, %33
  %38 = add <16 x i32> %vec.phi10.unr, %34
  %39 = add <16 x i32> %vec.phi11.unr, %35
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa27 = phi <16 x i32> [ %.lcssa27.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa26 = phi <16 x i32> [ %.lcssa26.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa25 = phi <16 x i32> [ %.lcssa25.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = add <16 x i32> %.lcssa27, %.lcssa28
  %bin.rdx15 = add <16 x i32> %.lcssa26, %bin.rdx
  %bin.rdx16 = add <16 x i32> %.lcssa25, %bin.rdx15
  %40 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %40, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %41 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x i32> [ %41, %vec.epilog.ph ], [ %44, %vec.epilog.vector.body ]
  %42 = getelementptr inbounds i8, ptr %a, i64 %offset.idx
  %wide.load22 = load <8 x i8>, ptr %42, align 1, !tbaa !15
  %43 = sext <8 x i8> %wide.load22 to <8 x i32>
  %44 = add <8 x i32> %vec.phi21, %43
  %index.next23 = add nuw i64 %offset.idx, 8
  %45 = icmp eq i64 %index.next23, %n.vec18
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %46 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %44)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %s.05.ph = phi i32 [ 0, %iter.check ], [ %40, %vec.epilog.iter.check ], [ %46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %40, %middle.block ], [ %46, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %47 = load i8, ptr %arrayidx, align 1, !tbaa !15
  %conv = sext i8 %47 to i32
  %add = add nsw i32 %s.05, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @sum_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

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
  %vec.phi = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %16, %vector.body ]
  %vec.phi8 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %17, %vector.body ]
  %vec.phi9 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %18, %vector.body ]
  %vec.phi10 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %19, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i64, ptr %a, i64 %index
  %wide.load = load <8 x i64>, ptr %4, align 8, !tbaa !19
  %5 = getelementptr inbounds i64, ptr %4, i64 8
  %wide.load11 = load <8 x i64>, ptr %5, align 8, !tbaa !19
  %6 = getelementptr inbounds i64, ptr %4, i64 16
  %wide.load12 = load <8 x i64>, ptr %6, align 8, !tbaa !19
  %7 = getelementptr inbounds i64, ptr %4, i64 24
  %wide.load13 = load <8 x i64>, ptr %7, align 8, !tbaa !19
  %8 = add <8 x i64> %wide.load, %vec.phi
  %9 = add <8 x i64> %wide.load11, %vec.phi8
  %10 = add <8 x i64> %wide.load12, %vec.phi9
  %11 = add <8 x i64> %wide.load13, %vec.phi10
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds i64, ptr %a, i64 %index.next
  %wide.load.1 = load <8 x i64>, ptr %12, align 8, !tbaa !19
  %13 = getelementptr inbounds i64, ptr %12, i64 8
  %wide.load11.1 = load <8 x i64>, ptr %13, align 8, !tbaa !19
  %14 = getelementptr inbounds i64, ptr %12, i64 16
  %wide.load12.1 = load <8 x i64>, ptr %14, align 8, !tbaa !19
  %15 = getelementptr inbounds i64, ptr %12, i64 24
  %wide.load13.1 = load <8 x i64>, ptr %15, align 8, !tbaa !19
  %16 = add <8 x i64> %wide.load.1, %8
  %17 = add <8 x i64> %wide.load11.1, %9
  %18 = add <8 x i64> %wide.load12.1, %10
  %19 = add <8 x i64> %wide.load13.1, %11
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa19.ph = phi <8 x i64> [ undef, %vector.ph ], [ %16, %vector.body ]
  %.lcssa18.ph = phi <8 x i64> [ undef, %vector.ph ], [ %17, %vector.body ]
  %.lcssa17.ph = phi <8 x i64> [ undef, %vector.ph ], [ %18, %vector.body ]
  %.lcssa.ph = phi <8 x i64> [ undef, %vector.ph ], [ %19, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %vec.phi8.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %17, %vector.body ]
  %vec.phi9.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi10.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i64, ptr %a, i64 %index.unr
  %wide.load.epil = load <8 x i64>, ptr %20, align 8, !tbaa !19
  %21 = getelementptr inbounds i64, ptr %20, i64 8
  %wide.load11.epil = load <8 x i64>, ptr %21, align 8, !tbaa !19
  %22 = getelementptr inbounds i64, ptr %20, i64 16
  %wide.load12.epil = load <8 x i64>, ptr %22, align 8, !tbaa !19
  %23 = getelementptr inbounds i64, ptr %20, i64 24
  %wide.load13.epil = load <8 x i64>, ptr %23, align 8, !tbaa !19
  %24 = add <8 x i64> %wide.load.epil, %vec.phi.unr
  %25 = add <8 x i64> %wide.load11.epil, %vec.phi8.unr
  %26 = add <8 x i64> %wide.load12.epil, %vec.phi9.unr
  %27 = add <8 x i64> %wide.load13.epil, %vec.phi10.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa19 = phi <8 x i64> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %24, %vector.body.epil ]
  %.lcssa18 = phi <8 x i64> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %25, %vector.body.epil ]
  %.lcssa17 = phi <8 x i64> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %26, %vector.body.epil ]
  %.lcssa = phi <8 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %27, %vector.body.epil ]
  %bin.rdx = add <8 x i64> %.lcssa18, %.lcssa19
  %bin.rdx14 = add <8 x i64> %.lcssa17, %bin.rdx
  %bin.rdx15 = add <8 x i64> %.lcssa, %bin.rdx14
  %28 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %bin.rdx15)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.05.ph = phi i64 [ 0, %for.body.preheader ], [ %28, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %28, %middle.block ], [ %add, %for.body ]
  store i64 %s.0.lcssa, ptr %out, align 8, !tbaa !19
  ret void

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %s.05 = phi i64 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %indvars.iv
  %29 = load i64, ptr %arrayidx, align 8, !tbaa !19
  %add = add nsw i64 %29, %s.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @dot_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi14 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load15 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load16 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load17 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, ptr %b, i64 %index
  %wide.load18 = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load19 = load <16 x i32>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load20 = load <16 x i32>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load21 = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = mul nsw <16 x i32> %wide.load18, %wide.load
  %9 = mul nsw <16 x i32> %wide.load19, %wide.load15
  %10 = mul nsw <16 x i32> %wide.load20, %wide.load16
  %11 = mul nsw <16 x i32> %wide.load21, %wide.load17
  %12 = add <16 x i32> %8, %vec.phi
  %13 = add <16 x i32> %9, %vec.phi12
  %14 = add <16 x i32> %10, %vec.phi13
  %15 = add <16 x i32> %11, %vec.phi14
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %13, %12
  %bin.rdx22 = add <16 x i32> %14, %bin.rdx
  %bin.rdx23 = add <16 x i32> %15, %bin.rdx22
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx23)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %17, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %vec.phi28 = phi <8 x i32> [ %18, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load29 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, ptr %b, i64 %offset.idx
  %wide.load30 = load <8 x i32>, ptr %20, align 4, !tbaa !5
  %21 = mul nsw <8 x i32> %wide.load30, %wide.load29
  %22 = add <8 x i32> %21, %vec.phi28
  %index.next31 = add nuw i64 %offset.idx, 8
  %23 = icmp eq i64 %index.next31, %n.vec25
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %22)
  %cmp.n26 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  %s.08.ph = phi i32 [ 0, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ], [ %24, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.08 = phi i32 [ %add, %for.body ], [ %s.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %25 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %26 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %mul = mul nsw i32 %26, %25
  %add = add nsw i32 %mul, %s.08
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @prod_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %16, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %17, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %18, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %19, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load12 = load <16 x i32>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load13 = load <16 x i32>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load14 = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = mul <16 x i32> %wide.load, %vec.phi
  %9 = mul <16 x i32> %wide.load12, %vec.phi9
  %10 = mul <16 x i32> %wide.load13, %vec.phi10
  %11 = mul <16 x i32> %wide.load14, %vec.phi11
  %index.next = or i64 %index, 64
  %12 = getelementptr inbounds i32, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr %12, i64 16
  %wide.load12.1 = load <16 x i32>, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, ptr %12, i64 32
  %wide.load13.1 = load <16 x i32>, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, ptr %12, i64 48
  %wide.load14.1 = load <16 x i32>, ptr %15, align 4, !tbaa !5
  %16 = mul <16 x i32> %wide.load.1, %8
  %17 = mul <16 x i32> %wide.load12.1, %9
  %18 = mul <16 x i32> %wide.load13.1, %10
  %19 = mul <16 x i32> %wide.load14.1, %11
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !26

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %16, %vector.body ]
  %.lcssa27.ph = phi <16 x i32> [ undef, %vector.ph ], [ %17, %vector.body ]
  %.lcssa26.ph = phi <16 x i32> [ undef, %vector.ph ], [ %18, %vector.body ]
  %.lcssa25.ph = phi <16 x i32> [ undef, %vector.ph ], [ %19, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %16, %vector.body ]
  %vec.phi9.unr = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %17, %vector.body ]
  %vec.phi10.unr = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %18, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %19, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr %20, i64 16
  %wide.load12.epil = load <16 x i32>, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, ptr %20, i64 32
  %wide.load13.epil = load <16 x i32>, ptr %22, align 4, !tbaa !5
  %23 = getelementptr inbounds i32, ptr %20, i64 48
  %wide.load14.epil = load <16 x i32>, ptr %23, align 4, !tbaa !5
  %24 = mul <16 x i32> %wide.load.epil, %vec.phi.unr
  %25 = mul <16 x i32> %wide.load12.epil, %vec.phi9.unr
  %26 = mul <16 x i32> %wide.load13.epil, %vec.phi10.unr
  %27 = mul <16 x i32> %wide.load14.epil, %vec.phi11.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %24, %vector.body.epil ]
  %.lcssa27 = phi <16 x i32> [ %.lcssa27.ph, %middle.block.unr-lcssa ], [ %25, %vector.body.epil ]
  %.lcssa26 = phi <16 x i32> [ %.lcssa26.ph, %middle.block.unr-lcssa ], [ %26, %vector.body.epil ]
  %.lcssa25 = phi <16 x i32> [ %.lcssa25.ph, %middle.block.unr-lcssa ], [ %27, %vector.body.epil ]
  %bin.rdx = mul <16 x i32> %.lcssa27, %.lcssa28
  %bin.rdx15 = mul <16 x i32> %.lcssa26, %bin.rdx
  %bin.rdx16 = mul <16 x i32> %.lcssa25, %bin.rdx15
  %28 = tail call i32 @llvm.vector.reduce.mul.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 1, %vector.main.loop.iter.check ], [ %28, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %29 = insertelement <8 x i32> <i32 poison, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x i32> [ %29, %vec.epilog.ph ], [ %31, %vec.epilog.vector.body ]
  %30 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load22 = load <8 x i32>, ptr %30, align 4, !tbaa !5
  %31 = mul <8 x i32> %wide.load22, %vec.phi21
  %index.next23 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next23, %n.vec18
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %33 = tail call i32 @llvm.vector.reduce.mul.v8i32(<8 x i32> %31)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %p.05.ph = phi i32 [ 1, %iter.check ], [ %28, %vec.epilog.iter.check ], [ %33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %p.0.lcssa = phi i32 [ 1, %entry ], [ %28, %middle.block ], [ %33, %vec.epilog.middle.block ], [ %mul, %for.body ]
  store i32 %p.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %p.05 = phi i32 [ %mul, %for.body ], [ %p.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %34 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %mul = mul nsw i32 %34, %p.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @bits_u32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check27 = icmp ult i32 %n, 64
  br i1 %min.iters.check27, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %12, %vector.body ]
  %vec.phi28 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %13, %vector.body ]
  %vec.phi29 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %14, %vector.body ]
  %vec.phi30 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %15, %vector.body ]
  %vec.phi31 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %vec.phi32 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %vec.phi33 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %10, %vector.body ]
  %vec.phi34 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %11, %vector.body ]
  %vec.phi35 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi36 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi37 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi38 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load39 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load40 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load41 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = xor <16 x i32> %wide.load, %vec.phi35
  %5 = xor <16 x i32> %wide.load39, %vec.phi36
  %6 = xor <16 x i32> %wide.load40, %vec.phi37
  %7 = xor <16 x i32> %wide.load41, %vec.phi38
  %8 = or <16 x i32> %wide.load, %vec.phi31
  %9 = or <16 x i32> %wide.load39, %vec.phi32
  %10 = or <16 x i32> %wide.load40, %vec.phi33
  %11 = or <16 x i32> %wide.load41, %vec.phi34
  %12 = and <16 x i32> %wide.load, %vec.phi
  %13 = and <16 x i32> %wide.load39, %vec.phi28
  %14 = and <16 x i32> %wide.load40, %vec.phi29
  %15 = and <16 x i32> %wide.load41, %vec.phi30
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %bin.rdx48 = xor <16 x i32> %5, %4
  %bin.rdx49 = xor <16 x i32> %6, %bin.rdx48
  %bin.rdx50 = xor <16 x i32> %7, %bin.rdx49
  %17 = tail call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %bin.rdx50)
  %bin.rdx44 = or <16 x i32> %9, %8
  %bin.rdx45 = or <16 x i32> %10, %bin.rdx44
  %bin.rdx46 = or <16 x i32> %11, %bin.rdx45
  %18 = tail call i32 @llvm.vector.reduce.or.v16i32(<16 x i32> %bin.rdx46)
  %bin.rdx = and <16 x i32> %13, %12
  %bin.rdx42 = and <16 x i32> %14, %bin.rdx
  %bin.rdx43 = and <16 x i32> %15, %bin.rdx42
  %19 = tail call i32 @llvm.vector.reduce.and.v16i32(<16 x i32> %bin.rdx43)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ -1, %vector.main.loop.iter.check ], [ %19, %vec.epilog.iter.check ]
  %bc.merge.rdx47 = phi i32 [ 0, %vector.main.loop.iter.check ], [ %18, %vec.epilog.iter.check ]
  %bc.merge.rdx51 = phi i32 [ 0, %vector.main.loop.iter.check ], [ %17, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec53 = and i64 %wide.trip.count, 4294967288
  %20 = insertelement <8 x i32> <i32 poison, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, i32 %bc.merge.rdx, i64 0
  %21 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx47, i64 0
  %22 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx51, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next60, %vec.epilog.vector.body ]
  %vec.phi56 = phi <8 x i32> [ %20, %vec.epilog.ph ], [ %26, %vec.epilog.vector.body ]
  %vec.phi57 = phi <8 x i32> [ %21, %vec.epilog.ph ], [ %25, %vec.epilog.vector.body ]
  %vec.phi58 = phi <8 x i32> [ %22, %vec.epilog.ph ], [ %24, %vec.epilog.vector.body ]
  %23 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load59 = load <8 x i32>, ptr %23, align 4, !tbaa !5
  %24 = xor <8 x i32> %wide.load59, %vec.phi58
  %25 = or <8 x i32> %wide.load59, %vec.phi57
  %26 = and <8 x i32> %wide.load59, %vec.phi56
  %index.next60 = add nuw i64 %offset.idx, 8
  %27 = icmp eq i64 %index.next60, %n.vec53
  br i1 %27, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !30

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %28 = tail call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %24)
  %29 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %25)
  %30 = tail call i32 @llvm.vector.reduce.and.v8i32(<8 x i32> %26)
  %cmp.n54 = icmp eq i64 %n.vec53, %wide.trip.count
  br i1 %cmp.n54, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec53, %vec.epilog.middle.block ]
  %m.022.ph = phi i32 [ -1, %iter.check ], [ %19, %vec.epilog.iter.check ], [ %30, %vec.epilog.middle.block ]
  %o.021.ph = phi i32 [ 0, %iter.check ], [ %18, %vec.epilog.iter.check ], [ %29, %vec.epilog.middle.block ]
  %x.020.ph = phi i32 [ 0, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %28, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %x.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ], [ %28, %vec.epilog.middle.block ], [ %xor, %for.body ]
  %o.0.lcssa = phi i32 [ 0, %entry ], [ %18, %middle.block ], [ %29, %vec.epilog.middle.block ], [ %or, %for.body ]
  %m.0.lcssa = phi i32 [ -1, %entry ], [ %19, %middle.block ], [ %30, %vec.epilog.middle.block ], [ %and, %for.body ]
  store i32 %x.0.lcssa, ptr %out, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %o.0.lcssa, ptr %arrayidx6, align 4, !tbaa !5
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 2
  store i32 %m.0.lcssa, ptr %arrayidx7, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %m.022 = phi i32 [ %and, %for.body ], [ %m.022.ph, %for.body.preheader ]
  %o.021 = phi i32 [ %or, %for.body ], [ %o.021.ph, %for.body.preheader ]
  %x.020 = phi i32 [ %xor, %for.body ], [ %x.020.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %31 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %xor = xor i32 %31, %x.020
  %or = or i32 %31, %o.021
  %and = and i32 %31, %m.022
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @max_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check38 = icmp ult i32 %n, 64
  br i1 %min.iters.check38, label %vec.epilog.ph, label %vector.ph

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
  %vec.phi = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi39 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi40 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi41 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph.new ], [ %27, %vector.body ]
  %vec.phi42 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph.new ], [ %20, %vector.body ]
  %vec.phi43 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph.new ], [ %21, %vector.body ]
  %vec.phi44 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph.new ], [ %22, %vector.body ]
  %vec.phi45 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph.new ], [ %23, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load46 = load <16 x i32>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load47 = load <16 x i32>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load48 = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load, <16 x i32> %vec.phi42)
  %9 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load46, <16 x i32> %vec.phi43)
  %10 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load47, <16 x i32> %vec.phi44)
  %11 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load48, <16 x i32> %vec.phi45)
  %12 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load, <16 x i32> %vec.phi)
  %13 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load46, <16 x i32> %vec.phi39)
  %14 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load47, <16 x i32> %vec.phi40)
  %15 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load48, <16 x i32> %vec.phi41)
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds i32, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %16, i64 16
  %wide.load46.1 = load <16 x i32>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, ptr %16, i64 32
  %wide.load47.1 = load <16 x i32>, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %16, i64 48
  %wide.load48.1 = load <16 x i32>, ptr %19, align 4, !tbaa !5
  %20 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load.1, <16 x i32> %8)
  %21 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load46.1, <16 x i32> %9)
  %22 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load47.1, <16 x i32> %10)
  %23 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load48.1, <16 x i32> %11)
  %24 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load.1, <16 x i32> %12)
  %25 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load46.1, <16 x i32> %13)
  %26 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load47.1, <16 x i32> %14)
  %27 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load48.1, <16 x i32> %15)
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !32

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa82.ph = phi <16 x i32> [ undef, %vector.ph ], [ %20, %vector.body ]
  %.lcssa81.ph = phi <16 x i32> [ undef, %vector.ph ], [ %21, %vector.body ]
  %.lcssa80.ph = phi <16 x i32> [ undef, %vector.ph ], [ %22, %vector.body ]
  %.lcssa79.ph = phi <16 x i32> [ undef, %vector.ph ], [ %23, %vector.body ]
  %.lcssa78.ph = phi <16 x i32> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa77.ph = phi <16 x i32> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa76.ph = phi <16 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa75.ph = phi <16 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %24, %vector.body ]
  %vec.phi39.unr = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %25, %vector.body ]
  %vec.phi40.unr = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %26, %vector.body ]
  %vec.phi41.unr = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %27, %vector.body ]
  %vec.phi42.unr = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %20, %vector.body ]
  %vec.phi43.unr = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %21, %vector.body ]
  %vec.phi44.unr = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %22, %vector.body ]
  %vec.phi45.unr = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %23, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %28, align 4, !tbaa !5
  %29 = getelementptr inbounds i32, ptr %28, i64 16
  %wide.load46.epil = load <16 x i32>, ptr %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, ptr %28, i64 32
  %wide.load47.epil = load <16 x i32>, ptr %30, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, ptr %28, i64 48
  %wide.load48.epil = load <16 x i32>, ptr %31, align 4, !tbaa !5
  %32 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load.epil, <16 x i32> %vec.phi42.unr)
  %33 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load46.epil, <16 x i32> %vec.phi43.unr)
  %34 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load47.epil, <16 x i32> %vec.phi44.unr)
  %35 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load48.epil, <16 x i32> %vec.phi45.unr)
  %36 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load.epil, <16 x i32> %vec.phi.unr)
  %37 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load46.epil, <16 x i32> %vec.phi39.unr)
  %38 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load47.epil, <16 x i32> %vec.phi40.unr)
  %39 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load48.epil, <16 x i32> %vec.phi41.unr)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa82 = phi <16 x i32> [ %.lcssa82.ph, %middle.block.unr-lcssa ], [ %32, %vector.body.epil ]
  %.lcssa81 = phi <16 x i32> [ %.lcssa81.ph, %middle.block.unr-lcssa ], [ %33, %vector.body.epil ]
  %.lcssa80 = phi <16 x i32> [ %.lcssa80.ph, %middle.block.unr-lcssa ], [ %34, %vector.body.epil ]
  %.lcssa79 = phi <16 x i32> [ %.lcssa79.ph, %middle.block.unr-lcssa ], [ %35, %vector.body.epil ]
  %.lcssa78 = phi <16 x i32> [ %.lcssa78.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa77 = phi <16 x i32> [ %.lcssa77.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa76 = phi <16 x i32> [ %.lcssa76.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa75 = phi <16 x i32> [ %.lcssa75.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %40 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %.lcssa82, <16 x i32> %.lcssa81)
  %41 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %40, <16 x i32> %.lcssa80)
  %42 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %41, <16 x i32> %.lcssa79)
  %43 = tail call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %42)
  %44 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %.lcssa78, <16 x i32> %.lcssa77)
  %45 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %44, <16 x i32> %.lcssa76)
  %46 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %45, <16 x i32> %.lcssa75)
  %47 = tail call i32 @llvm.vector.reduce.smin.v16i32(<16 x i32> %46)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 2147483647, %vector.main.loop.iter.check ], [ %47, %vec.epilog.iter.check ]
  %bc.merge.rdx59 = phi i32 [ -2147483648, %vector.main.loop.iter.check ], [ %43, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec61 = and i64 %wide.trip.count, 4294967288
  %minmax.ident.splatinsert = insertelement <8 x i32> poison, i32 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x i32> %minmax.ident.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  %minmax.ident.splatinsert66 = insertelement <8 x i32> poison, i32 %bc.merge.rdx59, i64 0
  %minmax.ident.splat67 = shufflevector <8 x i32> %minmax.ident.splatinsert66, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next69, %vec.epilog.vector.body ]
  %vec.phi64 = phi <8 x i32> [ %minmax.ident.splat, %vec.epilog.ph ], [ %50, %vec.epilog.vector.body ]
  %vec.phi65 = phi <8 x i32> [ %minmax.ident.splat67, %vec.epilog.ph ], [ %49, %vec.epilog.vector.body ]
  %48 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load68 = load <8 x i32>, ptr %48, align 4, !tbaa !5
  %49 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %wide.load68, <8 x i32> %vec.phi65)
  %50 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %wide.load68, <8 x i32> %vec.phi64)
  %index.next69 = add nuw i64 %offset.idx, 8
  %51 = icmp eq i64 %index.next69, %n.vec61
  br i1 %51, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !33

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %52 = tail call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %49)
  %53 = tail call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %50)
  %cmp.n62 = icmp eq i64 %n.vec61, %wide.trip.count
  br i1 %cmp.n62, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec61, %vec.epilog.middle.block ]
  %lo.031.ph = phi i32 [ 2147483647, %iter.check ], [ %47, %vec.epilog.iter.check ], [ %53, %vec.epilog.middle.block ]
  %hi.030.ph = phi i32 [ -2147483648, %iter.check ], [ %43, %vec.epilog.iter.check ], [ %52, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %hi.0.lcssa = phi i32 [ -2147483648, %entry ], [ %43, %middle.block ], [ %52, %vec.epilog.middle.block ], [ %55, %for.body ]
  %lo.0.lcssa = phi i32 [ 2147483647, %entry ], [ %47, %middle.block ], [ %53, %vec.epilog.middle.block ], [ %56, %for.body ]
  store i32 %hi.0.lcssa, ptr %out, align 4, !tbaa !5
  %arrayidx14 = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %lo.0.lcssa, ptr %arrayidx14, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %lo.031 = phi i32 [ %56, %for.body ], [ %lo.031.ph, %for.body.preheader ]
  %hi.030 = phi i32 [ %55, %for.body ], [ %hi.030.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %54 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %55 = tail call i32 @llvm.smax.i32(i32 %54, i32 %hi.030)
  %56 = tail call i32 @llvm.smin.i32(i32 %54, i32 %lo.031)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @max_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp39 = icmp sgt i32 %n, 0
  br i1 %cmp39, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check47 = icmp ult i32 %n, 128
  br i1 %min.iters.check47, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %8, %vector.body ]
  %vec.phi48 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %9, %vector.body ]
  %vec.phi49 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %10, %vector.body ]
  %vec.phi50 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %11, %vector.body ]
  %vec.phi51 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi52 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi53 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi54 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <32 x i16>, ptr %0, align 2, !tbaa !35
  %1 = getelementptr inbounds i16, ptr %0, i64 32
  %wide.load55 = load <32 x i16>, ptr %1, align 2, !tbaa !35
  %2 = getelementptr inbounds i16, ptr %0, i64 64
  %wide.load56 = load <32 x i16>, ptr %2, align 2, !tbaa !35
  %3 = getelementptr inbounds i16, ptr %0, i64 96
  %wide.load57 = load <32 x i16>, ptr %3, align 2, !tbaa !35
  %4 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %wide.load, <32 x i16> %vec.phi51)
  %5 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %wide.load55, <32 x i16> %vec.phi52)
  %6 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %wide.load56, <32 x i16> %vec.phi53)
  %7 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %wide.load57, <32 x i16> %vec.phi54)
  %8 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %wide.load, <32 x i16> %vec.phi)
  %9 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %wide.load55, <32 x i16> %vec.phi48)
  %10 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %wide.load56, <32 x i16> %vec.phi49)
  %11 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %wide.load57, <32 x i16> %vec.phi50)
  %index.next = add nuw i64 %index, 128
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %13 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %4, <32 x i16> %5)
  %14 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %13, <32 x i16> %6)
  %15 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %14, <32 x i16> %7)
  %16 = tail call i16 @llvm.vector.reduce.umax.v32i16(<32 x i16> %15)
  %17 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %8, <32 x i16> %9)
  %18 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %17, <32 x i16> %10)
  %19 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %18, <32 x i16> %11)
  %20 = tail call i16 @llvm.vector.reduce.umin.v32i16(<32 x i16> %19)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i16 [ -1, %vector.main.loop.iter.check ], [ %20, %vec.epilog.iter.check ]
  %bc.merge.rdx68 = phi i16 [ 0, %vector.main.loop.iter.check ], [ %16, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec70 = and i64 %wide.trip.count, 4294967280
  %minmax.ident.splatinsert = insertelement <16 x i16> poison, i16 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <16 x i16> %minmax.ident.splatinsert, <16 x i16> poison, <16 x i32> zeroinitializer
  %minmax.ident.splatinsert75 = insertelement <16 x i16> poison, i16 %bc.merge.rdx68, i64 0
  %minmax.ident.splat76 = shufflevector <16 x i16> %minmax.ident.splatinsert75, <16 x i16> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next78, %vec.epilog.vector.body ]
  %vec.phi73 = phi <16 x i16> [ %minmax.ident.splat, %vec.epilog.ph ], [ %23, %vec.epilog.vector.body ]
  %vec.phi74 = phi <16 x i16> [ %minmax.ident.splat76, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds i16, ptr %a, i64 %offset.idx
  %wide.load77 = load <16 x i16>, ptr %21, align 2, !tbaa !35
  %22 = tail call <16 x i16> @llvm.umax.v16i16(<16 x i16> %wide.load77, <16 x i16> %vec.phi74)
  %23 = tail call <16 x i16> @llvm.umin.v16i16(<16 x i16> %wide.load77, <16 x i16> %vec.phi73)
  %index.next78 = add nuw i64 %offset.idx, 16
  %24 = icmp eq i64 %index.next78, %n.vec70
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %25 = tail call i16 @llvm.vector.reduce.umax.v16i16(<16 x i16> %22)
  %26 = tail call i16 @llvm.vector.reduce.umin.v16i16(<16 x i16> %23)
  %cmp.n71 = icmp eq i64 %n.vec70, %wide.trip.count
  br i1 %cmp.n71, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec70, %vec.epilog.middle.block ]
  %lo.041.ph = phi i16 [ -1, %iter.check ], [ %20, %vec.epilog.iter.check ], [ %26, %vec.epilog.middle.block ]
  %hi.040.ph = phi i16 [ 0, %iter.check ], [ %16, %vec.epilog.iter.check ], [ %25, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %hi.0.lcssa = phi i16 [ 0, %entry ], [ %16, %middle.block ], [ %25, %vec.epilog.middle.block ], [ %28, %for.body ]
  %lo.0.lcssa = phi i16 [ -1, %entry ], [ %20, %middle.block ], [ %26, %vec.epilog.middle.block ], [ %29, %for.body ]
  store i16 %hi.0.lcssa, ptr %out, align 2, !tbaa !35
  %arrayidx25 = getelementptr inbounds i16, ptr %out, i64 1
  store i16 %lo.0.lcssa, ptr %arrayidx25, align 2, !tbaa !35
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %lo.041 = phi i16 [ %29, %for.body ], [ %lo.041.ph, %for.body.preheader ]
  %hi.040 = phi i16 [ %28, %for.body ], [ %hi.040.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %27 = load i16, ptr %arrayidx, align 2, !tbaa !35
  %28 = tail call i16 @llvm.umax.i16(i16 %27, i16 %hi.040)
  %29 = tail call i16 @llvm.umin.i16(i16 %27, i16 %lo.041)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @count_eq(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %k, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat17 = shufflevector <16 x i32> %broadcast.splatinsert16, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat19 = shufflevector <16 x i32> %broadcast.splatinsert18, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat21 = shufflevector <16 x i32> %broadcast.splatinsert20, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load13 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load14 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load15 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = icmp eq <16 x i32> %wide.load, %broadcast.splat
  %5 = icmp eq <16 x i32> %wide.load13, %broadcast.splat17
  %6 = icmp eq <16 x i32> %wide.load14, %broadcast.splat19
  %7 = icmp eq <16 x i32> %wide.load15, %broadcast.splat21
  %8 = zext <16 x i1> %4 to <16 x i32>
  %9 = zext <16 x i1> %5 to <16 x i32>
  %10 = zext <16 x i1> %6 to <16 x i32>
  %11 = zext <16 x i1> %7 to <16 x i32>
  %12 = add <16 x i32> %vec.phi, %8
  %13 = add <16 x i32> %vec.phi10, %9
  %14 = add <16 x i32> %vec.phi11, %10
  %15 = add <16 x i32> %vec.phi12, %11
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !40

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %13, %12
  %bin.rdx22 = add <16 x i32> %14, %bin.rdx
  %bin.rdx23 = add <16 x i32> %15, %bin.rdx22
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx23)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %17, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  %broadcast.splatinsert30 = insertelement <8 x i32> poison, i32 %k, i64 0
  %broadcast.splat31 = shufflevector <8 x i32> %broadcast.splatinsert30, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next32, %vec.epilog.vector.body ]
  %vec.phi28 = phi <8 x i32> [ %18, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load29 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %20 = icmp eq <8 x i32> %wide.load29, %broadcast.splat31
  %21 = zext <8 x i1> %20 to <8 x i32>
  %22 = add <8 x i32> %vec.phi28, %21
  %index.next32 = add nuw i64 %offset.idx, 8
  %23 = icmp eq i64 %index.next32, %n.vec25
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %22)
  %cmp.n26 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  %c.06.ph = phi i32 [ 0, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %c.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ], [ %24, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %c.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %c.06 = phi i32 [ %add, %for.body ], [ %c.06.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %25 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = icmp eq i32 %25, %k
  %conv = zext i1 %cmp1 to i32
  %add = add nuw nsw i32 %c.06, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @any_neg(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 256
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967040
  %0 = add nsw i64 %n.vec, -256
  %1 = lshr exact i64 %0, 8
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 144115188075855870
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <64 x i8> [ zeroinitializer, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi13 = phi <64 x i8> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi14 = phi <64 x i8> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi15 = phi <64 x i8> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <64 x i8>, ptr %4, align 1, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 64
  %wide.load16 = load <64 x i8>, ptr %5, align 1, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %4, i64 128
  %wide.load17 = load <64 x i8>, ptr %6, align 1, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %4, i64 192
  %wide.load18 = load <64 x i8>, ptr %7, align 1, !tbaa !15
  %8 = lshr <64 x i8> %wide.load, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %9 = lshr <64 x i8> %wide.load16, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %10 = lshr <64 x i8> %wide.load17, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %11 = lshr <64 x i8> %wide.load18, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %12 = or <64 x i8> %8, %vec.phi
  %13 = or <64 x i8> %9, %vec.phi13
  %14 = or <64 x i8> %10, %vec.phi14
  %15 = or <64 x i8> %11, %vec.phi15
  %index.next = or i64 %index, 256
  %16 = getelementptr inbounds i8, ptr %a, i64 %index.next
  %wide.load.1 = load <64 x i8>, ptr %16, align 1, !tbaa !15
  %17 = getelementptr inbounds i8, ptr %16, i64 64
  %wide.load16.1 = load <64 x i8>, ptr %17, align 1, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %16, i64 128
  %wide.load17.1 = load <64 x i8>, ptr %18, align 1, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %16, i64 192
  %wide.load18.1 = load <64 x i8>, ptr %19, align 1, !tbaa !15
  %20 = lshr <64 x i8> %wide.load.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %21 = lshr <64 x i8> %wide.load16.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %22 = lshr <64 x i8> %wide.load17.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %23 = lshr <64 x i8> %wide.load18.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %24 = or <64 x i8> %20, %12
  %25 = or <64 x i8> %21, %13
  %26 = or <64 x i8> %22, %14
  %27 = or <64 x i8> %23, %15
  %index.next.1 = add nuw i64 %index, 512
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa32.ph = phi <64 x i8> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa31.ph = phi <64 x i8> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa30.ph = phi <64 x i8> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa29.ph = phi <64 x i8> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi13.unr = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi14.unr = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi15.unr = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i8, ptr %a, i64 %index.unr
  %wide.load.epil = load <64 x i8>, ptr %28, align 1, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %28, i64 64
  %wide.load16.epil = load <64 x i8>, ptr %29, align 1, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %28, i64 128
  %wide.load17.epil = load <64 x i8>, ptr %30, align 1, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %28, i64 192
  %wide.load18.epil = load <64 x i8>, ptr %31, align 1, !tbaa !15
  %32 = lshr <64 x i8> %wide.load.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %33 = lshr <64 x i8> %wide.load16.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %34 = lshr <64 x i8> %wide.load17.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %35 = lshr <64 x i8> %wide.load18.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %36 = or <64 x i8> %32, %vec.phi.unr
  %37 = or <64 x i8> %33, %vec.phi13.unr
  %38 = or <64 x i8> %34, %vec.phi14.unr
  %39 = or <64 x i8> %35, %vec.phi15.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa32 = phi <64 x i8> [ %.lcssa32.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa31 = phi <64 x i8> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa30 = phi <64 x i8> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa29 = phi <64 x i8> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = or <64 x i8> %.lcssa31, %.lcssa32
  %bin.rdx19 = or <64 x i8> %.lcssa30, %bin.rdx
  %bin.rdx20 = or <64 x i8> %.lcssa29, %bin.rdx19
  %40 = tail call i8 @llvm.vector.reduce.or.v64i8(<64 x i8> %bin.rdx20)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i8 [ 0, %vector.main.loop.iter.check ], [ %40, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec22 = and i64 %wide.trip.count, 4294967264
  %41 = insertelement <32 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %vec.phi25 = phi <32 x i8> [ %41, %vec.epilog.ph ], [ %44, %vec.epilog.vector.body ]
  %42 = getelementptr inbounds i8, ptr %a, i64 %offset.idx
  %wide.load26 = load <32 x i8>, ptr %42, align 1, !tbaa !15
  %43 = lshr <32 x i8> %wide.load26, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %44 = or <32 x i8> %43, %vec.phi25
  %index.next27 = add nuw i64 %offset.idx, 32
  %45 = icmp eq i64 %index.next27, %n.vec22
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %46 = tail call i8 @llvm.vector.reduce.or.v32i8(<32 x i8> %44)
  %cmp.n23 = icmp eq i64 %n.vec22, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec22, %vec.epilog.middle.block ]
  %f.010.ph = phi i8 [ 0, %iter.check ], [ %40, %vec.epilog.iter.check ], [ %46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %f.0.lcssa = phi i8 [ 0, %entry ], [ %40, %middle.block ], [ %46, %vec.epilog.middle.block ], [ %or8, %for.body ]
  store i8 %f.0.lcssa, ptr %out, align 1, !tbaa !15
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %f.010 = phi i8 [ %or8, %for.body ], [ %f.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %47 = load i8, ptr %arrayidx, align 1, !tbaa !15
  %.lobit = lshr i8 %47, 7
  %or8 = or i8 %.lobit, %f.010
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @fmax_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %.lcssa21.ph = phi float [ undef, %for.body.preheader ], [ %15, %for.body ]
  %.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %16, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lo.014.unr = phi float [ 0x7FF0000000000000, %for.body.preheader ], [ %16, %for.body ]
  %hi.013.unr = phi float [ 0xFFF0000000000000, %for.body.preheader ], [ %15, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lo.014.epil = phi float [ %4, %for.body.epil ], [ %lo.014.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %hi.013.epil = phi float [ %3, %for.body.epil ], [ %hi.013.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %2 = load float, ptr %arrayidx.epil, align 4, !tbaa !46
  %3 = tail call float @llvm.maxnum.f32(float %hi.013.epil, float %2)
  %4 = tail call float @llvm.minnum.f32(float %lo.014.epil, float %2)
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !48

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %hi.0.lcssa = phi float [ 0xFFF0000000000000, %entry ], [ %.lcssa21.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %3, %for.body.epil ]
  %lo.0.lcssa = phi float [ 0x7FF0000000000000, %entry ], [ %.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %4, %for.body.epil ]
  store float %hi.0.lcssa, ptr %out, align 4, !tbaa !46
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 1
  store float %lo.0.lcssa, ptr %arrayidx4, align 4, !tbaa !46
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %lo.014 = phi float [ 0x7FF0000000000000, %for.body.preheader.new ], [ %16, %for.body ]
  %hi.013 = phi float [ 0xFFF0000000000000, %for.body.preheader.new ], [ %15, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx, align 4, !tbaa !46
  %6 = tail call float @llvm.maxnum.f32(float %hi.013, float %5)
  %7 = tail call float @llvm.minnum.f32(float %lo.014, float %5)
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx.1, align 4, !tbaa !46
  %9 = tail call float @llvm.maxnum.f32(float %6, float %8)
  %10 = tail call float @llvm.minnum.f32(float %7, float %8)
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %11 = load float, ptr %arrayidx.2, align 4, !tbaa !46
  %12 = tail call float @llvm.maxnum.f32(float %9, float %11)
  %13 = tail call float @llvm.minnum.f32(float %10, float %11)
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %14 = load float, ptr %arrayidx.3, align 4, !tbaa !46
  %15 = tail call float @llvm.maxnum.f32(float %12, float %14)
  %16 = tail call float @llvm.minnum.f32(float %13, float %14)
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.umax.i16(i16, i16) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.umin.i16(i16, i16) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.mul.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.mul.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.and.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.or.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.and.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <32 x i16> @llvm.umax.v32i16(<32 x i16>, <32 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <32 x i16> @llvm.umin.v32i16(<32 x i16>, <32 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umin.v32i16(<32 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umax.v32i16(<32 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i16> @llvm.umax.v16i16(<16 x i16>, <16 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i16> @llvm.umin.v16i16(<16 x i16>, <16 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umin.v16i16(<16 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umax.v16i16(<16 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i8 @llvm.vector.reduce.or.v64i8(<64 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i8 @llvm.vector.reduce.or.v32i8(<32 x i8>) #4

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nocallback nofree nosync nounwind readnone willreturn }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !11, !13}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !13, !11}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11, !13}
!18 = distinct !{!18, !10, !13, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !7, i64 0}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !13, !11}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !10, !11, !13}
!25 = distinct !{!25, !10, !13, !11}
!26 = distinct !{!26, !10, !11}
!27 = distinct !{!27, !10, !11, !13}
!28 = distinct !{!28, !10, !13, !11}
!29 = distinct !{!29, !10, !11}
!30 = distinct !{!30, !10, !11, !13}
!31 = distinct !{!31, !10, !13, !11}
!32 = distinct !{!32, !10, !11}
!33 = distinct !{!33, !10, !11, !13}
!34 = distinct !{!34, !10, !13, !11}
!35 = !{!36, !36, i64 0}
!36 = !{!"short", !7, i64 0}
!37 = distinct !{!37, !10, !11}
!38 = distinct !{!38, !10, !11, !13}
!39 = distinct !{!39, !10, !13, !11}
!40 = distinct !{!40, !10, !11}
!41 = distinct !{!41, !10, !11, !13}
!42 = distinct !{!42, !10, !13, !11}
!43 = distinct !{!43, !10, !11}
!44 = distinct !{!44, !10, !11, !13}
!45 = distinct !{!45, !10, !13, !11}
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !7, i64 0}
!48 = distinct !{!48, !49}
!49 = !{!"llvm.loop.unroll.disable"}
!50 = distinct !{!50, !10}
