; ModuleID = 'reduce_ordered.c'
source_filename = "reduce_ordered.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @fsum_ordered(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %n, 64
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi float [ 0.000000e+00, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load9 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load10 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load11 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = tail call float @llvm.vector.reduce.fadd.v16f32(float %vec.phi, <16 x float> %wide.load)
  %5 = tail call float @llvm.vector.reduce.fadd.v16f32(float %4, <16 x float> %wide.load9)
  %6 = tail call float @llvm.vector.reduce.fadd.v16f32(float %5, <16 x float> %wide.load10)
  %7 = tail call float @llvm.vector.reduce.fadd.v16f32(float %6, <16 x float> %wide.load11)
  %index.next = add nuw i64 %index, 64
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %7, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %vec.phi16 = phi float [ %bc.merge.rdx, %vec.epilog.ph ], [ %10, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load17 = load <8 x float>, ptr %9, align 4, !tbaa !5
  %10 = tail call float @llvm.vector.reduce.fadd.v8f32(float %vec.phi16, <8 x float> %wide.load17)
  %index.next18 = add nuw i64 %offset.idx, 8
  %11 = icmp eq i64 %index.next18, %n.vec13
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  %s.05.ph = phi float [ 0.000000e+00, %iter.check ], [ %7, %vec.epilog.iter.check ], [ %10, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %7, %middle.block ], [ %10, %vec.epilog.middle.block ], [ %add, %for.body ]
  store float %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi float [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %12 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd float %s.05, %12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @fdot_ordered(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi float [ 0.000000e+00, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load12 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load13 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load14 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load15 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load16 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %4, i64 32
  %wide.load17 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %4, i64 48
  %wide.load18 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fmul <16 x float> %wide.load, %wide.load15
  %9 = fmul <16 x float> %wide.load12, %wide.load16
  %10 = fmul <16 x float> %wide.load13, %wide.load17
  %11 = fmul <16 x float> %wide.load14, %wide.load18
  %12 = tail call float @llvm.vector.reduce.fadd.v16f32(float %vec.phi, <16 x float> %8)
  %13 = tail call float @llvm.vector.reduce.fadd.v16f32(float %12, <16 x float> %9)
  %14 = tail call float @llvm.vector.reduce.fadd.v16f32(float %13, <16 x float> %10)
  %15 = tail call float @llvm.vector.reduce.fadd.v16f32(float %14, <16 x float> %11)
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %15, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec20 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %vec.phi23 = phi float [ %bc.merge.rdx, %vec.epilog.ph ], [ %20, %vec.epilog.vector.body ]
  %17 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load24 = load <8 x float>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load25 = load <8 x float>, ptr %18, align 4, !tbaa !5
  %19 = fmul <8 x float> %wide.load24, %wide.load25
  %20 = tail call float @llvm.vector.reduce.fadd.v8f32(float %vec.phi23, <8 x float> %19)
  %index.next26 = add nuw i64 %offset.idx, 8
  %21 = icmp eq i64 %index.next26, %n.vec20
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n21 = icmp eq i64 %n.vec20, %wide.trip.count
  br i1 %cmp.n21, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  %s.08.ph = phi float [ 0.000000e+00, %iter.check ], [ %15, %vec.epilog.iter.check ], [ %20, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %15, %middle.block ], [ %20, %vec.epilog.middle.block ], [ %24, %for.body ]
  store float %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.08 = phi float [ %24, %for.body ], [ %s.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %22 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %23 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %24 = tail call float @llvm.fmuladd.f32(float %22, float %23, float %s.08)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #3

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nocallback nofree nosync nounwind readnone willreturn }

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
!12 = distinct !{!12, !10, !11, !13}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !13, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11, !13}
!17 = distinct !{!17, !10, !13, !11}
