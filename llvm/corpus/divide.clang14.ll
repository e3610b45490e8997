; ModuleID = 'divide.c'
source_filename = "divide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @halve_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load11 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load12 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load13 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = sdiv <16 x i32> %wide.load, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %9 = sdiv <16 x i32> %wide.load11, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %10 = sdiv <16 x i32> %wide.load12, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %11 = sdiv <16 x i32> %wide.load13, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <16 x i32>*
  store <16 x i32> %8, <16 x i32>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %12, i64 16
  %15 = bitcast i32* %14 to <16 x i32>*
  store <16 x i32> %9, <16 x i32>* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, i32* %12, i64 32
  %17 = bitcast i32* %16 to <16 x i32>*
  store <16 x i32> %10, <16 x i32>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %12, i64 48
  %19 = bitcast i32* %18 to <16 x i32>*
  store <16 x i32> %11, <16 x i32>* %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds i32, i32* %a, i64 %index17
  %22 = bitcast i32* %21 to <8 x i32>*
  %wide.load18 = load <8 x i32>, <8 x i32>* %22, align 4, !tbaa !5
  %23 = sdiv <8 x i32> %wide.load18, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %24 = getelementptr inbounds i32, i32* %out, i64 %index17
  %25 = bitcast i32* %24 to <8 x i32>*
  store <8 x i32> %23, <8 x i32>* %25, align 4, !tbaa !5
  %index.next19 = add nuw i64 %index17, 8
  %26 = icmp eq i64 %index.next19, %n.vec15
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

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
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %27 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %div = sdiv i32 %27, 2
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %div, i32* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @third_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load11 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load12 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load13 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = sdiv <16 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %9 = sdiv <16 x i32> %wide.load11, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %10 = sdiv <16 x i32> %wide.load12, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %11 = sdiv <16 x i32> %wide.load13, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <16 x i32>*
  store <16 x i32> %8, <16 x i32>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %12, i64 16
  %15 = bitcast i32* %14 to <16 x i32>*
  store <16 x i32> %9, <16 x i32>* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, i32* %12, i64 32
  %17 = bitcast i32* %16 to <16 x i32>*
  store <16 x i32> %10, <16 x i32>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %12, i64 48
  %19 = bitcast i32* %18 to <16 x i32>*
  store <16 x i32> %11, <16 x i32>* %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds i32, i32* %a, i64 %index17
  %22 = bitcast i32* %21 to <8 x i32>*
  %wide.load18 = load <8 x i32>, <8 x i32>* %22, align 4, !tbaa !5
  %23 = sdiv <8 x i32> %wide.load18, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %24 = getelementptr inbounds i32, i32* %out, i64 %index17
  %25 = bitcast i32* %24 to <8 x i32>*
  store <8 x i32> %23, <8 x i32>* %25, align 4, !tbaa !5
  %index.next19 = add nuw i64 %index17, 8
  %26 = icmp eq i64 %index.next19, %n.vec15
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %27 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %div = sdiv i32 %27, 3
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %div, i32* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @digits_u32(i32* noalias nocapture noundef writeonly %lo, i32* noalias nocapture noundef writeonly %hi, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 64
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load18 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load19 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load20 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %wide.load.frozen = freeze <16 x i32> %wide.load
  %8 = udiv <16 x i32> %wide.load.frozen, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %9 = mul <16 x i32> %8, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %.decomposed = sub <16 x i32> %wide.load.frozen, %9
  %wide.load18.frozen = freeze <16 x i32> %wide.load18
  %10 = udiv <16 x i32> %wide.load18.frozen, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %11 = mul <16 x i32> %10, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %.decomposed27 = sub <16 x i32> %wide.load18.frozen, %11
  %wide.load19.frozen = freeze <16 x i32> %wide.load19
  %12 = udiv <16 x i32> %wide.load19.frozen, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %13 = mul <16 x i32> %12, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %.decomposed28 = sub <16 x i32> %wide.load19.frozen, %13
  %wide.load20.frozen = freeze <16 x i32> %wide.load20
  %14 = udiv <16 x i32> %wide.load20.frozen, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %15 = mul <16 x i32> %14, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %.decomposed29 = sub <16 x i32> %wide.load20.frozen, %15
  %16 = getelementptr inbounds i32, i32* %lo, i64 %index
  %17 = bitcast i32* %16 to <16 x i32>*
  store <16 x i32> %.decomposed, <16 x i32>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %16, i64 16
  %19 = bitcast i32* %18 to <16 x i32>*
  store <16 x i32> %.decomposed27, <16 x i32>* %19, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, i32* %16, i64 32
  %21 = bitcast i32* %20 to <16 x i32>*
  store <16 x i32> %.decomposed28, <16 x i32>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, i32* %16, i64 48
  %23 = bitcast i32* %22 to <16 x i32>*
  store <16 x i32> %.decomposed29, <16 x i32>* %23, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %hi, i64 %index
  %25 = bitcast i32* %24 to <16 x i32>*
  store <16 x i32> %8, <16 x i32>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds i32, i32* %24, i64 16
  %27 = bitcast i32* %26 to <16 x i32>*
  store <16 x i32> %10, <16 x i32>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds i32, i32* %24, i64 32
  %29 = bitcast i32* %28 to <16 x i32>*
  store <16 x i32> %12, <16 x i32>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %24, i64 48
  %31 = bitcast i32* %30 to <16 x i32>*
  store <16 x i32> %14, <16 x i32>* %31, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec22 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index24 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %33 = getelementptr inbounds i32, i32* %a, i64 %index24
  %34 = bitcast i32* %33 to <8 x i32>*
  %wide.load25 = load <8 x i32>, <8 x i32>* %34, align 4, !tbaa !5
  %wide.load25.frozen = freeze <8 x i32> %wide.load25
  %35 = udiv <8 x i32> %wide.load25.frozen, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %36 = mul <8 x i32> %35, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %.decomposed30 = sub <8 x i32> %wide.load25.frozen, %36
  %37 = getelementptr inbounds i32, i32* %lo, i64 %index24
  %38 = bitcast i32* %37 to <8 x i32>*
  store <8 x i32> %.decomposed30, <8 x i32>* %38, align 4, !tbaa !5
  %39 = getelementptr inbounds i32, i32* %hi, i64 %index24
  %40 = bitcast i32* %39 to <8 x i32>*
  store <8 x i32> %35, <8 x i32>* %40, align 4, !tbaa !5
  %index.next26 = add nuw i64 %index24, 8
  %41 = icmp eq i64 %index.next26, %n.vec22
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n23 = icmp eq i64 %n.vec22, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec22, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %42 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %rem = urem i32 %42, 10
  %arrayidx2 = getelementptr inbounds i32, i32* %lo, i64 %indvars.iv
  store i32 %rem, i32* %arrayidx2, align 4, !tbaa !5
  %div = udiv i32 %42, 10
  %arrayidx6 = getelementptr inbounds i32, i32* %hi, i64 %indvars.iv
  store i32 %div, i32* %arrayidx6, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @week_day(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %days, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %days, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load11 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load12 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load13 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = srem <16 x i32> %wide.load, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %9 = srem <16 x i32> %wide.load11, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %10 = srem <16 x i32> %wide.load12, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %11 = srem <16 x i32> %wide.load13, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <16 x i32>*
  store <16 x i32> %8, <16 x i32>* %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %12, i64 16
  %15 = bitcast i32* %14 to <16 x i32>*
  store <16 x i32> %9, <16 x i32>* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, i32* %12, i64 32
  %17 = bitcast i32* %16 to <16 x i32>*
  store <16 x i32> %10, <16 x i32>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %12, i64 48
  %19 = bitcast i32* %18 to <16 x i32>*
  store <16 x i32> %11, <16 x i32>* %19, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds i32, i32* %days, i64 %index17
  %22 = bitcast i32* %21 to <8 x i32>*
  %wide.load18 = load <8 x i32>, <8 x i32>* %22, align 4, !tbaa !5
  %23 = srem <8 x i32> %wide.load18, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %24 = getelementptr inbounds i32, i32* %out, i64 %index17
  %25 = bitcast i32* %24 to <8 x i32>*
  store <8 x i32> %23, <8 x i32>* %25, align 4, !tbaa !5
  %index.next19 = add nuw i64 %index17, 8
  %26 = icmp eq i64 %index.next19, %n.vec15
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

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
  %arrayidx = getelementptr inbounds i32, i32* %days, i64 %indvars.iv
  %27 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %rem = srem i32 %27, 7
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %rem, i32* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @bucket_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 64
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %a, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 16
  %3 = bitcast i32* %2 to <16 x i32>*
  %wide.load15 = load <16 x i32>, <16 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 32
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load16 = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 48
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load17 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = sdiv <16 x i32> %wide.load, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %9 = sdiv <16 x i32> %wide.load15, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %10 = sdiv <16 x i32> %wide.load16, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %11 = sdiv <16 x i32> %wide.load17, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %12 = srem <16 x i32> %wide.load, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %13 = srem <16 x i32> %wide.load15, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %14 = srem <16 x i32> %wide.load16, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %15 = srem <16 x i32> %wide.load17, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %16 = add nsw <16 x i32> %8, %12
  %17 = add nsw <16 x i32> %9, %13
  %18 = add nsw <16 x i32> %10, %14
  %19 = add nsw <16 x i32> %11, %15
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
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec19 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index21 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %29 = getelementptr inbounds i32, i32* %a, i64 %index21
  %30 = bitcast i32* %29 to <8 x i32>*
  %wide.load22 = load <8 x i32>, <8 x i32>* %30, align 4, !tbaa !5
  %31 = sdiv <8 x i32> %wide.load22, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %32 = srem <8 x i32> %wide.load22, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %33 = add nsw <8 x i32> %31, %32
  %34 = getelementptr inbounds i32, i32* %out, i64 %index21
  %35 = bitcast i32* %34 to <8 x i32>*
  store <8 x i32> %33, <8 x i32>* %35, align 4, !tbaa !5
  %index.next23 = add nuw i64 %index21, 8
  %36 = icmp eq i64 %index.next23, %n.vec19
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec19, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %37 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %div = sdiv i32 %37, -100
  %rem = srem i32 %37, 16
  %add = add nsw i32 %div, %rem
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add, i32* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @avg3_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i16* noalias nocapture noundef readonly %b, i16* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check20 = icmp ult i32 %n, 32
  br i1 %min.iters.check20, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, i16* %a, i64 %index
  %1 = bitcast i16* %0 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %1, align 2, !tbaa !27
  %2 = sext <32 x i16> %wide.load to <32 x i32>
  %3 = getelementptr inbounds i16, i16* %b, i64 %index
  %4 = bitcast i16* %3 to <32 x i16>*
  %wide.load21 = load <32 x i16>, <32 x i16>* %4, align 2, !tbaa !27
  %5 = sext <32 x i16> %wide.load21 to <32 x i32>
  %6 = add nsw <32 x i32> %5, %2
  %7 = getelementptr inbounds i16, i16* %c, i64 %index
  %8 = bitcast i16* %7 to <32 x i16>*
  %wide.load22 = load <32 x i16>, <32 x i16>* %8, align 2, !tbaa !27
  %9 = sext <32 x i16> %wide.load22 to <32 x i32>
  %10 = add nsw <32 x i32> %6, %9
  %11 = sdiv <32 x i32> %10, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %12 = trunc <32 x i32> %11 to <32 x i16>
  %13 = getelementptr inbounds i16, i16* %out, i64 %index
  %14 = bitcast i16* %13 to <32 x i16>*
  store <32 x i16> %12, <32 x i16>* %14, align 2, !tbaa !27
  %index.next = add nuw i64 %index, 32
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index26 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next30, %vec.epilog.vector.body ]
  %16 = getelementptr inbounds i16, i16* %a, i64 %index26
  %17 = bitcast i16* %16 to <16 x i16>*
  %wide.load27 = load <16 x i16>, <16 x i16>* %17, align 2, !tbaa !27
  %18 = sext <16 x i16> %wide.load27 to <16 x i32>
  %19 = getelementptr inbounds i16, i16* %b, i64 %index26
  %20 = bitcast i16* %19 to <16 x i16>*
  %wide.load28 = load <16 x i16>, <16 x i16>* %20, align 2, !tbaa !27
  %21 = sext <16 x i16> %wide.load28 to <16 x i32>
  %22 = add nsw <16 x i32> %21, %18
  %23 = getelementptr inbounds i16, i16* %c, i64 %index26
  %24 = bitcast i16* %23 to <16 x i16>*
  %wide.load29 = load <16 x i16>, <16 x i16>* %24, align 2, !tbaa !27
  %25 = sext <16 x i16> %wide.load29 to <16 x i32>
  %26 = add nsw <16 x i32> %22, %25
  %27 = sdiv <16 x i32> %26, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %28 = trunc <16 x i32> %27 to <16 x i16>
  %29 = getelementptr inbounds i16, i16* %out, i64 %index26
  %30 = bitcast i16* %29 to <16 x i16>*
  store <16 x i16> %28, <16 x i16>* %30, align 2, !tbaa !27
  %index.next30 = add nuw i64 %index26, 16
  %31 = icmp eq i64 %index.next30, %n.vec24
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !30

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec24, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %32 = load i16, i16* %arrayidx, align 2, !tbaa !27
  %conv = sext i16 %32 to i32
  %arrayidx2 = getelementptr inbounds i16, i16* %b, i64 %indvars.iv
  %33 = load i16, i16* %arrayidx2, align 2, !tbaa !27
  %conv3 = sext i16 %33 to i32
  %add = add nsw i32 %conv3, %conv
  %arrayidx5 = getelementptr inbounds i16, i16* %c, i64 %indvars.iv
  %34 = load i16, i16* %arrayidx5, align 2, !tbaa !27
  %conv6 = sext i16 %34 to i32
  %add7 = add nsw i32 %add, %conv6
  %div = sdiv i32 %add7, 3
  %conv8 = trunc i32 %div to i16
  %arrayidx10 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %conv8, i16* %arrayidx10, align 2, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scale_u8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = add nsw i64 %n.vec, -64
  %1 = lshr exact i64 %0, 6
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 576460752303423486
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i8, i8* %a, i64 %index
  %5 = bitcast i8* %4 to <64 x i8>*
  %wide.load = load <64 x i8>, <64 x i8>* %5, align 1, !tbaa !32
  %6 = zext <64 x i8> %wide.load to <64 x i16>
  %7 = mul nuw nsw <64 x i16> %6, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %8 = udiv <64 x i16> %7, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %9 = trunc <64 x i16> %8 to <64 x i8>
  %10 = getelementptr inbounds i8, i8* %out, i64 %index
  %11 = bitcast i8* %10 to <64 x i8>*
  store <64 x i8> %9, <64 x i8>* %11, align 1, !tbaa !32
  %index.next = or i64 %index, 64
  %12 = getelementptr inbounds i8, i8* %a, i64 %index.next
  %13 = bitcast i8* %12 to <64 x i8>*
  %wide.load.1 = load <64 x i8>, <64 x i8>* %13, align 1, !tbaa !32
  %14 = zext <64 x i8> %wide.load.1 to <64 x i16>
  %15 = mul nuw nsw <64 x i16> %14, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %16 = udiv <64 x i16> %15, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %17 = trunc <64 x i16> %16 to <64 x i8>
  %18 = getelementptr inbounds i8, i8* %out, i64 %index.next
  %19 = bitcast i8* %18 to <64 x i8>*
  store <64 x i8> %17, <64 x i8>* %19, align 1, !tbaa !32
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !33

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i8, i8* %a, i64 %index.unr
  %21 = bitcast i8* %20 to <64 x i8>*
  %wide.load.epil = load <64 x i8>, <64 x i8>* %21, align 1, !tbaa !32
  %22 = zext <64 x i8> %wide.load.epil to <64 x i16>
  %23 = mul nuw nsw <64 x i16> %22, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %24 = udiv <64 x i16> %23, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %25 = trunc <64 x i16> %24 to <64 x i8>
  %26 = getelementptr inbounds i8, i8* %out, i64 %index.unr
  %27 = bitcast i8* %26 to <64 x i8>*
  store <64 x i8> %25, <64 x i8>* %27, align 1, !tbaa !32
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 32
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 4294967264
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %28 = getelementptr inbounds i8, i8* %a, i64 %index15
  %29 = bitcast i8* %28 to <32 x i8>*
  %wide.load16 = load <32 x i8>, <32 x i8>* %29, align 1, !tbaa !32
  %30 = zext <32 x i8> %wide.load16 to <32 x i16>
  %31 = mul nuw nsw <32 x i16> %30, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %32 = udiv <32 x i16> %31, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %33 = trunc <32 x i16> %32 to <32 x i8>
  %34 = getelementptr inbounds i8, i8* %out, i64 %index15
  %35 = bitcast i8* %34 to <32 x i8>*
  store <32 x i8> %33, <32 x i8>* %35, align 1, !tbaa !32
  %index.next17 = add nuw i64 %index15, 32
  %36 = icmp eq i64 %index.next17, %n.vec13
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !34

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %37 = load i8, i8* %arrayidx, align 1, !tbaa !32
  %conv = zext i8 %37 to i16
  %mul = mul nuw nsw i16 %conv, 5
  %div = udiv i16 %mul, 7
  %conv1 = trunc i16 %div to i8
  %arrayidx3 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %conv1, i8* %arrayidx3, align 1, !tbaa !32
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @transpose_flat(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader13, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.ind11 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %vector.ph.new ], [ %vec.ind.next12.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = and <16 x i32> %vec.ind11, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %5 = mul nuw nsw <16 x i32> %4, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %6 = lshr <16 x i32> %vec.ind11, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %7 = add nuw nsw <16 x i32> %5, %6
  %8 = zext <16 x i32> %7 to <16 x i64>
  %9 = getelementptr inbounds float, float* %in, <16 x i64> %8
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !36
  %10 = getelementptr inbounds float, float* %out, i64 %index
  %11 = bitcast float* %10 to <16 x float>*
  store <16 x float> %wide.masked.gather, <16 x float>* %11, align 4, !tbaa !36
  %index.next = or i64 %index, 16
  %vec.ind.next12 = add <16 x i32> %vec.ind11, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %12 = and <16 x i32> %vec.ind.next12, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %13 = mul nuw nsw <16 x i32> %12, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %14 = lshr <16 x i32> %vec.ind.next12, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %15 = add nuw nsw <16 x i32> %13, %14
  %16 = zext <16 x i32> %15 to <16 x i64>
  %17 = getelementptr inbounds float, float* %in, <16 x i64> %16
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %17, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !36
  %18 = getelementptr inbounds float, float* %out, i64 %index.next
  %19 = bitcast float* %18 to <16 x float>*
  store <16 x float> %wide.masked.gather.1, <16 x float>* %19, align 4, !tbaa !36
  %index.next.1 = add nuw i64 %index, 32
  %vec.ind.next12.1 = add <16 x i32> %vec.ind11, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !38

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind11.unr = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %vector.ph ], [ %vec.ind.next12.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = and <16 x i32> %vec.ind11.unr, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %21 = mul nuw nsw <16 x i32> %20, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %22 = lshr <16 x i32> %vec.ind11.unr, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %23 = add nuw nsw <16 x i32> %21, %22
  %24 = zext <16 x i32> %23 to <16 x i64>
  %25 = getelementptr inbounds float, float* %in, <16 x i64> %24
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %25, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !36
  %26 = getelementptr inbounds float, float* %out, i64 %index.unr
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %wide.masked.gather.epil, <16 x float>* %27, align 4, !tbaa !36
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader13

for.body.preheader13:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader13, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader13 ]
  %28 = trunc i64 %indvars.iv to i32
  %rem = and i32 %28, 31
  %mul = mul nuw nsw i32 %rem, 24
  %div = lshr i32 %28, 5
  %add = add nuw nsw i32 %mul, %div
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds float, float* %in, i64 %idxprom
  %29 = load float, float* %arrayidx, align 4, !tbaa !36
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %29, float* %arrayidx2, align 4, !tbaa !36
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @ratio_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.unr
  %1 = load i32, i32* %arrayidx.epil, align 4, !tbaa !5
  %arrayidx2.epil = getelementptr inbounds i32, i32* %b, i64 %indvars.iv.unr
  %2 = load i32, i32* %arrayidx2.epil, align 4, !tbaa !5
  %div.epil = sdiv i32 %1, %2
  %arrayidx4.epil = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.unr
  store i32 %div.epil, i32* %arrayidx4.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %3 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %4 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %div = sdiv i32 %3, %4
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %div, i32* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next
  %5 = load i32, i32* %arrayidx.1, align 4, !tbaa !5
  %arrayidx2.1 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv.next
  %6 = load i32, i32* %arrayidx2.1, align 4, !tbaa !5
  %div.1 = sdiv i32 %5, %6
  %arrayidx4.1 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.next
  store i32 %div.1, i32* %arrayidx4.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @wrap_index(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %1 = trunc i64 %indvars.iv.unr to i32
  %rem.epil = srem i32 %1, %m
  %idxprom.epil = zext i32 %rem.epil to i64
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %idxprom.epil
  %2 = load float, float* %arrayidx.epil, align 4, !tbaa !36
  %arrayidx2.epil = getelementptr inbounds float, float* %out, i64 %indvars.iv.unr
  store float %2, float* %arrayidx2.epil, align 4, !tbaa !36
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %3 = trunc i64 %indvars.iv to i32
  %rem = srem i32 %3, %m
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds float, float* %a, i64 %idxprom
  %4 = load float, float* %arrayidx, align 4, !tbaa !36
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %4, float* %arrayidx2, align 4, !tbaa !36
  %indvars.iv.next = or i64 %indvars.iv, 1
  %5 = trunc i64 %indvars.iv.next to i32
  %rem.1 = srem i32 %5, %m
  %idxprom.1 = zext i32 %rem.1 to i64
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %idxprom.1
  %6 = load float, float* %arrayidx.1, align 4, !tbaa !36
  %arrayidx2.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %6, float* %arrayidx2.1, align 4, !tbaa !36
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define dso_local void @row_col(i32* noalias nocapture noundef writeonly %row, i32* noalias nocapture noundef writeonly %col, i32 noundef %w, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %1 = trunc i64 %indvars.iv.unr to i32
  %div.epil = sdiv i32 %1, %w
  %arrayidx.epil = getelementptr inbounds i32, i32* %row, i64 %indvars.iv.unr
  store i32 %div.epil, i32* %arrayidx.epil, align 4, !tbaa !5
  %rem.epil = srem i32 %1, %w
  %arrayidx2.epil = getelementptr inbounds i32, i32* %col, i64 %indvars.iv.unr
  store i32 %rem.epil, i32* %arrayidx2.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %2 = trunc i64 %indvars.iv to i32
  %div = sdiv i32 %2, %w
  %arrayidx = getelementptr inbounds i32, i32* %row, i64 %indvars.iv
  store i32 %div, i32* %arrayidx, align 4, !tbaa !5
  %rem = srem i32 %2, %w
  %arrayidx2 = getelementptr inbounds i32, i32* %col, i64 %indvars.iv
  store i32 %rem, i32* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %3 = trunc i64 %indvars.iv.next to i32
  %div.1 = sdiv i32 %3, %w
  %arrayidx.1 = getelementptr inbounds i32, i32* %row, i64 %indvars.iv.next
  store i32 %div.1, i32* %arrayidx.1, align 4, !tbaa !5
  %rem.1 = srem i32 %3, %w
  %arrayidx2.1 = getelementptr inbounds i32, i32* %col, i64 %indvars.iv.next
  store i32 %rem.1, i32* %arrayidx2.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @bucket_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %width, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.unr
  %1 = load i32, i32* %arrayidx.epil, align 4, !tbaa !5
  %div.epil = udiv i32 %1, %width
  %arrayidx2.epil = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.unr
  store i32 %div.epil, i32* %arrayidx2.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %2 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %div = udiv i32 %2, %width
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %div, i32* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next
  %3 = load i32, i32* %arrayidx.1, align 4, !tbaa !5
  %div.1 = udiv i32 %3, %width
  %arrayidx2.1 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.next
  store i32 %div.1, i32* %arrayidx2.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !43
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @third_size(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9.not = icmp eq i64 %n, 0
  br i1 %cmp9.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %entry, %for.body
  %i.010 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %div = udiv i64 %i.010, 3
  %arrayidx = getelementptr inbounds float, float* %a, i64 %div
  %0 = load float, float* %arrayidx, align 4, !tbaa !36
  %rem = urem i64 %i.010, 3
  %arrayidx1 = getelementptr inbounds float, float* %a, i64 %rem
  %1 = load float, float* %arrayidx1, align 4, !tbaa !36
  %add = fadd float %0, %1
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %i.010
  store float %add, float* %arrayidx2, align 4, !tbaa !36
  %inc = add nuw i64 %i.010, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @u8_ratio(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %cond.end.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %cond.end.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, i8* %b, i64 %indvars.iv.unr
  %1 = load i8, i8* %arrayidx.epil, align 1, !tbaa !32
  %tobool.not.epil = icmp eq i8 %1, 0
  br i1 %tobool.not.epil, label %cond.end.epil, label %cond.true.epil

cond.true.epil:                                   ; preds = %for.body.epil
  %arrayidx2.epil = getelementptr inbounds i8, i8* %a, i64 %indvars.iv.unr
  %2 = load i8, i8* %arrayidx2.epil, align 1, !tbaa !32
  %3 = udiv i8 %2, %1
  br label %cond.end.epil

cond.end.epil:                                    ; preds = %cond.true.epil, %for.body.epil
  %cond.epil = phi i8 [ %3, %cond.true.epil ], [ -1, %for.body.epil ]
  %arrayidx9.epil = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.unr
  store i8 %cond.epil, i8* %arrayidx9.epil, align 1, !tbaa !32
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %cond.end.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %cond.end.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %cond.end.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %cond.end.1 ]
  %arrayidx = getelementptr inbounds i8, i8* %b, i64 %indvars.iv
  %4 = load i8, i8* %arrayidx, align 1, !tbaa !32
  %tobool.not = icmp eq i8 %4, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %5 = load i8, i8* %arrayidx2, align 1, !tbaa !32
  %6 = udiv i8 %5, %4
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i8 [ %6, %cond.true ], [ -1, %for.body ]
  %arrayidx9 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %cond, i8* %arrayidx9, align 1, !tbaa !32
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %b, i64 %indvars.iv.next
  %7 = load i8, i8* %arrayidx.1, align 1, !tbaa !32
  %tobool.not.1 = icmp eq i8 %7, 0
  br i1 %tobool.not.1, label %cond.end.1, label %cond.true.1

cond.true.1:                                      ; preds = %cond.end
  %arrayidx2.1 = getelementptr inbounds i8, i8* %a, i64 %indvars.iv.next
  %8 = load i8, i8* %arrayidx2.1, align 1, !tbaa !32
  %9 = udiv i8 %8, %7
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %cond.end
  %cond.1 = phi i8 [ %9, %cond.true.1 ], [ -1, %cond.end ]
  %arrayidx9.1 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.next
  store i8 %cond.1, i8* %arrayidx9.1, align 1, !tbaa !32
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @i16_mod(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i16 noundef signext %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %conv1 = sext i16 %m to i32
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i16, i16* %a, i64 %indvars.iv.unr
  %1 = load i16, i16* %arrayidx.epil, align 2, !tbaa !27
  %conv.epil = sext i16 %1 to i32
  %rem.epil = srem i32 %conv.epil, %conv1
  %conv2.epil = trunc i32 %rem.epil to i16
  %arrayidx4.epil = getelementptr inbounds i16, i16* %out, i64 %indvars.iv.unr
  store i16 %conv2.epil, i16* %arrayidx4.epil, align 2, !tbaa !27
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %2 = load i16, i16* %arrayidx, align 2, !tbaa !27
  %conv = sext i16 %2 to i32
  %rem = srem i32 %conv, %conv1
  %conv2 = trunc i32 %rem to i16
  %arrayidx4 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %conv2, i16* %arrayidx4, align 2, !tbaa !27
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i16, i16* %a, i64 %indvars.iv.next
  %3 = load i16, i16* %arrayidx.1, align 2, !tbaa !27
  %conv.1 = sext i16 %3 to i32
  %rem.1 = srem i32 %conv.1, %conv1
  %conv2.1 = trunc i32 %rem.1 to i16
  %arrayidx4.1 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv.next
  store i16 %conv2.1, i16* %arrayidx4.1, align 2, !tbaa !27
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !46
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @hash_mod(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i64, i64* %a, i64 %indvars.iv.unr
  %1 = load i64, i64* %arrayidx.epil, align 8, !tbaa !47
  %rem.epil = urem i64 %1, 1000003
  %arrayidx2.epil = getelementptr inbounds i64, i64* %out, i64 %indvars.iv.unr
  store i64 %rem.epil, i64* %arrayidx2.epil, align 8, !tbaa !47
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds i64, i64* %a, i64 %indvars.iv
  %2 = load i64, i64* %arrayidx, align 8, !tbaa !47
  %rem = urem i64 %2, 1000003
  %arrayidx2 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %rem, i64* %arrayidx2, align 8, !tbaa !47
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, i64* %a, i64 %indvars.iv.next
  %3 = load i64, i64* %arrayidx.1, align 8, !tbaa !47
  %rem.1 = urem i64 %3, 1000003
  %arrayidx2.1 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv.next
  store i64 %rem.1, i64* %arrayidx2.1, align 8, !tbaa !47
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !49
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @minutes(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %secs, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i64, i64* %secs, i64 %indvars.iv.unr
  %1 = load i64, i64* %arrayidx.epil, align 8, !tbaa !47
  %div.epil = sdiv i64 %1, -60
  %arrayidx2.epil = getelementptr inbounds i64, i64* %out, i64 %indvars.iv.unr
  store i64 %div.epil, i64* %arrayidx2.epil, align 8, !tbaa !47
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds i64, i64* %secs, i64 %indvars.iv
  %2 = load i64, i64* %arrayidx, align 8, !tbaa !47
  %div = sdiv i64 %2, -60
  %arrayidx2 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %div, i64* %arrayidx2, align 8, !tbaa !47
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, i64* %secs, i64 %indvars.iv.next
  %3 = load i64, i64* %arrayidx.1, align 8, !tbaa !47
  %div.1 = sdiv i64 %3, -60
  %arrayidx2.1 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv.next
  store i64 %div.1, i64* %arrayidx2.1, align 8, !tbaa !47
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !50
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readonly willreturn }

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
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11, !13}
!17 = distinct !{!17, !10, !13, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11, !13}
!20 = distinct !{!20, !10, !13, !11}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11, !13}
!23 = distinct !{!23, !10, !13, !11}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11, !13}
!26 = distinct !{!26, !10, !13, !11}
!27 = !{!28, !28, i64 0}
!28 = !{!"short", !7, i64 0}
!29 = distinct !{!29, !10, !11}
!30 = distinct !{!30, !10, !11, !13}
!31 = distinct !{!31, !10, !13, !11}
!32 = !{!7, !7, i64 0}
!33 = distinct !{!33, !10, !11}
!34 = distinct !{!34, !10, !11, !13}
!35 = distinct !{!35, !10, !13, !11}
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !7, i64 0}
!38 = distinct !{!38, !10, !11}
!39 = distinct !{!39, !10, !13, !11}
!40 = distinct !{!40, !10}
!41 = distinct !{!41, !10}
!42 = distinct !{!42, !10}
!43 = distinct !{!43, !10}
!44 = distinct !{!44, !10}
!45 = distinct !{!45, !10}
!46 = distinct !{!46, !10}
!47 = !{!48, !48, i64 0}
!48 = !{!"long", !7, i64 0}
!49 = distinct !{!49, !10}
!50 = distinct !{!50, !10}
