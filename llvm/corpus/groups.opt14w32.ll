; ModuleID = '<stdin>'
source_filename = "groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { float, float, float }

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @cmul(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader25, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = getelementptr inbounds float, float* %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds float, float* %a, i64 %1
  %3 = bitcast float* %2 to <64 x float>*
  %wide.vec = load <64 x float>, <64 x float>* %3, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec21 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %4 = or i64 %1, 1
  %5 = getelementptr inbounds float, float* %b, i64 %1
  %6 = bitcast float* %5 to <64 x float>*
  %wide.vec22 = load <64 x float>, <64 x float>* %6, align 4
  %strided.vec23 = shufflevector <64 x float> %wide.vec22, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec24 = shufflevector <64 x float> %wide.vec22, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %7 = fneg <32 x float> %strided.vec21
  %8 = fmul <32 x float> %strided.vec24, %7
  %9 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec, <32 x float> %strided.vec23, <32 x float> %8)
  %10 = fmul <32 x float> %strided.vec21, %strided.vec23
  %11 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec, <32 x float> %strided.vec24, <32 x float> %10)
  %12 = getelementptr inbounds float, float* %0, i64 %4
  %13 = bitcast float* %12 to <64 x float>*
  %interleaved.vec = shufflevector <32 x float> %9, <32 x float> %11, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x float> %interleaved.vec, <64 x float>* %13, align 4
  %index.next = add nuw i64 %index, 32
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader25

for.body.preheader25:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader25, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader25 ]
  %15 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, float* %a, i64 %15
  %16 = load float, float* %arrayidx, align 4
  %17 = or i64 %15, 1
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %17
  %18 = load float, float* %arrayidx3, align 4
  %arrayidx6 = getelementptr inbounds float, float* %b, i64 %15
  %19 = load float, float* %arrayidx6, align 4
  %arrayidx10 = getelementptr inbounds float, float* %b, i64 %17
  %20 = load float, float* %arrayidx10, align 4
  %21 = fneg float %18
  %neg = fmul float %20, %21
  %22 = tail call float @llvm.fmuladd.f32(float %16, float %19, float %neg)
  %arrayidx15 = getelementptr inbounds float, float* %out, i64 %15
  store float %22, float* %arrayidx15, align 4
  %mul17 = fmul float %18, %19
  %23 = tail call float @llvm.fmuladd.f32(float %16, float %20, float %mul17)
  %arrayidx21 = getelementptr inbounds float, float* %out, i64 %17
  store float %23, float* %arrayidx21, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @float3_scale(float* noalias nocapture noundef %p, float noundef %s, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  %0 = getelementptr inbounds float, float* %p, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds float, float* %p, i64 %1
  %3 = bitcast float* %2 to <96 x float>*
  %wide.vec = load <96 x float>, <96 x float>* %3, align 4
  %strided.vec = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec15 = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec16 = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %4 = fmul <32 x float> %strided.vec, %broadcast.splat
  %5 = fmul <32 x float> %strided.vec15, %broadcast.splat
  %6 = or i64 %1, 2
  %7 = fmul <32 x float> %strided.vec16, %broadcast.splat
  %8 = getelementptr inbounds float, float* %0, i64 %6
  %9 = bitcast float* %8 to <96 x float>*
  %10 = shufflevector <32 x float> %4, <32 x float> %5, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %11 = shufflevector <32 x float> %7, <32 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x float> %10, <64 x float> %11, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x float> %interleaved.vec, <96 x float>* %9, align 4
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader17

for.body.preheader17:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %13 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds float, float* %p, i64 %13
  %14 = load float, float* %arrayidx, align 4
  %mul1 = fmul float %14, %s
  store float %mul1, float* %arrayidx, align 4
  %15 = add nuw nsw i64 %13, 1
  %arrayidx4 = getelementptr inbounds float, float* %p, i64 %15
  %16 = load float, float* %arrayidx4, align 4
  %mul5 = fmul float %16, %s
  store float %mul5, float* %arrayidx4, align 4
  %17 = add nuw nsw i64 %13, 2
  %arrayidx9 = getelementptr inbounds float, float* %p, i64 %17
  %18 = load float, float* %arrayidx9, align 4
  %mul10 = fmul float %18, %s
  store float %mul10, float* %arrayidx9, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @planar_to_rgba(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %r, float* noalias nocapture noundef readonly %g, float* noalias nocapture noundef readonly %b, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader23, label %vector.ph

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
  %4 = getelementptr inbounds float, float* %out, i64 -3
  %5 = getelementptr inbounds float, float* %out, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds float, float* %r, i64 %index
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %7, align 4
  %8 = shl nsw i64 %index, 2
  %9 = getelementptr inbounds float, float* %g, i64 %index
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load20 = load <32 x float>, <32 x float>* %10, align 4
  %11 = getelementptr inbounds float, float* %b, i64 %index
  %12 = bitcast float* %11 to <32 x float>*
  %wide.load21 = load <32 x float>, <32 x float>* %12, align 4
  %13 = getelementptr inbounds float, float* %a, i64 %index
  %14 = bitcast float* %13 to <32 x float>*
  %wide.load22 = load <32 x float>, <32 x float>* %14, align 4
  %15 = or i64 %8, 3
  %16 = getelementptr inbounds float, float* %4, i64 %15
  %17 = bitcast float* %16 to <128 x float>*
  %18 = shufflevector <32 x float> %wide.load, <32 x float> %wide.load20, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %19 = shufflevector <32 x float> %wide.load21, <32 x float> %wide.load22, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x float> %18, <64 x float> %19, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x float> %interleaved.vec, <128 x float>* %17, align 4
  %index.next = or i64 %index, 32
  %20 = getelementptr inbounds float, float* %r, i64 %index.next
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %21, align 4
  %22 = shl nsw i64 %index.next, 2
  %23 = getelementptr inbounds float, float* %g, i64 %index.next
  %24 = bitcast float* %23 to <32 x float>*
  %wide.load20.1 = load <32 x float>, <32 x float>* %24, align 4
  %25 = getelementptr inbounds float, float* %b, i64 %index.next
  %26 = bitcast float* %25 to <32 x float>*
  %wide.load21.1 = load <32 x float>, <32 x float>* %26, align 4
  %27 = getelementptr inbounds float, float* %a, i64 %index.next
  %28 = bitcast float* %27 to <32 x float>*
  %wide.load22.1 = load <32 x float>, <32 x float>* %28, align 4
  %29 = or i64 %22, 3
  %30 = getelementptr inbounds float, float* %5, i64 %29
  %31 = bitcast float* %30 to <128 x float>*
  %32 = shufflevector <32 x float> %wide.load.1, <32 x float> %wide.load20.1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %33 = shufflevector <32 x float> %wide.load21.1, <32 x float> %wide.load22.1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec.1 = shufflevector <64 x float> %32, <64 x float> %33, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x float> %interleaved.vec.1, <128 x float>* %31, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %34 = getelementptr inbounds float, float* %r, i64 %index.unr
  %35 = bitcast float* %34 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %35, align 4
  %36 = shl nsw i64 %index.unr, 2
  %37 = getelementptr inbounds float, float* %g, i64 %index.unr
  %38 = bitcast float* %37 to <32 x float>*
  %wide.load20.epil = load <32 x float>, <32 x float>* %38, align 4
  %39 = getelementptr inbounds float, float* %b, i64 %index.unr
  %40 = bitcast float* %39 to <32 x float>*
  %wide.load21.epil = load <32 x float>, <32 x float>* %40, align 4
  %41 = getelementptr inbounds float, float* %a, i64 %index.unr
  %42 = bitcast float* %41 to <32 x float>*
  %wide.load22.epil = load <32 x float>, <32 x float>* %42, align 4
  %43 = or i64 %36, 3
  %44 = getelementptr inbounds float, float* %out, i64 -3
  %45 = getelementptr inbounds float, float* %44, i64 %43
  %46 = bitcast float* %45 to <128 x float>*
  %47 = shufflevector <32 x float> %wide.load.epil, <32 x float> %wide.load20.epil, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %48 = shufflevector <32 x float> %wide.load21.epil, <32 x float> %wide.load22.epil, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec.epil = shufflevector <64 x float> %47, <64 x float> %48, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x float> %interleaved.vec.epil, <128 x float>* %46, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader23

for.body.preheader23:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader23, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader23 ]
  %arrayidx = getelementptr inbounds float, float* %r, i64 %indvars.iv
  %49 = load float, float* %arrayidx, align 4
  %50 = shl nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %50
  store float %49, float* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds float, float* %g, i64 %indvars.iv
  %51 = load float, float* %arrayidx4, align 4
  %52 = or i64 %50, 1
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %52
  store float %51, float* %arrayidx7, align 4
  %arrayidx9 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %53 = load float, float* %arrayidx9, align 4
  %54 = or i64 %50, 2
  %arrayidx13 = getelementptr inbounds float, float* %out, i64 %54
  store float %53, float* %arrayidx13, align 4
  %arrayidx15 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %55 = load float, float* %arrayidx15, align 4
  %56 = or i64 %50, 3
  %arrayidx19 = getelementptr inbounds float, float* %out, i64 %56
  store float %55, float* %arrayidx19, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rgba_to_planar(i32* noalias nocapture noundef writeonly %r, i32* noalias nocapture noundef writeonly %g, i32* noalias nocapture noundef writeonly %b, i32* noalias nocapture noundef writeonly %a, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader23, label %vector.ph

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
  %4 = shl nsw i64 %index, 2
  %5 = getelementptr inbounds i32, i32* %in, i64 %4
  %6 = bitcast i32* %5 to <128 x i32>*
  %wide.vec = load <128 x i32>, <128 x i32>* %6, align 4
  %strided.vec = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec20 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %strided.vec21 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec22 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %7 = getelementptr inbounds i32, i32* %r, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  store <32 x i32> %strided.vec, <32 x i32>* %8, align 4
  %9 = getelementptr inbounds i32, i32* %g, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  store <32 x i32> %strided.vec20, <32 x i32>* %10, align 4
  %11 = getelementptr inbounds i32, i32* %b, i64 %index
  %12 = bitcast i32* %11 to <32 x i32>*
  store <32 x i32> %strided.vec21, <32 x i32>* %12, align 4
  %13 = getelementptr inbounds i32, i32* %a, i64 %index
  %14 = bitcast i32* %13 to <32 x i32>*
  store <32 x i32> %strided.vec22, <32 x i32>* %14, align 4
  %index.next = or i64 %index, 32
  %15 = shl nsw i64 %index.next, 2
  %16 = getelementptr inbounds i32, i32* %in, i64 %15
  %17 = bitcast i32* %16 to <128 x i32>*
  %wide.vec.1 = load <128 x i32>, <128 x i32>* %17, align 4
  %strided.vec.1 = shufflevector <128 x i32> %wide.vec.1, <128 x i32> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec20.1 = shufflevector <128 x i32> %wide.vec.1, <128 x i32> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %strided.vec21.1 = shufflevector <128 x i32> %wide.vec.1, <128 x i32> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec22.1 = shufflevector <128 x i32> %wide.vec.1, <128 x i32> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %18 = getelementptr inbounds i32, i32* %r, i64 %index.next
  %19 = bitcast i32* %18 to <32 x i32>*
  store <32 x i32> %strided.vec.1, <32 x i32>* %19, align 4
  %20 = getelementptr inbounds i32, i32* %g, i64 %index.next
  %21 = bitcast i32* %20 to <32 x i32>*
  store <32 x i32> %strided.vec20.1, <32 x i32>* %21, align 4
  %22 = getelementptr inbounds i32, i32* %b, i64 %index.next
  %23 = bitcast i32* %22 to <32 x i32>*
  store <32 x i32> %strided.vec21.1, <32 x i32>* %23, align 4
  %24 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %25 = bitcast i32* %24 to <32 x i32>*
  store <32 x i32> %strided.vec22.1, <32 x i32>* %25, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !15

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = shl nsw i64 %index.unr, 2
  %27 = getelementptr inbounds i32, i32* %in, i64 %26
  %28 = bitcast i32* %27 to <128 x i32>*
  %wide.vec.epil = load <128 x i32>, <128 x i32>* %28, align 4
  %strided.vec.epil = shufflevector <128 x i32> %wide.vec.epil, <128 x i32> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec20.epil = shufflevector <128 x i32> %wide.vec.epil, <128 x i32> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %strided.vec21.epil = shufflevector <128 x i32> %wide.vec.epil, <128 x i32> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec22.epil = shufflevector <128 x i32> %wide.vec.epil, <128 x i32> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %29 = getelementptr inbounds i32, i32* %r, i64 %index.unr
  %30 = bitcast i32* %29 to <32 x i32>*
  store <32 x i32> %strided.vec.epil, <32 x i32>* %30, align 4
  %31 = getelementptr inbounds i32, i32* %g, i64 %index.unr
  %32 = bitcast i32* %31 to <32 x i32>*
  store <32 x i32> %strided.vec20.epil, <32 x i32>* %32, align 4
  %33 = getelementptr inbounds i32, i32* %b, i64 %index.unr
  %34 = bitcast i32* %33 to <32 x i32>*
  store <32 x i32> %strided.vec21.epil, <32 x i32>* %34, align 4
  %35 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %36 = bitcast i32* %35 to <32 x i32>*
  store <32 x i32> %strided.vec22.epil, <32 x i32>* %36, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader23

for.body.preheader23:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader23, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader23 ]
  %37 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %37
  %38 = load i32, i32* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds i32, i32* %r, i64 %indvars.iv
  store i32 %38, i32* %arrayidx2, align 4
  %39 = or i64 %37, 1
  %arrayidx5 = getelementptr inbounds i32, i32* %in, i64 %39
  %40 = load i32, i32* %arrayidx5, align 4
  %arrayidx7 = getelementptr inbounds i32, i32* %g, i64 %indvars.iv
  store i32 %40, i32* %arrayidx7, align 4
  %41 = or i64 %37, 2
  %arrayidx11 = getelementptr inbounds i32, i32* %in, i64 %41
  %42 = load i32, i32* %arrayidx11, align 4
  %arrayidx13 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  store i32 %42, i32* %arrayidx13, align 4
  %43 = or i64 %37, 3
  %arrayidx17 = getelementptr inbounds i32, i32* %in, i64 %43
  %44 = load i32, i32* %arrayidx17, align 4
  %arrayidx19 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  store i32 %44, i32* %arrayidx19, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @aos_step(%struct.particle* noalias nocapture noundef %p, float noundef %dt, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 33
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 31
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 32, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  %broadcast.splatinsert = insertelement <32 x float> poison, float %dt, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %index, i32 1
  %3 = getelementptr inbounds float, float* %2, i64 -1
  %4 = bitcast float* %3 to <96 x float>*
  %wide.vec = load <96 x float>, <96 x float>* %4, align 4
  %strided.vec = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec8 = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %5 = getelementptr inbounds %struct.particle, %struct.particle* %p, <32 x i64> %vec.ind, i32 0
  %6 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec8, <32 x float> %broadcast.splat, <32 x float> %strided.vec)
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %6, <32 x float*> %5, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.body.preheader9, label %vector.body, !llvm.loop !17

for.body.preheader9:                              ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %vel = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 1
  %8 = load float, float* %vel, align 4
  %pos = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 0
  %9 = load float, float* %pos, align 4
  %10 = tail call float @llvm.fmuladd.f32(float %8, float %dt, float %9)
  store float %10, float* %pos, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @swap_pairs(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

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
  %4 = getelementptr inbounds i32, i32* %in, i64 -1
  %5 = getelementptr inbounds i32, i32* %out, i64 -1
  %6 = getelementptr inbounds i32, i32* %in, i64 -1
  %7 = getelementptr inbounds i32, i32* %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %8 = shl nuw nsw i64 %index, 1
  %9 = or i64 %8, 1
  %10 = getelementptr inbounds i32, i32* %4, i64 %9
  %11 = bitcast i32* %10 to <64 x i32>*
  %wide.vec = load <64 x i32>, <64 x i32>* %11, align 4
  %strided.vec = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec13 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %12 = getelementptr inbounds i32, i32* %5, i64 %9
  %13 = bitcast i32* %12 to <64 x i32>*
  %interleaved.vec = shufflevector <32 x i32> %strided.vec13, <32 x i32> %strided.vec, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i32> %interleaved.vec, <64 x i32>* %13, align 4
  %index.next = shl i64 %index, 1
  %14 = or i64 %index.next, 65
  %15 = getelementptr inbounds i32, i32* %6, i64 %14
  %16 = bitcast i32* %15 to <64 x i32>*
  %wide.vec.1 = load <64 x i32>, <64 x i32>* %16, align 4
  %strided.vec.1 = shufflevector <64 x i32> %wide.vec.1, <64 x i32> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec13.1 = shufflevector <64 x i32> %wide.vec.1, <64 x i32> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %17 = getelementptr inbounds i32, i32* %7, i64 %14
  %18 = bitcast i32* %17 to <64 x i32>*
  %interleaved.vec.1 = shufflevector <32 x i32> %strided.vec13.1, <32 x i32> %strided.vec.1, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i32> %interleaved.vec.1, <64 x i32>* %18, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl i64 %index.next.1, 1
  %phi.bo15 = or i64 %phi.bo, 1
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 1, %vector.ph ], [ %phi.bo15, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %19 = getelementptr inbounds i32, i32* %in, i64 -1
  %20 = getelementptr inbounds i32, i32* %19, i64 %index.unr
  %21 = bitcast i32* %20 to <64 x i32>*
  %wide.vec.epil = load <64 x i32>, <64 x i32>* %21, align 4
  %strided.vec.epil = shufflevector <64 x i32> %wide.vec.epil, <64 x i32> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec13.epil = shufflevector <64 x i32> %wide.vec.epil, <64 x i32> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %22 = getelementptr inbounds i32, i32* %out, i64 -1
  %23 = getelementptr inbounds i32, i32* %22, i64 %index.unr
  %24 = bitcast i32* %23 to <64 x i32>*
  %interleaved.vec.epil = shufflevector <32 x i32> %strided.vec13.epil, <32 x i32> %strided.vec.epil, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i32> %interleaved.vec.epil, <64 x i32>* %24, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader14

for.body.preheader14:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader14, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader14 ]
  %25 = shl nuw nsw i64 %indvars.iv, 1
  %26 = or i64 %25, 1
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %26
  %27 = load i32, i32* %arrayidx, align 4
  %arrayidx3 = getelementptr inbounds i32, i32* %out, i64 %25
  store i32 %27, i32* %arrayidx3, align 4
  %arrayidx6 = getelementptr inbounds i32, i32* %in, i64 %25
  %28 = load i32, i32* %arrayidx6, align 4
  %arrayidx10 = getelementptr inbounds i32, i32* %out, i64 %26
  store i32 %28, i32* %arrayidx10, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gap_load(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 33
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 31
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 32, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = shl nsw i64 %index, 2
  %3 = getelementptr inbounds i32, i32* %in, i64 %2
  %4 = bitcast i32* %3 to <128 x i32>*
  %wide.vec = load <128 x i32>, <128 x i32>* %4, align 4
  %strided.vec = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec11 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %5 = sub nsw <32 x i32> %strided.vec, %strided.vec11
  %6 = getelementptr inbounds i32, i32* %out, i64 %index
  %7 = bitcast i32* %6 to <32 x i32>*
  store <32 x i32> %5, <32 x i32>* %7, align 4
  %index.next = add nuw i64 %index, 32
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %for.body.preheader12, label %vector.body, !llvm.loop !21

for.body.preheader12:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %9 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %9
  %10 = load i32, i32* %arrayidx, align 4
  %11 = or i64 %9, 2
  %arrayidx3 = getelementptr inbounds i32, i32* %in, i64 %11
  %12 = load i32, i32* %arrayidx3, align 4
  %sub = sub nsw i32 %10, %12
  %arrayidx5 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %sub, i32* %arrayidx5, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !22

for.end:                                          ; preds = %for.body, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @dot3(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %v, float* noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader25, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = getelementptr inbounds float, float* %v, i64 -2
  %1 = getelementptr inbounds float, float* %w, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = mul nuw nsw i64 %index, 3
  %3 = or i64 %2, 2
  %4 = getelementptr inbounds float, float* %0, i64 %3
  %5 = bitcast float* %4 to <96 x float>*
  %wide.vec = load <96 x float>, <96 x float>* %5, align 4
  %strided.vec = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec20 = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %6 = getelementptr inbounds float, float* %1, i64 %3
  %7 = bitcast float* %6 to <96 x float>*
  %wide.vec21 = load <96 x float>, <96 x float>* %7, align 4
  %strided.vec22 = shufflevector <96 x float> %wide.vec21, <96 x float> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec24 = shufflevector <96 x float> %wide.vec21, <96 x float> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %8 = fmul <96 x float> %wide.vec, %wide.vec21
  %9 = shufflevector <96 x float> %8, <96 x float> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %10 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec20, <32 x float> %strided.vec24, <32 x float> %9)
  %11 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec, <32 x float> %strided.vec22, <32 x float> %10)
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <32 x float>*
  store <32 x float> %11, <32 x float>* %13, align 4
  %index.next = add nuw i64 %index, 32
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader25

for.body.preheader25:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader25, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader25 ]
  %15 = mul nuw nsw i64 %indvars.iv, 3
  %16 = add nuw nsw i64 %15, 2
  %arrayidx = getelementptr inbounds float, float* %v, i64 %16
  %17 = load float, float* %arrayidx, align 4
  %arrayidx4 = getelementptr inbounds float, float* %w, i64 %16
  %18 = load float, float* %arrayidx4, align 4
  %19 = add nuw nsw i64 %15, 1
  %arrayidx9 = getelementptr inbounds float, float* %v, i64 %19
  %20 = load float, float* %arrayidx9, align 4
  %arrayidx13 = getelementptr inbounds float, float* %w, i64 %19
  %21 = load float, float* %arrayidx13, align 4
  %mul14 = fmul float %20, %21
  %22 = tail call float @llvm.fmuladd.f32(float %17, float %18, float %mul14)
  %arrayidx17 = getelementptr inbounds float, float* %v, i64 %15
  %23 = load float, float* %arrayidx17, align 4
  %arrayidx20 = getelementptr inbounds float, float* %w, i64 %15
  %24 = load float, float* %arrayidx20, align 4
  %25 = tail call float @llvm.fmuladd.f32(float %23, float %24, float %22)
  %arrayidx23 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %25, float* %arrayidx23, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !24

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @pair_with_zero(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  %0 = getelementptr inbounds i32, i32* %out, i64 -1
  %1 = getelementptr inbounds i32, i32* %out, i64 -1
  %2 = getelementptr inbounds i32, i32* %out, i64 -1
  %3 = getelementptr inbounds i32, i32* %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %in, i64 %index
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
  %12 = shl nuw nsw i64 %index, 1
  %13 = shl i64 %index, 1
  %14 = shl i64 %index, 1
  %15 = shl i64 %index, 1
  %16 = or i64 %12, 1
  %17 = or i64 %13, 65
  %18 = or i64 %14, 129
  %19 = or i64 %15, 193
  %20 = getelementptr inbounds i32, i32* %0, i64 %16
  %21 = bitcast i32* %20 to <64 x i32>*
  %22 = getelementptr inbounds i32, i32* %1, i64 %17
  %23 = bitcast i32* %22 to <64 x i32>*
  %24 = getelementptr inbounds i32, i32* %2, i64 %18
  %25 = bitcast i32* %24 to <64 x i32>*
  %26 = getelementptr inbounds i32, i32* %3, i64 %19
  %27 = bitcast i32* %26 to <64 x i32>*
  %interleaved.vec = shufflevector <32 x i32> %wide.load, <32 x i32> zeroinitializer, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i32> %interleaved.vec, <64 x i32>* %21, align 4
  %interleaved.vec14 = shufflevector <32 x i32> %wide.load11, <32 x i32> zeroinitializer, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i32> %interleaved.vec14, <64 x i32>* %23, align 4
  %interleaved.vec15 = shufflevector <32 x i32> %wide.load12, <32 x i32> zeroinitializer, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i32> %interleaved.vec15, <64 x i32>* %25, align 4
  %interleaved.vec16 = shufflevector <32 x i32> %wide.load13, <32 x i32> zeroinitializer, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i32> %interleaved.vec16, <64 x i32>* %27, align 4
  %index.next = add nuw i64 %index, 128
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader17

for.body.preheader17:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %indvars.iv
  %29 = load i32, i32* %arrayidx, align 4
  %30 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %30
  store i32 %29, i32* %arrayidx2, align 4
  %31 = or i64 %30, 1
  %arrayidx5 = getelementptr inbounds i32, i32* %out, i64 %31
  store i32 0, i32* %arrayidx5, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !26

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float>, <32 x float*>, i32 immarg, <32 x i1>) #4

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind willreturn writeonly }

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
