; ModuleID = '<stdin>'
source_filename = "clamps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @clamp_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float noundef %lo, float noundef %hi, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader28, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %broadcast.splatinsert = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat15 = shufflevector <32 x float> %broadcast.splatinsert14, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat17 = shufflevector <32 x float> %broadcast.splatinsert16, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat19 = shufflevector <32 x float> %broadcast.splatinsert18, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat21 = shufflevector <32 x float> %broadcast.splatinsert20, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat23 = shufflevector <32 x float> %broadcast.splatinsert22, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert24 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat25 = shufflevector <32 x float> %broadcast.splatinsert24, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert26 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat27 = shufflevector <32 x float> %broadcast.splatinsert26, <32 x float> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %1, align 4
  %2 = getelementptr inbounds float, float* %0, i64 32
  %3 = bitcast float* %2 to <32 x float>*
  %wide.load11 = load <32 x float>, <32 x float>* %3, align 4
  %4 = getelementptr inbounds float, float* %0, i64 64
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load12 = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %0, i64 96
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load13 = load <32 x float>, <32 x float>* %7, align 4
  %8 = fcmp olt <32 x float> %wide.load, %broadcast.splat
  %9 = fcmp olt <32 x float> %wide.load11, %broadcast.splat15
  %10 = fcmp olt <32 x float> %wide.load12, %broadcast.splat17
  %11 = fcmp olt <32 x float> %wide.load13, %broadcast.splat19
  %12 = fcmp ogt <32 x float> %wide.load, %broadcast.splat21
  %13 = fcmp ogt <32 x float> %wide.load11, %broadcast.splat23
  %14 = fcmp ogt <32 x float> %wide.load12, %broadcast.splat25
  %15 = fcmp ogt <32 x float> %wide.load13, %broadcast.splat27
  %16 = select <32 x i1> %12, <32 x float> %broadcast.splat21, <32 x float> %wide.load
  %17 = select <32 x i1> %13, <32 x float> %broadcast.splat23, <32 x float> %wide.load11
  %18 = select <32 x i1> %14, <32 x float> %broadcast.splat25, <32 x float> %wide.load12
  %19 = select <32 x i1> %15, <32 x float> %broadcast.splat27, <32 x float> %wide.load13
  %20 = select <32 x i1> %8, <32 x float> %broadcast.splat, <32 x float> %16
  %21 = select <32 x i1> %9, <32 x float> %broadcast.splat15, <32 x float> %17
  %22 = select <32 x i1> %10, <32 x float> %broadcast.splat17, <32 x float> %18
  %23 = select <32 x i1> %11, <32 x float> %broadcast.splat19, <32 x float> %19
  %24 = getelementptr inbounds float, float* %out, i64 %index
  %25 = bitcast float* %24 to <32 x float>*
  store <32 x float> %20, <32 x float>* %25, align 4
  %26 = getelementptr inbounds float, float* %24, i64 32
  %27 = bitcast float* %26 to <32 x float>*
  store <32 x float> %21, <32 x float>* %27, align 4
  %28 = getelementptr inbounds float, float* %24, i64 64
  %29 = bitcast float* %28 to <32 x float>*
  store <32 x float> %22, <32 x float>* %29, align 4
  %30 = getelementptr inbounds float, float* %24, i64 96
  %31 = bitcast float* %30 to <32 x float>*
  store <32 x float> %23, <32 x float>* %31, align 4
  %index.next = add nuw i64 %index, 128
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader28

for.body.preheader28:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader28, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader28 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %33 = load float, float* %arrayidx, align 4
  %cmp1 = fcmp olt float %33, %lo
  %cmp2 = fcmp ogt float %33, %hi
  %cond = select i1 %cmp2, float %hi, float %33
  %cond6 = select i1 %cmp1, float %lo, float %cond
  %arrayidx8 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond6, float* %arrayidx8, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @band_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float noundef %lo, float noundef %hi, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader26, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %broadcast.splatinsert = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat13 = shufflevector <32 x float> %broadcast.splatinsert12, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat15 = shufflevector <32 x float> %broadcast.splatinsert14, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat17 = shufflevector <32 x float> %broadcast.splatinsert16, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat19 = shufflevector <32 x float> %broadcast.splatinsert18, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat21 = shufflevector <32 x float> %broadcast.splatinsert20, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat23 = shufflevector <32 x float> %broadcast.splatinsert22, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert24 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat25 = shufflevector <32 x float> %broadcast.splatinsert24, <32 x float> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %1, align 4
  %2 = getelementptr inbounds float, float* %0, i64 32
  %3 = bitcast float* %2 to <32 x float>*
  %wide.load9 = load <32 x float>, <32 x float>* %3, align 4
  %4 = getelementptr inbounds float, float* %0, i64 64
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load10 = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %0, i64 96
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load11 = load <32 x float>, <32 x float>* %7, align 4
  %8 = fcmp ogt <32 x float> %wide.load, %broadcast.splat
  %9 = fcmp ogt <32 x float> %wide.load9, %broadcast.splat13
  %10 = fcmp ogt <32 x float> %wide.load10, %broadcast.splat15
  %11 = fcmp ogt <32 x float> %wide.load11, %broadcast.splat17
  %12 = fcmp olt <32 x float> %wide.load, %broadcast.splat19
  %13 = fcmp olt <32 x float> %wide.load9, %broadcast.splat21
  %14 = fcmp olt <32 x float> %wide.load10, %broadcast.splat23
  %15 = fcmp olt <32 x float> %wide.load11, %broadcast.splat25
  %16 = and <32 x i1> %8, %12
  %17 = and <32 x i1> %9, %13
  %18 = and <32 x i1> %10, %14
  %19 = and <32 x i1> %11, %15
  %20 = select <32 x i1> %16, <32 x float> %wide.load, <32 x float> zeroinitializer
  %21 = select <32 x i1> %17, <32 x float> %wide.load9, <32 x float> zeroinitializer
  %22 = select <32 x i1> %18, <32 x float> %wide.load10, <32 x float> zeroinitializer
  %23 = select <32 x i1> %19, <32 x float> %wide.load11, <32 x float> zeroinitializer
  %24 = getelementptr inbounds float, float* %out, i64 %index
  %25 = bitcast float* %24 to <32 x float>*
  store <32 x float> %20, <32 x float>* %25, align 4
  %26 = getelementptr inbounds float, float* %24, i64 32
  %27 = bitcast float* %26 to <32 x float>*
  store <32 x float> %21, <32 x float>* %27, align 4
  %28 = getelementptr inbounds float, float* %24, i64 64
  %29 = bitcast float* %28 to <32 x float>*
  store <32 x float> %22, <32 x float>* %29, align 4
  %30 = getelementptr inbounds float, float* %24, i64 96
  %31 = bitcast float* %30 to <32 x float>*
  store <32 x float> %23, <32 x float>* %31, align 4
  %index.next = add nuw i64 %index, 128
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader26

for.body.preheader26:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader26, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader26 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %33 = load float, float* %arrayidx, align 4
  %cmp1 = fcmp ogt float %33, %lo
  %cmp2 = fcmp olt float %33, %hi
  %or.cond = and i1 %cmp1, %cmp2
  %cond = select i1 %or.cond, float %33, float 0.000000e+00
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond, float* %arrayidx4, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @threshold_u8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %t, i64 0
  %broadcast.splat = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert10 = insertelement <32 x i32> poison, i32 %t, i64 0
  %broadcast.splat11 = shufflevector <32 x i32> %broadcast.splatinsert10, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <32 x i32> poison, i32 %t, i64 0
  %broadcast.splat13 = shufflevector <32 x i32> %broadcast.splatinsert12, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <32 x i32> poison, i32 %t, i64 0
  %broadcast.splat15 = shufflevector <32 x i32> %broadcast.splatinsert14, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, i8* %a, i64 %index
  %1 = bitcast i8* %0 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %1, align 1
  %2 = getelementptr inbounds i8, i8* %0, i64 32
  %3 = bitcast i8* %2 to <32 x i8>*
  %wide.load7 = load <32 x i8>, <32 x i8>* %3, align 1
  %4 = getelementptr inbounds i8, i8* %0, i64 64
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load8 = load <32 x i8>, <32 x i8>* %5, align 1
  %6 = getelementptr inbounds i8, i8* %0, i64 96
  %7 = bitcast i8* %6 to <32 x i8>*
  %wide.load9 = load <32 x i8>, <32 x i8>* %7, align 1
  %8 = zext <32 x i8> %wide.load to <32 x i32>
  %9 = zext <32 x i8> %wide.load7 to <32 x i32>
  %10 = zext <32 x i8> %wide.load8 to <32 x i32>
  %11 = zext <32 x i8> %wide.load9 to <32 x i32>
  %12 = icmp slt <32 x i32> %broadcast.splat, %8
  %13 = icmp slt <32 x i32> %broadcast.splat11, %9
  %14 = icmp slt <32 x i32> %broadcast.splat13, %10
  %15 = icmp slt <32 x i32> %broadcast.splat15, %11
  %16 = sext <32 x i1> %12 to <32 x i8>
  %17 = sext <32 x i1> %13 to <32 x i8>
  %18 = sext <32 x i1> %14 to <32 x i8>
  %19 = sext <32 x i1> %15 to <32 x i8>
  %20 = getelementptr inbounds i8, i8* %out, i64 %index
  %21 = bitcast i8* %20 to <32 x i8>*
  store <32 x i8> %16, <32 x i8>* %21, align 1
  %22 = getelementptr inbounds i8, i8* %20, i64 32
  %23 = bitcast i8* %22 to <32 x i8>*
  store <32 x i8> %17, <32 x i8>* %23, align 1
  %24 = getelementptr inbounds i8, i8* %20, i64 64
  %25 = bitcast i8* %24 to <32 x i8>*
  store <32 x i8> %18, <32 x i8>* %25, align 1
  %26 = getelementptr inbounds i8, i8* %20, i64 96
  %27 = bitcast i8* %26 to <32 x i8>*
  store <32 x i8> %19, <32 x i8>* %27, align 1
  %index.next = add nuw i64 %index, 128
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %29 = load i8, i8* %arrayidx, align 1
  %conv = zext i8 %29 to i32
  %cmp1 = icmp sgt i32 %conv, %t
  %conv3 = sext i1 %cmp1 to i8
  %arrayidx5 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %conv3, i8* %arrayidx5, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @clamp_gather_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, float noundef %lo, float noundef %hi, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader13, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x float> poison, float %lo, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert11 = insertelement <32 x float> poison, float %hi, i64 0
  %broadcast.splat12 = shufflevector <32 x float> %broadcast.splatinsert11, <32 x float> poison, <32 x i32> zeroinitializer
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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = sext <32 x i32> %wide.load to <32 x i64>
  %7 = getelementptr inbounds float, float* %a, <32 x i64> %6
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %8 = fcmp olt <32 x float> %wide.masked.gather, %broadcast.splat
  %9 = fcmp ogt <32 x float> %wide.masked.gather, %broadcast.splat12
  %10 = select <32 x i1> %9, <32 x float> %broadcast.splat12, <32 x float> %wide.masked.gather
  %11 = select <32 x i1> %8, <32 x float> %broadcast.splat, <32 x float> %10
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <32 x float>*
  store <32 x float> %11, <32 x float>* %13, align 4
  %index.next = or i64 %index, 32
  %14 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %15, align 4
  %16 = sext <32 x i32> %wide.load.1 to <32 x i64>
  %17 = getelementptr inbounds float, float* %a, <32 x i64> %16
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %17, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %18 = fcmp olt <32 x float> %wide.masked.gather.1, %broadcast.splat
  %19 = fcmp ogt <32 x float> %wide.masked.gather.1, %broadcast.splat12
  %20 = select <32 x i1> %19, <32 x float> %broadcast.splat12, <32 x float> %wide.masked.gather.1
  %21 = select <32 x i1> %18, <32 x float> %broadcast.splat, <32 x float> %20
  %22 = getelementptr inbounds float, float* %out, i64 %index.next
  %23 = bitcast float* %22 to <32 x float>*
  store <32 x float> %21, <32 x float>* %23, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !15

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %25, align 4
  %26 = sext <32 x i32> %wide.load.epil to <32 x i64>
  %27 = getelementptr inbounds float, float* %a, <32 x i64> %26
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %27, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %28 = fcmp olt <32 x float> %wide.masked.gather.epil, %broadcast.splat
  %29 = fcmp ogt <32 x float> %wide.masked.gather.epil, %broadcast.splat12
  %30 = select <32 x i1> %29, <32 x float> %broadcast.splat12, <32 x float> %wide.masked.gather.epil
  %31 = select <32 x i1> %28, <32 x float> %broadcast.splat, <32 x float> %30
  %32 = getelementptr inbounds float, float* %out, i64 %index.unr
  %33 = bitcast float* %32 to <32 x float>*
  store <32 x float> %31, <32 x float>* %33, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader13

for.body.preheader13:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader13, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader13 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %34 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %34 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %35 = load float, float* %arrayidx2, align 4
  %cmp3 = fcmp olt float %35, %lo
  %cmp4 = fcmp ogt float %35, %hi
  %cond = select i1 %cmp4, float %hi, float %35
  %cond8 = select i1 %cmp3, float %lo, float %cond
  %arrayidx10 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond8, float* %arrayidx10, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #1

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly willreturn }

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
