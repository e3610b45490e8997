; ModuleID = 'loops2d.c'
source_filename = "loops2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
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
  %2 = and i64 %wide.trip.count, 4294967280
  %3 = add nsw i64 %2, -16
  %4 = lshr exact i64 %3, 4
  %5 = add nuw nsw i64 %4, 1
  %min.iters.check = icmp ult i32 %cols, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %0, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %xtraiter = and i64 %5, 1
  %6 = icmp eq i64 %3, 0
  %unroll_iter = and i64 %5, 2305843009213693950
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.cond1.preheader.us

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv29 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next30, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %7 = mul nsw i64 %indvars.iv29, %1
  br i1 %min.iters.check, label %for.body4.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.us
  %broadcast.splatinsert35 = insertelement <16 x i64> poison, i64 %indvars.iv29, i64 0
  %broadcast.splat36 = shufflevector <16 x i64> %broadcast.splatinsert35, <16 x i64> poison, <16 x i32> zeroinitializer
  br i1 %6, label %middle.block.unr-lcssa, label %vector.body

vector.body:                                      ; preds = %vector.ph, %vector.body
  %index = phi i64 [ %index.next.1, %vector.body ], [ 0, %vector.ph ]
  %vec.ind = phi <16 x i64> [ %vec.ind.next.1, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ]
  %niter = phi i64 [ %niter.next.1, %vector.body ], [ 0, %vector.ph ]
  %8 = add nuw nsw i64 %index, %7
  %9 = getelementptr inbounds float, ptr %in, i64 %8
  %wide.load = load <16 x float>, ptr %9, align 4, !tbaa !5
  %10 = mul nsw <16 x i64> %vec.ind, %broadcast.splat
  %11 = add nuw nsw <16 x i64> %10, %broadcast.splat36
  %12 = getelementptr inbounds float, ptr %out, <16 x i64> %11
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %12, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next = or i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %13 = add nuw nsw i64 %index.next, %7
  %14 = getelementptr inbounds float, ptr %in, i64 %13
  %wide.load.1 = load <16 x float>, ptr %14, align 4, !tbaa !5
  %15 = mul nsw <16 x i64> %vec.ind.next, %broadcast.splat
  %16 = add nuw nsw <16 x i64> %15, %broadcast.splat36
  %17 = getelementptr inbounds float, ptr %out, <16 x i64> %16
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.1, <16 x ptr> %17, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %vec.ind.next.1 = add <16 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !9

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind.unr = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = add nuw nsw i64 %index.unr, %7
  %19 = getelementptr inbounds float, ptr %in, i64 %18
  %wide.load.epil = load <16 x float>, ptr %19, align 4, !tbaa !5
  %20 = mul nsw <16 x i64> %vec.ind.unr, %broadcast.splat
  %21 = add nuw nsw <16 x i64> %20, %broadcast.splat36
  %22 = getelementptr inbounds float, ptr %out, <16 x i64> %21
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.epil, <16 x ptr> %22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  br i1 %cmp.n, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %for.cond1.preheader.us, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.us ], [ %n.vec, %middle.block ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body4.us ], [ %indvars.iv.ph, %for.body4.us.preheader ]
  %23 = add nuw nsw i64 %indvars.iv, %7
  %arrayidx.us = getelementptr inbounds float, ptr %in, i64 %23
  %24 = load float, ptr %arrayidx.us, align 4, !tbaa !5
  %25 = mul nsw i64 %indvars.iv, %0
  %26 = add nuw nsw i64 %25, %indvars.iv29
  %arrayidx8.us = getelementptr inbounds float, ptr %out, i64 %26
  store float %24, ptr %arrayidx8.us, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !12

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %middle.block
  %indvars.iv.next30 = add nuw nsw i64 %indvars.iv29, 1
  %exitcond34.not = icmp eq i64 %indvars.iv.next30, %wide.trip.count33
  br i1 %exitcond34.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !llvm.loop !14

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
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
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !15

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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next47, %vec.epilog.vector.body ]
  %13 = add nuw nsw i64 %offset.idx, %2
  %14 = getelementptr inbounds float, ptr %a, i64 %13
  %wide.load44 = load <8 x float>, ptr %14, align 4, !tbaa !5
  %15 = fmul <8 x float> %broadcast.splat46, %wide.load44
  store <8 x float> %15, ptr %14, align 4, !tbaa !5
  %index.next47 = add nuw i64 %offset.idx, 8
  %16 = icmp eq i64 %index.next47, %n.vec41
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !17

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next25 = add nuw nsw i64 %indvars.iv24, 1
  %exitcond29.not = icmp eq i64 %indvars.iv.next25, %wide.trip.count28
  br i1 %exitcond29.not, label %for.cond.cleanup, label %iter.check, !llvm.loop !18

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #1

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !13, !11}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11, !13}
!17 = distinct !{!17, !10, !13, !11}
!18 = distinct !{!18, !10}
