; ModuleID = '<stdin>'
source_filename = "reductions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @sum_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi8 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi9 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi10 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %4, i64 32
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load11 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = getelementptr inbounds i32, i32* %4, i64 64
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.load12 = load <32 x i32>, <32 x i32>* %9, align 4
  %10 = getelementptr inbounds i32, i32* %4, i64 96
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.load13 = load <32 x i32>, <32 x i32>* %11, align 4
  %12 = add <32 x i32> %wide.load, %vec.phi
  %13 = add <32 x i32> %wide.load11, %vec.phi8
  %14 = add <32 x i32> %wide.load12, %vec.phi9
  %15 = add <32 x i32> %wide.load13, %vec.phi10
  %index.next = or i64 %index, 128
  %16 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %16, i64 32
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load11.1 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = getelementptr inbounds i32, i32* %16, i64 64
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load12.1 = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = getelementptr inbounds i32, i32* %16, i64 96
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.load13.1 = load <32 x i32>, <32 x i32>* %23, align 4
  %24 = add <32 x i32> %wide.load.1, %12
  %25 = add <32 x i32> %wide.load11.1, %13
  %26 = add <32 x i32> %wide.load12.1, %14
  %27 = add <32 x i32> %wide.load13.1, %15
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa19.ph = phi <32 x i32> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa18.ph = phi <32 x i32> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa17.ph = phi <32 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa.ph = phi <32 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi8.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi9.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi10.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = getelementptr inbounds i32, i32* %28, i64 32
  %31 = bitcast i32* %30 to <32 x i32>*
  %wide.load11.epil = load <32 x i32>, <32 x i32>* %31, align 4
  %32 = getelementptr inbounds i32, i32* %28, i64 64
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.load12.epil = load <32 x i32>, <32 x i32>* %33, align 4
  %34 = getelementptr inbounds i32, i32* %28, i64 96
  %35 = bitcast i32* %34 to <32 x i32>*
  %wide.load13.epil = load <32 x i32>, <32 x i32>* %35, align 4
  %36 = add <32 x i32> %wide.load.epil, %vec.phi.unr
  %37 = add <32 x i32> %wide.load11.epil, %vec.phi8.unr
  %38 = add <32 x i32> %wide.load12.epil, %vec.phi9.unr
  %39 = add <32 x i32> %wide.load13.epil, %vec.phi10.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa19 = phi <32 x i32> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa18 = phi <32 x i32> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa17 = phi <32 x i32> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa = phi <32 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = add <32 x i32> %.lcssa18, %.lcssa19
  %bin.rdx14 = add <32 x i32> %.lcssa17, %bin.rdx
  %bin.rdx15 = add <32 x i32> %.lcssa, %bin.rdx14
  %40 = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %bin.rdx15)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.05.ph = phi i32 [ 0, %for.body.preheader ], [ %40, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %41 = load i32, i32* %arrayidx, align 4
  %add = add nsw i32 %41, %s.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %40, %middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @sum_i8_to_i32(i32* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %32, %vector.body ]
  %vec.phi8 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi9 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi10 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %35, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, i8* %a, i64 %index
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %5, align 1
  %6 = getelementptr inbounds i8, i8* %4, i64 32
  %7 = bitcast i8* %6 to <32 x i8>*
  %wide.load11 = load <32 x i8>, <32 x i8>* %7, align 1
  %8 = getelementptr inbounds i8, i8* %4, i64 64
  %9 = bitcast i8* %8 to <32 x i8>*
  %wide.load12 = load <32 x i8>, <32 x i8>* %9, align 1
  %10 = getelementptr inbounds i8, i8* %4, i64 96
  %11 = bitcast i8* %10 to <32 x i8>*
  %wide.load13 = load <32 x i8>, <32 x i8>* %11, align 1
  %12 = sext <32 x i8> %wide.load to <32 x i32>
  %13 = sext <32 x i8> %wide.load11 to <32 x i32>
  %14 = sext <32 x i8> %wide.load12 to <32 x i32>
  %15 = sext <32 x i8> %wide.load13 to <32 x i32>
  %16 = add <32 x i32> %vec.phi, %12
  %17 = add <32 x i32> %vec.phi8, %13
  %18 = add <32 x i32> %vec.phi9, %14
  %19 = add <32 x i32> %vec.phi10, %15
  %index.next = or i64 %index, 128
  %20 = getelementptr inbounds i8, i8* %a, i64 %index.next
  %21 = bitcast i8* %20 to <32 x i8>*
  %wide.load.1 = load <32 x i8>, <32 x i8>* %21, align 1
  %22 = getelementptr inbounds i8, i8* %20, i64 32
  %23 = bitcast i8* %22 to <32 x i8>*
  %wide.load11.1 = load <32 x i8>, <32 x i8>* %23, align 1
  %24 = getelementptr inbounds i8, i8* %20, i64 64
  %25 = bitcast i8* %24 to <32 x i8>*
  %wide.load12.1 = load <32 x i8>, <32 x i8>* %25, align 1
  %26 = getelementptr inbounds i8, i8* %20, i64 96
  %27 = bitcast i8* %26 to <32 x i8>*
  %wide.load13.1 = load <32 x i8>, <32 x i8>* %27, align 1
  %28 = sext <32 x i8> %wide.load.1 to <32 x i32>
  %29 = sext <32 x i8> %wide.load11.1 to <32 x i32>
  %30 = sext <32 x i8> %wide.load12.1 to <32 x i32>
  %31 = sext <32 x i8> %wide.load13.1 to <32 x i32>
  %32 = add <32 x i32> %16, %28
  %33 = add <32 x i32> %17, %29
  %34 = add <32 x i32> %18, %30
  %35 = add <32 x i32> %19, %31
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !11

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa19.ph = phi <32 x i32> [ undef, %vector.ph ], [ %32, %vector.body ]
  %.lcssa18.ph = phi <32 x i32> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa17.ph = phi <32 x i32> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa.ph = phi <32 x i32> [ undef, %vector.ph ], [ %35, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %32, %vector.body ]
  %vec.phi8.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %33, %vector.body ]
  %vec.phi9.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %vec.phi10.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %35, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %36 = getelementptr inbounds i8, i8* %a, i64 %index.unr
  %37 = bitcast i8* %36 to <32 x i8>*
  %wide.load.epil = load <32 x i8>, <32 x i8>* %37, align 1
  %38 = getelementptr inbounds i8, i8* %36, i64 32
  %39 = bitcast i8* %38 to <32 x i8>*
  %wide.load11.epil = load <32 x i8>, <32 x i8>* %39, align 1
  %40 = getelementptr inbounds i8, i8* %36, i64 64
  %41 = bitcast i8* %40 to <32 x i8>*
  %wide.load12.epil = load <32 x i8>, <32 x i8>* %41, align 1
  %42 = getelementptr inbounds i8, i8* %36, i64 96
  %43 = bitcast i8* %42 to <32 x i8>*
  %wide.load13.epil = load <32 x i8>, <32 x i8>* %43, align 1
  %44 = sext <32 x i8> %wide.load.epil to <32 x i32>
  %45 = sext <32 x i8> %wide.load11.epil to <32 x i32>
  %46 = sext <32 x i8> %wide.load12.epil to <32 x i32>
  %47 = sext <32 x i8> %wide.load13.epil to <32 x i32>
  %48 = add <32 x i32> %vec.phi.unr, %44
  %49 = add <32 x i32> %vec.phi8.unr, %45
  %50 = add <32 x i32> %vec.phi9.unr, %46
  %51 = add <32 x i32> %vec.phi10.unr, %47
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa19 = phi <32 x i32> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %48, %vector.body.epil ]
  %.lcssa18 = phi <32 x i32> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %49, %vector.body.epil ]
  %.lcssa17 = phi <32 x i32> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %50, %vector.body.epil ]
  %.lcssa = phi <32 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %51, %vector.body.epil ]
  %bin.rdx = add <32 x i32> %.lcssa18, %.lcssa19
  %bin.rdx14 = add <32 x i32> %.lcssa17, %bin.rdx
  %bin.rdx15 = add <32 x i32> %.lcssa, %bin.rdx14
  %52 = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %bin.rdx15)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.05.ph = phi i32 [ 0, %for.body.preheader ], [ %52, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %53 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %53 to i32
  %add = add nsw i32 %s.05, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %52, %middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @sum_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = add nsw i64 %n.vec, -64
  %1 = lshr exact i64 %0, 6
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 192
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 576460752303423484
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %vec.phi = phi <32 x i64> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi8 = phi <32 x i64> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i64, i64* %a, i64 %index
  %5 = bitcast i64* %4 to <32 x i64>*
  %wide.load = load <32 x i64>, <32 x i64>* %5, align 8
  %6 = getelementptr inbounds i64, i64* %4, i64 32
  %7 = bitcast i64* %6 to <32 x i64>*
  %wide.load9 = load <32 x i64>, <32 x i64>* %7, align 8
  %8 = add <32 x i64> %wide.load, %vec.phi
  %9 = add <32 x i64> %wide.load9, %vec.phi8
  %index.next = or i64 %index, 64
  %10 = getelementptr inbounds i64, i64* %a, i64 %index.next
  %11 = bitcast i64* %10 to <32 x i64>*
  %wide.load.1 = load <32 x i64>, <32 x i64>* %11, align 8
  %12 = getelementptr inbounds i64, i64* %10, i64 32
  %13 = bitcast i64* %12 to <32 x i64>*
  %wide.load9.1 = load <32 x i64>, <32 x i64>* %13, align 8
  %14 = add <32 x i64> %wide.load.1, %8
  %15 = add <32 x i64> %wide.load9.1, %9
  %index.next.1 = or i64 %index, 128
  %16 = getelementptr inbounds i64, i64* %a, i64 %index.next.1
  %17 = bitcast i64* %16 to <32 x i64>*
  %wide.load.2 = load <32 x i64>, <32 x i64>* %17, align 8
  %18 = getelementptr inbounds i64, i64* %16, i64 32
  %19 = bitcast i64* %18 to <32 x i64>*
  %wide.load9.2 = load <32 x i64>, <32 x i64>* %19, align 8
  %20 = add <32 x i64> %wide.load.2, %14
  %21 = add <32 x i64> %wide.load9.2, %15
  %index.next.2 = or i64 %index, 192
  %22 = getelementptr inbounds i64, i64* %a, i64 %index.next.2
  %23 = bitcast i64* %22 to <32 x i64>*
  %wide.load.3 = load <32 x i64>, <32 x i64>* %23, align 8
  %24 = getelementptr inbounds i64, i64* %22, i64 32
  %25 = bitcast i64* %24 to <32 x i64>*
  %wide.load9.3 = load <32 x i64>, <32 x i64>* %25, align 8
  %26 = add <32 x i64> %wide.load.3, %20
  %27 = add <32 x i64> %wide.load9.3, %21
  %index.next.3 = add nuw i64 %index, 256
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa11.ph = phi <32 x i64> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa.ph = phi <32 x i64> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %vec.phi.unr = phi <32 x i64> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi8.unr = phi <32 x i64> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %vec.phi.epil = phi <32 x i64> [ %32, %vector.body.epil ], [ %vec.phi.unr, %middle.block.unr-lcssa ]
  %vec.phi8.epil = phi <32 x i64> [ %33, %vector.body.epil ], [ %vec.phi8.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds i64, i64* %a, i64 %index.epil
  %29 = bitcast i64* %28 to <32 x i64>*
  %wide.load.epil = load <32 x i64>, <32 x i64>* %29, align 8
  %30 = getelementptr inbounds i64, i64* %28, i64 32
  %31 = bitcast i64* %30 to <32 x i64>*
  %wide.load9.epil = load <32 x i64>, <32 x i64>* %31, align 8
  %32 = add <32 x i64> %wide.load.epil, %vec.phi.epil
  %33 = add <32 x i64> %wide.load9.epil, %vec.phi8.epil
  %index.next.epil = add nuw i64 %index.epil, 64
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !14

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa11 = phi <32 x i64> [ %.lcssa11.ph, %middle.block.unr-lcssa ], [ %32, %vector.body.epil ]
  %.lcssa = phi <32 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %33, %vector.body.epil ]
  %bin.rdx = add <32 x i64> %.lcssa, %.lcssa11
  %34 = call i64 @llvm.vector.reduce.add.v32i64(<32 x i64> %bin.rdx)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.05.ph = phi i64 [ 0, %for.body.preheader ], [ %34, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %s.05 = phi i64 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds i64, i64* %a, i64 %indvars.iv
  %35 = load i64, i64* %arrayidx, align 8
  %add = add nsw i64 %35, %s.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %34, %middle.block ], [ %add, %for.body ]
  store i64 %s.0.lcssa, i64* %out, align 8
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @dot_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %20, %vector.body ]
  %vec.phi9 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %21, %vector.body ]
  %vec.phi10 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %22, %vector.body ]
  %vec.phi11 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %23, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = getelementptr inbounds i32, i32* %0, i64 32
  %3 = bitcast i32* %2 to <32 x i32>*
  %wide.load12 = load <32 x i32>, <32 x i32>* %3, align 4
  %4 = getelementptr inbounds i32, i32* %0, i64 64
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load13 = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %0, i64 96
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load14 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = getelementptr inbounds i32, i32* %b, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.load15 = load <32 x i32>, <32 x i32>* %9, align 4
  %10 = getelementptr inbounds i32, i32* %8, i64 32
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.load16 = load <32 x i32>, <32 x i32>* %11, align 4
  %12 = getelementptr inbounds i32, i32* %8, i64 64
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load17 = load <32 x i32>, <32 x i32>* %13, align 4
  %14 = getelementptr inbounds i32, i32* %8, i64 96
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.load18 = load <32 x i32>, <32 x i32>* %15, align 4
  %16 = mul nsw <32 x i32> %wide.load15, %wide.load
  %17 = mul nsw <32 x i32> %wide.load16, %wide.load12
  %18 = mul nsw <32 x i32> %wide.load17, %wide.load13
  %19 = mul nsw <32 x i32> %wide.load18, %wide.load14
  %20 = add <32 x i32> %16, %vec.phi
  %21 = add <32 x i32> %17, %vec.phi9
  %22 = add <32 x i32> %18, %vec.phi10
  %23 = add <32 x i32> %19, %vec.phi11
  %index.next = add nuw i64 %index, 128
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <32 x i32> %21, %20
  %bin.rdx19 = add <32 x i32> %22, %bin.rdx
  %bin.rdx20 = add <32 x i32> %23, %bin.rdx19
  %25 = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %bin.rdx20)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader21

for.body.preheader21:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.06.ph = phi i32 [ 0, %for.body.preheader ], [ %25, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader21, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader21 ]
  %s.06 = phi i32 [ %add, %for.body ], [ %s.06.ph, %for.body.preheader21 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %26 = load i32, i32* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %27 = load i32, i32* %arrayidx2, align 4
  %mul = mul nsw i32 %27, %26
  %add = add nsw i32 %mul, %s.06
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %25, %middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @prod_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <32 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi8 = phi <32 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi9 = phi <32 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi10 = phi <32 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %4, i64 32
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load11 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = getelementptr inbounds i32, i32* %4, i64 64
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.load12 = load <32 x i32>, <32 x i32>* %9, align 4
  %10 = getelementptr inbounds i32, i32* %4, i64 96
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.load13 = load <32 x i32>, <32 x i32>* %11, align 4
  %12 = mul <32 x i32> %wide.load, %vec.phi
  %13 = mul <32 x i32> %wide.load11, %vec.phi8
  %14 = mul <32 x i32> %wide.load12, %vec.phi9
  %15 = mul <32 x i32> %wide.load13, %vec.phi10
  %index.next = or i64 %index, 128
  %16 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %16, i64 32
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load11.1 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = getelementptr inbounds i32, i32* %16, i64 64
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load12.1 = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = getelementptr inbounds i32, i32* %16, i64 96
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.load13.1 = load <32 x i32>, <32 x i32>* %23, align 4
  %24 = mul <32 x i32> %wide.load.1, %12
  %25 = mul <32 x i32> %wide.load11.1, %13
  %26 = mul <32 x i32> %wide.load12.1, %14
  %27 = mul <32 x i32> %wide.load13.1, %15
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa19.ph = phi <32 x i32> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa18.ph = phi <32 x i32> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa17.ph = phi <32 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa.ph = phi <32 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %24, %vector.body ]
  %vec.phi8.unr = phi <32 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %25, %vector.body ]
  %vec.phi9.unr = phi <32 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %26, %vector.body ]
  %vec.phi10.unr = phi <32 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = getelementptr inbounds i32, i32* %28, i64 32
  %31 = bitcast i32* %30 to <32 x i32>*
  %wide.load11.epil = load <32 x i32>, <32 x i32>* %31, align 4
  %32 = getelementptr inbounds i32, i32* %28, i64 64
  %33 = bitcast i32* %32 to <32 x i32>*
  %wide.load12.epil = load <32 x i32>, <32 x i32>* %33, align 4
  %34 = getelementptr inbounds i32, i32* %28, i64 96
  %35 = bitcast i32* %34 to <32 x i32>*
  %wide.load13.epil = load <32 x i32>, <32 x i32>* %35, align 4
  %36 = mul <32 x i32> %wide.load.epil, %vec.phi.unr
  %37 = mul <32 x i32> %wide.load11.epil, %vec.phi8.unr
  %38 = mul <32 x i32> %wide.load12.epil, %vec.phi9.unr
  %39 = mul <32 x i32> %wide.load13.epil, %vec.phi10.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa19 = phi <32 x i32> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa18 = phi <32 x i32> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa17 = phi <32 x i32> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa = phi <32 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = mul <32 x i32> %.lcssa18, %.lcssa19
  %bin.rdx14 = mul <32 x i32> %.lcssa17, %bin.rdx
  %bin.rdx15 = mul <32 x i32> %.lcssa, %bin.rdx14
  %40 = call i32 @llvm.vector.reduce.mul.v32i32(<32 x i32> %bin.rdx15)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %p.05.ph = phi i32 [ 1, %for.body.preheader ], [ %40, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %p.05 = phi i32 [ %mul, %for.body ], [ %p.05.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %41 = load i32, i32* %arrayidx, align 4
  %mul = mul nsw i32 %41, %p.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %p.0.lcssa = phi i32 [ 1, %entry ], [ %40, %middle.block ], [ %mul, %for.body ]
  store i32 %p.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @bits_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader30, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %vec.phi = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %22, %vector.body ]
  %vec.phi20 = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %23, %vector.body ]
  %vec.phi21 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %20, %vector.body ]
  %vec.phi22 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %21, %vector.body ]
  %vec.phi23 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %18, %vector.body ]
  %vec.phi24 = phi <32 x i32> [ zeroinitializer, %vector.ph.new ], [ %19, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %4, i64 32
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load25 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = xor <32 x i32> %wide.load, %vec.phi23
  %9 = xor <32 x i32> %wide.load25, %vec.phi24
  %10 = or <32 x i32> %wide.load, %vec.phi21
  %11 = or <32 x i32> %wide.load25, %vec.phi22
  %12 = and <32 x i32> %wide.load, %vec.phi
  %13 = and <32 x i32> %wide.load25, %vec.phi20
  %index.next = or i64 %index, 64
  %14 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %15, align 4
  %16 = getelementptr inbounds i32, i32* %14, i64 32
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load25.1 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = xor <32 x i32> %wide.load.1, %8
  %19 = xor <32 x i32> %wide.load25.1, %9
  %20 = or <32 x i32> %wide.load.1, %10
  %21 = or <32 x i32> %wide.load25.1, %11
  %22 = and <32 x i32> %wide.load.1, %12
  %23 = and <32 x i32> %wide.load25.1, %13
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa35.ph = phi <32 x i32> [ undef, %vector.ph ], [ %18, %vector.body ]
  %.lcssa34.ph = phi <32 x i32> [ undef, %vector.ph ], [ %19, %vector.body ]
  %.lcssa33.ph = phi <32 x i32> [ undef, %vector.ph ], [ %20, %vector.body ]
  %.lcssa32.ph = phi <32 x i32> [ undef, %vector.ph ], [ %21, %vector.body ]
  %.lcssa31.ph = phi <32 x i32> [ undef, %vector.ph ], [ %22, %vector.body ]
  %.lcssa.ph = phi <32 x i32> [ undef, %vector.ph ], [ %23, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %22, %vector.body ]
  %vec.phi20.unr = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %23, %vector.body ]
  %vec.phi21.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %20, %vector.body ]
  %vec.phi22.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %21, %vector.body ]
  %vec.phi23.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi24.unr = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %25, align 4
  %26 = getelementptr inbounds i32, i32* %24, i64 32
  %27 = bitcast i32* %26 to <32 x i32>*
  %wide.load25.epil = load <32 x i32>, <32 x i32>* %27, align 4
  %28 = xor <32 x i32> %wide.load.epil, %vec.phi23.unr
  %29 = xor <32 x i32> %wide.load25.epil, %vec.phi24.unr
  %30 = or <32 x i32> %wide.load.epil, %vec.phi21.unr
  %31 = or <32 x i32> %wide.load25.epil, %vec.phi22.unr
  %32 = and <32 x i32> %wide.load.epil, %vec.phi.unr
  %33 = and <32 x i32> %wide.load25.epil, %vec.phi20.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa35 = phi <32 x i32> [ %.lcssa35.ph, %middle.block.unr-lcssa ], [ %28, %vector.body.epil ]
  %.lcssa34 = phi <32 x i32> [ %.lcssa34.ph, %middle.block.unr-lcssa ], [ %29, %vector.body.epil ]
  %.lcssa33 = phi <32 x i32> [ %.lcssa33.ph, %middle.block.unr-lcssa ], [ %30, %vector.body.epil ]
  %.lcssa32 = phi <32 x i32> [ %.lcssa32.ph, %middle.block.unr-lcssa ], [ %31, %vector.body.epil ]
  %.lcssa31 = phi <32 x i32> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %32, %vector.body.epil ]
  %.lcssa = phi <32 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %33, %vector.body.epil ]
  %bin.rdx28 = xor <32 x i32> %.lcssa34, %.lcssa35
  %34 = call i32 @llvm.vector.reduce.xor.v32i32(<32 x i32> %bin.rdx28)
  %bin.rdx26 = or <32 x i32> %.lcssa32, %.lcssa33
  %35 = call i32 @llvm.vector.reduce.or.v32i32(<32 x i32> %bin.rdx26)
  %bin.rdx = and <32 x i32> %.lcssa, %.lcssa31
  %36 = call i32 @llvm.vector.reduce.and.v32i32(<32 x i32> %bin.rdx)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader30

for.body.preheader30:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %m.015.ph = phi i32 [ -1, %for.body.preheader ], [ %36, %middle.block ]
  %o.014.ph = phi i32 [ 0, %for.body.preheader ], [ %35, %middle.block ]
  %x.013.ph = phi i32 [ 0, %for.body.preheader ], [ %34, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader30, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader30 ]
  %m.015 = phi i32 [ %and, %for.body ], [ %m.015.ph, %for.body.preheader30 ]
  %o.014 = phi i32 [ %or, %for.body ], [ %o.014.ph, %for.body.preheader30 ]
  %x.013 = phi i32 [ %xor, %for.body ], [ %x.013.ph, %for.body.preheader30 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4
  %xor = xor i32 %37, %x.013
  %or = or i32 %37, %o.014
  %and = and i32 %37, %m.015
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !22

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %x.0.lcssa = phi i32 [ 0, %entry ], [ %34, %middle.block ], [ %xor, %for.body ]
  %o.0.lcssa = phi i32 [ 0, %entry ], [ %35, %middle.block ], [ %or, %for.body ]
  %m.0.lcssa = phi i32 [ -1, %entry ], [ %36, %middle.block ], [ %and, %for.body ]
  store i32 %x.0.lcssa, i32* %out, align 4
  %arrayidx6 = getelementptr inbounds i32, i32* %out, i64 1
  store i32 %o.0.lcssa, i32* %arrayidx6, align 4
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 2
  store i32 %m.0.lcssa, i32* %arrayidx7, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @max_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader28, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %vec.phi = phi <32 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi21 = phi <32 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph.new ], [ %27, %vector.body ]
  %vec.phi22 = phi <32 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph.new ], [ %22, %vector.body ]
  %vec.phi23 = phi <32 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph.new ], [ %23, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %4, i64 32
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load24 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = icmp sgt <32 x i32> %wide.load, %vec.phi22
  %9 = icmp sgt <32 x i32> %wide.load24, %vec.phi23
  %10 = select <32 x i1> %8, <32 x i32> %wide.load, <32 x i32> %vec.phi22
  %11 = select <32 x i1> %9, <32 x i32> %wide.load24, <32 x i32> %vec.phi23
  %12 = icmp slt <32 x i32> %wide.load, %vec.phi
  %13 = icmp slt <32 x i32> %wide.load24, %vec.phi21
  %14 = select <32 x i1> %12, <32 x i32> %wide.load, <32 x i32> %vec.phi
  %15 = select <32 x i1> %13, <32 x i32> %wide.load24, <32 x i32> %vec.phi21
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %16, i64 32
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load24.1 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = icmp sgt <32 x i32> %wide.load.1, %10
  %21 = icmp sgt <32 x i32> %wide.load24.1, %11
  %22 = select <32 x i1> %20, <32 x i32> %wide.load.1, <32 x i32> %10
  %23 = select <32 x i1> %21, <32 x i32> %wide.load24.1, <32 x i32> %11
  %24 = icmp slt <32 x i32> %wide.load.1, %14
  %25 = icmp slt <32 x i32> %wide.load24.1, %15
  %26 = select <32 x i1> %24, <32 x i32> %wide.load.1, <32 x i32> %14
  %27 = select <32 x i1> %25, <32 x i32> %wide.load24.1, <32 x i32> %15
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa31.ph = phi <32 x i32> [ undef, %vector.ph ], [ %22, %vector.body ]
  %.lcssa30.ph = phi <32 x i32> [ undef, %vector.ph ], [ %23, %vector.body ]
  %.lcssa29.ph = phi <32 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa.ph = phi <32 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %26, %vector.body ]
  %vec.phi21.unr = phi <32 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %27, %vector.body ]
  %vec.phi22.unr = phi <32 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %22, %vector.body ]
  %vec.phi23.unr = phi <32 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %23, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = getelementptr inbounds i32, i32* %28, i64 32
  %31 = bitcast i32* %30 to <32 x i32>*
  %wide.load24.epil = load <32 x i32>, <32 x i32>* %31, align 4
  %32 = icmp sgt <32 x i32> %wide.load.epil, %vec.phi22.unr
  %33 = icmp sgt <32 x i32> %wide.load24.epil, %vec.phi23.unr
  %34 = select <32 x i1> %32, <32 x i32> %wide.load.epil, <32 x i32> %vec.phi22.unr
  %35 = select <32 x i1> %33, <32 x i32> %wide.load24.epil, <32 x i32> %vec.phi23.unr
  %36 = icmp slt <32 x i32> %wide.load.epil, %vec.phi.unr
  %37 = icmp slt <32 x i32> %wide.load24.epil, %vec.phi21.unr
  %38 = select <32 x i1> %36, <32 x i32> %wide.load.epil, <32 x i32> %vec.phi.unr
  %39 = select <32 x i1> %37, <32 x i32> %wide.load24.epil, <32 x i32> %vec.phi21.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa31 = phi <32 x i32> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %34, %vector.body.epil ]
  %.lcssa30 = phi <32 x i32> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %35, %vector.body.epil ]
  %.lcssa29 = phi <32 x i32> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa = phi <32 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %rdx.minmax.cmp25 = icmp sgt <32 x i32> %.lcssa31, %.lcssa30
  %rdx.minmax.select26 = select <32 x i1> %rdx.minmax.cmp25, <32 x i32> %.lcssa31, <32 x i32> %.lcssa30
  %40 = call i32 @llvm.vector.reduce.smax.v32i32(<32 x i32> %rdx.minmax.select26)
  %rdx.minmax.cmp = icmp slt <32 x i32> %.lcssa29, %.lcssa
  %rdx.minmax.select = select <32 x i1> %rdx.minmax.cmp, <32 x i32> %.lcssa29, <32 x i32> %.lcssa
  %41 = call i32 @llvm.vector.reduce.smin.v32i32(<32 x i32> %rdx.minmax.select)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader28

for.body.preheader28:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %lo.017.ph = phi i32 [ 2147483647, %for.body.preheader ], [ %41, %middle.block ]
  %hi.016.ph = phi i32 [ -2147483648, %for.body.preheader ], [ %40, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader28, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader28 ]
  %lo.017 = phi i32 [ %cond12, %for.body ], [ %lo.017.ph, %for.body.preheader28 ]
  %hi.016 = phi i32 [ %.hi.0, %for.body ], [ %hi.016.ph, %for.body.preheader28 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %42 = load i32, i32* %arrayidx, align 4
  %cmp1 = icmp sgt i32 %42, %hi.016
  %.hi.0 = select i1 %cmp1, i32 %42, i32 %hi.016
  %cmp6 = icmp slt i32 %42, %lo.017
  %cond12 = select i1 %cmp6, i32 %42, i32 %lo.017
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !24

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %hi.0.lcssa = phi i32 [ -2147483648, %entry ], [ %40, %middle.block ], [ %.hi.0, %for.body ]
  %lo.0.lcssa = phi i32 [ 2147483647, %entry ], [ %41, %middle.block ], [ %cond12, %for.body ]
  store i32 %hi.0.lcssa, i32* %out, align 4
  %arrayidx14 = getelementptr inbounds i32, i32* %out, i64 1
  store i32 %lo.0.lcssa, i32* %arrayidx14, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @max_u16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader40, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %20, %vector.body ]
  %vec.phi19 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %21, %vector.body ]
  %vec.phi20 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %22, %vector.body ]
  %vec.phi21 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %23, %vector.body ]
  %vec.phi22 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi23 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi24 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi25 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i16, i16* %a, i64 %index
  %1 = bitcast i16* %0 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %1, align 2
  %2 = getelementptr inbounds i16, i16* %0, i64 32
  %3 = bitcast i16* %2 to <32 x i16>*
  %wide.load26 = load <32 x i16>, <32 x i16>* %3, align 2
  %4 = getelementptr inbounds i16, i16* %0, i64 64
  %5 = bitcast i16* %4 to <32 x i16>*
  %wide.load27 = load <32 x i16>, <32 x i16>* %5, align 2
  %6 = getelementptr inbounds i16, i16* %0, i64 96
  %7 = bitcast i16* %6 to <32 x i16>*
  %wide.load28 = load <32 x i16>, <32 x i16>* %7, align 2
  %8 = icmp ugt <32 x i16> %wide.load, %vec.phi22
  %9 = icmp ugt <32 x i16> %wide.load26, %vec.phi23
  %10 = icmp ugt <32 x i16> %wide.load27, %vec.phi24
  %11 = icmp ugt <32 x i16> %wide.load28, %vec.phi25
  %12 = select <32 x i1> %8, <32 x i16> %wide.load, <32 x i16> %vec.phi22
  %13 = select <32 x i1> %9, <32 x i16> %wide.load26, <32 x i16> %vec.phi23
  %14 = select <32 x i1> %10, <32 x i16> %wide.load27, <32 x i16> %vec.phi24
  %15 = select <32 x i1> %11, <32 x i16> %wide.load28, <32 x i16> %vec.phi25
  %16 = icmp ult <32 x i16> %wide.load, %vec.phi
  %17 = icmp ult <32 x i16> %wide.load26, %vec.phi19
  %18 = icmp ult <32 x i16> %wide.load27, %vec.phi20
  %19 = icmp ult <32 x i16> %wide.load28, %vec.phi21
  %20 = select <32 x i1> %16, <32 x i16> %wide.load, <32 x i16> %vec.phi
  %21 = select <32 x i1> %17, <32 x i16> %wide.load26, <32 x i16> %vec.phi19
  %22 = select <32 x i1> %18, <32 x i16> %wide.load27, <32 x i16> %vec.phi20
  %23 = select <32 x i1> %19, <32 x i16> %wide.load28, <32 x i16> %vec.phi21
  %index.next = add nuw i64 %index, 128
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %rdx.minmax.cmp33 = icmp ugt <32 x i16> %12, %13
  %rdx.minmax.select34 = select <32 x i1> %rdx.minmax.cmp33, <32 x i16> %12, <32 x i16> %13
  %rdx.minmax.cmp35 = icmp ugt <32 x i16> %rdx.minmax.select34, %14
  %rdx.minmax.select36 = select <32 x i1> %rdx.minmax.cmp35, <32 x i16> %rdx.minmax.select34, <32 x i16> %14
  %rdx.minmax.cmp37 = icmp ugt <32 x i16> %rdx.minmax.select36, %15
  %rdx.minmax.select38 = select <32 x i1> %rdx.minmax.cmp37, <32 x i16> %rdx.minmax.select36, <32 x i16> %15
  %25 = call i16 @llvm.vector.reduce.umax.v32i16(<32 x i16> %rdx.minmax.select38)
  %rdx.minmax.cmp = icmp ult <32 x i16> %20, %21
  %rdx.minmax.select = select <32 x i1> %rdx.minmax.cmp, <32 x i16> %20, <32 x i16> %21
  %rdx.minmax.cmp29 = icmp ult <32 x i16> %rdx.minmax.select, %22
  %rdx.minmax.select30 = select <32 x i1> %rdx.minmax.cmp29, <32 x i16> %rdx.minmax.select, <32 x i16> %22
  %rdx.minmax.cmp31 = icmp ult <32 x i16> %rdx.minmax.select30, %23
  %rdx.minmax.select32 = select <32 x i1> %rdx.minmax.cmp31, <32 x i16> %rdx.minmax.select30, <32 x i16> %23
  %26 = call i16 @llvm.vector.reduce.umin.v32i16(<32 x i16> %rdx.minmax.select32)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader40

for.body.preheader40:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %lo.016.ph = phi i16 [ -1, %for.body.preheader ], [ %26, %middle.block ]
  %hi.015.ph = phi i16 [ 0, %for.body.preheader ], [ %25, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader40, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader40 ]
  %lo.016 = phi i16 [ %cond22.in, %for.body ], [ %lo.016.ph, %for.body.preheader40 ]
  %hi.015 = phi i16 [ %.hi.0, %for.body ], [ %hi.015.ph, %for.body.preheader40 ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %27 = load i16, i16* %arrayidx, align 2
  %cmp2 = icmp ugt i16 %27, %hi.015
  %.hi.0 = select i1 %cmp2, i16 %27, i16 %hi.015
  %cmp13 = icmp ult i16 %27, %lo.016
  %cond22.in = select i1 %cmp13, i16 %27, i16 %lo.016
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !26

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %hi.0.lcssa = phi i16 [ 0, %entry ], [ %25, %middle.block ], [ %.hi.0, %for.body ]
  %lo.0.lcssa = phi i16 [ -1, %entry ], [ %26, %middle.block ], [ %cond22.in, %for.body ]
  store i16 %hi.0.lcssa, i16* %out, align 2
  %arrayidx25 = getelementptr inbounds i16, i16* %out, i64 1
  store i16 %lo.0.lcssa, i16* %arrayidx25, align 2
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @count_eq(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %k, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %k, i64 0
  %broadcast.splat = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <32 x i32> poison, i32 %k, i64 0
  %broadcast.splat15 = shufflevector <32 x i32> %broadcast.splatinsert14, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <32 x i32> poison, i32 %k, i64 0
  %broadcast.splat17 = shufflevector <32 x i32> %broadcast.splatinsert16, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <32 x i32> poison, i32 %k, i64 0
  %broadcast.splat19 = shufflevector <32 x i32> %broadcast.splatinsert18, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %vec.phi8 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %17, %vector.body ]
  %vec.phi9 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi10 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = getelementptr inbounds i32, i32* %0, i64 32
  %3 = bitcast i32* %2 to <32 x i32>*
  %wide.load11 = load <32 x i32>, <32 x i32>* %3, align 4
  %4 = getelementptr inbounds i32, i32* %0, i64 64
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load12 = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %0, i64 96
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load13 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = icmp eq <32 x i32> %wide.load, %broadcast.splat
  %9 = icmp eq <32 x i32> %wide.load11, %broadcast.splat15
  %10 = icmp eq <32 x i32> %wide.load12, %broadcast.splat17
  %11 = icmp eq <32 x i32> %wide.load13, %broadcast.splat19
  %12 = zext <32 x i1> %8 to <32 x i32>
  %13 = zext <32 x i1> %9 to <32 x i32>
  %14 = zext <32 x i1> %10 to <32 x i32>
  %15 = zext <32 x i1> %11 to <32 x i32>
  %16 = add <32 x i32> %vec.phi, %12
  %17 = add <32 x i32> %vec.phi8, %13
  %18 = add <32 x i32> %vec.phi9, %14
  %19 = add <32 x i32> %vec.phi10, %15
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <32 x i32> %17, %16
  %bin.rdx20 = add <32 x i32> %18, %bin.rdx
  %bin.rdx21 = add <32 x i32> %19, %bin.rdx20
  %21 = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %bin.rdx21)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader22

for.body.preheader22:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %c.05.ph = phi i32 [ 0, %for.body.preheader ], [ %21, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader22, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader22 ]
  %c.05 = phi i32 [ %add, %for.body ], [ %c.05.ph, %for.body.preheader22 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %22 = load i32, i32* %arrayidx, align 4
  %cmp1 = icmp eq i32 %22, %k
  %conv = zext i1 %cmp1 to i32
  %add = add nuw nsw i32 %c.05, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !28

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %c.0.lcssa = phi i32 [ 0, %entry ], [ %21, %middle.block ], [ %add, %for.body ]
  store i32 %c.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @any_neg(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.ph

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
  %vec.phi = phi <32 x i8> [ zeroinitializer, %vector.ph.new ], [ %32, %vector.body ]
  %vec.phi7 = phi <32 x i8> [ zeroinitializer, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi8 = phi <32 x i8> [ zeroinitializer, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi9 = phi <32 x i8> [ zeroinitializer, %vector.ph.new ], [ %35, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, i8* %a, i64 %index
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %5, align 1
  %6 = getelementptr inbounds i8, i8* %4, i64 32
  %7 = bitcast i8* %6 to <32 x i8>*
  %wide.load10 = load <32 x i8>, <32 x i8>* %7, align 1
  %8 = getelementptr inbounds i8, i8* %4, i64 64
  %9 = bitcast i8* %8 to <32 x i8>*
  %wide.load11 = load <32 x i8>, <32 x i8>* %9, align 1
  %10 = getelementptr inbounds i8, i8* %4, i64 96
  %11 = bitcast i8* %10 to <32 x i8>*
  %wide.load12 = load <32 x i8>, <32 x i8>* %11, align 1
  %12 = lshr <32 x i8> %wide.load, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %13 = lshr <32 x i8> %wide.load10, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %14 = lshr <32 x i8> %wide.load11, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %15 = lshr <32 x i8> %wide.load12, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %16 = or <32 x i8> %12, %vec.phi
  %17 = or <32 x i8> %13, %vec.phi7
  %18 = or <32 x i8> %14, %vec.phi8
  %19 = or <32 x i8> %15, %vec.phi9
  %index.next = or i64 %index, 128
  %20 = getelementptr inbounds i8, i8* %a, i64 %index.next
  %21 = bitcast i8* %20 to <32 x i8>*
  %wide.load.1 = load <32 x i8>, <32 x i8>* %21, align 1
  %22 = getelementptr inbounds i8, i8* %20, i64 32
  %23 = bitcast i8* %22 to <32 x i8>*
  %wide.load10.1 = load <32 x i8>, <32 x i8>* %23, align 1
  %24 = getelementptr inbounds i8, i8* %20, i64 64
  %25 = bitcast i8* %24 to <32 x i8>*
  %wide.load11.1 = load <32 x i8>, <32 x i8>* %25, align 1
  %26 = getelementptr inbounds i8, i8* %20, i64 96
  %27 = bitcast i8* %26 to <32 x i8>*
  %wide.load12.1 = load <32 x i8>, <32 x i8>* %27, align 1
  %28 = lshr <32 x i8> %wide.load.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %29 = lshr <32 x i8> %wide.load10.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %30 = lshr <32 x i8> %wide.load11.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %31 = lshr <32 x i8> %wide.load12.1, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %32 = or <32 x i8> %28, %16
  %33 = or <32 x i8> %29, %17
  %34 = or <32 x i8> %30, %18
  %35 = or <32 x i8> %31, %19
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !29

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa18.ph = phi <32 x i8> [ undef, %vector.ph ], [ %32, %vector.body ]
  %.lcssa17.ph = phi <32 x i8> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa16.ph = phi <32 x i8> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa.ph = phi <32 x i8> [ undef, %vector.ph ], [ %35, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x i8> [ zeroinitializer, %vector.ph ], [ %32, %vector.body ]
  %vec.phi7.unr = phi <32 x i8> [ zeroinitializer, %vector.ph ], [ %33, %vector.body ]
  %vec.phi8.unr = phi <32 x i8> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %vec.phi9.unr = phi <32 x i8> [ zeroinitializer, %vector.ph ], [ %35, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %36 = getelementptr inbounds i8, i8* %a, i64 %index.unr
  %37 = bitcast i8* %36 to <32 x i8>*
  %wide.load.epil = load <32 x i8>, <32 x i8>* %37, align 1
  %38 = getelementptr inbounds i8, i8* %36, i64 32
  %39 = bitcast i8* %38 to <32 x i8>*
  %wide.load10.epil = load <32 x i8>, <32 x i8>* %39, align 1
  %40 = getelementptr inbounds i8, i8* %36, i64 64
  %41 = bitcast i8* %40 to <32 x i8>*
  %wide.load11.epil = load <32 x i8>, <32 x i8>* %41, align 1
  %42 = getelementptr inbounds i8, i8* %36, i64 96
  %43 = bitcast i8* %42 to <32 x i8>*
  %wide.load12.epil = load <32 x i8>, <32 x i8>* %43, align 1
  %44 = lshr <32 x i8> %wide.load.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %45 = lshr <32 x i8> %wide.load10.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %46 = lshr <32 x i8> %wide.load11.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %47 = lshr <32 x i8> %wide.load12.epil, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %48 = or <32 x i8> %44, %vec.phi.unr
  %49 = or <32 x i8> %45, %vec.phi7.unr
  %50 = or <32 x i8> %46, %vec.phi8.unr
  %51 = or <32 x i8> %47, %vec.phi9.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa18 = phi <32 x i8> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %48, %vector.body.epil ]
  %.lcssa17 = phi <32 x i8> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %49, %vector.body.epil ]
  %.lcssa16 = phi <32 x i8> [ %.lcssa16.ph, %middle.block.unr-lcssa ], [ %50, %vector.body.epil ]
  %.lcssa = phi <32 x i8> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %51, %vector.body.epil ]
  %bin.rdx = or <32 x i8> %.lcssa17, %.lcssa18
  %bin.rdx13 = or <32 x i8> %.lcssa16, %bin.rdx
  %bin.rdx14 = or <32 x i8> %.lcssa, %bin.rdx13
  %52 = call i8 @llvm.vector.reduce.or.v32i8(<32 x i8> %bin.rdx14)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %f.05.ph = phi i8 [ 0, %for.body.preheader ], [ %52, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %f.05 = phi i8 [ %or, %for.body ], [ %f.05.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %53 = load i8, i8* %arrayidx, align 1
  %.lobit = lshr i8 %53, 7
  %or = or i8 %.lobit, %f.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !30

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %f.0.lcssa = phi i8 [ 0, %entry ], [ %52, %middle.block ], [ %or, %for.body ]
  store i8 %f.0.lcssa, i8* %out, align 1
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @fmax_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %lo.010 = phi float [ 0x7FF0000000000000, %for.body.preheader.new ], [ %13, %for.body ]
  %hi.09 = phi float [ 0xFFF0000000000000, %for.body.preheader.new ], [ %12, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %2 = load float, float* %arrayidx, align 4
  %3 = tail call float @llvm.maxnum.f32(float %hi.09, float %2)
  %4 = tail call float @llvm.minnum.f32(float %lo.010, float %2)
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %5 = load float, float* %arrayidx.1, align 4
  %6 = tail call float @llvm.maxnum.f32(float %3, float %5)
  %7 = tail call float @llvm.minnum.f32(float %4, float %5)
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %8 = load float, float* %arrayidx.2, align 4
  %9 = tail call float @llvm.maxnum.f32(float %6, float %8)
  %10 = tail call float @llvm.minnum.f32(float %7, float %8)
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %11 = load float, float* %arrayidx.3, align 4
  %12 = tail call float @llvm.maxnum.f32(float %9, float %11)
  %13 = tail call float @llvm.minnum.f32(float %10, float %11)
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !31

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %.lcssa17.ph = phi float [ undef, %for.body.preheader ], [ %12, %for.body ]
  %.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %13, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lo.010.unr = phi float [ 0x7FF0000000000000, %for.body.preheader ], [ %13, %for.body ]
  %hi.09.unr = phi float [ 0xFFF0000000000000, %for.body.preheader ], [ %12, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.end.loopexit.unr-lcssa ]
  %lo.010.epil = phi float [ %16, %for.body.epil ], [ %lo.010.unr, %for.end.loopexit.unr-lcssa ]
  %hi.09.epil = phi float [ %15, %for.body.epil ], [ %hi.09.unr, %for.end.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.end.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.epil
  %14 = load float, float* %arrayidx.epil, align 4
  %15 = tail call float @llvm.maxnum.f32(float %hi.09.epil, float %14)
  %16 = tail call float @llvm.minnum.f32(float %lo.010.epil, float %14)
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !32

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %entry
  %hi.0.lcssa = phi float [ 0xFFF0000000000000, %entry ], [ %.lcssa17.ph, %for.end.loopexit.unr-lcssa ], [ %15, %for.body.epil ]
  %lo.0.lcssa = phi float [ 0x7FF0000000000000, %entry ], [ %.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %16, %for.body.epil ]
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
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v32i64(<32 x i64>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.mul.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.and.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.or.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umin.v32i16(<32 x i16>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.umax.v32i16(<32 x i16>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8 @llvm.vector.reduce.or.v32i8(<32 x i8>) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !7, !10, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !10, !8}
!19 = distinct !{!19, !7, !8}
!20 = distinct !{!20, !7, !10, !8}
!21 = distinct !{!21, !7, !8}
!22 = distinct !{!22, !7, !10, !8}
!23 = distinct !{!23, !7, !8}
!24 = distinct !{!24, !7, !10, !8}
!25 = distinct !{!25, !7, !8}
!26 = distinct !{!26, !7, !10, !8}
!27 = distinct !{!27, !7, !8}
!28 = distinct !{!28, !7, !10, !8}
!29 = distinct !{!29, !7, !8}
!30 = distinct !{!30, !7, !10, !8}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !15}
