; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @rotl_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check20 = icmp ult i32 %n, 64
  br i1 %min.iters.check20, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %s, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load21 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load22 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load23 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, i32* %a, i64 %index
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load24 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, i32* %8, i64 16
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load25 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, i32* %8, i64 32
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load26 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %8, i64 48
  %15 = bitcast i32* %14 to <16 x i32>*
  %wide.load27 = load <16 x i32>, <16 x i32>* %15, align 4, !tbaa !5
  %16 = call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %wide.load24, <16 x i32> %wide.load24, <16 x i32> %wide.load)
  %17 = call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %wide.load25, <16 x i32> %wide.load25, <16 x i32> %wide.load21)
  %18 = call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %wide.load26, <16 x i32> %wide.load26, <16 x i32> %wide.load22)
  %19 = call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %wide.load27, <16 x i32> %wide.load27, <16 x i32> %wide.load23)
  %20 = getelementptr inbounds i32, i32* %out, i64 %index
  %21 = bitcast i32* %20 to <16 x i32>*
  store <16 x i32> %16, <16 x i32>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, i32* %20, i64 16
  %23 = bitcast i32* %22 to <16 x i32>*
  store <16 x i32> %17, <16 x i32>* %23, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %20, i64 32
  %25 = bitcast i32* %24 to <16 x i32>*
  store <16 x i32> %18, <16 x i32>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds i32, i32* %20, i64 48
  %27 = bitcast i32* %26 to <16 x i32>*
  store <16 x i32> %19, <16 x i32>* %27, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %29 = getelementptr inbounds i32, i32* %s, i64 %index31
  %30 = bitcast i32* %29 to <8 x i32>*
  %wide.load32 = load <8 x i32>, <8 x i32>* %30, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, i32* %a, i64 %index31
  %32 = bitcast i32* %31 to <8 x i32>*
  %wide.load33 = load <8 x i32>, <8 x i32>* %32, align 4, !tbaa !5
  %33 = call <8 x i32> @llvm.fshl.v8i32(<8 x i32> %wide.load33, <8 x i32> %wide.load33, <8 x i32> %wide.load32)
  %34 = getelementptr inbounds i32, i32* %out, i64 %index31
  %35 = bitcast i32* %34 to <8 x i32>*
  store <8 x i32> %33, <8 x i32>* %35, align 4, !tbaa !5
  %index.next34 = add nuw i64 %index31, 8
  %36 = icmp eq i64 %index.next34, %n.vec29
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %s, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %38 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %or = tail call i32 @llvm.fshl.i32(i32 %38, i32 %38, i32 %37)
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %or, i32* %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @rotr7_u16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 128
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, i16* %a, i64 %index
  %1 = bitcast i16* %0 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %1, align 2, !tbaa !15
  %2 = getelementptr inbounds i16, i16* %0, i64 32
  %3 = bitcast i16* %2 to <32 x i16>*
  %wide.load17 = load <32 x i16>, <32 x i16>* %3, align 2, !tbaa !15
  %4 = getelementptr inbounds i16, i16* %0, i64 64
  %5 = bitcast i16* %4 to <32 x i16>*
  %wide.load18 = load <32 x i16>, <32 x i16>* %5, align 2, !tbaa !15
  %6 = getelementptr inbounds i16, i16* %0, i64 96
  %7 = bitcast i16* %6 to <32 x i16>*
  %wide.load19 = load <32 x i16>, <32 x i16>* %7, align 2, !tbaa !15
  %8 = call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load, <32 x i16> %wide.load, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %9 = call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load17, <32 x i16> %wide.load17, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %10 = call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load18, <32 x i16> %wide.load18, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %11 = call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load19, <32 x i16> %wide.load19, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %12 = getelementptr inbounds i16, i16* %out, i64 %index
  %13 = bitcast i16* %12 to <32 x i16>*
  store <32 x i16> %8, <32 x i16>* %13, align 2, !tbaa !15
  %14 = getelementptr inbounds i16, i16* %12, i64 32
  %15 = bitcast i16* %14 to <32 x i16>*
  store <32 x i16> %9, <32 x i16>* %15, align 2, !tbaa !15
  %16 = getelementptr inbounds i16, i16* %12, i64 64
  %17 = bitcast i16* %16 to <32 x i16>*
  store <32 x i16> %10, <32 x i16>* %17, align 2, !tbaa !15
  %18 = getelementptr inbounds i16, i16* %12, i64 96
  %19 = bitcast i16* %18 to <32 x i16>*
  store <32 x i16> %11, <32 x i16>* %19, align 2, !tbaa !15
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds i16, i16* %a, i64 %index23
  %22 = bitcast i16* %21 to <16 x i16>*
  %wide.load24 = load <16 x i16>, <16 x i16>* %22, align 2, !tbaa !15
  %23 = call <16 x i16> @llvm.fshl.v16i16(<16 x i16> %wide.load24, <16 x i16> %wide.load24, <16 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %24 = getelementptr inbounds i16, i16* %out, i64 %index23
  %25 = bitcast i16* %24 to <16 x i16>*
  store <16 x i16> %23, <16 x i16>* %25, align 2, !tbaa !15
  %index.next25 = add nuw i64 %index23, 16
  %26 = icmp eq i64 %index.next25, %n.vec21
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %27 = load i16, i16* %arrayidx, align 2, !tbaa !15
  %or = tail call i16 @llvm.fshl.i16(i16 %27, i16 %27, i16 9)
  %arrayidx6 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %or, i16* %arrayidx6, align 2, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @popcount_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader13, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <8 x i32>*
  %wide.load = load <8 x i32>, <8 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 8
  %3 = bitcast i32* %2 to <8 x i32>*
  %wide.load10 = load <8 x i32>, <8 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 16
  %5 = bitcast i32* %4 to <8 x i32>*
  %wide.load11 = load <8 x i32>, <8 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 24
  %7 = bitcast i32* %6 to <8 x i32>*
  %wide.load12 = load <8 x i32>, <8 x i32>* %7, align 4, !tbaa !5
  %8 = call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %wide.load)
  %9 = call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %wide.load10)
  %10 = call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %wide.load11)
  %11 = call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %wide.load12)
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <8 x i32>*
  store <8 x i32> %8, <8 x i32>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %12, i64 8
  %15 = bitcast i32* %14 to <8 x i32>*
  store <8 x i32> %9, <8 x i32>* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, i32* %12, i64 16
  %17 = bitcast i32* %16 to <8 x i32>*
  store <8 x i32> %10, <8 x i32>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %12, i64 24
  %19 = bitcast i32* %18 to <8 x i32>*
  store <8 x i32> %11, <8 x i32>* %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 32
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader13

for.body.preheader13:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader13, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader13 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %21 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %22 = tail call i32 @llvm.ctpop.i32(i32 %21), !range !21
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %22, i32* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @popcount_u8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 128
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, i8* %a, i64 %index
  %1 = bitcast i8* %0 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %1, align 1, !tbaa !23
  %2 = getelementptr inbounds i8, i8* %0, i64 32
  %3 = bitcast i8* %2 to <32 x i8>*
  %wide.load12 = load <32 x i8>, <32 x i8>* %3, align 1, !tbaa !23
  %4 = getelementptr inbounds i8, i8* %0, i64 64
  %5 = bitcast i8* %4 to <32 x i8>*
  %wide.load13 = load <32 x i8>, <32 x i8>* %5, align 1, !tbaa !23
  %6 = getelementptr inbounds i8, i8* %0, i64 96
  %7 = bitcast i8* %6 to <32 x i8>*
  %wide.load14 = load <32 x i8>, <32 x i8>* %7, align 1, !tbaa !23
  %8 = call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load)
  %9 = call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load12)
  %10 = call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load13)
  %11 = call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load14)
  %12 = getelementptr inbounds i8, i8* %out, i64 %index
  %13 = bitcast i8* %12 to <32 x i8>*
  store <32 x i8> %8, <32 x i8>* %13, align 1, !tbaa !23
  %14 = getelementptr inbounds i8, i8* %12, i64 32
  %15 = bitcast i8* %14 to <32 x i8>*
  store <32 x i8> %9, <32 x i8>* %15, align 1, !tbaa !23
  %16 = getelementptr inbounds i8, i8* %12, i64 64
  %17 = bitcast i8* %16 to <32 x i8>*
  store <32 x i8> %10, <32 x i8>* %17, align 1, !tbaa !23
  %18 = getelementptr inbounds i8, i8* %12, i64 96
  %19 = bitcast i8* %18 to <32 x i8>*
  store <32 x i8> %11, <32 x i8>* %19, align 1, !tbaa !23
  %index.next = add nuw i64 %index, 128
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec16 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds i8, i8* %a, i64 %index18
  %22 = bitcast i8* %21 to <16 x i8>*
  %wide.load19 = load <16 x i8>, <16 x i8>* %22, align 1, !tbaa !23
  %23 = call <16 x i8> @llvm.ctpop.v16i8(<16 x i8> %wide.load19)
  %24 = getelementptr inbounds i8, i8* %out, i64 %index18
  %25 = bitcast i8* %24 to <16 x i8>*
  store <16 x i8> %23, <16 x i8>* %25, align 1, !tbaa !23
  %index.next20 = add nuw i64 %index18, 16
  %26 = icmp eq i64 %index.next20, %n.vec16
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %n.vec16, %wide.trip.count
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %27 = load i8, i8* %arrayidx, align 1, !tbaa !23
  %28 = tail call i8 @llvm.ctpop.i8(i8 %27), !range !26
  %arrayidx3 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %28, i8* %arrayidx3, align 1, !tbaa !23
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.ctpop.i8(i8) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.fshl.v16i32(<16 x i32>, <16 x i32>, <16 x i32>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.fshl.v8i32(<8 x i32>, <8 x i32>, <8 x i32>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x i16> @llvm.fshl.v32i16(<32 x i16>, <32 x i16>, <32 x i16>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x i16> @llvm.fshl.v16i16(<16 x i16>, <16 x i16>, <16 x i16>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.ctpop.v8i32(<8 x i32>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x i8> @llvm.ctpop.v32i8(<32 x i8>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x i8> @llvm.ctpop.v16i8(<16 x i8>) #2

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !11, !13}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !13, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11, !13}
!19 = distinct !{!19, !10, !13, !11}
!20 = distinct !{!20, !10, !11}
!21 = !{i32 0, i32 33}
!22 = distinct !{!22, !10, !13, !11}
!23 = !{!7, !7, i64 0}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11, !13}
!26 = !{i8 0, i8 9}
!27 = distinct !{!27, !10, !13, !11}
