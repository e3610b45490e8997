; ModuleID = '<stdin>'
source_filename = "compares.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @fcmp_all_f32(i32* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader23, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = sext <32 x i32> %wide.load to <32 x i64>
  %3 = getelementptr inbounds float, float* %a, <32 x i64> %2
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %3, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %4 = getelementptr inbounds float, float* %b, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load22 = load <32 x float>, <32 x float>* %5, align 4
  %6 = fcmp oeq <32 x float> %wide.masked.gather, %wide.load22
  %7 = zext <32 x i1> %6 to <32 x i32>
  %8 = fcmp une <32 x float> %wide.masked.gather, %wide.load22
  %9 = select <32 x i1> %8, <32 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <32 x i32> zeroinitializer
  %10 = or <32 x i32> %9, %7
  %11 = fcmp olt <32 x float> %wide.masked.gather, %wide.load22
  %12 = select <32 x i1> %11, <32 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <32 x i32> zeroinitializer
  %13 = or <32 x i32> %10, %12
  %14 = fcmp ole <32 x float> %wide.masked.gather, %wide.load22
  %15 = select <32 x i1> %14, <32 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <32 x i32> zeroinitializer
  %16 = or <32 x i32> %13, %15
  %17 = fcmp ogt <32 x float> %wide.masked.gather, %wide.load22
  %18 = select <32 x i1> %17, <32 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <32 x i32> zeroinitializer
  %19 = or <32 x i32> %16, %18
  %20 = fcmp oge <32 x float> %wide.masked.gather, %wide.load22
  %21 = select <32 x i1> %20, <32 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <32 x i32> zeroinitializer
  %22 = or <32 x i32> %19, %21
  %23 = fcmp uno <32 x float> %wide.masked.gather, %wide.load22
  %24 = select <32 x i1> %23, <32 x i32> <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>, <32 x i32> zeroinitializer
  %25 = or <32 x i32> %22, %24
  %26 = fcmp one <32 x float> %wide.masked.gather, %wide.load22
  %27 = select <32 x i1> %26, <32 x i32> <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>, <32 x i32> zeroinitializer
  %28 = or <32 x i32> %25, %27
  %29 = getelementptr inbounds i32, i32* %out, i64 %index
  %30 = bitcast i32* %29 to <32 x i32>*
  store <32 x i32> %28, <32 x i32>* %30, align 4
  %index.next = add nuw i64 %index, 32
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader23

for.body.preheader23:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader23, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader23 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %32 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %32 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %33 = load float, float* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %34 = load float, float* %arrayidx4, align 4
  %cmp5 = fcmp oeq float %33, %34
  %conv = zext i1 %cmp5 to i32
  %cmp6 = fcmp une float %33, %34
  %shl = select i1 %cmp6, i32 2, i32 0
  %or = or i32 %shl, %conv
  %cmp8 = fcmp olt float %33, %34
  %shl10 = select i1 %cmp8, i32 4, i32 0
  %or11 = or i32 %or, %shl10
  %cmp12 = fcmp ole float %33, %34
  %shl14 = select i1 %cmp12, i32 8, i32 0
  %or15 = or i32 %or11, %shl14
  %cmp16 = fcmp ogt float %33, %34
  %shl18 = select i1 %cmp16, i32 16, i32 0
  %or19 = or i32 %or15, %shl18
  %cmp20 = fcmp oge float %33, %34
  %shl22 = select i1 %cmp20, i32 32, i32 0
  %or23 = or i32 %or19, %shl22
  %cmp24 = fcmp uno float %33, %34
  %shl25 = select i1 %cmp24, i32 64, i32 0
  %or26 = or i32 %or23, %shl25
  %cmp27 = fcmp one float %33, %34
  %shl28 = select i1 %cmp27, i32 128, i32 0
  %or29 = or i32 %or26, %shl28
  %arrayidx31 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %or29, i32* %arrayidx31, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @fcmp_unordered_f32(i32* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %c, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader32, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = sext <32 x i32> %wide.load to <32 x i64>
  %3 = getelementptr inbounds float, float* %a, <32 x i64> %2
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %3, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %4 = getelementptr inbounds float, float* %b, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load30 = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %c, i64 %index
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load31 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = fcmp uge <32 x float> %wide.masked.gather, %wide.load30
  %9 = icmp sgt <32 x i32> %wide.load31, zeroinitializer
  %10 = and <32 x i1> %8, %9
  %11 = zext <32 x i1> %10 to <32 x i32>
  %12 = fcmp ugt <32 x float> %wide.masked.gather, %wide.load30
  %13 = icmp sgt <32 x i32> %wide.load31, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %14 = and <32 x i1> %12, %13
  %15 = select <32 x i1> %14, <32 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <32 x i32> zeroinitializer
  %16 = or <32 x i32> %15, %11
  %17 = fcmp ule <32 x float> %wide.masked.gather, %wide.load30
  %18 = icmp sgt <32 x i32> %wide.load31, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %19 = and <32 x i1> %17, %18
  %20 = select <32 x i1> %19, <32 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <32 x i32> zeroinitializer
  %21 = or <32 x i32> %16, %20
  %22 = fcmp ult <32 x float> %wide.masked.gather, %wide.load30
  %23 = icmp sgt <32 x i32> %wide.load31, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %24 = and <32 x i1> %22, %23
  %25 = select <32 x i1> %24, <32 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <32 x i32> zeroinitializer
  %26 = or <32 x i32> %21, %25
  %27 = fcmp ueq <32 x float> %wide.masked.gather, %wide.load30
  %28 = icmp sgt <32 x i32> %wide.load31, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %29 = and <32 x i1> %27, %28
  %30 = select <32 x i1> %29, <32 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <32 x i32> zeroinitializer
  %31 = or <32 x i32> %26, %30
  %32 = fcmp ord <32 x float> %wide.masked.gather, %wide.load30
  %33 = icmp sgt <32 x i32> %wide.load31, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %34 = and <32 x i1> %32, %33
  %35 = select <32 x i1> %34, <32 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <32 x i32> zeroinitializer
  %36 = or <32 x i32> %31, %35
  %37 = getelementptr inbounds i32, i32* %out, i64 %index
  %38 = bitcast i32* %37 to <32 x i32>*
  store <32 x i32> %36, <32 x i32>* %38, align 4
  %index.next = add nuw i64 %index, 32
  %39 = icmp eq i64 %index.next, %n.vec
  br i1 %39, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader32

for.body.preheader32:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader32, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader32 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %40 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %40 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %41 = load float, float* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %42 = load float, float* %arrayidx4, align 4
  %arrayidx6 = getelementptr inbounds i32, i32* %c, i64 %indvars.iv
  %43 = load i32, i32* %arrayidx6, align 4
  %cmp7 = fcmp uge float %41, %42
  %cmp8 = icmp sgt i32 %43, 0
  %and21 = and i1 %cmp7, %cmp8
  %and = zext i1 %and21 to i32
  %cmp9 = fcmp ugt float %41, %42
  %cmp13 = icmp sgt i32 %43, 1
  %and1522 = and i1 %cmp9, %cmp13
  %shl = select i1 %and1522, i32 2, i32 0
  %or = or i32 %shl, %and
  %cmp16 = fcmp ule float %41, %42
  %cmp20 = icmp sgt i32 %43, 2
  %and2223 = and i1 %cmp16, %cmp20
  %shl23 = select i1 %and2223, i32 4, i32 0
  %or24 = or i32 %or, %shl23
  %cmp25 = fcmp ult float %41, %42
  %cmp29 = icmp sgt i32 %43, 3
  %and3124 = and i1 %cmp25, %cmp29
  %shl32 = select i1 %and3124, i32 8, i32 0
  %or33 = or i32 %or24, %shl32
  %cmp34 = fcmp ueq float %41, %42
  %cmp37 = icmp sgt i32 %43, 4
  %and3925 = and i1 %cmp34, %cmp37
  %shl40 = select i1 %and3925, i32 16, i32 0
  %or41 = or i32 %or33, %shl40
  %cmp42 = fcmp ord float %41, %42
  %cmp45 = icmp sgt i32 %43, 5
  %and4726 = and i1 %cmp42, %cmp45
  %shl48 = select i1 %and4726, i32 32, i32 0
  %or49 = or i32 %or41, %shl48
  %arrayidx51 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %or49, i32* %arrayidx51, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @fcmp_scatter_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader14, label %vector.ph

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
  %wide.load13 = load <32 x float>, <32 x float>* %7, align 4
  %8 = fcmp ugt <32 x float> %wide.load, %wide.load13
  %9 = fsub <32 x float> %wide.load, %wide.load13
  %10 = getelementptr i32, i32* %idx, i64 %index
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.masked.load = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %11, i32 4, <32 x i1> %8, <32 x i32> poison)
  %12 = sext <32 x i32> %wide.masked.load to <32 x i64>
  %13 = getelementptr inbounds float, float* %out, <32 x i64> %12
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %9, <32 x float*> %13, i32 4, <32 x i1> %8)
  %index.next = or i64 %index, 32
  %14 = getelementptr inbounds float, float* %a, i64 %index.next
  %15 = bitcast float* %14 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %15, align 4
  %16 = getelementptr inbounds float, float* %b, i64 %index.next
  %17 = bitcast float* %16 to <32 x float>*
  %wide.load13.1 = load <32 x float>, <32 x float>* %17, align 4
  %18 = fcmp ugt <32 x float> %wide.load.1, %wide.load13.1
  %19 = fsub <32 x float> %wide.load.1, %wide.load13.1
  %20 = getelementptr i32, i32* %idx, i64 %index.next
  %21 = bitcast i32* %20 to <32 x i32>*
  %wide.masked.load.1 = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %21, i32 4, <32 x i1> %18, <32 x i32> poison)
  %22 = sext <32 x i32> %wide.masked.load.1 to <32 x i64>
  %23 = getelementptr inbounds float, float* %out, <32 x i64> %22
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %19, <32 x float*> %23, i32 4, <32 x i1> %18)
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds float, float* %a, i64 %index.unr
  %25 = bitcast float* %24 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %25, align 4
  %26 = getelementptr inbounds float, float* %b, i64 %index.unr
  %27 = bitcast float* %26 to <32 x float>*
  %wide.load13.epil = load <32 x float>, <32 x float>* %27, align 4
  %28 = fcmp ugt <32 x float> %wide.load.epil, %wide.load13.epil
  %29 = fsub <32 x float> %wide.load.epil, %wide.load13.epil
  %30 = getelementptr i32, i32* %idx, i64 %index.unr
  %31 = bitcast i32* %30 to <32 x i32>*
  %wide.masked.load.epil = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %31, i32 4, <32 x i1> %28, <32 x i32> poison)
  %32 = sext <32 x i32> %wide.masked.load.epil to <32 x i64>
  %33 = getelementptr inbounds float, float* %out, <32 x i64> %32
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %29, <32 x float*> %33, i32 4, <32 x i1> %28)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader14

for.body.preheader14:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader14, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader14 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %34 = load float, float* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %35 = load float, float* %arrayidx2, align 4
  %cmp3 = fcmp ugt float %34, %35
  br i1 %cmp3, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %sub = fsub float %34, %35
  %arrayidx9 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %36 = load i32, i32* %arrayidx9, align 4
  %idxprom10 = sext i32 %36 to i64
  %arrayidx11 = getelementptr inbounds float, float* %out, i64 %idxprom10
  store float %sub, float* %arrayidx11, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #1

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>*, i32 immarg, <32 x i1>, <32 x i32>) #2

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float>, <32 x float*>, i32 immarg, <32 x i1>) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly willreturn }
attributes #2 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #3 = { nofree nosync nounwind willreturn writeonly }

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
