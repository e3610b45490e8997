; ModuleID = '<stdin>'
source_filename = "scatters.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scatter_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 96
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %idx, i64 %index
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = sext <32 x i32> %wide.load7 to <32 x i64>
  %9 = getelementptr inbounds float, float* %out, <32 x i64> %8
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load, <32 x float*> %9, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next = or i64 %index, 32
  %10 = getelementptr inbounds float, float* %a, i64 %index.next
  %11 = bitcast float* %10 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %11, align 4
  %12 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load7.1 = load <32 x i32>, <32 x i32>* %13, align 4
  %14 = sext <32 x i32> %wide.load7.1 to <32 x i64>
  %15 = getelementptr inbounds float, float* %out, <32 x i64> %14
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.1, <32 x float*> %15, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.1 = or i64 %index, 64
  %16 = getelementptr inbounds float, float* %a, i64 %index.next.1
  %17 = bitcast float* %16 to <32 x float>*
  %wide.load.2 = load <32 x float>, <32 x float>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load7.2 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = sext <32 x i32> %wide.load7.2 to <32 x i64>
  %21 = getelementptr inbounds float, float* %out, <32 x i64> %20
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.2, <32 x float*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.2 = or i64 %index, 96
  %22 = getelementptr inbounds float, float* %a, i64 %index.next.2
  %23 = bitcast float* %22 to <32 x float>*
  %wide.load.3 = load <32 x float>, <32 x float>* %23, align 4
  %24 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.load7.3 = load <32 x i32>, <32 x i32>* %25, align 4
  %26 = sext <32 x i32> %wide.load7.3 to <32 x i64>
  %27 = getelementptr inbounds float, float* %out, <32 x i64> %26
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.3, <32 x float*> %27, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.3 = add nuw i64 %index, 128
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds float, float* %a, i64 %index.epil
  %29 = bitcast float* %28 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %29, align 4
  %30 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %31 = bitcast i32* %30 to <32 x i32>*
  %wide.load7.epil = load <32 x i32>, <32 x i32>* %31, align 4
  %32 = sext <32 x i32> %wide.load7.epil to <32 x i64>
  %33 = getelementptr inbounds float, float* %out, <32 x i64> %32
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.epil, <32 x float*> %33, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.epil = add nuw i64 %index.epil, 32
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !9

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %34 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %35 = load i32, i32* %arrayidx2, align 4
  %idxprom3 = sext i32 %35 to i64
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %idxprom3
  store float %34, float* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !11

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = fcmp ogt <32 x float> %wide.load, zeroinitializer
  %7 = getelementptr i32, i32* %idx, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %8, i32 4, <32 x i1> %6, <32 x i32> poison)
  %9 = sext <32 x i32> %wide.masked.load to <32 x i64>
  %10 = getelementptr inbounds float, float* %out, <32 x i64> %9
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load, <32 x float*> %10, i32 4, <32 x i1> %6)
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds float, float* %a, i64 %index.next
  %12 = bitcast float* %11 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %12, align 4
  %13 = fcmp ogt <32 x float> %wide.load.1, zeroinitializer
  %14 = getelementptr i32, i32* %idx, i64 %index.next
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.masked.load.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %15, i32 4, <32 x i1> %13, <32 x i32> poison)
  %16 = sext <32 x i32> %wide.masked.load.1 to <32 x i64>
  %17 = getelementptr inbounds float, float* %out, <32 x i64> %16
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.1, <32 x float*> %17, i32 4, <32 x i1> %13)
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds float, float* %a, i64 %index.unr
  %19 = bitcast float* %18 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %19, align 4
  %20 = fcmp ogt <32 x float> %wide.load.epil, zeroinitializer
  %21 = getelementptr i32, i32* %idx, i64 %index.unr
  %22 = bitcast i32* %21 to <32 x i32>*
  %wide.masked.load.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %22, i32 4, <32 x i1> %20, <32 x i32> poison)
  %23 = sext <32 x i32> %wide.masked.load.epil to <32 x i64>
  %24 = getelementptr inbounds float, float* %out, <32 x i64> %23
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.epil, <32 x float*> %24, i32 4, <32 x i1> %20)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %25 = load float, float* %arrayidx, align 4
  %cmp1 = fcmp ogt float %25, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %26 = load i32, i32* %arrayidx5, align 4
  %idxprom6 = sext i32 %26 to i64
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %idxprom6
  store float %25, float* %arrayidx7, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scatter_i8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, i8* %a, i64 %index
  %1 = bitcast i8* %0 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %1, align 1
  %2 = add <32 x i8> %wide.load, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %3 = getelementptr inbounds i32, i32* %idx, i64 %index
  %4 = bitcast i32* %3 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %4, align 4
  %5 = sext <32 x i32> %wide.load7 to <32 x i64>
  %6 = extractelement <32 x i64> %5, i64 0
  %7 = getelementptr inbounds i8, i8* %out, i64 %6
  %8 = extractelement <32 x i64> %5, i64 1
  %9 = getelementptr inbounds i8, i8* %out, i64 %8
  %10 = extractelement <32 x i64> %5, i64 2
  %11 = getelementptr inbounds i8, i8* %out, i64 %10
  %12 = extractelement <32 x i64> %5, i64 3
  %13 = getelementptr inbounds i8, i8* %out, i64 %12
  %14 = extractelement <32 x i64> %5, i64 4
  %15 = getelementptr inbounds i8, i8* %out, i64 %14
  %16 = extractelement <32 x i64> %5, i64 5
  %17 = getelementptr inbounds i8, i8* %out, i64 %16
  %18 = extractelement <32 x i64> %5, i64 6
  %19 = getelementptr inbounds i8, i8* %out, i64 %18
  %20 = extractelement <32 x i64> %5, i64 7
  %21 = getelementptr inbounds i8, i8* %out, i64 %20
  %22 = extractelement <32 x i64> %5, i64 8
  %23 = getelementptr inbounds i8, i8* %out, i64 %22
  %24 = extractelement <32 x i64> %5, i64 9
  %25 = getelementptr inbounds i8, i8* %out, i64 %24
  %26 = extractelement <32 x i64> %5, i64 10
  %27 = getelementptr inbounds i8, i8* %out, i64 %26
  %28 = extractelement <32 x i64> %5, i64 11
  %29 = getelementptr inbounds i8, i8* %out, i64 %28
  %30 = extractelement <32 x i64> %5, i64 12
  %31 = getelementptr inbounds i8, i8* %out, i64 %30
  %32 = extractelement <32 x i64> %5, i64 13
  %33 = getelementptr inbounds i8, i8* %out, i64 %32
  %34 = extractelement <32 x i64> %5, i64 14
  %35 = getelementptr inbounds i8, i8* %out, i64 %34
  %36 = extractelement <32 x i64> %5, i64 15
  %37 = getelementptr inbounds i8, i8* %out, i64 %36
  %38 = extractelement <32 x i64> %5, i64 16
  %39 = getelementptr inbounds i8, i8* %out, i64 %38
  %40 = extractelement <32 x i64> %5, i64 17
  %41 = getelementptr inbounds i8, i8* %out, i64 %40
  %42 = extractelement <32 x i64> %5, i64 18
  %43 = getelementptr inbounds i8, i8* %out, i64 %42
  %44 = extractelement <32 x i64> %5, i64 19
  %45 = getelementptr inbounds i8, i8* %out, i64 %44
  %46 = extractelement <32 x i64> %5, i64 20
  %47 = getelementptr inbounds i8, i8* %out, i64 %46
  %48 = extractelement <32 x i64> %5, i64 21
  %49 = getelementptr inbounds i8, i8* %out, i64 %48
  %50 = extractelement <32 x i64> %5, i64 22
  %51 = getelementptr inbounds i8, i8* %out, i64 %50
  %52 = extractelement <32 x i64> %5, i64 23
  %53 = getelementptr inbounds i8, i8* %out, i64 %52
  %54 = extractelement <32 x i64> %5, i64 24
  %55 = getelementptr inbounds i8, i8* %out, i64 %54
  %56 = extractelement <32 x i64> %5, i64 25
  %57 = getelementptr inbounds i8, i8* %out, i64 %56
  %58 = extractelement <32 x i64> %5, i64 26
  %59 = getelementptr inbounds i8, i8* %out, i64 %58
  %60 = extractelement <32 x i64> %5, i64 27
  %61 = getelementptr inbounds i8, i8* %out, i64 %60
  %62 = extractelement <32 x i64> %5, i64 28
  %63 = getelementptr inbounds i8, i8* %out, i64 %62
  %64 = extractelement <32 x i64> %5, i64 29
  %65 = getelementptr inbounds i8, i8* %out, i64 %64
  %66 = extractelement <32 x i64> %5, i64 30
  %67 = getelementptr inbounds i8, i8* %out, i64 %66
  %68 = extractelement <32 x i64> %5, i64 31
  %69 = getelementptr inbounds i8, i8* %out, i64 %68
  %70 = extractelement <32 x i8> %2, i64 0
  store i8 %70, i8* %7, align 1
  %71 = extractelement <32 x i8> %2, i64 1
  store i8 %71, i8* %9, align 1
  %72 = extractelement <32 x i8> %2, i64 2
  store i8 %72, i8* %11, align 1
  %73 = extractelement <32 x i8> %2, i64 3
  store i8 %73, i8* %13, align 1
  %74 = extractelement <32 x i8> %2, i64 4
  store i8 %74, i8* %15, align 1
  %75 = extractelement <32 x i8> %2, i64 5
  store i8 %75, i8* %17, align 1
  %76 = extractelement <32 x i8> %2, i64 6
  store i8 %76, i8* %19, align 1
  %77 = extractelement <32 x i8> %2, i64 7
  store i8 %77, i8* %21, align 1
  %78 = extractelement <32 x i8> %2, i64 8
  store i8 %78, i8* %23, align 1
  %79 = extractelement <32 x i8> %2, i64 9
  store i8 %79, i8* %25, align 1
  %80 = extractelement <32 x i8> %2, i64 10
  store i8 %80, i8* %27, align 1
  %81 = extractelement <32 x i8> %2, i64 11
  store i8 %81, i8* %29, align 1
  %82 = extractelement <32 x i8> %2, i64 12
  store i8 %82, i8* %31, align 1
  %83 = extractelement <32 x i8> %2, i64 13
  store i8 %83, i8* %33, align 1
  %84 = extractelement <32 x i8> %2, i64 14
  store i8 %84, i8* %35, align 1
  %85 = extractelement <32 x i8> %2, i64 15
  store i8 %85, i8* %37, align 1
  %86 = extractelement <32 x i8> %2, i64 16
  store i8 %86, i8* %39, align 1
  %87 = extractelement <32 x i8> %2, i64 17
  store i8 %87, i8* %41, align 1
  %88 = extractelement <32 x i8> %2, i64 18
  store i8 %88, i8* %43, align 1
  %89 = extractelement <32 x i8> %2, i64 19
  store i8 %89, i8* %45, align 1
  %90 = extractelement <32 x i8> %2, i64 20
  store i8 %90, i8* %47, align 1
  %91 = extractelement <32 x i8> %2, i64 21
  store i8 %91, i8* %49, align 1
  %92 = extractelement <32 x i8> %2, i64 22
  store i8 %92, i8* %51, align 1
  %93 = extractelement <32 x i8> %2, i64 23
  store i8 %93, i8* %53, align 1
  %94 = extractelement <32 x i8> %2, i64 24
  store i8 %94, i8* %55, align 1
  %95 = extractelement <32 x i8> %2, i64 25
  store i8 %95, i8* %57, align 1
  %96 = extractelement <32 x i8> %2, i64 26
  store i8 %96, i8* %59, align 1
  %97 = extractelement <32 x i8> %2, i64 27
  store i8 %97, i8* %61, align 1
  %98 = extractelement <32 x i8> %2, i64 28
  store i8 %98, i8* %63, align 1
  %99 = extractelement <32 x i8> %2, i64 29
  store i8 %99, i8* %65, align 1
  %100 = extractelement <32 x i8> %2, i64 30
  store i8 %100, i8* %67, align 1
  %101 = extractelement <32 x i8> %2, i64 31
  store i8 %101, i8* %69, align 1
  %index.next = add nuw i64 %index, 32
  %102 = icmp eq i64 %index.next, %n.vec
  br i1 %102, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %103 = load i8, i8* %arrayidx, align 1
  %add = add i8 %103, 3
  %arrayidx3 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %104 = load i32, i32* %arrayidx3, align 4
  %idxprom4 = sext i32 %104 to i64
  %arrayidx5 = getelementptr inbounds i8, i8* %out, i64 %idxprom4
  store i8 %add, i8* %arrayidx5, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scatter_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, i16* %a, i64 %index
  %1 = bitcast i16* %0 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %1, align 2
  %2 = shl <32 x i16> %wide.load, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %3 = getelementptr inbounds i32, i32* %idx, i64 %index
  %4 = bitcast i32* %3 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %4, align 4
  %5 = sext <32 x i32> %wide.load7 to <32 x i64>
  %6 = extractelement <32 x i64> %5, i64 0
  %7 = getelementptr inbounds i16, i16* %out, i64 %6
  %8 = extractelement <32 x i64> %5, i64 1
  %9 = getelementptr inbounds i16, i16* %out, i64 %8
  %10 = extractelement <32 x i64> %5, i64 2
  %11 = getelementptr inbounds i16, i16* %out, i64 %10
  %12 = extractelement <32 x i64> %5, i64 3
  %13 = getelementptr inbounds i16, i16* %out, i64 %12
  %14 = extractelement <32 x i64> %5, i64 4
  %15 = getelementptr inbounds i16, i16* %out, i64 %14
  %16 = extractelement <32 x i64> %5, i64 5
  %17 = getelementptr inbounds i16, i16* %out, i64 %16
  %18 = extractelement <32 x i64> %5, i64 6
  %19 = getelementptr inbounds i16, i16* %out, i64 %18
  %20 = extractelement <32 x i64> %5, i64 7
  %21 = getelementptr inbounds i16, i16* %out, i64 %20
  %22 = extractelement <32 x i64> %5, i64 8
  %23 = getelementptr inbounds i16, i16* %out, i64 %22
  %24 = extractelement <32 x i64> %5, i64 9
  %25 = getelementptr inbounds i16, i16* %out, i64 %24
  %26 = extractelement <32 x i64> %5, i64 10
  %27 = getelementptr inbounds i16, i16* %out, i64 %26
  %28 = extractelement <32 x i64> %5, i64 11
  %29 = getelementptr inbounds i16, i16* %out, i64 %28
  %30 = extractelement <32 x i64> %5, i64 12
  %31 = getelementptr inbounds i16, i16* %out, i64 %30
  %32 = extractelement <32 x i64> %5, i64 13
  %33 = getelementptr inbounds i16, i16* %out, i64 %32
  %34 = extractelement <32 x i64> %5, i64 14
  %35 = getelementptr inbounds i16, i16* %out, i64 %34
  %36 = extractelement <32 x i64> %5, i64 15
  %37 = getelementptr inbounds i16, i16* %out, i64 %36
  %38 = extractelement <32 x i64> %5, i64 16
  %39 = getelementptr inbounds i16, i16* %out, i64 %38
  %40 = extractelement <32 x i64> %5, i64 17
  %41 = getelementptr inbounds i16, i16* %out, i64 %40
  %42 = extractelement <32 x i64> %5, i64 18
  %43 = getelementptr inbounds i16, i16* %out, i64 %42
  %44 = extractelement <32 x i64> %5, i64 19
  %45 = getelementptr inbounds i16, i16* %out, i64 %44
  %46 = extractelement <32 x i64> %5, i64 20
  %47 = getelementptr inbounds i16, i16* %out, i64 %46
  %48 = extractelement <32 x i64> %5, i64 21
  %49 = getelementptr inbounds i16, i16* %out, i64 %48
  %50 = extractelement <32 x i64> %5, i64 22
  %51 = getelementptr inbounds i16, i16* %out, i64 %50
  %52 = extractelement <32 x i64> %5, i64 23
  %53 = getelementptr inbounds i16, i16* %out, i64 %52
  %54 = extractelement <32 x i64> %5, i64 24
  %55 = getelementptr inbounds i16, i16* %out, i64 %54
  %56 = extractelement <32 x i64> %5, i64 25
  %57 = getelementptr inbounds i16, i16* %out, i64 %56
  %58 = extractelement <32 x i64> %5, i64 26
  %59 = getelementptr inbounds i16, i16* %out, i64 %58
  %60 = extractelement <32 x i64> %5, i64 27
  %61 = getelementptr inbounds i16, i16* %out, i64 %60
  %62 = extractelement <32 x i64> %5, i64 28
  %63 = getelementptr inbounds i16, i16* %out, i64 %62
  %64 = extractelement <32 x i64> %5, i64 29
  %65 = getelementptr inbounds i16, i16* %out, i64 %64
  %66 = extractelement <32 x i64> %5, i64 30
  %67 = getelementptr inbounds i16, i16* %out, i64 %66
  %68 = extractelement <32 x i64> %5, i64 31
  %69 = getelementptr inbounds i16, i16* %out, i64 %68
  %70 = extractelement <32 x i16> %2, i64 0
  store i16 %70, i16* %7, align 2
  %71 = extractelement <32 x i16> %2, i64 1
  store i16 %71, i16* %9, align 2
  %72 = extractelement <32 x i16> %2, i64 2
  store i16 %72, i16* %11, align 2
  %73 = extractelement <32 x i16> %2, i64 3
  store i16 %73, i16* %13, align 2
  %74 = extractelement <32 x i16> %2, i64 4
  store i16 %74, i16* %15, align 2
  %75 = extractelement <32 x i16> %2, i64 5
  store i16 %75, i16* %17, align 2
  %76 = extractelement <32 x i16> %2, i64 6
  store i16 %76, i16* %19, align 2
  %77 = extractelement <32 x i16> %2, i64 7
  store i16 %77, i16* %21, align 2
  %78 = extractelement <32 x i16> %2, i64 8
  store i16 %78, i16* %23, align 2
  %79 = extractelement <32 x i16> %2, i64 9
  store i16 %79, i16* %25, align 2
  %80 = extractelement <32 x i16> %2, i64 10
  store i16 %80, i16* %27, align 2
  %81 = extractelement <32 x i16> %2, i64 11
  store i16 %81, i16* %29, align 2
  %82 = extractelement <32 x i16> %2, i64 12
  store i16 %82, i16* %31, align 2
  %83 = extractelement <32 x i16> %2, i64 13
  store i16 %83, i16* %33, align 2
  %84 = extractelement <32 x i16> %2, i64 14
  store i16 %84, i16* %35, align 2
  %85 = extractelement <32 x i16> %2, i64 15
  store i16 %85, i16* %37, align 2
  %86 = extractelement <32 x i16> %2, i64 16
  store i16 %86, i16* %39, align 2
  %87 = extractelement <32 x i16> %2, i64 17
  store i16 %87, i16* %41, align 2
  %88 = extractelement <32 x i16> %2, i64 18
  store i16 %88, i16* %43, align 2
  %89 = extractelement <32 x i16> %2, i64 19
  store i16 %89, i16* %45, align 2
  %90 = extractelement <32 x i16> %2, i64 20
  store i16 %90, i16* %47, align 2
  %91 = extractelement <32 x i16> %2, i64 21
  store i16 %91, i16* %49, align 2
  %92 = extractelement <32 x i16> %2, i64 22
  store i16 %92, i16* %51, align 2
  %93 = extractelement <32 x i16> %2, i64 23
  store i16 %93, i16* %53, align 2
  %94 = extractelement <32 x i16> %2, i64 24
  store i16 %94, i16* %55, align 2
  %95 = extractelement <32 x i16> %2, i64 25
  store i16 %95, i16* %57, align 2
  %96 = extractelement <32 x i16> %2, i64 26
  store i16 %96, i16* %59, align 2
  %97 = extractelement <32 x i16> %2, i64 27
  store i16 %97, i16* %61, align 2
  %98 = extractelement <32 x i16> %2, i64 28
  store i16 %98, i16* %63, align 2
  %99 = extractelement <32 x i16> %2, i64 29
  store i16 %99, i16* %65, align 2
  %100 = extractelement <32 x i16> %2, i64 30
  store i16 %100, i16* %67, align 2
  %101 = extractelement <32 x i16> %2, i64 31
  store i16 %101, i16* %69, align 2
  %index.next = add nuw i64 %index, 32
  %102 = icmp eq i64 %index.next, %n.vec
  br i1 %102, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %103 = load i16, i16* %arrayidx, align 2
  %shl = shl i16 %103, 1
  %arrayidx3 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %104 = load i32, i32* %arrayidx3, align 4
  %idxprom4 = sext i32 %104 to i64
  %arrayidx5 = getelementptr inbounds i16, i16* %out, i64 %idxprom4
  store i16 %shl, i16* %arrayidx5, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scatter_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader8, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 96
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i64, i64* %a, i64 %index
  %5 = bitcast i64* %4 to <32 x i64>*
  %wide.load = load <32 x i64>, <32 x i64>* %5, align 8
  %6 = add nsw <32 x i64> %wide.load, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = getelementptr inbounds i32, i32* %idx, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  %wide.load7 = load <32 x i32>, <32 x i32>* %8, align 4
  %9 = sext <32 x i32> %wide.load7 to <32 x i64>
  %10 = getelementptr inbounds i64, i64* %out, <32 x i64> %9
  call void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64> %6, <32 x i64*> %10, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next = or i64 %index, 32
  %11 = getelementptr inbounds i64, i64* %a, i64 %index.next
  %12 = bitcast i64* %11 to <32 x i64>*
  %wide.load.1 = load <32 x i64>, <32 x i64>* %12, align 8
  %13 = add nsw <32 x i64> %wide.load.1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %14 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.load7.1 = load <32 x i32>, <32 x i32>* %15, align 4
  %16 = sext <32 x i32> %wide.load7.1 to <32 x i64>
  %17 = getelementptr inbounds i64, i64* %out, <32 x i64> %16
  call void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64> %13, <32 x i64*> %17, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.1 = or i64 %index, 64
  %18 = getelementptr inbounds i64, i64* %a, i64 %index.next.1
  %19 = bitcast i64* %18 to <32 x i64>*
  %wide.load.2 = load <32 x i64>, <32 x i64>* %19, align 8
  %20 = add nsw <32 x i64> %wide.load.2, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %21 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %22 = bitcast i32* %21 to <32 x i32>*
  %wide.load7.2 = load <32 x i32>, <32 x i32>* %22, align 4
  %23 = sext <32 x i32> %wide.load7.2 to <32 x i64>
  %24 = getelementptr inbounds i64, i64* %out, <32 x i64> %23
  call void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64> %20, <32 x i64*> %24, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.2 = or i64 %index, 96
  %25 = getelementptr inbounds i64, i64* %a, i64 %index.next.2
  %26 = bitcast i64* %25 to <32 x i64>*
  %wide.load.3 = load <32 x i64>, <32 x i64>* %26, align 8
  %27 = add nsw <32 x i64> %wide.load.3, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load7.3 = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = sext <32 x i32> %wide.load7.3 to <32 x i64>
  %31 = getelementptr inbounds i64, i64* %out, <32 x i64> %30
  call void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64> %27, <32 x i64*> %31, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.3 = add nuw i64 %index, 128
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %32 = getelementptr inbounds i64, i64* %a, i64 %index.epil
  %33 = bitcast i64* %32 to <32 x i64>*
  %wide.load.epil = load <32 x i64>, <32 x i64>* %33, align 8
  %34 = add nsw <32 x i64> %wide.load.epil, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %35 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %36 = bitcast i32* %35 to <32 x i32>*
  %wide.load7.epil = load <32 x i32>, <32 x i32>* %36, align 4
  %37 = sext <32 x i32> %wide.load7.epil to <32 x i64>
  %38 = getelementptr inbounds i64, i64* %out, <32 x i64> %37
  call void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64> %34, <32 x i64*> %38, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.epil = add nuw i64 %index.epil, 32
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !20

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader8

for.body.preheader8:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader8, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader8 ]
  %arrayidx = getelementptr inbounds i64, i64* %a, i64 %indvars.iv
  %39 = load i64, i64* %arrayidx, align 8
  %add = add nsw i64 %39, 1
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %40 = load i32, i32* %arrayidx2, align 4
  %idxprom3 = sext i32 %40 to i64
  %arrayidx4 = getelementptr inbounds i64, i64* %out, i64 %idxprom3
  store i64 %add, i64* %arrayidx4, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !21

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_f64(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %a, i8* noalias nocapture noundef readonly %c, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %4 = getelementptr inbounds i8, i8* %c, i64 %index
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %5, align 1
  %6 = icmp ne <32 x i8> %wide.load, zeroinitializer
  %7 = getelementptr double, double* %a, i64 %index
  %8 = bitcast double* %7 to <32 x double>*
  %wide.masked.load = call <32 x double> @llvm.masked.load.v32f64.p0v32f64(<32 x double>* %8, i32 8, <32 x i1> %6, <32 x double> poison)
  %9 = getelementptr i32, i32* %idx, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  %wide.masked.load8 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %10, i32 4, <32 x i1> %6, <32 x i32> poison)
  %11 = sext <32 x i32> %wide.masked.load8 to <32 x i64>
  %12 = getelementptr inbounds double, double* %out, <32 x i64> %11
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %wide.masked.load, <32 x double*> %12, i32 8, <32 x i1> %6)
  %index.next = or i64 %index, 32
  %13 = getelementptr inbounds i8, i8* %c, i64 %index.next
  %14 = bitcast i8* %13 to <32 x i8>*
  %wide.load.1 = load <32 x i8>, <32 x i8>* %14, align 1
  %15 = icmp ne <32 x i8> %wide.load.1, zeroinitializer
  %16 = getelementptr double, double* %a, i64 %index.next
  %17 = bitcast double* %16 to <32 x double>*
  %wide.masked.load.1 = call <32 x double> @llvm.masked.load.v32f64.p0v32f64(<32 x double>* %17, i32 8, <32 x i1> %15, <32 x double> poison)
  %18 = getelementptr i32, i32* %idx, i64 %index.next
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.masked.load8.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %19, i32 4, <32 x i1> %15, <32 x i32> poison)
  %20 = sext <32 x i32> %wide.masked.load8.1 to <32 x i64>
  %21 = getelementptr inbounds double, double* %out, <32 x i64> %20
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %wide.masked.load.1, <32 x double*> %21, i32 8, <32 x i1> %15)
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !22

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds i8, i8* %c, i64 %index.unr
  %23 = bitcast i8* %22 to <32 x i8>*
  %wide.load.epil = load <32 x i8>, <32 x i8>* %23, align 1
  %24 = icmp ne <32 x i8> %wide.load.epil, zeroinitializer
  %25 = getelementptr double, double* %a, i64 %index.unr
  %26 = bitcast double* %25 to <32 x double>*
  %wide.masked.load.epil = call <32 x double> @llvm.masked.load.v32f64.p0v32f64(<32 x double>* %26, i32 8, <32 x i1> %24, <32 x double> poison)
  %27 = getelementptr i32, i32* %idx, i64 %index.unr
  %28 = bitcast i32* %27 to <32 x i32>*
  %wide.masked.load8.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %28, i32 4, <32 x i1> %24, <32 x i32> poison)
  %29 = sext <32 x i32> %wide.masked.load8.epil to <32 x i64>
  %30 = getelementptr inbounds double, double* %out, <32 x i64> %29
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %wide.masked.load.epil, <32 x double*> %30, i32 8, <32 x i1> %24)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i8, i8* %c, i64 %indvars.iv
  %31 = load i8, i8* %arrayidx, align 1
  %tobool.not = icmp eq i8 %31, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx2 = getelementptr inbounds double, double* %a, i64 %indvars.iv
  %32 = load double, double* %arrayidx2, align 8
  %arrayidx4 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %33 = load i32, i32* %arrayidx4, align 4
  %idxprom5 = sext i32 %33 to i64
  %arrayidx6 = getelementptr inbounds double, double* %out, i64 %idxprom5
  store double %32, double* %arrayidx6, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !23

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scatter_strided_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %0 = sext i32 %stride to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 127
  %ident.check.not = icmp eq i32 %stride, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.ph, label %for.body.preheader11

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %1 = add nsw i64 %n.vec, -128
  %2 = lshr exact i64 %1, 7
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 1
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 288230376151711742
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %5 = getelementptr inbounds i32, i32* %a, i64 %index
  %6 = bitcast i32* %5 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %6, align 4
  %7 = getelementptr inbounds i32, i32* %5, i64 32
  %8 = bitcast i32* %7 to <32 x i32>*
  %wide.load8 = load <32 x i32>, <32 x i32>* %8, align 4
  %9 = getelementptr inbounds i32, i32* %5, i64 64
  %10 = bitcast i32* %9 to <32 x i32>*
  %wide.load9 = load <32 x i32>, <32 x i32>* %10, align 4
  %11 = getelementptr inbounds i32, i32* %5, i64 96
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load10 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = mul nsw i64 %index, %0
  %14 = getelementptr inbounds i32, i32* %out, i64 %13
  %15 = bitcast i32* %14 to <32 x i32>*
  store <32 x i32> %wide.load, <32 x i32>* %15, align 4
  %16 = getelementptr inbounds i32, i32* %14, i64 32
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %wide.load8, <32 x i32>* %17, align 4
  %18 = getelementptr inbounds i32, i32* %14, i64 64
  %19 = bitcast i32* %18 to <32 x i32>*
  store <32 x i32> %wide.load9, <32 x i32>* %19, align 4
  %20 = getelementptr inbounds i32, i32* %14, i64 96
  %21 = bitcast i32* %20 to <32 x i32>*
  store <32 x i32> %wide.load10, <32 x i32>* %21, align 4
  %index.next = or i64 %index, 128
  %22 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %23 = bitcast i32* %22 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %23, align 4
  %24 = getelementptr inbounds i32, i32* %22, i64 32
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.load8.1 = load <32 x i32>, <32 x i32>* %25, align 4
  %26 = getelementptr inbounds i32, i32* %22, i64 64
  %27 = bitcast i32* %26 to <32 x i32>*
  %wide.load9.1 = load <32 x i32>, <32 x i32>* %27, align 4
  %28 = getelementptr inbounds i32, i32* %22, i64 96
  %29 = bitcast i32* %28 to <32 x i32>*
  %wide.load10.1 = load <32 x i32>, <32 x i32>* %29, align 4
  %30 = mul nsw i64 %index.next, %0
  %31 = getelementptr inbounds i32, i32* %out, i64 %30
  %32 = bitcast i32* %31 to <32 x i32>*
  store <32 x i32> %wide.load.1, <32 x i32>* %32, align 4
  %33 = getelementptr inbounds i32, i32* %31, i64 32
  %34 = bitcast i32* %33 to <32 x i32>*
  store <32 x i32> %wide.load8.1, <32 x i32>* %34, align 4
  %35 = getelementptr inbounds i32, i32* %31, i64 64
  %36 = bitcast i32* %35 to <32 x i32>*
  store <32 x i32> %wide.load9.1, <32 x i32>* %36, align 4
  %37 = getelementptr inbounds i32, i32* %31, i64 96
  %38 = bitcast i32* %37 to <32 x i32>*
  store <32 x i32> %wide.load10.1, <32 x i32>* %38, align 4
  %index.next.1 = add nuw i64 %index, 256
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !24

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %39 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %40 = bitcast i32* %39 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %40, align 4
  %41 = getelementptr inbounds i32, i32* %39, i64 32
  %42 = bitcast i32* %41 to <32 x i32>*
  %wide.load8.epil = load <32 x i32>, <32 x i32>* %42, align 4
  %43 = getelementptr inbounds i32, i32* %39, i64 64
  %44 = bitcast i32* %43 to <32 x i32>*
  %wide.load9.epil = load <32 x i32>, <32 x i32>* %44, align 4
  %45 = getelementptr inbounds i32, i32* %39, i64 96
  %46 = bitcast i32* %45 to <32 x i32>*
  %wide.load10.epil = load <32 x i32>, <32 x i32>* %46, align 4
  %47 = mul nsw i64 %index.unr, %0
  %48 = getelementptr inbounds i32, i32* %out, i64 %47
  %49 = bitcast i32* %48 to <32 x i32>*
  store <32 x i32> %wide.load.epil, <32 x i32>* %49, align 4
  %50 = getelementptr inbounds i32, i32* %48, i64 32
  %51 = bitcast i32* %50 to <32 x i32>*
  store <32 x i32> %wide.load8.epil, <32 x i32>* %51, align 4
  %52 = getelementptr inbounds i32, i32* %48, i64 64
  %53 = bitcast i32* %52 to <32 x i32>*
  store <32 x i32> %wide.load9.epil, <32 x i32>* %53, align 4
  %54 = getelementptr inbounds i32, i32* %48, i64 96
  %55 = bitcast i32* %54 to <32 x i32>*
  store <32 x i32> %wide.load10.epil, <32 x i32>* %55, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader11

for.body.preheader11:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %56 = xor i64 %indvars.iv.ph, -1
  %57 = add nsw i64 %56, %wide.trip.count
  %xtraiter12 = and i64 %wide.trip.count, 3
  %lcmp.mod13.not = icmp eq i64 %xtraiter12, 0
  br i1 %lcmp.mod13.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader11, %for.body.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body.prol ], [ %indvars.iv.ph, %for.body.preheader11 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.prol ], [ 0, %for.body.preheader11 ]
  %arrayidx.prol = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.prol
  %58 = load i32, i32* %arrayidx.prol, align 4
  %59 = mul nsw i64 %indvars.iv.prol, %0
  %arrayidx2.prol = getelementptr inbounds i32, i32* %out, i64 %59
  store i32 %58, i32* %arrayidx2.prol, align 4
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter12
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !25

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader11
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader11 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %60 = icmp ult i64 %57, 3
  br i1 %60, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %61 = load i32, i32* %arrayidx, align 4
  %62 = mul nsw i64 %indvars.iv, %0
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %62
  store i32 %61, i32* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next
  %63 = load i32, i32* %arrayidx.1, align 4
  %64 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx2.1 = getelementptr inbounds i32, i32* %out, i64 %64
  store i32 %63, i32* %arrayidx2.1, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next.1
  %65 = load i32, i32* %arrayidx.2, align 4
  %66 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx2.2 = getelementptr inbounds i32, i32* %out, i64 %66
  store i32 %65, i32* %arrayidx2.2, align 4
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next.2
  %67 = load i32, i32* %arrayidx.3, align 4
  %68 = mul nsw i64 %indvars.iv.next.2, %0
  %arrayidx2.3 = getelementptr inbounds i32, i32* %out, i64 %68
  store i32 %67, i32* %arrayidx2.3, align 4
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %for.end, label %for.body, !llvm.loop !26

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scatter_cond_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %t, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %t, i64 0
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
  %6 = icmp slt <32 x i32> %wide.load, %broadcast.splat
  %7 = and <32 x i32> %wide.load, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %8 = getelementptr i32, i32* %idx, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %9, i32 4, <32 x i1> %6, <32 x i32> poison)
  %10 = sext <32 x i32> %wide.masked.load to <32 x i64>
  %11 = getelementptr inbounds i32, i32* %out, <32 x i64> %10
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %7, <32 x i32*> %11, i32 4, <32 x i1> %6)
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %13, align 4
  %14 = icmp slt <32 x i32> %wide.load.1, %broadcast.splat
  %15 = and <32 x i32> %wide.load.1, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %16 = getelementptr i32, i32* %idx, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  %wide.masked.load.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %17, i32 4, <32 x i1> %14, <32 x i32> poison)
  %18 = sext <32 x i32> %wide.masked.load.1 to <32 x i64>
  %19 = getelementptr inbounds i32, i32* %out, <32 x i64> %18
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %15, <32 x i32*> %19, i32 4, <32 x i1> %14)
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !27

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %21, align 4
  %22 = icmp slt <32 x i32> %wide.load.epil, %broadcast.splat
  %23 = and <32 x i32> %wide.load.epil, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %24 = getelementptr i32, i32* %idx, i64 %index.unr
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.masked.load.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %25, i32 4, <32 x i1> %22, <32 x i32> poison)
  %26 = sext <32 x i32> %wide.masked.load.epil to <32 x i64>
  %27 = getelementptr inbounds i32, i32* %out, <32 x i64> %26
  call void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32> %23, <32 x i32*> %27, i32 4, <32 x i1> %22)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %28 = load i32, i32* %arrayidx, align 4
  %cmp1 = icmp slt i32 %28, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %and = and i32 %28, 255
  %arrayidx5 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %29 = load i32, i32* %arrayidx5, align 4
  %idxprom6 = sext i32 %29 to i64
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %idxprom6
  store i32 %and, i32* %arrayidx7, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !28

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float>, <32 x float*>, i32 immarg, <32 x i1>) #1

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>*, i32 immarg, <32 x i1>, <32 x i32>) #2

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64>, <32 x i64*>, i32 immarg, <32 x i1>) #1

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x double> @llvm.masked.load.v32f64.p0v32f64(<32 x double>*, i32 immarg, <32 x i1>, <32 x double>) #2

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double>, <32 x double*>, i32 immarg, <32 x i1>) #1

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32i32.v32p0i32(<32 x i32>, <32 x i32*>, i32 immarg, <32 x i1>) #1

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind willreturn writeonly }
attributes #2 = { argmemonly nofree nosync nounwind readonly willreturn }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !7, !12, !8}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !12, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !12, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !12, !8}
!19 = distinct !{!19, !7, !8}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !7, !12, !8}
!22 = distinct !{!22, !7, !8}
!23 = distinct !{!23, !7, !12, !8}
!24 = distinct !{!24, !7, !8}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !7, !8}
!27 = distinct !{!27, !7, !8}
!28 = distinct !{!28, !7, !12, !8}
