; ModuleID = 'tail_groups.c'
source_filename = "tail_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_pairs(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %p, float noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 4294967288
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert17 = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat18 = shufflevector <8 x i64> %broadcast.splatinsert17, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat21 = shufflevector <8 x float> %broadcast.splatinsert20, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or disjoint <8 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat18
  %.idx = shl nsw i64 %index, 3
  %1 = getelementptr inbounds i8, ptr %p, i64 %.idx
  %interleaved.mask = shufflevector <8 x i1> %0, <8 x i1> poison, <16 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7>
  %wide.masked.vec = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %1, i32 4, <16 x i1> %interleaved.mask, <16 x float> poison), !tbaa !5
  %strided.vec = shufflevector <16 x float> %wide.masked.vec, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec19 = shufflevector <16 x float> %wide.masked.vec, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %2 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec, <8 x float> %broadcast.splat21, <8 x float> %strided.vec19)
  %3 = getelementptr inbounds float, ptr %out, i64 %index
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2, ptr %3, i32 4, <8 x i1> %0), !tbaa !5
  %index.next = add i64 %index, 8
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %for.cond.cleanup, label %vector.body, !llvm.loop !9

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_gap(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 4294967288
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert17 = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat18 = shufflevector <8 x i64> %broadcast.splatinsert17, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or disjoint <8 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat18
  %.idx = shl nsw i64 %index, 4
  %1 = getelementptr inbounds i8, ptr %in, i64 %.idx
  %interleaved.mask = shufflevector <8 x i1> %0, <8 x i1> poison, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7>
  %wide.masked.vec = tail call <32 x i32> @llvm.masked.load.v32i32.p0(ptr %1, i32 4, <32 x i1> %interleaved.mask, <32 x i32> poison), !tbaa !13
  %strided.vec = shufflevector <32 x i32> %wide.masked.vec, <32 x i32> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec19 = shufflevector <32 x i32> %wide.masked.vec, <32 x i32> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %2 = add nsw <8 x i32> %strided.vec19, %strided.vec
  %3 = getelementptr inbounds i32, ptr %out, i64 %index
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %2, ptr %3, i32 4, <8 x i1> %0), !tbaa !13
  %index.next = add i64 %index, 8
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %for.cond.cleanup, label %vector.body, !llvm.loop !15

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_norm1(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 4294967288
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert23 = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat24 = shufflevector <8 x i64> %broadcast.splatinsert23, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or disjoint <8 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat24
  %1 = mul i64 %index, 12
  %2 = getelementptr inbounds i8, ptr %v, i64 %1
  %interleaved.mask = shufflevector <8 x i1> %0, <8 x i1> poison, <24 x i32> <i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7>
  %wide.masked.vec = tail call <24 x float> @llvm.masked.load.v24f32.p0(ptr %2, i32 4, <24 x i1> %interleaved.mask, <24 x float> poison), !tbaa !5
  %strided.vec = shufflevector <24 x float> %wide.masked.vec, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec25 = shufflevector <24 x float> %wide.masked.vec, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec26 = shufflevector <24 x float> %wide.masked.vec, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %3 = fadd <8 x float> %strided.vec, %strided.vec25
  %4 = fadd <8 x float> %3, %strided.vec26
  %5 = getelementptr inbounds float, ptr %out, i64 %index
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4, ptr %5, i32 4, <8 x i1> %0), !tbaa !5
  %index.next = add i64 %index, 8
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %for.cond.cleanup, label %vector.body, !llvm.loop !16

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tf_diff_f64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 4294967288
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert16 = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat17 = shufflevector <8 x i64> %broadcast.splatinsert16, <8 x i64> poison, <8 x i32> zeroinitializer
  %invariant.gep = getelementptr i8, ptr %p, i64 -8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or disjoint <8 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %0 = icmp ule <8 x i64> %vec.iv, %broadcast.splat17
  %1 = shl nuw nsw i64 %index, 1
  %2 = or disjoint i64 %1, 1
  %gep = getelementptr double, ptr %invariant.gep, i64 %2
  %interleaved.mask = shufflevector <8 x i1> %0, <8 x i1> poison, <16 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7>
  %wide.masked.vec = tail call <16 x double> @llvm.masked.load.v16f64.p0(ptr nonnull %gep, i32 8, <16 x i1> %interleaved.mask, <16 x double> poison), !tbaa !17
  %strided.vec = shufflevector <16 x double> %wide.masked.vec, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec18 = shufflevector <16 x double> %wide.masked.vec, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %3 = fsub <8 x double> %strided.vec18, %strided.vec
  %4 = getelementptr inbounds double, ptr %out, i64 %index
  tail call void @llvm.masked.store.v8f64.p0(<8 x double> %3, ptr %4, i32 8, <8 x i1> %0), !tbaa !17
  %index.next = add i64 %index, 8
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %for.cond.cleanup, label %vector.body, !llvm.loop !19

for.cond.cleanup:                                 ; preds = %vector.body, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <32 x i32> @llvm.masked.load.v32i32.p0(ptr nocapture, i32 immarg, <32 x i1>, <32 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr nocapture, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <24 x float> @llvm.masked.load.v24f32.p0(ptr nocapture, i32 immarg, <24 x i1>, <24 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x double> @llvm.masked.load.v16f64.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x double>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f64.p0(<8 x double>, ptr nocapture, i32 immarg, <8 x i1>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !11, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !7, i64 0}
!19 = distinct !{!19, !10, !11, !12}
