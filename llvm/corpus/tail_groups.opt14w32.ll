; ModuleID = '<stdin>'
source_filename = "tail_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @tf_pairs(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %p, float noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <32 x float> poison, float %s, i64 0
  %broadcast.splat15 = shufflevector <32 x float> %broadcast.splatinsert14, <32 x float> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert11 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat12 = shufflevector <32 x i64> %broadcast.splatinsert11, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat12, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %0 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds float, float* %p, i64 %1
  %3 = bitcast float* %2 to <64 x float>*
  %interleaved.mask = shufflevector <32 x i1> %0, <32 x i1> poison, <64 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7, i32 8, i32 8, i32 9, i32 9, i32 10, i32 10, i32 11, i32 11, i32 12, i32 12, i32 13, i32 13, i32 14, i32 14, i32 15, i32 15, i32 16, i32 16, i32 17, i32 17, i32 18, i32 18, i32 19, i32 19, i32 20, i32 20, i32 21, i32 21, i32 22, i32 22, i32 23, i32 23, i32 24, i32 24, i32 25, i32 25, i32 26, i32 26, i32 27, i32 27, i32 28, i32 28, i32 29, i32 29, i32 30, i32 30, i32 31, i32 31>
  %wide.masked.vec = call <64 x float> @llvm.masked.load.v64f32.p0v64f32(<64 x float>* %3, i32 4, <64 x i1> %interleaved.mask, <64 x float> poison)
  %strided.vec = shufflevector <64 x float> %wide.masked.vec, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec13 = shufflevector <64 x float> %wide.masked.vec, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %4 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec, <32 x float> %broadcast.splat15, <32 x float> %strided.vec13)
  %5 = getelementptr inbounds float, float* %out, i64 %index
  %6 = bitcast float* %5 to <32 x float>*
  call void @llvm.masked.store.v32f32.p0v32f32(<32 x float> %4, <32 x float>* %6, i32 4, <32 x i1> %0)
  %index.next = add i64 %index, 32
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.end, label %vector.body, !llvm.loop !6

for.end:                                          ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_gap(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert11 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat12 = shufflevector <32 x i64> %broadcast.splatinsert11, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat12, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %0 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %1 = shl nsw i64 %index, 2
  %2 = getelementptr inbounds i32, i32* %in, i64 %1
  %3 = bitcast i32* %2 to <128 x i32>*
  %interleaved.mask = shufflevector <32 x i1> %0, <32 x i1> poison, <128 x i32> <i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 8, i32 8, i32 8, i32 8, i32 9, i32 9, i32 9, i32 9, i32 10, i32 10, i32 10, i32 10, i32 11, i32 11, i32 11, i32 11, i32 12, i32 12, i32 12, i32 12, i32 13, i32 13, i32 13, i32 13, i32 14, i32 14, i32 14, i32 14, i32 15, i32 15, i32 15, i32 15, i32 16, i32 16, i32 16, i32 16, i32 17, i32 17, i32 17, i32 17, i32 18, i32 18, i32 18, i32 18, i32 19, i32 19, i32 19, i32 19, i32 20, i32 20, i32 20, i32 20, i32 21, i32 21, i32 21, i32 21, i32 22, i32 22, i32 22, i32 22, i32 23, i32 23, i32 23, i32 23, i32 24, i32 24, i32 24, i32 24, i32 25, i32 25, i32 25, i32 25, i32 26, i32 26, i32 26, i32 26, i32 27, i32 27, i32 27, i32 27, i32 28, i32 28, i32 28, i32 28, i32 29, i32 29, i32 29, i32 29, i32 30, i32 30, i32 30, i32 30, i32 31, i32 31, i32 31, i32 31>
  %wide.masked.vec = call <128 x i32> @llvm.masked.load.v128i32.p0v128i32(<128 x i32>* %3, i32 4, <128 x i1> %interleaved.mask, <128 x i32> poison)
  %strided.vec = shufflevector <128 x i32> %wide.masked.vec, <128 x i32> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec13 = shufflevector <128 x i32> %wide.masked.vec, <128 x i32> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %4 = add nsw <32 x i32> %strided.vec13, %strided.vec
  %5 = getelementptr inbounds i32, i32* %out, i64 %index
  %6 = bitcast i32* %5 to <32 x i32>*
  call void @llvm.masked.store.v32i32.p0v32i32(<32 x i32> %4, <32 x i32>* %6, i32 4, <32 x i1> %0)
  %index.next = add i64 %index, 32
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.end, label %vector.body, !llvm.loop !9

for.end:                                          ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_norm1(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert14 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat15 = shufflevector <32 x i64> %broadcast.splatinsert14, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat15, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %0 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds float, float* %v, i64 %1
  %3 = bitcast float* %2 to <96 x float>*
  %interleaved.mask = shufflevector <32 x i1> %0, <32 x i1> poison, <96 x i32> <i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 8, i32 8, i32 8, i32 9, i32 9, i32 9, i32 10, i32 10, i32 10, i32 11, i32 11, i32 11, i32 12, i32 12, i32 12, i32 13, i32 13, i32 13, i32 14, i32 14, i32 14, i32 15, i32 15, i32 15, i32 16, i32 16, i32 16, i32 17, i32 17, i32 17, i32 18, i32 18, i32 18, i32 19, i32 19, i32 19, i32 20, i32 20, i32 20, i32 21, i32 21, i32 21, i32 22, i32 22, i32 22, i32 23, i32 23, i32 23, i32 24, i32 24, i32 24, i32 25, i32 25, i32 25, i32 26, i32 26, i32 26, i32 27, i32 27, i32 27, i32 28, i32 28, i32 28, i32 29, i32 29, i32 29, i32 30, i32 30, i32 30, i32 31, i32 31, i32 31>
  %wide.masked.vec = call <96 x float> @llvm.masked.load.v96f32.p0v96f32(<96 x float>* %3, i32 4, <96 x i1> %interleaved.mask, <96 x float> poison)
  %strided.vec = shufflevector <96 x float> %wide.masked.vec, <96 x float> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec16 = shufflevector <96 x float> %wide.masked.vec, <96 x float> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec17 = shufflevector <96 x float> %wide.masked.vec, <96 x float> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %4 = fadd <32 x float> %strided.vec, %strided.vec16
  %5 = fadd <32 x float> %4, %strided.vec17
  %6 = getelementptr inbounds float, float* %out, i64 %index
  %7 = bitcast float* %6 to <32 x float>*
  call void @llvm.masked.store.v32f32.p0v32f32(<32 x float> %5, <32 x float>* %7, i32 4, <32 x i1> %0)
  %index.next = add i64 %index, 32
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %for.end, label %vector.body, !llvm.loop !10

for.end:                                          ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tf_diff_f64(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %p, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %0 = getelementptr inbounds double, double* %p, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert11 = insertelement <32 x i64> poison, i64 %index, i64 0
  %broadcast.splat12 = shufflevector <32 x i64> %broadcast.splatinsert11, <32 x i64> poison, <32 x i32> zeroinitializer
  %vec.iv = or <32 x i64> %broadcast.splat12, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>
  %1 = icmp ule <32 x i64> %vec.iv, %broadcast.splat
  %2 = shl nuw nsw i64 %index, 1
  %3 = or i64 %2, 1
  %4 = getelementptr inbounds double, double* %0, i64 %3
  %5 = bitcast double* %4 to <64 x double>*
  %interleaved.mask = shufflevector <32 x i1> %1, <32 x i1> poison, <64 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7, i32 8, i32 8, i32 9, i32 9, i32 10, i32 10, i32 11, i32 11, i32 12, i32 12, i32 13, i32 13, i32 14, i32 14, i32 15, i32 15, i32 16, i32 16, i32 17, i32 17, i32 18, i32 18, i32 19, i32 19, i32 20, i32 20, i32 21, i32 21, i32 22, i32 22, i32 23, i32 23, i32 24, i32 24, i32 25, i32 25, i32 26, i32 26, i32 27, i32 27, i32 28, i32 28, i32 29, i32 29, i32 30, i32 30, i32 31, i32 31>
  %wide.masked.vec = call <64 x double> @llvm.masked.load.v64f64.p0v64f64(<64 x double>* nonnull %5, i32 8, <64 x i1> %interleaved.mask, <64 x double> poison)
  %strided.vec = shufflevector <64 x double> %wide.masked.vec, <64 x double> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec13 = shufflevector <64 x double> %wide.masked.vec, <64 x double> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %6 = fsub <32 x double> %strided.vec13, %strided.vec
  %7 = getelementptr inbounds double, double* %out, i64 %index
  %8 = bitcast double* %7 to <32 x double>*
  call void @llvm.masked.store.v32f64.p0v32f64(<32 x double> %6, <32 x double>* %8, i32 8, <32 x i1> %1)
  %index.next = add i64 %index, 32
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %for.end, label %vector.body, !llvm.loop !11

for.end:                                          ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <64 x float> @llvm.masked.load.v64f32.p0v64f32(<64 x float>*, i32 immarg, <64 x i1>, <64 x float>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32f32.p0v32f32(<32 x float>, <32 x float>*, i32 immarg, <32 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <128 x i32> @llvm.masked.load.v128i32.p0v128i32(<128 x i32>*, i32 immarg, <128 x i1>, <128 x i32>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32i32.p0v32i32(<32 x i32>, <32 x i32>*, i32 immarg, <32 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <96 x float> @llvm.masked.load.v96f32.p0v96f32(<96 x float>*, i32 immarg, <96 x i1>, <96 x float>) #2

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <64 x double> @llvm.masked.load.v64f64.p0v64f64(<64 x double>*, i32 immarg, <64 x i1>, <64 x double>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v32f64.p0v32f64(<32 x double>, <32 x double>*, i32 immarg, <32 x i1>) #4

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nosync nounwind willreturn writeonly }

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
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
!11 = distinct !{!11, !7, !8}
