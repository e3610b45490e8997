; ModuleID = 'reduce_ordered.c'
source_filename = "reduce_ordered.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fsum_ordered(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader13, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi float [ 0.000000e+00, %vector.ph ], [ %11, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <4 x float>*
  %wide.load = load <4 x float>, <4 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 4
  %3 = bitcast float* %2 to <4 x float>*
  %wide.load10 = load <4 x float>, <4 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 8
  %5 = bitcast float* %4 to <4 x float>*
  %wide.load11 = load <4 x float>, <4 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 12
  %7 = bitcast float* %6 to <4 x float>*
  %wide.load12 = load <4 x float>, <4 x float>* %7, align 4, !tbaa !5
  %8 = call float @llvm.vector.reduce.fadd.v4f32(float %vec.phi, <4 x float> %wide.load)
  %9 = call float @llvm.vector.reduce.fadd.v4f32(float %8, <4 x float> %wide.load10)
  %10 = call float @llvm.vector.reduce.fadd.v4f32(float %9, <4 x float> %wide.load11)
  %11 = call float @llvm.vector.reduce.fadd.v4f32(float %10, <4 x float> %wide.load12)
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader13

for.body.preheader13:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.07.ph = phi float [ 0.000000e+00, %for.body.preheader ], [ %11, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %11, %middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader13, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader13 ]
  %s.07 = phi float [ %add, %for.body ], [ %s.07.ph, %for.body.preheader13 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %13 = load float, float* %arrayidx, align 4, !tbaa !5
  %add = fadd float %s.07, %13
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @fdot_ordered(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 64
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi float [ 0.000000e+00, %vector.ph ], [ %23, %vector.body ]
  %0 = getelementptr inbounds float, float* %a, i64 %index
  %1 = bitcast float* %0 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, float* %0, i64 16
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load14 = load <16 x float>, <16 x float>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, float* %0, i64 32
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load15 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %0, i64 48
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load16 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load17 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %8, i64 16
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load18 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds float, float* %8, i64 32
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load19 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, float* %8, i64 48
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load20 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !5
  %16 = fmul <16 x float> %wide.load, %wide.load17
  %17 = fmul <16 x float> %wide.load14, %wide.load18
  %18 = fmul <16 x float> %wide.load15, %wide.load19
  %19 = fmul <16 x float> %wide.load16, %wide.load20
  %20 = call float @llvm.vector.reduce.fadd.v16f32(float %vec.phi, <16 x float> %16)
  %21 = call float @llvm.vector.reduce.fadd.v16f32(float %20, <16 x float> %17)
  %22 = call float @llvm.vector.reduce.fadd.v16f32(float %21, <16 x float> %18)
  %23 = call float @llvm.vector.reduce.fadd.v16f32(float %22, <16 x float> %19)
  %index.next = add nuw i64 %index, 64
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %23, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec23 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index25 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next29, %vec.epilog.vector.body ]
  %vec.phi26 = phi float [ %bc.merge.rdx, %vec.epilog.ph ], [ %30, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds float, float* %a, i64 %index25
  %26 = bitcast float* %25 to <8 x float>*
  %wide.load27 = load <8 x float>, <8 x float>* %26, align 4, !tbaa !5
  %27 = getelementptr inbounds float, float* %b, i64 %index25
  %28 = bitcast float* %27 to <8 x float>*
  %wide.load28 = load <8 x float>, <8 x float>* %28, align 4, !tbaa !5
  %29 = fmul <8 x float> %wide.load27, %wide.load28
  %30 = call float @llvm.vector.reduce.fadd.v8f32(float %vec.phi26, <8 x float> %29)
  %index.next29 = add nuw i64 %index25, 8
  %31 = icmp eq i64 %index.next29, %n.vec23
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n24 = icmp eq i64 %n.vec23, %wide.trip.count
  br i1 %cmp.n24, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec23, %vec.epilog.middle.block ]
  %s.010.ph = phi float [ 0.000000e+00, %iter.check ], [ %23, %vec.epilog.iter.check ], [ %30, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %23, %middle.block ], [ %30, %vec.epilog.middle.block ], [ %34, %for.body ]
  store float %s.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.010 = phi float [ %34, %for.body ], [ %s.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %32 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %33 = load float, float* %arrayidx2, align 4, !tbaa !5
  %34 = tail call float @llvm.fmuladd.f32(float %32, float %33, float %s.010)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #3

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }

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
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11, !13}
!16 = distinct !{!16, !10, !13, !11}
