; ModuleID = '<stdin>'
source_filename = "loops2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @transpose_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, i32 noundef %rows, i32 noundef %cols) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %rows, 0
  %cmp29 = icmp sgt i32 %cols, 0
  %or.cond = and i1 %cmp11, %cmp29
  br i1 %or.cond, label %for.cond1.preheader.us.preheader, label %for.end10

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %0 = zext i32 %rows to i64
  %1 = zext i32 %cols to i64
  %wide.trip.count23 = zext i32 %rows to i64
  %wide.trip.count = zext i32 %cols to i64
  %2 = and i64 %wide.trip.count, 4294967264
  %3 = add nsw i64 %2, -32
  %4 = lshr exact i64 %3, 5
  %5 = add nuw nsw i64 %4, 1
  %min.iters.check = icmp ult i32 %cols, 32
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %0, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %xtraiter = and i64 %5, 1
  %6 = icmp eq i64 %3, 0
  %unroll_iter = and i64 %5, 1152921504606846974
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.cond1.preheader.us

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.inc8_crit_edge.us
  %indvars.iv19 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next20, %for.cond1.for.inc8_crit_edge.us ]
  %7 = mul nsw i64 %indvars.iv19, %1
  br i1 %min.iters.check, label %for.body3.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.us
  %broadcast.splatinsert25 = insertelement <32 x i64> poison, i64 %indvars.iv19, i64 0
  %broadcast.splat26 = shufflevector <32 x i64> %broadcast.splatinsert25, <32 x i64> poison, <32 x i32> zeroinitializer
  br i1 %6, label %middle.block.unr-lcssa, label %vector.body

vector.body:                                      ; preds = %vector.ph, %vector.body
  %index = phi i64 [ %index.next.1, %vector.body ], [ 0, %vector.ph ]
  %vec.ind = phi <32 x i64> [ %vec.ind.next.1, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ]
  %niter = phi i64 [ %niter.next.1, %vector.body ], [ 0, %vector.ph ]
  %8 = add nuw nsw i64 %index, %7
  %9 = getelementptr inbounds float, float* %in, i64 %8
  %10 = bitcast float* %9 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %10, align 4
  %11 = mul nsw <32 x i64> %vec.ind, %broadcast.splat
  %12 = add nuw nsw <32 x i64> %11, %broadcast.splat26
  %13 = getelementptr inbounds float, float* %out, <32 x i64> %12
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load, <32 x float*> %13, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next = or i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %14 = add nuw nsw i64 %index.next, %7
  %15 = getelementptr inbounds float, float* %in, i64 %14
  %16 = bitcast float* %15 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %16, align 4
  %17 = mul nsw <32 x i64> %vec.ind.next, %broadcast.splat
  %18 = add nuw nsw <32 x i64> %17, %broadcast.splat26
  %19 = getelementptr inbounds float, float* %out, <32 x i64> %18
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.1, <32 x float*> %19, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next.1 = add <32 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !6

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind.unr = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = add nuw nsw i64 %index.unr, %7
  %21 = getelementptr inbounds float, float* %in, i64 %20
  %22 = bitcast float* %21 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %22, align 4
  %23 = mul nsw <32 x i64> %vec.ind.unr, %broadcast.splat
  %24 = add nuw nsw <32 x i64> %23, %broadcast.splat26
  %25 = getelementptr inbounds float, float* %out, <32 x i64> %24
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.epil, <32 x float*> %25, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  br i1 %cmp.n, label %for.cond1.for.inc8_crit_edge.us, label %for.body3.us.preheader

for.body3.us.preheader:                           ; preds = %for.cond1.preheader.us, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.us ], [ %n.vec, %middle.block ]
  br label %for.body3.us

for.body3.us:                                     ; preds = %for.body3.us.preheader, %for.body3.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body3.us ], [ %indvars.iv.ph, %for.body3.us.preheader ]
  %26 = add nuw nsw i64 %indvars.iv, %7
  %arrayidx.us = getelementptr inbounds float, float* %in, i64 %26
  %27 = load float, float* %arrayidx.us, align 4
  %28 = mul nsw i64 %indvars.iv, %0
  %29 = add nuw nsw i64 %28, %indvars.iv19
  %arrayidx7.us = getelementptr inbounds float, float* %out, i64 %29
  store float %27, float* %arrayidx7.us, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond1.for.inc8_crit_edge.us, label %for.body3.us, !llvm.loop !9

for.cond1.for.inc8_crit_edge.us:                  ; preds = %for.body3.us, %middle.block
  %indvars.iv.next20 = add nuw nsw i64 %indvars.iv19, 1
  %exitcond24.not = icmp eq i64 %indvars.iv.next20, %wide.trip.count23
  br i1 %exitcond24.not, label %for.end10, label %for.cond1.preheader.us, !llvm.loop !11

for.end10:                                        ; preds = %for.cond1.for.inc8_crit_edge.us, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scale_rows_f32(float* noalias nocapture noundef %a, float* noalias nocapture noundef readonly %s, i32 noundef %rows, i32 noundef %cols) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %rows, 0
  %cmp27 = icmp sgt i32 %cols, 0
  %or.cond = and i1 %cmp9, %cmp27
  br i1 %or.cond, label %for.cond1.preheader.us.preheader, label %for.end9

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %0 = zext i32 %cols to i64
  %wide.trip.count19 = zext i32 %rows to i64
  %wide.trip.count = zext i32 %cols to i64
  %min.iters.check = icmp ult i32 %cols, 128
  %n.vec = and i64 %wide.trip.count, 4294967168
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.cond1.preheader.us

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.inc7_crit_edge.us
  %indvars.iv15 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next16, %for.cond1.for.inc7_crit_edge.us ]
  %arrayidx.us = getelementptr inbounds float, float* %s, i64 %indvars.iv15
  %1 = load float, float* %arrayidx.us, align 4
  %2 = mul nsw i64 %indvars.iv15, %0
  br i1 %min.iters.check, label %for.body3.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.us
  %broadcast.splatinsert = insertelement <32 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert24 = insertelement <32 x float> poison, float %1, i64 0
  %broadcast.splat25 = shufflevector <32 x float> %broadcast.splatinsert24, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert26 = insertelement <32 x float> poison, float %1, i64 0
  %broadcast.splat27 = shufflevector <32 x float> %broadcast.splatinsert26, <32 x float> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert28 = insertelement <32 x float> poison, float %1, i64 0
  %broadcast.splat29 = shufflevector <32 x float> %broadcast.splatinsert28, <32 x float> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %3 = add nuw nsw i64 %index, %2
  %4 = getelementptr inbounds float, float* %a, i64 %3
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %4, i64 32
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load21 = load <32 x float>, <32 x float>* %7, align 4
  %8 = getelementptr inbounds float, float* %4, i64 64
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load22 = load <32 x float>, <32 x float>* %9, align 4
  %10 = getelementptr inbounds float, float* %4, i64 96
  %11 = bitcast float* %10 to <32 x float>*
  %wide.load23 = load <32 x float>, <32 x float>* %11, align 4
  %12 = fmul <32 x float> %broadcast.splat, %wide.load
  %13 = fmul <32 x float> %broadcast.splat25, %wide.load21
  %14 = fmul <32 x float> %broadcast.splat27, %wide.load22
  %15 = fmul <32 x float> %broadcast.splat29, %wide.load23
  %16 = bitcast float* %4 to <32 x float>*
  store <32 x float> %12, <32 x float>* %16, align 4
  %17 = bitcast float* %6 to <32 x float>*
  store <32 x float> %13, <32 x float>* %17, align 4
  %18 = bitcast float* %8 to <32 x float>*
  store <32 x float> %14, <32 x float>* %18, align 4
  %19 = bitcast float* %10 to <32 x float>*
  store <32 x float> %15, <32 x float>* %19, align 4
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !12

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond1.for.inc7_crit_edge.us, label %for.body3.us.preheader

for.body3.us.preheader:                           ; preds = %for.cond1.preheader.us, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.us ], [ %n.vec, %middle.block ]
  br label %for.body3.us

for.body3.us:                                     ; preds = %for.body3.us.preheader, %for.body3.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body3.us ], [ %indvars.iv.ph, %for.body3.us.preheader ]
  %21 = add nuw nsw i64 %indvars.iv, %2
  %arrayidx5.us = getelementptr inbounds float, float* %a, i64 %21
  %22 = load float, float* %arrayidx5.us, align 4
  %mul6.us = fmul float %1, %22
  store float %mul6.us, float* %arrayidx5.us, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond1.for.inc7_crit_edge.us, label %for.body3.us, !llvm.loop !13

for.cond1.for.inc7_crit_edge.us:                  ; preds = %for.body3.us, %middle.block
  %indvars.iv.next16 = add nuw nsw i64 %indvars.iv15, 1
  %exitcond20.not = icmp eq i64 %indvars.iv.next16, %wide.trip.count19
  br i1 %exitcond20.not, label %for.end9, label %for.cond1.preheader.us, !llvm.loop !14

for.end9:                                         ; preds = %for.cond1.for.inc7_crit_edge.us, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float>, <32 x float*>, i32 immarg, <32 x i1>) #1

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind willreturn writeonly }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !10, !8}
!14 = distinct !{!14, !7}
