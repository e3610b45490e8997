; ModuleID = '<stdin>'
source_filename = "bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @rotl_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %s, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = getelementptr inbounds i32, i32* %0, i64 32
  %3 = bitcast i32* %2 to <32 x i32>*
  %wide.load11 = load <32 x i32>, <32 x i32>* %3, align 4
  %4 = getelementptr inbounds i32, i32* %0, i64 64
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load12 = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = getelementptr inbounds i32, i32* %0, i64 96
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load13 = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = getelementptr inbounds i32, i32* %a, i64 %index
  %9 = bitcast i32* %8 to <32 x i32>*
  %wide.load14 = load <32 x i32>, <32 x i32>* %9, align 4
  %10 = getelementptr inbounds i32, i32* %8, i64 32
  %11 = bitcast i32* %10 to <32 x i32>*
  %wide.load15 = load <32 x i32>, <32 x i32>* %11, align 4
  %12 = getelementptr inbounds i32, i32* %8, i64 64
  %13 = bitcast i32* %12 to <32 x i32>*
  %wide.load16 = load <32 x i32>, <32 x i32>* %13, align 4
  %14 = getelementptr inbounds i32, i32* %8, i64 96
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.load17 = load <32 x i32>, <32 x i32>* %15, align 4
  %16 = call <32 x i32> @llvm.fshl.v32i32(<32 x i32> %wide.load14, <32 x i32> %wide.load14, <32 x i32> %wide.load)
  %17 = call <32 x i32> @llvm.fshl.v32i32(<32 x i32> %wide.load15, <32 x i32> %wide.load15, <32 x i32> %wide.load11)
  %18 = call <32 x i32> @llvm.fshl.v32i32(<32 x i32> %wide.load16, <32 x i32> %wide.load16, <32 x i32> %wide.load12)
  %19 = call <32 x i32> @llvm.fshl.v32i32(<32 x i32> %wide.load17, <32 x i32> %wide.load17, <32 x i32> %wide.load13)
  %20 = getelementptr inbounds i32, i32* %out, i64 %index
  %21 = bitcast i32* %20 to <32 x i32>*
  store <32 x i32> %16, <32 x i32>* %21, align 4
  %22 = getelementptr inbounds i32, i32* %20, i64 32
  %23 = bitcast i32* %22 to <32 x i32>*
  store <32 x i32> %17, <32 x i32>* %23, align 4
  %24 = getelementptr inbounds i32, i32* %20, i64 64
  %25 = bitcast i32* %24 to <32 x i32>*
  store <32 x i32> %18, <32 x i32>* %25, align 4
  %26 = getelementptr inbounds i32, i32* %20, i64 96
  %27 = bitcast i32* %26 to <32 x i32>*
  store <32 x i32> %19, <32 x i32>* %27, align 4
  %index.next = add nuw i64 %index, 128
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader18

for.body.preheader18:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %arrayidx = getelementptr inbounds i32, i32* %s, i64 %indvars.iv
  %29 = load i32, i32* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %30 = load i32, i32* %arrayidx2, align 4
  %or = tail call i32 @llvm.fshl.i32(i32 %30, i32 %30, i32 %29)
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %or, i32* %arrayidx7, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @rotr7_u16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, i16* %a, i64 %index
  %1 = bitcast i16* %0 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %1, align 2
  %2 = getelementptr inbounds i16, i16* %0, i64 32
  %3 = bitcast i16* %2 to <32 x i16>*
  %wide.load9 = load <32 x i16>, <32 x i16>* %3, align 2
  %4 = getelementptr inbounds i16, i16* %0, i64 64
  %5 = bitcast i16* %4 to <32 x i16>*
  %wide.load10 = load <32 x i16>, <32 x i16>* %5, align 2
  %6 = getelementptr inbounds i16, i16* %0, i64 96
  %7 = bitcast i16* %6 to <32 x i16>*
  %wide.load11 = load <32 x i16>, <32 x i16>* %7, align 2
  %8 = call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load, <32 x i16> %wide.load, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %9 = call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load9, <32 x i16> %wide.load9, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %10 = call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load10, <32 x i16> %wide.load10, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %11 = call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load11, <32 x i16> %wide.load11, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %12 = getelementptr inbounds i16, i16* %out, i64 %index
  %13 = bitcast i16* %12 to <32 x i16>*
  store <32 x i16> %8, <32 x i16>* %13, align 2
  %14 = getelementptr inbounds i16, i16* %12, i64 32
  %15 = bitcast i16* %14 to <32 x i16>*
  store <32 x i16> %9, <32 x i16>* %15, align 2
  %16 = getelementptr inbounds i16, i16* %12, i64 64
  %17 = bitcast i16* %16 to <32 x i16>*
  store <32 x i16> %10, <32 x i16>* %17, align 2
  %18 = getelementptr inbounds i16, i16* %12, i64 96
  %19 = bitcast i16* %18 to <32 x i16>*
  store <32 x i16> %11, <32 x i16>* %19, align 2
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader12

for.body.preheader12:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %21 = load i16, i16* %arrayidx, align 2
  %or = tail call i16 @llvm.fshl.i16(i16 %21, i16 %21, i16 9)
  %arrayidx6 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %or, i16* %arrayidx6, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @popcount_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = call <32 x i32> @llvm.ctpop.v32i32(<32 x i32> %wide.load)
  %3 = getelementptr inbounds i32, i32* %out, i64 %index
  %4 = bitcast i32* %3 to <32 x i32>*
  store <32 x i32> %2, <32 x i32>* %4, align 4
  %index.next = add nuw i64 %index, 32
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader7

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %6 = load i32, i32* %arrayidx, align 4
  %7 = tail call i32 @llvm.ctpop.i32(i32 %6), !range !14
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %7, i32* %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !15

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @popcount_u8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 128
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, i8* %a, i64 %index
  %1 = bitcast i8* %0 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %1, align 1
  %2 = getelementptr inbounds i8, i8* %0, i64 32
  %3 = bitcast i8* %2 to <32 x i8>*
  %wide.load7 = load <32 x i8>, <32 x i8>* %3, align 1
  %4 = getelementptr inbounds i8, i8* %0, i64 64
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load8 = load <32 x i8>, <32 x i8>* %5, align 1
  %6 = getelementptr inbounds i8, i8* %0, i64 96
  %7 = bitcast i8* %6 to <32 x i8>*
  %wide.load9 = load <32 x i8>, <32 x i8>* %7, align 1
  %8 = call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load)
  %9 = call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load7)
  %10 = call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load8)
  %11 = call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load9)
  %12 = getelementptr inbounds i8, i8* %out, i64 %index
  %13 = bitcast i8* %12 to <32 x i8>*
  store <32 x i8> %8, <32 x i8>* %13, align 1
  %14 = getelementptr inbounds i8, i8* %12, i64 32
  %15 = bitcast i8* %14 to <32 x i8>*
  store <32 x i8> %9, <32 x i8>* %15, align 1
  %16 = getelementptr inbounds i8, i8* %12, i64 64
  %17 = bitcast i8* %16 to <32 x i8>*
  store <32 x i8> %10, <32 x i8>* %17, align 1
  %18 = getelementptr inbounds i8, i8* %12, i64 96
  %19 = bitcast i8* %18 to <32 x i8>*
  store <32 x i8> %11, <32 x i8>* %19, align 1
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %21 = load i8, i8* %arrayidx, align 1
  %22 = tail call i8 @llvm.ctpop.i8(i8 %21), !range !17
  %arrayidx3 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %22, i8* %arrayidx3, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.ctpop.i8(i8) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x i32> @llvm.fshl.v32i32(<32 x i32>, <32 x i32>, <32 x i32>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x i16> @llvm.fshl.v32i16(<32 x i16>, <32 x i16>, <32 x i16>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x i32> @llvm.ctpop.v32i32(<32 x i32>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x i8> @llvm.ctpop.v32i8(<32 x i8>) #2

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

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
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !10, !8}
!13 = distinct !{!13, !7, !8}
!14 = !{i32 0, i32 33}
!15 = distinct !{!15, !7, !10, !8}
!16 = distinct !{!16, !7, !8}
!17 = !{i8 0, i8 9}
!18 = distinct !{!18, !7, !10, !8}
