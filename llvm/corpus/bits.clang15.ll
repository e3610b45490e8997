; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @rotl_u32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 64
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %s, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load19 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load20 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load21 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load22 = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load23 = load <16 x i32>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load24 = load <16 x i32>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load25 = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = tail call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %wide.load22, <16 x i32> %wide.load22, <16 x i32> %wide.load)
  %9 = tail call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %wide.load23, <16 x i32> %wide.load23, <16 x i32> %wide.load19)
  %10 = tail call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %wide.load24, <16 x i32> %wide.load24, <16 x i32> %wide.load20)
  %11 = tail call <16 x i32> @llvm.fshl.v16i32(<16 x i32> %wide.load25, <16 x i32> %wide.load25, <16 x i32> %wide.load21)
  %12 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %8, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr %12, i64 16
  store <16 x i32> %9, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, ptr %12, i64 32
  store <16 x i32> %10, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, ptr %12, i64 48
  store <16 x i32> %11, ptr %15, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec27 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next32, %vec.epilog.vector.body ]
  %17 = getelementptr inbounds i32, ptr %s, i64 %offset.idx
  %wide.load30 = load <8 x i32>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load31 = load <8 x i32>, ptr %18, align 4, !tbaa !5
  %19 = tail call <8 x i32> @llvm.fshl.v8i32(<8 x i32> %wide.load31, <8 x i32> %wide.load31, <8 x i32> %wide.load30)
  %20 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %19, ptr %20, align 4, !tbaa !5
  %index.next32 = add nuw i64 %offset.idx, 8
  %21 = icmp eq i64 %index.next32, %n.vec27
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n28 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n28, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %s, i64 %indvars.iv
  %22 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %23 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %or = tail call i32 @llvm.fshl.i32(i32 %23, i32 %23, i32 %22)
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %or, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @rotr7_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check15 = icmp ult i32 %n, 128
  br i1 %min.iters.check15, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <32 x i16>, ptr %0, align 2, !tbaa !15
  %1 = getelementptr inbounds i16, ptr %0, i64 32
  %wide.load16 = load <32 x i16>, ptr %1, align 2, !tbaa !15
  %2 = getelementptr inbounds i16, ptr %0, i64 64
  %wide.load17 = load <32 x i16>, ptr %2, align 2, !tbaa !15
  %3 = getelementptr inbounds i16, ptr %0, i64 96
  %wide.load18 = load <32 x i16>, ptr %3, align 2, !tbaa !15
  %4 = tail call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load, <32 x i16> %wide.load, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %5 = tail call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load16, <32 x i16> %wide.load16, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %6 = tail call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load17, <32 x i16> %wide.load17, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %7 = tail call <32 x i16> @llvm.fshl.v32i16(<32 x i16> %wide.load18, <32 x i16> %wide.load18, <32 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %8 = getelementptr inbounds i16, ptr %out, i64 %index
  store <32 x i16> %4, ptr %8, align 2, !tbaa !15
  %9 = getelementptr inbounds i16, ptr %8, i64 32
  store <32 x i16> %5, ptr %9, align 2, !tbaa !15
  %10 = getelementptr inbounds i16, ptr %8, i64 64
  store <32 x i16> %6, ptr %10, align 2, !tbaa !15
  %11 = getelementptr inbounds i16, ptr %8, i64 96
  store <32 x i16> %7, ptr %11, align 2, !tbaa !15
  %index.next = add nuw i64 %index, 128
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %13 = getelementptr inbounds i16, ptr %a, i64 %offset.idx
  %wide.load23 = load <16 x i16>, ptr %13, align 2, !tbaa !15
  %14 = tail call <16 x i16> @llvm.fshl.v16i16(<16 x i16> %wide.load23, <16 x i16> %wide.load23, <16 x i16> <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>)
  %15 = getelementptr inbounds i16, ptr %out, i64 %offset.idx
  store <16 x i16> %14, ptr %15, align 2, !tbaa !15
  %index.next24 = add nuw i64 %offset.idx, 16
  %16 = icmp eq i64 %index.next24, %n.vec20
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n21 = icmp eq i64 %n.vec20, %wide.trip.count
  br i1 %cmp.n21, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %17 = load i16, ptr %arrayidx, align 2, !tbaa !15
  %or = tail call i16 @llvm.fshl.i16(i16 %17, i16 %17, i16 9)
  %arrayidx6 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %or, ptr %arrayidx6, align 2, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @popcount_u32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <8 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 8
  %wide.load9 = load <8 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load10 = load <8 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 24
  %wide.load11 = load <8 x i32>, ptr %3, align 4, !tbaa !5
  %4 = tail call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %wide.load)
  %5 = tail call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %wide.load9)
  %6 = tail call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %wide.load10)
  %7 = tail call <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %wide.load11)
  %8 = getelementptr inbounds i32, ptr %out, i64 %index
  store <8 x i32> %4, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr %8, i64 8
  store <8 x i32> %5, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, ptr %8, i64 16
  store <8 x i32> %6, ptr %10, align 4, !tbaa !5
  %11 = getelementptr inbounds i32, ptr %8, i64 24
  store <8 x i32> %7, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader12

for.body.preheader12:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %13 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %14 = tail call i32 @llvm.ctpop.i32(i32 %13), !range !21
  %arrayidx2 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %14, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @popcount_u8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 128
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <32 x i8>, ptr %0, align 1, !tbaa !23
  %1 = getelementptr inbounds i8, ptr %0, i64 32
  %wide.load11 = load <32 x i8>, ptr %1, align 1, !tbaa !23
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %wide.load12 = load <32 x i8>, ptr %2, align 1, !tbaa !23
  %3 = getelementptr inbounds i8, ptr %0, i64 96
  %wide.load13 = load <32 x i8>, ptr %3, align 1, !tbaa !23
  %4 = tail call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load)
  %5 = tail call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load11)
  %6 = tail call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load12)
  %7 = tail call <32 x i8> @llvm.ctpop.v32i8(<32 x i8> %wide.load13)
  %8 = getelementptr inbounds i8, ptr %out, i64 %index
  store <32 x i8> %4, ptr %8, align 1, !tbaa !23
  %9 = getelementptr inbounds i8, ptr %8, i64 32
  store <32 x i8> %5, ptr %9, align 1, !tbaa !23
  %10 = getelementptr inbounds i8, ptr %8, i64 64
  store <32 x i8> %6, ptr %10, align 1, !tbaa !23
  %11 = getelementptr inbounds i8, ptr %8, i64 96
  store <32 x i8> %7, ptr %11, align 1, !tbaa !23
  %index.next = add nuw i64 %index, 128
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %13 = getelementptr inbounds i8, ptr %a, i64 %offset.idx
  %wide.load18 = load <16 x i8>, ptr %13, align 1, !tbaa !23
  %14 = tail call <16 x i8> @llvm.ctpop.v16i8(<16 x i8> %wide.load18)
  %15 = getelementptr inbounds i8, ptr %out, i64 %offset.idx
  store <16 x i8> %14, ptr %15, align 1, !tbaa !23
  %index.next19 = add nuw i64 %offset.idx, 16
  %16 = icmp eq i64 %index.next19, %n.vec15
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n16 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n16, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %17 = load i8, ptr %arrayidx, align 1, !tbaa !23
  %18 = tail call i8 @llvm.ctpop.i8(i8 %17), !range !26
  %arrayidx3 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %18, ptr %arrayidx3, align 1, !tbaa !23
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.ctpop.i8(i8) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.fshl.v16i32(<16 x i32>, <16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.fshl.v8i32(<8 x i32>, <8 x i32>, <8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <32 x i16> @llvm.fshl.v32i16(<32 x i16>, <32 x i16>, <32 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i16> @llvm.fshl.v16i16(<16 x i16>, <16 x i16>, <16 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.ctpop.v8i32(<8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <32 x i8> @llvm.ctpop.v32i8(<32 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i8> @llvm.ctpop.v16i8(<16 x i8>) #2

attributes #0 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
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
