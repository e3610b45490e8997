; ModuleID = 'tsvc_groups.c'
source_filename = "tsvc_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec3 = type { float, float, float }
%struct.rec = type { i64, i64, i64, i64 }
%struct.particle = type { float, float, float, float }
%struct.item = type { i8, i8, i16 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @swap_bytes(ptr noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check24 = icmp ult i32 %n, 64
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  %invariant.gep = getelementptr i8, ptr %p, i64 -1
  %invariant.gep39 = getelementptr i8, ptr %p, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nuw nsw i64 %index, 1
  %1 = shl i64 %index, 1
  %2 = or disjoint i64 %1, 64
  %3 = getelementptr inbounds i8, ptr %p, i64 %0
  %4 = getelementptr inbounds i8, ptr %p, i64 %2
  %wide.vec = load <64 x i8>, ptr %3, align 1, !tbaa !5
  %wide.vec25 = load <64 x i8>, ptr %4, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec26 = shufflevector <64 x i8> %wide.vec25, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec27 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %strided.vec28 = shufflevector <64 x i8> %wide.vec25, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %5 = or disjoint i64 %0, 1
  %6 = or disjoint i64 %1, 65
  %gep = getelementptr i8, ptr %invariant.gep, i64 %5
  %gep40 = getelementptr i8, ptr %invariant.gep39, i64 %6
  %interleaved.vec = shufflevector <32 x i8> %strided.vec27, <32 x i8> %strided.vec, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %interleaved.vec, ptr %gep, align 1, !tbaa !5
  %interleaved.vec29 = shufflevector <32 x i8> %strided.vec28, <32 x i8> %strided.vec26, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %interleaved.vec29, ptr %gep40, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 48
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec31, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec31 = and i64 %wide.trip.count, 2147483632
  %invariant.gep41 = getelementptr i8, ptr %p, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next37, %vec.epilog.vector.body ]
  %8 = shl nuw nsw i64 %index32, 1
  %9 = getelementptr inbounds i8, ptr %p, i64 %8
  %wide.vec33 = load <32 x i8>, ptr %9, align 1, !tbaa !5
  %10 = or disjoint i64 %8, 1
  %gep42 = getelementptr i8, ptr %invariant.gep41, i64 %10
  %interleaved.vec36 = shufflevector <32 x i8> %wide.vec33, <32 x i8> poison, <32 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6, i32 9, i32 8, i32 11, i32 10, i32 13, i32 12, i32 15, i32 14, i32 17, i32 16, i32 19, i32 18, i32 21, i32 20, i32 23, i32 22, i32 25, i32 24, i32 27, i32 26, i32 29, i32 28, i32 31, i32 30>
  store <32 x i8> %interleaved.vec36, ptr %gep42, align 1, !tbaa !5
  %index.next37 = add nuw i64 %index32, 16
  %11 = icmp eq i64 %index.next37, %n.vec31
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n38 = icmp eq i64 %n.vec31, %wide.trip.count
  br i1 %cmp.n38, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %12 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 %12
  %13 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %14 = or disjoint i64 %12, 1
  %arrayidx3 = getelementptr inbounds i8, ptr %p, i64 %14
  %15 = load i8, ptr %arrayidx3, align 1, !tbaa !5
  store i8 %15, ptr %arrayidx, align 1, !tbaa !5
  store i8 %13, ptr %arrayidx3, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stereo_to_mono(ptr noalias nocapture noundef writeonly %mono, ptr noalias nocapture noundef readonly %st, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check19 = icmp ult i32 %n, 32
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %.idx = shl nsw i64 %index, 2
  %0 = getelementptr inbounds i8, ptr %st, i64 %.idx
  %wide.vec = load <64 x i16>, ptr %0, align 2, !tbaa !14
  %strided.vec = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec20 = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %1 = sext <32 x i16> %strided.vec to <32 x i32>
  %2 = sext <32 x i16> %strided.vec20 to <32 x i32>
  %3 = add nsw <32 x i32> %2, %1
  %4 = lshr <32 x i32> %3, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %5 = trunc <32 x i32> %4 to <32 x i16>
  %6 = getelementptr inbounds i16, ptr %mono, i64 %index
  store <32 x i16> %5, ptr %6, align 2, !tbaa !14
  %index.next = add nuw i64 %index, 32
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec22, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec22 = and i64 %wide.trip.count, 2147483632
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %.idx29 = shl nsw i64 %index23, 2
  %8 = getelementptr inbounds i8, ptr %st, i64 %.idx29
  %wide.vec24 = load <32 x i16>, ptr %8, align 2, !tbaa !14
  %strided.vec25 = shufflevector <32 x i16> %wide.vec24, <32 x i16> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec26 = shufflevector <32 x i16> %wide.vec24, <32 x i16> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %9 = sext <16 x i16> %strided.vec25 to <16 x i32>
  %10 = sext <16 x i16> %strided.vec26 to <16 x i32>
  %11 = add nsw <16 x i32> %10, %9
  %12 = lshr <16 x i32> %11, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %13 = trunc <16 x i32> %12 to <16 x i16>
  %14 = getelementptr inbounds i16, ptr %mono, i64 %index23
  store <16 x i16> %13, ptr %14, align 2, !tbaa !14
  %index.next27 = add nuw i64 %index23, 16
  %15 = icmp eq i64 %index.next27, %n.vec22
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n28 = icmp eq i64 %n.vec22, %wide.trip.count
  br i1 %cmp.n28, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %16 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i16, ptr %st, i64 %16
  %17 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %conv = sext i16 %17 to i32
  %18 = or disjoint i64 %16, 1
  %arrayidx3 = getelementptr inbounds i16, ptr %st, i64 %18
  %19 = load i16, ptr %arrayidx3, align 2, !tbaa !14
  %conv4 = sext i16 %19 to i32
  %add5 = add nsw i32 %conv4, %conv
  %shr = lshr i32 %add5, 1
  %conv6 = trunc i32 %shr to i16
  %arrayidx8 = getelementptr inbounds i16, ptr %mono, i64 %indvars.iv
  store i16 %conv6, ptr %arrayidx8, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @split_pairs(ptr noalias nocapture noundef writeonly %x, ptr noalias nocapture noundef writeonly %y, ptr noalias nocapture noundef readonly %xy, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check19 = icmp ult i32 %n, 32
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl i64 %index, 1
  %1 = or disjoint i64 %0, 32
  %.idx = shl nsw i64 %index, 3
  %2 = getelementptr inbounds i8, ptr %xy, i64 %.idx
  %3 = getelementptr inbounds i32, ptr %xy, i64 %1
  %wide.vec = load <32 x i32>, ptr %2, align 4, !tbaa !19
  %wide.vec20 = load <32 x i32>, ptr %3, align 4, !tbaa !19
  %strided.vec = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec21 = shufflevector <32 x i32> %wide.vec20, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec22 = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %strided.vec23 = shufflevector <32 x i32> %wide.vec20, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %4 = getelementptr inbounds i32, ptr %x, i64 %index
  %5 = getelementptr inbounds i8, ptr %4, i64 64
  store <16 x i32> %strided.vec, ptr %4, align 4, !tbaa !19
  store <16 x i32> %strided.vec21, ptr %5, align 4, !tbaa !19
  %6 = getelementptr inbounds i32, ptr %y, i64 %index
  %7 = getelementptr inbounds i8, ptr %6, i64 64
  store <16 x i32> %strided.vec22, ptr %6, align 4, !tbaa !19
  store <16 x i32> %strided.vec23, ptr %7, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 32
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index26 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next30, %vec.epilog.vector.body ]
  %.idx32 = shl nsw i64 %index26, 3
  %9 = getelementptr inbounds i8, ptr %xy, i64 %.idx32
  %wide.vec27 = load <16 x i32>, ptr %9, align 4, !tbaa !19
  %strided.vec28 = shufflevector <16 x i32> %wide.vec27, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec29 = shufflevector <16 x i32> %wide.vec27, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %10 = getelementptr inbounds i32, ptr %x, i64 %index26
  store <8 x i32> %strided.vec28, ptr %10, align 4, !tbaa !19
  %11 = getelementptr inbounds i32, ptr %y, i64 %index26
  store <8 x i32> %strided.vec29, ptr %11, align 4, !tbaa !19
  %index.next30 = add nuw i64 %index26, 8
  %12 = icmp eq i64 %index.next30, %n.vec25
  br i1 %12, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n31 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n31, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %13 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i32, ptr %xy, i64 %13
  %14 = load i32, ptr %arrayidx, align 4, !tbaa !19
  %arrayidx2 = getelementptr inbounds i32, ptr %x, i64 %indvars.iv
  store i32 %14, ptr %arrayidx2, align 4, !tbaa !19
  %15 = or disjoint i64 %13, 1
  %arrayidx5 = getelementptr inbounds i32, ptr %xy, i64 %15
  %16 = load i32, ptr %arrayidx5, align 4, !tbaa !19
  %arrayidx7 = getelementptr inbounds i32, ptr %y, i64 %indvars.iv
  store i32 %16, ptr %arrayidx7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cmac(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp38 = icmp sgt i32 %n, 0
  br i1 %cmp38, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check43 = icmp ult i32 %n, 16
  br i1 %min.iters.check43, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  %invariant.gep = getelementptr i8, ptr %acc, i64 -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nuw nsw i64 %index, 1
  %1 = getelementptr inbounds float, ptr %a, i64 %0
  %wide.vec = load <32 x float>, ptr %1, align 4, !tbaa !24
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec44 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %2 = or disjoint i64 %0, 1
  %3 = getelementptr inbounds float, ptr %b, i64 %0
  %wide.vec45 = load <32 x float>, ptr %3, align 4, !tbaa !24
  %strided.vec46 = shufflevector <32 x float> %wide.vec45, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec47 = shufflevector <32 x float> %wide.vec45, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %4 = fmul <16 x float> %strided.vec44, %strided.vec47
  %5 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec46, <16 x float> %4)
  %6 = getelementptr inbounds float, ptr %acc, i64 %0
  %wide.vec48 = load <32 x float>, ptr %6, align 4, !tbaa !24
  %strided.vec49 = shufflevector <32 x float> %wide.vec48, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec50 = shufflevector <32 x float> %wide.vec48, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %7 = fadd <16 x float> %strided.vec49, %5
  %8 = fneg <16 x float> %strided.vec
  %9 = fmul <16 x float> %strided.vec47, %8
  %10 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec44, <16 x float> %strided.vec46, <16 x float> %9)
  %11 = fadd <16 x float> %10, %strided.vec50
  %gep = getelementptr float, ptr %invariant.gep, i64 %2
  %interleaved.vec = shufflevector <16 x float> %7, <16 x float> %11, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved.vec, ptr %gep, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec52, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec52 = and i64 %wide.trip.count, 2147483640
  %invariant.gep66 = getelementptr i8, ptr %acc, i64 -4
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index53 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next64, %vec.epilog.vector.body ]
  %13 = shl nuw nsw i64 %index53, 1
  %14 = getelementptr inbounds float, ptr %a, i64 %13
  %wide.vec54 = load <16 x float>, ptr %14, align 4, !tbaa !24
  %strided.vec55 = shufflevector <16 x float> %wide.vec54, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec56 = shufflevector <16 x float> %wide.vec54, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %15 = or disjoint i64 %13, 1
  %16 = getelementptr inbounds float, ptr %b, i64 %13
  %wide.vec57 = load <16 x float>, ptr %16, align 4, !tbaa !24
  %strided.vec58 = shufflevector <16 x float> %wide.vec57, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec59 = shufflevector <16 x float> %wide.vec57, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %17 = fmul <8 x float> %strided.vec56, %strided.vec59
  %18 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec55, <8 x float> %strided.vec58, <8 x float> %17)
  %19 = getelementptr inbounds float, ptr %acc, i64 %13
  %wide.vec60 = load <16 x float>, ptr %19, align 4, !tbaa !24
  %strided.vec61 = shufflevector <16 x float> %wide.vec60, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec62 = shufflevector <16 x float> %wide.vec60, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %20 = fadd <8 x float> %strided.vec61, %18
  %21 = fneg <8 x float> %strided.vec55
  %22 = fmul <8 x float> %strided.vec59, %21
  %23 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec56, <8 x float> %strided.vec58, <8 x float> %22)
  %24 = fadd <8 x float> %23, %strided.vec62
  %gep67 = getelementptr float, ptr %invariant.gep66, i64 %15
  %interleaved.vec63 = shufflevector <8 x float> %20, <8 x float> %24, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec63, ptr %gep67, align 4, !tbaa !24
  %index.next64 = add nuw i64 %index53, 8
  %25 = icmp eq i64 %index.next64, %n.vec52
  br i1 %25, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n65 = icmp eq i64 %n.vec52, %wide.trip.count
  br i1 %cmp.n65, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %26 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %26
  %27 = or disjoint i64 %26, 1
  %arrayidx6 = getelementptr inbounds float, ptr %b, i64 %26
  %28 = load float, ptr %arrayidx6, align 4, !tbaa !24
  %arrayidx10 = getelementptr inbounds float, ptr %b, i64 %27
  %29 = load float, ptr %arrayidx10, align 4, !tbaa !24
  %arrayidx15 = getelementptr inbounds float, ptr %acc, i64 %26
  %30 = load <2 x float>, ptr %arrayidx, align 4, !tbaa !24
  %31 = extractelement <2 x float> %30, i64 0
  %32 = fneg float %31
  %33 = insertelement <2 x float> poison, float %29, i64 0
  %34 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %30, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %36 = insertelement <2 x float> %35, float %32, i64 1
  %37 = fmul <2 x float> %34, %36
  %38 = insertelement <2 x float> poison, float %28, i64 0
  %39 = shufflevector <2 x float> %38, <2 x float> poison, <2 x i32> zeroinitializer
  %40 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %30, <2 x float> %39, <2 x float> %37)
  %41 = load <2 x float>, ptr %arrayidx15, align 4, !tbaa !24
  %42 = fadd <2 x float> %41, %40
  store <2 x float> %42, ptr %arrayidx15, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kv_keys(ptr noalias nocapture noundef writeonly %keys, ptr noalias nocapture noundef readonly %kv, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader26, label %vector.ph

for.body.preheader26:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl i64 %index, 1
  %1 = or disjoint i64 %0, 16
  %2 = shl i64 %index, 1
  %3 = or disjoint i64 %2, 32
  %4 = shl i64 %index, 1
  %5 = or disjoint i64 %4, 48
  %.idx = shl nsw i64 %index, 4
  %6 = getelementptr inbounds i8, ptr %kv, i64 %.idx
  %7 = getelementptr inbounds i64, ptr %kv, i64 %1
  %8 = getelementptr inbounds i64, ptr %kv, i64 %3
  %9 = getelementptr inbounds i64, ptr %kv, i64 %5
  %wide.vec = load <16 x i64>, ptr %6, align 8, !tbaa !29
  %wide.vec16 = load <16 x i64>, ptr %7, align 8, !tbaa !29
  %wide.vec17 = load <16 x i64>, ptr %8, align 8, !tbaa !29
  %wide.vec18 = load <16 x i64>, ptr %9, align 8, !tbaa !29
  %strided.vec = shufflevector <16 x i64> %wide.vec, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec19 = shufflevector <16 x i64> %wide.vec16, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec20 = shufflevector <16 x i64> %wide.vec17, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec21 = shufflevector <16 x i64> %wide.vec18, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec22 = shufflevector <16 x i64> %wide.vec, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec23 = shufflevector <16 x i64> %wide.vec16, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec24 = shufflevector <16 x i64> %wide.vec17, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec25 = shufflevector <16 x i64> %wide.vec18, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %10 = xor <8 x i64> %strided.vec22, %strided.vec
  %11 = xor <8 x i64> %strided.vec23, %strided.vec19
  %12 = xor <8 x i64> %strided.vec24, %strided.vec20
  %13 = xor <8 x i64> %strided.vec25, %strided.vec21
  %14 = getelementptr inbounds i64, ptr %keys, i64 %index
  %15 = getelementptr inbounds i8, ptr %14, i64 64
  %16 = getelementptr inbounds i8, ptr %14, i64 128
  %17 = getelementptr inbounds i8, ptr %14, i64 192
  store <8 x i64> %10, ptr %14, align 8, !tbaa !29
  store <8 x i64> %11, ptr %15, align 8, !tbaa !29
  store <8 x i64> %12, ptr %16, align 8, !tbaa !29
  store <8 x i64> %13, ptr %17, align 8, !tbaa !29
  %index.next = add nuw i64 %index, 32
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader26

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader26, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader26 ]
  %19 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i64, ptr %kv, i64 %19
  %20 = load i64, ptr %arrayidx, align 8, !tbaa !29
  %21 = or disjoint i64 %19, 1
  %arrayidx3 = getelementptr inbounds i64, ptr %kv, i64 %21
  %22 = load i64, ptr %arrayidx3, align 8, !tbaa !29
  %xor = xor i64 %22, %20
  %arrayidx5 = getelementptr inbounds i64, ptr %keys, i64 %indvars.iv
  store i64 %xor, ptr %arrayidx5, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cabs2(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %z, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp24 = icmp sgt i32 %n, 0
  br i1 %cmp24, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader39, label %vector.ph

for.body.preheader39:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl i64 %index, 1
  %1 = or disjoint i64 %0, 16
  %2 = shl i64 %index, 1
  %3 = or disjoint i64 %2, 32
  %4 = shl i64 %index, 1
  %5 = or disjoint i64 %4, 48
  %.idx = shl nsw i64 %index, 4
  %6 = getelementptr inbounds i8, ptr %z, i64 %.idx
  %7 = getelementptr inbounds double, ptr %z, i64 %1
  %8 = getelementptr inbounds double, ptr %z, i64 %3
  %9 = getelementptr inbounds double, ptr %z, i64 %5
  %wide.vec = load <16 x double>, ptr %6, align 8, !tbaa !33
  %wide.vec29 = load <16 x double>, ptr %7, align 8, !tbaa !33
  %wide.vec30 = load <16 x double>, ptr %8, align 8, !tbaa !33
  %wide.vec31 = load <16 x double>, ptr %9, align 8, !tbaa !33
  %strided.vec = shufflevector <16 x double> %wide.vec, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec32 = shufflevector <16 x double> %wide.vec29, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec33 = shufflevector <16 x double> %wide.vec30, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec34 = shufflevector <16 x double> %wide.vec31, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %10 = fmul <16 x double> %wide.vec, %wide.vec
  %11 = shufflevector <16 x double> %10, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %12 = fmul <16 x double> %wide.vec29, %wide.vec29
  %13 = shufflevector <16 x double> %12, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %14 = fmul <16 x double> %wide.vec30, %wide.vec30
  %15 = shufflevector <16 x double> %14, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %16 = fmul <16 x double> %wide.vec31, %wide.vec31
  %17 = shufflevector <16 x double> %16, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %18 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec, <8 x double> %strided.vec, <8 x double> %11)
  %19 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec32, <8 x double> %strided.vec32, <8 x double> %13)
  %20 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec33, <8 x double> %strided.vec33, <8 x double> %15)
  %21 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec34, <8 x double> %strided.vec34, <8 x double> %17)
  %22 = getelementptr inbounds double, ptr %out, i64 %index
  %23 = getelementptr inbounds i8, ptr %22, i64 64
  %24 = getelementptr inbounds i8, ptr %22, i64 128
  %25 = getelementptr inbounds i8, ptr %22, i64 192
  store <8 x double> %18, ptr %22, align 8, !tbaa !33
  store <8 x double> %19, ptr %23, align 8, !tbaa !33
  store <8 x double> %20, ptr %24, align 8, !tbaa !33
  store <8 x double> %21, ptr %25, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 32
  %26 = icmp eq i64 %index.next, %n.vec
  br i1 %26, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader39

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader39, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader39 ]
  %27 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds double, ptr %z, i64 %27
  %28 = load double, ptr %arrayidx, align 8, !tbaa !33
  %29 = or disjoint i64 %27, 1
  %arrayidx7 = getelementptr inbounds double, ptr %z, i64 %29
  %30 = load double, ptr %arrayidx7, align 8, !tbaa !33
  %mul12 = fmul double %30, %30
  %31 = tail call double @llvm.fmuladd.f64(double %28, double %28, double %mul12)
  %arrayidx14 = getelementptr inbounds double, ptr %out, i64 %indvars.iv
  store double %31, ptr %arrayidx14, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rgb_brighten(ptr noalias nocapture noundef %rgb, i32 noundef %d, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp25 = icmp sgt i32 %n, 0
  br i1 %cmp25, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr inbounds i8, ptr %rgb, i64 1
  %invariant.gep31 = getelementptr inbounds i8, ptr %rgb, i64 2
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check33 = icmp ult i32 %n, 32
  br i1 %min.iters.check33, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483616
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %d, i64 0
  %invariant.gep48 = getelementptr i8, ptr %invariant.gep31, i64 -2
  %0 = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <96 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds i8, ptr %rgb, i64 %1
  %wide.vec = load <96 x i8>, ptr %2, align 1, !tbaa !5
  %gep49 = getelementptr i8, ptr %invariant.gep48, i64 %1
  %3 = zext <96 x i8> %wide.vec to <96 x i32>
  %4 = add nsw <96 x i32> %0, %3
  %5 = tail call <96 x i32> @llvm.smin.v96i32(<96 x i32> %4, <96 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %interleaved.vec = trunc <96 x i32> %5 to <96 x i8>
  store <96 x i8> %interleaved.vec, ptr %gep49, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 32
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec37 = and i64 %wide.trip.count, 2147483632
  %broadcast.splatinsert43 = insertelement <16 x i32> poison, i32 %d, i64 0
  %broadcast.splat44 = shufflevector <16 x i32> %broadcast.splatinsert43, <16 x i32> poison, <16 x i32> zeroinitializer
  %invariant.gep50 = getelementptr i8, ptr %invariant.gep31, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index38 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next46, %vec.epilog.vector.body ]
  %7 = mul nuw nsw i64 %index38, 3
  %8 = getelementptr inbounds i8, ptr %rgb, i64 %7
  %wide.vec39 = load <48 x i8>, ptr %8, align 1, !tbaa !5
  %strided.vec40 = shufflevector <48 x i8> %wide.vec39, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec41 = shufflevector <48 x i8> %wide.vec39, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec42 = shufflevector <48 x i8> %wide.vec39, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %9 = zext <16 x i8> %strided.vec40 to <16 x i32>
  %10 = add nsw <16 x i32> %broadcast.splat44, %9
  %11 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %10, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %12 = zext <16 x i8> %strided.vec41 to <16 x i32>
  %13 = add nsw <16 x i32> %broadcast.splat44, %12
  %14 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %13, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %15 = zext <16 x i8> %strided.vec42 to <16 x i32>
  %16 = add nsw <16 x i32> %broadcast.splat44, %15
  %17 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %16, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %18 = trunc <16 x i32> %17 to <16 x i8>
  %gep51 = getelementptr i8, ptr %invariant.gep50, i64 %7
  %19 = shufflevector <16 x i32> %11, <16 x i32> %14, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %20 = trunc <32 x i32> %19 to <32 x i8>
  %21 = shufflevector <16 x i8> %18, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec45 = shufflevector <32 x i8> %20, <32 x i8> %21, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i8> %interleaved.vec45, ptr %gep51, align 1, !tbaa !5
  %index.next46 = add nuw i64 %index38, 16
  %22 = icmp eq i64 %index.next46, %n.vec37
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n47 = icmp eq i64 %n.vec37, %wide.trip.count
  br i1 %cmp.n47, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec37, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %23 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, ptr %rgb, i64 %23
  %24 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %24 to i32
  %add5 = add nsw i32 %conv, %d
  %cond = tail call i32 @llvm.smin.i32(i32 %add5, i32 255)
  %conv8 = trunc i32 %cond to i8
  store i8 %conv8, ptr %arrayidx, align 1, !tbaa !5
  %gep = getelementptr inbounds i8, ptr %invariant.gep, i64 %23
  %25 = load i8, ptr %gep, align 1, !tbaa !5
  %conv.1 = zext i8 %25 to i32
  %add5.1 = add nsw i32 %conv.1, %d
  %cond.1 = tail call i32 @llvm.smin.i32(i32 %add5.1, i32 255)
  %conv8.1 = trunc i32 %cond.1 to i8
  store i8 %conv8.1, ptr %gep, align 1, !tbaa !5
  %gep32 = getelementptr inbounds i8, ptr %invariant.gep31, i64 %23
  %26 = load i8, ptr %gep32, align 1, !tbaa !5
  %conv.2 = zext i8 %26 to i32
  %add5.2 = add nsw i32 %conv.2, %d
  %cond.2 = tail call i32 @llvm.smin.i32(i32 %add5.2, i32 255)
  %conv8.2 = trunc i32 %cond.2 to i8
  store i8 %conv8.2, ptr %gep32, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !39

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pack3_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check27 = icmp ult i32 %n, 32
  br i1 %min.iters.check27, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <32 x i16>, ptr %0, align 2, !tbaa !14
  %1 = mul i64 %index, 6
  %2 = getelementptr inbounds i8, ptr %out, i64 %1
  %3 = getelementptr inbounds i16, ptr %b, i64 %index
  %wide.load28 = load <32 x i16>, ptr %3, align 2, !tbaa !14
  %4 = getelementptr inbounds i16, ptr %c, i64 %index
  %wide.load29 = load <32 x i16>, ptr %4, align 2, !tbaa !14
  %5 = shufflevector <32 x i16> %wide.load, <32 x i16> %wide.load28, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %6 = shufflevector <32 x i16> %wide.load29, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec = shufflevector <64 x i16> %5, <64 x i16> %6, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec, ptr %2, align 2, !tbaa !14
  %index.next = add nuw i64 %index, 32
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !40

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec31, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec31 = and i64 %wide.trip.count, 2147483632
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next37, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i16, ptr %a, i64 %index32
  %wide.load33 = load <16 x i16>, ptr %8, align 2, !tbaa !14
  %9 = mul i64 %index32, 6
  %10 = getelementptr inbounds i8, ptr %out, i64 %9
  %11 = getelementptr inbounds i16, ptr %b, i64 %index32
  %wide.load34 = load <16 x i16>, ptr %11, align 2, !tbaa !14
  %12 = getelementptr inbounds i16, ptr %c, i64 %index32
  %wide.load35 = load <16 x i16>, ptr %12, align 2, !tbaa !14
  %13 = shufflevector <16 x i16> %wide.load33, <16 x i16> %wide.load34, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %14 = shufflevector <16 x i16> %wide.load35, <16 x i16> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec36 = shufflevector <32 x i16> %13, <32 x i16> %14, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i16> %interleaved.vec36, ptr %10, align 2, !tbaa !14
  %index.next37 = add nuw i64 %index32, 16
  %15 = icmp eq i64 %index.next37, %n.vec31
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n38 = icmp eq i64 %n.vec31, %wide.trip.count
  br i1 %cmp.n38, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %16 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %arrayidx2.idx = mul i64 %indvars.iv, 6
  %arrayidx2 = getelementptr inbounds i8, ptr %out, i64 %arrayidx2.idx
  store i16 %16, ptr %arrayidx2, align 2, !tbaa !14
  %arrayidx4 = getelementptr inbounds i16, ptr %b, i64 %indvars.iv
  %17 = load i16, ptr %arrayidx4, align 2, !tbaa !14
  %arrayidx7 = getelementptr inbounds i8, ptr %arrayidx2, i64 2
  store i16 %17, ptr %arrayidx7, align 2, !tbaa !14
  %arrayidx9 = getelementptr inbounds i16, ptr %c, i64 %indvars.iv
  %18 = load i16, ptr %arrayidx9, align 2, !tbaa !14
  %arrayidx13 = getelementptr inbounds i8, ptr %arrayidx2, i64 4
  store i16 %18, ptr %arrayidx13, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tri_offset(ptr noalias nocapture noundef %tri, i32 noundef %base, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check23 = icmp ult i32 %n, 16
  br i1 %min.iters.check23, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %base, i64 0
  %0 = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <48 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul i64 %index, 12
  %2 = getelementptr inbounds i8, ptr %tri, i64 %1
  %wide.vec = load <48 x i32>, ptr %2, align 4, !tbaa !19
  %interleaved.vec = add nsw <48 x i32> %wide.vec, %0
  store <48 x i32> %interleaved.vec, ptr %2, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 16
  %3 = icmp eq i64 %index.next, %n.vec
  br i1 %3, label %middle.block, label %vector.body, !llvm.loop !43

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  %4 = insertelement <2 x i32> poison, i32 %base, i64 0
  %5 = shufflevector <2 x i32> %4, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec27 = and i64 %wide.trip.count, 2147483640
  %broadcast.splatinsert33 = insertelement <8 x i32> poison, i32 %base, i64 0
  %6 = shufflevector <8 x i32> %broadcast.splatinsert33, <8 x i32> poison, <24 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next36, %vec.epilog.vector.body ]
  %7 = mul i64 %index28, 12
  %8 = getelementptr inbounds i8, ptr %tri, i64 %7
  %wide.vec29 = load <24 x i32>, ptr %8, align 4, !tbaa !19
  %interleaved.vec35 = add nsw <24 x i32> %wide.vec29, %6
  store <24 x i32> %interleaved.vec35, ptr %8, align 4, !tbaa !19
  %index.next36 = add nuw i64 %index28, 8
  %9 = icmp eq i64 %index.next36, %n.vec27
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n37 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n37, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx.idx = mul i64 %indvars.iv, 12
  %arrayidx = getelementptr inbounds i8, ptr %tri, i64 %arrayidx.idx
  %10 = load <2 x i32>, ptr %arrayidx, align 4, !tbaa !19
  %11 = add nsw <2 x i32> %10, %5
  store <2 x i32> %11, ptr %arrayidx, align 4, !tbaa !19
  %arrayidx9 = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %12 = load i32, ptr %arrayidx9, align 4, !tbaa !19
  %add10 = add nsw i32 %12, %base
  store i32 %add10, ptr %arrayidx9, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cross3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp74 = icmp sgt i32 %n, 0
  br i1 %cmp74, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check77 = icmp ult i32 %n, 16
  br i1 %min.iters.check77, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds %struct.vec3, ptr %a, i64 %index
  %wide.vec = load <48 x float>, ptr %0, align 4, !tbaa !24
  %strided.vec = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec78 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec79 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %1 = getelementptr inbounds %struct.vec3, ptr %b, i64 %index
  %wide.vec80 = load <48 x float>, ptr %1, align 4, !tbaa !24
  %strided.vec81 = shufflevector <48 x float> %wide.vec80, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec82 = shufflevector <48 x float> %wide.vec80, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec83 = shufflevector <48 x float> %wide.vec80, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %2 = fneg <16 x float> %strided.vec79
  %3 = fmul <16 x float> %strided.vec82, %2
  %4 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec78, <16 x float> %strided.vec83, <16 x float> %3)
  %5 = fneg <16 x float> %strided.vec
  %6 = fmul <16 x float> %strided.vec83, %5
  %7 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec79, <16 x float> %strided.vec81, <16 x float> %6)
  %8 = fneg <16 x float> %strided.vec78
  %9 = fmul <16 x float> %strided.vec81, %8
  %10 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec82, <16 x float> %9)
  %11 = getelementptr inbounds %struct.vec3, ptr %out, i64 %index
  %12 = shufflevector <16 x float> %4, <16 x float> %7, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %13 = shufflevector <16 x float> %10, <16 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec = shufflevector <32 x float> %12, <32 x float> %13, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x float> %interleaved.vec, ptr %11, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !46

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec85, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec85 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index86 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next96, %vec.epilog.vector.body ]
  %15 = getelementptr inbounds %struct.vec3, ptr %a, i64 %index86
  %wide.vec87 = load <24 x float>, ptr %15, align 4, !tbaa !24
  %strided.vec88 = shufflevector <24 x float> %wide.vec87, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec89 = shufflevector <24 x float> %wide.vec87, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec90 = shufflevector <24 x float> %wide.vec87, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %16 = getelementptr inbounds %struct.vec3, ptr %b, i64 %index86
  %wide.vec91 = load <24 x float>, ptr %16, align 4, !tbaa !24
  %strided.vec92 = shufflevector <24 x float> %wide.vec91, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec93 = shufflevector <24 x float> %wide.vec91, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec94 = shufflevector <24 x float> %wide.vec91, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %17 = fneg <8 x float> %strided.vec90
  %18 = fmul <8 x float> %strided.vec93, %17
  %19 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec89, <8 x float> %strided.vec94, <8 x float> %18)
  %20 = fneg <8 x float> %strided.vec88
  %21 = fmul <8 x float> %strided.vec94, %20
  %22 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec90, <8 x float> %strided.vec92, <8 x float> %21)
  %23 = fneg <8 x float> %strided.vec89
  %24 = fmul <8 x float> %strided.vec92, %23
  %25 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec88, <8 x float> %strided.vec93, <8 x float> %24)
  %26 = getelementptr inbounds %struct.vec3, ptr %out, i64 %index86
  %27 = shufflevector <8 x float> %19, <8 x float> %22, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %28 = shufflevector <8 x float> %25, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec95 = shufflevector <16 x float> %27, <16 x float> %28, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec95, ptr %26, align 4, !tbaa !24
  %index.next96 = add nuw i64 %index86, 8
  %29 = icmp eq i64 %index.next96, %n.vec85
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n97 = icmp eq i64 %n.vec85, %wide.trip.count
  br i1 %cmp.n97, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds %struct.vec3, ptr %a, i64 %indvars.iv
  %y = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %arrayidx2 = getelementptr inbounds %struct.vec3, ptr %b, i64 %indvars.iv
  %y8 = getelementptr inbounds i8, ptr %arrayidx2, i64 4
  %arrayidx11 = getelementptr inbounds %struct.vec3, ptr %out, i64 %indvars.iv
  %30 = load float, ptr %arrayidx2, align 4, !tbaa !48
  %31 = load float, ptr %arrayidx, align 4, !tbaa !48
  %32 = load <2 x float>, ptr %y, align 4, !tbaa !24
  %33 = load <2 x float>, ptr %y8, align 4, !tbaa !24
  %34 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %35 = insertelement <2 x float> %34, float %31, i64 1
  %36 = fneg <2 x float> %35
  %37 = fmul <2 x float> %33, %36
  %38 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %39 = insertelement <2 x float> %38, float %30, i64 1
  %40 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %32, <2 x float> %39, <2 x float> %37)
  store <2 x float> %40, ptr %arrayidx11, align 4, !tbaa !24
  %41 = extractelement <2 x float> %32, i64 0
  %42 = fneg float %41
  %neg42 = fmul float %30, %42
  %43 = extractelement <2 x float> %33, i64 0
  %44 = tail call float @llvm.fmuladd.f32(float %31, float %43, float %neg42)
  %z45 = getelementptr inbounds i8, ptr %arrayidx11, i64 8
  store float %44, ptr %z45, align 4, !tbaa !50
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sum3_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader37, label %vector.ph

for.body.preheader37:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  %invariant.gep = getelementptr i8, ptr %t, i64 384
  %invariant.gep38 = getelementptr i8, ptr %t, i64 576
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = mul i64 %index, 24
  %1 = mul i64 %index, 24
  %2 = or disjoint i64 %1, 192
  %3 = mul i64 %index, 24
  %4 = mul i64 %index, 24
  %5 = getelementptr inbounds i8, ptr %t, i64 %0
  %6 = getelementptr inbounds i8, ptr %t, i64 %2
  %gep = getelementptr i8, ptr %invariant.gep, i64 %3
  %gep39 = getelementptr i8, ptr %invariant.gep38, i64 %4
  %wide.vec = load <24 x i64>, ptr %5, align 8, !tbaa !29
  %wide.vec23 = load <24 x i64>, ptr %6, align 8, !tbaa !29
  %wide.vec24 = load <24 x i64>, ptr %gep, align 8, !tbaa !29
  %wide.vec25 = load <24 x i64>, ptr %gep39, align 8, !tbaa !29
  %strided.vec = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec26 = shufflevector <24 x i64> %wide.vec23, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec27 = shufflevector <24 x i64> %wide.vec24, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec28 = shufflevector <24 x i64> %wide.vec25, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec29 = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec30 = shufflevector <24 x i64> %wide.vec23, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec31 = shufflevector <24 x i64> %wide.vec24, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec32 = shufflevector <24 x i64> %wide.vec25, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec33 = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %strided.vec34 = shufflevector <24 x i64> %wide.vec23, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %strided.vec35 = shufflevector <24 x i64> %wide.vec24, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %strided.vec36 = shufflevector <24 x i64> %wide.vec25, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %7 = add nsw <8 x i64> %strided.vec29, %strided.vec
  %8 = add nsw <8 x i64> %strided.vec30, %strided.vec26
  %9 = add nsw <8 x i64> %strided.vec31, %strided.vec27
  %10 = add nsw <8 x i64> %strided.vec32, %strided.vec28
  %11 = add nsw <8 x i64> %7, %strided.vec33
  %12 = add nsw <8 x i64> %8, %strided.vec34
  %13 = add nsw <8 x i64> %9, %strided.vec35
  %14 = add nsw <8 x i64> %10, %strided.vec36
  %15 = getelementptr inbounds i64, ptr %out, i64 %index
  %16 = getelementptr inbounds i8, ptr %15, i64 64
  %17 = getelementptr inbounds i8, ptr %15, i64 128
  %18 = getelementptr inbounds i8, ptr %15, i64 192
  store <8 x i64> %11, ptr %15, align 8, !tbaa !29
  store <8 x i64> %12, ptr %16, align 8, !tbaa !29
  store <8 x i64> %13, ptr %17, align 8, !tbaa !29
  store <8 x i64> %14, ptr %18, align 8, !tbaa !29
  %index.next = add nuw i64 %index, 32
  %19 = icmp eq i64 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !52

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader37

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader37, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader37 ]
  %arrayidx.idx = mul i64 %indvars.iv, 24
  %arrayidx = getelementptr inbounds i8, ptr %t, i64 %arrayidx.idx
  %20 = load i64, ptr %arrayidx, align 8, !tbaa !29
  %arrayidx3 = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %21 = load i64, ptr %arrayidx3, align 8, !tbaa !29
  %add4 = add nsw i64 %21, %20
  %arrayidx8 = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %22 = load i64, ptr %arrayidx8, align 8, !tbaa !29
  %add9 = add nsw i64 %add4, %22
  %arrayidx11 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv
  store i64 %add9, ptr %arrayidx11, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @translate3_f64(ptr noalias nocapture noundef %p, double noundef %dx, double noundef %dy, double noundef %dz, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader27, label %vector.ph

for.body.preheader27:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %0 = insertelement <2 x double> poison, double %dx, i64 0
  %1 = insertelement <2 x double> %0, double %dy, i64 1
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %broadcast.splatinsert = insertelement <8 x double> poison, double %dx, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <8 x double> poison, double %dy, i64 0
  %broadcast.splat24 = shufflevector <8 x double> %broadcast.splatinsert23, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <8 x double> poison, double %dz, i64 0
  %broadcast.splat26 = shufflevector <8 x double> %broadcast.splatinsert25, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = mul i64 %index, 24
  %3 = getelementptr inbounds i8, ptr %p, i64 %2
  %wide.vec = load <24 x double>, ptr %3, align 8, !tbaa !33
  %strided.vec = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec21 = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec22 = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %4 = fadd <8 x double> %strided.vec, %broadcast.splat
  %5 = fadd <8 x double> %strided.vec21, %broadcast.splat24
  %6 = fadd <8 x double> %strided.vec22, %broadcast.splat26
  %7 = shufflevector <8 x double> %4, <8 x double> %5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %8 = shufflevector <8 x double> %6, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec = shufflevector <16 x double> %7, <16 x double> %8, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x double> %interleaved.vec, ptr %3, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 8
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !54

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader27

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader27, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader27 ]
  %arrayidx.idx = mul i64 %indvars.iv, 24
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 %arrayidx.idx
  %10 = load <2 x double>, ptr %arrayidx, align 8, !tbaa !33
  %11 = fadd <2 x double> %10, %1
  store <2 x double> %11, ptr %arrayidx, align 8, !tbaa !33
  %arrayidx9 = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %12 = load double, ptr %arrayidx9, align 8, !tbaa !33
  %add10 = fadd double %12, %dz
  store double %add10, ptr %arrayidx9, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @premultiply(ptr noalias nocapture noundef %px, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp50 = icmp sgt i32 %n, 0
  br i1 %cmp50, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check57 = icmp ult i32 %n, 16
  br i1 %min.iters.check57, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  %invariant.gep = getelementptr i8, ptr %px, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nsw <16 x i64> %vec.ind, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %1 = extractelement <16 x i64> %0, i64 0
  %2 = or disjoint i64 %1, 3
  %gep = getelementptr i8, ptr %invariant.gep, i64 %2
  %wide.vec = load <64 x i8>, ptr %gep, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec58 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec59 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec60 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %3 = zext <16 x i8> %strided.vec60 to <16 x i32>
  %4 = getelementptr inbounds i8, ptr %px, i64 %1
  %5 = extractelement <16 x i64> %0, i64 1
  %6 = getelementptr inbounds i8, ptr %px, i64 %5
  %7 = extractelement <16 x i64> %0, i64 2
  %8 = getelementptr inbounds i8, ptr %px, i64 %7
  %9 = extractelement <16 x i64> %0, i64 3
  %10 = getelementptr inbounds i8, ptr %px, i64 %9
  %11 = extractelement <16 x i64> %0, i64 4
  %12 = getelementptr inbounds i8, ptr %px, i64 %11
  %13 = extractelement <16 x i64> %0, i64 5
  %14 = getelementptr inbounds i8, ptr %px, i64 %13
  %15 = extractelement <16 x i64> %0, i64 6
  %16 = getelementptr inbounds i8, ptr %px, i64 %15
  %17 = extractelement <16 x i64> %0, i64 7
  %18 = getelementptr inbounds i8, ptr %px, i64 %17
  %19 = extractelement <16 x i64> %0, i64 8
  %20 = getelementptr inbounds i8, ptr %px, i64 %19
  %21 = extractelement <16 x i64> %0, i64 9
  %22 = getelementptr inbounds i8, ptr %px, i64 %21
  %23 = extractelement <16 x i64> %0, i64 10
  %24 = getelementptr inbounds i8, ptr %px, i64 %23
  %25 = extractelement <16 x i64> %0, i64 11
  %26 = getelementptr inbounds i8, ptr %px, i64 %25
  %27 = extractelement <16 x i64> %0, i64 12
  %28 = getelementptr inbounds i8, ptr %px, i64 %27
  %29 = extractelement <16 x i64> %0, i64 13
  %30 = getelementptr inbounds i8, ptr %px, i64 %29
  %31 = extractelement <16 x i64> %0, i64 14
  %32 = getelementptr inbounds i8, ptr %px, i64 %31
  %33 = extractelement <16 x i64> %0, i64 15
  %34 = getelementptr inbounds i8, ptr %px, i64 %33
  %35 = zext <16 x i8> %strided.vec to <16 x i32>
  %36 = mul nuw nsw <16 x i32> %35, %3
  %37 = lshr <16 x i32> %36, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %38 = trunc nuw <16 x i32> %37 to <16 x i8>
  %39 = extractelement <16 x i8> %38, i64 0
  store i8 %39, ptr %4, align 1, !tbaa !5
  %40 = extractelement <16 x i8> %38, i64 1
  store i8 %40, ptr %6, align 1, !tbaa !5
  %41 = extractelement <16 x i8> %38, i64 2
  store i8 %41, ptr %8, align 1, !tbaa !5
  %42 = extractelement <16 x i8> %38, i64 3
  store i8 %42, ptr %10, align 1, !tbaa !5
  %43 = extractelement <16 x i8> %38, i64 4
  store i8 %43, ptr %12, align 1, !tbaa !5
  %44 = extractelement <16 x i8> %38, i64 5
  store i8 %44, ptr %14, align 1, !tbaa !5
  %45 = extractelement <16 x i8> %38, i64 6
  store i8 %45, ptr %16, align 1, !tbaa !5
  %46 = extractelement <16 x i8> %38, i64 7
  store i8 %46, ptr %18, align 1, !tbaa !5
  %47 = extractelement <16 x i8> %38, i64 8
  store i8 %47, ptr %20, align 1, !tbaa !5
  %48 = extractelement <16 x i8> %38, i64 9
  store i8 %48, ptr %22, align 1, !tbaa !5
  %49 = extractelement <16 x i8> %38, i64 10
  store i8 %49, ptr %24, align 1, !tbaa !5
  %50 = extractelement <16 x i8> %38, i64 11
  store i8 %50, ptr %26, align 1, !tbaa !5
  %51 = extractelement <16 x i8> %38, i64 12
  store i8 %51, ptr %28, align 1, !tbaa !5
  %52 = extractelement <16 x i8> %38, i64 13
  store i8 %52, ptr %30, align 1, !tbaa !5
  %53 = extractelement <16 x i8> %38, i64 14
  store i8 %53, ptr %32, align 1, !tbaa !5
  %54 = extractelement <16 x i8> %38, i64 15
  store i8 %54, ptr %34, align 1, !tbaa !5
  %55 = or disjoint <16 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %56 = extractelement <16 x i64> %55, i64 0
  %57 = getelementptr inbounds i8, ptr %px, i64 %56
  %58 = extractelement <16 x i64> %55, i64 1
  %59 = getelementptr inbounds i8, ptr %px, i64 %58
  %60 = extractelement <16 x i64> %55, i64 2
  %61 = getelementptr inbounds i8, ptr %px, i64 %60
  %62 = extractelement <16 x i64> %55, i64 3
  %63 = getelementptr inbounds i8, ptr %px, i64 %62
  %64 = extractelement <16 x i64> %55, i64 4
  %65 = getelementptr inbounds i8, ptr %px, i64 %64
  %66 = extractelement <16 x i64> %55, i64 5
  %67 = getelementptr inbounds i8, ptr %px, i64 %66
  %68 = extractelement <16 x i64> %55, i64 6
  %69 = getelementptr inbounds i8, ptr %px, i64 %68
  %70 = extractelement <16 x i64> %55, i64 7
  %71 = getelementptr inbounds i8, ptr %px, i64 %70
  %72 = extractelement <16 x i64> %55, i64 8
  %73 = getelementptr inbounds i8, ptr %px, i64 %72
  %74 = extractelement <16 x i64> %55, i64 9
  %75 = getelementptr inbounds i8, ptr %px, i64 %74
  %76 = extractelement <16 x i64> %55, i64 10
  %77 = getelementptr inbounds i8, ptr %px, i64 %76
  %78 = extractelement <16 x i64> %55, i64 11
  %79 = getelementptr inbounds i8, ptr %px, i64 %78
  %80 = extractelement <16 x i64> %55, i64 12
  %81 = getelementptr inbounds i8, ptr %px, i64 %80
  %82 = extractelement <16 x i64> %55, i64 13
  %83 = getelementptr inbounds i8, ptr %px, i64 %82
  %84 = extractelement <16 x i64> %55, i64 14
  %85 = getelementptr inbounds i8, ptr %px, i64 %84
  %86 = extractelement <16 x i64> %55, i64 15
  %87 = getelementptr inbounds i8, ptr %px, i64 %86
  %88 = zext <16 x i8> %strided.vec58 to <16 x i32>
  %89 = mul nuw nsw <16 x i32> %88, %3
  %90 = lshr <16 x i32> %89, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %91 = trunc nuw <16 x i32> %90 to <16 x i8>
  %92 = extractelement <16 x i8> %91, i64 0
  store i8 %92, ptr %57, align 1, !tbaa !5
  %93 = extractelement <16 x i8> %91, i64 1
  store i8 %93, ptr %59, align 1, !tbaa !5
  %94 = extractelement <16 x i8> %91, i64 2
  store i8 %94, ptr %61, align 1, !tbaa !5
  %95 = extractelement <16 x i8> %91, i64 3
  store i8 %95, ptr %63, align 1, !tbaa !5
  %96 = extractelement <16 x i8> %91, i64 4
  store i8 %96, ptr %65, align 1, !tbaa !5
  %97 = extractelement <16 x i8> %91, i64 5
  store i8 %97, ptr %67, align 1, !tbaa !5
  %98 = extractelement <16 x i8> %91, i64 6
  store i8 %98, ptr %69, align 1, !tbaa !5
  %99 = extractelement <16 x i8> %91, i64 7
  store i8 %99, ptr %71, align 1, !tbaa !5
  %100 = extractelement <16 x i8> %91, i64 8
  store i8 %100, ptr %73, align 1, !tbaa !5
  %101 = extractelement <16 x i8> %91, i64 9
  store i8 %101, ptr %75, align 1, !tbaa !5
  %102 = extractelement <16 x i8> %91, i64 10
  store i8 %102, ptr %77, align 1, !tbaa !5
  %103 = extractelement <16 x i8> %91, i64 11
  store i8 %103, ptr %79, align 1, !tbaa !5
  %104 = extractelement <16 x i8> %91, i64 12
  store i8 %104, ptr %81, align 1, !tbaa !5
  %105 = extractelement <16 x i8> %91, i64 13
  store i8 %105, ptr %83, align 1, !tbaa !5
  %106 = extractelement <16 x i8> %91, i64 14
  store i8 %106, ptr %85, align 1, !tbaa !5
  %107 = extractelement <16 x i8> %91, i64 15
  store i8 %107, ptr %87, align 1, !tbaa !5
  %108 = or disjoint <16 x i64> %0, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %109 = extractelement <16 x i64> %108, i64 0
  %110 = getelementptr inbounds i8, ptr %px, i64 %109
  %111 = extractelement <16 x i64> %108, i64 1
  %112 = getelementptr inbounds i8, ptr %px, i64 %111
  %113 = extractelement <16 x i64> %108, i64 2
  %114 = getelementptr inbounds i8, ptr %px, i64 %113
  %115 = extractelement <16 x i64> %108, i64 3
  %116 = getelementptr inbounds i8, ptr %px, i64 %115
  %117 = extractelement <16 x i64> %108, i64 4
  %118 = getelementptr inbounds i8, ptr %px, i64 %117
  %119 = extractelement <16 x i64> %108, i64 5
  %120 = getelementptr inbounds i8, ptr %px, i64 %119
  %121 = extractelement <16 x i64> %108, i64 6
  %122 = getelementptr inbounds i8, ptr %px, i64 %121
  %123 = extractelement <16 x i64> %108, i64 7
  %124 = getelementptr inbounds i8, ptr %px, i64 %123
  %125 = extractelement <16 x i64> %108, i64 8
  %126 = getelementptr inbounds i8, ptr %px, i64 %125
  %127 = extractelement <16 x i64> %108, i64 9
  %128 = getelementptr inbounds i8, ptr %px, i64 %127
  %129 = extractelement <16 x i64> %108, i64 10
  %130 = getelementptr inbounds i8, ptr %px, i64 %129
  %131 = extractelement <16 x i64> %108, i64 11
  %132 = getelementptr inbounds i8, ptr %px, i64 %131
  %133 = extractelement <16 x i64> %108, i64 12
  %134 = getelementptr inbounds i8, ptr %px, i64 %133
  %135 = extractelement <16 x i64> %108, i64 13
  %136 = getelementptr inbounds i8, ptr %px, i64 %135
  %137 = extractelement <16 x i64> %108, i64 14
  %138 = getelementptr inbounds i8, ptr %px, i64 %137
  %139 = extractelement <16 x i64> %108, i64 15
  %140 = getelementptr inbounds i8, ptr %px, i64 %139
  %141 = zext <16 x i8> %strided.vec59 to <16 x i32>
  %142 = mul nuw nsw <16 x i32> %141, %3
  %143 = lshr <16 x i32> %142, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %144 = trunc nuw <16 x i32> %143 to <16 x i8>
  %145 = extractelement <16 x i8> %144, i64 0
  store i8 %145, ptr %110, align 1, !tbaa !5
  %146 = extractelement <16 x i8> %144, i64 1
  store i8 %146, ptr %112, align 1, !tbaa !5
  %147 = extractelement <16 x i8> %144, i64 2
  store i8 %147, ptr %114, align 1, !tbaa !5
  %148 = extractelement <16 x i8> %144, i64 3
  store i8 %148, ptr %116, align 1, !tbaa !5
  %149 = extractelement <16 x i8> %144, i64 4
  store i8 %149, ptr %118, align 1, !tbaa !5
  %150 = extractelement <16 x i8> %144, i64 5
  store i8 %150, ptr %120, align 1, !tbaa !5
  %151 = extractelement <16 x i8> %144, i64 6
  store i8 %151, ptr %122, align 1, !tbaa !5
  %152 = extractelement <16 x i8> %144, i64 7
  store i8 %152, ptr %124, align 1, !tbaa !5
  %153 = extractelement <16 x i8> %144, i64 8
  store i8 %153, ptr %126, align 1, !tbaa !5
  %154 = extractelement <16 x i8> %144, i64 9
  store i8 %154, ptr %128, align 1, !tbaa !5
  %155 = extractelement <16 x i8> %144, i64 10
  store i8 %155, ptr %130, align 1, !tbaa !5
  %156 = extractelement <16 x i8> %144, i64 11
  store i8 %156, ptr %132, align 1, !tbaa !5
  %157 = extractelement <16 x i8> %144, i64 12
  store i8 %157, ptr %134, align 1, !tbaa !5
  %158 = extractelement <16 x i8> %144, i64 13
  store i8 %158, ptr %136, align 1, !tbaa !5
  %159 = extractelement <16 x i8> %144, i64 14
  store i8 %159, ptr %138, align 1, !tbaa !5
  %160 = extractelement <16 x i8> %144, i64 15
  store i8 %160, ptr %140, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %161 = icmp eq i64 %index.next, %n.vec
  br i1 %161, label %middle.block, label %vector.body, !llvm.loop !56

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec62, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec62 = and i64 %wide.trip.count, 2147483640
  %.splatinsert = insertelement <8 x i64> poison, i64 %vec.epilog.resume.val, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %invariant.gep74 = getelementptr i8, ptr %px, i64 -3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index64 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next72, %vec.epilog.vector.body ]
  %vec.ind65 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next66, %vec.epilog.vector.body ]
  %162 = shl nsw <8 x i64> %vec.ind65, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %163 = extractelement <8 x i64> %162, i64 0
  %164 = or disjoint i64 %163, 3
  %gep75 = getelementptr i8, ptr %invariant.gep74, i64 %164
  %wide.vec67 = load <32 x i8>, ptr %gep75, align 1, !tbaa !5
  %strided.vec68 = shufflevector <32 x i8> %wide.vec67, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec69 = shufflevector <32 x i8> %wide.vec67, <32 x i8> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec70 = shufflevector <32 x i8> %wide.vec67, <32 x i8> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec71 = shufflevector <32 x i8> %wide.vec67, <32 x i8> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %165 = zext <8 x i8> %strided.vec71 to <8 x i32>
  %166 = getelementptr inbounds i8, ptr %px, i64 %163
  %167 = extractelement <8 x i64> %162, i64 1
  %168 = getelementptr inbounds i8, ptr %px, i64 %167
  %169 = extractelement <8 x i64> %162, i64 2
  %170 = getelementptr inbounds i8, ptr %px, i64 %169
  %171 = extractelement <8 x i64> %162, i64 3
  %172 = getelementptr inbounds i8, ptr %px, i64 %171
  %173 = extractelement <8 x i64> %162, i64 4
  %174 = getelementptr inbounds i8, ptr %px, i64 %173
  %175 = extractelement <8 x i64> %162, i64 5
  %176 = getelementptr inbounds i8, ptr %px, i64 %175
  %177 = extractelement <8 x i64> %162, i64 6
  %178 = getelementptr inbounds i8, ptr %px, i64 %177
  %179 = extractelement <8 x i64> %162, i64 7
  %180 = getelementptr inbounds i8, ptr %px, i64 %179
  %181 = zext <8 x i8> %strided.vec68 to <8 x i32>
  %182 = mul nuw nsw <8 x i32> %181, %165
  %183 = lshr <8 x i32> %182, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %184 = trunc nuw <8 x i32> %183 to <8 x i8>
  %185 = extractelement <8 x i8> %184, i64 0
  store i8 %185, ptr %166, align 1, !tbaa !5
  %186 = extractelement <8 x i8> %184, i64 1
  store i8 %186, ptr %168, align 1, !tbaa !5
  %187 = extractelement <8 x i8> %184, i64 2
  store i8 %187, ptr %170, align 1, !tbaa !5
  %188 = extractelement <8 x i8> %184, i64 3
  store i8 %188, ptr %172, align 1, !tbaa !5
  %189 = extractelement <8 x i8> %184, i64 4
  store i8 %189, ptr %174, align 1, !tbaa !5
  %190 = extractelement <8 x i8> %184, i64 5
  store i8 %190, ptr %176, align 1, !tbaa !5
  %191 = extractelement <8 x i8> %184, i64 6
  store i8 %191, ptr %178, align 1, !tbaa !5
  %192 = extractelement <8 x i8> %184, i64 7
  store i8 %192, ptr %180, align 1, !tbaa !5
  %193 = or disjoint <8 x i64> %162, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %194 = extractelement <8 x i64> %193, i64 0
  %195 = getelementptr inbounds i8, ptr %px, i64 %194
  %196 = extractelement <8 x i64> %193, i64 1
  %197 = getelementptr inbounds i8, ptr %px, i64 %196
  %198 = extractelement <8 x i64> %193, i64 2
  %199 = getelementptr inbounds i8, ptr %px, i64 %198
  %200 = extractelement <8 x i64> %193, i64 3
  %201 = getelementptr inbounds i8, ptr %px, i64 %200
  %202 = extractelement <8 x i64> %193, i64 4
  %203 = getelementptr inbounds i8, ptr %px, i64 %202
  %204 = extractelement <8 x i64> %193, i64 5
  %205 = getelementptr inbounds i8, ptr %px, i64 %204
  %206 = extractelement <8 x i64> %193, i64 6
  %207 = getelementptr inbounds i8, ptr %px, i64 %206
  %208 = extractelement <8 x i64> %193, i64 7
  %209 = getelementptr inbounds i8, ptr %px, i64 %208
  %210 = zext <8 x i8> %strided.vec69 to <8 x i32>
  %211 = mul nuw nsw <8 x i32> %210, %165
  %212 = lshr <8 x i32> %211, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %213 = trunc nuw <8 x i32> %212 to <8 x i8>
  %214 = extractelement <8 x i8> %213, i64 0
  store i8 %214, ptr %195, align 1, !tbaa !5
  %215 = extractelement <8 x i8> %213, i64 1
  store i8 %215, ptr %197, align 1, !tbaa !5
  %216 = extractelement <8 x i8> %213, i64 2
  store i8 %216, ptr %199, align 1, !tbaa !5
  %217 = extractelement <8 x i8> %213, i64 3
  store i8 %217, ptr %201, align 1, !tbaa !5
  %218 = extractelement <8 x i8> %213, i64 4
  store i8 %218, ptr %203, align 1, !tbaa !5
  %219 = extractelement <8 x i8> %213, i64 5
  store i8 %219, ptr %205, align 1, !tbaa !5
  %220 = extractelement <8 x i8> %213, i64 6
  store i8 %220, ptr %207, align 1, !tbaa !5
  %221 = extractelement <8 x i8> %213, i64 7
  store i8 %221, ptr %209, align 1, !tbaa !5
  %222 = or disjoint <8 x i64> %162, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %223 = extractelement <8 x i64> %222, i64 0
  %224 = getelementptr inbounds i8, ptr %px, i64 %223
  %225 = extractelement <8 x i64> %222, i64 1
  %226 = getelementptr inbounds i8, ptr %px, i64 %225
  %227 = extractelement <8 x i64> %222, i64 2
  %228 = getelementptr inbounds i8, ptr %px, i64 %227
  %229 = extractelement <8 x i64> %222, i64 3
  %230 = getelementptr inbounds i8, ptr %px, i64 %229
  %231 = extractelement <8 x i64> %222, i64 4
  %232 = getelementptr inbounds i8, ptr %px, i64 %231
  %233 = extractelement <8 x i64> %222, i64 5
  %234 = getelementptr inbounds i8, ptr %px, i64 %233
  %235 = extractelement <8 x i64> %222, i64 6
  %236 = getelementptr inbounds i8, ptr %px, i64 %235
  %237 = extractelement <8 x i64> %222, i64 7
  %238 = getelementptr inbounds i8, ptr %px, i64 %237
  %239 = zext <8 x i8> %strided.vec70 to <8 x i32>
  %240 = mul nuw nsw <8 x i32> %239, %165
  %241 = lshr <8 x i32> %240, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %242 = trunc nuw <8 x i32> %241 to <8 x i8>
  %243 = extractelement <8 x i8> %242, i64 0
  store i8 %243, ptr %224, align 1, !tbaa !5
  %244 = extractelement <8 x i8> %242, i64 1
  store i8 %244, ptr %226, align 1, !tbaa !5
  %245 = extractelement <8 x i8> %242, i64 2
  store i8 %245, ptr %228, align 1, !tbaa !5
  %246 = extractelement <8 x i8> %242, i64 3
  store i8 %246, ptr %230, align 1, !tbaa !5
  %247 = extractelement <8 x i8> %242, i64 4
  store i8 %247, ptr %232, align 1, !tbaa !5
  %248 = extractelement <8 x i8> %242, i64 5
  store i8 %248, ptr %234, align 1, !tbaa !5
  %249 = extractelement <8 x i8> %242, i64 6
  store i8 %249, ptr %236, align 1, !tbaa !5
  %250 = extractelement <8 x i8> %242, i64 7
  store i8 %250, ptr %238, align 1, !tbaa !5
  %index.next72 = add nuw i64 %index64, 8
  %vec.ind.next66 = add <8 x i64> %vec.ind65, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %251 = icmp eq i64 %index.next72, %n.vec62
  br i1 %251, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !57

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n73 = icmp eq i64 %n.vec62, %wide.trip.count
  br i1 %cmp.n73, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %252 = shl nsw i64 %indvars.iv, 2
  %253 = or disjoint i64 %252, 3
  %arrayidx = getelementptr inbounds i8, ptr %px, i64 %253
  %254 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %254 to i32
  %arrayidx3 = getelementptr inbounds i8, ptr %px, i64 %252
  %255 = load i8, ptr %arrayidx3, align 1, !tbaa !5
  %conv4 = zext i8 %255 to i32
  %mul5 = mul nuw nsw i32 %conv4, %conv
  %shr = lshr i32 %mul5, 8
  %conv6 = trunc nuw i32 %shr to i8
  store i8 %conv6, ptr %arrayidx3, align 1, !tbaa !5
  %256 = or disjoint i64 %252, 1
  %arrayidx13 = getelementptr inbounds i8, ptr %px, i64 %256
  %257 = load i8, ptr %arrayidx13, align 1, !tbaa !5
  %conv14 = zext i8 %257 to i32
  %mul15 = mul nuw nsw i32 %conv14, %conv
  %shr16 = lshr i32 %mul15, 8
  %conv17 = trunc nuw i32 %shr16 to i8
  store i8 %conv17, ptr %arrayidx13, align 1, !tbaa !5
  %258 = or disjoint i64 %252, 2
  %arrayidx25 = getelementptr inbounds i8, ptr %px, i64 %258
  %259 = load i8, ptr %arrayidx25, align 1, !tbaa !5
  %conv26 = zext i8 %259 to i32
  %mul27 = mul nuw nsw i32 %conv26, %conv
  %shr28 = lshr i32 %mul27, 8
  %conv29 = trunc nuw i32 %shr28 to i8
  store i8 %conv29, ptr %arrayidx25, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @max4_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp59 = icmp sgt i32 %n, 0
  br i1 %cmp59, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader69, label %vector.ph

for.body.preheader69:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %.idx = shl nsw i64 %index, 3
  %0 = getelementptr inbounds i8, ptr %in, i64 %.idx
  %wide.vec = load <32 x i16>, ptr %0, align 2, !tbaa !14
  %strided.vec = shufflevector <32 x i16> %wide.vec, <32 x i16> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec66 = shufflevector <32 x i16> %wide.vec, <32 x i16> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec67 = shufflevector <32 x i16> %wide.vec, <32 x i16> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec68 = shufflevector <32 x i16> %wide.vec, <32 x i16> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %1 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %strided.vec66, <8 x i16> %strided.vec)
  %2 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %strided.vec67, <8 x i16> %1)
  %3 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %strided.vec68, <8 x i16> %2)
  %4 = getelementptr inbounds i16, ptr %out, i64 %index
  store <8 x i16> %3, ptr %4, align 2, !tbaa !14
  %index.next = add nuw i64 %index, 8
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !59

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader69

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader69, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader69 ]
  %arrayidx.idx = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, ptr %in, i64 %arrayidx.idx
  %6 = load <4 x i16>, ptr %arrayidx, align 2, !tbaa !14
  %7 = tail call i16 @llvm.vector.reduce.smax.v4i16(<4 x i16> %6)
  %arrayidx40 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %7, ptr %arrayidx40, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !60
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pack4_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %r, ptr noalias nocapture noundef readonly %g, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check36 = icmp ult i32 %n, 16
  br i1 %min.iters.check36, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  %invariant.gep = getelementptr i8, ptr %out, i64 -12
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %r, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !19
  %1 = shl nsw i64 %index, 2
  %2 = getelementptr inbounds i32, ptr %g, i64 %index
  %wide.load37 = load <16 x i32>, ptr %2, align 4, !tbaa !19
  %3 = getelementptr inbounds i32, ptr %b, i64 %index
  %wide.load38 = load <16 x i32>, ptr %3, align 4, !tbaa !19
  %4 = or disjoint i64 %1, 3
  %gep = getelementptr i32, ptr %invariant.gep, i64 %4
  %5 = shufflevector <16 x i32> %wide.load, <16 x i32> %wide.load37, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %6 = shufflevector <16 x i32> %wide.load38, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x i32> %5, <32 x i32> %6, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i32> %interleaved.vec, ptr %gep, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 16
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !61

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec40, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec40 = and i64 %wide.trip.count, 2147483640
  %invariant.gep48 = getelementptr i8, ptr %out, i64 -12
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index41 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next46, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i32, ptr %r, i64 %index41
  %wide.load42 = load <8 x i32>, ptr %8, align 4, !tbaa !19
  %9 = shl nsw i64 %index41, 2
  %10 = getelementptr inbounds i32, ptr %g, i64 %index41
  %wide.load43 = load <8 x i32>, ptr %10, align 4, !tbaa !19
  %11 = getelementptr inbounds i32, ptr %b, i64 %index41
  %wide.load44 = load <8 x i32>, ptr %11, align 4, !tbaa !19
  %12 = or disjoint i64 %9, 3
  %gep49 = getelementptr i32, ptr %invariant.gep48, i64 %12
  %13 = shufflevector <8 x i32> %wide.load42, <8 x i32> %wide.load43, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %14 = shufflevector <8 x i32> %wide.load44, <8 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec45 = shufflevector <16 x i32> %13, <16 x i32> %14, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec45, ptr %gep49, align 4, !tbaa !19
  %index.next46 = add nuw i64 %index41, 8
  %15 = icmp eq i64 %index.next46, %n.vec40
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !62

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n47 = icmp eq i64 %n.vec40, %wide.trip.count
  br i1 %cmp.n47, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %r, i64 %indvars.iv
  %16 = load i32, ptr %arrayidx, align 4, !tbaa !19
  %17 = shl nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds i32, ptr %out, i64 %17
  store i32 %16, ptr %arrayidx2, align 4, !tbaa !19
  %arrayidx4 = getelementptr inbounds i32, ptr %g, i64 %indvars.iv
  %18 = load i32, ptr %arrayidx4, align 4, !tbaa !19
  %19 = or disjoint i64 %17, 1
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %19
  store i32 %18, ptr %arrayidx7, align 4, !tbaa !19
  %arrayidx9 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %20 = load i32, ptr %arrayidx9, align 4, !tbaa !19
  %21 = or disjoint i64 %17, 2
  %arrayidx13 = getelementptr inbounds i32, ptr %out, i64 %21
  store i32 %20, ptr %arrayidx13, align 4, !tbaa !19
  %22 = or disjoint i64 %17, 3
  %arrayidx17 = getelementptr inbounds i32, ptr %out, i64 %22
  store i32 -1, ptr %arrayidx17, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !63
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @quat_norm(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %q, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp50 = icmp sgt i32 %n, 0
  br i1 %cmp50, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check57 = icmp ult i32 %n, 16
  br i1 %min.iters.check57, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %.idx = shl nsw i64 %index, 4
  %0 = getelementptr inbounds i8, ptr %q, i64 %.idx
  %wide.vec = load <64 x float>, ptr %0, align 4, !tbaa !24
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec59 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec60 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %1 = fmul <64 x float> %wide.vec, %wide.vec
  %2 = shufflevector <64 x float> %1, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %3 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec, <16 x float> %2)
  %4 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec59, <16 x float> %strided.vec59, <16 x float> %3)
  %5 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec60, <16 x float> %strided.vec60, <16 x float> %4)
  %6 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %5, ptr %6, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !64

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec62, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec62 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index63 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next69, %vec.epilog.vector.body ]
  %.idx71 = shl nsw i64 %index63, 4
  %8 = getelementptr inbounds i8, ptr %q, i64 %.idx71
  %wide.vec64 = load <32 x float>, ptr %8, align 4, !tbaa !24
  %strided.vec65 = shufflevector <32 x float> %wide.vec64, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec67 = shufflevector <32 x float> %wide.vec64, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec68 = shufflevector <32 x float> %wide.vec64, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %9 = fmul <32 x float> %wide.vec64, %wide.vec64
  %10 = shufflevector <32 x float> %9, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %11 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec65, <8 x float> %strided.vec65, <8 x float> %10)
  %12 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec67, <8 x float> %strided.vec67, <8 x float> %11)
  %13 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec68, <8 x float> %strided.vec68, <8 x float> %12)
  %14 = getelementptr inbounds float, ptr %out, i64 %index63
  store <8 x float> %13, ptr %14, align 4, !tbaa !24
  %index.next69 = add nuw i64 %index63, 8
  %15 = icmp eq i64 %index.next69, %n.vec62
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !65

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n70 = icmp eq i64 %n.vec62, %wide.trip.count
  br i1 %cmp.n70, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %16 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds float, ptr %q, i64 %16
  %17 = load float, ptr %arrayidx, align 4, !tbaa !24
  %18 = or disjoint i64 %16, 1
  %arrayidx7 = getelementptr inbounds float, ptr %q, i64 %18
  %19 = load float, ptr %arrayidx7, align 4, !tbaa !24
  %mul12 = fmul float %19, %19
  %20 = tail call float @llvm.fmuladd.f32(float %17, float %17, float %mul12)
  %21 = or disjoint i64 %16, 2
  %arrayidx16 = getelementptr inbounds float, ptr %q, i64 %21
  %22 = load float, ptr %arrayidx16, align 4, !tbaa !24
  %23 = tail call float @llvm.fmuladd.f32(float %22, float %22, float %20)
  %24 = or disjoint i64 %16, 3
  %arrayidx25 = getelementptr inbounds float, ptr %q, i64 %24
  %25 = load float, ptr %arrayidx25, align 4, !tbaa !24
  %26 = tail call float @llvm.fmuladd.f32(float %25, float %25, float %23)
  %arrayidx32 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %26, ptr %arrayidx32, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !66
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rec_count(ptr noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

for.body.preheader16:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 7
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 8, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = getelementptr inbounds %struct.rec, ptr %r, <8 x i64> %vec.ind
  %3 = extractelement <8 x ptr> %2, i64 0
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %wide.vec = load <32 x i64>, ptr %4, align 8, !tbaa !29
  %strided.vec = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec14 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec15 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %5 = sub <8 x i64> %strided.vec15, %strided.vec14
  %6 = getelementptr inbounds i8, <8 x ptr> %2, i64 8
  %7 = add nsw <8 x i64> %5, %strided.vec
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %7, <8 x ptr> %6, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !67
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %for.body.preheader16, label %vector.body, !llvm.loop !69

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds %struct.rec, ptr %r, i64 %indvars.iv
  %hi = getelementptr inbounds i8, ptr %arrayidx, i64 24
  %9 = load i64, ptr %hi, align 8, !tbaa !70
  %lo = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %10 = load i64, ptr %lo, align 8, !tbaa !71
  %sub = sub i64 %9, %10
  %count = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %11 = load i64, ptr %count, align 8, !tbaa !67
  %add = add nsw i64 %sub, %11
  store i64 %add, ptr %count, align 8, !tbaa !67
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !72
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale4_f64(ptr noalias nocapture noundef %p, double noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader37, label %vector.ph

for.body.preheader37:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %0 = insertelement <4 x double> poison, double %s, i64 0
  %1 = shufflevector <4 x double> %0, <4 x double> poison, <4 x i32> zeroinitializer
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %broadcast.splatinsert = insertelement <8 x double> poison, double %s, i64 0
  %invariant.gep = getelementptr i8, ptr %p, i64 -24
  %2 = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %3 = shl nsw i64 %index, 2
  %4 = getelementptr inbounds double, ptr %p, i64 %3
  %wide.vec = load <32 x double>, ptr %4, align 8, !tbaa !33
  %5 = or disjoint i64 %3, 3
  %gep = getelementptr double, ptr %invariant.gep, i64 %5
  %interleaved.vec = fmul <32 x double> %wide.vec, %2
  store <32 x double> %interleaved.vec, ptr %gep, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 8
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !73

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader37

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader37, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader37 ]
  %arrayidx.idx = shl nsw i64 %indvars.iv, 5
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 %arrayidx.idx
  %7 = load <4 x double>, ptr %arrayidx, align 8, !tbaa !33
  %8 = fmul <4 x double> %7, %1
  store <4 x double> %8, ptr %arrayidx, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !74
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @byte_sum8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 16
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 3
  %1 = getelementptr inbounds i8, ptr %b, i64 %0
  %wide.vec = load <128 x i8>, ptr %1, align 1, !tbaa !5
  %strided.vec = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %strided.vec26 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %strided.vec27 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %strided.vec28 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %strided.vec29 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %strided.vec30 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %strided.vec31 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %strided.vec32 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %2 = zext <16 x i8> %strided.vec to <16 x i32>
  %3 = zext <16 x i8> %strided.vec26 to <16 x i32>
  %4 = add nuw nsw <16 x i32> %2, %3
  %5 = zext <16 x i8> %strided.vec27 to <16 x i32>
  %6 = add nuw nsw <16 x i32> %4, %5
  %7 = zext <16 x i8> %strided.vec28 to <16 x i32>
  %8 = add nuw nsw <16 x i32> %6, %7
  %9 = zext <16 x i8> %strided.vec29 to <16 x i32>
  %10 = add nuw nsw <16 x i32> %8, %9
  %11 = zext <16 x i8> %strided.vec30 to <16 x i32>
  %12 = add nuw nsw <16 x i32> %10, %11
  %13 = zext <16 x i8> %strided.vec31 to <16 x i32>
  %14 = add nuw nsw <16 x i32> %12, %13
  %15 = zext <16 x i8> %strided.vec32 to <16 x i32>
  %16 = add nuw nsw <16 x i32> %14, %15
  %17 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %16, ptr %17, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 16
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !75

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec34 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index35 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next45, %vec.epilog.vector.body ]
  %19 = shl nsw i64 %index35, 3
  %20 = getelementptr inbounds i8, ptr %b, i64 %19
  %wide.vec36 = load <64 x i8>, ptr %20, align 1, !tbaa !5
  %strided.vec37 = shufflevector <64 x i8> %wide.vec36, <64 x i8> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec38 = shufflevector <64 x i8> %wide.vec36, <64 x i8> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec39 = shufflevector <64 x i8> %wide.vec36, <64 x i8> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec40 = shufflevector <64 x i8> %wide.vec36, <64 x i8> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec41 = shufflevector <64 x i8> %wide.vec36, <64 x i8> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec42 = shufflevector <64 x i8> %wide.vec36, <64 x i8> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec43 = shufflevector <64 x i8> %wide.vec36, <64 x i8> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec44 = shufflevector <64 x i8> %wide.vec36, <64 x i8> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %21 = zext <8 x i8> %strided.vec37 to <8 x i32>
  %22 = zext <8 x i8> %strided.vec38 to <8 x i32>
  %23 = add nuw nsw <8 x i32> %21, %22
  %24 = zext <8 x i8> %strided.vec39 to <8 x i32>
  %25 = add nuw nsw <8 x i32> %23, %24
  %26 = zext <8 x i8> %strided.vec40 to <8 x i32>
  %27 = add nuw nsw <8 x i32> %25, %26
  %28 = zext <8 x i8> %strided.vec41 to <8 x i32>
  %29 = add nuw nsw <8 x i32> %27, %28
  %30 = zext <8 x i8> %strided.vec42 to <8 x i32>
  %31 = add nuw nsw <8 x i32> %29, %30
  %32 = zext <8 x i8> %strided.vec43 to <8 x i32>
  %33 = add nuw nsw <8 x i32> %31, %32
  %34 = zext <8 x i8> %strided.vec44 to <8 x i32>
  %35 = add nuw nsw <8 x i32> %33, %34
  %36 = getelementptr inbounds i32, ptr %out, i64 %index35
  store <8 x i32> %35, ptr %36, align 4, !tbaa !19
  %index.next45 = add nuw i64 %index35, 8
  %37 = icmp eq i64 %index.next45, %n.vec34
  br i1 %37, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !76

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n46 = icmp eq i64 %n.vec34, %wide.trip.count
  br i1 %cmp.n46, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec34, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %38 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, ptr %b, i64 %38
  %39 = load <8 x i8>, ptr %arrayidx, align 1, !tbaa !5
  %40 = zext <8 x i8> %39 to <8 x i32>
  %41 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %40)
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %41, ptr %arrayidx7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !77

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @swap_ends8(ptr noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa.loopexit:     ; preds = %for.body
  %1 = shl nsw i64 %indvars.iv.next.1, 3
  br label %for.cond.cleanup.loopexit.unr-lcssa

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.cond.cleanup.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %1, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i16, ptr %p, i64 %indvars.iv.unr
  %2 = load i16, ptr %arrayidx.epil, align 2, !tbaa !14
  %3 = or disjoint i64 %indvars.iv.unr, 7
  %arrayidx3.epil = getelementptr inbounds i16, ptr %p, i64 %3
  %4 = load i16, ptr %arrayidx3.epil, align 2, !tbaa !14
  store i16 %4, ptr %arrayidx.epil, align 2, !tbaa !14
  store i16 %2, ptr %arrayidx3.epil, align 2, !tbaa !14
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %5 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i16, ptr %p, i64 %5
  %6 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %7 = or disjoint i64 %5, 7
  %arrayidx3 = getelementptr inbounds i16, ptr %p, i64 %7
  %8 = load i16, ptr %arrayidx3, align 2, !tbaa !14
  store i16 %8, ptr %arrayidx, align 2, !tbaa !14
  store i16 %6, ptr %arrayidx3, align 2, !tbaa !14
  %indvars.iv.next = shl i64 %indvars.iv, 3
  %9 = or disjoint i64 %indvars.iv.next, 8
  %arrayidx.1 = getelementptr inbounds i16, ptr %p, i64 %9
  %10 = load i16, ptr %arrayidx.1, align 2, !tbaa !14
  %11 = or disjoint i64 %indvars.iv.next, 15
  %arrayidx3.1 = getelementptr inbounds i16, ptr %p, i64 %11
  %12 = load i16, ptr %arrayidx3.1, align 2, !tbaa !14
  store i16 %12, ptr %arrayidx.1, align 2, !tbaa !14
  store i16 %10, ptr %arrayidx3.1, align 2, !tbaa !14
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa.loopexit, label %for.body, !llvm.loop !78
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pack8_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 16
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  %invariant.gep = getelementptr i8, ptr %out, i64 -28
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %in, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !19
  %1 = shl nsw i64 %index, 3
  %2 = add <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %3 = add <16 x i32> %wide.load, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %4 = add <16 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %5 = add <16 x i32> %wide.load, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %6 = add <16 x i32> %wide.load, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %7 = add <16 x i32> %wide.load, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %8 = add <16 x i32> %wide.load, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %9 = or disjoint i64 %1, 7
  %gep = getelementptr i32, ptr %invariant.gep, i64 %9
  %10 = shufflevector <16 x i32> %wide.load, <16 x i32> %2, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %11 = shufflevector <16 x i32> %3, <16 x i32> %4, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %12 = shufflevector <16 x i32> %5, <16 x i32> %6, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %13 = shufflevector <16 x i32> %7, <16 x i32> %8, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %14 = shufflevector <32 x i32> %10, <32 x i32> %11, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %15 = shufflevector <32 x i32> %12, <32 x i32> %13, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x i32> %14, <64 x i32> %15, <128 x i32> <i32 0, i32 16, i32 32, i32 48, i32 64, i32 80, i32 96, i32 112, i32 1, i32 17, i32 33, i32 49, i32 65, i32 81, i32 97, i32 113, i32 2, i32 18, i32 34, i32 50, i32 66, i32 82, i32 98, i32 114, i32 3, i32 19, i32 35, i32 51, i32 67, i32 83, i32 99, i32 115, i32 4, i32 20, i32 36, i32 52, i32 68, i32 84, i32 100, i32 116, i32 5, i32 21, i32 37, i32 53, i32 69, i32 85, i32 101, i32 117, i32 6, i32 22, i32 38, i32 54, i32 70, i32 86, i32 102, i32 118, i32 7, i32 23, i32 39, i32 55, i32 71, i32 87, i32 103, i32 119, i32 8, i32 24, i32 40, i32 56, i32 72, i32 88, i32 104, i32 120, i32 9, i32 25, i32 41, i32 57, i32 73, i32 89, i32 105, i32 121, i32 10, i32 26, i32 42, i32 58, i32 74, i32 90, i32 106, i32 122, i32 11, i32 27, i32 43, i32 59, i32 75, i32 91, i32 107, i32 123, i32 12, i32 28, i32 44, i32 60, i32 76, i32 92, i32 108, i32 124, i32 13, i32 29, i32 45, i32 61, i32 77, i32 93, i32 109, i32 125, i32 14, i32 30, i32 46, i32 62, i32 78, i32 94, i32 110, i32 126, i32 15, i32 31, i32 47, i32 63, i32 79, i32 95, i32 111, i32 127>
  store <128 x i32> %interleaved.vec, ptr %gep, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 16
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !79

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec27 = and i64 %wide.trip.count, 2147483640
  %invariant.gep33 = getelementptr i8, ptr %out, i64 -28
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %17 = getelementptr inbounds i32, ptr %in, i64 %index28
  %wide.load29 = load <8 x i32>, ptr %17, align 4, !tbaa !19
  %18 = shl nsw i64 %index28, 3
  %19 = add <8 x i32> %wide.load29, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %20 = add <8 x i32> %wide.load29, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %21 = add <8 x i32> %wide.load29, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %22 = add <8 x i32> %wide.load29, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %23 = add <8 x i32> %wide.load29, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %24 = add <8 x i32> %wide.load29, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %25 = add <8 x i32> %wide.load29, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %26 = or disjoint i64 %18, 7
  %gep34 = getelementptr i32, ptr %invariant.gep33, i64 %26
  %27 = shufflevector <8 x i32> %wide.load29, <8 x i32> %19, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %28 = shufflevector <8 x i32> %20, <8 x i32> %21, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %29 = shufflevector <8 x i32> %22, <8 x i32> %23, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %30 = shufflevector <8 x i32> %24, <8 x i32> %25, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %31 = shufflevector <16 x i32> %27, <16 x i32> %28, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %32 = shufflevector <16 x i32> %29, <16 x i32> %30, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec30 = shufflevector <32 x i32> %31, <32 x i32> %32, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x i32> %interleaved.vec30, ptr %gep34, align 4, !tbaa !19
  %index.next31 = add nuw i64 %index28, 8
  %33 = icmp eq i64 %index.next31, %n.vec27
  br i1 %33, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !80

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n32 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n32, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %indvars.iv
  %34 = load i32, ptr %arrayidx, align 4, !tbaa !19
  %35 = shl nsw i64 %indvars.iv, 3
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %35
  store i32 %34, ptr %arrayidx7, align 4, !tbaa !19
  %36 = or disjoint i64 %35, 1
  %arrayidx7.1 = getelementptr inbounds i32, ptr %out, i64 %36
  %37 = insertelement <4 x i32> poison, i32 %34, i64 0
  %38 = shufflevector <4 x i32> %37, <4 x i32> poison, <4 x i32> zeroinitializer
  %39 = add <4 x i32> %38, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %39, ptr %arrayidx7.1, align 4, !tbaa !19
  %40 = or disjoint i64 %35, 5
  %arrayidx7.5 = getelementptr inbounds i32, ptr %out, i64 %40
  %41 = insertelement <2 x i32> poison, i32 %34, i64 0
  %42 = shufflevector <2 x i32> %41, <2 x i32> poison, <2 x i32> zeroinitializer
  %43 = add <2 x i32> %42, <i32 5, i32 6>
  store <2 x i32> %43, ptr %arrayidx7.5, align 4, !tbaa !19
  %44 = add i32 %34, 7
  %45 = or disjoint i64 %35, 7
  %arrayidx7.7 = getelementptr inbounds i32, ptr %out, i64 %45
  store i32 %44, ptr %arrayidx7.7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !81

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @dot8_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp54 = icmp sgt i32 %n, 0
  br i1 %cmp54, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 4
  br i1 %min.iters.check, label %for.body.preheader72, label %vector.ph

for.body.preheader72:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483644
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %.idx = shl nsw i64 %index, 5
  %0 = getelementptr inbounds i8, ptr %v, i64 %.idx
  %wide.vec = load <32 x float>, ptr %0, align 4, !tbaa !24
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <4 x i32> <i32 0, i32 8, i32 16, i32 24>
  %strided.vec65 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <4 x i32> <i32 1, i32 9, i32 17, i32 25>
  %strided.vec66 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <4 x i32> <i32 2, i32 10, i32 18, i32 26>
  %strided.vec67 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <4 x i32> <i32 3, i32 11, i32 19, i32 27>
  %strided.vec68 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <4 x i32> <i32 4, i32 12, i32 20, i32 28>
  %strided.vec69 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <4 x i32> <i32 5, i32 13, i32 21, i32 29>
  %strided.vec70 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <4 x i32> <i32 6, i32 14, i32 22, i32 30>
  %strided.vec71 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <4 x i32> <i32 7, i32 15, i32 23, i32 31>
  %1 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec65, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %strided.vec)
  %2 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec66, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <4 x float> %1)
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec67, <4 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, <4 x float> %2)
  %4 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec68, <4 x float> <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>, <4 x float> %3)
  %5 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec69, <4 x float> <float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00>, <4 x float> %4)
  %6 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec70, <4 x float> <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>, <4 x float> %5)
  %7 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec71, <4 x float> <float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00>, <4 x float> %6)
  %8 = getelementptr inbounds float, ptr %out, i64 %index
  store <4 x float> %7, ptr %8, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 4
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !82

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader72

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader72, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader72 ]
  %10 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds float, ptr %v, i64 %10
  %11 = load float, ptr %arrayidx, align 4, !tbaa !24
  %12 = or disjoint i64 %10, 1
  %arrayidx3 = getelementptr inbounds float, ptr %v, i64 %12
  %13 = load float, ptr %arrayidx3, align 4, !tbaa !24
  %14 = tail call float @llvm.fmuladd.f32(float %13, float 2.000000e+00, float %11)
  %15 = or disjoint i64 %10, 2
  %arrayidx8 = getelementptr inbounds float, ptr %v, i64 %15
  %16 = load float, ptr %arrayidx8, align 4, !tbaa !24
  %17 = tail call float @llvm.fmuladd.f32(float %16, float 3.000000e+00, float %14)
  %18 = or disjoint i64 %10, 3
  %arrayidx13 = getelementptr inbounds float, ptr %v, i64 %18
  %19 = load float, ptr %arrayidx13, align 4, !tbaa !24
  %20 = tail call float @llvm.fmuladd.f32(float %19, float 4.000000e+00, float %17)
  %21 = or disjoint i64 %10, 4
  %arrayidx18 = getelementptr inbounds float, ptr %v, i64 %21
  %22 = load float, ptr %arrayidx18, align 4, !tbaa !24
  %23 = tail call float @llvm.fmuladd.f32(float %22, float 5.000000e+00, float %20)
  %24 = or disjoint i64 %10, 5
  %arrayidx23 = getelementptr inbounds float, ptr %v, i64 %24
  %25 = load float, ptr %arrayidx23, align 4, !tbaa !24
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 6.000000e+00, float %23)
  %27 = or disjoint i64 %10, 6
  %arrayidx28 = getelementptr inbounds float, ptr %v, i64 %27
  %28 = load float, ptr %arrayidx28, align 4, !tbaa !24
  %29 = tail call float @llvm.fmuladd.f32(float %28, float 7.000000e+00, float %26)
  %30 = or disjoint i64 %10, 7
  %arrayidx33 = getelementptr inbounds float, ptr %v, i64 %30
  %31 = load float, ptr %arrayidx33, align 4, !tbaa !24
  %32 = tail call float @llvm.fmuladd.f32(float %31, float 8.000000e+00, float %29)
  %arrayidx36 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %32, ptr %arrayidx36, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !83
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @first_of8_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

for.body.preheader18:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 7
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 8, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = shl nsw <8 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %3 = getelementptr inbounds i64, ptr %r, <8 x i64> %2
  %wide.masked.gather = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %3, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> poison), !tbaa !29
  %4 = or disjoint <8 x i64> %2, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %5 = getelementptr inbounds i64, ptr %r, <8 x i64> %4
  %wide.masked.gather17 = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %5, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> poison), !tbaa !29
  %6 = add nsw <8 x i64> %wide.masked.gather17, %wide.masked.gather
  %7 = getelementptr inbounds i64, ptr %out, i64 %index
  store <8 x i64> %6, ptr %7, align 8, !tbaa !29
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %for.body.preheader18, label %vector.body, !llvm.loop !84

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %9 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i64, ptr %r, i64 %9
  %10 = load i64, ptr %arrayidx, align 8, !tbaa !29
  %11 = or disjoint i64 %9, 4
  %arrayidx3 = getelementptr inbounds i64, ptr %r, i64 %11
  %12 = load i64, ptr %arrayidx3, align 8, !tbaa !29
  %add4 = add nsw i64 %12, %10
  %arrayidx6 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv
  store i64 %add4, ptr %arrayidx6, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !85
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @neg8_f64(ptr noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.cond1.preheader.preheader, label %for.cond.cleanup

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader33, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nsw <8 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %1 = getelementptr inbounds double, ptr %p, <8 x i64> %0
  %wide.masked.gather = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %1, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !33
  %2 = fneg <8 x double> %wide.masked.gather
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %2, <8 x ptr> %1, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %3 = or disjoint <8 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = getelementptr inbounds double, ptr %p, <8 x i64> %3
  %wide.masked.gather26 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %4, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !33
  %5 = fneg <8 x double> %wide.masked.gather26
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %5, <8 x ptr> %4, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %6 = or disjoint <8 x i64> %0, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %7 = getelementptr inbounds double, ptr %p, <8 x i64> %6
  %wide.masked.gather27 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %7, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !33
  %8 = fneg <8 x double> %wide.masked.gather27
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %8, <8 x ptr> %7, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %9 = or disjoint <8 x i64> %0, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %10 = getelementptr inbounds double, ptr %p, <8 x i64> %9
  %wide.masked.gather28 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !33
  %11 = fneg <8 x double> %wide.masked.gather28
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %11, <8 x ptr> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %12 = or disjoint <8 x i64> %0, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %13 = getelementptr inbounds double, ptr %p, <8 x i64> %12
  %wide.masked.gather29 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %13, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !33
  %14 = fneg <8 x double> %wide.masked.gather29
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %14, <8 x ptr> %13, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %15 = or disjoint <8 x i64> %0, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %16 = getelementptr inbounds double, ptr %p, <8 x i64> %15
  %wide.masked.gather30 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %16, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !33
  %17 = fneg <8 x double> %wide.masked.gather30
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %17, <8 x ptr> %16, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %18 = or disjoint <8 x i64> %0, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %19 = getelementptr inbounds double, ptr %p, <8 x i64> %18
  %wide.masked.gather31 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %19, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !33
  %20 = fneg <8 x double> %wide.masked.gather31
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %20, <8 x ptr> %19, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %21 = or disjoint <8 x i64> %0, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %22 = getelementptr inbounds double, ptr %p, <8 x i64> %21
  %wide.masked.gather32 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %22, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !33
  %23 = fneg <8 x double> %wide.masked.gather32
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %23, <8 x ptr> %22, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !86

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.cond1.preheader.preheader33

for.cond1.preheader.preheader33:                  ; preds = %middle.block, %for.cond1.preheader.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %n.vec, %middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader33, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader33 ]
  %arrayidx.idx = shl nsw i64 %indvars.iv, 6
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 %arrayidx.idx
  %25 = load <8 x double>, ptr %arrayidx, align 8, !tbaa !33
  %26 = fneg <8 x double> %25
  store <8 x double> %26, ptr %arrayidx, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !87

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @advance(ptr noalias nocapture noundef %p, float noundef %dt, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

for.body.preheader22:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %0 = insertelement <2 x float> poison, float %dt, i64 0
  %1 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> zeroinitializer
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483640
  %broadcast.splatinsert = insertelement <8 x float> poison, float %dt, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = getelementptr inbounds %struct.particle, ptr %p, <8 x i64> %vec.ind
  %3 = extractelement <8 x ptr> %2, i64 0
  %wide.vec = load <32 x float>, ptr %3, align 4, !tbaa !24
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec19 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec20 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec21 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %4 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat, <8 x float> %strided.vec20, <8 x float> %strided.vec)
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %4, <8 x ptr> %2, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !88
  %5 = getelementptr inbounds i8, <8 x ptr> %2, i64 4
  %6 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat, <8 x float> %strided.vec21, <8 x float> %strided.vec19)
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %6, <8 x ptr> %5, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !90
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !91

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader22

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader22, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader22 ]
  %arrayidx = getelementptr inbounds %struct.particle, ptr %p, i64 %indvars.iv
  %vx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %8 = load <2 x float>, ptr %vx, align 4, !tbaa !24
  %9 = load <2 x float>, ptr %arrayidx, align 4, !tbaa !24
  %10 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %1, <2 x float> %8, <2 x float> %9)
  store <2 x float> %10, ptr %arrayidx, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !92
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @set_flag(ptr noalias nocapture noundef %it, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 17
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = and i64 %wide.trip.count, 15
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 16, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = or disjoint i64 %index, 1
  %3 = or disjoint i64 %index, 2
  %4 = or disjoint i64 %index, 3
  %5 = or disjoint i64 %index, 4
  %6 = or disjoint i64 %index, 5
  %7 = or disjoint i64 %index, 6
  %8 = or disjoint i64 %index, 7
  %9 = or disjoint i64 %index, 8
  %10 = or disjoint i64 %index, 9
  %11 = or disjoint i64 %index, 10
  %12 = or disjoint i64 %index, 11
  %13 = or disjoint i64 %index, 12
  %14 = or disjoint i64 %index, 13
  %15 = or disjoint i64 %index, 14
  %16 = or disjoint i64 %index, 15
  %17 = getelementptr inbounds %struct.item, ptr %it, i64 %index
  %wide.vec = load <64 x i8>, ptr %17, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec14 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %18 = and <16 x i8> %strided.vec, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %19 = getelementptr inbounds i8, ptr %17, i64 1
  %20 = getelementptr inbounds %struct.item, ptr %it, i64 %2, i32 1
  %21 = getelementptr inbounds %struct.item, ptr %it, i64 %3, i32 1
  %22 = getelementptr inbounds %struct.item, ptr %it, i64 %4, i32 1
  %23 = getelementptr inbounds %struct.item, ptr %it, i64 %5, i32 1
  %24 = getelementptr inbounds %struct.item, ptr %it, i64 %6, i32 1
  %25 = getelementptr inbounds %struct.item, ptr %it, i64 %7, i32 1
  %26 = getelementptr inbounds %struct.item, ptr %it, i64 %8, i32 1
  %27 = getelementptr inbounds %struct.item, ptr %it, i64 %9, i32 1
  %28 = getelementptr inbounds %struct.item, ptr %it, i64 %10, i32 1
  %29 = getelementptr inbounds %struct.item, ptr %it, i64 %11, i32 1
  %30 = getelementptr inbounds %struct.item, ptr %it, i64 %12, i32 1
  %31 = getelementptr inbounds %struct.item, ptr %it, i64 %13, i32 1
  %32 = getelementptr inbounds %struct.item, ptr %it, i64 %14, i32 1
  %33 = getelementptr inbounds %struct.item, ptr %it, i64 %15, i32 1
  %34 = getelementptr inbounds %struct.item, ptr %it, i64 %16, i32 1
  %35 = or <16 x i8> %strided.vec14, %18
  %36 = extractelement <16 x i8> %35, i64 0
  store i8 %36, ptr %19, align 1, !tbaa !93
  %37 = extractelement <16 x i8> %35, i64 1
  store i8 %37, ptr %20, align 1, !tbaa !93
  %38 = extractelement <16 x i8> %35, i64 2
  store i8 %38, ptr %21, align 1, !tbaa !93
  %39 = extractelement <16 x i8> %35, i64 3
  store i8 %39, ptr %22, align 1, !tbaa !93
  %40 = extractelement <16 x i8> %35, i64 4
  store i8 %40, ptr %23, align 1, !tbaa !93
  %41 = extractelement <16 x i8> %35, i64 5
  store i8 %41, ptr %24, align 1, !tbaa !93
  %42 = extractelement <16 x i8> %35, i64 6
  store i8 %42, ptr %25, align 1, !tbaa !93
  %43 = extractelement <16 x i8> %35, i64 7
  store i8 %43, ptr %26, align 1, !tbaa !93
  %44 = extractelement <16 x i8> %35, i64 8
  store i8 %44, ptr %27, align 1, !tbaa !93
  %45 = extractelement <16 x i8> %35, i64 9
  store i8 %45, ptr %28, align 1, !tbaa !93
  %46 = extractelement <16 x i8> %35, i64 10
  store i8 %46, ptr %29, align 1, !tbaa !93
  %47 = extractelement <16 x i8> %35, i64 11
  store i8 %47, ptr %30, align 1, !tbaa !93
  %48 = extractelement <16 x i8> %35, i64 12
  store i8 %48, ptr %31, align 1, !tbaa !93
  %49 = extractelement <16 x i8> %35, i64 13
  store i8 %49, ptr %32, align 1, !tbaa !93
  %50 = extractelement <16 x i8> %35, i64 14
  store i8 %50, ptr %33, align 1, !tbaa !93
  %51 = extractelement <16 x i8> %35, i64 15
  store i8 %51, ptr %34, align 1, !tbaa !93
  %index.next = add nuw i64 %index, 16
  %52 = icmp eq i64 %index.next, %n.vec
  br i1 %52, label %vec.epilog.iter.check, label %vector.body, !llvm.loop !95

vec.epilog.iter.check:                            ; preds = %vector.body
  %min.epilog.iters.check = icmp ult i64 %1, 9
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.vector.body, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.vector.body ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf15 = and i64 %wide.trip.count, 7
  %53 = icmp eq i64 %n.mod.vf15, 0
  %54 = select i1 %53, i64 8, i64 %n.mod.vf15
  %n.vec16 = sub nsw i64 %wide.trip.count, %54
  %invariant.gep = getelementptr i8, ptr %it, i64 5
  %invariant.gep22 = getelementptr i8, ptr %it, i64 9
  %invariant.gep24 = getelementptr i8, ptr %it, i64 13
  %invariant.gep26 = getelementptr i8, ptr %it, i64 17
  %invariant.gep28 = getelementptr i8, ptr %it, i64 21
  %invariant.gep30 = getelementptr i8, ptr %it, i64 25
  %invariant.gep32 = getelementptr i8, ptr %it, i64 29
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next21, %vec.epilog.vector.body ]
  %55 = getelementptr inbounds %struct.item, ptr %it, i64 %index17
  %wide.vec18 = load <32 x i8>, ptr %55, align 1, !tbaa !5
  %strided.vec19 = shufflevector <32 x i8> %wide.vec18, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec20 = shufflevector <32 x i8> %wide.vec18, <32 x i8> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %56 = and <8 x i8> %strided.vec19, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %57 = getelementptr inbounds i8, ptr %55, i64 1
  %gep = getelementptr %struct.item, ptr %invariant.gep, i64 %index17
  %gep23 = getelementptr %struct.item, ptr %invariant.gep22, i64 %index17
  %gep25 = getelementptr %struct.item, ptr %invariant.gep24, i64 %index17
  %gep27 = getelementptr %struct.item, ptr %invariant.gep26, i64 %index17
  %gep29 = getelementptr %struct.item, ptr %invariant.gep28, i64 %index17
  %gep31 = getelementptr %struct.item, ptr %invariant.gep30, i64 %index17
  %gep33 = getelementptr %struct.item, ptr %invariant.gep32, i64 %index17
  %58 = or <8 x i8> %strided.vec20, %56
  %59 = extractelement <8 x i8> %58, i64 0
  store i8 %59, ptr %57, align 1, !tbaa !93
  %60 = extractelement <8 x i8> %58, i64 1
  store i8 %60, ptr %gep, align 1, !tbaa !93
  %61 = extractelement <8 x i8> %58, i64 2
  store i8 %61, ptr %gep23, align 1, !tbaa !93
  %62 = extractelement <8 x i8> %58, i64 3
  store i8 %62, ptr %gep25, align 1, !tbaa !93
  %63 = extractelement <8 x i8> %58, i64 4
  store i8 %63, ptr %gep27, align 1, !tbaa !93
  %64 = extractelement <8 x i8> %58, i64 5
  store i8 %64, ptr %gep29, align 1, !tbaa !93
  %65 = extractelement <8 x i8> %58, i64 6
  store i8 %65, ptr %gep31, align 1, !tbaa !93
  %66 = extractelement <8 x i8> %58, i64 7
  store i8 %66, ptr %gep33, align 1, !tbaa !93
  %index.next21 = add nuw i64 %index17, 8
  %67 = icmp eq i64 %index.next21, %n.vec16
  br i1 %67, label %for.body.preheader, label %vec.epilog.vector.body, !llvm.loop !96

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds %struct.item, ptr %it, i64 %indvars.iv
  %68 = load i8, ptr %arrayidx, align 2, !tbaa !97
  %69 = and i8 %68, 1
  %flags = getelementptr inbounds i8, ptr %arrayidx, i64 1
  %70 = load i8, ptr %flags, align 1, !tbaa !93
  %or9 = or i8 %70, %69
  store i8 %or9, ptr %flags, align 1, !tbaa !93
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !98
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_split(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 16
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !24
  %1 = fcmp ogt <16 x float> %wide.load, zeroinitializer
  %2 = shl nuw nsw <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %3 = getelementptr inbounds float, ptr %out, <16 x i64> %2
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %3, i32 4, <16 x i1> %1), !tbaa !24
  %4 = fneg <16 x float> %wide.load
  %5 = or disjoint <16 x i64> %2, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %6 = getelementptr inbounds float, ptr %out, <16 x i64> %5
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %4, <16 x ptr> %6, i32 4, <16 x i1> %1), !tbaa !24
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !99

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec27 = and i64 %wide.trip.count, 2147483640
  %.splatinsert = insertelement <8 x i64> poison, i64 %vec.epilog.resume.val, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index29 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %vec.ind30 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next31, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds float, ptr %a, i64 %index29
  %wide.load32 = load <8 x float>, ptr %8, align 4, !tbaa !24
  %9 = fcmp ogt <8 x float> %wide.load32, zeroinitializer
  %10 = shl nuw nsw <8 x i64> %vec.ind30, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %11 = getelementptr inbounds float, ptr %out, <8 x i64> %10
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %wide.load32, <8 x ptr> %11, i32 4, <8 x i1> %9), !tbaa !24
  %12 = fneg <8 x float> %wide.load32
  %13 = or disjoint <8 x i64> %10, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %14 = getelementptr inbounds float, ptr %out, <8 x i64> %13
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %12, <8 x ptr> %14, i32 4, <8 x i1> %9), !tbaa !24
  %index.next33 = add nuw i64 %index29, 8
  %vec.ind.next31 = add <8 x i64> %vec.ind30, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %15 = icmp eq i64 %index.next33, %n.vec27
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !100

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %16 = load float, ptr %arrayidx, align 4, !tbaa !24
  %cmp1 = fcmp ogt float %16, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %17 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %17
  store float %16, ptr %arrayidx5, align 4, !tbaa !24
  %fneg = fneg float %16
  %18 = or disjoint i64 %17, 1
  %arrayidx10 = getelementptr inbounds float, ptr %out, i64 %18
  store float %fneg, ptr %arrayidx10, align 4, !tbaa !24
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !101
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_rgb(ptr noalias nocapture noundef writeonly %rgb, ptr noalias nocapture noundef readonly %mask, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, ptr %mask, i64 %indvars.iv.unr
  %1 = load i8, ptr %arrayidx.epil, align 1, !tbaa !5
  %2 = and i8 %1, 1
  %tobool.not.epil = icmp eq i8 %2, 0
  br i1 %tobool.not.epil, label %for.cond.cleanup, label %if.then.epil

if.then.epil:                                     ; preds = %for.body.epil
  %3 = mul nuw nsw i64 %indvars.iv.unr, 3
  %arrayidx2.epil = getelementptr inbounds i8, ptr %rgb, i64 %3
  store i8 0, ptr %arrayidx2.epil, align 1, !tbaa !5
  %arrayidx5.epil = getelementptr inbounds i8, ptr %arrayidx2.epil, i64 1
  store i8 0, ptr %arrayidx5.epil, align 1, !tbaa !5
  %arrayidx9.epil = getelementptr inbounds i8, ptr %arrayidx2.epil, i64 2
  store i8 0, ptr %arrayidx9.epil, align 1, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i8, ptr %mask, i64 %indvars.iv
  %4 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %5 = and i8 %4, 1
  %tobool.not = icmp eq i8 %5, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %6 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx2 = getelementptr inbounds i8, ptr %rgb, i64 %6
  store i8 0, ptr %arrayidx2, align 1, !tbaa !5
  %arrayidx5 = getelementptr inbounds i8, ptr %arrayidx2, i64 1
  store i8 0, ptr %arrayidx5, align 1, !tbaa !5
  %arrayidx9 = getelementptr inbounds i8, ptr %arrayidx2, i64 2
  store i8 0, ptr %arrayidx9, align 1, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, ptr %mask, i64 %indvars.iv.next
  %7 = load i8, ptr %arrayidx.1, align 1, !tbaa !5
  %8 = and i8 %7, 1
  %tobool.not.1 = icmp eq i8 %8, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %9 = mul nuw nsw i64 %indvars.iv.next, 3
  %arrayidx2.1 = getelementptr inbounds i8, ptr %rgb, i64 %9
  store i8 0, ptr %arrayidx2.1, align 1, !tbaa !5
  %arrayidx5.1 = getelementptr inbounds i8, ptr %arrayidx2.1, i64 1
  store i8 0, ptr %arrayidx5.1, align 1, !tbaa !5
  %arrayidx9.1 = getelementptr inbounds i8, ptr %arrayidx2.1, i64 2
  store i8 0, ptr %arrayidx9.1, align 1, !tbaa !5
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !102
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_rec(ptr noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader33, label %vector.ph

for.body.preheader33:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 7
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 8, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = getelementptr inbounds %struct.rec, ptr %r, <8 x i64> %vec.ind
  %3 = getelementptr inbounds i8, <8 x ptr> %2, i64 16
  %4 = extractelement <8 x ptr> %3, i64 0
  %wide.vec = load <32 x i64>, ptr %4, align 8, !tbaa !29
  %strided.vec = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec32 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %5 = getelementptr inbounds i8, <8 x ptr> %2, i64 24
  %6 = icmp sgt <8 x i64> %strided.vec, %strided.vec32
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %strided.vec32, <8 x ptr> %3, i32 8, <8 x i1> %6), !tbaa !71
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %strided.vec, <8 x ptr> %5, i32 8, <8 x i1> %6), !tbaa !70
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.body.preheader33, label %vector.body, !llvm.loop !103

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader33, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader33 ]
  %arrayidx = getelementptr inbounds %struct.rec, ptr %r, i64 %indvars.iv
  %lo = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %8 = load i64, ptr %lo, align 8, !tbaa !71
  %hi = getelementptr inbounds i8, ptr %arrayidx, i64 24
  %9 = load i64, ptr %hi, align 8, !tbaa !70
  %cmp3 = icmp sgt i64 %8, %9
  br i1 %cmp3, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  store i64 %9, ptr %lo, align 8, !tbaa !71
  store i64 %8, ptr %hi, align 8, !tbaa !70
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !104
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.fmuladd.v8f64(<8 x double>, <8 x double>, <8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <96 x i32> @llvm.smin.v96i32(<96 x i32>, <96 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.smax.v4i16(<4 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f64.v8p0(<8 x double>, <8 x ptr>, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9, !10, !11}
!13 = distinct !{!13, !9, !11, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !6, i64 0}
!16 = distinct !{!16, !9, !10, !11}
!17 = distinct !{!17, !9, !10, !11}
!18 = distinct !{!18, !9, !11, !10}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !6, i64 0}
!21 = distinct !{!21, !9, !10, !11}
!22 = distinct !{!22, !9, !10, !11}
!23 = distinct !{!23, !9, !11, !10}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !6, i64 0}
!26 = distinct !{!26, !9, !10, !11}
!27 = distinct !{!27, !9, !10, !11}
!28 = distinct !{!28, !9, !11, !10}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !6, i64 0}
!31 = distinct !{!31, !9, !10, !11}
!32 = distinct !{!32, !9, !11, !10}
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !6, i64 0}
!35 = distinct !{!35, !9, !10, !11}
!36 = distinct !{!36, !9, !11, !10}
!37 = distinct !{!37, !9, !10, !11}
!38 = distinct !{!38, !9, !10, !11}
!39 = distinct !{!39, !9, !11, !10}
!40 = distinct !{!40, !9, !10, !11}
!41 = distinct !{!41, !9, !10, !11}
!42 = distinct !{!42, !9, !11, !10}
!43 = distinct !{!43, !9, !10, !11}
!44 = distinct !{!44, !9, !10, !11}
!45 = distinct !{!45, !9, !11, !10}
!46 = distinct !{!46, !9, !10, !11}
!47 = distinct !{!47, !9, !10, !11}
!48 = !{!49, !25, i64 0}
!49 = !{!"vec3", !25, i64 0, !25, i64 4, !25, i64 8}
!50 = !{!49, !25, i64 8}
!51 = distinct !{!51, !9, !11, !10}
!52 = distinct !{!52, !9, !10, !11}
!53 = distinct !{!53, !9, !11, !10}
!54 = distinct !{!54, !9, !10, !11}
!55 = distinct !{!55, !9, !11, !10}
!56 = distinct !{!56, !9, !10, !11}
!57 = distinct !{!57, !9, !10, !11}
!58 = distinct !{!58, !9, !11, !10}
!59 = distinct !{!59, !9, !10, !11}
!60 = distinct !{!60, !9, !11, !10}
!61 = distinct !{!61, !9, !10, !11}
!62 = distinct !{!62, !9, !10, !11}
!63 = distinct !{!63, !9, !11, !10}
!64 = distinct !{!64, !9, !10, !11}
!65 = distinct !{!65, !9, !10, !11}
!66 = distinct !{!66, !9, !11, !10}
!67 = !{!68, !30, i64 8}
!68 = !{!"rec", !30, i64 0, !30, i64 8, !30, i64 16, !30, i64 24}
!69 = distinct !{!69, !9, !10, !11}
!70 = !{!68, !30, i64 24}
!71 = !{!68, !30, i64 16}
!72 = distinct !{!72, !9, !11, !10}
!73 = distinct !{!73, !9, !10, !11}
!74 = distinct !{!74, !9, !11, !10}
!75 = distinct !{!75, !9, !10, !11}
!76 = distinct !{!76, !9, !10, !11}
!77 = distinct !{!77, !9, !11, !10}
!78 = distinct !{!78, !9}
!79 = distinct !{!79, !9, !10, !11}
!80 = distinct !{!80, !9, !10, !11}
!81 = distinct !{!81, !9, !11, !10}
!82 = distinct !{!82, !9, !10, !11}
!83 = distinct !{!83, !9, !11, !10}
!84 = distinct !{!84, !9, !10, !11}
!85 = distinct !{!85, !9, !11, !10}
!86 = distinct !{!86, !9, !10, !11}
!87 = distinct !{!87, !9, !11, !10}
!88 = !{!89, !25, i64 0}
!89 = !{!"particle", !25, i64 0, !25, i64 4, !25, i64 8, !25, i64 12}
!90 = !{!89, !25, i64 4}
!91 = distinct !{!91, !9, !10, !11}
!92 = distinct !{!92, !9, !11, !10}
!93 = !{!94, !6, i64 1}
!94 = !{!"item", !6, i64 0, !6, i64 1, !15, i64 2}
!95 = distinct !{!95, !9, !10, !11}
!96 = distinct !{!96, !9, !10, !11}
!97 = !{!94, !6, i64 0}
!98 = distinct !{!98, !9, !11, !10}
!99 = distinct !{!99, !9, !10, !11}
!100 = distinct !{!100, !9, !10, !11}
!101 = distinct !{!101, !9, !11, !10}
!102 = distinct !{!102, !9}
!103 = distinct !{!103, !9, !10, !11}
!104 = distinct !{!104, !9, !11, !10}
