; ModuleID = 'reductions.c'
source_filename = "reductions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %4, i64 16
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load14 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %4, i64 32
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load15 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, i32* %4, i64 48
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load16 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !5
  %12 = add <16 x i32> %wide.load, %vec.phi
  %13 = add <16 x i32> %wide.load14, %vec.phi11
  %14 = add <16 x i32> %wide.load15, %vec.phi12
  %15 = add <16 x i32> %wide.load16, %vec.phi13
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %16, i64 16
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load14.1 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, i32* %16, i64 32
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load15.1 = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, i32* %16, i64 48
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.load16.1 = load <16 x i32>, <16 x i32>* %23, align 4, !tbaa !5
  %24 = add <16 x i32> %wide.load.1, %12
  %25 = add <16 x i32> %wide.load14.1, %13
  %26 = add <16 x i32> %wide.load15.1, %14
  %27 = add <16 x i32> %wide.load16.1, %15
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !9

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa31.ph = phi <16 x i32> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa30.ph = phi <16 x i32> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa29.ph = phi <16 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi12.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi13.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %28, i64 16
  %31 = bitcast i32* %30 to <16 x i32>*
  %wide.load14.epil = load <16 x i32>, <16 x i32>* %31, align 4, !tbaa !5
  %32 = getelementptr inbounds i32, i32* %28, i64 32
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load15.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !5
  %34 = getelementptr inbounds i32, i32* %28, i64 48
  %35 = bitcast i32* %34 to <16 x i32>*
  %wide.load16.epil = load <16 x i32>, <16 x i32>* %35, align 4, !tbaa !5
  %36 = add <16 x i32> %wide.load.epil, %vec.phi.unr
  %37 = add <16 x i32> %wide.load14.epil, %vec.phi11.unr
  %38 = add <16 x i32> %wide.load15.epil, %vec.phi12.unr
  %39 = add <16 x i32> %wide.load16.epil, %vec.phi13.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa31 = phi <16 x i32> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa30 = phi <16 x i32> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa29 = phi <16 x i32> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = add <16 x i32> %.lcssa30, %.lcssa31
  %bin.rdx17 = add <16 x i32> %.lcssa29, %bin.rdx
  %bin.rdx18 = add <16 x i32> %.lcssa28, %bin.rdx17
  %40 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx18)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %40, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  %41 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %vec.phi24 = phi <8 x i32> [ %41, %vec.epilog.ph ], [ %44, %vec.epilog.vector.body ]
  %42 = getelementptr inbounds i32, i32* %a, i64 %index23
  %43 = bitcast i32* %42 to <8 x i32>*
  %wide.load25 = load <8 x i32>, <8 x i32>* %43, align 4, !tbaa !5
  %44 = add <8 x i32> %wide.load25, %vec.phi24
  %index.next26 = add nuw i64 %index23, 8
  %45 = icmp eq i64 %index.next26, %n.vec21
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %46 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %44)
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %s.07.ph = phi i32 [ 0, %iter.check ], [ %40, %vec.epilog.iter.check ], [ %46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %40, %middle.block ], [ %46, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, i32* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.07 = phi i32 [ %add, %for.body ], [ %s.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %add = add nsw i32 %47, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum_i8_to_i32(i32* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %32, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %35, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, i8* %a, i64 %index
  %5 = bitcast i8* %4 to <16 x i8>*
  %wide.load = load <16 x i8>, <16 x i8>* %5, align 1, !tbaa !15
  %6 = getelementptr inbounds i8, i8* %4, i64 16
  %7 = bitcast i8* %6 to <16 x i8>*
  %wide.load14 = load <16 x i8>, <16 x i8>* %7, align 1, !tbaa !15
  %8 = getelementptr inbounds i8, i8* %4, i64 32
  %9 = bitcast i8* %8 to <16 x i8>*
  %wide.load15 = load <16 x i8>, <16 x i8>* %9, align 1, !tbaa !15
  %10 = getelementptr inbounds i8, i8* %4, i64 48
  %11 = bitcast i8* %10 to <16 x i8>*
  %wide.load16 = load <16 x i8>, <16 x i8>* %11, align 1, !tbaa !15
  %12 = sext <16 x i8> %wide.load to <16 x i32>
  %13 = sext <16 x i8> %wide.load14 to <16 x i32>
  %14 = sext <16 x i8> %wide.load15 to <16 x i32>
  %15 = sext <16 x i8> %wide.load16 to <16 x i32>
  %16 = add <16 x i32> %vec.phi, %12
  %17 = add <16 x i32> %vec.phi11, %13
  %18 = add <16 x i32> %vec.phi12, %14
  %19 = add <16 x i32> %vec.phi13, %15
  %index.next = or i64 %index, 64
  %20 = getelementptr inbounds i8, i8* %a, i64 %index.next
  %21 = bitcast i8* %20 to <16 x i8>*
  %wide.load.1 = load <16 x i8>, <16 x i8>* %21, align 1, !tbaa !15
  %22 = getelementptr inbounds i8, i8* %20, i64 16
  %23 = bitcast i8* %22 to <16 x i8>*
  %wide.load14.1 = load <16 x i8>, <16 x i8>* %23, align 1, !tbaa !15
  %24 = getelementptr inbounds i8, i8* %20, i64 32
  %25 = bitcast i8* %24 to <16 x i8>*
  %wide.load15.1 = load <16 x i8>, <16 x i8>* %25, align 1, !tbaa !15
  %26 = getelementptr inbounds i8, i8* %20, i64 48
  %27 = bitcast i8* %26 to <16 x i8>*
  %wide.load16.1 = load <16 x i8>, <16 x i8>* %27, align 1, !tbaa !15
  %28 = sext <16 x i8> %wide.load.1 to <16 x i32>
  %29 = sext <16 x i8> %wide.load14.1 to <16 x i32>
  %30 = sext <16 x i8> %wide.load15.1 to <16 x i32>
  %31 = sext <16 x i8> %wide.load16.1 to <16 x i32>
  %32 = add <16 x i32> %16, %28
  %33 = add <16 x i32> %17, %29
  %34 = add <16 x i32> %18, %30
  %35 = add <16 x i32> %19, %31
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !16

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa31.ph = phi <16 x i32> [ undef, %vector.ph ], [ %32, %vector.body ]
  %.lcssa30.ph = phi <16 x i32> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa29.ph = phi <16 x i32> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %35, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %32, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %33, %vector.body ]
  %vec.phi12.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %vec.phi13.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %35, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %36 = getelementptr inbounds i8, i8* %a, i64 %index.unr
  %37 = bitcast i8* %36 to <16 x i8>*
  %wide.load.epil = load <16 x i8>, <16 x i8>* %37, align 1, !tbaa !15
  %38 = getelementptr inbounds i8, i8* %36, i64 16
  %39 = bitcast i8* %38 to <16 x i8>*
  %wide.load14.epil = load <16 x i8>, <16 x i8>* %39, align 1, !tbaa !15
  %40 = getelementptr inbounds i8, i8* %36, i64 32
  %41 = bitcast i8* %40 to <16 x i8>*
  %wide.load15.epil = load <16 x i8>, <16 x i8>* %41, align 1, !tbaa !15
  %42 = getelementptr inbounds i8, i8* %36, i64 48
  %43 = bitcast i8* %42 to <16 x i8>*
  %wide.load16.epil = load <16 x i8>, <16 x i8>* %43, align 1, !tbaa !15
  %44 = sext <16 x i8> %wide.load.epil to <16 x i32>
  %45 = sext <16 x i8> %wide.load14.epil to <16 x i32>
  %46 = sext <16 x i8> %wide.load15.epil to <16 x i32>
  %47 = sext <16 x i8> %wide.load16.epil to <16 x i32>
  %48 = add <16 x i32> %vec.phi.unr, %44
  %49 = add <16 x i32> %vec.phi11.unr, %45
  %50 = add <16 x i32> %vec.phi12.unr, %46
  %51 = add <16 x i32> %vec.phi13.unr, %47
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa31 = phi <16 x i32> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %48, %vector.body.epil ]
  %.lcssa30 = phi <16 x i32> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %49, %vector.body.epil ]
  %.lcssa29 = phi <16 x i32> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %50, %vector.body.epil ]
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %51, %vector.body.epil ]
  %bin.rdx = add <16 x i32> %.lcssa30, %.lcssa31
  %bin.rdx17 = add <16 x i32> %.lcssa29, %bin.rdx
  %bin.rdx18 = add <16 x i32> %.lcssa28, %bin.rdx17
  %52 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx18)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %52, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  %53 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %vec.phi24 = phi <8 x i32> [ %53, %vec.epilog.ph ], [ %57, %vec.epilog.vector.body ]
  %54 = getelementptr inbounds i8, i8* %a, i64 %index23
  %55 = bitcast i8* %54 to <8 x i8>*
  %wide.load25 = load <8 x i8>, <8 x i8>* %55, align 1, !tbaa !15
  %56 = sext <8 x i8> %wide.load25 to <8 x i32>
  %57 = add <8 x i32> %vec.phi24, %56
  %index.next26 = add nuw i64 %index23, 8
  %58 = icmp eq i64 %index.next26, %n.vec21
  br i1 %58, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %59 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %57)
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %s.07.ph = phi i32 [ 0, %iter.check ], [ %52, %vec.epilog.iter.check ], [ %59, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %52, %middle.block ], [ %59, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, i32* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.07 = phi i32 [ %add, %for.body ], [ %s.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %60 = load i8, i8* %arrayidx, align 1, !tbaa !15
  %conv = sext i8 %60 to i32
  %add = add nsw i32 %s.07, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

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
  %vec.phi = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi10 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi11 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi12 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i64, i64* %a, i64 %index
  %5 = bitcast i64* %4 to <8 x i64>*
  %wide.load = load <8 x i64>, <8 x i64>* %5, align 8, !tbaa !19
  %6 = getelementptr inbounds i64, i64* %4, i64 8
  %7 = bitcast i64* %6 to <8 x i64>*
  %wide.load13 = load <8 x i64>, <8 x i64>* %7, align 8, !tbaa !19
  %8 = getelementptr inbounds i64, i64* %4, i64 16
  %9 = bitcast i64* %8 to <8 x i64>*
  %wide.load14 = load <8 x i64>, <8 x i64>* %9, align 8, !tbaa !19
  %10 = getelementptr inbounds i64, i64* %4, i64 24
  %11 = bitcast i64* %10 to <8 x i64>*
  %wide.load15 = load <8 x i64>, <8 x i64>* %11, align 8, !tbaa !19
  %12 = add <8 x i64> %wide.load, %vec.phi
  %13 = add <8 x i64> %wide.load13, %vec.phi10
  %14 = add <8 x i64> %wide.load14, %vec.phi11
  %15 = add <8 x i64> %wide.load15, %vec.phi12
  %index.next = or i64 %index, 32
  %16 = getelementptr inbounds i64, i64* %a, i64 %index.next
  %17 = bitcast i64* %16 to <8 x i64>*
  %wide.load.1 = load <8 x i64>, <8 x i64>* %17, align 8, !tbaa !19
  %18 = getelementptr inbounds i64, i64* %16, i64 8
  %19 = bitcast i64* %18 to <8 x i64>*
  %wide.load13.1 = load <8 x i64>, <8 x i64>* %19, align 8, !tbaa !19
  %20 = getelementptr inbounds i64, i64* %16, i64 16
  %21 = bitcast i64* %20 to <8 x i64>*
  %wide.load14.1 = load <8 x i64>, <8 x i64>* %21, align 8, !tbaa !19
  %22 = getelementptr inbounds i64, i64* %16, i64 24
  %23 = bitcast i64* %22 to <8 x i64>*
  %wide.load15.1 = load <8 x i64>, <8 x i64>* %23, align 8, !tbaa !19
  %24 = add <8 x i64> %wide.load.1, %12
  %25 = add <8 x i64> %wide.load13.1, %13
  %26 = add <8 x i64> %wide.load14.1, %14
  %27 = add <8 x i64> %wide.load15.1, %15
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa21.ph = phi <8 x i64> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa20.ph = phi <8 x i64> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa19.ph = phi <8 x i64> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa.ph = phi <8 x i64> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi10.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi11.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi12.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i64, i64* %a, i64 %index.unr
  %29 = bitcast i64* %28 to <8 x i64>*
  %wide.load.epil = load <8 x i64>, <8 x i64>* %29, align 8, !tbaa !19
  %30 = getelementptr inbounds i64, i64* %28, i64 8
  %31 = bitcast i64* %30 to <8 x i64>*
  %wide.load13.epil = load <8 x i64>, <8 x i64>* %31, align 8, !tbaa !19
  %32 = getelementptr inbounds i64, i64* %28, i64 16
  %33 = bitcast i64* %32 to <8 x i64>*
  %wide.load14.epil = load <8 x i64>, <8 x i64>* %33, align 8, !tbaa !19
  %34 = getelementptr inbounds i64, i64* %28, i64 24
  %35 = bitcast i64* %34 to <8 x i64>*
  %wide.load15.epil = load <8 x i64>, <8 x i64>* %35, align 8, !tbaa !19
  %36 = add <8 x i64> %wide.load.epil, %vec.phi.unr
  %37 = add <8 x i64> %wide.load13.epil, %vec.phi10.unr
  %38 = add <8 x i64> %wide.load14.epil, %vec.phi11.unr
  %39 = add <8 x i64> %wide.load15.epil, %vec.phi12.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa21 = phi <8 x i64> [ %.lcssa21.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa20 = phi <8 x i64> [ %.lcssa20.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa19 = phi <8 x i64> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa = phi <8 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = add <8 x i64> %.lcssa20, %.lcssa21
  %bin.rdx16 = add <8 x i64> %.lcssa19, %bin.rdx
  %bin.rdx17 = add <8 x i64> %.lcssa, %bin.rdx16
  %40 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %bin.rdx17)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader18

for.body.preheader18:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.07.ph = phi i64 [ 0, %for.body.preheader ], [ %40, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %40, %middle.block ], [ %add, %for.body ]
  store i64 %s.0.lcssa, i64* %out, align 8, !tbaa !19
  ret void

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %s.07 = phi i64 [ %add, %for.body ], [ %s.07.ph, %for.body.preheader18 ]
  %arrayidx = getelementptr inbounds i64, i64* %a, i64 %indvars.iv
  %41 = load i64, i64* %arrayidx, align 8, !tbaa !19
  %add = add nsw i64 %41, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @dot_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %20, %vector.body ]
  %vec.phi14 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %21, %vector.body ]
  %vec.phi15 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %22, %vector.body ]
  %vec.phi16 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %23, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load17 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load18 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load19 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %b, i64 %index
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load20 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, i32* %8, i64 16
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load21 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %8, i64 32
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load22 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %8, i64 48
  %15 = bitcast i32* %14 to <16 x i32>*
  %wide.load23 = load <16 x i32>, <16 x i32>* %15, align 4, !tbaa !5
  %16 = mul nsw <16 x i32> %wide.load20, %wide.load
  %17 = mul nsw <16 x i32> %wide.load21, %wide.load17
  %18 = mul nsw <16 x i32> %wide.load22, %wide.load18
  %19 = mul nsw <16 x i32> %wide.load23, %wide.load19
  %20 = add <16 x i32> %16, %vec.phi
  %21 = add <16 x i32> %17, %vec.phi14
  %22 = add <16 x i32> %18, %vec.phi15
  %23 = add <16 x i32> %19, %vec.phi16
  %index.next = add nuw i64 %index, 64
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %21, %20
  %bin.rdx24 = add <16 x i32> %22, %bin.rdx
  %bin.rdx25 = add <16 x i32> %23, %bin.rdx24
  %25 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx25)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %25, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec28 = and i64 %wide.trip.count, 4294967288
  %26 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %vec.phi31 = phi <8 x i32> [ %26, %vec.epilog.ph ], [ %32, %vec.epilog.vector.body ]
  %27 = getelementptr inbounds i32, i32* %a, i64 %index30
  %28 = bitcast i32* %27 to <8 x i32>*
  %wide.load32 = load <8 x i32>, <8 x i32>* %28, align 4, !tbaa !5
  %29 = getelementptr inbounds i32, i32* %b, i64 %index30
  %30 = bitcast i32* %29 to <8 x i32>*
  %wide.load33 = load <8 x i32>, <8 x i32>* %30, align 4, !tbaa !5
  %31 = mul nsw <8 x i32> %wide.load33, %wide.load32
  %32 = add <8 x i32> %31, %vec.phi31
  %index.next34 = add nuw i64 %index30, 8
  %33 = icmp eq i64 %index.next34, %n.vec28
  br i1 %33, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %34 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %32)
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  %s.010.ph = phi i32 [ 0, %iter.check ], [ %25, %vec.epilog.iter.check ], [ %34, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %25, %middle.block ], [ %34, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, i32* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.010 = phi i32 [ %add, %for.body ], [ %s.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %35 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %36 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %mul = mul nsw i32 %36, %35
  %add = add nsw i32 %mul, %s.010
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @prod_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %4, i64 16
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load14 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %4, i64 32
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load15 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, i32* %4, i64 48
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load16 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !5
  %12 = mul <16 x i32> %wide.load, %vec.phi
  %13 = mul <16 x i32> %wide.load14, %vec.phi11
  %14 = mul <16 x i32> %wide.load15, %vec.phi12
  %15 = mul <16 x i32> %wide.load16, %vec.phi13
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %16, i64 16
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load14.1 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, i32* %16, i64 32
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load15.1 = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, i32* %16, i64 48
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.load16.1 = load <16 x i32>, <16 x i32>* %23, align 4, !tbaa !5
  %24 = mul <16 x i32> %wide.load.1, %12
  %25 = mul <16 x i32> %wide.load14.1, %13
  %26 = mul <16 x i32> %wide.load15.1, %14
  %27 = mul <16 x i32> %wide.load16.1, %15
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !26

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa31.ph = phi <16 x i32> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa30.ph = phi <16 x i32> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa29.ph = phi <16 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %24, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %25, %vector.body ]
  %vec.phi12.unr = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %26, %vector.body ]
  %vec.phi13.unr = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %28, i64 16
  %31 = bitcast i32* %30 to <16 x i32>*
  %wide.load14.epil = load <16 x i32>, <16 x i32>* %31, align 4, !tbaa !5
  %32 = getelementptr inbounds i32, i32* %28, i64 32
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load15.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !5
  %34 = getelementptr inbounds i32, i32* %28, i64 48
  %35 = bitcast i32* %34 to <16 x i32>*
  %wide.load16.epil = load <16 x i32>, <16 x i32>* %35, align 4, !tbaa !5
  %36 = mul <16 x i32> %wide.load.epil, %vec.phi.unr
  %37 = mul <16 x i32> %wide.load14.epil, %vec.phi11.unr
  %38 = mul <16 x i32> %wide.load15.epil, %vec.phi12.unr
  %39 = mul <16 x i32> %wide.load16.epil, %vec.phi13.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa31 = phi <16 x i32> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa30 = phi <16 x i32> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa29 = phi <16 x i32> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = mul <16 x i32> %.lcssa30, %.lcssa31
  %bin.rdx17 = mul <16 x i32> %.lcssa29, %bin.rdx
  %bin.rdx18 = mul <16 x i32> %.lcssa28, %bin.rdx17
  %40 = call i32 @llvm.vector.reduce.mul.v16i32(<16 x i32> %bin.rdx18)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 1, %vector.main.loop.iter.check ], [ %40, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  %41 = insertelement <8 x i32> <i32 poison, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %vec.phi24 = phi <8 x i32> [ %41, %vec.epilog.ph ], [ %44, %vec.epilog.vector.body ]
  %42 = getelementptr inbounds i32, i32* %a, i64 %index23
  %43 = bitcast i32* %42 to <8 x i32>*
  %wide.load25 = load <8 x i32>, <8 x i32>* %43, align 4, !tbaa !5
  %44 = mul <8 x i32> %wide.load25, %vec.phi24
  %index.next26 = add nuw i64 %index23, 8
  %45 = icmp eq i64 %index.next26, %n.vec21
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %46 = call i32 @llvm.vector.reduce.mul.v8i32(<8 x i32> %44)
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %p.07.ph = phi i32 [ 1, %iter.check ], [ %40, %vec.epilog.iter.check ], [ %46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %p.0.lcssa = phi i32 [ 1, %entry ], [ %40, %middle.block ], [ %46, %vec.epilog.middle.block ], [ %mul, %for.body ]
  store i32 %p.0.lcssa, i32* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %p.07 = phi i32 [ %mul, %for.body ], [ %p.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %mul = mul nsw i32 %47, %p.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @bits_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check31 = icmp ult i32 %n, 64
  br i1 %min.iters.check31, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %16, %vector.body ]
  %vec.phi32 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %17, %vector.body ]
  %vec.phi33 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %18, %vector.body ]
  %vec.phi34 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %19, %vector.body ]
  %vec.phi35 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi36 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi37 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi38 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %vec.phi39 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %vec.phi40 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %vec.phi41 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %10, %vector.body ]
  %vec.phi42 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %11, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load43 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load44 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load45 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = xor <16 x i32> %wide.load, %vec.phi39
  %9 = xor <16 x i32> %wide.load43, %vec.phi40
  %10 = xor <16 x i32> %wide.load44, %vec.phi41
  %11 = xor <16 x i32> %wide.load45, %vec.phi42
  %12 = or <16 x i32> %wide.load, %vec.phi35
  %13 = or <16 x i32> %wide.load43, %vec.phi36
  %14 = or <16 x i32> %wide.load44, %vec.phi37
  %15 = or <16 x i32> %wide.load45, %vec.phi38
  %16 = and <16 x i32> %wide.load, %vec.phi
  %17 = and <16 x i32> %wide.load43, %vec.phi32
  %18 = and <16 x i32> %wide.load44, %vec.phi33
  %19 = and <16 x i32> %wide.load45, %vec.phi34
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %bin.rdx52 = xor <16 x i32> %9, %8
  %bin.rdx53 = xor <16 x i32> %10, %bin.rdx52
  %bin.rdx54 = xor <16 x i32> %11, %bin.rdx53
  %21 = call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %bin.rdx54)
  %bin.rdx48 = or <16 x i32> %13, %12
  %bin.rdx49 = or <16 x i32> %14, %bin.rdx48
  %bin.rdx50 = or <16 x i32> %15, %bin.rdx49
  %22 = call i32 @llvm.vector.reduce.or.v16i32(<16 x i32> %bin.rdx50)
  %bin.rdx = and <16 x i32> %17, %16
  %bin.rdx46 = and <16 x i32> %18, %bin.rdx
  %bin.rdx47 = and <16 x i32> %19, %bin.rdx46
  %23 = call i32 @llvm.vector.reduce.and.v16i32(<16 x i32> %bin.rdx47)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ -1, %vector.main.loop.iter.check ], [ %23, %vec.epilog.iter.check ]
  %bc.merge.rdx51 = phi i32 [ 0, %vector.main.loop.iter.check ], [ %22, %vec.epilog.iter.check ]
  %bc.merge.rdx55 = phi i32 [ 0, %vector.main.loop.iter.check ], [ %21, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec60 = and i64 %wide.trip.count, 4294967288
  %24 = insertelement <8 x i32> <i32 poison, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, i32 %bc.merge.rdx, i64 0
  %25 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx51, i64 0
  %26 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx55, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index62 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next67, %vec.epilog.vector.body ]
  %vec.phi63 = phi <8 x i32> [ %24, %vec.epilog.ph ], [ %31, %vec.epilog.vector.body ]
  %vec.phi64 = phi <8 x i32> [ %25, %vec.epilog.ph ], [ %30, %vec.epilog.vector.body ]
  %vec.phi65 = phi <8 x i32> [ %26, %vec.epilog.ph ], [ %29, %vec.epilog.vector.body ]
  %27 = getelementptr inbounds i32, i32* %a, i64 %index62
  %28 = bitcast i32* %27 to <8 x i32>*
  %wide.load66 = load <8 x i32>, <8 x i32>* %28, align 4, !tbaa !5
  %29 = xor <8 x i32> %wide.load66, %vec.phi65
  %30 = or <8 x i32> %wide.load66, %vec.phi64
  %31 = and <8 x i32> %wide.load66, %vec.phi63
  %index.next67 = add nuw i64 %index62, 8
  %32 = icmp eq i64 %index.next67, %n.vec60
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !30

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %33 = call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %29)
  %34 = call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %30)
  %35 = call i32 @llvm.vector.reduce.and.v8i32(<8 x i32> %31)
  %cmp.n61 = icmp eq i64 %n.vec60, %wide.trip.count
  br i1 %cmp.n61, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec60, %vec.epilog.middle.block ]
  %m.026.ph = phi i32 [ -1, %iter.check ], [ %23, %vec.epilog.iter.check ], [ %35, %vec.epilog.middle.block ]
  %o.025.ph = phi i32 [ 0, %iter.check ], [ %22, %vec.epilog.iter.check ], [ %34, %vec.epilog.middle.block ]
  %x.024.ph = phi i32 [ 0, %iter.check ], [ %21, %vec.epilog.iter.check ], [ %33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %x.0.lcssa = phi i32 [ 0, %entry ], [ %21, %middle.block ], [ %33, %vec.epilog.middle.block ], [ %xor, %for.body ]
  %o.0.lcssa = phi i32 [ 0, %entry ], [ %22, %middle.block ], [ %34, %vec.epilog.middle.block ], [ %or, %for.body ]
  %m.0.lcssa = phi i32 [ -1, %entry ], [ %23, %middle.block ], [ %35, %vec.epilog.middle.block ], [ %and, %for.body ]
  store i32 %x.0.lcssa, i32* %out, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, i32* %out, i64 1
  store i32 %o.0.lcssa, i32* %arrayidx6, align 4, !tbaa !5
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 2
  store i32 %m.0.lcssa, i32* %arrayidx7, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %m.026 = phi i32 [ %and, %for.body ], [ %m.026.ph, %for.body.preheader ]
  %o.025 = phi i32 [ %or, %for.body ], [ %o.025.ph, %for.body.preheader ]
  %x.024 = phi i32 [ %xor, %for.body ], [ %x.024.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %36 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %xor = xor i32 %36, %x.024
  %or = or i32 %36, %o.025
  %and = and i32 %36, %m.026
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @max_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp32 = icmp sgt i32 %n, 0
  br i1 %cmp32, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check38 = icmp ult i32 %n, 64
  br i1 %min.iters.check38, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %20, %vector.body ]
  %vec.phi39 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %21, %vector.body ]
  %vec.phi40 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %22, %vector.body ]
  %vec.phi41 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %23, %vector.body ]
  %vec.phi42 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %12, %vector.body ]
  %vec.phi43 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %13, %vector.body ]
  %vec.phi44 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %14, %vector.body ]
  %vec.phi45 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load46 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load47 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load48 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = icmp sgt <16 x i32> %wide.load, %vec.phi42
  %9 = icmp sgt <16 x i32> %wide.load46, %vec.phi43
  %10 = icmp sgt <16 x i32> %wide.load47, %vec.phi44
  %11 = icmp sgt <16 x i32> %wide.load48, %vec.phi45
  %12 = select <16 x i1> %8, <16 x i32> %wide.load, <16 x i32> %vec.phi42
  %13 = select <16 x i1> %9, <16 x i32> %wide.load46, <16 x i32> %vec.phi43
  %14 = select <16 x i1> %10, <16 x i32> %wide.load47, <16 x i32> %vec.phi44
  %15 = select <16 x i1> %11, <16 x i32> %wide.load48, <16 x i32> %vec.phi45
  %16 = icmp slt <16 x i32> %wide.load, %vec.phi
  %17 = icmp slt <16 x i32> %wide.load46, %vec.phi39
  %18 = icmp slt <16 x i32> %wide.load47, %vec.phi40
  %19 = icmp slt <16 x i32> %wide.load48, %vec.phi41
  %20 = select <16 x i1> %16, <16 x i32> %wide.load, <16 x i32> %vec.phi
  %21 = select <16 x i1> %17, <16 x i32> %wide.load46, <16 x i32> %vec.phi39
  %22 = select <16 x i1> %18, <16 x i32> %wide.load47, <16 x i32> %vec.phi40
  %23 = select <16 x i1> %19, <16 x i32> %wide.load48, <16 x i32> %vec.phi41
  %index.next = add nuw i64 %index, 64
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %rdx.minmax.cmp53 = icmp sgt <16 x i32> %12, %13
  %rdx.minmax.select54 = select <16 x i1> %rdx.minmax.cmp53, <16 x i32> %12, <16 x i32> %13
  %rdx.minmax.cmp55 = icmp sgt <16 x i32> %rdx.minmax.select54, %14
  %rdx.minmax.select56 = select <16 x i1> %rdx.minmax.cmp55, <16 x i32> %rdx.minmax.select54, <16 x i32> %14
  %rdx.minmax.cmp57 = icmp sgt <16 x i32> %rdx.minmax.select56, %15
  %rdx.minmax.select58 = select <16 x i1> %rdx.minmax.cmp57, <16 x i32> %rdx.minmax.select56, <16 x i32> %15
  %25 = call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %rdx.minmax.select58)
  %rdx.minmax.cmp = icmp slt <16 x i32> %20, %21
  %rdx.minmax.select = select <16 x i1> %rdx.minmax.cmp, <16 x i32> %20, <16 x i32> %21
  %rdx.minmax.cmp49 = icmp slt <16 x i32> %rdx.minmax.select, %22
  %rdx.minmax.select50 = select <16 x i1> %rdx.minmax.cmp49, <16 x i32> %rdx.minmax.select, <16 x i32> %22
  %rdx.minmax.cmp51 = icmp slt <16 x i32> %rdx.minmax.select50, %23
  %rdx.minmax.select52 = select <16 x i1> %rdx.minmax.cmp51, <16 x i32> %rdx.minmax.select50, <16 x i32> %23
  %26 = call i32 @llvm.vector.reduce.smin.v16i32(<16 x i32> %rdx.minmax.select52)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 2147483647, %vector.main.loop.iter.check ], [ %26, %vec.epilog.iter.check ]
  %bc.merge.rdx59 = phi i32 [ -2147483648, %vector.main.loop.iter.check ], [ %25, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec63 = and i64 %wide.trip.count, 4294967288
  %minmax.ident.splatinsert = insertelement <8 x i32> poison, i32 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x i32> %minmax.ident.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  %minmax.ident.splatinsert68 = insertelement <8 x i32> poison, i32 %bc.merge.rdx59, i64 0
  %minmax.ident.splat69 = shufflevector <8 x i32> %minmax.ident.splatinsert68, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index65 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next71, %vec.epilog.vector.body ]
  %vec.phi66 = phi <8 x i32> [ %minmax.ident.splat, %vec.epilog.ph ], [ %32, %vec.epilog.vector.body ]
  %vec.phi67 = phi <8 x i32> [ %minmax.ident.splat69, %vec.epilog.ph ], [ %30, %vec.epilog.vector.body ]
  %27 = getelementptr inbounds i32, i32* %a, i64 %index65
  %28 = bitcast i32* %27 to <8 x i32>*
  %wide.load70 = load <8 x i32>, <8 x i32>* %28, align 4, !tbaa !5
  %29 = icmp sgt <8 x i32> %wide.load70, %vec.phi67
  %30 = select <8 x i1> %29, <8 x i32> %wide.load70, <8 x i32> %vec.phi67
  %31 = icmp slt <8 x i32> %wide.load70, %vec.phi66
  %32 = select <8 x i1> %31, <8 x i32> %wide.load70, <8 x i32> %vec.phi66
  %index.next71 = add nuw i64 %index65, 8
  %33 = icmp eq i64 %index.next71, %n.vec63
  br i1 %33, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !33

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %34 = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %30)
  %35 = call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %32)
  %cmp.n64 = icmp eq i64 %n.vec63, %wide.trip.count
  br i1 %cmp.n64, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec63, %vec.epilog.middle.block ]
  %lo.034.ph = phi i32 [ 2147483647, %iter.check ], [ %26, %vec.epilog.iter.check ], [ %35, %vec.epilog.middle.block ]
  %hi.033.ph = phi i32 [ -2147483648, %iter.check ], [ %25, %vec.epilog.iter.check ], [ %34, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %hi.0.lcssa = phi i32 [ -2147483648, %entry ], [ %25, %middle.block ], [ %34, %vec.epilog.middle.block ], [ %.hi.0, %for.body ]
  %lo.0.lcssa = phi i32 [ 2147483647, %entry ], [ %26, %middle.block ], [ %35, %vec.epilog.middle.block ], [ %cond12, %for.body ]
  store i32 %hi.0.lcssa, i32* %out, align 4, !tbaa !5
  %arrayidx14 = getelementptr inbounds i32, i32* %out, i64 1
  store i32 %lo.0.lcssa, i32* %arrayidx14, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %lo.034 = phi i32 [ %cond12, %for.body ], [ %lo.034.ph, %for.body.preheader ]
  %hi.033 = phi i32 [ %.hi.0, %for.body ], [ %hi.033.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %36 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %cmp1 = icmp sgt i32 %36, %hi.033
  %.hi.0 = select i1 %cmp1, i32 %36, i32 %hi.033
  %cmp6 = icmp slt i32 %36, %lo.034
  %cond12 = select i1 %cmp6, i32 %36, i32 %lo.034
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @max_u16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp42 = icmp sgt i32 %n, 0
  br i1 %cmp42, label %iter.check, label %for.cond.cleanup

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
  %vec.phi = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %20, %vector.body ]
  %vec.phi48 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %21, %vector.body ]
  %vec.phi49 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %22, %vector.body ]
  %vec.phi50 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %23, %vector.body ]
  %vec.phi51 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi52 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi53 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi54 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i16, i16* %a, i64 %index
  %1 = bitcast i16* %0 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %1, align 2, !tbaa !35
  %2 = getelementptr inbounds i16, i16* %0, i64 32
  %3 = bitcast i16* %2 to <32 x i16>*
  %wide.load55 = load <32 x i16>, <32 x i16>* %3, align 2, !tbaa !35
  %4 = getelementptr inbounds i16, i16* %0, i64 64
  %5 = bitcast i16* %4 to <32 x i16>*
  %wide.load56 = load <32 x i16>, <32 x i16>* %5, align 2, !tbaa !35
  %6 = getelementptr inbounds i16, i16* %0, i64 96
  %7 = bitcast i16* %6 to <32 x i16>*
  %wide.load57 = load <32 x i16>, <32 x i16>* %7, align 2, !tbaa !35
  %8 = icmp ugt <32 x i16> %wide.load, %vec.phi51
  %9 = icmp ugt <32 x i16> %wide.load55, %vec.phi52
  %10 = icmp ugt <32 x i16> %wide.load56, %vec.phi53
  %11 = icmp ugt <32 x i16> %wide.load57, %vec.phi54
  %12 = select <32 x i1> %8, <32 x i16> %wide.load, <32 x i16> %vec.phi51
  %13 = select <32 x i1> %9, <32 x i16> %wide.load55, <32 x i16> %vec.phi52
  %14 = select <32 x i1> %10, <32 x i16> %wide.load56, <32 x i16> %vec.phi53
  %15 = select <32 x i1> %11, <32 x i16> %wide.load57, <32 x i16> %vec.phi54
  %16 = icmp ult <32 x i16> %wide.load, %vec.phi
  %17 = icmp ult <32 x i16> %wide.load55, %vec.phi48
  %18 = icmp ult <32 x i16> %wide.load56, %vec.phi49
  %19 = icmp ult <32 x i16> %wide.load57, %vec.phi50
  %20 = select <32 x i1> %16, <32 x i16> %wide.load, <32 x i16> %vec.phi
  %21 = select <32 x i1> %17, <32 x i16> %wide.load55, <32 x i16> %vec.phi48
  %22 = select <32 x i1> %18, <32 x i16> %wide.load56, <32 x i16> %vec.phi49
  %23 = select <32 x i1> %19, <32 x i16> %wide.load57, <32 x i16> %vec.phi50
  %index.next = add nuw i64 %index, 128
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %rdx.minmax.cmp62 = icmp ugt <32 x i16> %12, %13
  %rdx.minmax.select63 = select <32 x i1> %rdx.minmax.cmp62, <32 x i16> %12, <32 x i16> %13
  %rdx.minmax.cmp64 = icmp ugt <32 x i16> %rdx.minmax.select63, %14
  %rdx.minmax.select65 = select <32 x i1> %rdx.minmax.cmp64, <32 x i16> %rdx.minmax.select63, <32 x i16> %14
  %rdx.minmax.cmp66 = icmp ugt <32 x i16> %rdx.minmax.select65, %15
  %rdx.minmax.select67 = select <32 x i1> %rdx.minmax.cmp66, <32 x i16> %rdx.minmax.select65, <32 x i16> %15
  %25 = call i16 @llvm.vector.reduce.umax.v32i16(<32 x i16> %rdx.minmax.select67)
  %rdx.minmax.cmp = icmp ult <32 x i16> %20, %21
  %rdx.minmax.select = select <32 x i1> %rdx.minmax.cmp, <32 x i16> %20, <32 x i16> %21
  %rdx.minmax.cmp58 = icmp ult <32 x i16> %rdx.minmax.select, %22
  %rdx.minmax.select59 = select <32 x i1> %rdx.minmax.cmp58, <32 x i16> %rdx.minmax.select, <32 x i16> %22
  %rdx.minmax.cmp60 = icmp ult <32 x i16> %rdx.minmax.select59, %23
  %rdx.minmax.select61 = select <32 x i1> %rdx.minmax.cmp60, <32 x i16> %rdx.minmax.select59, <32 x i16> %23
  %26 = call i16 @llvm.vector.reduce.umin.v32i16(<32 x i16> %rdx.minmax.select61)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i16 [ -1, %vector.main.loop.iter.check ], [ %26, %vec.epilog.iter.check ]
  %bc.merge.rdx68 = phi i16 [ 0, %vector.main.loop.iter.check ], [ %25, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec72 = and i64 %wide.trip.count, 4294967280
  %minmax.ident.splatinsert = insertelement <16 x i16> poison, i16 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <16 x i16> %minmax.ident.splatinsert, <16 x i16> poison, <16 x i32> zeroinitializer
  %minmax.ident.splatinsert77 = insertelement <16 x i16> poison, i16 %bc.merge.rdx68, i64 0
  %minmax.ident.splat78 = shufflevector <16 x i16> %minmax.ident.splatinsert77, <16 x i16> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index74 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next80, %vec.epilog.vector.body ]
  %vec.phi75 = phi <16 x i16> [ %minmax.ident.splat, %vec.epilog.ph ], [ %32, %vec.epilog.vector.body ]
  %vec.phi76 = phi <16 x i16> [ %minmax.ident.splat78, %vec.epilog.ph ], [ %30, %vec.epilog.vector.body ]
  %27 = getelementptr inbounds i16, i16* %a, i64 %index74
  %28 = bitcast i16* %27 to <16 x i16>*
  %wide.load79 = load <16 x i16>, <16 x i16>* %28, align 2, !tbaa !35
  %29 = icmp ugt <16 x i16> %wide.load79, %vec.phi76
  %30 = select <16 x i1> %29, <16 x i16> %wide.load79, <16 x i16> %vec.phi76
  %31 = icmp ult <16 x i16> %wide.load79, %vec.phi75
  %32 = select <16 x i1> %31, <16 x i16> %wide.load79, <16 x i16> %vec.phi75
  %index.next80 = add nuw i64 %index74, 16
  %33 = icmp eq i64 %index.next80, %n.vec72
  br i1 %33, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %34 = call i16 @llvm.vector.reduce.umax.v16i16(<16 x i16> %30)
  %35 = call i16 @llvm.vector.reduce.umin.v16i16(<16 x i16> %32)
  %cmp.n73 = icmp eq i64 %n.vec72, %wide.trip.count
  br i1 %cmp.n73, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec72, %vec.epilog.middle.block ]
  %lo.044.ph = phi i16 [ -1, %iter.check ], [ %26, %vec.epilog.iter.check ], [ %35, %vec.epilog.middle.block ]
  %hi.043.ph = phi i16 [ 0, %iter.check ], [ %25, %vec.epilog.iter.check ], [ %34, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %hi.0.lcssa = phi i16 [ 0, %entry ], [ %25, %middle.block ], [ %34, %vec.epilog.middle.block ], [ %.hi.0, %for.body ]
  %lo.0.lcssa = phi i16 [ -1, %entry ], [ %26, %middle.block ], [ %35, %vec.epilog.middle.block ], [ %cond22.in, %for.body ]
  store i16 %hi.0.lcssa, i16* %out, align 2, !tbaa !35
  %arrayidx25 = getelementptr inbounds i16, i16* %out, i64 1
  store i16 %lo.0.lcssa, i16* %arrayidx25, align 2, !tbaa !35
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %lo.044 = phi i16 [ %cond22.in, %for.body ], [ %lo.044.ph, %for.body.preheader ]
  %hi.043 = phi i16 [ %.hi.0, %for.body ], [ %hi.043.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %36 = load i16, i16* %arrayidx, align 2, !tbaa !35
  %cmp2 = icmp ugt i16 %36, %hi.043
  %.hi.0 = select i1 %cmp2, i16 %36, i16 %hi.043
  %cmp13 = icmp ult i16 %36, %lo.044
  %cond22.in = select i1 %cmp13, i16 %36, i16 %lo.044
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @count_eq(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %k, i32 noundef %n) local_unnamed_addr #0 {
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
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat19 = shufflevector <16 x i32> %broadcast.splatinsert18, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat21 = shufflevector <16 x i32> %broadcast.splatinsert20, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat23 = shufflevector <16 x i32> %broadcast.splatinsert22, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %17, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi14 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load15 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load16 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load17 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = icmp eq <16 x i32> %wide.load, %broadcast.splat
  %9 = icmp eq <16 x i32> %wide.load15, %broadcast.splat19
  %10 = icmp eq <16 x i32> %wide.load16, %broadcast.splat21
  %11 = icmp eq <16 x i32> %wide.load17, %broadcast.splat23
  %12 = zext <16 x i1> %8 to <16 x i32>
  %13 = zext <16 x i1> %9 to <16 x i32>
  %14 = zext <16 x i1> %10 to <16 x i32>
  %15 = zext <16 x i1> %11 to <16 x i32>
  %16 = add <16 x i32> %vec.phi, %12
  %17 = add <16 x i32> %vec.phi12, %13
  %18 = add <16 x i32> %vec.phi13, %14
  %19 = add <16 x i32> %vec.phi14, %15
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !40

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %17, %16
  %bin.rdx24 = add <16 x i32> %18, %bin.rdx
  %bin.rdx25 = add <16 x i32> %19, %bin.rdx24
  %21 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx25)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %21, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec28 = and i64 %wide.trip.count, 4294967288
  %22 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  %broadcast.splatinsert33 = insertelement <8 x i32> poison, i32 %k, i64 0
  %broadcast.splat34 = shufflevector <8 x i32> %broadcast.splatinsert33, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %vec.phi31 = phi <8 x i32> [ %22, %vec.epilog.ph ], [ %27, %vec.epilog.vector.body ]
  %23 = getelementptr inbounds i32, i32* %a, i64 %index30
  %24 = bitcast i32* %23 to <8 x i32>*
  %wide.load32 = load <8 x i32>, <8 x i32>* %24, align 4, !tbaa !5
  %25 = icmp eq <8 x i32> %wide.load32, %broadcast.splat34
  %26 = zext <8 x i1> %25 to <8 x i32>
  %27 = add <8 x i32> %vec.phi31, %26
  %index.next35 = add nuw i64 %index30, 8
  %28 = icmp eq i64 %index.next35, %n.vec28
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %29 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %27)
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  %c.08.ph = phi i32 [ 0, %iter.check ], [ %21, %vec.epilog.iter.check ], [ %29, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %c.0.lcssa = phi i32 [ 0, %entry ], [ %21, %middle.block ], [ %29, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %c.0.lcssa, i32* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %c.08 = phi i32 [ %add, %for.body ], [ %c.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %30 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %cmp1 = icmp eq i32 %30, %k
  %conv = zext i1 %cmp1 to i32
  %add = add nuw nsw i32 %c.08, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @any_neg(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <64 x i8> [ zeroinitializer, %vector.ph.new ], [ %32, %vector.body ]
  %vec.phi13 = phi <64 x i8> [ zeroinitializer, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi14 = phi <64 x i8> [ zeroinitializer, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi15 = phi <64 x i8> [ zeroinitializer, %vector.ph.new ], [ %35, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, i8* %a, i64 %index
  %5 = bitcast i8* %4 to <64 x i8>*
  %wide.load = load <64 x i8>, <64 x i8>* %5, align 1, !tbaa !15
  %6 = getelementptr inbounds i8, i8* %4, i64 64
  %7 = bitcast i8* %6 to <64 x i8>*
  %wide.load16 = load <64 x i8>, <64 x i8>* %7, align 1, !tbaa !15
  %8 = getelementptr inbounds i8, i8* %4, i64 128
  %9 = bitcast i8* %8 to <64 x i8>*
  %wide.load17 = load <64 x i8>, <64 x i8>* %9, align 1, !tbaa !15
  %10 = getelementptr inbounds i8, i8* %4, i64 192
  %11 = bitcast i8* %10 to <64 x i8>*
  %wide.load18 = load <64 x i8>, <64 x i8>* %11, align 1, !tbaa !15
  %12 = lshr <64 x i8> %wide.load, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %13 = lshr <64 x i8> %wide.load16, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %14 = lshr <64 x i8> %wide.load17, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %15 = lshr <64 x i8> %wide.load18, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %16 = or <64 x i8> %12, %vec.phi
  %17 = or <64 x i8> %13, %vec.phi13
  %18 = or <64 x i8> %14, %vec.phi14
  %19 = or <64 x i8> %15, %vec.phi15
  %index.next = or i64 %index, 256
  %20 = getelementptr inbounds i8, i8* %a, i64 %index.next
  %21 = bitcast i8* %20 to <64 x i8>*
  %wide.load.1 = load <64 x i8>, <64 x i8>* %21, align 1, !tbaa !15
  %22 = getelementptr inbounds i8, i8* %20, i64 64
  %23 = bitcast i8* %22 to <64 x i8>*
  %wide.load16.1 = load <64 x i8>, <64 x i8>* %23, align 1, !tbaa !15
  %24 = getelementptr inbounds i8, i8* %20, i64 128
  %25 = bitcast i8* %24 to <64 x i8>*
  %wide.load17.1 = load <64 x i8>, <64 x i8>* %25, align 1, !tbaa !15
  %26 = getelementptr inbounds i8, i8* %20, i64 192
  %27 = bitcast i8* %26 to <64 x i8>*
  %wide.load18.1 = load <64 x i8>, <64 x i8>* %27, align 1, !tbaa !15
  %28 = lshr <64 x i8> %wide.load.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %29 = lshr <64 x i8> %wide.load16.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %30 = lshr <64 x i8> %wide.load17.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %31 = lshr <64 x i8> %wide.load18.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %32 = or <64 x i8> %28, %16
  %33 = or <64 x i8> %29, %17
  %34 = or <64 x i8> %30, %18
  %35 = or <64 x i8> %31, %19
  %index.next.1 = add nuw i64 %index, 512
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa33.ph = phi <64 x i8> [ undef, %vector.ph ], [ %32, %vector.body ]
  %.lcssa32.ph = phi <64 x i8> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa31.ph = phi <64 x i8> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa30.ph = phi <64 x i8> [ undef, %vector.ph ], [ %35, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %32, %vector.body ]
  %vec.phi13.unr = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %33, %vector.body ]
  %vec.phi14.unr = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %vec.phi15.unr = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %35, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %36 = getelementptr inbounds i8, i8* %a, i64 %index.unr
  %37 = bitcast i8* %36 to <64 x i8>*
  %wide.load.epil = load <64 x i8>, <64 x i8>* %37, align 1, !tbaa !15
  %38 = getelementptr inbounds i8, i8* %36, i64 64
  %39 = bitcast i8* %38 to <64 x i8>*
  %wide.load16.epil = load <64 x i8>, <64 x i8>* %39, align 1, !tbaa !15
  %40 = getelementptr inbounds i8, i8* %36, i64 128
  %41 = bitcast i8* %40 to <64 x i8>*
  %wide.load17.epil = load <64 x i8>, <64 x i8>* %41, align 1, !tbaa !15
  %42 = getelementptr inbounds i8, i8* %36, i64 192
  %43 = bitcast i8* %42 to <64 x i8>*
  %wide.load18.epil = load <64 x i8>, <64 x i8>* %43, align 1, !tbaa !15
  %44 = lshr <64 x i8> %wide.load.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %45 = lshr <64 x i8> %wide.load16.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %46 = lshr <64 x i8> %wide.load17.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %47 = lshr <64 x i8> %wide.load18.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %48 = or <64 x i8> %44, %vec.phi.unr
  %49 = or <64 x i8> %45, %vec.phi13.unr
  %50 = or <64 x i8> %46, %vec.phi14.unr
  %51 = or <64 x i8> %47, %vec.phi15.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa33 = phi <64 x i8> [ %.lcssa33.ph, %middle.block.unr-lcssa ], [ %48, %vector.body.epil ]
  %.lcssa32 = phi <64 x i8> [ %.lcssa32.ph, %middle.block.unr-lcssa ], [ %49, %vector.body.epil ]
  %.lcssa31 = phi <64 x i8> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %50, %vector.body.epil ]
  %.lcssa30 = phi <64 x i8> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %51, %vector.body.epil ]
  %bin.rdx = or <64 x i8> %.lcssa32, %.lcssa33
  %bin.rdx19 = or <64 x i8> %.lcssa31, %bin.rdx
  %bin.rdx20 = or <64 x i8> %.lcssa30, %bin.rdx19
  %52 = call i8 @llvm.vector.reduce.or.v64i8(<64 x i8> %bin.rdx20)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i8 [ 0, %vector.main.loop.iter.check ], [ %52, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec23 = and i64 %wide.trip.count, 4294967264
  %53 = insertelement <32 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index25 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %vec.phi26 = phi <32 x i8> [ %53, %vec.epilog.ph ], [ %57, %vec.epilog.vector.body ]
  %54 = getelementptr inbounds i8, i8* %a, i64 %index25
  %55 = bitcast i8* %54 to <32 x i8>*
  %wide.load27 = load <32 x i8>, <32 x i8>* %55, align 1, !tbaa !15
  %56 = lshr <32 x i8> %wide.load27, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %57 = or <32 x i8> %56, %vec.phi26
  %index.next28 = add nuw i64 %index25, 32
  %58 = icmp eq i64 %index.next28, %n.vec23
  br i1 %58, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %59 = call i8 @llvm.vector.reduce.or.v32i8(<32 x i8> %57)
  %cmp.n24 = icmp eq i64 %n.vec23, %wide.trip.count
  br i1 %cmp.n24, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec23, %vec.epilog.middle.block ]
  %f.010.ph = phi i8 [ 0, %iter.check ], [ %52, %vec.epilog.iter.check ], [ %59, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %f.0.lcssa = phi i8 [ 0, %entry ], [ %52, %middle.block ], [ %59, %vec.epilog.middle.block ], [ %or, %for.body ]
  store i8 %f.0.lcssa, i8* %out, align 1, !tbaa !15
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %f.010 = phi i8 [ %or, %for.body ], [ %f.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %60 = load i8, i8* %arrayidx, align 1, !tbaa !15
  %.lobit = lshr i8 %60, 7
  %or = or i8 %.lobit, %f.010
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @fmax_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %for.body.preheader, label %for.cond.cleanup

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
  %.lcssa24.ph = phi float [ undef, %for.body.preheader ], [ %15, %for.body ]
  %.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %16, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lo.017.unr = phi float [ 0x7FF0000000000000, %for.body.preheader ], [ %16, %for.body ]
  %hi.016.unr = phi float [ 0xFFF0000000000000, %for.body.preheader ], [ %15, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lo.017.epil = phi float [ %4, %for.body.epil ], [ %lo.017.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %hi.016.epil = phi float [ %3, %for.body.epil ], [ %hi.016.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.epil
  %2 = load float, float* %arrayidx.epil, align 4, !tbaa !46
  %3 = tail call float @llvm.maxnum.f32(float %hi.016.epil, float %2)
  %4 = tail call float @llvm.minnum.f32(float %lo.017.epil, float %2)
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !48

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %hi.0.lcssa = phi float [ 0xFFF0000000000000, %entry ], [ %.lcssa24.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %3, %for.body.epil ]
  %lo.0.lcssa = phi float [ 0x7FF0000000000000, %entry ], [ %.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %4, %for.body.epil ]
  store float %hi.0.lcssa, float* %out, align 4, !tbaa !46
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 1
  store float %lo.0.lcssa, float* %arrayidx4, align 4, !tbaa !46
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %lo.017 = phi float [ 0x7FF0000000000000, %for.body.preheader.new ], [ %16, %for.body ]
  %hi.016 = phi float [ 0xFFF0000000000000, %for.body.preheader.new ], [ %15, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %5 = load float, float* %arrayidx, align 4, !tbaa !46
  %6 = tail call float @llvm.maxnum.f32(float %hi.016, float %5)
  %7 = tail call float @llvm.minnum.f32(float %lo.017, float %5)
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %8 = load float, float* %arrayidx.1, align 4, !tbaa !46
  %9 = tail call float @llvm.maxnum.f32(float %6, float %8)
  %10 = tail call float @llvm.minnum.f32(float %7, float %8)
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %11 = load float, float* %arrayidx.2, align 4, !tbaa !46
  %12 = tail call float @llvm.maxnum.f32(float %9, float %11)
  %13 = tail call float @llvm.minnum.f32(float %10, float %11)
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %14 = load float, float* %arrayidx.3, align 4, !tbaa !46
  %15 = tail call float @llvm.maxnum.f32(float %12, float %14)
  %16 = tail call float @llvm.minnum.f32(float %13, float %14)
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !50
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.mul.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.mul.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.and.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.or.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.and.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umin.v32i16(<32 x i16>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umax.v32i16(<32 x i16>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umin.v16i16(<16 x i16>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umax.v16i16(<16 x i16>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8 @llvm.vector.reduce.or.v64i8(<64 x i8>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8 @llvm.vector.reduce.or.v32i8(<32 x i8>) #3

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }

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
