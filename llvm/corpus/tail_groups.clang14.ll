; ModuleID = 'tail_groups.c'
source_filename = "tail_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @tf_pairs(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %p, float noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 8589934584
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert21 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat22 = shufflevector <8 x float> %broadcast.splatinsert21, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert18 = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat19 = shufflevector <8 x i64> %broadcast.splatinsert18, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or <8 x i64> %broadcast.splat19, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds float, float* %p, i64 %1
  %3 = bitcast float* %2 to <16 x float>*
  %interleaved.mask = shufflevector <8 x i1> %0, <8 x i1> poison, <16 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7>
  %wide.masked.vec = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %3, i32 4, <16 x i1> %interleaved.mask, <16 x float> poison), !tbaa !5
  %strided.vec = shufflevector <16 x float> %wide.masked.vec, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec20 = shufflevector <16 x float> %wide.masked.vec, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec, <8 x float> %broadcast.splat22, <8 x float> %strided.vec20)
  %5 = getelementptr inbounds float, float* %out, i64 %index
  %6 = bitcast float* %5 to <8 x float>*
  call void @llvm.masked.store.v8f32.p0v8f32(<8 x float> %4, <8 x float>* %6, i32 4, <8 x i1> %0), !tbaa !5
  %index.next = add i64 %index, 8
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.cond.cleanup, label %vector.body, !llvm.loop !9

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_gap(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 8589934584
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert18 = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat19 = shufflevector <8 x i64> %broadcast.splatinsert18, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or <8 x i64> %broadcast.splat19, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat
  %1 = shl nsw i64 %index, 2
  %2 = getelementptr inbounds i32, i32* %in, i64 %1
  %3 = bitcast i32* %2 to <32 x i32>*
  %interleaved.mask = shufflevector <8 x i1> %0, <8 x i1> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7>
  %wide.masked.vec = call <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>* %3, i32 4, <32 x i1> %interleaved.mask, <32 x i32> poison), !tbaa !12
  %strided.vec = shufflevector <32 x i32> %wide.masked.vec, <32 x i32> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec20 = shufflevector <32 x i32> %wide.masked.vec, <32 x i32> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %4 = add nsw <8 x i32> %strided.vec20, %strided.vec
  %5 = getelementptr inbounds i32, i32* %out, i64 %index
  %6 = bitcast i32* %5 to <8 x i32>*
  call void @llvm.masked.store.v8i32.p0v8i32(<8 x i32> %4, <8 x i32>* %6, i32 4, <8 x i1> %0), !tbaa !12
  %index.next = add i64 %index, 8
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.cond.cleanup, label %vector.body, !llvm.loop !14

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_norm1(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 8589934584
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert26 = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat27 = shufflevector <8 x i64> %broadcast.splatinsert26, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or <8 x i64> %broadcast.splat27, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds float, float* %v, i64 %1
  %3 = bitcast float* %2 to <24 x float>*
  %interleaved.mask = shufflevector <8 x i1> %0, <8 x i1> poison, <24 x i32> <i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7>
  %wide.masked.vec = call <24 x float> @llvm.masked.load.v24f32.p0v24f32(<24 x float>* %3, i32 4, <24 x i1> %interleaved.mask, <24 x float> poison), !tbaa !5
  %strided.vec = shufflevector <24 x float> %wide.masked.vec, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec28 = shufflevector <24 x float> %wide.masked.vec, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec29 = shufflevector <24 x float> %wide.masked.vec, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %4 = fadd <8 x float> %strided.vec, %strided.vec28
  %5 = fadd <8 x float> %4, %strided.vec29
  %6 = getelementptr inbounds float, float* %out, i64 %index
  %7 = bitcast float* %6 to <8 x float>*
  call void @llvm.masked.store.v8f32.p0v8f32(<8 x float> %5, <8 x float>* %7, i32 4, <8 x i1> %0), !tbaa !5
  %index.next = add i64 %index, 8
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %for.cond.cleanup, label %vector.body, !llvm.loop !15

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_diff_f64(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %p, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 8589934584
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %0 = getelementptr inbounds double, double* %p, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %vector.body ]
  %broadcast.splatinsert17 = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat18 = shufflevector <8 x i64> %broadcast.splatinsert17, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or <8 x i64> %broadcast.splat18, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1 = icmp ule <8 x i64> %vec.iv, %broadcast.splat
  %2 = shl nuw nsw i64 %index, 1
  %3 = or i64 %2, 1
  %4 = getelementptr inbounds double, double* %0, i64 %3
  %5 = bitcast double* %4 to <16 x double>*
  %interleaved.mask = shufflevector <8 x i1> %1, <8 x i1> poison, <16 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7>
  %wide.masked.vec = call <16 x double> @llvm.masked.load.v16f64.p0v16f64(<16 x double>* nonnull %5, i32 8, <16 x i1> %interleaved.mask, <16 x double> poison), !tbaa !16
  %strided.vec = shufflevector <16 x double> %wide.masked.vec, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec19 = shufflevector <16 x double> %wide.masked.vec, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %6 = fsub <8 x double> %strided.vec19, %strided.vec
  %7 = getelementptr inbounds double, double* %out, i64 %index
  %8 = bitcast double* %7 to <8 x double>*
  call void @llvm.masked.store.v8f64.p0v8f64(<8 x double> %6, <8 x double>* %8, i32 8, <8 x i1> %1), !tbaa !16
  %index.next = add i64 %index, 8
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %for.cond.cleanup, label %vector.body, !llvm.loop !18

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>*, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8f32.p0v8f32(<8 x float>, <8 x float>*, i32 immarg, <8 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.load.v32i32.p0v32i32(<32 x i32>*, i32 immarg, <32 x i1>, <32 x i32>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8i32.p0v8i32(<8 x i32>, <8 x i32>*, i32 immarg, <8 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <24 x float> @llvm.masked.load.v24f32.p0v24f32(<24 x float>*, i32 immarg, <24 x i1>, <24 x float>) #2

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x double> @llvm.masked.load.v16f64.p0v16f64(<16 x double>*, i32 immarg, <16 x i1>, <16 x double>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8f64.p0v8f64(<8 x double>, <8 x double>*, i32 immarg, <8 x i1>) #4

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nosync nounwind willreturn writeonly }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = distinct !{!18, !10, !11}
