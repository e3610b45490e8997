; ModuleID = '<stdin>'
source_filename = "fdiv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @mean3(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, float* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %b, i64 %index
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load9 = load <32 x float>, <32 x float>* %7, align 4
  %8 = fadd <32 x float> %wide.load, %wide.load9
  %9 = getelementptr inbounds float, float* %c, i64 %index
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load10 = load <32 x float>, <32 x float>* %10, align 4
  %11 = fadd <32 x float> %8, %wide.load10
  %12 = fdiv <32 x float> %11, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %13 = getelementptr inbounds float, float* %out, i64 %index
  %14 = bitcast float* %13 to <32 x float>*
  store <32 x float> %12, <32 x float>* %14, align 4
  %index.next = or i64 %index, 32
  %15 = getelementptr inbounds float, float* %a, i64 %index.next
  %16 = bitcast float* %15 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %16, align 4
  %17 = getelementptr inbounds float, float* %b, i64 %index.next
  %18 = bitcast float* %17 to <32 x float>*
  %wide.load9.1 = load <32 x float>, <32 x float>* %18, align 4
  %19 = fadd <32 x float> %wide.load.1, %wide.load9.1
  %20 = getelementptr inbounds float, float* %c, i64 %index.next
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load10.1 = load <32 x float>, <32 x float>* %21, align 4
  %22 = fadd <32 x float> %19, %wide.load10.1
  %23 = fdiv <32 x float> %22, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %24 = getelementptr inbounds float, float* %out, i64 %index.next
  %25 = bitcast float* %24 to <32 x float>*
  store <32 x float> %23, <32 x float>* %25, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds float, float* %a, i64 %index.unr
  %27 = bitcast float* %26 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %27, align 4
  %28 = getelementptr inbounds float, float* %b, i64 %index.unr
  %29 = bitcast float* %28 to <32 x float>*
  %wide.load9.epil = load <32 x float>, <32 x float>* %29, align 4
  %30 = fadd <32 x float> %wide.load.epil, %wide.load9.epil
  %31 = getelementptr inbounds float, float* %c, i64 %index.unr
  %32 = bitcast float* %31 to <32 x float>*
  %wide.load10.epil = load <32 x float>, <32 x float>* %32, align 4
  %33 = fadd <32 x float> %30, %wide.load10.epil
  %34 = fdiv <32 x float> %33, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
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
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %37 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %38 = load float, float* %arrayidx2, align 4
  %add = fadd float %37, %38
  %arrayidx4 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  %39 = load float, float* %arrayidx4, align 4
  %add5 = fadd float %add, %39
  %div = fdiv float %add5, 3.000000e+00
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx7, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @ratio(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %b, i64 %index
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load8 = load <32 x float>, <32 x float>* %7, align 4
  %8 = fdiv <32 x float> %wide.load, %wide.load8
  %9 = getelementptr inbounds float, float* %out, i64 %index
  %10 = bitcast float* %9 to <32 x float>*
  store <32 x float> %8, <32 x float>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds float, float* %a, i64 %index.next
  %12 = bitcast float* %11 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %12, align 4
  %13 = getelementptr inbounds float, float* %b, i64 %index.next
  %14 = bitcast float* %13 to <32 x float>*
  %wide.load8.1 = load <32 x float>, <32 x float>* %14, align 4
  %15 = fdiv <32 x float> %wide.load.1, %wide.load8.1
  %16 = getelementptr inbounds float, float* %out, i64 %index.next
  %17 = bitcast float* %16 to <32 x float>*
  store <32 x float> %15, <32 x float>* %17, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !11

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds float, float* %a, i64 %index.unr
  %19 = bitcast float* %18 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %19, align 4
  %20 = getelementptr inbounds float, float* %b, i64 %index.unr
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load8.epil = load <32 x float>, <32 x float>* %21, align 4
  %22 = fdiv <32 x float> %wide.load.epil, %wide.load8.epil
  %23 = getelementptr inbounds float, float* %out, i64 %index.unr
  %24 = bitcast float* %23 to <32 x float>*
  store <32 x float> %22, <32 x float>* %24, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %25 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %26 = load float, float* %arrayidx2, align 4
  %div = fdiv float %25, %26
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @normalize(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float noundef %total, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x float> poison, float %total, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
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
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = fdiv <32 x float> %wide.load, %broadcast.splat
  %7 = getelementptr inbounds float, float* %out, i64 %index
  %8 = bitcast float* %7 to <32 x float>*
  store <32 x float> %6, <32 x float>* %8, align 4
  %index.next = or i64 %index, 32
  %9 = getelementptr inbounds float, float* %a, i64 %index.next
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %10, align 4
  %11 = fdiv <32 x float> %wide.load.1, %broadcast.splat
  %12 = getelementptr inbounds float, float* %out, i64 %index.next
  %13 = bitcast float* %12 to <32 x float>*
  store <32 x float> %11, <32 x float>* %13, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds float, float* %a, i64 %index.unr
  %15 = bitcast float* %14 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %15, align 4
  %16 = fdiv <32 x float> %wide.load.epil, %broadcast.splat
  %17 = getelementptr inbounds float, float* %out, i64 %index.unr
  %18 = bitcast float* %17 to <32 x float>*
  store <32 x float> %16, <32 x float>* %18, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %19 = load float, float* %arrayidx, align 4
  %div = fdiv float %19, %total
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @reciprocal(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = fdiv <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load
  %7 = getelementptr inbounds float, float* %out, i64 %index
  %8 = bitcast float* %7 to <32 x float>*
  store <32 x float> %6, <32 x float>* %8, align 4
  %index.next = or i64 %index, 32
  %9 = getelementptr inbounds float, float* %a, i64 %index.next
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %10, align 4
  %11 = fdiv <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load.1
  %12 = getelementptr inbounds float, float* %out, i64 %index.next
  %13 = bitcast float* %12 to <32 x float>*
  store <32 x float> %11, <32 x float>* %13, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !15

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds float, float* %a, i64 %index.unr
  %15 = bitcast float* %14 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %15, align 4
  %16 = fdiv <32 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %wide.load.epil
  %17 = getelementptr inbounds float, float* %out, i64 %index.unr
  %18 = bitcast float* %17 to <32 x float>*
  store <32 x float> %16, <32 x float>* %18, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %19 = load float, float* %arrayidx, align 4
  %div = fdiv float 1.000000e+00, %19
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @to_celsius(float* noalias nocapture noundef writeonly %c, float* noalias nocapture noundef readonly %f, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds float, float* %f, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = fadd <32 x float> %wide.load, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %7 = fmul <32 x float> %6, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %8 = fdiv <32 x float> %7, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %9 = getelementptr inbounds float, float* %c, i64 %index
  %10 = bitcast float* %9 to <32 x float>*
  store <32 x float> %8, <32 x float>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds float, float* %f, i64 %index.next
  %12 = bitcast float* %11 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %12, align 4
  %13 = fadd <32 x float> %wide.load.1, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %14 = fmul <32 x float> %13, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %15 = fdiv <32 x float> %14, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %16 = getelementptr inbounds float, float* %c, i64 %index.next
  %17 = bitcast float* %16 to <32 x float>*
  store <32 x float> %15, <32 x float>* %17, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !17

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds float, float* %f, i64 %index.unr
  %19 = bitcast float* %18 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %19, align 4
  %20 = fadd <32 x float> %wide.load.epil, <float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01, float -3.200000e+01>
  %21 = fmul <32 x float> %20, <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>
  %22 = fdiv <32 x float> %21, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>
  %23 = getelementptr inbounds float, float* %c, i64 %index.unr
  %24 = bitcast float* %23 to <32 x float>*
  store <32 x float> %22, <32 x float>* %24, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds float, float* %f, i64 %indvars.iv
  %25 = load float, float* %arrayidx, align 4
  %sub = fadd float %25, -3.200000e+01
  %mul = fmul float %sub, 5.000000e+00
  %div = fdiv float %mul, 9.000000e+00
  %arrayidx2 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  store float %div, float* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @safe_div(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds float, float* %b, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = fcmp une <32 x float> %wide.load, zeroinitializer
  %7 = getelementptr float, float* %a, i64 %index
  %8 = bitcast float* %7 to <32 x float>*
  %wide.masked.load = call <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>* %8, i32 4, <32 x i1> %6, <32 x float> poison)
  %9 = fdiv <32 x float> %wide.masked.load, %wide.load
  %predphi = select <32 x i1> %6, <32 x float> %9, <32 x float> zeroinitializer
  %10 = getelementptr inbounds float, float* %out, i64 %index
  %11 = bitcast float* %10 to <32 x float>*
  store <32 x float> %predphi, <32 x float>* %11, align 4
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds float, float* %b, i64 %index.next
  %13 = bitcast float* %12 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %13, align 4
  %14 = fcmp une <32 x float> %wide.load.1, zeroinitializer
  %15 = getelementptr float, float* %a, i64 %index.next
  %16 = bitcast float* %15 to <32 x float>*
  %wide.masked.load.1 = call <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>* %16, i32 4, <32 x i1> %14, <32 x float> poison)
  %17 = fdiv <32 x float> %wide.masked.load.1, %wide.load.1
  %predphi.1 = select <32 x i1> %14, <32 x float> %17, <32 x float> zeroinitializer
  %18 = getelementptr inbounds float, float* %out, i64 %index.next
  %19 = bitcast float* %18 to <32 x float>*
  store <32 x float> %predphi.1, <32 x float>* %19, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds float, float* %b, i64 %index.unr
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %21, align 4
  %22 = fcmp une <32 x float> %wide.load.epil, zeroinitializer
  %23 = getelementptr float, float* %a, i64 %index.unr
  %24 = bitcast float* %23 to <32 x float>*
  %wide.masked.load.epil = call <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>* %24, i32 4, <32 x i1> %22, <32 x float> poison)
  %25 = fdiv <32 x float> %wide.masked.load.epil, %wide.load.epil
  %predphi.epil = select <32 x i1> %22, <32 x float> %25, <32 x float> zeroinitializer
  %26 = getelementptr inbounds float, float* %out, i64 %index.unr
  %27 = bitcast float* %26 to <32 x float>*
  store <32 x float> %predphi.epil, <32 x float>* %27, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %cond.end
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %28 = load float, float* %arrayidx, align 4
  %cmp1 = fcmp une float %28, 0.000000e+00
  br i1 %cmp1, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %29 = load float, float* %arrayidx3, align 4
  %div = fdiv float %29, %28
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %div, %cond.true ], [ 0.000000e+00, %for.body ]
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond, float* %arrayidx7, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %cond.end, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @mean_of_counts(float* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %sum, i32* noalias nocapture noundef readonly %count, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i32, i32* %sum, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sitofp <32 x i32> %wide.load to <32 x float>
  %7 = getelementptr inbounds i32, i32* %count, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  %wide.load8 = load <32 x i32>, <32 x i32>* %8, align 4
  %9 = sitofp <32 x i32> %wide.load8 to <32 x float>
  %10 = fdiv <32 x float> %6, %9
  %11 = getelementptr inbounds float, float* %out, i64 %index
  %12 = bitcast float* %11 to <32 x float>*
  store <32 x float> %10, <32 x float>* %12, align 4
  %index.next = or i64 %index, 32
  %13 = getelementptr inbounds i32, i32* %sum, i64 %index.next
  %14 = bitcast i32* %13 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %14, align 4
  %15 = sitofp <32 x i32> %wide.load.1 to <32 x float>
  %16 = getelementptr inbounds i32, i32* %count, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.load8.1 = load <32 x i32>, <32 x i32>* %17, align 4
  %18 = sitofp <32 x i32> %wide.load8.1 to <32 x float>
  %19 = fdiv <32 x float> %15, %18
  %20 = getelementptr inbounds float, float* %out, i64 %index.next
  %21 = bitcast float* %20 to <32 x float>*
  store <32 x float> %19, <32 x float>* %21, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds i32, i32* %sum, i64 %index.unr
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %23, align 4
  %24 = sitofp <32 x i32> %wide.load.epil to <32 x float>
  %25 = getelementptr inbounds i32, i32* %count, i64 %index.unr
  %26 = bitcast i32* %25 to <32 x i32>*
  %wide.load8.epil = load <32 x i32>, <32 x i32>* %26, align 4
  %27 = sitofp <32 x i32> %wide.load8.epil to <32 x float>
  %28 = fdiv <32 x float> %24, %27
  %29 = getelementptr inbounds float, float* %out, i64 %index.unr
  %30 = bitcast float* %29 to <32 x float>*
  store <32 x float> %28, <32 x float>* %30, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %sum, i64 %indvars.iv
  %31 = load i32, i32* %arrayidx, align 4
  %conv = sitofp i32 %31 to float
  %arrayidx2 = getelementptr inbounds i32, i32* %count, i64 %indvars.iv
  %32 = load i32, i32* %arrayidx2, align 4
  %conv3 = sitofp i32 %32 to float
  %div = fdiv float %conv, %conv3
  %arrayidx5 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx5, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !22

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @slope(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %x0, float* noalias nocapture noundef readonly %y0, float* noalias nocapture noundef readonly %x1, float* noalias nocapture noundef readonly %y1, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader13, label %vector.ph

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
  %4 = getelementptr inbounds float, float* %y1, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %y0, i64 %index
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load10 = load <32 x float>, <32 x float>* %7, align 4
  %8 = fsub <32 x float> %wide.load, %wide.load10
  %9 = getelementptr inbounds float, float* %x1, i64 %index
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load11 = load <32 x float>, <32 x float>* %10, align 4
  %11 = getelementptr inbounds float, float* %x0, i64 %index
  %12 = bitcast float* %11 to <32 x float>*
  %wide.load12 = load <32 x float>, <32 x float>* %12, align 4
  %13 = fsub <32 x float> %wide.load11, %wide.load12
  %14 = fdiv <32 x float> %8, %13
  %15 = getelementptr inbounds float, float* %out, i64 %index
  %16 = bitcast float* %15 to <32 x float>*
  store <32 x float> %14, <32 x float>* %16, align 4
  %index.next = or i64 %index, 32
  %17 = getelementptr inbounds float, float* %y1, i64 %index.next
  %18 = bitcast float* %17 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %18, align 4
  %19 = getelementptr inbounds float, float* %y0, i64 %index.next
  %20 = bitcast float* %19 to <32 x float>*
  %wide.load10.1 = load <32 x float>, <32 x float>* %20, align 4
  %21 = fsub <32 x float> %wide.load.1, %wide.load10.1
  %22 = getelementptr inbounds float, float* %x1, i64 %index.next
  %23 = bitcast float* %22 to <32 x float>*
  %wide.load11.1 = load <32 x float>, <32 x float>* %23, align 4
  %24 = getelementptr inbounds float, float* %x0, i64 %index.next
  %25 = bitcast float* %24 to <32 x float>*
  %wide.load12.1 = load <32 x float>, <32 x float>* %25, align 4
  %26 = fsub <32 x float> %wide.load11.1, %wide.load12.1
  %27 = fdiv <32 x float> %21, %26
  %28 = getelementptr inbounds float, float* %out, i64 %index.next
  %29 = bitcast float* %28 to <32 x float>*
  store <32 x float> %27, <32 x float>* %29, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %30 = getelementptr inbounds float, float* %y1, i64 %index.unr
  %31 = bitcast float* %30 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %31, align 4
  %32 = getelementptr inbounds float, float* %y0, i64 %index.unr
  %33 = bitcast float* %32 to <32 x float>*
  %wide.load10.epil = load <32 x float>, <32 x float>* %33, align 4
  %34 = fsub <32 x float> %wide.load.epil, %wide.load10.epil
  %35 = getelementptr inbounds float, float* %x1, i64 %index.unr
  %36 = bitcast float* %35 to <32 x float>*
  %wide.load11.epil = load <32 x float>, <32 x float>* %36, align 4
  %37 = getelementptr inbounds float, float* %x0, i64 %index.unr
  %38 = bitcast float* %37 to <32 x float>*
  %wide.load12.epil = load <32 x float>, <32 x float>* %38, align 4
  %39 = fsub <32 x float> %wide.load11.epil, %wide.load12.epil
  %40 = fdiv <32 x float> %34, %39
  %41 = getelementptr inbounds float, float* %out, i64 %index.unr
  %42 = bitcast float* %41 to <32 x float>*
  store <32 x float> %40, <32 x float>* %42, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader13

for.body.preheader13:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader13, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader13 ]
  %arrayidx = getelementptr inbounds float, float* %y1, i64 %indvars.iv
  %43 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %y0, i64 %indvars.iv
  %44 = load float, float* %arrayidx2, align 4
  %sub = fsub float %43, %44
  %arrayidx4 = getelementptr inbounds float, float* %x1, i64 %indvars.iv
  %45 = load float, float* %arrayidx4, align 4
  %arrayidx6 = getelementptr inbounds float, float* %x0, i64 %indvars.iv
  %46 = load float, float* %arrayidx6, align 4
  %sub7 = fsub float %45, %46
  %div = fdiv float %sub, %sub7
  %arrayidx9 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx9, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !24

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @masked_div(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = fcmp ogt <32 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %7 = getelementptr float, float* %b, i64 %index
  %8 = bitcast float* %7 to <32 x float>*
  %wide.masked.load = call <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>* %8, i32 4, <32 x i1> %6, <32 x float> poison)
  %9 = fdiv <32 x float> %wide.load, %wide.masked.load
  %10 = getelementptr float, float* %out, i64 %index
  %11 = bitcast float* %10 to <32 x float>*
  call void @llvm.masked.store.v32f32.p0v32f32(<32 x float> %9, <32 x float>* %11, i32 4, <32 x i1> %6)
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds float, float* %a, i64 %index.next
  %13 = bitcast float* %12 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %13, align 4
  %14 = fcmp ogt <32 x float> %wide.load.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %15 = getelementptr float, float* %b, i64 %index.next
  %16 = bitcast float* %15 to <32 x float>*
  %wide.masked.load.1 = call <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>* %16, i32 4, <32 x i1> %14, <32 x float> poison)
  %17 = fdiv <32 x float> %wide.load.1, %wide.masked.load.1
  %18 = getelementptr float, float* %out, i64 %index.next
  %19 = bitcast float* %18 to <32 x float>*
  call void @llvm.masked.store.v32f32.p0v32f32(<32 x float> %17, <32 x float>* %19, i32 4, <32 x i1> %14)
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !25

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds float, float* %a, i64 %index.unr
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %21, align 4
  %22 = fcmp ogt <32 x float> %wide.load.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %23 = getelementptr float, float* %b, i64 %index.unr
  %24 = bitcast float* %23 to <32 x float>*
  %wide.masked.load.epil = call <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>* %24, i32 4, <32 x i1> %22, <32 x float> poison)
  %25 = fdiv <32 x float> %wide.load.epil, %wide.masked.load.epil
  %26 = getelementptr float, float* %out, i64 %index.unr
  %27 = bitcast float* %26 to <32 x float>*
  call void @llvm.masked.store.v32f32.p0v32f32(<32 x float> %25, <32 x float>* %27, i32 4, <32 x i1> %22)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %28 = load float, float* %arrayidx, align 4
  %cmp1 = fcmp ogt float %28, 1.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %29 = load float, float* %arrayidx5, align 4
  %div = fdiv float %28, %29
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %div, float* %arrayidx7, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !26

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.load.v32f32.p0v32f32(<32 x float>*, i32 immarg, <32 x i1>, <32 x float>) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32f32.p0v32f32(<32 x float>, <32 x float>*, i32 immarg, <32 x i1>) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn writeonly }

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
