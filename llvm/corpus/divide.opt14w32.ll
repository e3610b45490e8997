; ModuleID = '<stdin>'
source_filename = "divide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @halve_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = getelementptr inbounds i32, i32* %0, i64 32
  %3 = bitcast i32* %2 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %3, align 4
  %4 = getelementptr inbounds i32, i32* %0, i64 64
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load8 = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %0, i64 96
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load9 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = sdiv <32 x i32> %wide.load, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %9 = sdiv <32 x i32> %wide.load7, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %10 = sdiv <32 x i32> %wide.load8, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %11 = sdiv <32 x i32> %wide.load9, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <32 x i32>*
  store <32 x i32> %8, <32 x i32>* %13, align 4
  %14 = getelementptr inbounds i32, i32* %12, i64 32
  %15 = bitcast i32* %14 to <32 x i32>*
  store <32 x i32> %9, <32 x i32>* %15, align 4
  %16 = getelementptr inbounds i32, i32* %12, i64 64
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %10, <32 x i32>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %12, i64 96
  %19 = bitcast i32* %18 to <32 x i32>*
  store <32 x i32> %11, <32 x i32>* %19, align 4
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %21 = load i32, i32* %arrayidx, align 4
  %div = sdiv i32 %21, 2
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %div, i32* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @third_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = getelementptr inbounds i32, i32* %0, i64 32
  %3 = bitcast i32* %2 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %3, align 4
  %4 = getelementptr inbounds i32, i32* %0, i64 64
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load8 = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %0, i64 96
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load9 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = sdiv <32 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %9 = sdiv <32 x i32> %wide.load7, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %10 = sdiv <32 x i32> %wide.load8, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %11 = sdiv <32 x i32> %wide.load9, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <32 x i32>*
  store <32 x i32> %8, <32 x i32>* %13, align 4
  %14 = getelementptr inbounds i32, i32* %12, i64 32
  %15 = bitcast i32* %14 to <32 x i32>*
  store <32 x i32> %9, <32 x i32>* %15, align 4
  %16 = getelementptr inbounds i32, i32* %12, i64 64
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %10, <32 x i32>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %12, i64 96
  %19 = bitcast i32* %18 to <32 x i32>*
  store <32 x i32> %11, <32 x i32>* %19, align 4
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %21 = load i32, i32* %arrayidx, align 4
  %div = sdiv i32 %21, 3
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %div, i32* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @digits_u32(i32* noalias nocapture noundef writeonly %lo, i32* noalias nocapture noundef writeonly %hi, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %wide.load.frozen = freeze <32 x i32> %wide.load
  %6 = udiv <32 x i32> %wide.load.frozen, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %7 = mul <32 x i32> %6, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %.decomposed = sub <32 x i32> %wide.load.frozen, %7
  %8 = getelementptr inbounds i32, i32* %lo, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  store <32 x i32> %.decomposed, <32 x i32>* %9, align 4
  %10 = getelementptr inbounds i32, i32* %hi, i64 %index
  %11 = bitcast i32* %10 to <32 x i32>*
  store <32 x i32> %6, <32 x i32>* %11, align 4
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %13, align 4
  %wide.load.1.frozen = freeze <32 x i32> %wide.load.1
  %14 = udiv <32 x i32> %wide.load.1.frozen, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %15 = mul <32 x i32> %14, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %.decomposed11 = sub <32 x i32> %wide.load.1.frozen, %15
  %16 = getelementptr inbounds i32, i32* %lo, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %.decomposed11, <32 x i32>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %hi, i64 %index.next
  %19 = bitcast i32* %18 to <32 x i32>*
  store <32 x i32> %14, <32 x i32>* %19, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %21, align 4
  %wide.load.epil.frozen = freeze <32 x i32> %wide.load.epil
  %22 = udiv <32 x i32> %wide.load.epil.frozen, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %23 = mul <32 x i32> %22, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %.decomposed12 = sub <32 x i32> %wide.load.epil.frozen, %23
  %24 = getelementptr inbounds i32, i32* %lo, i64 %index.unr
  %25 = bitcast i32* %24 to <32 x i32>*
  store <32 x i32> %.decomposed12, <32 x i32>* %25, align 4
  %26 = getelementptr inbounds i32, i32* %hi, i64 %index.unr
  %27 = bitcast i32* %26 to <32 x i32>*
  store <32 x i32> %22, <32 x i32>* %27, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %28 = load i32, i32* %arrayidx, align 4
  %rem = urem i32 %28, 10
  %arrayidx2 = getelementptr inbounds i32, i32* %lo, i64 %indvars.iv
  store i32 %rem, i32* %arrayidx2, align 4
  %div = udiv i32 %28, 10
  %arrayidx6 = getelementptr inbounds i32, i32* %hi, i64 %indvars.iv
  store i32 %div, i32* %arrayidx6, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @week_day(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %days, i32 noundef %n) local_unnamed_addr #0 {
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
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %days, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = srem <32 x i32> %wide.load, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %7 = getelementptr inbounds i32, i32* %out, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  store <32 x i32> %6, <32 x i32>* %8, align 4
  %index.next = or i64 %index, 32
  %9 = getelementptr inbounds i32, i32* %days, i64 %index.next
  %10 = bitcast i32* %9 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %10, align 4
  %11 = srem <32 x i32> %wide.load.1, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %12 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  store <32 x i32> %11, <32 x i32>* %13, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !15

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i32, i32* %days, i64 %index.unr
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %15, align 4
  %16 = srem <32 x i32> %wide.load.epil, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %17 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %18 = bitcast i32* %17 to <32 x i32>*
  store <32 x i32> %16, <32 x i32>* %18, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %days, i64 %indvars.iv
  %19 = load i32, i32* %arrayidx, align 4
  %rem = srem i32 %19, 7
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %rem, i32* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @bucket_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

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
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sdiv <32 x i32> %wide.load, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %7 = srem <32 x i32> %wide.load, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %8 = add nsw <32 x i32> %6, %7
  %9 = getelementptr inbounds i32, i32* %out, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  store <32 x i32> %8, <32 x i32>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = sdiv <32 x i32> %wide.load.1, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %14 = srem <32 x i32> %wide.load.1, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %15 = add nsw <32 x i32> %13, %14
  %16 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %15, <32 x i32>* %17, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !17

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sdiv <32 x i32> %wide.load.epil, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %21 = srem <32 x i32> %wide.load.epil, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %22 = add nsw <32 x i32> %20, %21
  %23 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %24 = bitcast i32* %23 to <32 x i32>*
  store <32 x i32> %22, <32 x i32>* %24, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %25 = load i32, i32* %arrayidx, align 4
  %div = sdiv i32 %25, -100
  %rem = srem i32 %25, 16
  %add = add nsw i32 %div, %rem
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add, i32* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @avg3_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i16* noalias nocapture noundef readonly %b, i16* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader11, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, i16* %a, i64 %index
  %1 = bitcast i16* %0 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %1, align 2
  %2 = sext <32 x i16> %wide.load to <32 x i32>
  %3 = getelementptr inbounds i16, i16* %b, i64 %index
  %4 = bitcast i16* %3 to <32 x i16>*
  %wide.load9 = load <32 x i16>, <32 x i16>* %4, align 2
  %5 = sext <32 x i16> %wide.load9 to <32 x i32>
  %6 = add nsw <32 x i32> %5, %2
  %7 = getelementptr inbounds i16, i16* %c, i64 %index
  %8 = bitcast i16* %7 to <32 x i16>*
  %wide.load10 = load <32 x i16>, <32 x i16>* %8, align 2
  %9 = sext <32 x i16> %wide.load10 to <32 x i32>
  %10 = add nsw <32 x i32> %6, %9
  %11 = sdiv <32 x i32> %10, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %12 = trunc <32 x i32> %11 to <32 x i16>
  %13 = getelementptr inbounds i16, i16* %out, i64 %index
  %14 = bitcast i16* %13 to <32 x i16>*
  store <32 x i16> %12, <32 x i16>* %14, align 2
  %index.next = add nuw i64 %index, 32
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader11

for.body.preheader11:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader11, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader11 ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %16 = load i16, i16* %arrayidx, align 2
  %conv = sext i16 %16 to i32
  %arrayidx2 = getelementptr inbounds i16, i16* %b, i64 %indvars.iv
  %17 = load i16, i16* %arrayidx2, align 2
  %conv3 = sext i16 %17 to i32
  %add = add nsw i32 %conv3, %conv
  %arrayidx5 = getelementptr inbounds i16, i16* %c, i64 %indvars.iv
  %18 = load i16, i16* %arrayidx5, align 2
  %conv6 = sext i16 %18 to i32
  %add7 = add nsw i32 %add, %conv6
  %div = sdiv i32 %add7, 3
  %conv8 = trunc i32 %div to i16
  %arrayidx10 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %conv8, i16* %arrayidx10, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scale_u8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, i8* %a, i64 %index
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %5, align 1
  %6 = zext <32 x i8> %wide.load to <32 x i16>
  %7 = mul nuw nsw <32 x i16> %6, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %8 = udiv <32 x i16> %7, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %9 = trunc <32 x i16> %8 to <32 x i8>
  %10 = getelementptr inbounds i8, i8* %out, i64 %index
  %11 = bitcast i8* %10 to <32 x i8>*
  store <32 x i8> %9, <32 x i8>* %11, align 1
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds i8, i8* %a, i64 %index.next
  %13 = bitcast i8* %12 to <32 x i8>*
  %wide.load.1 = load <32 x i8>, <32 x i8>* %13, align 1
  %14 = zext <32 x i8> %wide.load.1 to <32 x i16>
  %15 = mul nuw nsw <32 x i16> %14, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %16 = udiv <32 x i16> %15, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %17 = trunc <32 x i16> %16 to <32 x i8>
  %18 = getelementptr inbounds i8, i8* %out, i64 %index.next
  %19 = bitcast i8* %18 to <32 x i8>*
  store <32 x i8> %17, <32 x i8>* %19, align 1
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i8, i8* %a, i64 %index.unr
  %21 = bitcast i8* %20 to <32 x i8>*
  %wide.load.epil = load <32 x i8>, <32 x i8>* %21, align 1
  %22 = zext <32 x i8> %wide.load.epil to <32 x i16>
  %23 = mul nuw nsw <32 x i16> %22, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %24 = udiv <32 x i16> %23, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %25 = trunc <32 x i16> %24 to <32 x i8>
  %26 = getelementptr inbounds i8, i8* %out, i64 %index.unr
  %27 = bitcast i8* %26 to <32 x i8>*
  store <32 x i8> %25, <32 x i8>* %27, align 1
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %28 = load i8, i8* %arrayidx, align 1
  %conv = zext i8 %28 to i16
  %mul = mul nuw nsw i16 %conv, 5
  %div = udiv i16 %mul, 7
  %conv1 = trunc i16 %div to i8
  %arrayidx3 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %conv1, i8* %arrayidx3, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !22

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @transpose_flat(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

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
  %vec.ind8 = phi <32 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, %vector.ph.new ], [ %vec.ind.next9.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = and <32 x i32> %vec.ind8, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %5 = mul nuw nsw <32 x i32> %4, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %6 = lshr <32 x i32> %vec.ind8, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %7 = add nuw nsw <32 x i32> %5, %6
  %8 = zext <32 x i32> %7 to <32 x i64>
  %9 = getelementptr inbounds float, float* %in, <32 x i64> %8
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %9, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %10 = getelementptr inbounds float, float* %out, i64 %index
  %11 = bitcast float* %10 to <32 x float>*
  store <32 x float> %wide.masked.gather, <32 x float>* %11, align 4
  %index.next = or i64 %index, 32
  %vec.ind.next9 = add <32 x i32> %vec.ind8, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %12 = and <32 x i32> %vec.ind8, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %13 = mul nuw nsw <32 x i32> %12, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %14 = lshr <32 x i32> %vec.ind.next9, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %15 = add nuw nsw <32 x i32> %13, %14
  %16 = zext <32 x i32> %15 to <32 x i64>
  %17 = getelementptr inbounds float, float* %in, <32 x i64> %16
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %17, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %18 = getelementptr inbounds float, float* %out, i64 %index.next
  %19 = bitcast float* %18 to <32 x float>*
  store <32 x float> %wide.masked.gather.1, <32 x float>* %19, align 4
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next9.1 = add <32 x i32> %vec.ind8, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind8.unr = phi <32 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, %vector.ph ], [ %vec.ind.next9.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = and <32 x i32> %vec.ind8.unr, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %21 = mul nuw nsw <32 x i32> %20, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %22 = lshr <32 x i32> %vec.ind8.unr, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %23 = add nuw nsw <32 x i32> %21, %22
  %24 = zext <32 x i32> %23 to <32 x i64>
  %25 = getelementptr inbounds float, float* %in, <32 x i64> %24
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %25, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %26 = getelementptr inbounds float, float* %out, i64 %index.unr
  %27 = bitcast float* %26 to <32 x float>*
  store <32 x float> %wide.masked.gather.epil, <32 x float>* %27, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %28 = trunc i64 %indvars.iv to i32
  %rem = and i32 %28, 31
  %mul = mul nuw nsw i32 %rem, 24
  %div = lshr i32 %28, 5
  %add = add nuw nsw i32 %mul, %div
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds float, float* %in, i64 %idxprom
  %29 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %29, float* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !24

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @ratio_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %b, i64 %index
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load8 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = sdiv <32 x i32> %wide.load, %wide.load8
  %9 = getelementptr inbounds i32, i32* %out, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  store <32 x i32> %8, <32 x i32>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = getelementptr inbounds i32, i32* %b, i64 %index.next
  %14 = bitcast i32* %13 to <32 x i32>*
  %wide.load8.1 = load <32 x i32>, <32 x i32>* %14, align 4
  %15 = sdiv <32 x i32> %wide.load.1, %wide.load8.1
  %16 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %15, <32 x i32>* %17, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !25

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = getelementptr inbounds i32, i32* %b, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load8.epil = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = sdiv <32 x i32> %wide.load.epil, %wide.load8.epil
  %23 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %24 = bitcast i32* %23 to <32 x i32>*
  store <32 x i32> %22, <32 x i32>* %24, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %25 = load i32, i32* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %26 = load i32, i32* %arrayidx2, align 4
  %div = sdiv i32 %25, %26
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %div, i32* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !26

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @wrap_index(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %m, i64 0
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
  %vec.ind7 = phi <32 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, %vector.ph.new ], [ %vec.ind.next8.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = srem <32 x i32> %vec.ind7, %broadcast.splat
  %5 = zext <32 x i32> %4 to <32 x i64>
  %6 = getelementptr inbounds float, float* %a, <32 x i64> %5
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %6, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %7 = getelementptr inbounds float, float* %out, i64 %index
  %8 = bitcast float* %7 to <32 x float>*
  store <32 x float> %wide.masked.gather, <32 x float>* %8, align 4
  %index.next = or i64 %index, 32
  %vec.ind.next8 = add <32 x i32> %vec.ind7, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %9 = srem <32 x i32> %vec.ind.next8, %broadcast.splat
  %10 = zext <32 x i32> %9 to <32 x i64>
  %11 = getelementptr inbounds float, float* %a, <32 x i64> %10
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %11, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %12 = getelementptr inbounds float, float* %out, i64 %index.next
  %13 = bitcast float* %12 to <32 x float>*
  store <32 x float> %wide.masked.gather.1, <32 x float>* %13, align 4
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next8.1 = add <32 x i32> %vec.ind7, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !27

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind7.unr = phi <32 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, %vector.ph ], [ %vec.ind.next8.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = srem <32 x i32> %vec.ind7.unr, %broadcast.splat
  %15 = zext <32 x i32> %14 to <32 x i64>
  %16 = getelementptr inbounds float, float* %a, <32 x i64> %15
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %16, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %17 = getelementptr inbounds float, float* %out, i64 %index.unr
  %18 = bitcast float* %17 to <32 x float>*
  store <32 x float> %wide.masked.gather.epil, <32 x float>* %18, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %19 = trunc i64 %indvars.iv to i32
  %rem = srem i32 %19, %m
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds float, float* %a, i64 %idxprom
  %20 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %20, float* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !28

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define dso_local void @row_col(i32* noalias nocapture noundef writeonly %row, i32* noalias nocapture noundef writeonly %col, i32 noundef %w, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %w, i64 0
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
  %vec.ind10 = phi <32 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, %vector.ph.new ], [ %vec.ind.next11.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %vec.ind10.frozen = freeze <32 x i32> %vec.ind10
  %broadcast.splat.frozen = freeze <32 x i32> %broadcast.splat
  %4 = sdiv <32 x i32> %vec.ind10.frozen, %broadcast.splat.frozen
  %5 = getelementptr inbounds i32, i32* %row, i64 %index
  %6 = bitcast i32* %5 to <32 x i32>*
  store <32 x i32> %4, <32 x i32>* %6, align 4
  %7 = mul <32 x i32> %4, %broadcast.splat.frozen
  %.decomposed = sub <32 x i32> %vec.ind10.frozen, %7
  %8 = getelementptr inbounds i32, i32* %col, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  store <32 x i32> %.decomposed, <32 x i32>* %9, align 4
  %index.next = or i64 %index, 32
  %vec.ind.next11 = add <32 x i32> %vec.ind10, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %vec.ind.next11.frozen = freeze <32 x i32> %vec.ind.next11
  %broadcast.splat.frozen13 = freeze <32 x i32> %broadcast.splat
  %10 = sdiv <32 x i32> %vec.ind.next11.frozen, %broadcast.splat.frozen13
  %11 = getelementptr inbounds i32, i32* %row, i64 %index.next
  %12 = bitcast i32* %11 to <32 x i32>*
  store <32 x i32> %10, <32 x i32>* %12, align 4
  %13 = mul <32 x i32> %10, %broadcast.splat.frozen13
  %.decomposed14 = sub <32 x i32> %vec.ind.next11.frozen, %13
  %14 = getelementptr inbounds i32, i32* %col, i64 %index.next
  %15 = bitcast i32* %14 to <32 x i32>*
  store <32 x i32> %.decomposed14, <32 x i32>* %15, align 4
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next11.1 = add <32 x i32> %vec.ind10, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !29

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind10.unr = phi <32 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, %vector.ph ], [ %vec.ind.next11.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %vec.ind10.unr.frozen = freeze <32 x i32> %vec.ind10.unr
  %broadcast.splat.frozen15 = freeze <32 x i32> %broadcast.splat
  %16 = sdiv <32 x i32> %vec.ind10.unr.frozen, %broadcast.splat.frozen15
  %17 = getelementptr inbounds i32, i32* %row, i64 %index.unr
  %18 = bitcast i32* %17 to <32 x i32>*
  store <32 x i32> %16, <32 x i32>* %18, align 4
  %19 = mul <32 x i32> %16, %broadcast.splat.frozen15
  %.decomposed16 = sub <32 x i32> %vec.ind10.unr.frozen, %19
  %20 = getelementptr inbounds i32, i32* %col, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  store <32 x i32> %.decomposed16, <32 x i32>* %21, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader12

for.body.preheader12:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %22 = trunc i64 %indvars.iv to i32
  %div = sdiv i32 %22, %w
  %arrayidx = getelementptr inbounds i32, i32* %row, i64 %indvars.iv
  store i32 %div, i32* %arrayidx, align 4
  %rem = srem i32 %22, %w
  %arrayidx2 = getelementptr inbounds i32, i32* %col, i64 %indvars.iv
  store i32 %rem, i32* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !30

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @bucket_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %width, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %width, i64 0
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
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = udiv <32 x i32> %wide.load, %broadcast.splat
  %7 = getelementptr inbounds i32, i32* %out, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  store <32 x i32> %6, <32 x i32>* %8, align 4
  %index.next = or i64 %index, 32
  %9 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %10 = bitcast i32* %9 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %10, align 4
  %11 = udiv <32 x i32> %wide.load.1, %broadcast.splat
  %12 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  store <32 x i32> %11, <32 x i32>* %13, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !31

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %15, align 4
  %16 = udiv <32 x i32> %wide.load.epil, %broadcast.splat
  %17 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %18 = bitcast i32* %17 to <32 x i32>*
  store <32 x i32> %16, <32 x i32>* %18, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %19 = load i32, i32* %arrayidx, align 4
  %div = udiv i32 %19, %width
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %div, i32* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !32

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @third_size(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6.not = icmp eq i64 %n, 0
  br i1 %cmp6.not, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %min.iters.check = icmp ult i64 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %vec.ind.frozen = freeze <32 x i64> %vec.ind
  %0 = udiv <32 x i64> %vec.ind.frozen, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %1 = getelementptr inbounds float, float* %a, <32 x i64> %0
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %1, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %2 = mul <32 x i64> %0, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %.decomposed = sub <32 x i64> %vec.ind.frozen, %2
  %3 = getelementptr inbounds float, float* %a, <32 x i64> %.decomposed
  %wide.masked.gather8 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %3, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %4 = fadd <32 x float> %wide.masked.gather, %wide.masked.gather8
  %5 = getelementptr inbounds float, float* %out, i64 %index
  %6 = bitcast float* %5 to <32 x float>*
  store <32 x float> %4, <32 x float>* %6, align 4
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %i.07.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %i.07 = phi i64 [ %inc, %for.body ], [ %i.07.ph, %for.body.preheader9 ]
  %div = udiv i64 %i.07, 3
  %arrayidx = getelementptr inbounds float, float* %a, i64 %div
  %8 = load float, float* %arrayidx, align 4
  %rem = urem i64 %i.07, 3
  %arrayidx1 = getelementptr inbounds float, float* %a, i64 %rem
  %9 = load float, float* %arrayidx1, align 4
  %add = fadd float %8, %9
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %i.07
  store float %add, float* %arrayidx2, align 4
  %inc = add nuw i64 %i.07, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !34

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @u8_ratio(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader72, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %pred.udiv.continue71, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.udiv.continue71 ]
  %0 = getelementptr inbounds i8, i8* %b, i64 %index
  %1 = bitcast i8* %0 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %1, align 1
  %2 = icmp eq <32 x i8> %wide.load, zeroinitializer
  %3 = xor <32 x i1> %2, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %4 = extractelement <32 x i1> %3, i64 0
  br i1 %4, label %pred.udiv.if, label %pred.udiv.continue

pred.udiv.if:                                     ; preds = %vector.body
  %5 = getelementptr inbounds i8, i8* %a, i64 %index
  %6 = load i8, i8* %5, align 1
  %7 = extractelement <32 x i8> %wide.load, i64 0
  %8 = udiv i8 %6, %7
  %9 = insertelement <32 x i8> poison, i8 %8, i64 0
  br label %pred.udiv.continue

pred.udiv.continue:                               ; preds = %pred.udiv.if, %vector.body
  %10 = phi <32 x i8> [ poison, %vector.body ], [ %9, %pred.udiv.if ]
  %11 = extractelement <32 x i1> %3, i64 1
  br i1 %11, label %pred.udiv.if10, label %pred.udiv.continue11

pred.udiv.if10:                                   ; preds = %pred.udiv.continue
  %12 = or i64 %index, 1
  %13 = getelementptr inbounds i8, i8* %a, i64 %12
  %14 = load i8, i8* %13, align 1
  %15 = extractelement <32 x i8> %wide.load, i64 1
  %16 = udiv i8 %14, %15
  %17 = insertelement <32 x i8> %10, i8 %16, i64 1
  br label %pred.udiv.continue11

pred.udiv.continue11:                             ; preds = %pred.udiv.if10, %pred.udiv.continue
  %18 = phi <32 x i8> [ %10, %pred.udiv.continue ], [ %17, %pred.udiv.if10 ]
  %19 = extractelement <32 x i1> %3, i64 2
  br i1 %19, label %pred.udiv.if12, label %pred.udiv.continue13

pred.udiv.if12:                                   ; preds = %pred.udiv.continue11
  %20 = or i64 %index, 2
  %21 = getelementptr inbounds i8, i8* %a, i64 %20
  %22 = load i8, i8* %21, align 1
  %23 = extractelement <32 x i8> %wide.load, i64 2
  %24 = udiv i8 %22, %23
  %25 = insertelement <32 x i8> %18, i8 %24, i64 2
  br label %pred.udiv.continue13

pred.udiv.continue13:                             ; preds = %pred.udiv.if12, %pred.udiv.continue11
  %26 = phi <32 x i8> [ %18, %pred.udiv.continue11 ], [ %25, %pred.udiv.if12 ]
  %27 = extractelement <32 x i1> %3, i64 3
  br i1 %27, label %pred.udiv.if14, label %pred.udiv.continue15

pred.udiv.if14:                                   ; preds = %pred.udiv.continue13
  %28 = or i64 %index, 3
  %29 = getelementptr inbounds i8, i8* %a, i64 %28
  %30 = load i8, i8* %29, align 1
  %31 = extractelement <32 x i8> %wide.load, i64 3
  %32 = udiv i8 %30, %31
  %33 = insertelement <32 x i8> %26, i8 %32, i64 3
  br label %pred.udiv.continue15

pred.udiv.continue15:                             ; preds = %pred.udiv.if14, %pred.udiv.continue13
  %34 = phi <32 x i8> [ %26, %pred.udiv.continue13 ], [ %33, %pred.udiv.if14 ]
  %35 = extractelement <32 x i1> %3, i64 4
  br i1 %35, label %pred.udiv.if16, label %pred.udiv.continue17

pred.udiv.if16:                                   ; preds = %pred.udiv.continue15
  %36 = or i64 %index, 4
  %37 = getelementptr inbounds i8, i8* %a, i64 %36
  %38 = load i8, i8* %37, align 1
  %39 = extractelement <32 x i8> %wide.load, i64 4
  %40 = udiv i8 %38, %39
  %41 = insertelement <32 x i8> %34, i8 %40, i64 4
  br label %pred.udiv.continue17

pred.udiv.continue17:                             ; preds = %pred.udiv.if16, %pred.udiv.continue15
  %42 = phi <32 x i8> [ %34, %pred.udiv.continue15 ], [ %41, %pred.udiv.if16 ]
  %43 = extractelement <32 x i1> %3, i64 5
  br i1 %43, label %pred.udiv.if18, label %pred.udiv.continue19

pred.udiv.if18:                                   ; preds = %pred.udiv.continue17
  %44 = or i64 %index, 5
  %45 = getelementptr inbounds i8, i8* %a, i64 %44
  %46 = load i8, i8* %45, align 1
  %47 = extractelement <32 x i8> %wide.load, i64 5
  %48 = udiv i8 %46, %47
  %49 = insertelement <32 x i8> %42, i8 %48, i64 5
  br label %pred.udiv.continue19

pred.udiv.continue19:                             ; preds = %pred.udiv.if18, %pred.udiv.continue17
  %50 = phi <32 x i8> [ %42, %pred.udiv.continue17 ], [ %49, %pred.udiv.if18 ]
  %51 = extractelement <32 x i1> %3, i64 6
  br i1 %51, label %pred.udiv.if20, label %pred.udiv.continue21

pred.udiv.if20:                                   ; preds = %pred.udiv.continue19
  %52 = or i64 %index, 6
  %53 = getelementptr inbounds i8, i8* %a, i64 %52
  %54 = load i8, i8* %53, align 1
  %55 = extractelement <32 x i8> %wide.load, i64 6
  %56 = udiv i8 %54, %55
  %57 = insertelement <32 x i8> %50, i8 %56, i64 6
  br label %pred.udiv.continue21

pred.udiv.continue21:                             ; preds = %pred.udiv.if20, %pred.udiv.continue19
  %58 = phi <32 x i8> [ %50, %pred.udiv.continue19 ], [ %57, %pred.udiv.if20 ]
  %59 = extractelement <32 x i1> %3, i64 7
  br i1 %59, label %pred.udiv.if22, label %pred.udiv.continue23

pred.udiv.if22:                                   ; preds = %pred.udiv.continue21
  %60 = or i64 %index, 7
  %61 = getelementptr inbounds i8, i8* %a, i64 %60
  %62 = load i8, i8* %61, align 1
  %63 = extractelement <32 x i8> %wide.load, i64 7
  %64 = udiv i8 %62, %63
  %65 = insertelement <32 x i8> %58, i8 %64, i64 7
  br label %pred.udiv.continue23

pred.udiv.continue23:                             ; preds = %pred.udiv.if22, %pred.udiv.continue21
  %66 = phi <32 x i8> [ %58, %pred.udiv.continue21 ], [ %65, %pred.udiv.if22 ]
  %67 = extractelement <32 x i1> %3, i64 8
  br i1 %67, label %pred.udiv.if24, label %pred.udiv.continue25

pred.udiv.if24:                                   ; preds = %pred.udiv.continue23
  %68 = or i64 %index, 8
  %69 = getelementptr inbounds i8, i8* %a, i64 %68
  %70 = load i8, i8* %69, align 1
  %71 = extractelement <32 x i8> %wide.load, i64 8
  %72 = udiv i8 %70, %71
  %73 = insertelement <32 x i8> %66, i8 %72, i64 8
  br label %pred.udiv.continue25

pred.udiv.continue25:                             ; preds = %pred.udiv.if24, %pred.udiv.continue23
  %74 = phi <32 x i8> [ %66, %pred.udiv.continue23 ], [ %73, %pred.udiv.if24 ]
  %75 = extractelement <32 x i1> %3, i64 9
  br i1 %75, label %pred.udiv.if26, label %pred.udiv.continue27

pred.udiv.if26:                                   ; preds = %pred.udiv.continue25
  %76 = or i64 %index, 9
  %77 = getelementptr inbounds i8, i8* %a, i64 %76
  %78 = load i8, i8* %77, align 1
  %79 = extractelement <32 x i8> %wide.load, i64 9
  %80 = udiv i8 %78, %79
  %81 = insertelement <32 x i8> %74, i8 %80, i64 9
  br label %pred.udiv.continue27

pred.udiv.continue27:                             ; preds = %pred.udiv.if26, %pred.udiv.continue25
  %82 = phi <32 x i8> [ %74, %pred.udiv.continue25 ], [ %81, %pred.udiv.if26 ]
  %83 = extractelement <32 x i1> %3, i64 10
  br i1 %83, label %pred.udiv.if28, label %pred.udiv.continue29

pred.udiv.if28:                                   ; preds = %pred.udiv.continue27
  %84 = or i64 %index, 10
  %85 = getelementptr inbounds i8, i8* %a, i64 %84
  %86 = load i8, i8* %85, align 1
  %87 = extractelement <32 x i8> %wide.load, i64 10
  %88 = udiv i8 %86, %87
  %89 = insertelement <32 x i8> %82, i8 %88, i64 10
  br label %pred.udiv.continue29

pred.udiv.continue29:                             ; preds = %pred.udiv.if28, %pred.udiv.continue27
  %90 = phi <32 x i8> [ %82, %pred.udiv.continue27 ], [ %89, %pred.udiv.if28 ]
  %91 = extractelement <32 x i1> %3, i64 11
  br i1 %91, label %pred.udiv.if30, label %pred.udiv.continue31

pred.udiv.if30:                                   ; preds = %pred.udiv.continue29
  %92 = or i64 %index, 11
  %93 = getelementptr inbounds i8, i8* %a, i64 %92
  %94 = load i8, i8* %93, align 1
  %95 = extractelement <32 x i8> %wide.load, i64 11
  %96 = udiv i8 %94, %95
  %97 = insertelement <32 x i8> %90, i8 %96, i64 11
  br label %pred.udiv.continue31

pred.udiv.continue31:                             ; preds = %pred.udiv.if30, %pred.udiv.continue29
  %98 = phi <32 x i8> [ %90, %pred.udiv.continue29 ], [ %97, %pred.udiv.if30 ]
  %99 = extractelement <32 x i1> %3, i64 12
  br i1 %99, label %pred.udiv.if32, label %pred.udiv.continue33

pred.udiv.if32:                                   ; preds = %pred.udiv.continue31
  %100 = or i64 %index, 12
  %101 = getelementptr inbounds i8, i8* %a, i64 %100
  %102 = load i8, i8* %101, align 1
  %103 = extractelement <32 x i8> %wide.load, i64 12
  %104 = udiv i8 %102, %103
  %105 = insertelement <32 x i8> %98, i8 %104, i64 12
  br label %pred.udiv.continue33

pred.udiv.continue33:                             ; preds = %pred.udiv.if32, %pred.udiv.continue31
  %106 = phi <32 x i8> [ %98, %pred.udiv.continue31 ], [ %105, %pred.udiv.if32 ]
  %107 = extractelement <32 x i1> %3, i64 13
  br i1 %107, label %pred.udiv.if34, label %pred.udiv.continue35

pred.udiv.if34:                                   ; preds = %pred.udiv.continue33
  %108 = or i64 %index, 13
  %109 = getelementptr inbounds i8, i8* %a, i64 %108
  %110 = load i8, i8* %109, align 1
  %111 = extractelement <32 x i8> %wide.load, i64 13
  %112 = udiv i8 %110, %111
  %113 = insertelement <32 x i8> %106, i8 %112, i64 13
  br label %pred.udiv.continue35

pred.udiv.continue35:                             ; preds = %pred.udiv.if34, %pred.udiv.continue33
  %114 = phi <32 x i8> [ %106, %pred.udiv.continue33 ], [ %113, %pred.udiv.if34 ]
  %115 = extractelement <32 x i1> %3, i64 14
  br i1 %115, label %pred.udiv.if36, label %pred.udiv.continue37

pred.udiv.if36:                                   ; preds = %pred.udiv.continue35
  %116 = or i64 %index, 14
  %117 = getelementptr inbounds i8, i8* %a, i64 %116
  %118 = load i8, i8* %117, align 1
  %119 = extractelement <32 x i8> %wide.load, i64 14
  %120 = udiv i8 %118, %119
  %121 = insertelement <32 x i8> %114, i8 %120, i64 14
  br label %pred.udiv.continue37

pred.udiv.continue37:                             ; preds = %pred.udiv.if36, %pred.udiv.continue35
  %122 = phi <32 x i8> [ %114, %pred.udiv.continue35 ], [ %121, %pred.udiv.if36 ]
  %123 = extractelement <32 x i1> %3, i64 15
  br i1 %123, label %pred.udiv.if38, label %pred.udiv.continue39

pred.udiv.if38:                                   ; preds = %pred.udiv.continue37
  %124 = or i64 %index, 15
  %125 = getelementptr inbounds i8, i8* %a, i64 %124
  %126 = load i8, i8* %125, align 1
  %127 = extractelement <32 x i8> %wide.load, i64 15
  %128 = udiv i8 %126, %127
  %129 = insertelement <32 x i8> %122, i8 %128, i64 15
  br label %pred.udiv.continue39

pred.udiv.continue39:                             ; preds = %pred.udiv.if38, %pred.udiv.continue37
  %130 = phi <32 x i8> [ %122, %pred.udiv.continue37 ], [ %129, %pred.udiv.if38 ]
  %131 = extractelement <32 x i1> %3, i64 16
  br i1 %131, label %pred.udiv.if40, label %pred.udiv.continue41

pred.udiv.if40:                                   ; preds = %pred.udiv.continue39
  %132 = or i64 %index, 16
  %133 = getelementptr inbounds i8, i8* %a, i64 %132
  %134 = load i8, i8* %133, align 1
  %135 = extractelement <32 x i8> %wide.load, i64 16
  %136 = udiv i8 %134, %135
  %137 = insertelement <32 x i8> %130, i8 %136, i64 16
  br label %pred.udiv.continue41

pred.udiv.continue41:                             ; preds = %pred.udiv.if40, %pred.udiv.continue39
  %138 = phi <32 x i8> [ %130, %pred.udiv.continue39 ], [ %137, %pred.udiv.if40 ]
  %139 = extractelement <32 x i1> %3, i64 17
  br i1 %139, label %pred.udiv.if42, label %pred.udiv.continue43

pred.udiv.if42:                                   ; preds = %pred.udiv.continue41
  %140 = or i64 %index, 17
  %141 = getelementptr inbounds i8, i8* %a, i64 %140
  %142 = load i8, i8* %141, align 1
  %143 = extractelement <32 x i8> %wide.load, i64 17
  %144 = udiv i8 %142, %143
  %145 = insertelement <32 x i8> %138, i8 %144, i64 17
  br label %pred.udiv.continue43

pred.udiv.continue43:                             ; preds = %pred.udiv.if42, %pred.udiv.continue41
  %146 = phi <32 x i8> [ %138, %pred.udiv.continue41 ], [ %145, %pred.udiv.if42 ]
  %147 = extractelement <32 x i1> %3, i64 18
  br i1 %147, label %pred.udiv.if44, label %pred.udiv.continue45

pred.udiv.if44:                                   ; preds = %pred.udiv.continue43
  %148 = or i64 %index, 18
  %149 = getelementptr inbounds i8, i8* %a, i64 %148
  %150 = load i8, i8* %149, align 1
  %151 = extractelement <32 x i8> %wide.load, i64 18
  %152 = udiv i8 %150, %151
  %153 = insertelement <32 x i8> %146, i8 %152, i64 18
  br label %pred.udiv.continue45

pred.udiv.continue45:                             ; preds = %pred.udiv.if44, %pred.udiv.continue43
  %154 = phi <32 x i8> [ %146, %pred.udiv.continue43 ], [ %153, %pred.udiv.if44 ]
  %155 = extractelement <32 x i1> %3, i64 19
  br i1 %155, label %pred.udiv.if46, label %pred.udiv.continue47

pred.udiv.if46:                                   ; preds = %pred.udiv.continue45
  %156 = or i64 %index, 19
  %157 = getelementptr inbounds i8, i8* %a, i64 %156
  %158 = load i8, i8* %157, align 1
  %159 = extractelement <32 x i8> %wide.load, i64 19
  %160 = udiv i8 %158, %159
  %161 = insertelement <32 x i8> %154, i8 %160, i64 19
  br label %pred.udiv.continue47

pred.udiv.continue47:                             ; preds = %pred.udiv.if46, %pred.udiv.continue45
  %162 = phi <32 x i8> [ %154, %pred.udiv.continue45 ], [ %161, %pred.udiv.if46 ]
  %163 = extractelement <32 x i1> %3, i64 20
  br i1 %163, label %pred.udiv.if48, label %pred.udiv.continue49

pred.udiv.if48:                                   ; preds = %pred.udiv.continue47
  %164 = or i64 %index, 20
  %165 = getelementptr inbounds i8, i8* %a, i64 %164
  %166 = load i8, i8* %165, align 1
  %167 = extractelement <32 x i8> %wide.load, i64 20
  %168 = udiv i8 %166, %167
  %169 = insertelement <32 x i8> %162, i8 %168, i64 20
  br label %pred.udiv.continue49

pred.udiv.continue49:                             ; preds = %pred.udiv.if48, %pred.udiv.continue47
  %170 = phi <32 x i8> [ %162, %pred.udiv.continue47 ], [ %169, %pred.udiv.if48 ]
  %171 = extractelement <32 x i1> %3, i64 21
  br i1 %171, label %pred.udiv.if50, label %pred.udiv.continue51

pred.udiv.if50:                                   ; preds = %pred.udiv.continue49
  %172 = or i64 %index, 21
  %173 = getelementptr inbounds i8, i8* %a, i64 %172
  %174 = load i8, i8* %173, align 1
  %175 = extractelement <32 x i8> %wide.load, i64 21
  %176 = udiv i8 %174, %175
  %177 = insertelement <32 x i8> %170, i8 %176, i64 21
  br label %pred.udiv.continue51

pred.udiv.continue51:                             ; preds = %pred.udiv.if50, %pred.udiv.continue49
  %178 = phi <32 x i8> [ %170, %pred.udiv.continue49 ], [ %177, %pred.udiv.if50 ]
  %179 = extractelement <32 x i1> %3, i64 22
  br i1 %179, label %pred.udiv.if52, label %pred.udiv.continue53

pred.udiv.if52:                                   ; preds = %pred.udiv.continue51
  %180 = or i64 %index, 22
  %181 = getelementptr inbounds i8, i8* %a, i64 %180
  %182 = load i8, i8* %181, align 1
  %183 = extractelement <32 x i8> %wide.load, i64 22
  %184 = udiv i8 %182, %183
  %185 = insertelement <32 x i8> %178, i8 %184, i64 22
  br label %pred.udiv.continue53

pred.udiv.continue53:                             ; preds = %pred.udiv.if52, %pred.udiv.continue51
  %186 = phi <32 x i8> [ %178, %pred.udiv.continue51 ], [ %185, %pred.udiv.if52 ]
  %187 = extractelement <32 x i1> %3, i64 23
  br i1 %187, label %pred.udiv.if54, label %pred.udiv.continue55

pred.udiv.if54:                                   ; preds = %pred.udiv.continue53
  %188 = or i64 %index, 23
  %189 = getelementptr inbounds i8, i8* %a, i64 %188
  %190 = load i8, i8* %189, align 1
  %191 = extractelement <32 x i8> %wide.load, i64 23
  %192 = udiv i8 %190, %191
  %193 = insertelement <32 x i8> %186, i8 %192, i64 23
  br label %pred.udiv.continue55

pred.udiv.continue55:                             ; preds = %pred.udiv.if54, %pred.udiv.continue53
  %194 = phi <32 x i8> [ %186, %pred.udiv.continue53 ], [ %193, %pred.udiv.if54 ]
  %195 = extractelement <32 x i1> %3, i64 24
  br i1 %195, label %pred.udiv.if56, label %pred.udiv.continue57

pred.udiv.if56:                                   ; preds = %pred.udiv.continue55
  %196 = or i64 %index, 24
  %197 = getelementptr inbounds i8, i8* %a, i64 %196
  %198 = load i8, i8* %197, align 1
  %199 = extractelement <32 x i8> %wide.load, i64 24
  %200 = udiv i8 %198, %199
  %201 = insertelement <32 x i8> %194, i8 %200, i64 24
  br label %pred.udiv.continue57

pred.udiv.continue57:                             ; preds = %pred.udiv.if56, %pred.udiv.continue55
  %202 = phi <32 x i8> [ %194, %pred.udiv.continue55 ], [ %201, %pred.udiv.if56 ]
  %203 = extractelement <32 x i1> %3, i64 25
  br i1 %203, label %pred.udiv.if58, label %pred.udiv.continue59

pred.udiv.if58:                                   ; preds = %pred.udiv.continue57
  %204 = or i64 %index, 25
  %205 = getelementptr inbounds i8, i8* %a, i64 %204
  %206 = load i8, i8* %205, align 1
  %207 = extractelement <32 x i8> %wide.load, i64 25
  %208 = udiv i8 %206, %207
  %209 = insertelement <32 x i8> %202, i8 %208, i64 25
  br label %pred.udiv.continue59

pred.udiv.continue59:                             ; preds = %pred.udiv.if58, %pred.udiv.continue57
  %210 = phi <32 x i8> [ %202, %pred.udiv.continue57 ], [ %209, %pred.udiv.if58 ]
  %211 = extractelement <32 x i1> %3, i64 26
  br i1 %211, label %pred.udiv.if60, label %pred.udiv.continue61

pred.udiv.if60:                                   ; preds = %pred.udiv.continue59
  %212 = or i64 %index, 26
  %213 = getelementptr inbounds i8, i8* %a, i64 %212
  %214 = load i8, i8* %213, align 1
  %215 = extractelement <32 x i8> %wide.load, i64 26
  %216 = udiv i8 %214, %215
  %217 = insertelement <32 x i8> %210, i8 %216, i64 26
  br label %pred.udiv.continue61

pred.udiv.continue61:                             ; preds = %pred.udiv.if60, %pred.udiv.continue59
  %218 = phi <32 x i8> [ %210, %pred.udiv.continue59 ], [ %217, %pred.udiv.if60 ]
  %219 = extractelement <32 x i1> %3, i64 27
  br i1 %219, label %pred.udiv.if62, label %pred.udiv.continue63

pred.udiv.if62:                                   ; preds = %pred.udiv.continue61
  %220 = or i64 %index, 27
  %221 = getelementptr inbounds i8, i8* %a, i64 %220
  %222 = load i8, i8* %221, align 1
  %223 = extractelement <32 x i8> %wide.load, i64 27
  %224 = udiv i8 %222, %223
  %225 = insertelement <32 x i8> %218, i8 %224, i64 27
  br label %pred.udiv.continue63

pred.udiv.continue63:                             ; preds = %pred.udiv.if62, %pred.udiv.continue61
  %226 = phi <32 x i8> [ %218, %pred.udiv.continue61 ], [ %225, %pred.udiv.if62 ]
  %227 = extractelement <32 x i1> %3, i64 28
  br i1 %227, label %pred.udiv.if64, label %pred.udiv.continue65

pred.udiv.if64:                                   ; preds = %pred.udiv.continue63
  %228 = or i64 %index, 28
  %229 = getelementptr inbounds i8, i8* %a, i64 %228
  %230 = load i8, i8* %229, align 1
  %231 = extractelement <32 x i8> %wide.load, i64 28
  %232 = udiv i8 %230, %231
  %233 = insertelement <32 x i8> %226, i8 %232, i64 28
  br label %pred.udiv.continue65

pred.udiv.continue65:                             ; preds = %pred.udiv.if64, %pred.udiv.continue63
  %234 = phi <32 x i8> [ %226, %pred.udiv.continue63 ], [ %233, %pred.udiv.if64 ]
  %235 = extractelement <32 x i1> %3, i64 29
  br i1 %235, label %pred.udiv.if66, label %pred.udiv.continue67

pred.udiv.if66:                                   ; preds = %pred.udiv.continue65
  %236 = or i64 %index, 29
  %237 = getelementptr inbounds i8, i8* %a, i64 %236
  %238 = load i8, i8* %237, align 1
  %239 = extractelement <32 x i8> %wide.load, i64 29
  %240 = udiv i8 %238, %239
  %241 = insertelement <32 x i8> %234, i8 %240, i64 29
  br label %pred.udiv.continue67

pred.udiv.continue67:                             ; preds = %pred.udiv.if66, %pred.udiv.continue65
  %242 = phi <32 x i8> [ %234, %pred.udiv.continue65 ], [ %241, %pred.udiv.if66 ]
  %243 = extractelement <32 x i1> %3, i64 30
  br i1 %243, label %pred.udiv.if68, label %pred.udiv.continue69

pred.udiv.if68:                                   ; preds = %pred.udiv.continue67
  %244 = or i64 %index, 30
  %245 = getelementptr inbounds i8, i8* %a, i64 %244
  %246 = load i8, i8* %245, align 1
  %247 = extractelement <32 x i8> %wide.load, i64 30
  %248 = udiv i8 %246, %247
  %249 = insertelement <32 x i8> %242, i8 %248, i64 30
  br label %pred.udiv.continue69

pred.udiv.continue69:                             ; preds = %pred.udiv.if68, %pred.udiv.continue67
  %250 = phi <32 x i8> [ %242, %pred.udiv.continue67 ], [ %249, %pred.udiv.if68 ]
  %251 = extractelement <32 x i1> %3, i64 31
  br i1 %251, label %pred.udiv.if70, label %pred.udiv.continue71

pred.udiv.if70:                                   ; preds = %pred.udiv.continue69
  %252 = or i64 %index, 31
  %253 = getelementptr inbounds i8, i8* %a, i64 %252
  %254 = load i8, i8* %253, align 1
  %255 = extractelement <32 x i8> %wide.load, i64 31
  %256 = udiv i8 %254, %255
  %257 = insertelement <32 x i8> %250, i8 %256, i64 31
  br label %pred.udiv.continue71

pred.udiv.continue71:                             ; preds = %pred.udiv.if70, %pred.udiv.continue69
  %258 = phi <32 x i8> [ %250, %pred.udiv.continue69 ], [ %257, %pred.udiv.if70 ]
  %predphi = select <32 x i1> %2, <32 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <32 x i8> %258
  %259 = getelementptr inbounds i8, i8* %out, i64 %index
  %260 = bitcast i8* %259 to <32 x i8>*
  store <32 x i8> %predphi, <32 x i8>* %260, align 1
  %index.next = add nuw i64 %index, 32
  %261 = icmp eq i64 %index.next, %n.vec
  br i1 %261, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %pred.udiv.continue71
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader72

for.body.preheader72:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader72, %cond.end
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %indvars.iv.ph, %for.body.preheader72 ]
  %arrayidx = getelementptr inbounds i8, i8* %b, i64 %indvars.iv
  %262 = load i8, i8* %arrayidx, align 1
  %tobool.not = icmp eq i8 %262, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %263 = load i8, i8* %arrayidx2, align 1
  %264 = udiv i8 %263, %262
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i8 [ %264, %cond.true ], [ -1, %for.body ]
  %arrayidx9 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %cond, i8* %arrayidx9, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !36

for.end:                                          ; preds = %cond.end, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @i16_mod(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i16 noundef signext %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %entry
  %conv1 = sext i16 %m to i32
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %conv1, i64 0
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
  %4 = getelementptr inbounds i16, i16* %a, i64 %index
  %5 = bitcast i16* %4 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %5, align 2
  %6 = sext <32 x i16> %wide.load to <32 x i32>
  %7 = srem <32 x i32> %6, %broadcast.splat
  %8 = trunc <32 x i32> %7 to <32 x i16>
  %9 = getelementptr inbounds i16, i16* %out, i64 %index
  %10 = bitcast i16* %9 to <32 x i16>*
  store <32 x i16> %8, <32 x i16>* %10, align 2
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i16, i16* %a, i64 %index.next
  %12 = bitcast i16* %11 to <32 x i16>*
  %wide.load.1 = load <32 x i16>, <32 x i16>* %12, align 2
  %13 = sext <32 x i16> %wide.load.1 to <32 x i32>
  %14 = srem <32 x i32> %13, %broadcast.splat
  %15 = trunc <32 x i32> %14 to <32 x i16>
  %16 = getelementptr inbounds i16, i16* %out, i64 %index.next
  %17 = bitcast i16* %16 to <32 x i16>*
  store <32 x i16> %15, <32 x i16>* %17, align 2
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !37

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i16, i16* %a, i64 %index.unr
  %19 = bitcast i16* %18 to <32 x i16>*
  %wide.load.epil = load <32 x i16>, <32 x i16>* %19, align 2
  %20 = sext <32 x i16> %wide.load.epil to <32 x i32>
  %21 = srem <32 x i32> %20, %broadcast.splat
  %22 = trunc <32 x i32> %21 to <32 x i16>
  %23 = getelementptr inbounds i16, i16* %out, i64 %index.unr
  %24 = bitcast i16* %23 to <32 x i16>*
  store <32 x i16> %22, <32 x i16>* %24, align 2
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %for.body.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %25 = load i16, i16* %arrayidx, align 2
  %conv = sext i16 %25 to i32
  %rem = srem i32 %conv, %conv1
  %conv2 = trunc i32 %rem to i16
  %arrayidx4 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %conv2, i16* %arrayidx4, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !38

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @hash_mod(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i64, i64* %a, i64 %index
  %5 = bitcast i64* %4 to <32 x i64>*
  %wide.load = load <32 x i64>, <32 x i64>* %5, align 8
  %6 = urem <32 x i64> %wide.load, <i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003>
  %7 = getelementptr inbounds i64, i64* %out, i64 %index
  %8 = bitcast i64* %7 to <32 x i64>*
  store <32 x i64> %6, <32 x i64>* %8, align 8
  %index.next = or i64 %index, 32
  %9 = getelementptr inbounds i64, i64* %a, i64 %index.next
  %10 = bitcast i64* %9 to <32 x i64>*
  %wide.load.1 = load <32 x i64>, <32 x i64>* %10, align 8
  %11 = urem <32 x i64> %wide.load.1, <i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003>
  %12 = getelementptr inbounds i64, i64* %out, i64 %index.next
  %13 = bitcast i64* %12 to <32 x i64>*
  store <32 x i64> %11, <32 x i64>* %13, align 8
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !39

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i64, i64* %a, i64 %index.unr
  %15 = bitcast i64* %14 to <32 x i64>*
  %wide.load.epil = load <32 x i64>, <32 x i64>* %15, align 8
  %16 = urem <32 x i64> %wide.load.epil, <i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003, i64 1000003>
  %17 = getelementptr inbounds i64, i64* %out, i64 %index.unr
  %18 = bitcast i64* %17 to <32 x i64>*
  store <32 x i64> %16, <32 x i64>* %18, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i64, i64* %a, i64 %indvars.iv
  %19 = load i64, i64* %arrayidx, align 8
  %rem = urem i64 %19, 1000003
  %arrayidx2 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %rem, i64* %arrayidx2, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !40

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @minutes(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %secs, i32 noundef %n) local_unnamed_addr #0 {
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
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i64, i64* %secs, i64 %index
  %5 = bitcast i64* %4 to <32 x i64>*
  %wide.load = load <32 x i64>, <32 x i64>* %5, align 8
  %6 = sdiv <32 x i64> %wide.load, <i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60>
  %7 = getelementptr inbounds i64, i64* %out, i64 %index
  %8 = bitcast i64* %7 to <32 x i64>*
  store <32 x i64> %6, <32 x i64>* %8, align 8
  %index.next = or i64 %index, 32
  %9 = getelementptr inbounds i64, i64* %secs, i64 %index.next
  %10 = bitcast i64* %9 to <32 x i64>*
  %wide.load.1 = load <32 x i64>, <32 x i64>* %10, align 8
  %11 = sdiv <32 x i64> %wide.load.1, <i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60>
  %12 = getelementptr inbounds i64, i64* %out, i64 %index.next
  %13 = bitcast i64* %12 to <32 x i64>*
  store <32 x i64> %11, <32 x i64>* %13, align 8
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !41

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i64, i64* %secs, i64 %index.unr
  %15 = bitcast i64* %14 to <32 x i64>*
  %wide.load.epil = load <32 x i64>, <32 x i64>* %15, align 8
  %16 = sdiv <32 x i64> %wide.load.epil, <i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60, i64 -60>
  %17 = getelementptr inbounds i64, i64* %out, i64 %index.unr
  %18 = bitcast i64* %17 to <32 x i64>*
  store <32 x i64> %16, <32 x i64>* %18, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i64, i64* %secs, i64 %indvars.iv
  %19 = load i64, i64* %arrayidx, align 8
  %div = sdiv i64 %19, -60
  %arrayidx2 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %div, i64* %arrayidx2, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !42

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readonly willreturn }

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
!31 = distinct !{!31, !7, !8}
!32 = distinct !{!32, !7, !10, !8}
!33 = distinct !{!33, !7, !8}
!34 = distinct !{!34, !7, !10, !8}
!35 = distinct !{!35, !7, !8}
!36 = distinct !{!36, !7, !10, !8}
!37 = distinct !{!37, !7, !8}
!38 = distinct !{!38, !7, !10, !8}
!39 = distinct !{!39, !7, !8}
!40 = distinct !{!40, !7, !10, !8}
!41 = distinct !{!41, !7, !8}
!42 = distinct !{!42, !7, !10, !8}
