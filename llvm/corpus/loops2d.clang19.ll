; ModuleID = 'loops2d.c'
source_filename = "loops2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @transpose_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %rows, i32 noundef %cols) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %rows, 0
  %cmp220 = icmp sgt i32 %cols, 0
  %or.cond = and i1 %cmp22, %cmp220
  br i1 %or.cond, label %for.cond1.preheader.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us.preheader:                 ; preds = %entry
  %0 = zext nneg i32 %rows to i64
  %1 = zext nneg i32 %cols to i64
  %min.iters.check = icmp ugt i32 %cols, 7
  %ident.check.not = icmp eq i32 %rows, 1
  %or.cond47 = and i1 %min.iters.check, %ident.check.not
  %min.iters.check37 = icmp ult i32 %cols, 64
  %n.vec = and i64 %1, 2147483584
  %cmp.n = icmp eq i64 %n.vec, %1
  %n.vec.remaining = and i64 %1, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  %n.vec42 = and i64 %1, 2147483640
  %cmp.n46 = icmp eq i64 %n.vec42, %1
  %xtraiter = and i64 %1, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %iter.check

iter.check:                                       ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv29 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next30, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %2 = mul nuw nsw i64 %indvars.iv29, %1
  %invariant.gep = getelementptr inbounds float, ptr %in, i64 %2
  %invariant.gep35 = getelementptr inbounds float, ptr %out, i64 %indvars.iv29
  br i1 %or.cond47, label %vector.main.loop.iter.check, label %for.body4.us.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check37, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %3 = getelementptr inbounds float, ptr %invariant.gep, i64 %index
  %4 = getelementptr inbounds i8, ptr %3, i64 64
  %5 = getelementptr inbounds i8, ptr %3, i64 128
  %6 = getelementptr inbounds i8, ptr %3, i64 192
  %wide.load = load <16 x float>, ptr %3, align 4, !tbaa !5
  %wide.load38 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %wide.load39 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %wide.load40 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %invariant.gep35, i64 %index
  %8 = getelementptr inbounds i8, ptr %7, i64 64
  %9 = getelementptr inbounds i8, ptr %7, i64 128
  %10 = getelementptr inbounds i8, ptr %7, i64 192
  store <16 x float> %wide.load, ptr %7, align 4, !tbaa !5
  store <16 x float> %wide.load38, ptr %8, align 4, !tbaa !5
  store <16 x float> %wide.load39, ptr %9, align 4, !tbaa !5
  store <16 x float> %wide.load40, ptr %10, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %for.body4.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index43 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next45, %vec.epilog.vector.body ]
  %12 = getelementptr inbounds float, ptr %invariant.gep, i64 %index43
  %wide.load44 = load <8 x float>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %invariant.gep35, i64 %index43
  store <8 x float> %wide.load44, ptr %13, align 4, !tbaa !5
  %index.next45 = add nuw i64 %index43, 8
  %14 = icmp eq i64 %index.next45, %n.vec42
  br i1 %14, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n46, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec42, %vec.epilog.middle.block ]
  br i1 %lcmp.mod.not, label %for.body4.us.prol.loopexit, label %for.body4.us.prol

for.body4.us.prol:                                ; preds = %for.body4.us.preheader, %for.body4.us.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body4.us.prol ], [ %indvars.iv.ph, %for.body4.us.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body4.us.prol ], [ 0, %for.body4.us.preheader ]
  %gep.prol = getelementptr inbounds float, ptr %invariant.gep, i64 %indvars.iv.prol
  %15 = load float, ptr %gep.prol, align 4, !tbaa !5
  %16 = mul nuw nsw i64 %indvars.iv.prol, %0
  %gep36.prol = getelementptr inbounds float, ptr %invariant.gep35, i64 %16
  store float %15, ptr %gep36.prol, align 4, !tbaa !5
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.body4.us.prol.loopexit, label %for.body4.us.prol, !llvm.loop !14

for.body4.us.prol.loopexit:                       ; preds = %for.body4.us.prol, %for.body4.us.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body4.us.preheader ], [ %indvars.iv.next.prol, %for.body4.us.prol ]
  %17 = sub nsw i64 %indvars.iv.ph, %1
  %18 = icmp ugt i64 %17, -4
  br i1 %18, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.prol.loopexit, %for.body4.us
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body4.us ], [ %indvars.iv.unr, %for.body4.us.prol.loopexit ]
  %gep = getelementptr inbounds float, ptr %invariant.gep, i64 %indvars.iv
  %19 = load float, ptr %gep, align 4, !tbaa !5
  %20 = mul nuw nsw i64 %indvars.iv, %0
  %gep36 = getelementptr inbounds float, ptr %invariant.gep35, i64 %20
  store float %19, ptr %gep36, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %gep.1 = getelementptr inbounds float, ptr %invariant.gep, i64 %indvars.iv.next
  %21 = load float, ptr %gep.1, align 4, !tbaa !5
  %22 = mul nuw nsw i64 %indvars.iv.next, %0
  %gep36.1 = getelementptr inbounds float, ptr %invariant.gep35, i64 %22
  store float %21, ptr %gep36.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %gep.2 = getelementptr inbounds float, ptr %invariant.gep, i64 %indvars.iv.next.1
  %23 = load float, ptr %gep.2, align 4, !tbaa !5
  %24 = mul nuw nsw i64 %indvars.iv.next.1, %0
  %gep36.2 = getelementptr inbounds float, ptr %invariant.gep35, i64 %24
  store float %23, ptr %gep36.2, align 4, !tbaa !5
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %gep.3 = getelementptr inbounds float, ptr %invariant.gep, i64 %indvars.iv.next.2
  %25 = load float, ptr %gep.3, align 4, !tbaa !5
  %26 = mul nuw nsw i64 %indvars.iv.next.2, %0
  %gep36.3 = getelementptr inbounds float, ptr %invariant.gep35, i64 %26
  store float %25, ptr %gep36.3, align 4, !tbaa !5
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %1
  br i1 %exitcond.not.3, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !16

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us.prol.loopexit, %for.body4.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next30 = add nuw nsw i64 %indvars.iv29, 1
  %exitcond34.not = icmp eq i64 %indvars.iv.next30, %0
  br i1 %exitcond34.not, label %for.cond.cleanup, label %iter.check, !llvm.loop !17

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
  %0 = zext nneg i32 %cols to i64
  %wide.trip.count28 = zext nneg i32 %rows to i64
  %min.iters.check = icmp ult i32 %cols, 8
  %min.iters.check30 = icmp ult i32 %cols, 64
  %n.vec = and i64 %0, 2147483584
  %cmp.n = icmp eq i64 %n.vec, %0
  %n.vec.remaining = and i64 %0, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  %n.vec35 = and i64 %0, 2147483640
  %cmp.n41 = icmp eq i64 %n.vec35, %0
  br label %iter.check

iter.check:                                       ; preds = %for.cond1.preheader.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv24 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next25, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %arrayidx.us = getelementptr inbounds float, ptr %s, i64 %indvars.iv24
  %1 = load float, ptr %arrayidx.us, align 4, !tbaa !5
  %2 = mul nuw nsw i64 %indvars.iv24, %0
  %invariant.gep = getelementptr inbounds float, ptr %a, i64 %2
  br i1 %min.iters.check, label %for.body4.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %3 = getelementptr inbounds float, ptr %invariant.gep, i64 %index
  %4 = getelementptr inbounds i8, ptr %3, i64 64
  %5 = getelementptr inbounds i8, ptr %3, i64 128
  %6 = getelementptr inbounds i8, ptr %3, i64 192
  %wide.load = load <16 x float>, ptr %3, align 4, !tbaa !5
  %wide.load31 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %wide.load32 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %wide.load33 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = fmul <16 x float> %broadcast.splat, %wide.load
  %8 = fmul <16 x float> %broadcast.splat, %wide.load31
  %9 = fmul <16 x float> %broadcast.splat, %wide.load32
  %10 = fmul <16 x float> %broadcast.splat, %wide.load33
  store <16 x float> %7, ptr %3, align 4, !tbaa !5
  store <16 x float> %8, ptr %4, align 4, !tbaa !5
  store <16 x float> %9, ptr %5, align 4, !tbaa !5
  store <16 x float> %10, ptr %6, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %for.body4.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert38 = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat39 = shufflevector <8 x float> %broadcast.splatinsert38, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index36 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next40, %vec.epilog.vector.body ]
  %12 = getelementptr inbounds float, ptr %invariant.gep, i64 %index36
  %wide.load37 = load <8 x float>, ptr %12, align 4, !tbaa !5
  %13 = fmul <8 x float> %broadcast.splat39, %wide.load37
  store <8 x float> %13, ptr %12, align 4, !tbaa !5
  %index.next40 = add nuw i64 %index36, 8
  %14 = icmp eq i64 %index.next40, %n.vec35
  br i1 %14, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n41, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec35, %vec.epilog.middle.block ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body4.us ], [ %indvars.iv.ph, %for.body4.us.preheader ]
  %gep = getelementptr inbounds float, ptr %invariant.gep, i64 %indvars.iv
  %15 = load float, ptr %gep, align 4, !tbaa !5
  %mul7.us = fmul float %1, %15
  store float %mul7.us, ptr %gep, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0
  br i1 %exitcond.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !20

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next25 = add nuw nsw i64 %indvars.iv24, 1
  %exitcond29.not = icmp eq i64 %indvars.iv.next25, %wide.trip.count28
  br i1 %exitcond29.not, label %for.cond.cleanup, label %iter.check, !llvm.loop !21

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us, %entry
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }

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
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10, !11, !12}
!20 = distinct !{!20, !10, !12, !11}
!21 = distinct !{!21, !10}
