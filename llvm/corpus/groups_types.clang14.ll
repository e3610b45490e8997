; ModuleID = 'groups_types.c'
source_filename = "groups_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rgb_to_gray(i8* noalias nocapture noundef writeonly %gray, i8* noalias nocapture noundef readonly %rgb, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp26 = icmp sgt i32 %n, 0
  br i1 %cmp26, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check32 = icmp ult i32 %n, 32
  br i1 %min.iters.check32, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = mul nuw nsw i64 %index, 3
  %1 = getelementptr inbounds i8, i8* %rgb, i64 %0
  %2 = bitcast i8* %1 to <96 x i8>*
  %wide.vec = load <96 x i8>, <96 x i8>* %2, align 1, !tbaa !5
  %strided.vec = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec33 = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec34 = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %3 = zext <32 x i8> %strided.vec to <32 x i32>
  %4 = mul nuw nsw <32 x i32> %3, <i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77>
  %5 = zext <32 x i8> %strided.vec33 to <32 x i32>
  %6 = mul nuw nsw <32 x i32> %5, <i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150>
  %7 = add nuw nsw <32 x i32> %6, %4
  %8 = zext <32 x i8> %strided.vec34 to <32 x i32>
  %9 = mul nuw nsw <32 x i32> %8, <i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29>
  %10 = add nuw nsw <32 x i32> %7, %9
  %11 = lshr <32 x i32> %10, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %12 = trunc <32 x i32> %11 to <32 x i8>
  %13 = getelementptr inbounds i8, i8* %gray, i64 %index
  %14 = bitcast i8* %13 to <32 x i8>*
  store <32 x i8> %12, <32 x i8>* %14, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 32
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec36 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index38 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next43, %vec.epilog.vector.body ]
  %16 = mul nuw nsw i64 %index38, 3
  %17 = getelementptr inbounds i8, i8* %rgb, i64 %16
  %18 = bitcast i8* %17 to <48 x i8>*
  %wide.vec39 = load <48 x i8>, <48 x i8>* %18, align 1, !tbaa !5
  %strided.vec40 = shufflevector <48 x i8> %wide.vec39, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec41 = shufflevector <48 x i8> %wide.vec39, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec42 = shufflevector <48 x i8> %wide.vec39, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %19 = zext <16 x i8> %strided.vec40 to <16 x i32>
  %20 = mul nuw nsw <16 x i32> %19, <i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77>
  %21 = zext <16 x i8> %strided.vec41 to <16 x i32>
  %22 = mul nuw nsw <16 x i32> %21, <i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150>
  %23 = add nuw nsw <16 x i32> %22, %20
  %24 = zext <16 x i8> %strided.vec42 to <16 x i32>
  %25 = mul nuw nsw <16 x i32> %24, <i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29>
  %26 = add nuw nsw <16 x i32> %23, %25
  %27 = lshr <16 x i32> %26, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %28 = trunc <16 x i32> %27 to <16 x i8>
  %29 = getelementptr inbounds i8, i8* %gray, i64 %index38
  %30 = bitcast i8* %29 to <16 x i8>*
  store <16 x i8> %28, <16 x i8>* %30, align 1, !tbaa !5
  %index.next43 = add nuw i64 %index38, 16
  %31 = icmp eq i64 %index.next43, %n.vec36
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n37 = icmp eq i64 %n.vec36, %wide.trip.count
  br i1 %cmp.n37, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec36, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %32 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, i8* %rgb, i64 %32
  %33 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %33 to i32
  %mul1 = mul nuw nsw i32 %conv, 77
  %34 = add nuw nsw i64 %32, 1
  %arrayidx4 = getelementptr inbounds i8, i8* %rgb, i64 %34
  %35 = load i8, i8* %arrayidx4, align 1, !tbaa !5
  %conv5 = zext i8 %35 to i32
  %mul6 = mul nuw nsw i32 %conv5, 150
  %add7 = add nuw nsw i32 %mul6, %mul1
  %36 = add nuw nsw i64 %32, 2
  %arrayidx11 = getelementptr inbounds i8, i8* %rgb, i64 %36
  %37 = load i8, i8* %arrayidx11, align 1, !tbaa !5
  %conv12 = zext i8 %37 to i32
  %mul13 = mul nuw nsw i32 %conv12, 29
  %add14 = add nuw nsw i32 %add7, %mul13
  %38 = lshr i32 %add14, 8
  %conv15 = trunc i32 %38 to i8
  %arrayidx17 = getelementptr inbounds i8, i8* %gray, i64 %indvars.iv
  store i8 %conv15, i8* %arrayidx17, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gray_to_rgba(i8* noalias nocapture noundef writeonly %rgba, i8* noalias nocapture noundef readonly %gray, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp32 = icmp sgt i32 %n, 0
  br i1 %cmp32, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check39 = icmp ult i32 %n, 32
  br i1 %min.iters.check39, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  %4 = getelementptr inbounds i8, i8* %rgba, i64 -3
  %5 = getelementptr inbounds i8, i8* %rgba, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds i8, i8* %gray, i64 %index
  %7 = bitcast i8* %6 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %7, align 1, !tbaa !5
  %8 = shl nsw i64 %index, 2
  %9 = or i64 %8, 3
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to <128 x i8>*
  %12 = shufflevector <32 x i8> %wide.load, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %13 = shufflevector <32 x i8> %wide.load, <32 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x i8> %12, <64 x i8> %13, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x i8> %interleaved.vec, <128 x i8>* %11, align 1, !tbaa !5
  %index.next = or i64 %index, 32
  %14 = getelementptr inbounds i8, i8* %gray, i64 %index.next
  %15 = bitcast i8* %14 to <32 x i8>*
  %wide.load.1 = load <32 x i8>, <32 x i8>* %15, align 1, !tbaa !5
  %16 = shl nsw i64 %index.next, 2
  %17 = or i64 %16, 3
  %18 = getelementptr inbounds i8, i8* %5, i64 %17
  %19 = bitcast i8* %18 to <128 x i8>*
  %20 = shufflevector <32 x i8> %wide.load.1, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %21 = shufflevector <32 x i8> %wide.load.1, <32 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec.1 = shufflevector <64 x i8> %20, <64 x i8> %21, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x i8> %interleaved.vec.1, <128 x i8>* %19, align 1, !tbaa !5
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds i8, i8* %gray, i64 %index.unr
  %23 = bitcast i8* %22 to <32 x i8>*
  %wide.load.epil = load <32 x i8>, <32 x i8>* %23, align 1, !tbaa !5
  %24 = shl nsw i64 %index.unr, 2
  %25 = or i64 %24, 3
  %26 = getelementptr inbounds i8, i8* %rgba, i64 -3
  %27 = getelementptr inbounds i8, i8* %26, i64 %25
  %28 = bitcast i8* %27 to <128 x i8>*
  %29 = shufflevector <32 x i8> %wide.load.epil, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %30 = shufflevector <32 x i8> %wide.load.epil, <32 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec.epil = shufflevector <64 x i8> %29, <64 x i8> %30, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x i8> %interleaved.vec.epil, <128 x i8>* %28, align 1, !tbaa !5
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec41 = and i64 %wide.trip.count, 4294967280
  %31 = getelementptr inbounds i8, i8* %rgba, i64 -3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index43 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next46, %vec.epilog.vector.body ]
  %32 = getelementptr inbounds i8, i8* %gray, i64 %index43
  %33 = bitcast i8* %32 to <16 x i8>*
  %wide.load44 = load <16 x i8>, <16 x i8>* %33, align 1, !tbaa !5
  %34 = shl nsw i64 %index43, 2
  %35 = or i64 %34, 3
  %36 = getelementptr inbounds i8, i8* %31, i64 %35
  %37 = bitcast i8* %36 to <64 x i8>*
  %38 = shufflevector <16 x i8> %wide.load44, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %39 = shufflevector <16 x i8> %wide.load44, <16 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec45 = shufflevector <32 x i8> %38, <32 x i8> %39, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i8> %interleaved.vec45, <64 x i8>* %37, align 1, !tbaa !5
  %index.next46 = add nuw i64 %index43, 16
  %40 = icmp eq i64 %index.next46, %n.vec41
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n42 = icmp eq i64 %n.vec41, %wide.trip.count
  br i1 %cmp.n42, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec41, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %gray, i64 %indvars.iv
  %41 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %42 = shl nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds i8, i8* %rgba, i64 %42
  store i8 %41, i8* %arrayidx2, align 1, !tbaa !5
  %43 = or i64 %42, 1
  %arrayidx7 = getelementptr inbounds i8, i8* %rgba, i64 %43
  store i8 %41, i8* %arrayidx7, align 1, !tbaa !5
  %44 = or i64 %42, 2
  %arrayidx13 = getelementptr inbounds i8, i8* %rgba, i64 %44
  store i8 %41, i8* %arrayidx13, align 1, !tbaa !5
  %45 = or i64 %42, 3
  %arrayidx17 = getelementptr inbounds i8, i8* %rgba, i64 %45
  store i8 -1, i8* %arrayidx17, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @stereo_swap(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 32
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  %4 = getelementptr inbounds i16, i16* %in, i64 -1
  %5 = getelementptr inbounds i16, i16* %out, i64 -1
  %6 = getelementptr inbounds i16, i16* %in, i64 -1
  %7 = getelementptr inbounds i16, i16* %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %8 = shl nuw nsw i64 %index, 1
  %9 = or i64 %8, 1
  %10 = getelementptr inbounds i16, i16* %4, i64 %9
  %11 = bitcast i16* %10 to <64 x i16>*
  %wide.vec = load <64 x i16>, <64 x i16>* %11, align 2, !tbaa !17
  %strided.vec = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec26 = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %12 = ashr <32 x i16> %strided.vec, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %13 = getelementptr inbounds i16, i16* %5, i64 %9
  %14 = bitcast i16* %13 to <64 x i16>*
  %interleaved.vec = shufflevector <32 x i16> %strided.vec26, <32 x i16> %12, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i16> %interleaved.vec, <64 x i16>* %14, align 2, !tbaa !17
  %index.next = shl i64 %index, 1
  %15 = or i64 %index.next, 65
  %16 = getelementptr inbounds i16, i16* %6, i64 %15
  %17 = bitcast i16* %16 to <64 x i16>*
  %wide.vec.1 = load <64 x i16>, <64 x i16>* %17, align 2, !tbaa !17
  %strided.vec.1 = shufflevector <64 x i16> %wide.vec.1, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec26.1 = shufflevector <64 x i16> %wide.vec.1, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %18 = ashr <32 x i16> %strided.vec.1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %19 = getelementptr inbounds i16, i16* %7, i64 %15
  %20 = bitcast i16* %19 to <64 x i16>*
  %interleaved.vec.1 = shufflevector <32 x i16> %strided.vec26.1, <32 x i16> %18, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i16> %interleaved.vec.1, <64 x i16>* %20, align 2, !tbaa !17
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl i64 %index.next.1, 1
  %phi.bo36 = or i64 %phi.bo, 1
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 1, %vector.ph ], [ %phi.bo36, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %21 = getelementptr inbounds i16, i16* %in, i64 -1
  %22 = getelementptr inbounds i16, i16* %21, i64 %index.unr
  %23 = bitcast i16* %22 to <64 x i16>*
  %wide.vec.epil = load <64 x i16>, <64 x i16>* %23, align 2, !tbaa !17
  %strided.vec.epil = shufflevector <64 x i16> %wide.vec.epil, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec26.epil = shufflevector <64 x i16> %wide.vec.epil, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %24 = ashr <32 x i16> %strided.vec.epil, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %25 = getelementptr inbounds i16, i16* %out, i64 -1
  %26 = getelementptr inbounds i16, i16* %25, i64 %index.unr
  %27 = bitcast i16* %26 to <64 x i16>*
  %interleaved.vec.epil = shufflevector <32 x i16> %strided.vec26.epil, <32 x i16> %24, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i16> %interleaved.vec.epil, <64 x i16>* %27, align 2, !tbaa !17
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec28 = and i64 %wide.trip.count, 4294967280
  %28 = getelementptr inbounds i16, i16* %in, i64 -1
  %29 = getelementptr inbounds i16, i16* %out, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %30 = shl nuw nsw i64 %index30, 1
  %31 = or i64 %30, 1
  %32 = getelementptr inbounds i16, i16* %28, i64 %31
  %33 = bitcast i16* %32 to <32 x i16>*
  %wide.vec31 = load <32 x i16>, <32 x i16>* %33, align 2, !tbaa !17
  %strided.vec32 = shufflevector <32 x i16> %wide.vec31, <32 x i16> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec33 = shufflevector <32 x i16> %wide.vec31, <32 x i16> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %34 = ashr <16 x i16> %strided.vec32, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %35 = getelementptr inbounds i16, i16* %29, i64 %31
  %36 = bitcast i16* %35 to <32 x i16>*
  %interleaved.vec34 = shufflevector <16 x i16> %strided.vec33, <16 x i16> %34, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i16> %interleaved.vec34, <32 x i16>* %36, align 2, !tbaa !17
  %index.next35 = add nuw i64 %index30, 16
  %37 = icmp eq i64 %index.next35, %n.vec28
  br i1 %37, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %38 = shl nuw nsw i64 %indvars.iv, 1
  %39 = or i64 %38, 1
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %39
  %40 = load i16, i16* %arrayidx, align 2, !tbaa !17
  %arrayidx3 = getelementptr inbounds i16, i16* %out, i64 %38
  store i16 %40, i16* %arrayidx3, align 2, !tbaa !17
  %arrayidx6 = getelementptr inbounds i16, i16* %in, i64 %38
  %41 = load i16, i16* %arrayidx6, align 2, !tbaa !17
  %42 = ashr i16 %41, 1
  %arrayidx11 = getelementptr inbounds i16, i16* %out, i64 %39
  store i16 %42, i16* %arrayidx11, align 2, !tbaa !17
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum3_i16(i32* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check28 = icmp ult i32 %n, 16
  br i1 %min.iters.check28, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
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
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = mul nuw nsw i64 %index, 3
  %5 = getelementptr inbounds i16, i16* %in, i64 %4
  %6 = bitcast i16* %5 to <48 x i16>*
  %wide.vec = load <48 x i16>, <48 x i16>* %6, align 2, !tbaa !17
  %strided.vec = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec29 = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec30 = shufflevector <48 x i16> %wide.vec, <48 x i16> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %7 = sext <16 x i16> %strided.vec to <16 x i32>
  %8 = sext <16 x i16> %strided.vec29 to <16 x i32>
  %9 = add nsw <16 x i32> %8, %7
  %10 = sext <16 x i16> %strided.vec30 to <16 x i32>
  %11 = add nsw <16 x i32> %9, %10
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <16 x i32>*
  store <16 x i32> %11, <16 x i32>* %13, align 4, !tbaa !22
  %index.next = or i64 %index, 16
  %14 = mul nuw nsw i64 %index.next, 3
  %15 = getelementptr inbounds i16, i16* %in, i64 %14
  %16 = bitcast i16* %15 to <48 x i16>*
  %wide.vec.1 = load <48 x i16>, <48 x i16>* %16, align 2, !tbaa !17
  %strided.vec.1 = shufflevector <48 x i16> %wide.vec.1, <48 x i16> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec29.1 = shufflevector <48 x i16> %wide.vec.1, <48 x i16> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec30.1 = shufflevector <48 x i16> %wide.vec.1, <48 x i16> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %17 = sext <16 x i16> %strided.vec.1 to <16 x i32>
  %18 = sext <16 x i16> %strided.vec29.1 to <16 x i32>
  %19 = add nsw <16 x i32> %18, %17
  %20 = sext <16 x i16> %strided.vec30.1 to <16 x i32>
  %21 = add nsw <16 x i32> %19, %20
  %22 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %23 = bitcast i32* %22 to <16 x i32>*
  store <16 x i32> %21, <16 x i32>* %23, align 4, !tbaa !22
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !24

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = mul nuw nsw i64 %index.unr, 3
  %25 = getelementptr inbounds i16, i16* %in, i64 %24
  %26 = bitcast i16* %25 to <48 x i16>*
  %wide.vec.epil = load <48 x i16>, <48 x i16>* %26, align 2, !tbaa !17
  %strided.vec.epil = shufflevector <48 x i16> %wide.vec.epil, <48 x i16> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec29.epil = shufflevector <48 x i16> %wide.vec.epil, <48 x i16> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec30.epil = shufflevector <48 x i16> %wide.vec.epil, <48 x i16> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %27 = sext <16 x i16> %strided.vec.epil to <16 x i32>
  %28 = sext <16 x i16> %strided.vec29.epil to <16 x i32>
  %29 = add nsw <16 x i32> %28, %27
  %30 = sext <16 x i16> %strided.vec30.epil to <16 x i32>
  %31 = add nsw <16 x i32> %29, %30
  %32 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %33 = bitcast i32* %32 to <16 x i32>*
  store <16 x i32> %31, <16 x i32>* %33, align 4, !tbaa !22
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec32 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index34 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next39, %vec.epilog.vector.body ]
  %34 = mul nuw nsw i64 %index34, 3
  %35 = getelementptr inbounds i16, i16* %in, i64 %34
  %36 = bitcast i16* %35 to <24 x i16>*
  %wide.vec35 = load <24 x i16>, <24 x i16>* %36, align 2, !tbaa !17
  %strided.vec36 = shufflevector <24 x i16> %wide.vec35, <24 x i16> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec37 = shufflevector <24 x i16> %wide.vec35, <24 x i16> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec38 = shufflevector <24 x i16> %wide.vec35, <24 x i16> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %37 = sext <8 x i16> %strided.vec36 to <8 x i32>
  %38 = sext <8 x i16> %strided.vec37 to <8 x i32>
  %39 = add nsw <8 x i32> %38, %37
  %40 = sext <8 x i16> %strided.vec38 to <8 x i32>
  %41 = add nsw <8 x i32> %39, %40
  %42 = getelementptr inbounds i32, i32* %out, i64 %index34
  %43 = bitcast i32* %42 to <8 x i32>*
  store <8 x i32> %41, <8 x i32>* %43, align 4, !tbaa !22
  %index.next39 = add nuw i64 %index34, 8
  %44 = icmp eq i64 %index.next39, %n.vec32
  br i1 %44, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n33 = icmp eq i64 %n.vec32, %wide.trip.count
  br i1 %cmp.n33, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec32, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %45 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %45
  %46 = load i16, i16* %arrayidx, align 2, !tbaa !17
  %conv = sext i16 %46 to i32
  %47 = add nuw nsw i64 %45, 1
  %arrayidx3 = getelementptr inbounds i16, i16* %in, i64 %47
  %48 = load i16, i16* %arrayidx3, align 2, !tbaa !17
  %conv4 = sext i16 %48 to i32
  %add5 = add nsw i32 %conv4, %conv
  %49 = add nuw nsw i64 %45, 2
  %arrayidx9 = getelementptr inbounds i16, i16* %in, i64 %49
  %50 = load i16, i16* %arrayidx9, align 2, !tbaa !17
  %conv10 = sext i16 %50 to i32
  %add11 = add nsw i32 %add5, %conv10
  %arrayidx13 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add11, i32* %arrayidx13, align 4, !tbaa !22
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kv_add(i64* noalias nocapture noundef %kv, i64* noalias nocapture noundef readonly %d, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader25, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr inbounds i64, i64* %kv, i64 -1
  %1 = getelementptr inbounds i64, i64* %kv, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = shl nuw nsw i64 %index, 1
  %3 = shl i64 %index, 1
  %4 = or i64 %3, 16
  %5 = getelementptr inbounds i64, i64* %kv, i64 %2
  %6 = getelementptr inbounds i64, i64* %kv, i64 %4
  %7 = bitcast i64* %5 to <16 x i64>*
  %8 = bitcast i64* %6 to <16 x i64>*
  %wide.vec = load <16 x i64>, <16 x i64>* %7, align 8, !tbaa !27
  %wide.vec19 = load <16 x i64>, <16 x i64>* %8, align 8, !tbaa !27
  %strided.vec = shufflevector <16 x i64> %wide.vec, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec20 = shufflevector <16 x i64> %wide.vec19, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec21 = shufflevector <16 x i64> %wide.vec, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec22 = shufflevector <16 x i64> %wide.vec19, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %9 = add nsw <8 x i64> %strided.vec, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %10 = add nsw <8 x i64> %strided.vec20, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %11 = getelementptr inbounds i64, i64* %d, i64 %index
  %12 = bitcast i64* %11 to <8 x i64>*
  %wide.load = load <8 x i64>, <8 x i64>* %12, align 8, !tbaa !27
  %13 = getelementptr inbounds i64, i64* %11, i64 8
  %14 = bitcast i64* %13 to <8 x i64>*
  %wide.load23 = load <8 x i64>, <8 x i64>* %14, align 8, !tbaa !27
  %15 = or i64 %2, 1
  %16 = or i64 %3, 17
  %17 = add nsw <8 x i64> %strided.vec21, %wide.load
  %18 = add nsw <8 x i64> %strided.vec22, %wide.load23
  %19 = getelementptr inbounds i64, i64* %0, i64 %15
  %20 = bitcast i64* %19 to <16 x i64>*
  %21 = getelementptr inbounds i64, i64* %1, i64 %16
  %22 = bitcast i64* %21 to <16 x i64>*
  %interleaved.vec = shufflevector <8 x i64> %9, <8 x i64> %17, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i64> %interleaved.vec, <16 x i64>* %20, align 8, !tbaa !27
  %interleaved.vec24 = shufflevector <8 x i64> %10, <8 x i64> %18, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i64> %interleaved.vec24, <16 x i64>* %22, align 8, !tbaa !27
  %index.next = add nuw i64 %index, 16
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader25

for.body.preheader25:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader25, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader25 ]
  %24 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i64, i64* %kv, i64 %24
  %arrayidx2 = getelementptr inbounds i64, i64* %d, i64 %indvars.iv
  %25 = load i64, i64* %arrayidx2, align 8, !tbaa !27
  %26 = bitcast i64* %arrayidx to <2 x i64>*
  %27 = load <2 x i64>, <2 x i64>* %26, align 8, !tbaa !27
  %28 = insertelement <2 x i64> <i64 1, i64 poison>, i64 %25, i64 1
  %29 = add nsw <2 x i64> %27, %28
  %30 = bitcast i64* %arrayidx to <2 x i64>*
  store <2 x i64> %29, <2 x i64>* %30, align 8, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @zmul(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %a, double* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp41 = icmp sgt i32 %n, 0
  br i1 %cmp41, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader50, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %0 = getelementptr inbounds double, double* %out, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds double, double* %a, i64 %1
  %3 = bitcast double* %2 to <16 x double>*
  %wide.vec = load <16 x double>, <16 x double>* %3, align 8, !tbaa !31
  %strided.vec = shufflevector <16 x double> %wide.vec, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec46 = shufflevector <16 x double> %wide.vec, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %4 = or i64 %1, 1
  %5 = getelementptr inbounds double, double* %b, i64 %1
  %6 = bitcast double* %5 to <16 x double>*
  %wide.vec47 = load <16 x double>, <16 x double>* %6, align 8, !tbaa !31
  %strided.vec48 = shufflevector <16 x double> %wide.vec47, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec49 = shufflevector <16 x double> %wide.vec47, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %7 = fneg <8 x double> %strided.vec46
  %8 = fmul <8 x double> %strided.vec49, %7
  %9 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec, <8 x double> %strided.vec48, <8 x double> %8)
  %10 = fmul <8 x double> %strided.vec46, %strided.vec48
  %11 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec, <8 x double> %strided.vec49, <8 x double> %10)
  %12 = getelementptr inbounds double, double* %0, i64 %4
  %13 = bitcast double* %12 to <16 x double>*
  %interleaved.vec = shufflevector <8 x double> %9, <8 x double> %11, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x double> %interleaved.vec, <16 x double>* %13, align 8, !tbaa !31
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader50

for.body.preheader50:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader50, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader50 ]
  %15 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds double, double* %a, i64 %15
  %16 = load double, double* %arrayidx, align 8, !tbaa !31
  %17 = or i64 %15, 1
  %arrayidx3 = getelementptr inbounds double, double* %a, i64 %17
  %18 = load double, double* %arrayidx3, align 8, !tbaa !31
  %arrayidx6 = getelementptr inbounds double, double* %b, i64 %15
  %19 = bitcast double* %arrayidx6 to <2 x double>*
  %20 = load <2 x double>, <2 x double>* %19, align 8, !tbaa !31
  %21 = fneg double %18
  %arrayidx15 = getelementptr inbounds double, double* %out, i64 %15
  %22 = insertelement <2 x double> poison, double %18, i64 0
  %23 = insertelement <2 x double> %22, double %21, i64 1
  %24 = fmul <2 x double> %20, %23
  %shuffle = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %25 = insertelement <2 x double> poison, double %16, i64 0
  %26 = shufflevector <2 x double> %25, <2 x double> poison, <2 x i32> zeroinitializer
  %27 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %20, <2 x double> %shuffle)
  %28 = bitcast double* %arrayidx15 to <2 x double>*
  store <2 x double> %27, <2 x double>* %28, align 8, !tbaa !31
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scale3_f64(double* noalias nocapture noundef %p, double noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader28, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x double> poison, double %s, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -8
  %1 = lshr exact i64 %0, 3
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 4611686018427387902
  %4 = getelementptr inbounds double, double* %p, i64 -2
  %5 = getelementptr inbounds double, double* %p, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = mul nuw nsw i64 %index, 3
  %7 = getelementptr inbounds double, double* %p, i64 %6
  %8 = bitcast double* %7 to <24 x double>*
  %wide.vec = load <24 x double>, <24 x double>* %8, align 8, !tbaa !31
  %strided.vec = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec26 = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec27 = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %9 = fmul <8 x double> %strided.vec, %broadcast.splat
  %10 = fmul <8 x double> %strided.vec26, %broadcast.splat
  %11 = or i64 %6, 2
  %12 = fmul <8 x double> %strided.vec27, %broadcast.splat
  %13 = getelementptr inbounds double, double* %4, i64 %11
  %14 = bitcast double* %13 to <24 x double>*
  %15 = shufflevector <8 x double> %9, <8 x double> %10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %16 = shufflevector <8 x double> %12, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <16 x double> %15, <16 x double> %16, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x double> %interleaved.vec, <24 x double>* %14, align 8, !tbaa !31
  %index.next = or i64 %index, 8
  %17 = mul nuw nsw i64 %index.next, 3
  %18 = getelementptr inbounds double, double* %p, i64 %17
  %19 = bitcast double* %18 to <24 x double>*
  %wide.vec.1 = load <24 x double>, <24 x double>* %19, align 8, !tbaa !31
  %strided.vec.1 = shufflevector <24 x double> %wide.vec.1, <24 x double> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec26.1 = shufflevector <24 x double> %wide.vec.1, <24 x double> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec27.1 = shufflevector <24 x double> %wide.vec.1, <24 x double> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %20 = fmul <8 x double> %strided.vec.1, %broadcast.splat
  %21 = fmul <8 x double> %strided.vec26.1, %broadcast.splat
  %22 = or i64 %17, 2
  %23 = fmul <8 x double> %strided.vec27.1, %broadcast.splat
  %24 = getelementptr inbounds double, double* %5, i64 %22
  %25 = bitcast double* %24 to <24 x double>*
  %26 = shufflevector <8 x double> %20, <8 x double> %21, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %27 = shufflevector <8 x double> %23, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <16 x double> %26, <16 x double> %27, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x double> %interleaved.vec.1, <24 x double>* %25, align 8, !tbaa !31
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !35

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = mul i64 %index.next.1, 3
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds double, double* %p, i64 %index.unr
  %29 = bitcast double* %28 to <24 x double>*
  %wide.vec.epil = load <24 x double>, <24 x double>* %29, align 8, !tbaa !31
  %strided.vec.epil = shufflevector <24 x double> %wide.vec.epil, <24 x double> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec26.epil = shufflevector <24 x double> %wide.vec.epil, <24 x double> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec27.epil = shufflevector <24 x double> %wide.vec.epil, <24 x double> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %30 = fmul <8 x double> %strided.vec.epil, %broadcast.splat
  %31 = fmul <8 x double> %strided.vec26.epil, %broadcast.splat
  %32 = or i64 %index.unr, 2
  %33 = getelementptr inbounds double, double* %p, i64 -2
  %34 = fmul <8 x double> %strided.vec27.epil, %broadcast.splat
  %35 = getelementptr inbounds double, double* %33, i64 %32
  %36 = bitcast double* %35 to <24 x double>*
  %37 = shufflevector <8 x double> %30, <8 x double> %31, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %38 = shufflevector <8 x double> %34, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.epil = shufflevector <16 x double> %37, <16 x double> %38, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x double> %interleaved.vec.epil, <24 x double>* %36, align 8, !tbaa !31
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader28

for.body.preheader28:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %39 = insertelement <2 x double> poison, double %s, i64 0
  %40 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> zeroinitializer
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader28, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader28 ]
  %41 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds double, double* %p, i64 %41
  %42 = bitcast double* %arrayidx to <2 x double>*
  %43 = load <2 x double>, <2 x double>* %42, align 8, !tbaa !31
  %44 = fmul <2 x double> %43, %40
  %45 = bitcast double* %arrayidx to <2 x double>*
  store <2 x double> %44, <2 x double>* %45, align 8, !tbaa !31
  %46 = add nuw nsw i64 %41, 2
  %arrayidx9 = getelementptr inbounds double, double* %p, i64 %46
  %47 = load double, double* %arrayidx9, align 8, !tbaa !31
  %mul10 = fmul double %47, %s
  store double %mul10, double* %arrayidx9, align 8, !tbaa !31
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.fmuladd.v8f64(<8 x double>, <8 x double>, <8 x double>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = distinct !{!11, !9, !10, !12}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !9, !12, !10}
!14 = distinct !{!14, !9, !10}
!15 = distinct !{!15, !9, !10, !12}
!16 = distinct !{!16, !9, !12, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !6, i64 0}
!19 = distinct !{!19, !9, !10}
!20 = distinct !{!20, !9, !10, !12}
!21 = distinct !{!21, !9, !12, !10}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !6, i64 0}
!24 = distinct !{!24, !9, !10}
!25 = distinct !{!25, !9, !10, !12}
!26 = distinct !{!26, !9, !12, !10}
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !6, i64 0}
!29 = distinct !{!29, !9, !10}
!30 = distinct !{!30, !9, !12, !10}
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !6, i64 0}
!33 = distinct !{!33, !9, !10}
!34 = distinct !{!34, !9, !12, !10}
!35 = distinct !{!35, !9, !10}
!36 = distinct !{!36, !9, !12, !10}
