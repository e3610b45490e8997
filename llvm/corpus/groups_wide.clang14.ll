; ModuleID = 'groups_wide.c'
source_filename = "groups_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scale8(float* noalias nocapture noundef %p, float noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check22 = icmp ult i32 %n, 16
  br i1 %min.iters.check22, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %0 = getelementptr inbounds float, float* %p, i64 -7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nsw i64 %index, 3
  %2 = getelementptr inbounds float, float* %p, i64 %1
  %3 = bitcast float* %2 to <128 x float>*
  %wide.vec = load <128 x float>, <128 x float>* %3, align 4, !tbaa !5
  %strided.vec = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %strided.vec23 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %strided.vec24 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %strided.vec25 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %strided.vec26 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %strided.vec27 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %strided.vec28 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %strided.vec29 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %4 = fmul <16 x float> %strided.vec, %broadcast.splat
  %5 = fmul <16 x float> %strided.vec23, %broadcast.splat
  %6 = fmul <16 x float> %strided.vec24, %broadcast.splat
  %7 = fmul <16 x float> %strided.vec25, %broadcast.splat
  %8 = fmul <16 x float> %strided.vec26, %broadcast.splat
  %9 = fmul <16 x float> %strided.vec27, %broadcast.splat
  %10 = fmul <16 x float> %strided.vec28, %broadcast.splat
  %11 = or i64 %1, 7
  %12 = fmul <16 x float> %strided.vec29, %broadcast.splat
  %13 = getelementptr inbounds float, float* %0, i64 %11
  %14 = bitcast float* %13 to <128 x float>*
  %15 = shufflevector <16 x float> %4, <16 x float> %5, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %16 = shufflevector <16 x float> %6, <16 x float> %7, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %17 = shufflevector <16 x float> %8, <16 x float> %9, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %18 = shufflevector <16 x float> %10, <16 x float> %12, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %19 = shufflevector <32 x float> %15, <32 x float> %16, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %20 = shufflevector <32 x float> %17, <32 x float> %18, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x float> %19, <64 x float> %20, <128 x i32> <i32 0, i32 16, i32 32, i32 48, i32 64, i32 80, i32 96, i32 112, i32 1, i32 17, i32 33, i32 49, i32 65, i32 81, i32 97, i32 113, i32 2, i32 18, i32 34, i32 50, i32 66, i32 82, i32 98, i32 114, i32 3, i32 19, i32 35, i32 51, i32 67, i32 83, i32 99, i32 115, i32 4, i32 20, i32 36, i32 52, i32 68, i32 84, i32 100, i32 116, i32 5, i32 21, i32 37, i32 53, i32 69, i32 85, i32 101, i32 117, i32 6, i32 22, i32 38, i32 54, i32 70, i32 86, i32 102, i32 118, i32 7, i32 23, i32 39, i32 55, i32 71, i32 87, i32 103, i32 119, i32 8, i32 24, i32 40, i32 56, i32 72, i32 88, i32 104, i32 120, i32 9, i32 25, i32 41, i32 57, i32 73, i32 89, i32 105, i32 121, i32 10, i32 26, i32 42, i32 58, i32 74, i32 90, i32 106, i32 122, i32 11, i32 27, i32 43, i32 59, i32 75, i32 91, i32 107, i32 123, i32 12, i32 28, i32 44, i32 60, i32 76, i32 92, i32 108, i32 124, i32 13, i32 29, i32 45, i32 61, i32 77, i32 93, i32 109, i32 125, i32 14, i32 30, i32 46, i32 62, i32 78, i32 94, i32 110, i32 126, i32 15, i32 31, i32 47, i32 63, i32 79, i32 95, i32 111, i32 127>
  store <128 x float> %interleaved.vec, <128 x float>* %14, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %21 = icmp eq i64 %index.next, %n.vec
  br i1 %21, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec31 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert43 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat44 = shufflevector <8 x float> %broadcast.splatinsert43, <8 x float> poison, <8 x i32> zeroinitializer
  %22 = getelementptr inbounds float, float* %p, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index33 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next46, %vec.epilog.vector.body ]
  %23 = shl nsw i64 %index33, 3
  %24 = getelementptr inbounds float, float* %p, i64 %23
  %25 = bitcast float* %24 to <64 x float>*
  %wide.vec34 = load <64 x float>, <64 x float>* %25, align 4, !tbaa !5
  %strided.vec35 = shufflevector <64 x float> %wide.vec34, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec36 = shufflevector <64 x float> %wide.vec34, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec37 = shufflevector <64 x float> %wide.vec34, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec38 = shufflevector <64 x float> %wide.vec34, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec39 = shufflevector <64 x float> %wide.vec34, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec40 = shufflevector <64 x float> %wide.vec34, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec41 = shufflevector <64 x float> %wide.vec34, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec42 = shufflevector <64 x float> %wide.vec34, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %26 = fmul <8 x float> %strided.vec35, %broadcast.splat44
  %27 = fmul <8 x float> %strided.vec36, %broadcast.splat44
  %28 = fmul <8 x float> %strided.vec37, %broadcast.splat44
  %29 = fmul <8 x float> %strided.vec38, %broadcast.splat44
  %30 = fmul <8 x float> %strided.vec39, %broadcast.splat44
  %31 = fmul <8 x float> %strided.vec40, %broadcast.splat44
  %32 = fmul <8 x float> %strided.vec41, %broadcast.splat44
  %33 = or i64 %23, 7
  %34 = fmul <8 x float> %strided.vec42, %broadcast.splat44
  %35 = getelementptr inbounds float, float* %22, i64 %33
  %36 = bitcast float* %35 to <64 x float>*
  %37 = shufflevector <8 x float> %26, <8 x float> %27, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %38 = shufflevector <8 x float> %28, <8 x float> %29, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %39 = shufflevector <8 x float> %30, <8 x float> %31, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %40 = shufflevector <8 x float> %32, <8 x float> %34, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %41 = shufflevector <16 x float> %37, <16 x float> %38, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %42 = shufflevector <16 x float> %39, <16 x float> %40, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec45 = shufflevector <32 x float> %41, <32 x float> %42, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x float> %interleaved.vec45, <64 x float>* %36, align 4, !tbaa !5
  %index.next46 = add nuw i64 %index33, 8
  %43 = icmp eq i64 %index.next46, %n.vec31
  br i1 %43, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n32 = icmp eq i64 %n.vec31, %wide.trip.count
  br i1 %cmp.n32, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec31, %vec.epilog.middle.block ]
  %44 = insertelement <8 x float> poison, float %s, i64 0
  %shuffle = shufflevector <8 x float> %44, <8 x float> poison, <8 x i32> zeroinitializer
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %45 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds float, float* %p, i64 %45
  %46 = bitcast float* %arrayidx to <8 x float>*
  %47 = load <8 x float>, <8 x float>* %46, align 4, !tbaa !5
  %48 = fmul <8 x float> %47, %shuffle
  %49 = bitcast float* %arrayidx to <8 x float>*
  store <8 x float> %48, <8 x float>* %49, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !14

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum8(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check28 = icmp ult i32 %n, 16
  br i1 %min.iters.check28, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 3
  %1 = getelementptr inbounds i32, i32* %in, i64 %0
  %2 = bitcast i32* %1 to <128 x i32>*
  %wide.vec = load <128 x i32>, <128 x i32>* %2, align 4, !tbaa !15
  %strided.vec = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %strided.vec29 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %strided.vec30 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %strided.vec31 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %strided.vec32 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %strided.vec33 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %strided.vec34 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %strided.vec35 = shufflevector <128 x i32> %wide.vec, <128 x i32> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %3 = add nsw <16 x i32> %strided.vec29, %strided.vec
  %4 = add nsw <16 x i32> %strided.vec30, %3
  %5 = add nsw <16 x i32> %strided.vec31, %4
  %6 = add nsw <16 x i32> %strided.vec32, %5
  %7 = add nsw <16 x i32> %strided.vec33, %6
  %8 = add nsw <16 x i32> %strided.vec34, %7
  %9 = add nsw <16 x i32> %strided.vec35, %8
  %10 = getelementptr inbounds i32, i32* %out, i64 %index
  %11 = bitcast i32* %10 to <16 x i32>*
  store <16 x i32> %9, <16 x i32>* %11, align 4, !tbaa !15
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec37 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index39 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next49, %vec.epilog.vector.body ]
  %13 = shl nsw i64 %index39, 3
  %14 = getelementptr inbounds i32, i32* %in, i64 %13
  %15 = bitcast i32* %14 to <64 x i32>*
  %wide.vec40 = load <64 x i32>, <64 x i32>* %15, align 4, !tbaa !15
  %strided.vec41 = shufflevector <64 x i32> %wide.vec40, <64 x i32> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec42 = shufflevector <64 x i32> %wide.vec40, <64 x i32> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec43 = shufflevector <64 x i32> %wide.vec40, <64 x i32> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec44 = shufflevector <64 x i32> %wide.vec40, <64 x i32> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec45 = shufflevector <64 x i32> %wide.vec40, <64 x i32> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec46 = shufflevector <64 x i32> %wide.vec40, <64 x i32> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec47 = shufflevector <64 x i32> %wide.vec40, <64 x i32> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec48 = shufflevector <64 x i32> %wide.vec40, <64 x i32> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %16 = add nsw <8 x i32> %strided.vec42, %strided.vec41
  %17 = add nsw <8 x i32> %strided.vec43, %16
  %18 = add nsw <8 x i32> %strided.vec44, %17
  %19 = add nsw <8 x i32> %strided.vec45, %18
  %20 = add nsw <8 x i32> %strided.vec46, %19
  %21 = add nsw <8 x i32> %strided.vec47, %20
  %22 = add nsw <8 x i32> %strided.vec48, %21
  %23 = getelementptr inbounds i32, i32* %out, i64 %index39
  %24 = bitcast i32* %23 to <8 x i32>*
  store <8 x i32> %22, <8 x i32>* %24, align 4, !tbaa !15
  %index.next49 = add nuw i64 %index39, 8
  %25 = icmp eq i64 %index.next49, %n.vec37
  br i1 %25, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n38 = icmp eq i64 %n.vec37, %wide.trip.count
  br i1 %cmp.n38, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec37, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %26 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %26
  %27 = load i32, i32* %arrayidx, align 4, !tbaa !15
  %28 = or i64 %26, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %in, i64 %28
  %29 = load i32, i32* %arrayidx.1, align 4, !tbaa !15
  %add5.1 = add nsw i32 %29, %27
  %30 = or i64 %26, 2
  %arrayidx.2 = getelementptr inbounds i32, i32* %in, i64 %30
  %31 = load i32, i32* %arrayidx.2, align 4, !tbaa !15
  %add5.2 = add nsw i32 %31, %add5.1
  %32 = or i64 %26, 3
  %arrayidx.3 = getelementptr inbounds i32, i32* %in, i64 %32
  %33 = load i32, i32* %arrayidx.3, align 4, !tbaa !15
  %add5.3 = add nsw i32 %33, %add5.2
  %34 = or i64 %26, 4
  %arrayidx.4 = getelementptr inbounds i32, i32* %in, i64 %34
  %35 = load i32, i32* %arrayidx.4, align 4, !tbaa !15
  %add5.4 = add nsw i32 %35, %add5.3
  %36 = or i64 %26, 5
  %arrayidx.5 = getelementptr inbounds i32, i32* %in, i64 %36
  %37 = load i32, i32* %arrayidx.5, align 4, !tbaa !15
  %add5.5 = add nsw i32 %37, %add5.4
  %38 = or i64 %26, 6
  %arrayidx.6 = getelementptr inbounds i32, i32* %in, i64 %38
  %39 = load i32, i32* %arrayidx.6, align 4, !tbaa !15
  %add5.6 = add nsw i32 %39, %add5.5
  %40 = or i64 %26, 7
  %arrayidx.7 = getelementptr inbounds i32, i32* %in, i64 %40
  %41 = load i32, i32* %arrayidx.7, align 4, !tbaa !15
  %add5.7 = add nsw i32 %41, %add5.6
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add5.7, i32* %arrayidx7, align 4, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !19

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @pack8_u8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp109 = icmp sgt i32 %n, 0
  br i1 %cmp109, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check120 = icmp ult i32 %n, 16
  br i1 %min.iters.check120, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr inbounds i8, i8* %out, i64 -7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i8, i8* %a, i64 %index
  %2 = bitcast i8* %1 to <16 x i8>*
  %wide.load = load <16 x i8>, <16 x i8>* %2, align 1, !tbaa !20
  %3 = shl nsw i64 %index, 3
  %4 = getelementptr inbounds i8, i8* %b, i64 %index
  %5 = bitcast i8* %4 to <16 x i8>*
  %wide.load121 = load <16 x i8>, <16 x i8>* %5, align 1, !tbaa !20
  %6 = add <16 x i8> %wide.load121, %wide.load
  %7 = sub <16 x i8> %wide.load, %wide.load121
  %8 = xor <16 x i8> %wide.load121, %wide.load
  %9 = and <16 x i8> %wide.load121, %wide.load
  %10 = or <16 x i8> %wide.load121, %wide.load
  %11 = or i64 %3, 7
  %12 = getelementptr inbounds i8, i8* %0, i64 %11
  %13 = bitcast i8* %12 to <128 x i8>*
  %14 = shufflevector <16 x i8> %wide.load, <16 x i8> %wide.load121, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %15 = shufflevector <16 x i8> %6, <16 x i8> %7, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %16 = shufflevector <16 x i8> %8, <16 x i8> %9, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %17 = shufflevector <16 x i8> %10, <16 x i8> zeroinitializer, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %18 = shufflevector <32 x i8> %14, <32 x i8> %15, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %19 = shufflevector <32 x i8> %16, <32 x i8> %17, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x i8> %18, <64 x i8> %19, <128 x i32> <i32 0, i32 16, i32 32, i32 48, i32 64, i32 80, i32 96, i32 112, i32 1, i32 17, i32 33, i32 49, i32 65, i32 81, i32 97, i32 113, i32 2, i32 18, i32 34, i32 50, i32 66, i32 82, i32 98, i32 114, i32 3, i32 19, i32 35, i32 51, i32 67, i32 83, i32 99, i32 115, i32 4, i32 20, i32 36, i32 52, i32 68, i32 84, i32 100, i32 116, i32 5, i32 21, i32 37, i32 53, i32 69, i32 85, i32 101, i32 117, i32 6, i32 22, i32 38, i32 54, i32 70, i32 86, i32 102, i32 118, i32 7, i32 23, i32 39, i32 55, i32 71, i32 87, i32 103, i32 119, i32 8, i32 24, i32 40, i32 56, i32 72, i32 88, i32 104, i32 120, i32 9, i32 25, i32 41, i32 57, i32 73, i32 89, i32 105, i32 121, i32 10, i32 26, i32 42, i32 58, i32 74, i32 90, i32 106, i32 122, i32 11, i32 27, i32 43, i32 59, i32 75, i32 91, i32 107, i32 123, i32 12, i32 28, i32 44, i32 60, i32 76, i32 92, i32 108, i32 124, i32 13, i32 29, i32 45, i32 61, i32 77, i32 93, i32 109, i32 125, i32 14, i32 30, i32 46, i32 62, i32 78, i32 94, i32 110, i32 126, i32 15, i32 31, i32 47, i32 63, i32 79, i32 95, i32 111, i32 127>
  store <128 x i8> %interleaved.vec, <128 x i8>* %13, align 1, !tbaa !20
  %index.next = add nuw i64 %index, 16
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec123 = and i64 %wide.trip.count, 4294967288
  %21 = getelementptr inbounds i8, i8* %out, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index125 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next129, %vec.epilog.vector.body ]
  %22 = getelementptr inbounds i8, i8* %a, i64 %index125
  %23 = bitcast i8* %22 to <8 x i8>*
  %wide.load126 = load <8 x i8>, <8 x i8>* %23, align 1, !tbaa !20
  %24 = shl nsw i64 %index125, 3
  %25 = getelementptr inbounds i8, i8* %b, i64 %index125
  %26 = bitcast i8* %25 to <8 x i8>*
  %wide.load127 = load <8 x i8>, <8 x i8>* %26, align 1, !tbaa !20
  %27 = add <8 x i8> %wide.load127, %wide.load126
  %28 = sub <8 x i8> %wide.load126, %wide.load127
  %29 = xor <8 x i8> %wide.load127, %wide.load126
  %30 = and <8 x i8> %wide.load127, %wide.load126
  %31 = or <8 x i8> %wide.load127, %wide.load126
  %32 = or i64 %24, 7
  %33 = getelementptr inbounds i8, i8* %21, i64 %32
  %34 = bitcast i8* %33 to <64 x i8>*
  %35 = shufflevector <8 x i8> %wide.load126, <8 x i8> %wide.load127, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %36 = shufflevector <8 x i8> %27, <8 x i8> %28, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %37 = shufflevector <8 x i8> %29, <8 x i8> %30, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %38 = shufflevector <8 x i8> %31, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %39 = shufflevector <16 x i8> %35, <16 x i8> %36, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %40 = shufflevector <16 x i8> %37, <16 x i8> %38, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec128 = shufflevector <32 x i8> %39, <32 x i8> %40, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x i8> %interleaved.vec128, <64 x i8>* %34, align 1, !tbaa !20
  %index.next129 = add nuw i64 %index125, 8
  %41 = icmp eq i64 %index.next129, %n.vec123
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n124 = icmp eq i64 %n.vec123, %wide.trip.count
  br i1 %cmp.n124, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec123, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %42 = load i8, i8* %arrayidx, align 1, !tbaa !20
  %43 = shl nsw i64 %indvars.iv, 3
  %arrayidx2 = getelementptr inbounds i8, i8* %out, i64 %43
  store i8 %42, i8* %arrayidx2, align 1, !tbaa !20
  %arrayidx4 = getelementptr inbounds i8, i8* %b, i64 %indvars.iv
  %44 = load i8, i8* %arrayidx4, align 1, !tbaa !20
  %45 = or i64 %43, 1
  %arrayidx7 = getelementptr inbounds i8, i8* %out, i64 %45
  store i8 %44, i8* %arrayidx7, align 1, !tbaa !20
  %add13 = add i8 %44, %42
  %46 = or i64 %43, 2
  %arrayidx18 = getelementptr inbounds i8, i8* %out, i64 %46
  store i8 %add13, i8* %arrayidx18, align 1, !tbaa !20
  %sub = sub i8 %42, %44
  %47 = or i64 %43, 3
  %arrayidx29 = getelementptr inbounds i8, i8* %out, i64 %47
  store i8 %sub, i8* %arrayidx29, align 1, !tbaa !20
  %xor106 = xor i8 %44, %42
  %48 = or i64 %43, 4
  %arrayidx40 = getelementptr inbounds i8, i8* %out, i64 %48
  store i8 %xor106, i8* %arrayidx40, align 1, !tbaa !20
  %and107 = and i8 %44, %42
  %49 = or i64 %43, 5
  %arrayidx51 = getelementptr inbounds i8, i8* %out, i64 %49
  store i8 %and107, i8* %arrayidx51, align 1, !tbaa !20
  %or108 = or i8 %44, %42
  %50 = or i64 %43, 6
  %arrayidx62 = getelementptr inbounds i8, i8* %out, i64 %50
  store i8 %or108, i8* %arrayidx62, align 1, !tbaa !20
  %51 = or i64 %43, 7
  %arrayidx66 = getelementptr inbounds i8, i8* %out, i64 %51
  store i8 0, i8* %arrayidx66, align 1, !tbaa !20
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rec5(i32* noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader32, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = mul nuw nsw <16 x i64> %vec.ind, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %1 = extractelement <16 x i64> %0, i64 0
  %2 = getelementptr inbounds i32, i32* %r, i64 %1
  %3 = bitcast i32* %2 to <80 x i32>*
  %wide.vec = load <80 x i32>, <80 x i32>* %3, align 4, !tbaa !15
  %strided.vec = shufflevector <80 x i32> %wide.vec, <80 x i32> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %strided.vec29 = shufflevector <80 x i32> %wide.vec, <80 x i32> poison, <16 x i32> <i32 1, i32 6, i32 11, i32 16, i32 21, i32 26, i32 31, i32 36, i32 41, i32 46, i32 51, i32 56, i32 61, i32 66, i32 71, i32 76>
  %strided.vec30 = shufflevector <80 x i32> %wide.vec, <80 x i32> poison, <16 x i32> <i32 3, i32 8, i32 13, i32 18, i32 23, i32 28, i32 33, i32 38, i32 43, i32 48, i32 53, i32 58, i32 63, i32 68, i32 73, i32 78>
  %strided.vec31 = shufflevector <80 x i32> %wide.vec, <80 x i32> poison, <16 x i32> <i32 4, i32 9, i32 14, i32 19, i32 24, i32 29, i32 34, i32 39, i32 44, i32 49, i32 54, i32 59, i32 64, i32 69, i32 74, i32 79>
  %4 = add nuw nsw <16 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = getelementptr inbounds i32, i32* %r, <16 x i64> %4
  %6 = add nsw <16 x i32> %strided.vec29, %strided.vec
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %6, <16 x i32*> %5, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !15
  %7 = add nuw nsw <16 x i64> %0, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %8 = getelementptr inbounds i32, i32* %r, <16 x i64> %7
  %9 = sub nsw <16 x i32> %strided.vec31, %strided.vec30
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %9, <16 x i32*> %8, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !15
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader32

for.body.preheader32:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader32, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader32 ]
  %11 = mul nuw nsw i64 %indvars.iv, 5
  %arrayidx = getelementptr inbounds i32, i32* %r, i64 %11
  %12 = load i32, i32* %arrayidx, align 4, !tbaa !15
  %13 = add nuw nsw i64 %11, 1
  %arrayidx3 = getelementptr inbounds i32, i32* %r, i64 %13
  %14 = load i32, i32* %arrayidx3, align 4, !tbaa !15
  %add4 = add nsw i32 %14, %12
  store i32 %add4, i32* %arrayidx3, align 4, !tbaa !15
  %15 = add nuw nsw i64 %11, 3
  %arrayidx8 = getelementptr inbounds i32, i32* %r, i64 %15
  %16 = load i32, i32* %arrayidx8, align 4, !tbaa !15
  %17 = add nuw nsw i64 %11, 4
  %arrayidx12 = getelementptr inbounds i32, i32* %r, i64 %17
  %18 = load i32, i32* %arrayidx12, align 4, !tbaa !15
  %sub = sub nsw i32 %18, %16
  store i32 %sub, i32* %arrayidx12, align 4, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev6_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp21 = icmp sgt i32 %n, 0
  br i1 %cmp21, label %for.cond1.preheader.preheader, label %for.cond.cleanup

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader34, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %0 = getelementptr inbounds i16, i16* %in, i64 -5
  %1 = getelementptr inbounds i16, i16* %out, i64 -5
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = mul nuw nsw i64 %index, 6
  %3 = or i64 %2, 5
  %4 = getelementptr inbounds i16, i16* %0, i64 %3
  %5 = bitcast i16* %4 to <48 x i16>*
  %wide.vec = load <48 x i16>, <48 x i16>* %5, align 2, !tbaa !26
  %strided.vec = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <8 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42>
  %strided.vec29 = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <8 x i32> <i32 1, i32 7, i32 13, i32 19, i32 25, i32 31, i32 37, i32 43>
  %strided.vec30 = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <8 x i32> <i32 2, i32 8, i32 14, i32 20, i32 26, i32 32, i32 38, i32 44>
  %strided.vec31 = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <8 x i32> <i32 3, i32 9, i32 15, i32 21, i32 27, i32 33, i32 39, i32 45>
  %strided.vec32 = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <8 x i32> <i32 4, i32 10, i32 16, i32 22, i32 28, i32 34, i32 40, i32 46>
  %strided.vec33 = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <8 x i32> <i32 5, i32 11, i32 17, i32 23, i32 29, i32 35, i32 41, i32 47>
  %6 = getelementptr inbounds i16, i16* %1, i64 %3
  %7 = bitcast i16* %6 to <48 x i16>*
  %8 = shufflevector <8 x i16> %strided.vec33, <8 x i16> %strided.vec32, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %9 = shufflevector <8 x i16> %strided.vec31, <8 x i16> %strided.vec30, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %10 = shufflevector <16 x i16> %8, <16 x i16> %9, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %11 = shufflevector <8 x i16> %strided.vec29, <8 x i16> %strided.vec, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <32 x i16> %10, <32 x i16> %11, <48 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47>
  store <48 x i16> %interleaved.vec, <48 x i16>* %7, align 2, !tbaa !26
  %index.next = add nuw i64 %index, 8
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.cond1.preheader.preheader34

for.cond1.preheader.preheader34:                  ; preds = %for.cond1.preheader.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %n.vec, %middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader34, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader34 ]
  %13 = mul nuw nsw i64 %indvars.iv, 6
  %14 = add nuw nsw i64 %13, 5
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %14
  %15 = load i16, i16* %arrayidx, align 2, !tbaa !26
  %arrayidx8 = getelementptr inbounds i16, i16* %out, i64 %13
  store i16 %15, i16* %arrayidx8, align 2, !tbaa !26
  %16 = add nuw nsw i64 %13, 4
  %arrayidx.1 = getelementptr inbounds i16, i16* %in, i64 %16
  %17 = load i16, i16* %arrayidx.1, align 2, !tbaa !26
  %18 = or i64 %13, 1
  %arrayidx8.1 = getelementptr inbounds i16, i16* %out, i64 %18
  store i16 %17, i16* %arrayidx8.1, align 2, !tbaa !26
  %19 = add nuw nsw i64 %13, 3
  %arrayidx.2 = getelementptr inbounds i16, i16* %in, i64 %19
  %20 = load i16, i16* %arrayidx.2, align 2, !tbaa !26
  %21 = add nuw nsw i64 %13, 2
  %arrayidx8.2 = getelementptr inbounds i16, i16* %out, i64 %21
  store i16 %20, i16* %arrayidx8.2, align 2, !tbaa !26
  %22 = add nuw nsw i64 %13, 2
  %arrayidx.3 = getelementptr inbounds i16, i16* %in, i64 %22
  %23 = load i16, i16* %arrayidx.3, align 2, !tbaa !26
  %24 = add nuw nsw i64 %13, 3
  %arrayidx8.3 = getelementptr inbounds i16, i16* %out, i64 %24
  store i16 %23, i16* %arrayidx8.3, align 2, !tbaa !26
  %25 = or i64 %13, 1
  %arrayidx.4 = getelementptr inbounds i16, i16* %in, i64 %25
  %26 = load i16, i16* %arrayidx.4, align 2, !tbaa !26
  %27 = add nuw nsw i64 %13, 4
  %arrayidx8.4 = getelementptr inbounds i16, i16* %out, i64 %27
  store i16 %26, i16* %arrayidx8.4, align 2, !tbaa !26
  %arrayidx.5 = getelementptr inbounds i16, i16* %in, i64 %13
  %28 = load i16, i16* %arrayidx.5, align 2, !tbaa !26
  %arrayidx8.5 = getelementptr inbounds i16, i16* %out, i64 %14
  store i16 %28, i16* %arrayidx8.5, align 2, !tbaa !26
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !29

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32>, <16 x i32*>, i32 immarg, <16 x i1>) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !11, !13}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !13, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11, !13}
!19 = distinct !{!19, !10, !13, !11}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11, !13}
!23 = distinct !{!23, !10, !13, !11}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !13, !11}
!26 = !{!27, !27, i64 0}
!27 = !{!"short", !7, i64 0}
!28 = distinct !{!28, !10, !11}
!29 = distinct !{!29, !10, !13, !11}
