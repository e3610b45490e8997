; ModuleID = 'loops2d.c'
source_filename = "loops2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @transpose_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, i32 noundef %rows, i32 noundef %cols) local_unnamed_addr #0 {
entry:
  %cmp24 = icmp sgt i32 %rows, 0
  %cmp222 = icmp sgt i32 %cols, 0
  %or.cond = and i1 %cmp24, %cmp222
  br i1 %or.cond, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %0 = zext i32 %rows to i64
  %1 = zext i32 %cols to i64
  %wide.trip.count36 = zext i32 %rows to i64
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
  %indvars.iv32 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next33, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %7 = mul nsw i64 %indvars.iv32, %1
  br i1 %min.iters.check, label %for.body4.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.us
  %broadcast.splatinsert38 = insertelement <16 x i64> poison, i64 %indvars.iv32, i64 0
  %broadcast.splat39 = shufflevector <16 x i64> %broadcast.splatinsert38, <16 x i64> poison, <16 x i32> zeroinitializer
  br i1 %6, label %middle.block.unr-lcssa, label %vector.body

vector.body:                                      ; preds = %vector.ph, %vector.body
  %index = phi i64 [ %index.next.1, %vector.body ], [ 0, %vector.ph ]
  %vec.ind = phi <16 x i64> [ %vec.ind.next.1, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ]
  %niter = phi i64 [ %niter.next.1, %vector.body ], [ 0, %vector.ph ]
  %8 = add nuw nsw i64 %index, %7
  %9 = getelementptr inbounds float, float* %in, i64 %8
  %10 = bitcast float* %9 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %10, align 4, !tbaa !5
  %11 = mul nsw <16 x i64> %vec.ind, %broadcast.splat
  %12 = add nuw nsw <16 x i64> %11, %broadcast.splat39
  %13 = getelementptr inbounds float, float* %out, <16 x i64> %12
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load, <16 x float*> %13, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next = or i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %14 = add nuw nsw i64 %index.next, %7
  %15 = getelementptr inbounds float, float* %in, i64 %14
  %16 = bitcast float* %15 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %16, align 4, !tbaa !5
  %17 = mul nsw <16 x i64> %vec.ind.next, %broadcast.splat
  %18 = add nuw nsw <16 x i64> %17, %broadcast.splat39
  %19 = getelementptr inbounds float, float* %out, <16 x i64> %18
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.1, <16 x float*> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
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
  %20 = add nuw nsw i64 %index.unr, %7
  %21 = getelementptr inbounds float, float* %in, i64 %20
  %22 = bitcast float* %21 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %22, align 4, !tbaa !5
  %23 = mul nsw <16 x i64> %vec.ind.unr, %broadcast.splat
  %24 = add nuw nsw <16 x i64> %23, %broadcast.splat39
  %25 = getelementptr inbounds float, float* %out, <16 x i64> %24
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.epil, <16 x float*> %25, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  br i1 %cmp.n, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %for.cond1.preheader.us, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.us ], [ %n.vec, %middle.block ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body4.us ], [ %indvars.iv.ph, %for.body4.us.preheader ]
  %26 = add nuw nsw i64 %indvars.iv, %7
  %arrayidx.us = getelementptr inbounds float, float* %in, i64 %26
  %27 = load float, float* %arrayidx.us, align 4, !tbaa !5
  %28 = mul nsw i64 %indvars.iv, %0
  %29 = add nuw nsw i64 %28, %indvars.iv32
  %arrayidx8.us = getelementptr inbounds float, float* %out, i64 %29
  store float %27, float* %arrayidx8.us, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !12

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %middle.block
  %indvars.iv.next33 = add nuw nsw i64 %indvars.iv32, 1
  %exitcond37.not = icmp eq i64 %indvars.iv.next33, %wide.trip.count36
  br i1 %exitcond37.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !llvm.loop !14

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scale_rows_f32(float* noalias nocapture noundef %a, float* noalias nocapture noundef readonly %s, i32 noundef %rows, i32 noundef %cols) local_unnamed_addr #0 {
entry:
  %cmp21 = icmp sgt i32 %rows, 0
  %cmp219 = icmp sgt i32 %cols, 0
  %or.cond = and i1 %cmp21, %cmp219
  br i1 %or.cond, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %0 = zext i32 %cols to i64
  %wide.trip.count31 = zext i32 %rows to i64
  %wide.trip.count = zext i32 %cols to i64
  %min.iters.check = icmp ult i32 %cols, 8
  %min.iters.check33 = icmp ult i32 %cols, 64
  %n.vec = and i64 %wide.trip.count, 4294967232
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  %n.vec44 = and i64 %wide.trip.count, 4294967288
  %cmp.n45 = icmp eq i64 %n.vec44, %wide.trip.count
  br label %iter.check

iter.check:                                       ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv27 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next28, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %arrayidx.us = getelementptr inbounds float, float* %s, i64 %indvars.iv27
  %1 = load float, float* %arrayidx.us, align 4, !tbaa !5
  %2 = mul nsw i64 %indvars.iv27, %0
  br i1 %min.iters.check, label %for.body4.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check33, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert37 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat38 = shufflevector <16 x float> %broadcast.splatinsert37, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert39 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat40 = shufflevector <16 x float> %broadcast.splatinsert39, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert41 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat42 = shufflevector <16 x float> %broadcast.splatinsert41, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %3 = add nuw nsw i64 %index, %2
  %4 = getelementptr inbounds float, float* %a, i64 %3
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %4, i64 16
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load34 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %4, i64 32
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load35 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %4, i64 48
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load36 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = fmul <16 x float> %broadcast.splat, %wide.load
  %13 = fmul <16 x float> %broadcast.splat38, %wide.load34
  %14 = fmul <16 x float> %broadcast.splat40, %wide.load35
  %15 = fmul <16 x float> %broadcast.splat42, %wide.load36
  %16 = bitcast float* %4 to <16 x float>*
  store <16 x float> %12, <16 x float>* %16, align 4, !tbaa !5
  %17 = bitcast float* %6 to <16 x float>*
  store <16 x float> %13, <16 x float>* %17, align 4, !tbaa !5
  %18 = bitcast float* %8 to <16 x float>*
  store <16 x float> %14, <16 x float>* %18, align 4, !tbaa !5
  %19 = bitcast float* %10 to <16 x float>*
  store <16 x float> %15, <16 x float>* %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %for.body4.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert48 = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat49 = shufflevector <8 x float> %broadcast.splatinsert48, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index46 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next50, %vec.epilog.vector.body ]
  %21 = add nuw nsw i64 %index46, %2
  %22 = getelementptr inbounds float, float* %a, i64 %21
  %23 = bitcast float* %22 to <8 x float>*
  %wide.load47 = load <8 x float>, <8 x float>* %23, align 4, !tbaa !5
  %24 = fmul <8 x float> %broadcast.splat49, %wide.load47
  %25 = bitcast float* %22 to <8 x float>*
  store <8 x float> %24, <8 x float>* %25, align 4, !tbaa !5
  %index.next50 = add nuw i64 %index46, 8
  %26 = icmp eq i64 %index.next50, %n.vec44
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n45, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec44, %vec.epilog.middle.block ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body4.us ], [ %indvars.iv.ph, %for.body4.us.preheader ]
  %27 = add nuw nsw i64 %indvars.iv, %2
  %arrayidx6.us = getelementptr inbounds float, float* %a, i64 %27
  %28 = load float, float* %arrayidx6.us, align 4, !tbaa !5
  %mul7.us = fmul float %1, %28
  store float %mul7.us, float* %arrayidx6.us, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !17

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next28 = add nuw nsw i64 %indvars.iv27, 1
  %exitcond32.not = icmp eq i64 %indvars.iv.next28, %wide.trip.count31
  br i1 %exitcond32.not, label %for.cond.cleanup, label %iter.check, !llvm.loop !18

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #1

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
!12 = distinct !{!12, !10, !13, !11}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11, !13}
!17 = distinct !{!17, !10, !13, !11}
!18 = distinct !{!18, !10}
