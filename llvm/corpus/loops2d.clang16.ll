; ModuleID = 'loops2d.c'
source_filename = "loops2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @transpose_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %rows, i32 noundef %cols) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %rows, 0
  %cmp220 = icmp sgt i32 %cols, 0
  %or.cond = and i1 %cmp22, %cmp220
  br i1 %or.cond, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %0 = zext i32 %rows to i64
  %1 = zext i32 %cols to i64
  %wide.trip.count33 = zext i32 %rows to i64
  %wide.trip.count = zext i32 %cols to i64
  %min.iters.check = icmp ult i32 %cols, 8
  %min.iters.check35 = icmp ult i32 %cols, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %0, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec39 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert46 = insertelement <8 x i64> poison, i64 %0, i64 0
  %broadcast.splat47 = shufflevector <8 x i64> %broadcast.splatinsert46, <8 x i64> poison, <8 x i32> zeroinitializer
  %cmp.n41 = icmp eq i64 %n.vec39, %wide.trip.count
  br label %iter.check

iter.check:                                       ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv29 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next30, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %2 = mul nsw i64 %indvars.iv29, %1
  br i1 %min.iters.check, label %for.body4.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check35, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert36 = insertelement <16 x i64> poison, i64 %indvars.iv29, i64 0
  %broadcast.splat37 = shufflevector <16 x i64> %broadcast.splatinsert36, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %3 = add nuw nsw i64 %index, %2
  %4 = getelementptr inbounds float, ptr %in, i64 %3
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = mul nsw <16 x i64> %vec.ind, %broadcast.splat
  %6 = add nuw nsw <16 x i64> %5, %broadcast.splat37
  %7 = getelementptr inbounds float, ptr %out, <16 x i64> %6
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check.not.not, label %for.body4.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %.splatinsert = insertelement <8 x i64> poison, i64 %vec.epilog.resume.val, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %broadcast.splatinsert48 = insertelement <8 x i64> poison, i64 %indvars.iv29, i64 0
  %broadcast.splat49 = shufflevector <8 x i64> %broadcast.splatinsert48, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index42 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next50, %vec.epilog.vector.body ]
  %vec.ind43 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next44, %vec.epilog.vector.body ]
  %9 = add nuw nsw i64 %index42, %2
  %10 = getelementptr inbounds float, ptr %in, i64 %9
  %wide.load45 = load <8 x float>, ptr %10, align 4, !tbaa !5
  %11 = mul nsw <8 x i64> %vec.ind43, %broadcast.splat47
  %12 = add nuw nsw <8 x i64> %11, %broadcast.splat49
  %13 = getelementptr inbounds float, ptr %out, <8 x i64> %12
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %wide.load45, <8 x ptr> %13, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next50 = add nuw i64 %index42, 8
  %vec.ind.next44 = add <8 x i64> %vec.ind43, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %14 = icmp eq i64 %index.next50, %n.vec39
  br i1 %14, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n41, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec39, %vec.epilog.middle.block ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body4.us ], [ %indvars.iv.ph, %for.body4.us.preheader ]
  %15 = add nuw nsw i64 %indvars.iv, %2
  %arrayidx.us = getelementptr inbounds float, ptr %in, i64 %15
  %16 = load float, ptr %arrayidx.us, align 4, !tbaa !5
  %17 = mul nsw i64 %indvars.iv, %0
  %18 = add nuw nsw i64 %17, %indvars.iv29
  %arrayidx8.us = getelementptr inbounds float, ptr %out, i64 %18
  store float %16, ptr %arrayidx8.us, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !14

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next30 = add nuw nsw i64 %indvars.iv29, 1
  %exitcond34.not = icmp eq i64 %indvars.iv.next30, %wide.trip.count33
  br i1 %exitcond34.not, label %for.cond.cleanup, label %iter.check, !llvm.loop !15

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale_rows_f32(ptr noalias nocapture noundef %a, ptr noalias nocapture noundef readonly %s, i32 noundef %rows, i32 noundef %cols) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %rows, 0
  %cmp217 = icmp sgt i32 %cols, 0
  %or.cond = and i1 %cmp19, %cmp217
  br i1 %or.cond, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %0 = zext i32 %cols to i64
  %wide.trip.count28 = zext i32 %rows to i64
  %wide.trip.count = zext i32 %cols to i64
  %min.iters.check = icmp ult i32 %cols, 8
  %min.iters.check30 = icmp ult i32 %cols, 64
  %n.vec = and i64 %wide.trip.count, 4294967232
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  %n.vec41 = and i64 %wide.trip.count, 4294967288
  %cmp.n42 = icmp eq i64 %n.vec41, %wide.trip.count
  br label %iter.check

iter.check:                                       ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv24 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next25, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %arrayidx.us = getelementptr inbounds float, ptr %s, i64 %indvars.iv24
  %1 = load float, ptr %arrayidx.us, align 4, !tbaa !5
  %2 = mul nsw i64 %indvars.iv24, %0
  br i1 %min.iters.check, label %for.body4.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert34 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat35 = shufflevector <16 x float> %broadcast.splatinsert34, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert36 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat37 = shufflevector <16 x float> %broadcast.splatinsert36, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert38 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat39 = shufflevector <16 x float> %broadcast.splatinsert38, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %3 = add nuw nsw i64 %index, %2
  %4 = getelementptr inbounds float, ptr %a, i64 %3
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load31 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load32 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load33 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fmul <16 x float> %broadcast.splat, %wide.load
  %9 = fmul <16 x float> %broadcast.splat35, %wide.load31
  %10 = fmul <16 x float> %broadcast.splat37, %wide.load32
  %11 = fmul <16 x float> %broadcast.splat39, %wide.load33
  store <16 x float> %8, ptr %4, align 4, !tbaa !5
  store <16 x float> %9, ptr %5, align 4, !tbaa !5
  store <16 x float> %10, ptr %6, align 4, !tbaa !5
  store <16 x float> %11, ptr %7, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %for.body4.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert45 = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat46 = shufflevector <8 x float> %broadcast.splatinsert45, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index43 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next47, %vec.epilog.vector.body ]
  %13 = add nuw nsw i64 %index43, %2
  %14 = getelementptr inbounds float, ptr %a, i64 %13
  %wide.load44 = load <8 x float>, ptr %14, align 4, !tbaa !5
  %15 = fmul <8 x float> %broadcast.splat46, %wide.load44
  store <8 x float> %15, ptr %14, align 4, !tbaa !5
  %index.next47 = add nuw i64 %index43, 8
  %16 = icmp eq i64 %index.next47, %n.vec41
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n42, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec41, %vec.epilog.middle.block ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body4.us ], [ %indvars.iv.ph, %for.body4.us.preheader ]
  %17 = add nuw nsw i64 %indvars.iv, %2
  %arrayidx6.us = getelementptr inbounds float, ptr %a, i64 %17
  %18 = load float, ptr %arrayidx6.us, align 4, !tbaa !5
  %mul7.us = fmul float %1, %18
  store float %mul7.us, ptr %arrayidx6.us, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !18

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next25 = add nuw nsw i64 %indvars.iv24, 1
  %exitcond29.not = icmp eq i64 %indvars.iv.next25, %wide.trip.count28
  br i1 %exitcond29.not, label %for.cond.cleanup, label %iter.check, !llvm.loop !19

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !12, !11}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10, !12, !11}
!19 = distinct !{!19, !10}
