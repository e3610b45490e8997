; ModuleID = 'reductions.c'
source_filename = "reductions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sum_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load12 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load13 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load14 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = add <16 x i32> %wide.load, %vec.phi
  %5 = add <16 x i32> %wide.load12, %vec.phi9
  %6 = add <16 x i32> %wide.load13, %vec.phi10
  %7 = add <16 x i32> %wide.load14, %vec.phi11
  %index.next = add nuw i64 %index, 64
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %5, %4
  %bin.rdx15 = add <16 x i32> %6, %bin.rdx
  %bin.rdx16 = add <16 x i32> %7, %bin.rdx15
  %9 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %9, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %10 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index20 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x i32> [ %10, %vec.epilog.ph ], [ %12, %vec.epilog.vector.body ]
  %11 = getelementptr inbounds i32, ptr %a, i64 %index20
  %wide.load22 = load <8 x i32>, ptr %11, align 4, !tbaa !5
  %12 = add <8 x i32> %wide.load22, %vec.phi21
  %index.next23 = add nuw i64 %index20, 8
  %13 = icmp eq i64 %index.next23, %n.vec18
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %14 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %12)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %s.05.ph = phi i32 [ 0, %iter.check ], [ %9, %vec.epilog.iter.check ], [ %14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %9, %middle.block ], [ %14, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %15 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %add = add nsw i32 %15, %s.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sum_i8_to_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %10, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %11, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <16 x i8>, ptr %0, align 1, !tbaa !15
  %1 = getelementptr inbounds i8, ptr %0, i64 16
  %wide.load12 = load <16 x i8>, ptr %1, align 1, !tbaa !15
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %wide.load13 = load <16 x i8>, ptr %2, align 1, !tbaa !15
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  %wide.load14 = load <16 x i8>, ptr %3, align 1, !tbaa !15
  %4 = sext <16 x i8> %wide.load to <16 x i32>
  %5 = sext <16 x i8> %wide.load12 to <16 x i32>
  %6 = sext <16 x i8> %wide.load13 to <16 x i32>
  %7 = sext <16 x i8> %wide.load14 to <16 x i32>
  %8 = add <16 x i32> %vec.phi, %4
  %9 = add <16 x i32> %vec.phi9, %5
  %10 = add <16 x i32> %vec.phi10, %6
  %11 = add <16 x i32> %vec.phi11, %7
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %9, %8
  %bin.rdx15 = add <16 x i32> %10, %bin.rdx
  %bin.rdx16 = add <16 x i32> %11, %bin.rdx15
  %13 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %13, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %14 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index20 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x i32> [ %14, %vec.epilog.ph ], [ %17, %vec.epilog.vector.body ]
  %15 = getelementptr inbounds i8, ptr %a, i64 %index20
  %wide.load22 = load <8 x i8>, ptr %15, align 1, !tbaa !15
  %16 = sext <8 x i8> %wide.load22 to <8 x i32>
  %17 = add <8 x i32> %vec.phi21, %16
  %index.next23 = add nuw i64 %index20, 8
  %18 = icmp eq i64 %index.next23, %n.vec18
  br i1 %18, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %19 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %17)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %s.05.ph = phi i32 [ 0, %iter.check ], [ %13, %vec.epilog.iter.check ], [ %19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %13, %middle.block ], [ %19, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %20 = load i8, ptr %arrayidx, align 1, !tbaa !15
  %conv = sext i8 %20 to i32
  %add = add nsw i32 %s.05, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sum_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi8 = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi9 = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi10 = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i64, ptr %a, i64 %index
  %wide.load = load <8 x i64>, ptr %0, align 8, !tbaa !19
  %1 = getelementptr inbounds i64, ptr %0, i64 8
  %wide.load11 = load <8 x i64>, ptr %1, align 8, !tbaa !19
  %2 = getelementptr inbounds i64, ptr %0, i64 16
  %wide.load12 = load <8 x i64>, ptr %2, align 8, !tbaa !19
  %3 = getelementptr inbounds i64, ptr %0, i64 24
  %wide.load13 = load <8 x i64>, ptr %3, align 8, !tbaa !19
  %4 = add <8 x i64> %wide.load, %vec.phi
  %5 = add <8 x i64> %wide.load11, %vec.phi8
  %6 = add <8 x i64> %wide.load12, %vec.phi9
  %7 = add <8 x i64> %wide.load13, %vec.phi10
  %index.next = add nuw i64 %index, 32
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <8 x i64> %5, %4
  %bin.rdx14 = add <8 x i64> %6, %bin.rdx
  %bin.rdx15 = add <8 x i64> %7, %bin.rdx14
  %9 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %bin.rdx15)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.05.ph = phi i64 [ 0, %for.body.preheader ], [ %9, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %9, %middle.block ], [ %add, %for.body ]
  store i64 %s.0.lcssa, ptr %out, align 8, !tbaa !19
  ret void

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %s.05 = phi i64 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %indvars.iv
  %10 = load i64, ptr %arrayidx, align 8, !tbaa !19
  %add = add nsw i64 %10, %s.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @dot_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi14 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load15 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load16 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load17 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, ptr %b, i64 %index
  %wide.load18 = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load19 = load <16 x i32>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load20 = load <16 x i32>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load21 = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = mul nsw <16 x i32> %wide.load18, %wide.load
  %9 = mul nsw <16 x i32> %wide.load19, %wide.load15
  %10 = mul nsw <16 x i32> %wide.load20, %wide.load16
  %11 = mul nsw <16 x i32> %wide.load21, %wide.load17
  %12 = add <16 x i32> %8, %vec.phi
  %13 = add <16 x i32> %9, %vec.phi12
  %14 = add <16 x i32> %10, %vec.phi13
  %15 = add <16 x i32> %11, %vec.phi14
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %13, %12
  %bin.rdx22 = add <16 x i32> %14, %bin.rdx
  %bin.rdx23 = add <16 x i32> %15, %bin.rdx22
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx23)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %17, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index27 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %vec.phi28 = phi <8 x i32> [ %18, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i32, ptr %a, i64 %index27
  %wide.load29 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, ptr %b, i64 %index27
  %wide.load30 = load <8 x i32>, ptr %20, align 4, !tbaa !5
  %21 = mul nsw <8 x i32> %wide.load30, %wide.load29
  %22 = add <8 x i32> %21, %vec.phi28
  %index.next31 = add nuw i64 %index27, 8
  %23 = icmp eq i64 %index.next31, %n.vec25
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %22)
  %cmp.n26 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  %s.08.ph = phi i32 [ 0, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ], [ %24, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.08 = phi i32 [ %add, %for.body ], [ %s.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %25 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %26 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %mul = mul nsw i32 %26, %25
  %add = add nsw i32 %mul, %s.08
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @prod_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %4, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %5, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %6, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load12 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load13 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load14 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = mul <16 x i32> %wide.load, %vec.phi
  %5 = mul <16 x i32> %wide.load12, %vec.phi9
  %6 = mul <16 x i32> %wide.load13, %vec.phi10
  %7 = mul <16 x i32> %wide.load14, %vec.phi11
  %index.next = add nuw i64 %index, 64
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %bin.rdx = mul <16 x i32> %5, %4
  %bin.rdx15 = mul <16 x i32> %6, %bin.rdx
  %bin.rdx16 = mul <16 x i32> %7, %bin.rdx15
  %9 = tail call i32 @llvm.vector.reduce.mul.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 1, %vector.main.loop.iter.check ], [ %9, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %10 = insertelement <8 x i32> <i32 poison, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index20 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x i32> [ %10, %vec.epilog.ph ], [ %12, %vec.epilog.vector.body ]
  %11 = getelementptr inbounds i32, ptr %a, i64 %index20
  %wide.load22 = load <8 x i32>, ptr %11, align 4, !tbaa !5
  %12 = mul <8 x i32> %wide.load22, %vec.phi21
  %index.next23 = add nuw i64 %index20, 8
  %13 = icmp eq i64 %index.next23, %n.vec18
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %14 = tail call i32 @llvm.vector.reduce.mul.v8i32(<8 x i32> %12)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %p.05.ph = phi i32 [ 1, %iter.check ], [ %9, %vec.epilog.iter.check ], [ %14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %p.0.lcssa = phi i32 [ 1, %entry ], [ %9, %middle.block ], [ %14, %vec.epilog.middle.block ], [ %mul, %for.body ]
  store i32 %p.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %p.05 = phi i32 [ %mul, %for.body ], [ %p.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %15 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %mul = mul nsw i32 %15, %p.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @bits_u32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check27 = icmp ult i32 %n, 64
  br i1 %min.iters.check27, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %12, %vector.body ]
  %vec.phi28 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %13, %vector.body ]
  %vec.phi29 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %14, %vector.body ]
  %vec.phi30 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %15, %vector.body ]
  %vec.phi31 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %vec.phi32 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %vec.phi33 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %10, %vector.body ]
  %vec.phi34 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %11, %vector.body ]
  %vec.phi35 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi36 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi37 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi38 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load39 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load40 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load41 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = xor <16 x i32> %wide.load, %vec.phi35
  %5 = xor <16 x i32> %wide.load39, %vec.phi36
  %6 = xor <16 x i32> %wide.load40, %vec.phi37
  %7 = xor <16 x i32> %wide.load41, %vec.phi38
  %8 = or <16 x i32> %wide.load, %vec.phi31
  %9 = or <16 x i32> %wide.load39, %vec.phi32
  %10 = or <16 x i32> %wide.load40, %vec.phi33
  %11 = or <16 x i32> %wide.load41, %vec.phi34
  %12 = and <16 x i32> %wide.load, %vec.phi
  %13 = and <16 x i32> %wide.load39, %vec.phi28
  %14 = and <16 x i32> %wide.load40, %vec.phi29
  %15 = and <16 x i32> %wide.load41, %vec.phi30
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %bin.rdx48 = xor <16 x i32> %5, %4
  %bin.rdx49 = xor <16 x i32> %6, %bin.rdx48
  %bin.rdx50 = xor <16 x i32> %7, %bin.rdx49
  %17 = tail call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %bin.rdx50)
  %bin.rdx44 = or <16 x i32> %9, %8
  %bin.rdx45 = or <16 x i32> %10, %bin.rdx44
  %bin.rdx46 = or <16 x i32> %11, %bin.rdx45
  %18 = tail call i32 @llvm.vector.reduce.or.v16i32(<16 x i32> %bin.rdx46)
  %bin.rdx = and <16 x i32> %13, %12
  %bin.rdx42 = and <16 x i32> %14, %bin.rdx
  %bin.rdx43 = and <16 x i32> %15, %bin.rdx42
  %19 = tail call i32 @llvm.vector.reduce.and.v16i32(<16 x i32> %bin.rdx43)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ -1, %vector.main.loop.iter.check ], [ %19, %vec.epilog.iter.check ]
  %bc.merge.rdx47 = phi i32 [ 0, %vector.main.loop.iter.check ], [ %18, %vec.epilog.iter.check ]
  %bc.merge.rdx51 = phi i32 [ 0, %vector.main.loop.iter.check ], [ %17, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec53 = and i64 %wide.trip.count, 4294967288
  %20 = insertelement <8 x i32> <i32 poison, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, i32 %bc.merge.rdx, i64 0
  %21 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx47, i64 0
  %22 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx51, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index55 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next60, %vec.epilog.vector.body ]
  %vec.phi56 = phi <8 x i32> [ %20, %vec.epilog.ph ], [ %26, %vec.epilog.vector.body ]
  %vec.phi57 = phi <8 x i32> [ %21, %vec.epilog.ph ], [ %25, %vec.epilog.vector.body ]
  %vec.phi58 = phi <8 x i32> [ %22, %vec.epilog.ph ], [ %24, %vec.epilog.vector.body ]
  %23 = getelementptr inbounds i32, ptr %a, i64 %index55
  %wide.load59 = load <8 x i32>, ptr %23, align 4, !tbaa !5
  %24 = xor <8 x i32> %wide.load59, %vec.phi58
  %25 = or <8 x i32> %wide.load59, %vec.phi57
  %26 = and <8 x i32> %wide.load59, %vec.phi56
  %index.next60 = add nuw i64 %index55, 8
  %27 = icmp eq i64 %index.next60, %n.vec53
  br i1 %27, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !30

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %28 = tail call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %24)
  %29 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %25)
  %30 = tail call i32 @llvm.vector.reduce.and.v8i32(<8 x i32> %26)
  %cmp.n54 = icmp eq i64 %n.vec53, %wide.trip.count
  br i1 %cmp.n54, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec53, %vec.epilog.middle.block ]
  %m.022.ph = phi i32 [ -1, %iter.check ], [ %19, %vec.epilog.iter.check ], [ %30, %vec.epilog.middle.block ]
  %o.021.ph = phi i32 [ 0, %iter.check ], [ %18, %vec.epilog.iter.check ], [ %29, %vec.epilog.middle.block ]
  %x.020.ph = phi i32 [ 0, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %28, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %x.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ], [ %28, %vec.epilog.middle.block ], [ %xor, %for.body ]
  %o.0.lcssa = phi i32 [ 0, %entry ], [ %18, %middle.block ], [ %29, %vec.epilog.middle.block ], [ %or, %for.body ]
  %m.0.lcssa = phi i32 [ -1, %entry ], [ %19, %middle.block ], [ %30, %vec.epilog.middle.block ], [ %and, %for.body ]
  store i32 %x.0.lcssa, ptr %out, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %o.0.lcssa, ptr %arrayidx6, align 4, !tbaa !5
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 2
  store i32 %m.0.lcssa, ptr %arrayidx7, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %m.022 = phi i32 [ %and, %for.body ], [ %m.022.ph, %for.body.preheader ]
  %o.021 = phi i32 [ %or, %for.body ], [ %o.021.ph, %for.body.preheader ]
  %x.020 = phi i32 [ %xor, %for.body ], [ %x.020.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %31 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %xor = xor i32 %31, %x.020
  %or = or i32 %31, %o.021
  %and = and i32 %31, %m.022
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @max_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check35 = icmp ult i32 %n, 64
  br i1 %min.iters.check35, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %8, %vector.body ]
  %vec.phi36 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %9, %vector.body ]
  %vec.phi37 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %10, %vector.body ]
  %vec.phi38 = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %11, %vector.body ]
  %vec.phi39 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %4, %vector.body ]
  %vec.phi40 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %5, %vector.body ]
  %vec.phi41 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %6, %vector.body ]
  %vec.phi42 = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load43 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load44 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load45 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load, <16 x i32> %vec.phi39)
  %5 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load43, <16 x i32> %vec.phi40)
  %6 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load44, <16 x i32> %vec.phi41)
  %7 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load45, <16 x i32> %vec.phi42)
  %8 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load, <16 x i32> %vec.phi)
  %9 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load43, <16 x i32> %vec.phi36)
  %10 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load44, <16 x i32> %vec.phi37)
  %11 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load45, <16 x i32> %vec.phi38)
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %rdx.minmax.select51 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %4, <16 x i32> %5)
  %rdx.minmax.select53 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %rdx.minmax.select51, <16 x i32> %6)
  %rdx.minmax.select55 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %rdx.minmax.select53, <16 x i32> %7)
  %13 = tail call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %rdx.minmax.select55)
  %rdx.minmax.select = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %8, <16 x i32> %9)
  %rdx.minmax.select47 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %rdx.minmax.select, <16 x i32> %10)
  %rdx.minmax.select49 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %rdx.minmax.select47, <16 x i32> %11)
  %14 = tail call i32 @llvm.vector.reduce.smin.v16i32(<16 x i32> %rdx.minmax.select49)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 2147483647, %vector.main.loop.iter.check ], [ %14, %vec.epilog.iter.check ]
  %bc.merge.rdx56 = phi i32 [ -2147483648, %vector.main.loop.iter.check ], [ %13, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec58 = and i64 %wide.trip.count, 4294967288
  %minmax.ident.splatinsert = insertelement <8 x i32> poison, i32 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x i32> %minmax.ident.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  %minmax.ident.splatinsert63 = insertelement <8 x i32> poison, i32 %bc.merge.rdx56, i64 0
  %minmax.ident.splat64 = shufflevector <8 x i32> %minmax.ident.splatinsert63, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index60 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next66, %vec.epilog.vector.body ]
  %vec.phi61 = phi <8 x i32> [ %minmax.ident.splat, %vec.epilog.ph ], [ %17, %vec.epilog.vector.body ]
  %vec.phi62 = phi <8 x i32> [ %minmax.ident.splat64, %vec.epilog.ph ], [ %16, %vec.epilog.vector.body ]
  %15 = getelementptr inbounds i32, ptr %a, i64 %index60
  %wide.load65 = load <8 x i32>, ptr %15, align 4, !tbaa !5
  %16 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %wide.load65, <8 x i32> %vec.phi62)
  %17 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %wide.load65, <8 x i32> %vec.phi61)
  %index.next66 = add nuw i64 %index60, 8
  %18 = icmp eq i64 %index.next66, %n.vec58
  br i1 %18, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !33

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %19 = tail call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %16)
  %20 = tail call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %17)
  %cmp.n59 = icmp eq i64 %n.vec58, %wide.trip.count
  br i1 %cmp.n59, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec58, %vec.epilog.middle.block ]
  %lo.031.ph = phi i32 [ 2147483647, %iter.check ], [ %14, %vec.epilog.iter.check ], [ %20, %vec.epilog.middle.block ]
  %hi.030.ph = phi i32 [ -2147483648, %iter.check ], [ %13, %vec.epilog.iter.check ], [ %19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %hi.0.lcssa = phi i32 [ -2147483648, %entry ], [ %13, %middle.block ], [ %19, %vec.epilog.middle.block ], [ %.hi.0, %for.body ]
  %lo.0.lcssa = phi i32 [ 2147483647, %entry ], [ %14, %middle.block ], [ %20, %vec.epilog.middle.block ], [ %cond12, %for.body ]
  store i32 %hi.0.lcssa, ptr %out, align 4, !tbaa !5
  %arrayidx14 = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %lo.0.lcssa, ptr %arrayidx14, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %lo.031 = phi i32 [ %cond12, %for.body ], [ %lo.031.ph, %for.body.preheader ]
  %hi.030 = phi i32 [ %.hi.0, %for.body ], [ %hi.030.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %21 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %.hi.0 = tail call i32 @llvm.smax.i32(i32 %21, i32 %hi.030)
  %cond12 = tail call i32 @llvm.smin.i32(i32 %21, i32 %lo.031)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @max_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp39 = icmp sgt i32 %n, 0
  br i1 %cmp39, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check44 = icmp ult i32 %n, 128
  br i1 %min.iters.check44, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %8, %vector.body ]
  %vec.phi45 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %9, %vector.body ]
  %vec.phi46 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %10, %vector.body ]
  %vec.phi47 = phi <32 x i16> [ <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>, %vector.ph ], [ %11, %vector.body ]
  %vec.phi48 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi49 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi50 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi51 = phi <32 x i16> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <32 x i16>, ptr %0, align 2, !tbaa !35
  %1 = getelementptr inbounds i16, ptr %0, i64 32
  %wide.load52 = load <32 x i16>, ptr %1, align 2, !tbaa !35
  %2 = getelementptr inbounds i16, ptr %0, i64 64
  %wide.load53 = load <32 x i16>, ptr %2, align 2, !tbaa !35
  %3 = getelementptr inbounds i16, ptr %0, i64 96
  %wide.load54 = load <32 x i16>, ptr %3, align 2, !tbaa !35
  %4 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %wide.load, <32 x i16> %vec.phi48)
  %5 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %wide.load52, <32 x i16> %vec.phi49)
  %6 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %wide.load53, <32 x i16> %vec.phi50)
  %7 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %wide.load54, <32 x i16> %vec.phi51)
  %8 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %wide.load, <32 x i16> %vec.phi)
  %9 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %wide.load52, <32 x i16> %vec.phi45)
  %10 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %wide.load53, <32 x i16> %vec.phi46)
  %11 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %wide.load54, <32 x i16> %vec.phi47)
  %index.next = add nuw i64 %index, 128
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %rdx.minmax.select60 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %4, <32 x i16> %5)
  %rdx.minmax.select62 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %rdx.minmax.select60, <32 x i16> %6)
  %rdx.minmax.select64 = tail call <32 x i16> @llvm.umax.v32i16(<32 x i16> %rdx.minmax.select62, <32 x i16> %7)
  %13 = tail call i16 @llvm.vector.reduce.umax.v32i16(<32 x i16> %rdx.minmax.select64)
  %rdx.minmax.select = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %8, <32 x i16> %9)
  %rdx.minmax.select56 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %rdx.minmax.select, <32 x i16> %10)
  %rdx.minmax.select58 = tail call <32 x i16> @llvm.umin.v32i16(<32 x i16> %rdx.minmax.select56, <32 x i16> %11)
  %14 = tail call i16 @llvm.vector.reduce.umin.v32i16(<32 x i16> %rdx.minmax.select58)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i16 [ -1, %vector.main.loop.iter.check ], [ %14, %vec.epilog.iter.check ]
  %bc.merge.rdx65 = phi i16 [ 0, %vector.main.loop.iter.check ], [ %13, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec67 = and i64 %wide.trip.count, 4294967280
  %minmax.ident.splatinsert = insertelement <16 x i16> poison, i16 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <16 x i16> %minmax.ident.splatinsert, <16 x i16> poison, <16 x i32> zeroinitializer
  %minmax.ident.splatinsert72 = insertelement <16 x i16> poison, i16 %bc.merge.rdx65, i64 0
  %minmax.ident.splat73 = shufflevector <16 x i16> %minmax.ident.splatinsert72, <16 x i16> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index69 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next75, %vec.epilog.vector.body ]
  %vec.phi70 = phi <16 x i16> [ %minmax.ident.splat, %vec.epilog.ph ], [ %17, %vec.epilog.vector.body ]
  %vec.phi71 = phi <16 x i16> [ %minmax.ident.splat73, %vec.epilog.ph ], [ %16, %vec.epilog.vector.body ]
  %15 = getelementptr inbounds i16, ptr %a, i64 %index69
  %wide.load74 = load <16 x i16>, ptr %15, align 2, !tbaa !35
  %16 = tail call <16 x i16> @llvm.umax.v16i16(<16 x i16> %wide.load74, <16 x i16> %vec.phi71)
  %17 = tail call <16 x i16> @llvm.umin.v16i16(<16 x i16> %wide.load74, <16 x i16> %vec.phi70)
  %index.next75 = add nuw i64 %index69, 16
  %18 = icmp eq i64 %index.next75, %n.vec67
  br i1 %18, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %19 = tail call i16 @llvm.vector.reduce.umax.v16i16(<16 x i16> %16)
  %20 = tail call i16 @llvm.vector.reduce.umin.v16i16(<16 x i16> %17)
  %cmp.n68 = icmp eq i64 %n.vec67, %wide.trip.count
  br i1 %cmp.n68, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec67, %vec.epilog.middle.block ]
  %lo.041.ph = phi i16 [ -1, %iter.check ], [ %14, %vec.epilog.iter.check ], [ %20, %vec.epilog.middle.block ]
  %hi.040.ph = phi i16 [ 0, %iter.check ], [ %13, %vec.epilog.iter.check ], [ %19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %hi.0.lcssa = phi i16 [ 0, %entry ], [ %13, %middle.block ], [ %19, %vec.epilog.middle.block ], [ %.hi.0, %for.body ]
  %lo.0.lcssa = phi i16 [ -1, %entry ], [ %14, %middle.block ], [ %20, %vec.epilog.middle.block ], [ %cond22.in, %for.body ]
  store i16 %hi.0.lcssa, ptr %out, align 2, !tbaa !35
  %arrayidx25 = getelementptr inbounds i16, ptr %out, i64 1
  store i16 %lo.0.lcssa, ptr %arrayidx25, align 2, !tbaa !35
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %lo.041 = phi i16 [ %cond22.in, %for.body ], [ %lo.041.ph, %for.body.preheader ]
  %hi.040 = phi i16 [ %.hi.0, %for.body ], [ %hi.040.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %21 = load i16, ptr %arrayidx, align 2, !tbaa !35
  %.hi.0 = tail call i16 @llvm.umax.i16(i16 %21, i16 %hi.040)
  %cond22.in = tail call i16 @llvm.umin.i16(i16 %21, i16 %lo.041)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @count_eq(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %k, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat17 = shufflevector <16 x i32> %broadcast.splatinsert16, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat19 = shufflevector <16 x i32> %broadcast.splatinsert18, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <16 x i32> poison, i32 %k, i64 0
  %broadcast.splat21 = shufflevector <16 x i32> %broadcast.splatinsert20, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load13 = load <16 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 32
  %wide.load14 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 48
  %wide.load15 = load <16 x i32>, ptr %3, align 4, !tbaa !5
  %4 = icmp eq <16 x i32> %wide.load, %broadcast.splat
  %5 = icmp eq <16 x i32> %wide.load13, %broadcast.splat17
  %6 = icmp eq <16 x i32> %wide.load14, %broadcast.splat19
  %7 = icmp eq <16 x i32> %wide.load15, %broadcast.splat21
  %8 = zext <16 x i1> %4 to <16 x i32>
  %9 = zext <16 x i1> %5 to <16 x i32>
  %10 = zext <16 x i1> %6 to <16 x i32>
  %11 = zext <16 x i1> %7 to <16 x i32>
  %12 = add <16 x i32> %vec.phi, %8
  %13 = add <16 x i32> %vec.phi10, %9
  %14 = add <16 x i32> %vec.phi11, %10
  %15 = add <16 x i32> %vec.phi12, %11
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !40

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %13, %12
  %bin.rdx22 = add <16 x i32> %14, %bin.rdx
  %bin.rdx23 = add <16 x i32> %15, %bin.rdx22
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx23)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %17, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  %broadcast.splatinsert30 = insertelement <8 x i32> poison, i32 %k, i64 0
  %broadcast.splat31 = shufflevector <8 x i32> %broadcast.splatinsert30, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index27 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next32, %vec.epilog.vector.body ]
  %vec.phi28 = phi <8 x i32> [ %18, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i32, ptr %a, i64 %index27
  %wide.load29 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %20 = icmp eq <8 x i32> %wide.load29, %broadcast.splat31
  %21 = zext <8 x i1> %20 to <8 x i32>
  %22 = add <8 x i32> %vec.phi28, %21
  %index.next32 = add nuw i64 %index27, 8
  %23 = icmp eq i64 %index.next32, %n.vec25
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %22)
  %cmp.n26 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  %c.06.ph = phi i32 [ 0, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %c.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ], [ %24, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %c.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %c.06 = phi i32 [ %add, %for.body ], [ %c.06.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %25 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = icmp eq i32 %25, %k
  %conv = zext i1 %cmp1 to i32
  %add = add nuw nsw i32 %c.06, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @any_neg(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 256
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967040
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %vec.phi13 = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %vec.phi14 = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %10, %vector.body ]
  %vec.phi15 = phi <64 x i8> [ zeroinitializer, %vector.ph ], [ %11, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <64 x i8>, ptr %0, align 1, !tbaa !15
  %1 = getelementptr inbounds i8, ptr %0, i64 64
  %wide.load16 = load <64 x i8>, ptr %1, align 1, !tbaa !15
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %wide.load17 = load <64 x i8>, ptr %2, align 1, !tbaa !15
  %3 = getelementptr inbounds i8, ptr %0, i64 192
  %wide.load18 = load <64 x i8>, ptr %3, align 1, !tbaa !15
  %4 = lshr <64 x i8> %wide.load, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %5 = lshr <64 x i8> %wide.load16, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %6 = lshr <64 x i8> %wide.load17, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %7 = lshr <64 x i8> %wide.load18, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %8 = or <64 x i8> %4, %vec.phi
  %9 = or <64 x i8> %5, %vec.phi13
  %10 = or <64 x i8> %6, %vec.phi14
  %11 = or <64 x i8> %7, %vec.phi15
  %index.next = add nuw i64 %index, 256
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !43

middle.block:                                     ; preds = %vector.body
  %bin.rdx = or <64 x i8> %9, %8
  %bin.rdx19 = or <64 x i8> %10, %bin.rdx
  %bin.rdx20 = or <64 x i8> %11, %bin.rdx19
  %13 = tail call i8 @llvm.vector.reduce.or.v64i8(<64 x i8> %bin.rdx20)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i8 [ 0, %vector.main.loop.iter.check ], [ %13, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec22 = and i64 %wide.trip.count, 4294967264
  %14 = insertelement <32 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index24 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %vec.phi25 = phi <32 x i8> [ %14, %vec.epilog.ph ], [ %17, %vec.epilog.vector.body ]
  %15 = getelementptr inbounds i8, ptr %a, i64 %index24
  %wide.load26 = load <32 x i8>, ptr %15, align 1, !tbaa !15
  %16 = lshr <32 x i8> %wide.load26, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %17 = or <32 x i8> %16, %vec.phi25
  %index.next27 = add nuw i64 %index24, 32
  %18 = icmp eq i64 %index.next27, %n.vec22
  br i1 %18, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %19 = tail call i8 @llvm.vector.reduce.or.v32i8(<32 x i8> %17)
  %cmp.n23 = icmp eq i64 %n.vec22, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec22, %vec.epilog.middle.block ]
  %f.010.ph = phi i8 [ 0, %iter.check ], [ %13, %vec.epilog.iter.check ], [ %19, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %f.0.lcssa = phi i8 [ 0, %entry ], [ %13, %middle.block ], [ %19, %vec.epilog.middle.block ], [ %or8, %for.body ]
  store i8 %f.0.lcssa, ptr %out, align 1, !tbaa !15
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %f.010 = phi i8 [ %or8, %for.body ], [ %f.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %20 = load i8, ptr %arrayidx, align 1, !tbaa !15
  %.lobit = lshr i8 %20, 7
  %or8 = or i8 %.lobit, %f.010
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @fmax_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %.lcssa21.ph = phi float [ undef, %for.body.preheader ], [ %14, %for.body ]
  %.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %15, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lo.014.unr = phi float [ 0x7FF0000000000000, %for.body.preheader ], [ %15, %for.body ]
  %hi.013.unr = phi float [ 0xFFF0000000000000, %for.body.preheader ], [ %14, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lo.014.epil = phi float [ %3, %for.body.epil ], [ %lo.014.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %hi.013.epil = phi float [ %2, %for.body.epil ], [ %hi.013.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %1 = load float, ptr %arrayidx.epil, align 4, !tbaa !46
  %2 = tail call float @llvm.maxnum.f32(float %hi.013.epil, float %1)
  %3 = tail call float @llvm.minnum.f32(float %lo.014.epil, float %1)
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !48

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %hi.0.lcssa = phi float [ 0xFFF0000000000000, %entry ], [ %.lcssa21.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %2, %for.body.epil ]
  %lo.0.lcssa = phi float [ 0x7FF0000000000000, %entry ], [ %.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %3, %for.body.epil ]
  store float %hi.0.lcssa, ptr %out, align 4, !tbaa !46
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 1
  store float %lo.0.lcssa, ptr %arrayidx4, align 4, !tbaa !46
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %lo.014 = phi float [ 0x7FF0000000000000, %for.body.preheader.new ], [ %15, %for.body ]
  %hi.013 = phi float [ 0xFFF0000000000000, %for.body.preheader.new ], [ %14, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx, align 4, !tbaa !46
  %5 = tail call float @llvm.maxnum.f32(float %hi.013, float %4)
  %6 = tail call float @llvm.minnum.f32(float %lo.014, float %4)
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx.1, align 4, !tbaa !46
  %8 = tail call float @llvm.maxnum.f32(float %5, float %7)
  %9 = tail call float @llvm.minnum.f32(float %6, float %7)
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %10 = load float, ptr %arrayidx.2, align 4, !tbaa !46
  %11 = tail call float @llvm.maxnum.f32(float %8, float %10)
  %12 = tail call float @llvm.minnum.f32(float %9, float %10)
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %13 = load float, ptr %arrayidx.3, align 4, !tbaa !46
  %14 = tail call float @llvm.maxnum.f32(float %11, float %13)
  %15 = tail call float @llvm.minnum.f32(float %12, float %13)
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.mul.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.mul.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.and.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.and.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i16> @llvm.umax.v32i16(<32 x i16>, <32 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i16> @llvm.umin.v32i16(<32 x i16>, <32 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.vector.reduce.umin.v32i16(<32 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.vector.reduce.umax.v32i16(<32 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.umax.v16i16(<16 x i16>, <16 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.umin.v16i16(<16 x i16>, <16 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.vector.reduce.umin.v16i16(<16 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.vector.reduce.umax.v16i16(<16 x i16>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i8 @llvm.vector.reduce.or.v64i8(<64 x i8>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i8 @llvm.vector.reduce.or.v32i8(<32 x i8>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !12, !11}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10, !12, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !7, i64 0}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !12, !11}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !12, !11}
!26 = distinct !{!26, !10, !11, !12}
!27 = distinct !{!27, !10, !11, !12}
!28 = distinct !{!28, !10, !12, !11}
!29 = distinct !{!29, !10, !11, !12}
!30 = distinct !{!30, !10, !11, !12}
!31 = distinct !{!31, !10, !12, !11}
!32 = distinct !{!32, !10, !11, !12}
!33 = distinct !{!33, !10, !11, !12}
!34 = distinct !{!34, !10, !12, !11}
!35 = !{!36, !36, i64 0}
!36 = !{!"short", !7, i64 0}
!37 = distinct !{!37, !10, !11, !12}
!38 = distinct !{!38, !10, !11, !12}
!39 = distinct !{!39, !10, !12, !11}
!40 = distinct !{!40, !10, !11, !12}
!41 = distinct !{!41, !10, !11, !12}
!42 = distinct !{!42, !10, !12, !11}
!43 = distinct !{!43, !10, !11, !12}
!44 = distinct !{!44, !10, !11, !12}
!45 = distinct !{!45, !10, !12, !11}
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !7, i64 0}
!48 = distinct !{!48, !49}
!49 = !{!"llvm.loop.unroll.disable"}
!50 = distinct !{!50, !10}
