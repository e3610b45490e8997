; ModuleID = '<stdin>'
source_filename = "tsvc_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @s000(float* noalias nocapture noundef writeonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

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
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %b, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %4, i64 32
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load7 = load <32 x float>, <32 x float>* %7, align 4
  %8 = getelementptr inbounds float, float* %4, i64 64
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load8 = load <32 x float>, <32 x float>* %9, align 4
  %10 = getelementptr inbounds float, float* %4, i64 96
  %11 = bitcast float* %10 to <32 x float>*
  %wide.load9 = load <32 x float>, <32 x float>* %11, align 4
  %12 = fadd <32 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %13 = fadd <32 x float> %wide.load7, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %14 = fadd <32 x float> %wide.load8, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %15 = fadd <32 x float> %wide.load9, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %16 = getelementptr inbounds float, float* %a, i64 %index
  %17 = bitcast float* %16 to <32 x float>*
  store <32 x float> %12, <32 x float>* %17, align 4
  %18 = getelementptr inbounds float, float* %16, i64 32
  %19 = bitcast float* %18 to <32 x float>*
  store <32 x float> %13, <32 x float>* %19, align 4
  %20 = getelementptr inbounds float, float* %16, i64 64
  %21 = bitcast float* %20 to <32 x float>*
  store <32 x float> %14, <32 x float>* %21, align 4
  %22 = getelementptr inbounds float, float* %16, i64 96
  %23 = bitcast float* %22 to <32 x float>*
  store <32 x float> %15, <32 x float>* %23, align 4
  %index.next = or i64 %index, 128
  %24 = getelementptr inbounds float, float* %b, i64 %index.next
  %25 = bitcast float* %24 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %25, align 4
  %26 = getelementptr inbounds float, float* %24, i64 32
  %27 = bitcast float* %26 to <32 x float>*
  %wide.load7.1 = load <32 x float>, <32 x float>* %27, align 4
  %28 = getelementptr inbounds float, float* %24, i64 64
  %29 = bitcast float* %28 to <32 x float>*
  %wide.load8.1 = load <32 x float>, <32 x float>* %29, align 4
  %30 = getelementptr inbounds float, float* %24, i64 96
  %31 = bitcast float* %30 to <32 x float>*
  %wide.load9.1 = load <32 x float>, <32 x float>* %31, align 4
  %32 = fadd <32 x float> %wide.load.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %33 = fadd <32 x float> %wide.load7.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %34 = fadd <32 x float> %wide.load8.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %35 = fadd <32 x float> %wide.load9.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %36 = getelementptr inbounds float, float* %a, i64 %index.next
  %37 = bitcast float* %36 to <32 x float>*
  store <32 x float> %32, <32 x float>* %37, align 4
  %38 = getelementptr inbounds float, float* %36, i64 32
  %39 = bitcast float* %38 to <32 x float>*
  store <32 x float> %33, <32 x float>* %39, align 4
  %40 = getelementptr inbounds float, float* %36, i64 64
  %41 = bitcast float* %40 to <32 x float>*
  store <32 x float> %34, <32 x float>* %41, align 4
  %42 = getelementptr inbounds float, float* %36, i64 96
  %43 = bitcast float* %42 to <32 x float>*
  store <32 x float> %35, <32 x float>* %43, align 4
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %44 = getelementptr inbounds float, float* %b, i64 %index.unr
  %45 = bitcast float* %44 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %45, align 4
  %46 = getelementptr inbounds float, float* %44, i64 32
  %47 = bitcast float* %46 to <32 x float>*
  %wide.load7.epil = load <32 x float>, <32 x float>* %47, align 4
  %48 = getelementptr inbounds float, float* %44, i64 64
  %49 = bitcast float* %48 to <32 x float>*
  %wide.load8.epil = load <32 x float>, <32 x float>* %49, align 4
  %50 = getelementptr inbounds float, float* %44, i64 96
  %51 = bitcast float* %50 to <32 x float>*
  %wide.load9.epil = load <32 x float>, <32 x float>* %51, align 4
  %52 = fadd <32 x float> %wide.load.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %53 = fadd <32 x float> %wide.load7.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %54 = fadd <32 x float> %wide.load8.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %55 = fadd <32 x float> %wide.load9.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %56 = getelementptr inbounds float, float* %a, i64 %index.unr
  %57 = bitcast float* %56 to <32 x float>*
  store <32 x float> %52, <32 x float>* %57, align 4
  %58 = getelementptr inbounds float, float* %56, i64 32
  %59 = bitcast float* %58 to <32 x float>*
  store <32 x float> %53, <32 x float>* %59, align 4
  %60 = getelementptr inbounds float, float* %56, i64 64
  %61 = bitcast float* %60 to <32 x float>*
  store <32 x float> %54, <32 x float>* %61, align 4
  %62 = getelementptr inbounds float, float* %56, i64 96
  %63 = bitcast float* %62 to <32 x float>*
  store <32 x float> %55, <32 x float>* %63, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %64 = load float, float* %arrayidx, align 4
  %add = fadd float %64, 1.000000e+00
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  store float %add, float* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @s1112(float* noalias nocapture noundef writeonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %1 = add nsw i64 %0, -1
  %2 = add i32 %n, -1
  %3 = trunc i64 %1 to i32
  %4 = icmp ult i32 %2, %3
  %5 = icmp ugt i64 %1, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader19, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %0, 4294967168
  %ind.end = and i64 %0, 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = xor i64 %index, -1
  %8 = add i64 %7, %0
  %9 = and i64 %8, 4294967295
  %10 = getelementptr inbounds float, float* %b, i64 %9
  %11 = getelementptr inbounds float, float* %10, i64 -31
  %12 = bitcast float* %11 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %12, align 4
  %13 = getelementptr inbounds float, float* %10, i64 -32
  %14 = getelementptr inbounds float, float* %13, i64 -31
  %15 = bitcast float* %14 to <32 x float>*
  %wide.load9 = load <32 x float>, <32 x float>* %15, align 4
  %16 = getelementptr inbounds float, float* %10, i64 -64
  %17 = getelementptr inbounds float, float* %16, i64 -31
  %18 = bitcast float* %17 to <32 x float>*
  %wide.load11 = load <32 x float>, <32 x float>* %18, align 4
  %19 = getelementptr inbounds float, float* %10, i64 -96
  %20 = getelementptr inbounds float, float* %19, i64 -31
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load13 = load <32 x float>, <32 x float>* %21, align 4
  %22 = fadd <32 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %23 = fadd <32 x float> %wide.load9, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %24 = fadd <32 x float> %wide.load11, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %25 = fadd <32 x float> %wide.load13, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %26 = getelementptr inbounds float, float* %a, i64 %9
  %27 = getelementptr inbounds float, float* %26, i64 -31
  %28 = bitcast float* %27 to <32 x float>*
  store <32 x float> %22, <32 x float>* %28, align 4
  %29 = getelementptr inbounds float, float* %26, i64 -32
  %30 = getelementptr inbounds float, float* %29, i64 -31
  %31 = bitcast float* %30 to <32 x float>*
  store <32 x float> %23, <32 x float>* %31, align 4
  %32 = getelementptr inbounds float, float* %26, i64 -64
  %33 = getelementptr inbounds float, float* %32, i64 -31
  %34 = bitcast float* %33 to <32 x float>*
  store <32 x float> %24, <32 x float>* %34, align 4
  %35 = getelementptr inbounds float, float* %26, i64 -96
  %36 = getelementptr inbounds float, float* %35, i64 -31
  %37 = bitcast float* %36 to <32 x float>*
  store <32 x float> %25, <32 x float>* %37, align 4
  %index.next = add nuw i64 %index, 128
  %38 = icmp eq i64 %index.next, %n.vec
  br i1 %38, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.end, label %for.body.preheader19

for.body.preheader19:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ %0, %vector.scevcheck ], [ %0, %for.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader19, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader19 ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %idxprom4 = and i64 %indvars.iv.next, 4294967295
  %arrayidx = getelementptr inbounds float, float* %b, i64 %idxprom4
  %39 = load float, float* %arrayidx, align 4
  %add = fadd float %39, 1.000000e+00
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom4
  store float %add, float* %arrayidx2, align 4
  %cmp = icmp ugt i64 %indvars.iv, 1
  br i1 %cmp, label %for.body, label %for.end, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev_bytes(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader14, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader14, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, i8* %in, i64 %10
  %12 = getelementptr inbounds i8, i8* %11, i64 -31
  %13 = bitcast i8* %12 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %13, align 1
  %reverse = shufflevector <32 x i8> %wide.load, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds i8, i8* %11, i64 -32
  %15 = getelementptr inbounds i8, i8* %14, i64 -31
  %16 = bitcast i8* %15 to <32 x i8>*
  %wide.load8 = load <32 x i8>, <32 x i8>* %16, align 1
  %reverse9 = shufflevector <32 x i8> %wide.load8, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i8, i8* %11, i64 -64
  %18 = getelementptr inbounds i8, i8* %17, i64 -31
  %19 = bitcast i8* %18 to <32 x i8>*
  %wide.load10 = load <32 x i8>, <32 x i8>* %19, align 1
  %reverse11 = shufflevector <32 x i8> %wide.load10, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds i8, i8* %11, i64 -96
  %21 = getelementptr inbounds i8, i8* %20, i64 -31
  %22 = bitcast i8* %21 to <32 x i8>*
  %wide.load12 = load <32 x i8>, <32 x i8>* %22, align 1
  %reverse13 = shufflevector <32 x i8> %wide.load12, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = getelementptr inbounds i8, i8* %out, i64 %index
  %24 = bitcast i8* %23 to <32 x i8>*
  store <32 x i8> %reverse, <32 x i8>* %24, align 1
  %25 = getelementptr inbounds i8, i8* %23, i64 32
  %26 = bitcast i8* %25 to <32 x i8>*
  store <32 x i8> %reverse9, <32 x i8>* %26, align 1
  %27 = getelementptr inbounds i8, i8* %23, i64 64
  %28 = bitcast i8* %27 to <32 x i8>*
  store <32 x i8> %reverse11, <32 x i8>* %28, align 1
  %29 = getelementptr inbounds i8, i8* %23, i64 96
  %30 = bitcast i8* %29 to <32 x i8>*
  store <32 x i8> %reverse13, <32 x i8>* %30, align 1
  %index.next = add nuw i64 %index, 128
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader14

for.body.preheader14:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %32 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader14
  %33 = trunc i64 %indvars.iv.ph to i32
  %34 = xor i32 %33, -1
  %sub1.prol = add i32 %34, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds i8, i8* %in, i64 %idxprom.prol
  %35 = load i8, i8* %arrayidx.prol, align 1
  %arrayidx3.prol = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.ph
  store i8 %35, i8* %arrayidx3.prol, align 1
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader14
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader14 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %36 = sub nsw i64 0, %wide.trip.count
  %37 = icmp eq i64 %32, %36
  br i1 %37, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %38 = trunc i64 %indvars.iv to i32
  %39 = xor i32 %38, -1
  %sub1 = add i32 %39, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i8, i8* %in, i64 %idxprom
  %40 = load i8, i8* %arrayidx, align 1
  %arrayidx3 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %40, i8* %arrayidx3, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %41 = trunc i64 %indvars.iv.next to i32
  %42 = xor i32 %41, -1
  %sub1.1 = add i32 %42, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i8, i8* %in, i64 %idxprom.1
  %43 = load i8, i8* %arrayidx.1, align 1
  %arrayidx3.1 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.next
  store i8 %43, i8* %arrayidx3.1, align 1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @mirror_add_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader20, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader20, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i16, i16* %in, i64 %index
  %9 = bitcast i16* %8 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %9, align 2
  %10 = getelementptr inbounds i16, i16* %8, i64 32
  %11 = bitcast i16* %10 to <32 x i16>*
  %wide.load10 = load <32 x i16>, <32 x i16>* %11, align 2
  %12 = getelementptr inbounds i16, i16* %8, i64 64
  %13 = bitcast i16* %12 to <32 x i16>*
  %wide.load11 = load <32 x i16>, <32 x i16>* %13, align 2
  %14 = getelementptr inbounds i16, i16* %8, i64 96
  %15 = bitcast i16* %14 to <32 x i16>*
  %wide.load12 = load <32 x i16>, <32 x i16>* %15, align 2
  %16 = xor i32 %7, -1
  %17 = add i32 %16, %n
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i16, i16* %in, i64 %18
  %20 = getelementptr inbounds i16, i16* %19, i64 -31
  %21 = bitcast i16* %20 to <32 x i16>*
  %wide.load13 = load <32 x i16>, <32 x i16>* %21, align 2
  %reverse = shufflevector <32 x i16> %wide.load13, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = getelementptr inbounds i16, i16* %19, i64 -32
  %23 = getelementptr inbounds i16, i16* %22, i64 -31
  %24 = bitcast i16* %23 to <32 x i16>*
  %wide.load14 = load <32 x i16>, <32 x i16>* %24, align 2
  %reverse15 = shufflevector <32 x i16> %wide.load14, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = getelementptr inbounds i16, i16* %19, i64 -64
  %26 = getelementptr inbounds i16, i16* %25, i64 -31
  %27 = bitcast i16* %26 to <32 x i16>*
  %wide.load16 = load <32 x i16>, <32 x i16>* %27, align 2
  %reverse17 = shufflevector <32 x i16> %wide.load16, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %28 = getelementptr inbounds i16, i16* %19, i64 -96
  %29 = getelementptr inbounds i16, i16* %28, i64 -31
  %30 = bitcast i16* %29 to <32 x i16>*
  %wide.load18 = load <32 x i16>, <32 x i16>* %30, align 2
  %reverse19 = shufflevector <32 x i16> %wide.load18, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %31 = add <32 x i16> %reverse, %wide.load
  %32 = add <32 x i16> %reverse15, %wide.load10
  %33 = add <32 x i16> %reverse17, %wide.load11
  %34 = add <32 x i16> %reverse19, %wide.load12
  %35 = getelementptr inbounds i16, i16* %out, i64 %index
  %36 = bitcast i16* %35 to <32 x i16>*
  store <32 x i16> %31, <32 x i16>* %36, align 2
  %37 = getelementptr inbounds i16, i16* %35, i64 32
  %38 = bitcast i16* %37 to <32 x i16>*
  store <32 x i16> %32, <32 x i16>* %38, align 2
  %39 = getelementptr inbounds i16, i16* %35, i64 64
  %40 = bitcast i16* %39 to <32 x i16>*
  store <32 x i16> %33, <32 x i16>* %40, align 2
  %41 = getelementptr inbounds i16, i16* %35, i64 96
  %42 = bitcast i16* %41 to <32 x i16>*
  store <32 x i16> %34, <32 x i16>* %42, align 2
  %index.next = add nuw i64 %index, 128
  %43 = icmp eq i64 %index.next, %n.vec
  br i1 %43, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader20

for.body.preheader20:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %44 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader20
  %arrayidx.prol = getelementptr inbounds i16, i16* %in, i64 %indvars.iv.ph
  %45 = load i16, i16* %arrayidx.prol, align 2
  %46 = trunc i64 %indvars.iv.ph to i32
  %47 = xor i32 %46, -1
  %sub1.prol = add i32 %47, %n
  %idxprom2.prol = sext i32 %sub1.prol to i64
  %arrayidx3.prol = getelementptr inbounds i16, i16* %in, i64 %idxprom2.prol
  %48 = load i16, i16* %arrayidx3.prol, align 2
  %add.prol = add i16 %48, %45
  %arrayidx7.prol = getelementptr inbounds i16, i16* %out, i64 %indvars.iv.ph
  store i16 %add.prol, i16* %arrayidx7.prol, align 2
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader20
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader20 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %49 = sub nsw i64 0, %wide.trip.count
  %50 = icmp eq i64 %44, %49
  br i1 %50, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %indvars.iv
  %51 = load i16, i16* %arrayidx, align 2
  %52 = trunc i64 %indvars.iv to i32
  %53 = xor i32 %52, -1
  %sub1 = add i32 %53, %n
  %idxprom2 = sext i32 %sub1 to i64
  %arrayidx3 = getelementptr inbounds i16, i16* %in, i64 %idxprom2
  %54 = load i16, i16* %arrayidx3, align 2
  %add = add i16 %54, %51
  %arrayidx7 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %add, i16* %arrayidx7, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i16, i16* %in, i64 %indvars.iv.next
  %55 = load i16, i16* %arrayidx.1, align 2
  %56 = trunc i64 %indvars.iv.next to i32
  %57 = xor i32 %56, -1
  %sub1.1 = add i32 %57, %n
  %idxprom2.1 = sext i32 %sub1.1 to i64
  %arrayidx3.1 = getelementptr inbounds i16, i16* %in, i64 %idxprom2.1
  %58 = load i16, i16* %arrayidx3.1, align 2
  %add.1 = add i16 %58, %55
  %arrayidx7.1 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv.next
  store i16 %add.1, i16* %arrayidx7.1, align 2
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev_store_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967264
  %7 = add nsw i64 %n.vec, -32
  %8 = lshr exact i64 %7, 5
  %9 = add nuw nsw i64 %8, 1
  %xtraiter = and i64 %9, 1
  %10 = icmp eq i64 %7, 0
  br i1 %10, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %9, 1152921504606846974
  %11 = getelementptr inbounds i64, i64* %out, i64 -31
  %12 = getelementptr inbounds i64, i64* %out, i64 -31
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %13 = trunc i64 %index to i32
  %14 = getelementptr inbounds i64, i64* %in, i64 %index
  %15 = bitcast i64* %14 to <32 x i64>*
  %wide.load = load <32 x i64>, <32 x i64>* %15, align 8
  %16 = add nsw <32 x i64> %wide.load, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %17 = xor i32 %13, -1
  %18 = add i32 %17, %n
  %19 = sext i32 %18 to i64
  %reverse = shufflevector <32 x i64> %16, <32 x i64> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds i64, i64* %11, i64 %19
  %21 = bitcast i64* %20 to <32 x i64>*
  store <32 x i64> %reverse, <32 x i64>* %21, align 8
  %index.next = or i64 %index, 32
  %22 = trunc i64 %index.next to i32
  %23 = getelementptr inbounds i64, i64* %in, i64 %index.next
  %24 = bitcast i64* %23 to <32 x i64>*
  %wide.load.1 = load <32 x i64>, <32 x i64>* %24, align 8
  %25 = add nsw <32 x i64> %wide.load.1, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %26 = xor i32 %22, -1
  %27 = add i32 %26, %n
  %28 = sext i32 %27 to i64
  %reverse.1 = shufflevector <32 x i64> %25, <32 x i64> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = getelementptr inbounds i64, i64* %12, i64 %28
  %30 = bitcast i64* %29 to <32 x i64>*
  store <32 x i64> %reverse.1, <32 x i64>* %30, align 8
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !17

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %31 = trunc i64 %index.unr to i32
  %32 = getelementptr inbounds i64, i64* %in, i64 %index.unr
  %33 = bitcast i64* %32 to <32 x i64>*
  %wide.load.epil = load <32 x i64>, <32 x i64>* %33, align 8
  %34 = add nsw <32 x i64> %wide.load.epil, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %35 = xor i32 %31, -1
  %36 = add i32 %35, %n
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i64, i64* %out, i64 -31
  %reverse.epil = shufflevector <32 x i64> %34, <32 x i64> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %39 = getelementptr inbounds i64, i64* %38, i64 %37
  %40 = bitcast i64* %39 to <32 x i64>*
  store <32 x i64> %reverse.epil, <32 x i64>* %40, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %41 = xor i64 %indvars.iv.ph, -1
  %xtraiter9 = and i64 %wide.trip.count, 1
  %lcmp.mod10.not = icmp eq i64 %xtraiter9, 0
  br i1 %lcmp.mod10.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader8
  %arrayidx.prol = getelementptr inbounds i64, i64* %in, i64 %indvars.iv.ph
  %42 = load i64, i64* %arrayidx.prol, align 8
  %sub.prol = add nsw i64 %42, -1
  %43 = trunc i64 %indvars.iv.ph to i32
  %44 = xor i32 %43, -1
  %sub2.prol = add i32 %44, %n
  %idxprom3.prol = sext i32 %sub2.prol to i64
  %arrayidx4.prol = getelementptr inbounds i64, i64* %out, i64 %idxprom3.prol
  store i64 %sub.prol, i64* %arrayidx4.prol, align 8
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader8
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader8 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %45 = sub nsw i64 0, %wide.trip.count
  %46 = icmp eq i64 %41, %45
  br i1 %46, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i64, i64* %in, i64 %indvars.iv
  %47 = load i64, i64* %arrayidx, align 8
  %sub = add nsw i64 %47, -1
  %48 = trunc i64 %indvars.iv to i32
  %49 = xor i32 %48, -1
  %sub2 = add i32 %49, %n
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds i64, i64* %out, i64 %idxprom3
  store i64 %sub, i64* %arrayidx4, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, i64* %in, i64 %indvars.iv.next
  %50 = load i64, i64* %arrayidx.1, align 8
  %sub.1 = add nsw i64 %50, -1
  %51 = trunc i64 %indvars.iv.next to i32
  %52 = xor i32 %51, -1
  %sub2.1 = add i32 %52, %n
  %idxprom3.1 = sext i32 %sub2.1 to i64
  %arrayidx4.1 = getelementptr inbounds i64, i64* %out, i64 %idxprom3.1
  store i64 %sub.1, i64* %arrayidx4.1, align 8
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @s122(float* noalias nocapture noundef %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %.neg = xor i64 %index, -1
  %1 = add i64 %.neg, %0
  %2 = getelementptr inbounds float, float* %b, i64 %1
  %3 = getelementptr inbounds float, float* %2, i64 -31
  %4 = bitcast float* %3 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %4, align 4
  %reverse = shufflevector <32 x float> %wide.load, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %5 = getelementptr inbounds float, float* %2, i64 -32
  %6 = getelementptr inbounds float, float* %5, i64 -31
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load12 = load <32 x float>, <32 x float>* %7, align 4
  %reverse13 = shufflevector <32 x float> %wide.load12, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %8 = getelementptr inbounds float, float* %2, i64 -64
  %9 = getelementptr inbounds float, float* %8, i64 -31
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load14 = load <32 x float>, <32 x float>* %10, align 4
  %reverse15 = shufflevector <32 x float> %wide.load14, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %11 = getelementptr inbounds float, float* %2, i64 -96
  %12 = getelementptr inbounds float, float* %11, i64 -31
  %13 = bitcast float* %12 to <32 x float>*
  %wide.load16 = load <32 x float>, <32 x float>* %13, align 4
  %reverse17 = shufflevector <32 x float> %wide.load16, <32 x float> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds float, float* %a, i64 %index
  %15 = bitcast float* %14 to <32 x float>*
  %wide.load18 = load <32 x float>, <32 x float>* %15, align 4
  %16 = getelementptr inbounds float, float* %14, i64 32
  %17 = bitcast float* %16 to <32 x float>*
  %wide.load19 = load <32 x float>, <32 x float>* %17, align 4
  %18 = getelementptr inbounds float, float* %14, i64 64
  %19 = bitcast float* %18 to <32 x float>*
  %wide.load20 = load <32 x float>, <32 x float>* %19, align 4
  %20 = getelementptr inbounds float, float* %14, i64 96
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load21 = load <32 x float>, <32 x float>* %21, align 4
  %22 = fadd <32 x float> %reverse, %wide.load18
  %23 = fadd <32 x float> %reverse13, %wide.load19
  %24 = fadd <32 x float> %reverse15, %wide.load20
  %25 = fadd <32 x float> %reverse17, %wide.load21
  %26 = bitcast float* %14 to <32 x float>*
  store <32 x float> %22, <32 x float>* %26, align 4
  %27 = bitcast float* %16 to <32 x float>*
  store <32 x float> %23, <32 x float>* %27, align 4
  %28 = bitcast float* %18 to <32 x float>*
  store <32 x float> %24, <32 x float>* %28, align 4
  %29 = bitcast float* %20 to <32 x float>*
  store <32 x float> %25, <32 x float>* %29, align 4
  %index.next = add nuw i64 %index, 128
  %30 = icmp eq i64 %index.next, %n.vec
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader22

for.body.preheader22:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader22, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader22 ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %31 = sub nsw i64 %0, %indvars.iv.next
  %arrayidx = getelementptr inbounds float, float* %b, i64 %31
  %32 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %33 = load float, float* %arrayidx2, align 4
  %add3 = fadd float %32, %33
  store float %add3, float* %arrayidx2, align 4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @compact_pos(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef writeonly %cnt, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.07 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %1 = load i32, i32* %arrayidx, align 4
  %cmp1 = icmp sgt i32 %1, 0
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.07, 1
  %idxprom4 = sext i32 %k.07 to i64
  %arrayidx5 = getelementptr inbounds i32, i32* %out, i64 %idxprom4
  store i32 %1, i32* %arrayidx5, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.07, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next
  %2 = load i32, i32* %arrayidx.1, align 4
  %cmp1.1 = icmp sgt i32 %2, 0
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom4.1 = sext i32 %k.1 to i64
  %arrayidx5.1 = getelementptr inbounds i32, i32* %out, i64 %idxprom4.1
  store i32 %2, i32* %arrayidx5.1, align 4
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !21

for.end.loopexit.unr-lcssa:                       ; preds = %for.inc.1, %for.body.preheader
  %k.1.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.07.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.unr
  %3 = load i32, i32* %arrayidx.epil, align 4
  %cmp1.epil = icmp sgt i32 %3, 0
  br i1 %cmp1.epil, label %if.then.epil, label %for.end

if.then.epil:                                     ; preds = %for.body.epil
  %inc.epil = add nsw i32 %k.07.unr, 1
  %idxprom4.epil = sext i32 %k.07.unr to i64
  %arrayidx5.epil = getelementptr inbounds i32, i32* %out, i64 %idxprom4.epil
  store i32 %3, i32* %arrayidx5.epil, align 4
  br label %for.end

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %k.0.lcssa = phi i32 [ 0, %entry ], [ %k.1.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %inc.epil, %if.then.epil ], [ %k.07.unr, %for.body.epil ]
  store i32 %k.0.lcssa, i32* %cnt, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @compact_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.06 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %1 = load float, float* %arrayidx, align 4
  %cmp1 = fcmp ogt float %1, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.06, 1
  %idxprom4 = sext i32 %k.06 to i64
  %arrayidx5 = getelementptr inbounds float, float* %out, i64 %idxprom4
  store float %1, float* %arrayidx5, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.06, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %2 = load float, float* %arrayidx.1, align 4
  %cmp1.1 = fcmp ogt float %2, %t
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom4.1 = sext i32 %k.1 to i64
  %arrayidx5.1 = getelementptr inbounds float, float* %out, i64 %idxprom4.1
  store float %2, float* %arrayidx5.1, align 4
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !22

for.end.loopexit.unr-lcssa:                       ; preds = %for.inc.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.06.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.unr
  %3 = load float, float* %arrayidx.epil, align 4
  %cmp1.epil = fcmp ogt float %3, %t
  br i1 %cmp1.epil, label %if.then.epil, label %for.end

if.then.epil:                                     ; preds = %for.body.epil
  %idxprom4.epil = sext i32 %k.06.unr to i64
  %arrayidx5.epil = getelementptr inbounds float, float* %out, i64 %idxprom4.epil
  store float %3, float* %arrayidx5.epil, align 4
  br label %for.end

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @nonzero_idx(i32* noalias nocapture noundef writeonly %idx, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.05 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i8, i8* %b, i64 %indvars.iv
  %1 = load i8, i8* %arrayidx, align 1
  %tobool.not = icmp eq i8 %1, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.05, 1
  %idxprom1 = sext i32 %k.05 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %idxprom1
  %2 = trunc i64 %indvars.iv to i32
  store i32 %2, i32* %arrayidx2, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.05, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %b, i64 %indvars.iv.next
  %3 = load i8, i8* %arrayidx.1, align 1
  %tobool.not.1 = icmp eq i8 %3, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom1.1 = sext i32 %k.1 to i64
  %arrayidx2.1 = getelementptr inbounds i32, i32* %idx, i64 %idxprom1.1
  %4 = trunc i64 %indvars.iv.next to i32
  store i32 %4, i32* %arrayidx2.1, align 4
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !23

for.end.loopexit.unr-lcssa:                       ; preds = %for.inc.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.05.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, i8* %b, i64 %indvars.iv.unr
  %5 = load i8, i8* %arrayidx.epil, align 1
  %tobool.not.epil = icmp eq i8 %5, 0
  br i1 %tobool.not.epil, label %for.end, label %if.then.epil

if.then.epil:                                     ; preds = %for.body.epil
  %idxprom1.epil = sext i32 %k.05.unr to i64
  %arrayidx2.epil = getelementptr inbounds i32, i32* %idx, i64 %idxprom1.epil
  %6 = trunc i64 %indvars.iv.unr to i32
  store i32 %6, i32* %arrayidx2.epil, align 4
  br label %for.end

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @s311(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !24

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
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !25

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %40, %middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @s3113(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %0 = load float, float* %a, align 4
  %1 = tail call float @llvm.fabs.f32(float %0)
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %2 = tail call float @llvm.fabs.f32(float %0)
  %cmp211 = fcmp ogt float %2, %1
  %m.112 = select i1 %cmp211, float %2, float %1
  %exitcond.not13 = icmp eq i32 %n, 1
  br i1 %exitcond.not13, label %for.end, label %for.body.for.body_crit_edge.preheader, !llvm.loop !26

for.body.for.body_crit_edge.preheader:            ; preds = %for.body.preheader
  %3 = add nsw i64 %wide.trip.count, -1
  %4 = add nsw i64 %wide.trip.count, -2
  %xtraiter = and i64 %3, 3
  %5 = icmp ult i64 %4, 3
  br i1 %5, label %for.end.loopexit.unr-lcssa, label %for.body.for.body_crit_edge.preheader.new

for.body.for.body_crit_edge.preheader.new:        ; preds = %for.body.for.body_crit_edge.preheader
  %unroll_iter = and i64 %3, -4
  br label %for.body.for.body_crit_edge

for.body.for.body_crit_edge:                      ; preds = %for.body.for.body_crit_edge, %for.body.for.body_crit_edge.preheader.new
  %indvars.iv.next15 = phi i64 [ 1, %for.body.for.body_crit_edge.preheader.new ], [ %indvars.iv.next.3, %for.body.for.body_crit_edge ]
  %m.114 = phi float [ %m.112, %for.body.for.body_crit_edge.preheader.new ], [ %m.1.3, %for.body.for.body_crit_edge ]
  %niter = phi i64 [ 0, %for.body.for.body_crit_edge.preheader.new ], [ %niter.next.3, %for.body.for.body_crit_edge ]
  %arrayidx1.phi.trans.insert = getelementptr inbounds float, float* %a, i64 %indvars.iv.next15
  %.pre = load float, float* %arrayidx1.phi.trans.insert, align 4
  %6 = tail call float @llvm.fabs.f32(float %.pre)
  %cmp2 = fcmp ogt float %6, %m.114
  %m.1 = select i1 %cmp2, float %6, float %m.114
  %indvars.iv.next = add nuw nsw i64 %indvars.iv.next15, 1
  %arrayidx1.phi.trans.insert.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %.pre.1 = load float, float* %arrayidx1.phi.trans.insert.1, align 4
  %7 = tail call float @llvm.fabs.f32(float %.pre.1)
  %cmp2.1 = fcmp ogt float %7, %m.1
  %m.1.1 = select i1 %cmp2.1, float %7, float %m.1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv.next15, 2
  %arrayidx1.phi.trans.insert.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %.pre.2 = load float, float* %arrayidx1.phi.trans.insert.2, align 4
  %8 = tail call float @llvm.fabs.f32(float %.pre.2)
  %cmp2.2 = fcmp ogt float %8, %m.1.1
  %m.1.2 = select i1 %cmp2.2, float %8, float %m.1.1
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv.next15, 3
  %arrayidx1.phi.trans.insert.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %.pre.3 = load float, float* %arrayidx1.phi.trans.insert.3, align 4
  %9 = tail call float @llvm.fabs.f32(float %.pre.3)
  %cmp2.3 = fcmp ogt float %9, %m.1.2
  %m.1.3 = select i1 %cmp2.3, float %9, float %m.1.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv.next15, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body.for.body_crit_edge, !llvm.loop !26

for.end.loopexit.unr-lcssa:                       ; preds = %for.body.for.body_crit_edge, %for.body.for.body_crit_edge.preheader
  %m.1.lcssa.ph = phi float [ undef, %for.body.for.body_crit_edge.preheader ], [ %m.1.3, %for.body.for.body_crit_edge ]
  %indvars.iv.next15.unr = phi i64 [ 1, %for.body.for.body_crit_edge.preheader ], [ %indvars.iv.next.3, %for.body.for.body_crit_edge ]
  %m.114.unr = phi float [ %m.112, %for.body.for.body_crit_edge.preheader ], [ %m.1.3, %for.body.for.body_crit_edge ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.for.body_crit_edge.epil

for.body.for.body_crit_edge.epil:                 ; preds = %for.end.loopexit.unr-lcssa, %for.body.for.body_crit_edge.epil
  %indvars.iv.next15.epil = phi i64 [ %indvars.iv.next.epil, %for.body.for.body_crit_edge.epil ], [ %indvars.iv.next15.unr, %for.end.loopexit.unr-lcssa ]
  %m.114.epil = phi float [ %m.1.epil, %for.body.for.body_crit_edge.epil ], [ %m.114.unr, %for.end.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.for.body_crit_edge.epil ], [ 0, %for.end.loopexit.unr-lcssa ]
  %arrayidx1.phi.trans.insert.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.next15.epil
  %.pre.epil = load float, float* %arrayidx1.phi.trans.insert.epil, align 4
  %10 = tail call float @llvm.fabs.f32(float %.pre.epil)
  %cmp2.epil = fcmp ogt float %10, %m.114.epil
  %m.1.epil = select i1 %cmp2.epil, float %10, float %m.114.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.next15.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.for.body_crit_edge.epil, !llvm.loop !27

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.for.body_crit_edge.epil, %for.body.preheader, %entry
  %m.0.lcssa = phi float [ %1, %entry ], [ %m.112, %for.body.preheader ], [ %m.1.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %m.1.epil, %for.body.for.body_crit_edge.epil ]
  store float %m.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @s314(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load float, float* %a, align 4
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %exitcond.not11 = icmp eq i32 %n, 1
  br i1 %exitcond.not11, label %for.end, label %for.body.for.body_crit_edge.preheader, !llvm.loop !29

for.body.for.body_crit_edge.preheader:            ; preds = %for.body.preheader
  %1 = add nsw i64 %wide.trip.count, -1
  %2 = add nsw i64 %wide.trip.count, -2
  %xtraiter = and i64 %1, 3
  %3 = icmp ult i64 %2, 3
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.for.body_crit_edge.preheader.new

for.body.for.body_crit_edge.preheader.new:        ; preds = %for.body.for.body_crit_edge.preheader
  %unroll_iter = and i64 %1, -4
  br label %for.body.for.body_crit_edge

for.body.for.body_crit_edge:                      ; preds = %for.body.for.body_crit_edge, %for.body.for.body_crit_edge.preheader.new
  %indvars.iv.next13 = phi i64 [ 1, %for.body.for.body_crit_edge.preheader.new ], [ %indvars.iv.next.3, %for.body.for.body_crit_edge ]
  %x.112 = phi float [ %0, %for.body.for.body_crit_edge.preheader.new ], [ %x.1.3, %for.body.for.body_crit_edge ]
  %niter = phi i64 [ 0, %for.body.for.body_crit_edge.preheader.new ], [ %niter.next.3, %for.body.for.body_crit_edge ]
  %arrayidx1.phi.trans.insert = getelementptr inbounds float, float* %a, i64 %indvars.iv.next13
  %.pre = load float, float* %arrayidx1.phi.trans.insert, align 4
  %cmp2 = fcmp ogt float %.pre, %x.112
  %x.1 = select i1 %cmp2, float %.pre, float %x.112
  %indvars.iv.next = add nuw nsw i64 %indvars.iv.next13, 1
  %arrayidx1.phi.trans.insert.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %.pre.1 = load float, float* %arrayidx1.phi.trans.insert.1, align 4
  %cmp2.1 = fcmp ogt float %.pre.1, %x.1
  %x.1.1 = select i1 %cmp2.1, float %.pre.1, float %x.1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv.next13, 2
  %arrayidx1.phi.trans.insert.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %.pre.2 = load float, float* %arrayidx1.phi.trans.insert.2, align 4
  %cmp2.2 = fcmp ogt float %.pre.2, %x.1.1
  %x.1.2 = select i1 %cmp2.2, float %.pre.2, float %x.1.1
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv.next13, 3
  %arrayidx1.phi.trans.insert.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %.pre.3 = load float, float* %arrayidx1.phi.trans.insert.3, align 4
  %cmp2.3 = fcmp ogt float %.pre.3, %x.1.2
  %x.1.3 = select i1 %cmp2.3, float %.pre.3, float %x.1.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv.next13, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body.for.body_crit_edge, !llvm.loop !29

for.end.loopexit.unr-lcssa:                       ; preds = %for.body.for.body_crit_edge, %for.body.for.body_crit_edge.preheader
  %x.1.lcssa.ph = phi float [ undef, %for.body.for.body_crit_edge.preheader ], [ %x.1.3, %for.body.for.body_crit_edge ]
  %indvars.iv.next13.unr = phi i64 [ 1, %for.body.for.body_crit_edge.preheader ], [ %indvars.iv.next.3, %for.body.for.body_crit_edge ]
  %x.112.unr = phi float [ %0, %for.body.for.body_crit_edge.preheader ], [ %x.1.3, %for.body.for.body_crit_edge ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.for.body_crit_edge.epil

for.body.for.body_crit_edge.epil:                 ; preds = %for.end.loopexit.unr-lcssa, %for.body.for.body_crit_edge.epil
  %indvars.iv.next13.epil = phi i64 [ %indvars.iv.next.epil, %for.body.for.body_crit_edge.epil ], [ %indvars.iv.next13.unr, %for.end.loopexit.unr-lcssa ]
  %x.112.epil = phi float [ %x.1.epil, %for.body.for.body_crit_edge.epil ], [ %x.112.unr, %for.end.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.for.body_crit_edge.epil ], [ 0, %for.end.loopexit.unr-lcssa ]
  %arrayidx1.phi.trans.insert.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.next13.epil
  %.pre.epil = load float, float* %arrayidx1.phi.trans.insert.epil, align 4
  %cmp2.epil = fcmp ogt float %.pre.epil, %x.112.epil
  %x.1.epil = select i1 %cmp2.epil, float %.pre.epil, float %x.112.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.next13.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.for.body_crit_edge.epil, !llvm.loop !30

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.for.body_crit_edge.epil, %for.body.preheader, %entry
  %x.0.lcssa = phi float [ %0, %entry ], [ %0, %for.body.preheader ], [ %x.1.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %x.1.epil, %for.body.for.body_crit_edge.epil ]
  store float %x.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @sum_i16(i32* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i16, i16* %a, i64 %index
  %5 = bitcast i16* %4 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %5, align 2
  %6 = getelementptr inbounds i16, i16* %4, i64 32
  %7 = bitcast i16* %6 to <32 x i16>*
  %wide.load11 = load <32 x i16>, <32 x i16>* %7, align 2
  %8 = getelementptr inbounds i16, i16* %4, i64 64
  %9 = bitcast i16* %8 to <32 x i16>*
  %wide.load12 = load <32 x i16>, <32 x i16>* %9, align 2
  %10 = getelementptr inbounds i16, i16* %4, i64 96
  %11 = bitcast i16* %10 to <32 x i16>*
  %wide.load13 = load <32 x i16>, <32 x i16>* %11, align 2
  %12 = sext <32 x i16> %wide.load to <32 x i32>
  %13 = sext <32 x i16> %wide.load11 to <32 x i32>
  %14 = sext <32 x i16> %wide.load12 to <32 x i32>
  %15 = sext <32 x i16> %wide.load13 to <32 x i32>
  %16 = add <32 x i32> %vec.phi, %12
  %17 = add <32 x i32> %vec.phi8, %13
  %18 = add <32 x i32> %vec.phi9, %14
  %19 = add <32 x i32> %vec.phi10, %15
  %index.next = or i64 %index, 128
  %20 = getelementptr inbounds i16, i16* %a, i64 %index.next
  %21 = bitcast i16* %20 to <32 x i16>*
  %wide.load.1 = load <32 x i16>, <32 x i16>* %21, align 2
  %22 = getelementptr inbounds i16, i16* %20, i64 32
  %23 = bitcast i16* %22 to <32 x i16>*
  %wide.load11.1 = load <32 x i16>, <32 x i16>* %23, align 2
  %24 = getelementptr inbounds i16, i16* %20, i64 64
  %25 = bitcast i16* %24 to <32 x i16>*
  %wide.load12.1 = load <32 x i16>, <32 x i16>* %25, align 2
  %26 = getelementptr inbounds i16, i16* %20, i64 96
  %27 = bitcast i16* %26 to <32 x i16>*
  %wide.load13.1 = load <32 x i16>, <32 x i16>* %27, align 2
  %28 = sext <32 x i16> %wide.load.1 to <32 x i32>
  %29 = sext <32 x i16> %wide.load11.1 to <32 x i32>
  %30 = sext <32 x i16> %wide.load12.1 to <32 x i32>
  %31 = sext <32 x i16> %wide.load13.1 to <32 x i32>
  %32 = add <32 x i32> %16, %28
  %33 = add <32 x i32> %17, %29
  %34 = add <32 x i32> %18, %30
  %35 = add <32 x i32> %19, %31
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !31

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
  %36 = getelementptr inbounds i16, i16* %a, i64 %index.unr
  %37 = bitcast i16* %36 to <32 x i16>*
  %wide.load.epil = load <32 x i16>, <32 x i16>* %37, align 2
  %38 = getelementptr inbounds i16, i16* %36, i64 32
  %39 = bitcast i16* %38 to <32 x i16>*
  %wide.load11.epil = load <32 x i16>, <32 x i16>* %39, align 2
  %40 = getelementptr inbounds i16, i16* %36, i64 64
  %41 = bitcast i16* %40 to <32 x i16>*
  %wide.load12.epil = load <32 x i16>, <32 x i16>* %41, align 2
  %42 = getelementptr inbounds i16, i16* %36, i64 96
  %43 = bitcast i16* %42 to <32 x i16>*
  %wide.load13.epil = load <32 x i16>, <32 x i16>* %43, align 2
  %44 = sext <32 x i16> %wide.load.epil to <32 x i32>
  %45 = sext <32 x i16> %wide.load11.epil to <32 x i32>
  %46 = sext <32 x i16> %wide.load12.epil to <32 x i32>
  %47 = sext <32 x i16> %wide.load13.epil to <32 x i32>
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
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %53 = load i16, i16* %arrayidx, align 2
  %conv = sext i16 %53 to i32
  %add = add nsw i32 %s.05, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !32

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %52, %middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @count_eq(i32* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %b, i8 noundef zeroext %key, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %broadcast.splatinsert = insertelement <32 x i8> poison, i8 %key, i64 0
  %broadcast.splat = shufflevector <32 x i8> %broadcast.splatinsert, <32 x i8> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <32 x i8> poison, i8 %key, i64 0
  %broadcast.splat15 = shufflevector <32 x i8> %broadcast.splatinsert14, <32 x i8> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <32 x i8> poison, i8 %key, i64 0
  %broadcast.splat17 = shufflevector <32 x i8> %broadcast.splatinsert16, <32 x i8> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <32 x i8> poison, i8 %key, i64 0
  %broadcast.splat19 = shufflevector <32 x i8> %broadcast.splatinsert18, <32 x i8> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %vec.phi8 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %17, %vector.body ]
  %vec.phi9 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi10 = phi <32 x i32> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %0 = getelementptr inbounds i8, i8* %b, i64 %index
  %1 = bitcast i8* %0 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %1, align 1
  %2 = getelementptr inbounds i8, i8* %0, i64 32
  %3 = bitcast i8* %2 to <32 x i8>*
  %wide.load11 = load <32 x i8>, <32 x i8>* %3, align 1
  %4 = getelementptr inbounds i8, i8* %0, i64 64
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load12 = load <32 x i8>, <32 x i8>* %5, align 1
  %6 = getelementptr inbounds i8, i8* %0, i64 96
  %7 = bitcast i8* %6 to <32 x i8>*
  %wide.load13 = load <32 x i8>, <32 x i8>* %7, align 1
  %8 = icmp eq <32 x i8> %wide.load, %broadcast.splat
  %9 = icmp eq <32 x i8> %wide.load11, %broadcast.splat15
  %10 = icmp eq <32 x i8> %wide.load12, %broadcast.splat17
  %11 = icmp eq <32 x i8> %wide.load13, %broadcast.splat19
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
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !33

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
  %arrayidx = getelementptr inbounds i8, i8* %b, i64 %indvars.iv
  %22 = load i8, i8* %arrayidx, align 1
  %cmp2 = icmp eq i8 %22, %key
  %conv3 = zext i1 %cmp2 to i32
  %add = add nuw nsw i32 %c.05, %conv3
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !34

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %c.0.lcssa = phi i32 [ 0, %entry ], [ %21, %middle.block ], [ %add, %for.body ]
  store i32 %c.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @umin_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader21, label %vector.ph

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
  %vec.phi = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %32, %vector.body ]
  %vec.phi11 = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi12 = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi13 = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %35, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %4, i64 32
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load14 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = getelementptr inbounds i32, i32* %4, i64 64
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.load15 = load <32 x i32>, <32 x i32>* %9, align 4
  %10 = getelementptr inbounds i32, i32* %4, i64 96
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.load16 = load <32 x i32>, <32 x i32>* %11, align 4
  %12 = icmp ult <32 x i32> %wide.load, %vec.phi
  %13 = icmp ult <32 x i32> %wide.load14, %vec.phi11
  %14 = icmp ult <32 x i32> %wide.load15, %vec.phi12
  %15 = icmp ult <32 x i32> %wide.load16, %vec.phi13
  %16 = select <32 x i1> %12, <32 x i32> %wide.load, <32 x i32> %vec.phi
  %17 = select <32 x i1> %13, <32 x i32> %wide.load14, <32 x i32> %vec.phi11
  %18 = select <32 x i1> %14, <32 x i32> %wide.load15, <32 x i32> %vec.phi12
  %19 = select <32 x i1> %15, <32 x i32> %wide.load16, <32 x i32> %vec.phi13
  %index.next = or i64 %index, 128
  %20 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = getelementptr inbounds i32, i32* %20, i64 32
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.load14.1 = load <32 x i32>, <32 x i32>* %23, align 4
  %24 = getelementptr inbounds i32, i32* %20, i64 64
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.load15.1 = load <32 x i32>, <32 x i32>* %25, align 4
  %26 = getelementptr inbounds i32, i32* %20, i64 96
  %27 = bitcast i32* %26 to <32 x i32>*
  %wide.load16.1 = load <32 x i32>, <32 x i32>* %27, align 4
  %28 = icmp ult <32 x i32> %wide.load.1, %16
  %29 = icmp ult <32 x i32> %wide.load14.1, %17
  %30 = icmp ult <32 x i32> %wide.load15.1, %18
  %31 = icmp ult <32 x i32> %wide.load16.1, %19
  %32 = select <32 x i1> %28, <32 x i32> %wide.load.1, <32 x i32> %16
  %33 = select <32 x i1> %29, <32 x i32> %wide.load14.1, <32 x i32> %17
  %34 = select <32 x i1> %30, <32 x i32> %wide.load15.1, <32 x i32> %18
  %35 = select <32 x i1> %31, <32 x i32> %wide.load16.1, <32 x i32> %19
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !35

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa24.ph = phi <32 x i32> [ undef, %vector.ph ], [ %32, %vector.body ]
  %.lcssa23.ph = phi <32 x i32> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa22.ph = phi <32 x i32> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa.ph = phi <32 x i32> [ undef, %vector.ph ], [ %35, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %32, %vector.body ]
  %vec.phi11.unr = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %33, %vector.body ]
  %vec.phi12.unr = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %34, %vector.body ]
  %vec.phi13.unr = phi <32 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %35, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %36 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %37 = bitcast i32* %36 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %37, align 4
  %38 = getelementptr inbounds i32, i32* %36, i64 32
  %39 = bitcast i32* %38 to <32 x i32>*
  %wide.load14.epil = load <32 x i32>, <32 x i32>* %39, align 4
  %40 = getelementptr inbounds i32, i32* %36, i64 64
  %41 = bitcast i32* %40 to <32 x i32>*
  %wide.load15.epil = load <32 x i32>, <32 x i32>* %41, align 4
  %42 = getelementptr inbounds i32, i32* %36, i64 96
  %43 = bitcast i32* %42 to <32 x i32>*
  %wide.load16.epil = load <32 x i32>, <32 x i32>* %43, align 4
  %44 = icmp ult <32 x i32> %wide.load.epil, %vec.phi.unr
  %45 = icmp ult <32 x i32> %wide.load14.epil, %vec.phi11.unr
  %46 = icmp ult <32 x i32> %wide.load15.epil, %vec.phi12.unr
  %47 = icmp ult <32 x i32> %wide.load16.epil, %vec.phi13.unr
  %48 = select <32 x i1> %44, <32 x i32> %wide.load.epil, <32 x i32> %vec.phi.unr
  %49 = select <32 x i1> %45, <32 x i32> %wide.load14.epil, <32 x i32> %vec.phi11.unr
  %50 = select <32 x i1> %46, <32 x i32> %wide.load15.epil, <32 x i32> %vec.phi12.unr
  %51 = select <32 x i1> %47, <32 x i32> %wide.load16.epil, <32 x i32> %vec.phi13.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa24 = phi <32 x i32> [ %.lcssa24.ph, %middle.block.unr-lcssa ], [ %48, %vector.body.epil ]
  %.lcssa23 = phi <32 x i32> [ %.lcssa23.ph, %middle.block.unr-lcssa ], [ %49, %vector.body.epil ]
  %.lcssa22 = phi <32 x i32> [ %.lcssa22.ph, %middle.block.unr-lcssa ], [ %50, %vector.body.epil ]
  %.lcssa = phi <32 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %51, %vector.body.epil ]
  %rdx.minmax.cmp = icmp ult <32 x i32> %.lcssa24, %.lcssa23
  %rdx.minmax.select = select <32 x i1> %rdx.minmax.cmp, <32 x i32> %.lcssa24, <32 x i32> %.lcssa23
  %rdx.minmax.cmp17 = icmp ult <32 x i32> %rdx.minmax.select, %.lcssa22
  %rdx.minmax.select18 = select <32 x i1> %rdx.minmax.cmp17, <32 x i32> %rdx.minmax.select, <32 x i32> %.lcssa22
  %rdx.minmax.cmp19 = icmp ult <32 x i32> %rdx.minmax.select18, %.lcssa
  %rdx.minmax.select20 = select <32 x i1> %rdx.minmax.cmp19, <32 x i32> %rdx.minmax.select18, <32 x i32> %.lcssa
  %52 = call i32 @llvm.vector.reduce.umin.v32i32(<32 x i32> %rdx.minmax.select20)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader21

for.body.preheader21:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %m.08.ph = phi i32 [ -1, %for.body.preheader ], [ %52, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader21, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader21 ]
  %m.08 = phi i32 [ %.m.0, %for.body ], [ %m.08.ph, %for.body.preheader21 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %53 = load i32, i32* %arrayidx, align 4
  %cmp1 = icmp ult i32 %53, %m.08
  %.m.0 = select i1 %cmp1, i32 %53, i32 %m.08
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !36

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %m.0.lcssa = phi i32 [ -1, %entry ], [ %52, %middle.block ], [ %.m.0, %for.body ]
  store i32 %m.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @xor_all(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %12 = xor <32 x i32> %wide.load, %vec.phi
  %13 = xor <32 x i32> %wide.load11, %vec.phi8
  %14 = xor <32 x i32> %wide.load12, %vec.phi9
  %15 = xor <32 x i32> %wide.load13, %vec.phi10
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
  %24 = xor <32 x i32> %wide.load.1, %12
  %25 = xor <32 x i32> %wide.load11.1, %13
  %26 = xor <32 x i32> %wide.load12.1, %14
  %27 = xor <32 x i32> %wide.load13.1, %15
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !37

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
  %36 = xor <32 x i32> %wide.load.epil, %vec.phi.unr
  %37 = xor <32 x i32> %wide.load11.epil, %vec.phi8.unr
  %38 = xor <32 x i32> %wide.load12.epil, %vec.phi9.unr
  %39 = xor <32 x i32> %wide.load13.epil, %vec.phi10.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa19 = phi <32 x i32> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa18 = phi <32 x i32> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa17 = phi <32 x i32> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa = phi <32 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = xor <32 x i32> %.lcssa18, %.lcssa19
  %bin.rdx14 = xor <32 x i32> %.lcssa17, %bin.rdx
  %bin.rdx15 = xor <32 x i32> %.lcssa, %bin.rdx14
  %40 = call i32 @llvm.vector.reduce.xor.v32i32(<32 x i32> %bin.rdx15)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %x.05.ph = phi i32 [ 0, %for.body.preheader ], [ %40, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %x.05 = phi i32 [ %xor, %for.body ], [ %x.05.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %41 = load i32, i32* %arrayidx, align 4
  %xor = xor i32 %41, %x.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !38

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %x.0.lcssa = phi i32 [ 0, %entry ], [ %40, %middle.block ], [ %xor, %for.body ]
  store i32 %x.0.lcssa, i32* %out, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @sdot(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
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
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !39

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
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !40

for.end:                                          ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %21, %middle.block ], [ %24, %for.body ]
  store float %s.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @sum_re(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %z, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 129
  br i1 %min.iters.check, label %for.body.preheader20, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 127
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 128, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <32 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %17, %vector.body ]
  %vec.phi9 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %18, %vector.body ]
  %vec.phi10 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %19, %vector.body ]
  %vec.phi11 = phi <32 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %20, %vector.body ]
  %2 = shl nuw nsw i64 %index, 1
  %3 = shl i64 %index, 1
  %4 = or i64 %3, 64
  %5 = shl i64 %index, 1
  %6 = or i64 %5, 128
  %7 = shl i64 %index, 1
  %8 = or i64 %7, 192
  %9 = getelementptr inbounds float, float* %z, i64 %2
  %10 = getelementptr inbounds float, float* %z, i64 %4
  %11 = getelementptr inbounds float, float* %z, i64 %6
  %12 = getelementptr inbounds float, float* %z, i64 %8
  %13 = bitcast float* %9 to <64 x float>*
  %14 = bitcast float* %10 to <64 x float>*
  %15 = bitcast float* %11 to <64 x float>*
  %16 = bitcast float* %12 to <64 x float>*
  %wide.vec = load <64 x float>, <64 x float>* %13, align 4
  %wide.vec12 = load <64 x float>, <64 x float>* %14, align 4
  %wide.vec13 = load <64 x float>, <64 x float>* %15, align 4
  %wide.vec14 = load <64 x float>, <64 x float>* %16, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec15 = shufflevector <64 x float> %wide.vec12, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec16 = shufflevector <64 x float> %wide.vec13, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec17 = shufflevector <64 x float> %wide.vec14, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %17 = fadd <32 x float> %vec.phi, %strided.vec
  %18 = fadd <32 x float> %vec.phi9, %strided.vec15
  %19 = fadd <32 x float> %vec.phi10, %strided.vec16
  %20 = fadd <32 x float> %vec.phi11, %strided.vec17
  %index.next = add nuw i64 %index, 128
  %21 = icmp eq i64 %index.next, %n.vec
  br i1 %21, label %middle.block, label %vector.body, !llvm.loop !41

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd <32 x float> %18, %17
  %bin.rdx18 = fadd <32 x float> %19, %bin.rdx
  %bin.rdx19 = fadd <32 x float> %20, %bin.rdx18
  %22 = call float @llvm.vector.reduce.fadd.v32f32(float -0.000000e+00, <32 x float> %bin.rdx19)
  br label %for.body.preheader20

for.body.preheader20:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.05.ph = phi float [ 0.000000e+00, %for.body.preheader ], [ %22, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader20, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader20 ]
  %s.05 = phi float [ %add, %for.body ], [ %s.05.ph, %for.body.preheader20 ]
  %23 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, float* %z, i64 %23
  %24 = load float, float* %arrayidx, align 4
  %add = fadd float %s.05, %24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !42

for.end:                                          ; preds = %for.body, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add, %for.body ]
  store float %s.0.lcssa, float* %out, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @s162(float* noalias nocapture noundef %a, float* noalias nocapture noundef readonly %b, float* noalias nocapture noundef readonly %c, i32 noundef %k, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp = icmp sgt i32 %k, 0
  %cmp18 = icmp sgt i32 %n, 0
  %or.cond = and i1 %cmp, %cmp18
  br i1 %or.cond, label %for.body.preheader, label %if.end

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %k to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader29, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.preheader
  %scevgep = getelementptr float, float* %a, i64 %wide.trip.count
  %scevgep14 = getelementptr float, float* %a, i64 %0
  %1 = add nuw nsw i64 %wide.trip.count, %0
  %scevgep16 = getelementptr float, float* %a, i64 %1
  %bound0 = icmp ugt float* %scevgep16, %a
  %bound1 = icmp ult float* %scevgep14, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.preheader29, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = add nuw nsw i64 %index, %0
  %3 = getelementptr inbounds float, float* %a, i64 %2
  %4 = bitcast float* %3 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %4, align 4, !alias.scope !43
  %5 = getelementptr inbounds float, float* %3, i64 32
  %6 = bitcast float* %5 to <32 x float>*
  %wide.load18 = load <32 x float>, <32 x float>* %6, align 4, !alias.scope !43
  %7 = getelementptr inbounds float, float* %3, i64 64
  %8 = bitcast float* %7 to <32 x float>*
  %wide.load19 = load <32 x float>, <32 x float>* %8, align 4, !alias.scope !43
  %9 = getelementptr inbounds float, float* %3, i64 96
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load20 = load <32 x float>, <32 x float>* %10, align 4, !alias.scope !43
  %11 = getelementptr inbounds float, float* %b, i64 %index
  %12 = bitcast float* %11 to <32 x float>*
  %wide.load21 = load <32 x float>, <32 x float>* %12, align 4
  %13 = getelementptr inbounds float, float* %11, i64 32
  %14 = bitcast float* %13 to <32 x float>*
  %wide.load22 = load <32 x float>, <32 x float>* %14, align 4
  %15 = getelementptr inbounds float, float* %11, i64 64
  %16 = bitcast float* %15 to <32 x float>*
  %wide.load23 = load <32 x float>, <32 x float>* %16, align 4
  %17 = getelementptr inbounds float, float* %11, i64 96
  %18 = bitcast float* %17 to <32 x float>*
  %wide.load24 = load <32 x float>, <32 x float>* %18, align 4
  %19 = getelementptr inbounds float, float* %c, i64 %index
  %20 = bitcast float* %19 to <32 x float>*
  %wide.load25 = load <32 x float>, <32 x float>* %20, align 4
  %21 = getelementptr inbounds float, float* %19, i64 32
  %22 = bitcast float* %21 to <32 x float>*
  %wide.load26 = load <32 x float>, <32 x float>* %22, align 4
  %23 = getelementptr inbounds float, float* %19, i64 64
  %24 = bitcast float* %23 to <32 x float>*
  %wide.load27 = load <32 x float>, <32 x float>* %24, align 4
  %25 = getelementptr inbounds float, float* %19, i64 96
  %26 = bitcast float* %25 to <32 x float>*
  %wide.load28 = load <32 x float>, <32 x float>* %26, align 4
  %27 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load21, <32 x float> %wide.load25, <32 x float> %wide.load)
  %28 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load22, <32 x float> %wide.load26, <32 x float> %wide.load18)
  %29 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load23, <32 x float> %wide.load27, <32 x float> %wide.load19)
  %30 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.load24, <32 x float> %wide.load28, <32 x float> %wide.load20)
  %31 = getelementptr inbounds float, float* %a, i64 %index
  %32 = bitcast float* %31 to <32 x float>*
  store <32 x float> %27, <32 x float>* %32, align 4, !alias.scope !46, !noalias !43
  %33 = getelementptr inbounds float, float* %31, i64 32
  %34 = bitcast float* %33 to <32 x float>*
  store <32 x float> %28, <32 x float>* %34, align 4, !alias.scope !46, !noalias !43
  %35 = getelementptr inbounds float, float* %31, i64 64
  %36 = bitcast float* %35 to <32 x float>*
  store <32 x float> %29, <32 x float>* %36, align 4, !alias.scope !46, !noalias !43
  %37 = getelementptr inbounds float, float* %31, i64 96
  %38 = bitcast float* %37 to <32 x float>*
  store <32 x float> %30, <32 x float>* %38, align 4, !alias.scope !46, !noalias !43
  %index.next = add nuw i64 %index, 128
  %39 = icmp eq i64 %index.next, %n.vec
  br i1 %39, label %middle.block, label %vector.body, !llvm.loop !48

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %if.end, label %for.body.preheader29

for.body.preheader29:                             ; preds = %vector.memcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %40 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader29
  %41 = add nuw nsw i64 %indvars.iv.ph, %0
  %arrayidx.prol = getelementptr inbounds float, float* %a, i64 %41
  %42 = load float, float* %arrayidx.prol, align 4
  %arrayidx3.prol = getelementptr inbounds float, float* %b, i64 %indvars.iv.ph
  %43 = load float, float* %arrayidx3.prol, align 4
  %arrayidx5.prol = getelementptr inbounds float, float* %c, i64 %indvars.iv.ph
  %44 = load float, float* %arrayidx5.prol, align 4
  %45 = tail call float @llvm.fmuladd.f32(float %43, float %44, float %42)
  %arrayidx7.prol = getelementptr inbounds float, float* %a, i64 %indvars.iv.ph
  store float %45, float* %arrayidx7.prol, align 4
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader29
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader29 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %46 = sub nsw i64 0, %wide.trip.count
  %47 = icmp eq i64 %40, %46
  br i1 %47, label %if.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %48 = add nuw nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, float* %a, i64 %48
  %49 = load float, float* %arrayidx, align 4
  %arrayidx3 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %50 = load float, float* %arrayidx3, align 4
  %arrayidx5 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  %51 = load float, float* %arrayidx5, align 4
  %52 = tail call float @llvm.fmuladd.f32(float %50, float %51, float %49)
  %arrayidx7 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  store float %52, float* %arrayidx7, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %53 = add nuw nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %53
  %54 = load float, float* %arrayidx.1, align 4
  %arrayidx3.1 = getelementptr inbounds float, float* %b, i64 %indvars.iv.next
  %55 = load float, float* %arrayidx3.1, align 4
  %arrayidx5.1 = getelementptr inbounds float, float* %c, i64 %indvars.iv.next
  %56 = load float, float* %arrayidx5.1, align 4
  %57 = tail call float @llvm.fmuladd.f32(float %55, float %56, float %54)
  %arrayidx7.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  store float %57, float* %arrayidx7.1, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %if.end, label %for.body, !llvm.loop !49

if.end:                                           ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @s241(float* noalias nocapture noundef %a, float* noalias nocapture noundef %b, float* noalias nocapture noundef readonly %c, float* noalias nocapture noundef readonly %d, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %1 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  %2 = load float, float* %arrayidx2, align 4
  %mul = fmul float %1, %2
  %arrayidx4 = getelementptr inbounds float, float* %d, i64 %indvars.iv
  %3 = load float, float* %arrayidx4, align 4
  %mul5 = fmul float %mul, %3
  %arrayidx7 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  store float %mul5, float* %arrayidx7, align 4
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx11 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %4 = load float, float* %arrayidx11, align 4
  %mul12 = fmul float %mul5, %4
  %mul15 = fmul float %3, %mul12
  store float %mul15, float* %arrayidx, align 4
  %arrayidx.1 = getelementptr inbounds float, float* %b, i64 %indvars.iv.next
  %5 = load float, float* %arrayidx.1, align 4
  %arrayidx2.1 = getelementptr inbounds float, float* %c, i64 %indvars.iv.next
  %6 = load float, float* %arrayidx2.1, align 4
  %mul.1 = fmul float %5, %6
  %arrayidx4.1 = getelementptr inbounds float, float* %d, i64 %indvars.iv.next
  %7 = load float, float* %arrayidx4.1, align 4
  %mul5.1 = fmul float %mul.1, %7
  %arrayidx7.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  store float %mul5.1, float* %arrayidx7.1, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx11.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %8 = load float, float* %arrayidx11.1, align 4
  %mul12.1 = fmul float %mul5.1, %8
  %mul15.1 = fmul float %7, %mul12.1
  store float %mul15.1, float* %arrayidx.1, align 4
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !50

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, float* %b, i64 %indvars.iv.unr
  %9 = load float, float* %arrayidx.epil, align 4
  %arrayidx2.epil = getelementptr inbounds float, float* %c, i64 %indvars.iv.unr
  %10 = load float, float* %arrayidx2.epil, align 4
  %mul.epil = fmul float %9, %10
  %arrayidx4.epil = getelementptr inbounds float, float* %d, i64 %indvars.iv.unr
  %11 = load float, float* %arrayidx4.epil, align 4
  %mul5.epil = fmul float %mul.epil, %11
  %arrayidx7.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.unr
  store float %mul5.epil, float* %arrayidx7.epil, align 4
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.unr, 1
  %arrayidx11.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.epil
  %12 = load float, float* %arrayidx11.epil, align 4
  %mul12.epil = fmul float %mul5.epil, %12
  %mul15.epil = fmul float %11, %mul12.epil
  store float %mul15.epil, float* %arrayidx.epil, align 4
  br label %for.end

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v32f32(float, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umin.v32i32(<32 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v32i32(<32 x i32>) #3

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
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !8}
!19 = distinct !{!19, !7, !8}
!20 = distinct !{!20, !7, !10, !8}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7, !8}
!25 = distinct !{!25, !7, !10, !8}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !28}
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
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = distinct !{!48, !7, !8}
!49 = distinct !{!49, !7, !8}
!50 = distinct !{!50, !7}
