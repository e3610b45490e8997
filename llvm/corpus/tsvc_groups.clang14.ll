; ModuleID = 'tsvc_groups.c'
source_filename = "tsvc_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec3 = type { float, float, float }
%struct.rec = type { i64, i64, i64, i64 }
%struct.particle = type { float, float, float, float }
%struct.item = type { i8, i8, i16 }

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @swap_bytes(i8* noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 64
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = getelementptr inbounds i8, i8* %p, i64 -1
  %1 = getelementptr inbounds i8, i8* %p, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = shl nuw nsw i64 %index, 1
  %3 = shl i64 %index, 1
  %4 = or i64 %3, 64
  %5 = getelementptr inbounds i8, i8* %p, i64 %2
  %6 = getelementptr inbounds i8, i8* %p, i64 %4
  %7 = bitcast i8* %5 to <64 x i8>*
  %8 = bitcast i8* %6 to <64 x i8>*
  %wide.vec = load <64 x i8>, <64 x i8>* %7, align 1, !tbaa !5
  %wide.vec26 = load <64 x i8>, <64 x i8>* %8, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec27 = shufflevector <64 x i8> %wide.vec26, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec28 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %strided.vec29 = shufflevector <64 x i8> %wide.vec26, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %9 = or i64 %2, 1
  %10 = or i64 %3, 65
  %11 = getelementptr inbounds i8, i8* %0, i64 %9
  %12 = bitcast i8* %11 to <64 x i8>*
  %13 = getelementptr inbounds i8, i8* %1, i64 %10
  %14 = bitcast i8* %13 to <64 x i8>*
  %interleaved.vec = shufflevector <32 x i8> %strided.vec28, <32 x i8> %strided.vec, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %interleaved.vec, <64 x i8>* %12, align 1, !tbaa !5
  %interleaved.vec30 = shufflevector <32 x i8> %strided.vec29, <32 x i8> %strided.vec27, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %interleaved.vec30, <64 x i8>* %14, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 48
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec32 = and i64 %wide.trip.count, 4294967280
  %16 = getelementptr inbounds i8, i8* %p, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index34 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next39, %vec.epilog.vector.body ]
  %17 = shl nuw nsw i64 %index34, 1
  %18 = getelementptr inbounds i8, i8* %p, i64 %17
  %19 = bitcast i8* %18 to <32 x i8>*
  %wide.vec35 = load <32 x i8>, <32 x i8>* %19, align 1, !tbaa !5
  %strided.vec36 = shufflevector <32 x i8> %wide.vec35, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec37 = shufflevector <32 x i8> %wide.vec35, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %20 = or i64 %17, 1
  %21 = getelementptr inbounds i8, i8* %16, i64 %20
  %22 = bitcast i8* %21 to <32 x i8>*
  %interleaved.vec38 = shufflevector <16 x i8> %strided.vec37, <16 x i8> %strided.vec36, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i8> %interleaved.vec38, <32 x i8>* %22, align 1, !tbaa !5
  %index.next39 = add nuw i64 %index34, 16
  %23 = icmp eq i64 %index.next39, %n.vec32
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

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
  %24 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i8, i8* %p, i64 %24
  %25 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %26 = or i64 %24, 1
  %arrayidx3 = getelementptr inbounds i8, i8* %p, i64 %26
  %27 = load i8, i8* %arrayidx3, align 1, !tbaa !5
  store i8 %27, i8* %arrayidx, align 1, !tbaa !5
  store i8 %25, i8* %arrayidx3, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @stereo_to_mono(i16* noalias nocapture noundef writeonly %mono, i16* noalias nocapture noundef readonly %st, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check20 = icmp ult i32 %n, 32
  br i1 %min.iters.check20, label %vec.epilog.ph, label %vector.ph

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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = shl nuw nsw i64 %index, 1
  %5 = getelementptr inbounds i16, i16* %st, i64 %4
  %6 = bitcast i16* %5 to <64 x i16>*
  %wide.vec = load <64 x i16>, <64 x i16>* %6, align 2, !tbaa !14
  %strided.vec = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec21 = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %7 = sext <32 x i16> %strided.vec to <32 x i32>
  %8 = sext <32 x i16> %strided.vec21 to <32 x i32>
  %9 = add nsw <32 x i32> %8, %7
  %10 = lshr <32 x i32> %9, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %11 = trunc <32 x i32> %10 to <32 x i16>
  %12 = getelementptr inbounds i16, i16* %mono, i64 %index
  %13 = bitcast i16* %12 to <32 x i16>*
  store <32 x i16> %11, <32 x i16>* %13, align 2, !tbaa !14
  %index.next = or i64 %index, 32
  %14 = shl nuw nsw i64 %index.next, 1
  %15 = getelementptr inbounds i16, i16* %st, i64 %14
  %16 = bitcast i16* %15 to <64 x i16>*
  %wide.vec.1 = load <64 x i16>, <64 x i16>* %16, align 2, !tbaa !14
  %strided.vec.1 = shufflevector <64 x i16> %wide.vec.1, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec21.1 = shufflevector <64 x i16> %wide.vec.1, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %17 = sext <32 x i16> %strided.vec.1 to <32 x i32>
  %18 = sext <32 x i16> %strided.vec21.1 to <32 x i32>
  %19 = add nsw <32 x i32> %18, %17
  %20 = lshr <32 x i32> %19, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %21 = trunc <32 x i32> %20 to <32 x i16>
  %22 = getelementptr inbounds i16, i16* %mono, i64 %index.next
  %23 = bitcast i16* %22 to <32 x i16>*
  store <32 x i16> %21, <32 x i16>* %23, align 2, !tbaa !14
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !16

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = shl nuw nsw i64 %index.unr, 1
  %25 = getelementptr inbounds i16, i16* %st, i64 %24
  %26 = bitcast i16* %25 to <64 x i16>*
  %wide.vec.epil = load <64 x i16>, <64 x i16>* %26, align 2, !tbaa !14
  %strided.vec.epil = shufflevector <64 x i16> %wide.vec.epil, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec21.epil = shufflevector <64 x i16> %wide.vec.epil, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %27 = sext <32 x i16> %strided.vec.epil to <32 x i32>
  %28 = sext <32 x i16> %strided.vec21.epil to <32 x i32>
  %29 = add nsw <32 x i32> %28, %27
  %30 = lshr <32 x i32> %29, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %31 = trunc <32 x i32> %30 to <32 x i16>
  %32 = getelementptr inbounds i16, i16* %mono, i64 %index.unr
  %33 = bitcast i16* %32 to <32 x i16>*
  store <32 x i16> %31, <32 x i16>* %33, align 2, !tbaa !14
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
  %n.vec23 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index25 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next29, %vec.epilog.vector.body ]
  %34 = shl nuw nsw i64 %index25, 1
  %35 = getelementptr inbounds i16, i16* %st, i64 %34
  %36 = bitcast i16* %35 to <32 x i16>*
  %wide.vec26 = load <32 x i16>, <32 x i16>* %36, align 2, !tbaa !14
  %strided.vec27 = shufflevector <32 x i16> %wide.vec26, <32 x i16> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec28 = shufflevector <32 x i16> %wide.vec26, <32 x i16> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %37 = sext <16 x i16> %strided.vec27 to <16 x i32>
  %38 = sext <16 x i16> %strided.vec28 to <16 x i32>
  %39 = add nsw <16 x i32> %38, %37
  %40 = lshr <16 x i32> %39, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %41 = trunc <16 x i32> %40 to <16 x i16>
  %42 = getelementptr inbounds i16, i16* %mono, i64 %index25
  %43 = bitcast i16* %42 to <16 x i16>*
  store <16 x i16> %41, <16 x i16>* %43, align 2, !tbaa !14
  %index.next29 = add nuw i64 %index25, 16
  %44 = icmp eq i64 %index.next29, %n.vec23
  br i1 %44, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n24 = icmp eq i64 %n.vec23, %wide.trip.count
  br i1 %cmp.n24, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec23, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %45 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i16, i16* %st, i64 %45
  %46 = load i16, i16* %arrayidx, align 2, !tbaa !14
  %conv = sext i16 %46 to i32
  %47 = or i64 %45, 1
  %arrayidx3 = getelementptr inbounds i16, i16* %st, i64 %47
  %48 = load i16, i16* %arrayidx3, align 2, !tbaa !14
  %conv4 = sext i16 %48 to i32
  %add5 = add nsw i32 %conv4, %conv
  %49 = lshr i32 %add5, 1
  %conv6 = trunc i32 %49 to i16
  %arrayidx8 = getelementptr inbounds i16, i16* %mono, i64 %indvars.iv
  store i16 %conv6, i16* %arrayidx8, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @split_pairs(i32* noalias nocapture noundef writeonly %x, i32* noalias nocapture noundef writeonly %y, i32* noalias nocapture noundef readonly %xy, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check20 = icmp ult i32 %n, 32
  br i1 %min.iters.check20, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nuw nsw i64 %index, 1
  %1 = shl i64 %index, 1
  %2 = or i64 %1, 32
  %3 = getelementptr inbounds i32, i32* %xy, i64 %0
  %4 = getelementptr inbounds i32, i32* %xy, i64 %2
  %5 = bitcast i32* %3 to <32 x i32>*
  %6 = bitcast i32* %4 to <32 x i32>*
  %wide.vec = load <32 x i32>, <32 x i32>* %5, align 4, !tbaa !19
  %wide.vec21 = load <32 x i32>, <32 x i32>* %6, align 4, !tbaa !19
  %strided.vec = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec22 = shufflevector <32 x i32> %wide.vec21, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec23 = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %strided.vec24 = shufflevector <32 x i32> %wide.vec21, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %7 = getelementptr inbounds i32, i32* %x, i64 %index
  %8 = bitcast i32* %7 to <16 x i32>*
  store <16 x i32> %strided.vec, <16 x i32>* %8, align 4, !tbaa !19
  %9 = getelementptr inbounds i32, i32* %7, i64 16
  %10 = bitcast i32* %9 to <16 x i32>*
  store <16 x i32> %strided.vec22, <16 x i32>* %10, align 4, !tbaa !19
  %11 = getelementptr inbounds i32, i32* %y, i64 %index
  %12 = bitcast i32* %11 to <16 x i32>*
  store <16 x i32> %strided.vec23, <16 x i32>* %12, align 4, !tbaa !19
  %13 = getelementptr inbounds i32, i32* %11, i64 16
  %14 = bitcast i32* %13 to <16 x i32>*
  store <16 x i32> %strided.vec24, <16 x i32>* %14, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 32
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec26 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next32, %vec.epilog.vector.body ]
  %16 = shl nuw nsw i64 %index28, 1
  %17 = getelementptr inbounds i32, i32* %xy, i64 %16
  %18 = bitcast i32* %17 to <16 x i32>*
  %wide.vec29 = load <16 x i32>, <16 x i32>* %18, align 4, !tbaa !19
  %strided.vec30 = shufflevector <16 x i32> %wide.vec29, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec31 = shufflevector <16 x i32> %wide.vec29, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %19 = getelementptr inbounds i32, i32* %x, i64 %index28
  %20 = bitcast i32* %19 to <8 x i32>*
  store <8 x i32> %strided.vec30, <8 x i32>* %20, align 4, !tbaa !19
  %21 = getelementptr inbounds i32, i32* %y, i64 %index28
  %22 = bitcast i32* %21 to <8 x i32>*
  store <8 x i32> %strided.vec31, <8 x i32>* %22, align 4, !tbaa !19
  %index.next32 = add nuw i64 %index28, 8
  %23 = icmp eq i64 %index.next32, %n.vec26
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n27 = icmp eq i64 %n.vec26, %wide.trip.count
  br i1 %cmp.n27, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec26, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %24 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i32, i32* %xy, i64 %24
  %25 = load i32, i32* %arrayidx, align 4, !tbaa !19
  %arrayidx2 = getelementptr inbounds i32, i32* %x, i64 %indvars.iv
  store i32 %25, i32* %arrayidx2, align 4, !tbaa !19
  %26 = or i64 %24, 1
  %arrayidx5 = getelementptr inbounds i32, i32* %xy, i64 %26
  %27 = load i32, i32* %arrayidx5, align 4, !tbaa !19
  %arrayidx7 = getelementptr inbounds i32, i32* %y, i64 %indvars.iv
  store i32 %27, i32* %arrayidx7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @cmac(float* noalias nocapture noundef %acc, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp43 = icmp sgt i32 %n, 0
  br i1 %cmp43, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check48 = icmp ult i32 %n, 16
  br i1 %min.iters.check48, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr inbounds float, float* %acc, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds float, float* %a, i64 %1
  %3 = bitcast float* %2 to <32 x float>*
  %wide.vec = load <32 x float>, <32 x float>* %3, align 4, !tbaa !24
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec49 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %4 = or i64 %1, 1
  %5 = getelementptr inbounds float, float* %b, i64 %1
  %6 = bitcast float* %5 to <32 x float>*
  %wide.vec50 = load <32 x float>, <32 x float>* %6, align 4, !tbaa !24
  %strided.vec51 = shufflevector <32 x float> %wide.vec50, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec52 = shufflevector <32 x float> %wide.vec50, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %7 = fmul <16 x float> %strided.vec49, %strided.vec52
  %8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec51, <16 x float> %7)
  %9 = getelementptr inbounds float, float* %acc, i64 %1
  %10 = bitcast float* %9 to <32 x float>*
  %wide.vec53 = load <32 x float>, <32 x float>* %10, align 4, !tbaa !24
  %strided.vec54 = shufflevector <32 x float> %wide.vec53, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec55 = shufflevector <32 x float> %wide.vec53, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %11 = fadd <16 x float> %strided.vec54, %8
  %12 = fneg <16 x float> %strided.vec
  %13 = fmul <16 x float> %strided.vec52, %12
  %14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec49, <16 x float> %strided.vec51, <16 x float> %13)
  %15 = fadd <16 x float> %14, %strided.vec55
  %16 = getelementptr inbounds float, float* %0, i64 %4
  %17 = bitcast float* %16 to <32 x float>*
  %interleaved.vec = shufflevector <16 x float> %11, <16 x float> %15, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved.vec, <32 x float>* %17, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec57 = and i64 %wide.trip.count, 4294967288
  %19 = getelementptr inbounds float, float* %acc, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index59 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next70, %vec.epilog.vector.body ]
  %20 = shl nuw nsw i64 %index59, 1
  %21 = getelementptr inbounds float, float* %a, i64 %20
  %22 = bitcast float* %21 to <16 x float>*
  %wide.vec60 = load <16 x float>, <16 x float>* %22, align 4, !tbaa !24
  %strided.vec61 = shufflevector <16 x float> %wide.vec60, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec62 = shufflevector <16 x float> %wide.vec60, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %23 = or i64 %20, 1
  %24 = getelementptr inbounds float, float* %b, i64 %20
  %25 = bitcast float* %24 to <16 x float>*
  %wide.vec63 = load <16 x float>, <16 x float>* %25, align 4, !tbaa !24
  %strided.vec64 = shufflevector <16 x float> %wide.vec63, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec65 = shufflevector <16 x float> %wide.vec63, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %26 = fmul <8 x float> %strided.vec62, %strided.vec65
  %27 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec61, <8 x float> %strided.vec64, <8 x float> %26)
  %28 = getelementptr inbounds float, float* %acc, i64 %20
  %29 = bitcast float* %28 to <16 x float>*
  %wide.vec66 = load <16 x float>, <16 x float>* %29, align 4, !tbaa !24
  %strided.vec67 = shufflevector <16 x float> %wide.vec66, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec68 = shufflevector <16 x float> %wide.vec66, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %30 = fadd <8 x float> %strided.vec67, %27
  %31 = fneg <8 x float> %strided.vec61
  %32 = fmul <8 x float> %strided.vec65, %31
  %33 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec62, <8 x float> %strided.vec64, <8 x float> %32)
  %34 = fadd <8 x float> %33, %strided.vec68
  %35 = getelementptr inbounds float, float* %19, i64 %23
  %36 = bitcast float* %35 to <16 x float>*
  %interleaved.vec69 = shufflevector <8 x float> %30, <8 x float> %34, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec69, <16 x float>* %36, align 4, !tbaa !24
  %index.next70 = add nuw i64 %index59, 8
  %37 = icmp eq i64 %index.next70, %n.vec57
  br i1 %37, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n58 = icmp eq i64 %n.vec57, %wide.trip.count
  br i1 %cmp.n58, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec57, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %38 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, float* %a, i64 %38
  %39 = load float, float* %arrayidx, align 4, !tbaa !24
  %40 = or i64 %38, 1
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %40
  %41 = load float, float* %arrayidx3, align 4, !tbaa !24
  %arrayidx6 = getelementptr inbounds float, float* %b, i64 %38
  %42 = load float, float* %arrayidx6, align 4, !tbaa !24
  %arrayidx10 = getelementptr inbounds float, float* %b, i64 %40
  %43 = load float, float* %arrayidx10, align 4, !tbaa !24
  %mul12 = fmul float %41, %43
  %44 = tail call float @llvm.fmuladd.f32(float %39, float %42, float %mul12)
  %arrayidx15 = getelementptr inbounds float, float* %acc, i64 %38
  %45 = load float, float* %arrayidx15, align 4, !tbaa !24
  %add16 = fadd float %45, %44
  store float %add16, float* %arrayidx15, align 4, !tbaa !24
  %46 = fneg float %39
  %neg = fmul float %43, %46
  %47 = tail call float @llvm.fmuladd.f32(float %41, float %42, float %neg)
  %arrayidx22 = getelementptr inbounds float, float* %acc, i64 %40
  %48 = load float, float* %arrayidx22, align 4, !tbaa !24
  %add23 = fadd float %47, %48
  store float %add23, float* %arrayidx22, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kv_keys(i64* noalias nocapture noundef writeonly %keys, i64* noalias nocapture noundef readonly %kv, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader27, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nuw nsw i64 %index, 1
  %1 = shl i64 %index, 1
  %2 = or i64 %1, 16
  %3 = shl i64 %index, 1
  %4 = or i64 %3, 32
  %5 = shl i64 %index, 1
  %6 = or i64 %5, 48
  %7 = getelementptr inbounds i64, i64* %kv, i64 %0
  %8 = getelementptr inbounds i64, i64* %kv, i64 %2
  %9 = getelementptr inbounds i64, i64* %kv, i64 %4
  %10 = getelementptr inbounds i64, i64* %kv, i64 %6
  %11 = bitcast i64* %7 to <16 x i64>*
  %12 = bitcast i64* %8 to <16 x i64>*
  %13 = bitcast i64* %9 to <16 x i64>*
  %14 = bitcast i64* %10 to <16 x i64>*
  %wide.vec = load <16 x i64>, <16 x i64>* %11, align 8, !tbaa !29
  %wide.vec17 = load <16 x i64>, <16 x i64>* %12, align 8, !tbaa !29
  %wide.vec18 = load <16 x i64>, <16 x i64>* %13, align 8, !tbaa !29
  %wide.vec19 = load <16 x i64>, <16 x i64>* %14, align 8, !tbaa !29
  %strided.vec = shufflevector <16 x i64> %wide.vec, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec20 = shufflevector <16 x i64> %wide.vec17, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec21 = shufflevector <16 x i64> %wide.vec18, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec22 = shufflevector <16 x i64> %wide.vec19, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec23 = shufflevector <16 x i64> %wide.vec, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec24 = shufflevector <16 x i64> %wide.vec17, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec25 = shufflevector <16 x i64> %wide.vec18, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec26 = shufflevector <16 x i64> %wide.vec19, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %15 = xor <8 x i64> %strided.vec23, %strided.vec
  %16 = xor <8 x i64> %strided.vec24, %strided.vec20
  %17 = xor <8 x i64> %strided.vec25, %strided.vec21
  %18 = xor <8 x i64> %strided.vec26, %strided.vec22
  %19 = getelementptr inbounds i64, i64* %keys, i64 %index
  %20 = bitcast i64* %19 to <8 x i64>*
  store <8 x i64> %15, <8 x i64>* %20, align 8, !tbaa !29
  %21 = getelementptr inbounds i64, i64* %19, i64 8
  %22 = bitcast i64* %21 to <8 x i64>*
  store <8 x i64> %16, <8 x i64>* %22, align 8, !tbaa !29
  %23 = getelementptr inbounds i64, i64* %19, i64 16
  %24 = bitcast i64* %23 to <8 x i64>*
  store <8 x i64> %17, <8 x i64>* %24, align 8, !tbaa !29
  %25 = getelementptr inbounds i64, i64* %19, i64 24
  %26 = bitcast i64* %25 to <8 x i64>*
  store <8 x i64> %18, <8 x i64>* %26, align 8, !tbaa !29
  %index.next = add nuw i64 %index, 32
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader27

for.body.preheader27:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader27, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader27 ]
  %28 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i64, i64* %kv, i64 %28
  %29 = load i64, i64* %arrayidx, align 8, !tbaa !29
  %30 = or i64 %28, 1
  %arrayidx3 = getelementptr inbounds i64, i64* %kv, i64 %30
  %31 = load i64, i64* %arrayidx3, align 8, !tbaa !29
  %xor = xor i64 %31, %29
  %arrayidx5 = getelementptr inbounds i64, i64* %keys, i64 %indvars.iv
  store i64 %xor, i64* %arrayidx5, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @cabs2(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %z, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp25 = icmp sgt i32 %n, 0
  br i1 %cmp25, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader40, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nuw nsw i64 %index, 1
  %1 = shl i64 %index, 1
  %2 = or i64 %1, 16
  %3 = shl i64 %index, 1
  %4 = or i64 %3, 32
  %5 = shl i64 %index, 1
  %6 = or i64 %5, 48
  %7 = getelementptr inbounds double, double* %z, i64 %0
  %8 = getelementptr inbounds double, double* %z, i64 %2
  %9 = getelementptr inbounds double, double* %z, i64 %4
  %10 = getelementptr inbounds double, double* %z, i64 %6
  %11 = bitcast double* %7 to <16 x double>*
  %12 = bitcast double* %8 to <16 x double>*
  %13 = bitcast double* %9 to <16 x double>*
  %14 = bitcast double* %10 to <16 x double>*
  %wide.vec = load <16 x double>, <16 x double>* %11, align 8, !tbaa !33
  %wide.vec30 = load <16 x double>, <16 x double>* %12, align 8, !tbaa !33
  %wide.vec31 = load <16 x double>, <16 x double>* %13, align 8, !tbaa !33
  %wide.vec32 = load <16 x double>, <16 x double>* %14, align 8, !tbaa !33
  %strided.vec = shufflevector <16 x double> %wide.vec, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec33 = shufflevector <16 x double> %wide.vec30, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec34 = shufflevector <16 x double> %wide.vec31, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec35 = shufflevector <16 x double> %wide.vec32, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %15 = fmul <16 x double> %wide.vec, %wide.vec
  %16 = shufflevector <16 x double> %15, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %17 = fmul <16 x double> %wide.vec30, %wide.vec30
  %18 = shufflevector <16 x double> %17, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %19 = fmul <16 x double> %wide.vec31, %wide.vec31
  %20 = shufflevector <16 x double> %19, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %21 = fmul <16 x double> %wide.vec32, %wide.vec32
  %22 = shufflevector <16 x double> %21, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %23 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec, <8 x double> %strided.vec, <8 x double> %16)
  %24 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec33, <8 x double> %strided.vec33, <8 x double> %18)
  %25 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec34, <8 x double> %strided.vec34, <8 x double> %20)
  %26 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec35, <8 x double> %strided.vec35, <8 x double> %22)
  %27 = getelementptr inbounds double, double* %out, i64 %index
  %28 = bitcast double* %27 to <8 x double>*
  store <8 x double> %23, <8 x double>* %28, align 8, !tbaa !33
  %29 = getelementptr inbounds double, double* %27, i64 8
  %30 = bitcast double* %29 to <8 x double>*
  store <8 x double> %24, <8 x double>* %30, align 8, !tbaa !33
  %31 = getelementptr inbounds double, double* %27, i64 16
  %32 = bitcast double* %31 to <8 x double>*
  store <8 x double> %25, <8 x double>* %32, align 8, !tbaa !33
  %33 = getelementptr inbounds double, double* %27, i64 24
  %34 = bitcast double* %33 to <8 x double>*
  store <8 x double> %26, <8 x double>* %34, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 32
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader40

for.body.preheader40:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader40, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader40 ]
  %36 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds double, double* %z, i64 %36
  %37 = load double, double* %arrayidx, align 8, !tbaa !33
  %38 = or i64 %36, 1
  %arrayidx7 = getelementptr inbounds double, double* %z, i64 %38
  %39 = load double, double* %arrayidx7, align 8, !tbaa !33
  %mul12 = fmul double %39, %39
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %mul12)
  %arrayidx14 = getelementptr inbounds double, double* %out, i64 %indvars.iv
  store double %40, double* %arrayidx14, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rgb_brighten(i8* noalias nocapture noundef %rgb, i32 noundef %d, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp28 = icmp sgt i32 %n, 0
  br i1 %cmp28, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check34 = icmp ult i32 %n, 32
  br i1 %min.iters.check34, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %d, i64 0
  %broadcast.splat = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <32 x i32> zeroinitializer
  %0 = getelementptr inbounds i8, i8* %rgb, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds i8, i8* %rgb, i64 %1
  %3 = bitcast i8* %2 to <96 x i8>*
  %wide.vec = load <96 x i8>, <96 x i8>* %3, align 1, !tbaa !5
  %strided.vec = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec35 = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec36 = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %4 = zext <32 x i8> %strided.vec to <32 x i32>
  %5 = add nsw <32 x i32> %broadcast.splat, %4
  %6 = icmp slt <32 x i32> %5, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %7 = select <32 x i1> %6, <32 x i32> %5, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %8 = trunc <32 x i32> %7 to <32 x i8>
  %9 = zext <32 x i8> %strided.vec35 to <32 x i32>
  %10 = add nsw <32 x i32> %broadcast.splat, %9
  %11 = icmp slt <32 x i32> %10, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %12 = select <32 x i1> %11, <32 x i32> %10, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %13 = trunc <32 x i32> %12 to <32 x i8>
  %14 = or i64 %1, 2
  %15 = zext <32 x i8> %strided.vec36 to <32 x i32>
  %16 = add nsw <32 x i32> %broadcast.splat, %15
  %17 = icmp slt <32 x i32> %16, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %18 = select <32 x i1> %17, <32 x i32> %16, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %19 = trunc <32 x i32> %18 to <32 x i8>
  %20 = getelementptr inbounds i8, i8* %0, i64 %14
  %21 = bitcast i8* %20 to <96 x i8>*
  %22 = shufflevector <32 x i8> %8, <32 x i8> %13, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %23 = shufflevector <32 x i8> %19, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x i8> %22, <64 x i8> %23, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i8> %interleaved.vec, <96 x i8>* %21, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 32
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec38 = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert45 = insertelement <16 x i32> poison, i32 %d, i64 0
  %broadcast.splat46 = shufflevector <16 x i32> %broadcast.splatinsert45, <16 x i32> poison, <16 x i32> zeroinitializer
  %25 = getelementptr inbounds i8, i8* %rgb, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index40 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next48, %vec.epilog.vector.body ]
  %26 = mul nuw nsw i64 %index40, 3
  %27 = getelementptr inbounds i8, i8* %rgb, i64 %26
  %28 = bitcast i8* %27 to <48 x i8>*
  %wide.vec41 = load <48 x i8>, <48 x i8>* %28, align 1, !tbaa !5
  %strided.vec42 = shufflevector <48 x i8> %wide.vec41, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec43 = shufflevector <48 x i8> %wide.vec41, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec44 = shufflevector <48 x i8> %wide.vec41, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %29 = zext <16 x i8> %strided.vec42 to <16 x i32>
  %30 = add nsw <16 x i32> %broadcast.splat46, %29
  %31 = icmp slt <16 x i32> %30, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %32 = select <16 x i1> %31, <16 x i32> %30, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %33 = trunc <16 x i32> %32 to <16 x i8>
  %34 = zext <16 x i8> %strided.vec43 to <16 x i32>
  %35 = add nsw <16 x i32> %broadcast.splat46, %34
  %36 = icmp slt <16 x i32> %35, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %37 = select <16 x i1> %36, <16 x i32> %35, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %38 = trunc <16 x i32> %37 to <16 x i8>
  %39 = or i64 %26, 2
  %40 = zext <16 x i8> %strided.vec44 to <16 x i32>
  %41 = add nsw <16 x i32> %broadcast.splat46, %40
  %42 = icmp slt <16 x i32> %41, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %43 = select <16 x i1> %42, <16 x i32> %41, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %44 = trunc <16 x i32> %43 to <16 x i8>
  %45 = getelementptr inbounds i8, i8* %25, i64 %39
  %46 = bitcast i8* %45 to <48 x i8>*
  %47 = shufflevector <16 x i8> %33, <16 x i8> %38, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %48 = shufflevector <16 x i8> %44, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec47 = shufflevector <32 x i8> %47, <32 x i8> %48, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i8> %interleaved.vec47, <48 x i8>* %46, align 1, !tbaa !5
  %index.next48 = add nuw i64 %index40, 16
  %49 = icmp eq i64 %index.next48, %n.vec38
  br i1 %49, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n39 = icmp eq i64 %n.vec38, %wide.trip.count
  br i1 %cmp.n39, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec38, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %50 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, i8* %rgb, i64 %50
  %51 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %51 to i32
  %add5 = add nsw i32 %conv, %d
  %52 = icmp slt i32 %add5, 255
  %cond = select i1 %52, i32 %add5, i32 255
  %conv8 = trunc i32 %cond to i8
  store i8 %conv8, i8* %arrayidx, align 1, !tbaa !5
  %53 = add nuw nsw i64 %50, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %rgb, i64 %53
  %54 = load i8, i8* %arrayidx.1, align 1, !tbaa !5
  %conv.1 = zext i8 %54 to i32
  %add5.1 = add nsw i32 %conv.1, %d
  %55 = icmp slt i32 %add5.1, 255
  %cond.1 = select i1 %55, i32 %add5.1, i32 255
  %conv8.1 = trunc i32 %cond.1 to i8
  store i8 %conv8.1, i8* %arrayidx.1, align 1, !tbaa !5
  %56 = add nuw nsw i64 %50, 2
  %arrayidx.2 = getelementptr inbounds i8, i8* %rgb, i64 %56
  %57 = load i8, i8* %arrayidx.2, align 1, !tbaa !5
  %conv.2 = zext i8 %57 to i32
  %add5.2 = add nsw i32 %conv.2, %d
  %58 = icmp slt i32 %add5.2, 255
  %cond.2 = select i1 %58, i32 %add5.2, i32 255
  %conv8.2 = trunc i32 %cond.2 to i8
  store i8 %conv8.2, i8* %arrayidx.2, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !39

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @pack3_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i16* noalias nocapture noundef readonly %b, i16* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp24 = icmp sgt i32 %n, 0
  br i1 %cmp24, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check30 = icmp ult i32 %n, 32
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i16, i16* %out, i64 -2
  %5 = getelementptr inbounds i16, i16* %out, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds i16, i16* %a, i64 %index
  %7 = bitcast i16* %6 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %7, align 2, !tbaa !14
  %8 = mul nuw nsw i64 %index, 3
  %9 = getelementptr inbounds i16, i16* %b, i64 %index
  %10 = bitcast i16* %9 to <32 x i16>*
  %wide.load31 = load <32 x i16>, <32 x i16>* %10, align 2, !tbaa !14
  %11 = getelementptr inbounds i16, i16* %c, i64 %index
  %12 = bitcast i16* %11 to <32 x i16>*
  %wide.load32 = load <32 x i16>, <32 x i16>* %12, align 2, !tbaa !14
  %13 = or i64 %8, 2
  %14 = getelementptr inbounds i16, i16* %4, i64 %13
  %15 = bitcast i16* %14 to <96 x i16>*
  %16 = shufflevector <32 x i16> %wide.load, <32 x i16> %wide.load31, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %17 = shufflevector <32 x i16> %wide.load32, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x i16> %16, <64 x i16> %17, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec, <96 x i16>* %15, align 2, !tbaa !14
  %index.next = or i64 %index, 32
  %18 = getelementptr inbounds i16, i16* %a, i64 %index.next
  %19 = bitcast i16* %18 to <32 x i16>*
  %wide.load.1 = load <32 x i16>, <32 x i16>* %19, align 2, !tbaa !14
  %20 = mul nuw nsw i64 %index.next, 3
  %21 = getelementptr inbounds i16, i16* %b, i64 %index.next
  %22 = bitcast i16* %21 to <32 x i16>*
  %wide.load31.1 = load <32 x i16>, <32 x i16>* %22, align 2, !tbaa !14
  %23 = getelementptr inbounds i16, i16* %c, i64 %index.next
  %24 = bitcast i16* %23 to <32 x i16>*
  %wide.load32.1 = load <32 x i16>, <32 x i16>* %24, align 2, !tbaa !14
  %25 = or i64 %20, 2
  %26 = getelementptr inbounds i16, i16* %5, i64 %25
  %27 = bitcast i16* %26 to <96 x i16>*
  %28 = shufflevector <32 x i16> %wide.load.1, <32 x i16> %wide.load31.1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %29 = shufflevector <32 x i16> %wide.load32.1, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <64 x i16> %28, <64 x i16> %29, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec.1, <96 x i16>* %27, align 2, !tbaa !14
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !40

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %30 = getelementptr inbounds i16, i16* %a, i64 %index.unr
  %31 = bitcast i16* %30 to <32 x i16>*
  %wide.load.epil = load <32 x i16>, <32 x i16>* %31, align 2, !tbaa !14
  %32 = mul nuw nsw i64 %index.unr, 3
  %33 = getelementptr inbounds i16, i16* %b, i64 %index.unr
  %34 = bitcast i16* %33 to <32 x i16>*
  %wide.load31.epil = load <32 x i16>, <32 x i16>* %34, align 2, !tbaa !14
  %35 = getelementptr inbounds i16, i16* %c, i64 %index.unr
  %36 = bitcast i16* %35 to <32 x i16>*
  %wide.load32.epil = load <32 x i16>, <32 x i16>* %36, align 2, !tbaa !14
  %37 = or i64 %32, 2
  %38 = getelementptr inbounds i16, i16* %out, i64 -2
  %39 = getelementptr inbounds i16, i16* %38, i64 %37
  %40 = bitcast i16* %39 to <96 x i16>*
  %41 = shufflevector <32 x i16> %wide.load.epil, <32 x i16> %wide.load31.epil, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %42 = shufflevector <32 x i16> %wide.load32.epil, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.epil = shufflevector <64 x i16> %41, <64 x i16> %42, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec.epil, <96 x i16>* %40, align 2, !tbaa !14
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
  %n.vec34 = and i64 %wide.trip.count, 4294967280
  %43 = getelementptr inbounds i16, i16* %out, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index36 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next41, %vec.epilog.vector.body ]
  %44 = getelementptr inbounds i16, i16* %a, i64 %index36
  %45 = bitcast i16* %44 to <16 x i16>*
  %wide.load37 = load <16 x i16>, <16 x i16>* %45, align 2, !tbaa !14
  %46 = mul nuw nsw i64 %index36, 3
  %47 = getelementptr inbounds i16, i16* %b, i64 %index36
  %48 = bitcast i16* %47 to <16 x i16>*
  %wide.load38 = load <16 x i16>, <16 x i16>* %48, align 2, !tbaa !14
  %49 = getelementptr inbounds i16, i16* %c, i64 %index36
  %50 = bitcast i16* %49 to <16 x i16>*
  %wide.load39 = load <16 x i16>, <16 x i16>* %50, align 2, !tbaa !14
  %51 = or i64 %46, 2
  %52 = getelementptr inbounds i16, i16* %43, i64 %51
  %53 = bitcast i16* %52 to <48 x i16>*
  %54 = shufflevector <16 x i16> %wide.load37, <16 x i16> %wide.load38, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %55 = shufflevector <16 x i16> %wide.load39, <16 x i16> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec40 = shufflevector <32 x i16> %54, <32 x i16> %55, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i16> %interleaved.vec40, <48 x i16>* %53, align 2, !tbaa !14
  %index.next41 = add nuw i64 %index36, 16
  %56 = icmp eq i64 %index.next41, %n.vec34
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n35 = icmp eq i64 %n.vec34, %wide.trip.count
  br i1 %cmp.n35, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec34, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %57 = load i16, i16* %arrayidx, align 2, !tbaa !14
  %58 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx2 = getelementptr inbounds i16, i16* %out, i64 %58
  store i16 %57, i16* %arrayidx2, align 2, !tbaa !14
  %arrayidx4 = getelementptr inbounds i16, i16* %b, i64 %indvars.iv
  %59 = load i16, i16* %arrayidx4, align 2, !tbaa !14
  %60 = add nuw nsw i64 %58, 1
  %arrayidx7 = getelementptr inbounds i16, i16* %out, i64 %60
  store i16 %59, i16* %arrayidx7, align 2, !tbaa !14
  %arrayidx9 = getelementptr inbounds i16, i16* %c, i64 %indvars.iv
  %61 = load i16, i16* %arrayidx9, align 2, !tbaa !14
  %62 = add nuw nsw i64 %58, 2
  %arrayidx13 = getelementptr inbounds i16, i16* %out, i64 %62
  store i16 %61, i16* %arrayidx13, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tri_offset(i32* noalias nocapture noundef %tri, i32 noundef %base, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check26 = icmp ult i32 %n, 16
  br i1 %min.iters.check26, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %base, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693950
  %4 = getelementptr inbounds i32, i32* %tri, i64 -2
  %5 = getelementptr inbounds i32, i32* %tri, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = mul nuw nsw i64 %index, 3
  %7 = getelementptr inbounds i32, i32* %tri, i64 %6
  %8 = bitcast i32* %7 to <48 x i32>*
  %wide.vec = load <48 x i32>, <48 x i32>* %8, align 4, !tbaa !19
  %strided.vec = shufflevector <48 x i32> %wide.vec, <48 x i32> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec27 = shufflevector <48 x i32> %wide.vec, <48 x i32> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec28 = shufflevector <48 x i32> %wide.vec, <48 x i32> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %9 = add nsw <16 x i32> %strided.vec, %broadcast.splat
  %10 = add nsw <16 x i32> %strided.vec27, %broadcast.splat
  %11 = or i64 %6, 2
  %12 = add nsw <16 x i32> %strided.vec28, %broadcast.splat
  %13 = getelementptr inbounds i32, i32* %4, i64 %11
  %14 = bitcast i32* %13 to <48 x i32>*
  %15 = shufflevector <16 x i32> %9, <16 x i32> %10, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %16 = shufflevector <16 x i32> %12, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <32 x i32> %15, <32 x i32> %16, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i32> %interleaved.vec, <48 x i32>* %14, align 4, !tbaa !19
  %index.next = or i64 %index, 16
  %17 = mul nuw nsw i64 %index.next, 3
  %18 = getelementptr inbounds i32, i32* %tri, i64 %17
  %19 = bitcast i32* %18 to <48 x i32>*
  %wide.vec.1 = load <48 x i32>, <48 x i32>* %19, align 4, !tbaa !19
  %strided.vec.1 = shufflevector <48 x i32> %wide.vec.1, <48 x i32> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec27.1 = shufflevector <48 x i32> %wide.vec.1, <48 x i32> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec28.1 = shufflevector <48 x i32> %wide.vec.1, <48 x i32> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %20 = add nsw <16 x i32> %strided.vec.1, %broadcast.splat
  %21 = add nsw <16 x i32> %strided.vec27.1, %broadcast.splat
  %22 = or i64 %17, 2
  %23 = add nsw <16 x i32> %strided.vec28.1, %broadcast.splat
  %24 = getelementptr inbounds i32, i32* %5, i64 %22
  %25 = bitcast i32* %24 to <48 x i32>*
  %26 = shufflevector <16 x i32> %20, <16 x i32> %21, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %27 = shufflevector <16 x i32> %23, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <32 x i32> %26, <32 x i32> %27, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i32> %interleaved.vec.1, <48 x i32>* %25, align 4, !tbaa !19
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = mul i64 %index.next.1, 3
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %tri, i64 %index.unr
  %29 = bitcast i32* %28 to <48 x i32>*
  %wide.vec.epil = load <48 x i32>, <48 x i32>* %29, align 4, !tbaa !19
  %strided.vec.epil = shufflevector <48 x i32> %wide.vec.epil, <48 x i32> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec27.epil = shufflevector <48 x i32> %wide.vec.epil, <48 x i32> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec28.epil = shufflevector <48 x i32> %wide.vec.epil, <48 x i32> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %30 = add nsw <16 x i32> %strided.vec.epil, %broadcast.splat
  %31 = add nsw <16 x i32> %strided.vec27.epil, %broadcast.splat
  %32 = or i64 %index.unr, 2
  %33 = getelementptr inbounds i32, i32* %tri, i64 -2
  %34 = add nsw <16 x i32> %strided.vec28.epil, %broadcast.splat
  %35 = getelementptr inbounds i32, i32* %33, i64 %32
  %36 = bitcast i32* %35 to <48 x i32>*
  %37 = shufflevector <16 x i32> %30, <16 x i32> %31, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %38 = shufflevector <16 x i32> %34, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.epil = shufflevector <32 x i32> %37, <32 x i32> %38, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i32> %interleaved.vec.epil, <48 x i32>* %36, align 4, !tbaa !19
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
  %n.vec30 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert37 = insertelement <8 x i32> poison, i32 %base, i64 0
  %broadcast.splat38 = shufflevector <8 x i32> %broadcast.splatinsert37, <8 x i32> poison, <8 x i32> zeroinitializer
  %39 = getelementptr inbounds i32, i32* %tri, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next40, %vec.epilog.vector.body ]
  %40 = mul nuw nsw i64 %index32, 3
  %41 = getelementptr inbounds i32, i32* %tri, i64 %40
  %42 = bitcast i32* %41 to <24 x i32>*
  %wide.vec33 = load <24 x i32>, <24 x i32>* %42, align 4, !tbaa !19
  %strided.vec34 = shufflevector <24 x i32> %wide.vec33, <24 x i32> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec35 = shufflevector <24 x i32> %wide.vec33, <24 x i32> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec36 = shufflevector <24 x i32> %wide.vec33, <24 x i32> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %43 = add nsw <8 x i32> %strided.vec34, %broadcast.splat38
  %44 = add nsw <8 x i32> %strided.vec35, %broadcast.splat38
  %45 = or i64 %40, 2
  %46 = add nsw <8 x i32> %strided.vec36, %broadcast.splat38
  %47 = getelementptr inbounds i32, i32* %39, i64 %45
  %48 = bitcast i32* %47 to <24 x i32>*
  %49 = shufflevector <8 x i32> %43, <8 x i32> %44, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %50 = shufflevector <8 x i32> %46, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec39 = shufflevector <16 x i32> %49, <16 x i32> %50, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i32> %interleaved.vec39, <24 x i32>* %48, align 4, !tbaa !19
  %index.next40 = add nuw i64 %index32, 8
  %51 = icmp eq i64 %index.next40, %n.vec30
  br i1 %51, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n31 = icmp eq i64 %n.vec30, %wide.trip.count
  br i1 %cmp.n31, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec30, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %52 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i32, i32* %tri, i64 %52
  %53 = load i32, i32* %arrayidx, align 4, !tbaa !19
  %add = add nsw i32 %53, %base
  store i32 %add, i32* %arrayidx, align 4, !tbaa !19
  %54 = add nuw nsw i64 %52, 1
  %arrayidx4 = getelementptr inbounds i32, i32* %tri, i64 %54
  %55 = load i32, i32* %arrayidx4, align 4, !tbaa !19
  %add5 = add nsw i32 %55, %base
  store i32 %add5, i32* %arrayidx4, align 4, !tbaa !19
  %56 = add nuw nsw i64 %52, 2
  %arrayidx9 = getelementptr inbounds i32, i32* %tri, i64 %56
  %57 = load i32, i32* %arrayidx9, align 4, !tbaa !19
  %add10 = add nsw i32 %57, %base
  store i32 %add10, i32* %arrayidx9, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @cross3(%struct.vec3* noalias nocapture noundef writeonly %out, %struct.vec3* noalias nocapture noundef readonly %a, %struct.vec3* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp75 = icmp sgt i32 %n, 0
  br i1 %cmp75, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check78 = icmp ult i32 %n, 16
  br i1 %min.iters.check78, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %index, i32 1
  %1 = getelementptr inbounds float, float* %0, i64 -1
  %2 = bitcast float* %1 to <48 x float>*
  %wide.vec = load <48 x float>, <48 x float>* %2, align 4, !tbaa !24
  %strided.vec = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec79 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec80 = shufflevector <48 x float> %wide.vec, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %3 = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %index, i32 2
  %4 = getelementptr inbounds float, float* %3, i64 -2
  %5 = bitcast float* %4 to <48 x float>*
  %wide.vec81 = load <48 x float>, <48 x float>* %5, align 4, !tbaa !24
  %strided.vec82 = shufflevector <48 x float> %wide.vec81, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec83 = shufflevector <48 x float> %wide.vec81, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec84 = shufflevector <48 x float> %wide.vec81, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %6 = fneg <16 x float> %strided.vec80
  %7 = fmul <16 x float> %strided.vec83, %6
  %8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec79, <16 x float> %strided.vec84, <16 x float> %7)
  %9 = fneg <16 x float> %strided.vec
  %10 = fmul <16 x float> %strided.vec84, %9
  %11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec80, <16 x float> %strided.vec82, <16 x float> %10)
  %12 = fneg <16 x float> %strided.vec79
  %13 = fmul <16 x float> %strided.vec82, %12
  %14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec83, <16 x float> %13)
  %15 = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %index, i32 2
  %16 = getelementptr inbounds float, float* %15, i64 -2
  %17 = bitcast float* %16 to <48 x float>*
  %18 = shufflevector <16 x float> %8, <16 x float> %11, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %19 = shufflevector <16 x float> %14, <16 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <32 x float> %18, <32 x float> %19, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x float> %interleaved.vec, <48 x float>* %17, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !46

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec86 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index88 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next98, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %index88, i32 1
  %22 = getelementptr inbounds float, float* %21, i64 -1
  %23 = bitcast float* %22 to <24 x float>*
  %wide.vec89 = load <24 x float>, <24 x float>* %23, align 4, !tbaa !24
  %strided.vec90 = shufflevector <24 x float> %wide.vec89, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec91 = shufflevector <24 x float> %wide.vec89, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec92 = shufflevector <24 x float> %wide.vec89, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %24 = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %index88, i32 2
  %25 = getelementptr inbounds float, float* %24, i64 -2
  %26 = bitcast float* %25 to <24 x float>*
  %wide.vec93 = load <24 x float>, <24 x float>* %26, align 4, !tbaa !24
  %strided.vec94 = shufflevector <24 x float> %wide.vec93, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec95 = shufflevector <24 x float> %wide.vec93, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec96 = shufflevector <24 x float> %wide.vec93, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %27 = fneg <8 x float> %strided.vec92
  %28 = fmul <8 x float> %strided.vec95, %27
  %29 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec91, <8 x float> %strided.vec96, <8 x float> %28)
  %30 = fneg <8 x float> %strided.vec90
  %31 = fmul <8 x float> %strided.vec96, %30
  %32 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec92, <8 x float> %strided.vec94, <8 x float> %31)
  %33 = fneg <8 x float> %strided.vec91
  %34 = fmul <8 x float> %strided.vec94, %33
  %35 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec90, <8 x float> %strided.vec95, <8 x float> %34)
  %36 = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %index88, i32 2
  %37 = getelementptr inbounds float, float* %36, i64 -2
  %38 = bitcast float* %37 to <24 x float>*
  %39 = shufflevector <8 x float> %29, <8 x float> %32, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %40 = shufflevector <8 x float> %35, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec97 = shufflevector <16 x float> %39, <16 x float> %40, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec97, <24 x float>* %38, align 4, !tbaa !24
  %index.next98 = add nuw i64 %index88, 8
  %41 = icmp eq i64 %index.next98, %n.vec86
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n87 = icmp eq i64 %n.vec86, %wide.trip.count
  br i1 %cmp.n87, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec86, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %indvars.iv, i32 1
  %42 = load float, float* %y, align 4, !tbaa !48
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %indvars.iv, i32 2
  %43 = load float, float* %z, align 4, !tbaa !50
  %z5 = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %indvars.iv, i32 2
  %44 = load float, float* %z5, align 4, !tbaa !50
  %y8 = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %indvars.iv, i32 1
  %45 = load float, float* %y8, align 4, !tbaa !48
  %46 = fneg float %44
  %neg = fmul float %45, %46
  %47 = tail call float @llvm.fmuladd.f32(float %42, float %43, float %neg)
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %indvars.iv, i32 0
  store float %47, float* %x, align 4, !tbaa !51
  %x17 = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %indvars.iv, i32 0
  %48 = load float, float* %x17, align 4, !tbaa !51
  %x20 = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %indvars.iv, i32 0
  %49 = load float, float* %x20, align 4, !tbaa !51
  %50 = fneg float %49
  %neg25 = fmul float %43, %50
  %51 = tail call float @llvm.fmuladd.f32(float %44, float %48, float %neg25)
  %y28 = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %indvars.iv, i32 1
  store float %51, float* %y28, align 4, !tbaa !48
  %52 = fneg float %42
  %neg42 = fmul float %48, %52
  %53 = tail call float @llvm.fmuladd.f32(float %49, float %45, float %neg42)
  %z45 = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %indvars.iv, i32 2
  store float %53, float* %z45, align 4, !tbaa !50
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !52
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum3_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader28, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %0 = add nsw i64 %n.vec, -8
  %1 = lshr exact i64 %0, 3
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = mul nuw nsw i64 %index, 3
  %5 = getelementptr inbounds i64, i64* %t, i64 %4
  %6 = bitcast i64* %5 to <24 x i64>*
  %wide.vec = load <24 x i64>, <24 x i64>* %6, align 8, !tbaa !29
  %strided.vec = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec26 = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec27 = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %7 = add nsw <8 x i64> %strided.vec26, %strided.vec
  %8 = add nsw <8 x i64> %7, %strided.vec27
  %9 = getelementptr inbounds i64, i64* %out, i64 %index
  %10 = bitcast i64* %9 to <8 x i64>*
  store <8 x i64> %8, <8 x i64>* %10, align 8, !tbaa !29
  %index.next = or i64 %index, 8
  %11 = mul nuw nsw i64 %index.next, 3
  %12 = getelementptr inbounds i64, i64* %t, i64 %11
  %13 = bitcast i64* %12 to <24 x i64>*
  %wide.vec.1 = load <24 x i64>, <24 x i64>* %13, align 8, !tbaa !29
  %strided.vec.1 = shufflevector <24 x i64> %wide.vec.1, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec26.1 = shufflevector <24 x i64> %wide.vec.1, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec27.1 = shufflevector <24 x i64> %wide.vec.1, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %14 = add nsw <8 x i64> %strided.vec26.1, %strided.vec.1
  %15 = add nsw <8 x i64> %14, %strided.vec27.1
  %16 = getelementptr inbounds i64, i64* %out, i64 %index.next
  %17 = bitcast i64* %16 to <8 x i64>*
  store <8 x i64> %15, <8 x i64>* %17, align 8, !tbaa !29
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !53

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = mul nuw nsw i64 %index.unr, 3
  %19 = getelementptr inbounds i64, i64* %t, i64 %18
  %20 = bitcast i64* %19 to <24 x i64>*
  %wide.vec.epil = load <24 x i64>, <24 x i64>* %20, align 8, !tbaa !29
  %strided.vec.epil = shufflevector <24 x i64> %wide.vec.epil, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec26.epil = shufflevector <24 x i64> %wide.vec.epil, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec27.epil = shufflevector <24 x i64> %wide.vec.epil, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %21 = add nsw <8 x i64> %strided.vec26.epil, %strided.vec.epil
  %22 = add nsw <8 x i64> %21, %strided.vec27.epil
  %23 = getelementptr inbounds i64, i64* %out, i64 %index.unr
  %24 = bitcast i64* %23 to <8 x i64>*
  store <8 x i64> %22, <8 x i64>* %24, align 8, !tbaa !29
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader28

for.body.preheader28:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader28, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader28 ]
  %25 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i64, i64* %t, i64 %25
  %26 = load i64, i64* %arrayidx, align 8, !tbaa !29
  %27 = add nuw nsw i64 %25, 1
  %arrayidx3 = getelementptr inbounds i64, i64* %t, i64 %27
  %28 = load i64, i64* %arrayidx3, align 8, !tbaa !29
  %add4 = add nsw i64 %28, %26
  %29 = add nuw nsw i64 %25, 2
  %arrayidx8 = getelementptr inbounds i64, i64* %t, i64 %29
  %30 = load i64, i64* %arrayidx8, align 8, !tbaa !29
  %add9 = add nsw i64 %add4, %30
  %arrayidx11 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %add9, i64* %arrayidx11, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !54
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @translate3_f64(double* noalias nocapture noundef %p, double noundef %dx, double noundef %dy, double noundef %dz, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader30, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x double> poison, double %dx, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert26 = insertelement <8 x double> poison, double %dy, i64 0
  %broadcast.splat27 = shufflevector <8 x double> %broadcast.splatinsert26, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert28 = insertelement <8 x double> poison, double %dz, i64 0
  %broadcast.splat29 = shufflevector <8 x double> %broadcast.splatinsert28, <8 x double> poison, <8 x i32> zeroinitializer
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
  %wide.vec = load <24 x double>, <24 x double>* %8, align 8, !tbaa !33
  %strided.vec = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec24 = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec25 = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %9 = fadd <8 x double> %strided.vec, %broadcast.splat
  %10 = fadd <8 x double> %strided.vec24, %broadcast.splat27
  %11 = or i64 %6, 2
  %12 = fadd <8 x double> %strided.vec25, %broadcast.splat29
  %13 = getelementptr inbounds double, double* %4, i64 %11
  %14 = bitcast double* %13 to <24 x double>*
  %15 = shufflevector <8 x double> %9, <8 x double> %10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %16 = shufflevector <8 x double> %12, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <16 x double> %15, <16 x double> %16, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x double> %interleaved.vec, <24 x double>* %14, align 8, !tbaa !33
  %index.next = or i64 %index, 8
  %17 = mul nuw nsw i64 %index.next, 3
  %18 = getelementptr inbounds double, double* %p, i64 %17
  %19 = bitcast double* %18 to <24 x double>*
  %wide.vec.1 = load <24 x double>, <24 x double>* %19, align 8, !tbaa !33
  %strided.vec.1 = shufflevector <24 x double> %wide.vec.1, <24 x double> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec24.1 = shufflevector <24 x double> %wide.vec.1, <24 x double> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec25.1 = shufflevector <24 x double> %wide.vec.1, <24 x double> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %20 = fadd <8 x double> %strided.vec.1, %broadcast.splat
  %21 = fadd <8 x double> %strided.vec24.1, %broadcast.splat27
  %22 = or i64 %17, 2
  %23 = fadd <8 x double> %strided.vec25.1, %broadcast.splat29
  %24 = getelementptr inbounds double, double* %5, i64 %22
  %25 = bitcast double* %24 to <24 x double>*
  %26 = shufflevector <8 x double> %20, <8 x double> %21, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %27 = shufflevector <8 x double> %23, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <16 x double> %26, <16 x double> %27, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x double> %interleaved.vec.1, <24 x double>* %25, align 8, !tbaa !33
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !55

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
  %wide.vec.epil = load <24 x double>, <24 x double>* %29, align 8, !tbaa !33
  %strided.vec.epil = shufflevector <24 x double> %wide.vec.epil, <24 x double> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec24.epil = shufflevector <24 x double> %wide.vec.epil, <24 x double> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec25.epil = shufflevector <24 x double> %wide.vec.epil, <24 x double> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %30 = fadd <8 x double> %strided.vec.epil, %broadcast.splat
  %31 = fadd <8 x double> %strided.vec24.epil, %broadcast.splat27
  %32 = or i64 %index.unr, 2
  %33 = getelementptr inbounds double, double* %p, i64 -2
  %34 = fadd <8 x double> %strided.vec25.epil, %broadcast.splat29
  %35 = getelementptr inbounds double, double* %33, i64 %32
  %36 = bitcast double* %35 to <24 x double>*
  %37 = shufflevector <8 x double> %30, <8 x double> %31, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %38 = shufflevector <8 x double> %34, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.epil = shufflevector <16 x double> %37, <16 x double> %38, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x double> %interleaved.vec.epil, <24 x double>* %36, align 8, !tbaa !33
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader30

for.body.preheader30:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %39 = insertelement <2 x double> poison, double %dx, i64 0
  %40 = insertelement <2 x double> %39, double %dy, i64 1
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader30, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader30 ]
  %41 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds double, double* %p, i64 %41
  %42 = bitcast double* %arrayidx to <2 x double>*
  %43 = load <2 x double>, <2 x double>* %42, align 8, !tbaa !33
  %44 = fadd <2 x double> %43, %40
  %45 = bitcast double* %arrayidx to <2 x double>*
  store <2 x double> %44, <2 x double>* %45, align 8, !tbaa !33
  %46 = add nuw nsw i64 %41, 2
  %arrayidx9 = getelementptr inbounds double, double* %p, i64 %46
  %47 = load double, double* %arrayidx9, align 8, !tbaa !33
  %add10 = fadd double %47, %dz
  store double %add10, double* %arrayidx9, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !56
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @premultiply(i8* noalias nocapture noundef %px, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp52 = icmp sgt i32 %n, 0
  br i1 %cmp52, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader62, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr inbounds i8, i8* %px, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %1 = shl nsw <16 x i64> %vec.ind, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = or i64 %2, 3
  %4 = getelementptr inbounds i8, i8* %0, i64 %3
  %5 = bitcast i8* %4 to <64 x i8>*
  %wide.vec = load <64 x i8>, <64 x i8>* %5, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec59 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec60 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec61 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %6 = zext <16 x i8> %strided.vec61 to <16 x i32>
  %7 = getelementptr inbounds i8, i8* %px, i64 %2
  %8 = extractelement <16 x i64> %1, i64 1
  %9 = getelementptr inbounds i8, i8* %px, i64 %8
  %10 = extractelement <16 x i64> %1, i64 2
  %11 = getelementptr inbounds i8, i8* %px, i64 %10
  %12 = extractelement <16 x i64> %1, i64 3
  %13 = getelementptr inbounds i8, i8* %px, i64 %12
  %14 = extractelement <16 x i64> %1, i64 4
  %15 = getelementptr inbounds i8, i8* %px, i64 %14
  %16 = extractelement <16 x i64> %1, i64 5
  %17 = getelementptr inbounds i8, i8* %px, i64 %16
  %18 = extractelement <16 x i64> %1, i64 6
  %19 = getelementptr inbounds i8, i8* %px, i64 %18
  %20 = extractelement <16 x i64> %1, i64 7
  %21 = getelementptr inbounds i8, i8* %px, i64 %20
  %22 = extractelement <16 x i64> %1, i64 8
  %23 = getelementptr inbounds i8, i8* %px, i64 %22
  %24 = extractelement <16 x i64> %1, i64 9
  %25 = getelementptr inbounds i8, i8* %px, i64 %24
  %26 = extractelement <16 x i64> %1, i64 10
  %27 = getelementptr inbounds i8, i8* %px, i64 %26
  %28 = extractelement <16 x i64> %1, i64 11
  %29 = getelementptr inbounds i8, i8* %px, i64 %28
  %30 = extractelement <16 x i64> %1, i64 12
  %31 = getelementptr inbounds i8, i8* %px, i64 %30
  %32 = extractelement <16 x i64> %1, i64 13
  %33 = getelementptr inbounds i8, i8* %px, i64 %32
  %34 = extractelement <16 x i64> %1, i64 14
  %35 = getelementptr inbounds i8, i8* %px, i64 %34
  %36 = extractelement <16 x i64> %1, i64 15
  %37 = getelementptr inbounds i8, i8* %px, i64 %36
  %38 = zext <16 x i8> %strided.vec to <16 x i32>
  %39 = mul nuw nsw <16 x i32> %38, %6
  %40 = lshr <16 x i32> %39, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %41 = trunc <16 x i32> %40 to <16 x i8>
  %42 = extractelement <16 x i8> %41, i64 0
  store i8 %42, i8* %7, align 1, !tbaa !5
  %43 = extractelement <16 x i8> %41, i64 1
  store i8 %43, i8* %9, align 1, !tbaa !5
  %44 = extractelement <16 x i8> %41, i64 2
  store i8 %44, i8* %11, align 1, !tbaa !5
  %45 = extractelement <16 x i8> %41, i64 3
  store i8 %45, i8* %13, align 1, !tbaa !5
  %46 = extractelement <16 x i8> %41, i64 4
  store i8 %46, i8* %15, align 1, !tbaa !5
  %47 = extractelement <16 x i8> %41, i64 5
  store i8 %47, i8* %17, align 1, !tbaa !5
  %48 = extractelement <16 x i8> %41, i64 6
  store i8 %48, i8* %19, align 1, !tbaa !5
  %49 = extractelement <16 x i8> %41, i64 7
  store i8 %49, i8* %21, align 1, !tbaa !5
  %50 = extractelement <16 x i8> %41, i64 8
  store i8 %50, i8* %23, align 1, !tbaa !5
  %51 = extractelement <16 x i8> %41, i64 9
  store i8 %51, i8* %25, align 1, !tbaa !5
  %52 = extractelement <16 x i8> %41, i64 10
  store i8 %52, i8* %27, align 1, !tbaa !5
  %53 = extractelement <16 x i8> %41, i64 11
  store i8 %53, i8* %29, align 1, !tbaa !5
  %54 = extractelement <16 x i8> %41, i64 12
  store i8 %54, i8* %31, align 1, !tbaa !5
  %55 = extractelement <16 x i8> %41, i64 13
  store i8 %55, i8* %33, align 1, !tbaa !5
  %56 = extractelement <16 x i8> %41, i64 14
  store i8 %56, i8* %35, align 1, !tbaa !5
  %57 = extractelement <16 x i8> %41, i64 15
  store i8 %57, i8* %37, align 1, !tbaa !5
  %58 = or <16 x i64> %1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %59 = extractelement <16 x i64> %58, i64 0
  %60 = getelementptr inbounds i8, i8* %px, i64 %59
  %61 = extractelement <16 x i64> %58, i64 1
  %62 = getelementptr inbounds i8, i8* %px, i64 %61
  %63 = extractelement <16 x i64> %58, i64 2
  %64 = getelementptr inbounds i8, i8* %px, i64 %63
  %65 = extractelement <16 x i64> %58, i64 3
  %66 = getelementptr inbounds i8, i8* %px, i64 %65
  %67 = extractelement <16 x i64> %58, i64 4
  %68 = getelementptr inbounds i8, i8* %px, i64 %67
  %69 = extractelement <16 x i64> %58, i64 5
  %70 = getelementptr inbounds i8, i8* %px, i64 %69
  %71 = extractelement <16 x i64> %58, i64 6
  %72 = getelementptr inbounds i8, i8* %px, i64 %71
  %73 = extractelement <16 x i64> %58, i64 7
  %74 = getelementptr inbounds i8, i8* %px, i64 %73
  %75 = extractelement <16 x i64> %58, i64 8
  %76 = getelementptr inbounds i8, i8* %px, i64 %75
  %77 = extractelement <16 x i64> %58, i64 9
  %78 = getelementptr inbounds i8, i8* %px, i64 %77
  %79 = extractelement <16 x i64> %58, i64 10
  %80 = getelementptr inbounds i8, i8* %px, i64 %79
  %81 = extractelement <16 x i64> %58, i64 11
  %82 = getelementptr inbounds i8, i8* %px, i64 %81
  %83 = extractelement <16 x i64> %58, i64 12
  %84 = getelementptr inbounds i8, i8* %px, i64 %83
  %85 = extractelement <16 x i64> %58, i64 13
  %86 = getelementptr inbounds i8, i8* %px, i64 %85
  %87 = extractelement <16 x i64> %58, i64 14
  %88 = getelementptr inbounds i8, i8* %px, i64 %87
  %89 = extractelement <16 x i64> %58, i64 15
  %90 = getelementptr inbounds i8, i8* %px, i64 %89
  %91 = zext <16 x i8> %strided.vec59 to <16 x i32>
  %92 = mul nuw nsw <16 x i32> %91, %6
  %93 = lshr <16 x i32> %92, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %94 = trunc <16 x i32> %93 to <16 x i8>
  %95 = extractelement <16 x i8> %94, i64 0
  store i8 %95, i8* %60, align 1, !tbaa !5
  %96 = extractelement <16 x i8> %94, i64 1
  store i8 %96, i8* %62, align 1, !tbaa !5
  %97 = extractelement <16 x i8> %94, i64 2
  store i8 %97, i8* %64, align 1, !tbaa !5
  %98 = extractelement <16 x i8> %94, i64 3
  store i8 %98, i8* %66, align 1, !tbaa !5
  %99 = extractelement <16 x i8> %94, i64 4
  store i8 %99, i8* %68, align 1, !tbaa !5
  %100 = extractelement <16 x i8> %94, i64 5
  store i8 %100, i8* %70, align 1, !tbaa !5
  %101 = extractelement <16 x i8> %94, i64 6
  store i8 %101, i8* %72, align 1, !tbaa !5
  %102 = extractelement <16 x i8> %94, i64 7
  store i8 %102, i8* %74, align 1, !tbaa !5
  %103 = extractelement <16 x i8> %94, i64 8
  store i8 %103, i8* %76, align 1, !tbaa !5
  %104 = extractelement <16 x i8> %94, i64 9
  store i8 %104, i8* %78, align 1, !tbaa !5
  %105 = extractelement <16 x i8> %94, i64 10
  store i8 %105, i8* %80, align 1, !tbaa !5
  %106 = extractelement <16 x i8> %94, i64 11
  store i8 %106, i8* %82, align 1, !tbaa !5
  %107 = extractelement <16 x i8> %94, i64 12
  store i8 %107, i8* %84, align 1, !tbaa !5
  %108 = extractelement <16 x i8> %94, i64 13
  store i8 %108, i8* %86, align 1, !tbaa !5
  %109 = extractelement <16 x i8> %94, i64 14
  store i8 %109, i8* %88, align 1, !tbaa !5
  %110 = extractelement <16 x i8> %94, i64 15
  store i8 %110, i8* %90, align 1, !tbaa !5
  %111 = or <16 x i64> %1, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %112 = extractelement <16 x i64> %111, i64 0
  %113 = getelementptr inbounds i8, i8* %px, i64 %112
  %114 = extractelement <16 x i64> %111, i64 1
  %115 = getelementptr inbounds i8, i8* %px, i64 %114
  %116 = extractelement <16 x i64> %111, i64 2
  %117 = getelementptr inbounds i8, i8* %px, i64 %116
  %118 = extractelement <16 x i64> %111, i64 3
  %119 = getelementptr inbounds i8, i8* %px, i64 %118
  %120 = extractelement <16 x i64> %111, i64 4
  %121 = getelementptr inbounds i8, i8* %px, i64 %120
  %122 = extractelement <16 x i64> %111, i64 5
  %123 = getelementptr inbounds i8, i8* %px, i64 %122
  %124 = extractelement <16 x i64> %111, i64 6
  %125 = getelementptr inbounds i8, i8* %px, i64 %124
  %126 = extractelement <16 x i64> %111, i64 7
  %127 = getelementptr inbounds i8, i8* %px, i64 %126
  %128 = extractelement <16 x i64> %111, i64 8
  %129 = getelementptr inbounds i8, i8* %px, i64 %128
  %130 = extractelement <16 x i64> %111, i64 9
  %131 = getelementptr inbounds i8, i8* %px, i64 %130
  %132 = extractelement <16 x i64> %111, i64 10
  %133 = getelementptr inbounds i8, i8* %px, i64 %132
  %134 = extractelement <16 x i64> %111, i64 11
  %135 = getelementptr inbounds i8, i8* %px, i64 %134
  %136 = extractelement <16 x i64> %111, i64 12
  %137 = getelementptr inbounds i8, i8* %px, i64 %136
  %138 = extractelement <16 x i64> %111, i64 13
  %139 = getelementptr inbounds i8, i8* %px, i64 %138
  %140 = extractelement <16 x i64> %111, i64 14
  %141 = getelementptr inbounds i8, i8* %px, i64 %140
  %142 = extractelement <16 x i64> %111, i64 15
  %143 = getelementptr inbounds i8, i8* %px, i64 %142
  %144 = zext <16 x i8> %strided.vec60 to <16 x i32>
  %145 = mul nuw nsw <16 x i32> %144, %6
  %146 = lshr <16 x i32> %145, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %147 = trunc <16 x i32> %146 to <16 x i8>
  %148 = extractelement <16 x i8> %147, i64 0
  store i8 %148, i8* %113, align 1, !tbaa !5
  %149 = extractelement <16 x i8> %147, i64 1
  store i8 %149, i8* %115, align 1, !tbaa !5
  %150 = extractelement <16 x i8> %147, i64 2
  store i8 %150, i8* %117, align 1, !tbaa !5
  %151 = extractelement <16 x i8> %147, i64 3
  store i8 %151, i8* %119, align 1, !tbaa !5
  %152 = extractelement <16 x i8> %147, i64 4
  store i8 %152, i8* %121, align 1, !tbaa !5
  %153 = extractelement <16 x i8> %147, i64 5
  store i8 %153, i8* %123, align 1, !tbaa !5
  %154 = extractelement <16 x i8> %147, i64 6
  store i8 %154, i8* %125, align 1, !tbaa !5
  %155 = extractelement <16 x i8> %147, i64 7
  store i8 %155, i8* %127, align 1, !tbaa !5
  %156 = extractelement <16 x i8> %147, i64 8
  store i8 %156, i8* %129, align 1, !tbaa !5
  %157 = extractelement <16 x i8> %147, i64 9
  store i8 %157, i8* %131, align 1, !tbaa !5
  %158 = extractelement <16 x i8> %147, i64 10
  store i8 %158, i8* %133, align 1, !tbaa !5
  %159 = extractelement <16 x i8> %147, i64 11
  store i8 %159, i8* %135, align 1, !tbaa !5
  %160 = extractelement <16 x i8> %147, i64 12
  store i8 %160, i8* %137, align 1, !tbaa !5
  %161 = extractelement <16 x i8> %147, i64 13
  store i8 %161, i8* %139, align 1, !tbaa !5
  %162 = extractelement <16 x i8> %147, i64 14
  store i8 %162, i8* %141, align 1, !tbaa !5
  %163 = extractelement <16 x i8> %147, i64 15
  store i8 %163, i8* %143, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %164 = icmp eq i64 %index.next, %n.vec
  br i1 %164, label %middle.block, label %vector.body, !llvm.loop !57

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader62

for.body.preheader62:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader62, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader62 ]
  %165 = shl nsw i64 %indvars.iv, 2
  %166 = or i64 %165, 3
  %arrayidx = getelementptr inbounds i8, i8* %px, i64 %166
  %167 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %167 to i32
  %arrayidx3 = getelementptr inbounds i8, i8* %px, i64 %165
  %168 = load i8, i8* %arrayidx3, align 1, !tbaa !5
  %conv4 = zext i8 %168 to i32
  %mul5 = mul nuw nsw i32 %conv4, %conv
  %169 = lshr i32 %mul5, 8
  %conv6 = trunc i32 %169 to i8
  store i8 %conv6, i8* %arrayidx3, align 1, !tbaa !5
  %170 = or i64 %165, 1
  %arrayidx13 = getelementptr inbounds i8, i8* %px, i64 %170
  %171 = load i8, i8* %arrayidx13, align 1, !tbaa !5
  %conv14 = zext i8 %171 to i32
  %mul15 = mul nuw nsw i32 %conv14, %conv
  %172 = lshr i32 %mul15, 8
  %conv17 = trunc i32 %172 to i8
  store i8 %conv17, i8* %arrayidx13, align 1, !tbaa !5
  %173 = or i64 %165, 2
  %arrayidx25 = getelementptr inbounds i8, i8* %px, i64 %173
  %174 = load i8, i8* %arrayidx25, align 1, !tbaa !5
  %conv26 = zext i8 %174 to i32
  %mul27 = mul nuw nsw i32 %conv26, %conv
  %175 = lshr i32 %mul27, 8
  %conv29 = trunc i32 %175 to i8
  store i8 %conv29, i8* %arrayidx25, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @max4_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp61 = icmp sgt i32 %n, 0
  br i1 %cmp61, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check68 = icmp ult i32 %n, 32
  br i1 %min.iters.check68, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 2
  %1 = getelementptr inbounds i16, i16* %in, i64 %0
  %2 = bitcast i16* %1 to <128 x i16>*
  %wide.vec = load <128 x i16>, <128 x i16>* %2, align 2, !tbaa !14
  %strided.vec = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec69 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %strided.vec70 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec71 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %3 = icmp sgt <32 x i16> %strided.vec69, %strided.vec
  %4 = select <32 x i1> %3, <32 x i16> %strided.vec69, <32 x i16> %strided.vec
  %5 = icmp sgt <32 x i16> %strided.vec70, %4
  %6 = select <32 x i1> %5, <32 x i16> %strided.vec70, <32 x i16> %4
  %7 = icmp sgt <32 x i16> %strided.vec71, %6
  %8 = select <32 x i1> %7, <32 x i16> %strided.vec71, <32 x i16> %6
  %9 = getelementptr inbounds i16, i16* %out, i64 %index
  %10 = bitcast i16* %9 to <32 x i16>*
  store <32 x i16> %8, <32 x i16>* %10, align 2, !tbaa !14
  %index.next = add nuw i64 %index, 32
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !59

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec73 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index75 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next81, %vec.epilog.vector.body ]
  %12 = shl nsw i64 %index75, 2
  %13 = getelementptr inbounds i16, i16* %in, i64 %12
  %14 = bitcast i16* %13 to <64 x i16>*
  %wide.vec76 = load <64 x i16>, <64 x i16>* %14, align 2, !tbaa !14
  %strided.vec77 = shufflevector <64 x i16> %wide.vec76, <64 x i16> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec78 = shufflevector <64 x i16> %wide.vec76, <64 x i16> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec79 = shufflevector <64 x i16> %wide.vec76, <64 x i16> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec80 = shufflevector <64 x i16> %wide.vec76, <64 x i16> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %15 = icmp sgt <16 x i16> %strided.vec78, %strided.vec77
  %16 = select <16 x i1> %15, <16 x i16> %strided.vec78, <16 x i16> %strided.vec77
  %17 = icmp sgt <16 x i16> %strided.vec79, %16
  %18 = select <16 x i1> %17, <16 x i16> %strided.vec79, <16 x i16> %16
  %19 = icmp sgt <16 x i16> %strided.vec80, %18
  %20 = select <16 x i1> %19, <16 x i16> %strided.vec80, <16 x i16> %18
  %21 = getelementptr inbounds i16, i16* %out, i64 %index75
  %22 = bitcast i16* %21 to <16 x i16>*
  store <16 x i16> %20, <16 x i16>* %22, align 2, !tbaa !14
  %index.next81 = add nuw i64 %index75, 16
  %23 = icmp eq i64 %index.next81, %n.vec73
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !60

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n74 = icmp eq i64 %n.vec73, %wide.trip.count
  br i1 %cmp.n74, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec73, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %24 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %24
  %25 = load i16, i16* %arrayidx, align 2, !tbaa !14
  %26 = or i64 %24, 1
  %arrayidx3 = getelementptr inbounds i16, i16* %in, i64 %26
  %27 = load i16, i16* %arrayidx3, align 2, !tbaa !14
  %cmp5 = icmp sgt i16 %27, %25
  %spec.select = select i1 %cmp5, i16 %27, i16 %25
  %28 = or i64 %24, 2
  %arrayidx14 = getelementptr inbounds i16, i16* %in, i64 %28
  %29 = load i16, i16* %arrayidx14, align 2, !tbaa !14
  %cmp17 = icmp sgt i16 %29, %spec.select
  %m.1 = select i1 %cmp17, i16 %29, i16 %spec.select
  %30 = or i64 %24, 3
  %arrayidx28 = getelementptr inbounds i16, i16* %in, i64 %30
  %31 = load i16, i16* %arrayidx28, align 2, !tbaa !14
  %cmp31 = icmp sgt i16 %31, %m.1
  %m.2 = select i1 %cmp31, i16 %31, i16 %m.1
  %arrayidx40 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %m.2, i16* %arrayidx40, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !61
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @pack4_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %r, i32* noalias nocapture noundef readonly %g, i32* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp30 = icmp sgt i32 %n, 0
  br i1 %cmp30, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check37 = icmp ult i32 %n, 16
  br i1 %min.iters.check37, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %out, i64 -3
  %5 = getelementptr inbounds i32, i32* %out, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds i32, i32* %r, i64 %index
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !19
  %8 = shl nsw i64 %index, 2
  %9 = getelementptr inbounds i32, i32* %g, i64 %index
  %10 = bitcast i32* %9 to <16 x i32>*
  %wide.load38 = load <16 x i32>, <16 x i32>* %10, align 4, !tbaa !19
  %11 = getelementptr inbounds i32, i32* %b, i64 %index
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.load39 = load <16 x i32>, <16 x i32>* %12, align 4, !tbaa !19
  %13 = or i64 %8, 3
  %14 = getelementptr inbounds i32, i32* %4, i64 %13
  %15 = bitcast i32* %14 to <64 x i32>*
  %16 = shufflevector <16 x i32> %wide.load, <16 x i32> %wide.load38, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %17 = shufflevector <16 x i32> %wide.load39, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x i32> %16, <32 x i32> %17, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i32> %interleaved.vec, <64 x i32>* %15, align 4, !tbaa !19
  %index.next = or i64 %index, 16
  %18 = getelementptr inbounds i32, i32* %r, i64 %index.next
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !19
  %20 = shl nsw i64 %index.next, 2
  %21 = getelementptr inbounds i32, i32* %g, i64 %index.next
  %22 = bitcast i32* %21 to <16 x i32>*
  %wide.load38.1 = load <16 x i32>, <16 x i32>* %22, align 4, !tbaa !19
  %23 = getelementptr inbounds i32, i32* %b, i64 %index.next
  %24 = bitcast i32* %23 to <16 x i32>*
  %wide.load39.1 = load <16 x i32>, <16 x i32>* %24, align 4, !tbaa !19
  %25 = or i64 %20, 3
  %26 = getelementptr inbounds i32, i32* %5, i64 %25
  %27 = bitcast i32* %26 to <64 x i32>*
  %28 = shufflevector <16 x i32> %wide.load.1, <16 x i32> %wide.load38.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %29 = shufflevector <16 x i32> %wide.load39.1, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec.1 = shufflevector <32 x i32> %28, <32 x i32> %29, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i32> %interleaved.vec.1, <64 x i32>* %27, align 4, !tbaa !19
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !62

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %30 = getelementptr inbounds i32, i32* %r, i64 %index.unr
  %31 = bitcast i32* %30 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %31, align 4, !tbaa !19
  %32 = shl nsw i64 %index.unr, 2
  %33 = getelementptr inbounds i32, i32* %g, i64 %index.unr
  %34 = bitcast i32* %33 to <16 x i32>*
  %wide.load38.epil = load <16 x i32>, <16 x i32>* %34, align 4, !tbaa !19
  %35 = getelementptr inbounds i32, i32* %b, i64 %index.unr
  %36 = bitcast i32* %35 to <16 x i32>*
  %wide.load39.epil = load <16 x i32>, <16 x i32>* %36, align 4, !tbaa !19
  %37 = or i64 %32, 3
  %38 = getelementptr inbounds i32, i32* %out, i64 -3
  %39 = getelementptr inbounds i32, i32* %38, i64 %37
  %40 = bitcast i32* %39 to <64 x i32>*
  %41 = shufflevector <16 x i32> %wide.load.epil, <16 x i32> %wide.load38.epil, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %42 = shufflevector <16 x i32> %wide.load39.epil, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec.epil = shufflevector <32 x i32> %41, <32 x i32> %42, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i32> %interleaved.vec.epil, <64 x i32>* %40, align 4, !tbaa !19
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
  %n.vec41 = and i64 %wide.trip.count, 4294967288
  %43 = getelementptr inbounds i32, i32* %out, i64 -3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index43 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next48, %vec.epilog.vector.body ]
  %44 = getelementptr inbounds i32, i32* %r, i64 %index43
  %45 = bitcast i32* %44 to <8 x i32>*
  %wide.load44 = load <8 x i32>, <8 x i32>* %45, align 4, !tbaa !19
  %46 = shl nsw i64 %index43, 2
  %47 = getelementptr inbounds i32, i32* %g, i64 %index43
  %48 = bitcast i32* %47 to <8 x i32>*
  %wide.load45 = load <8 x i32>, <8 x i32>* %48, align 4, !tbaa !19
  %49 = getelementptr inbounds i32, i32* %b, i64 %index43
  %50 = bitcast i32* %49 to <8 x i32>*
  %wide.load46 = load <8 x i32>, <8 x i32>* %50, align 4, !tbaa !19
  %51 = or i64 %46, 3
  %52 = getelementptr inbounds i32, i32* %43, i64 %51
  %53 = bitcast i32* %52 to <32 x i32>*
  %54 = shufflevector <8 x i32> %wide.load44, <8 x i32> %wide.load45, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %55 = shufflevector <8 x i32> %wide.load46, <8 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec47 = shufflevector <16 x i32> %54, <16 x i32> %55, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec47, <32 x i32>* %53, align 4, !tbaa !19
  %index.next48 = add nuw i64 %index43, 8
  %56 = icmp eq i64 %index.next48, %n.vec41
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !63

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
  %arrayidx = getelementptr inbounds i32, i32* %r, i64 %indvars.iv
  %57 = load i32, i32* %arrayidx, align 4, !tbaa !19
  %58 = shl nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %58
  store i32 %57, i32* %arrayidx2, align 4, !tbaa !19
  %arrayidx4 = getelementptr inbounds i32, i32* %g, i64 %indvars.iv
  %59 = load i32, i32* %arrayidx4, align 4, !tbaa !19
  %60 = or i64 %58, 1
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %60
  store i32 %59, i32* %arrayidx7, align 4, !tbaa !19
  %arrayidx9 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %61 = load i32, i32* %arrayidx9, align 4, !tbaa !19
  %62 = or i64 %58, 2
  %arrayidx13 = getelementptr inbounds i32, i32* %out, i64 %62
  store i32 %61, i32* %arrayidx13, align 4, !tbaa !19
  %63 = or i64 %58, 3
  %arrayidx17 = getelementptr inbounds i32, i32* %out, i64 %63
  store i32 -1, i32* %arrayidx17, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !64
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @quat_norm(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %q, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp51 = icmp sgt i32 %n, 0
  br i1 %cmp51, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check58 = icmp ult i32 %n, 16
  br i1 %min.iters.check58, label %vec.epilog.ph, label %vector.ph

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
  %4 = shl nsw i64 %index, 2
  %5 = getelementptr inbounds float, float* %q, i64 %4
  %6 = bitcast float* %5 to <64 x float>*
  %wide.vec = load <64 x float>, <64 x float>* %6, align 4, !tbaa !24
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec60 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec61 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %7 = fmul <64 x float> %wide.vec, %wide.vec
  %8 = shufflevector <64 x float> %7, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec, <16 x float> %8)
  %10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec60, <16 x float> %strided.vec60, <16 x float> %9)
  %11 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec61, <16 x float> %strided.vec61, <16 x float> %10)
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <16 x float>*
  store <16 x float> %11, <16 x float>* %13, align 4, !tbaa !24
  %index.next = or i64 %index, 16
  %14 = shl nsw i64 %index.next, 2
  %15 = getelementptr inbounds float, float* %q, i64 %14
  %16 = bitcast float* %15 to <64 x float>*
  %wide.vec.1 = load <64 x float>, <64 x float>* %16, align 4, !tbaa !24
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec60.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec61.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %17 = fmul <64 x float> %wide.vec.1, %wide.vec.1
  %18 = shufflevector <64 x float> %17, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec.1, <16 x float> %strided.vec.1, <16 x float> %18)
  %20 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec60.1, <16 x float> %strided.vec60.1, <16 x float> %19)
  %21 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec61.1, <16 x float> %strided.vec61.1, <16 x float> %20)
  %22 = getelementptr inbounds float, float* %out, i64 %index.next
  %23 = bitcast float* %22 to <16 x float>*
  store <16 x float> %21, <16 x float>* %23, align 4, !tbaa !24
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !65

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = shl nsw i64 %index.unr, 2
  %25 = getelementptr inbounds float, float* %q, i64 %24
  %26 = bitcast float* %25 to <64 x float>*
  %wide.vec.epil = load <64 x float>, <64 x float>* %26, align 4, !tbaa !24
  %strided.vec.epil = shufflevector <64 x float> %wide.vec.epil, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec60.epil = shufflevector <64 x float> %wide.vec.epil, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec61.epil = shufflevector <64 x float> %wide.vec.epil, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %27 = fmul <64 x float> %wide.vec.epil, %wide.vec.epil
  %28 = shufflevector <64 x float> %27, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %29 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec.epil, <16 x float> %strided.vec.epil, <16 x float> %28)
  %30 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec60.epil, <16 x float> %strided.vec60.epil, <16 x float> %29)
  %31 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec61.epil, <16 x float> %strided.vec61.epil, <16 x float> %30)
  %32 = getelementptr inbounds float, float* %out, i64 %index.unr
  %33 = bitcast float* %32 to <16 x float>*
  store <16 x float> %31, <16 x float>* %33, align 4, !tbaa !24
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
  %n.vec63 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index65 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next71, %vec.epilog.vector.body ]
  %34 = shl nsw i64 %index65, 2
  %35 = getelementptr inbounds float, float* %q, i64 %34
  %36 = bitcast float* %35 to <32 x float>*
  %wide.vec66 = load <32 x float>, <32 x float>* %36, align 4, !tbaa !24
  %strided.vec67 = shufflevector <32 x float> %wide.vec66, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec69 = shufflevector <32 x float> %wide.vec66, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec70 = shufflevector <32 x float> %wide.vec66, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %37 = fmul <32 x float> %wide.vec66, %wide.vec66
  %38 = shufflevector <32 x float> %37, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %39 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec67, <8 x float> %strided.vec67, <8 x float> %38)
  %40 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec69, <8 x float> %strided.vec69, <8 x float> %39)
  %41 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec70, <8 x float> %strided.vec70, <8 x float> %40)
  %42 = getelementptr inbounds float, float* %out, i64 %index65
  %43 = bitcast float* %42 to <8 x float>*
  store <8 x float> %41, <8 x float>* %43, align 4, !tbaa !24
  %index.next71 = add nuw i64 %index65, 8
  %44 = icmp eq i64 %index.next71, %n.vec63
  br i1 %44, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !66

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n64 = icmp eq i64 %n.vec63, %wide.trip.count
  br i1 %cmp.n64, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec63, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %45 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds float, float* %q, i64 %45
  %46 = load float, float* %arrayidx, align 4, !tbaa !24
  %47 = or i64 %45, 1
  %arrayidx7 = getelementptr inbounds float, float* %q, i64 %47
  %48 = load float, float* %arrayidx7, align 4, !tbaa !24
  %mul12 = fmul float %48, %48
  %49 = tail call float @llvm.fmuladd.f32(float %46, float %46, float %mul12)
  %50 = or i64 %45, 2
  %arrayidx16 = getelementptr inbounds float, float* %q, i64 %50
  %51 = load float, float* %arrayidx16, align 4, !tbaa !24
  %52 = tail call float @llvm.fmuladd.f32(float %51, float %51, float %49)
  %53 = or i64 %45, 3
  %arrayidx25 = getelementptr inbounds float, float* %q, i64 %53
  %54 = load float, float* %arrayidx25, align 4, !tbaa !24
  %55 = tail call float @llvm.fmuladd.f32(float %54, float %54, float %52)
  %arrayidx32 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %55, float* %arrayidx32, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !67
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rec_count(%struct.rec* noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

for.body.preheader17:                             ; preds = %vector.body, %for.body.preheader
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
  %2 = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %index, i32 3
  %3 = getelementptr inbounds i64, i64* %2, i64 -2
  %4 = bitcast i64* %3 to <32 x i64>*
  %wide.vec = load <32 x i64>, <32 x i64>* %4, align 8, !tbaa !29
  %strided.vec = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec15 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec16 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %5 = sub <8 x i64> %strided.vec16, %strided.vec15
  %6 = getelementptr inbounds %struct.rec, %struct.rec* %r, <8 x i64> %vec.ind, i32 1
  %7 = add nsw <8 x i64> %5, %strided.vec
  call void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64> %7, <8 x i64*> %6, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !68
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %for.body.preheader17, label %vector.body, !llvm.loop !70

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %hi = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 3
  %9 = load i64, i64* %hi, align 8, !tbaa !71
  %lo = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 2
  %10 = load i64, i64* %lo, align 8, !tbaa !72
  %sub = sub i64 %9, %10
  %count = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 1
  %11 = load i64, i64* %count, align 8, !tbaa !68
  %add = add nsw i64 %sub, %11
  store i64 %add, i64* %count, align 8, !tbaa !68
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !73
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scale4_f64(double* noalias nocapture noundef %p, double noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp28 = icmp sgt i32 %n, 0
  br i1 %cmp28, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader38, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x double> poison, double %s, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %0 = getelementptr inbounds double, double* %p, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nsw i64 %index, 2
  %2 = getelementptr inbounds double, double* %p, i64 %1
  %3 = bitcast double* %2 to <32 x double>*
  %wide.vec = load <32 x double>, <32 x double>* %3, align 8, !tbaa !33
  %strided.vec = shufflevector <32 x double> %wide.vec, <32 x double> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec35 = shufflevector <32 x double> %wide.vec, <32 x double> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec36 = shufflevector <32 x double> %wide.vec, <32 x double> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec37 = shufflevector <32 x double> %wide.vec, <32 x double> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %4 = fmul <8 x double> %strided.vec, %broadcast.splat
  %5 = fmul <8 x double> %strided.vec35, %broadcast.splat
  %6 = fmul <8 x double> %strided.vec36, %broadcast.splat
  %7 = or i64 %1, 3
  %8 = fmul <8 x double> %strided.vec37, %broadcast.splat
  %9 = getelementptr inbounds double, double* %0, i64 %7
  %10 = bitcast double* %9 to <32 x double>*
  %11 = shufflevector <8 x double> %4, <8 x double> %5, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %12 = shufflevector <8 x double> %6, <8 x double> %8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec = shufflevector <16 x double> %11, <16 x double> %12, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x double> %interleaved.vec, <32 x double>* %10, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 8
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !74

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader38

for.body.preheader38:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %14 = insertelement <4 x double> poison, double %s, i64 0
  %shuffle = shufflevector <4 x double> %14, <4 x double> poison, <4 x i32> zeroinitializer
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader38, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader38 ]
  %15 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds double, double* %p, i64 %15
  %16 = bitcast double* %arrayidx to <4 x double>*
  %17 = load <4 x double>, <4 x double>* %16, align 8, !tbaa !33
  %18 = fmul <4 x double> %17, %shuffle
  %19 = bitcast double* %arrayidx to <4 x double>*
  store <4 x double> %18, <4 x double>* %19, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !75
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @byte_sum8(i32* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check28 = icmp ult i32 %n, 16
  br i1 %min.iters.check28, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 3
  %1 = getelementptr inbounds i8, i8* %b, i64 %0
  %2 = bitcast i8* %1 to <128 x i8>*
  %wide.vec = load <128 x i8>, <128 x i8>* %2, align 1, !tbaa !5
  %strided.vec = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %strided.vec29 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %strided.vec30 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %strided.vec31 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %strided.vec32 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %strided.vec33 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %strided.vec34 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %strided.vec35 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %3 = zext <16 x i8> %strided.vec to <16 x i32>
  %4 = zext <16 x i8> %strided.vec29 to <16 x i32>
  %5 = add nuw nsw <16 x i32> %3, %4
  %6 = zext <16 x i8> %strided.vec30 to <16 x i32>
  %7 = add nuw nsw <16 x i32> %5, %6
  %8 = zext <16 x i8> %strided.vec31 to <16 x i32>
  %9 = add nuw nsw <16 x i32> %7, %8
  %10 = zext <16 x i8> %strided.vec32 to <16 x i32>
  %11 = add nuw nsw <16 x i32> %9, %10
  %12 = zext <16 x i8> %strided.vec33 to <16 x i32>
  %13 = add nuw nsw <16 x i32> %11, %12
  %14 = zext <16 x i8> %strided.vec34 to <16 x i32>
  %15 = add nuw nsw <16 x i32> %13, %14
  %16 = zext <16 x i8> %strided.vec35 to <16 x i32>
  %17 = add nuw nsw <16 x i32> %15, %16
  %18 = getelementptr inbounds i32, i32* %out, i64 %index
  %19 = bitcast i32* %18 to <16 x i32>*
  store <16 x i32> %17, <16 x i32>* %19, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 16
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !76

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec37 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index39 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next49, %vec.epilog.vector.body ]
  %21 = shl nsw i64 %index39, 3
  %22 = getelementptr inbounds i8, i8* %b, i64 %21
  %23 = bitcast i8* %22 to <64 x i8>*
  %wide.vec40 = load <64 x i8>, <64 x i8>* %23, align 1, !tbaa !5
  %strided.vec41 = shufflevector <64 x i8> %wide.vec40, <64 x i8> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec42 = shufflevector <64 x i8> %wide.vec40, <64 x i8> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec43 = shufflevector <64 x i8> %wide.vec40, <64 x i8> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec44 = shufflevector <64 x i8> %wide.vec40, <64 x i8> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec45 = shufflevector <64 x i8> %wide.vec40, <64 x i8> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec46 = shufflevector <64 x i8> %wide.vec40, <64 x i8> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec47 = shufflevector <64 x i8> %wide.vec40, <64 x i8> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec48 = shufflevector <64 x i8> %wide.vec40, <64 x i8> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %24 = zext <8 x i8> %strided.vec41 to <8 x i32>
  %25 = zext <8 x i8> %strided.vec42 to <8 x i32>
  %26 = add nuw nsw <8 x i32> %24, %25
  %27 = zext <8 x i8> %strided.vec43 to <8 x i32>
  %28 = add nuw nsw <8 x i32> %26, %27
  %29 = zext <8 x i8> %strided.vec44 to <8 x i32>
  %30 = add nuw nsw <8 x i32> %28, %29
  %31 = zext <8 x i8> %strided.vec45 to <8 x i32>
  %32 = add nuw nsw <8 x i32> %30, %31
  %33 = zext <8 x i8> %strided.vec46 to <8 x i32>
  %34 = add nuw nsw <8 x i32> %32, %33
  %35 = zext <8 x i8> %strided.vec47 to <8 x i32>
  %36 = add nuw nsw <8 x i32> %34, %35
  %37 = zext <8 x i8> %strided.vec48 to <8 x i32>
  %38 = add nuw nsw <8 x i32> %36, %37
  %39 = getelementptr inbounds i32, i32* %out, i64 %index39
  %40 = bitcast i32* %39 to <8 x i32>*
  store <8 x i32> %38, <8 x i32>* %40, align 4, !tbaa !19
  %index.next49 = add nuw i64 %index39, 8
  %41 = icmp eq i64 %index.next49, %n.vec37
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !77

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n38 = icmp eq i64 %n.vec37, %wide.trip.count
  br i1 %cmp.n38, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec37, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %42 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, i8* %b, i64 %42
  %43 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %43 to i32
  %44 = or i64 %42, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %b, i64 %44
  %45 = load i8, i8* %arrayidx.1, align 1, !tbaa !5
  %conv.1 = zext i8 %45 to i32
  %add5.1 = add nuw nsw i32 %conv, %conv.1
  %46 = or i64 %42, 2
  %arrayidx.2 = getelementptr inbounds i8, i8* %b, i64 %46
  %47 = load i8, i8* %arrayidx.2, align 1, !tbaa !5
  %conv.2 = zext i8 %47 to i32
  %add5.2 = add nuw nsw i32 %add5.1, %conv.2
  %48 = or i64 %42, 3
  %arrayidx.3 = getelementptr inbounds i8, i8* %b, i64 %48
  %49 = load i8, i8* %arrayidx.3, align 1, !tbaa !5
  %conv.3 = zext i8 %49 to i32
  %add5.3 = add nuw nsw i32 %add5.2, %conv.3
  %50 = or i64 %42, 4
  %arrayidx.4 = getelementptr inbounds i8, i8* %b, i64 %50
  %51 = load i8, i8* %arrayidx.4, align 1, !tbaa !5
  %conv.4 = zext i8 %51 to i32
  %add5.4 = add nuw nsw i32 %add5.3, %conv.4
  %52 = or i64 %42, 5
  %arrayidx.5 = getelementptr inbounds i8, i8* %b, i64 %52
  %53 = load i8, i8* %arrayidx.5, align 1, !tbaa !5
  %conv.5 = zext i8 %53 to i32
  %add5.5 = add nuw nsw i32 %add5.4, %conv.5
  %54 = or i64 %42, 6
  %arrayidx.6 = getelementptr inbounds i8, i8* %b, i64 %54
  %55 = load i8, i8* %arrayidx.6, align 1, !tbaa !5
  %conv.6 = zext i8 %55 to i32
  %add5.6 = add nuw nsw i32 %add5.5, %conv.6
  %56 = or i64 %42, 7
  %arrayidx.7 = getelementptr inbounds i8, i8* %b, i64 %56
  %57 = load i8, i8* %arrayidx.7, align 1, !tbaa !5
  %conv.7 = zext i8 %57 to i32
  %add5.7 = add nuw nsw i32 %add5.6, %conv.7
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add5.7, i32* %arrayidx7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !78

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @swap_ends8(i16* noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp21 = icmp sgt i32 %n, 0
  br i1 %cmp21, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa.loopexit:     ; preds = %for.body
  %phi.bo = shl i64 %indvars.iv.next.1, 3
  br label %for.cond.cleanup.loopexit.unr-lcssa

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.cond.cleanup.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %phi.bo, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i16, i16* %p, i64 %indvars.iv.unr
  %1 = load i16, i16* %arrayidx.epil, align 2, !tbaa !14
  %2 = or i64 %indvars.iv.unr, 7
  %arrayidx3.epil = getelementptr inbounds i16, i16* %p, i64 %2
  %3 = load i16, i16* %arrayidx3.epil, align 2, !tbaa !14
  store i16 %3, i16* %arrayidx.epil, align 2, !tbaa !14
  store i16 %1, i16* %arrayidx3.epil, align 2, !tbaa !14
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %4 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i16, i16* %p, i64 %4
  %5 = load i16, i16* %arrayidx, align 2, !tbaa !14
  %6 = or i64 %4, 7
  %arrayidx3 = getelementptr inbounds i16, i16* %p, i64 %6
  %7 = load i16, i16* %arrayidx3, align 2, !tbaa !14
  store i16 %7, i16* %arrayidx, align 2, !tbaa !14
  store i16 %5, i16* %arrayidx3, align 2, !tbaa !14
  %indvars.iv.next = shl i64 %indvars.iv, 3
  %8 = or i64 %indvars.iv.next, 8
  %arrayidx.1 = getelementptr inbounds i16, i16* %p, i64 %8
  %9 = load i16, i16* %arrayidx.1, align 2, !tbaa !14
  %10 = or i64 %indvars.iv.next, 15
  %arrayidx3.1 = getelementptr inbounds i16, i16* %p, i64 %10
  %11 = load i16, i16* %arrayidx3.1, align 2, !tbaa !14
  store i16 %11, i16* %arrayidx.1, align 2, !tbaa !14
  store i16 %9, i16* %arrayidx3.1, align 2, !tbaa !14
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa.loopexit, label %for.body, !llvm.loop !79
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @pack8_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check26 = icmp ult i32 %n, 16
  br i1 %min.iters.check26, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr inbounds i32, i32* %out, i64 -7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i32, i32* %in, i64 %index
  %2 = bitcast i32* %1 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %2, align 4, !tbaa !19
  %3 = shl nsw i64 %index, 3
  %4 = add nsw <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %5 = add nsw <16 x i32> %wide.load, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %6 = add nsw <16 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %7 = add nsw <16 x i32> %wide.load, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %8 = add nsw <16 x i32> %wide.load, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %9 = add nsw <16 x i32> %wide.load, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %10 = add nsw <16 x i32> %wide.load, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %11 = or i64 %3, 7
  %12 = getelementptr inbounds i32, i32* %0, i64 %11
  %13 = bitcast i32* %12 to <128 x i32>*
  %14 = shufflevector <16 x i32> %wide.load, <16 x i32> %4, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %15 = shufflevector <16 x i32> %5, <16 x i32> %6, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %16 = shufflevector <16 x i32> %7, <16 x i32> %8, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %17 = shufflevector <16 x i32> %9, <16 x i32> %10, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %18 = shufflevector <32 x i32> %14, <32 x i32> %15, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %19 = shufflevector <32 x i32> %16, <32 x i32> %17, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x i32> %18, <64 x i32> %19, <128 x i32> <i32 0, i32 16, i32 32, i32 48, i32 64, i32 80, i32 96, i32 112, i32 1, i32 17, i32 33, i32 49, i32 65, i32 81, i32 97, i32 113, i32 2, i32 18, i32 34, i32 50, i32 66, i32 82, i32 98, i32 114, i32 3, i32 19, i32 35, i32 51, i32 67, i32 83, i32 99, i32 115, i32 4, i32 20, i32 36, i32 52, i32 68, i32 84, i32 100, i32 116, i32 5, i32 21, i32 37, i32 53, i32 69, i32 85, i32 101, i32 117, i32 6, i32 22, i32 38, i32 54, i32 70, i32 86, i32 102, i32 118, i32 7, i32 23, i32 39, i32 55, i32 71, i32 87, i32 103, i32 119, i32 8, i32 24, i32 40, i32 56, i32 72, i32 88, i32 104, i32 120, i32 9, i32 25, i32 41, i32 57, i32 73, i32 89, i32 105, i32 121, i32 10, i32 26, i32 42, i32 58, i32 74, i32 90, i32 106, i32 122, i32 11, i32 27, i32 43, i32 59, i32 75, i32 91, i32 107, i32 123, i32 12, i32 28, i32 44, i32 60, i32 76, i32 92, i32 108, i32 124, i32 13, i32 29, i32 45, i32 61, i32 77, i32 93, i32 109, i32 125, i32 14, i32 30, i32 46, i32 62, i32 78, i32 94, i32 110, i32 126, i32 15, i32 31, i32 47, i32 63, i32 79, i32 95, i32 111, i32 127>
  store <128 x i32> %interleaved.vec, <128 x i32>* %13, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 16
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !80

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec28 = and i64 %wide.trip.count, 4294967288
  %21 = getelementptr inbounds i32, i32* %out, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %22 = getelementptr inbounds i32, i32* %in, i64 %index30
  %23 = bitcast i32* %22 to <8 x i32>*
  %wide.load31 = load <8 x i32>, <8 x i32>* %23, align 4, !tbaa !19
  %24 = shl nsw i64 %index30, 3
  %25 = add nsw <8 x i32> %wide.load31, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %26 = add nsw <8 x i32> %wide.load31, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %27 = add nsw <8 x i32> %wide.load31, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %28 = add nsw <8 x i32> %wide.load31, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %29 = add nsw <8 x i32> %wide.load31, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %30 = add nsw <8 x i32> %wide.load31, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %31 = add nsw <8 x i32> %wide.load31, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %32 = or i64 %24, 7
  %33 = getelementptr inbounds i32, i32* %21, i64 %32
  %34 = bitcast i32* %33 to <64 x i32>*
  %35 = shufflevector <8 x i32> %wide.load31, <8 x i32> %25, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %36 = shufflevector <8 x i32> %26, <8 x i32> %27, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %37 = shufflevector <8 x i32> %28, <8 x i32> %29, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %38 = shufflevector <8 x i32> %30, <8 x i32> %31, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %39 = shufflevector <16 x i32> %35, <16 x i32> %36, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %40 = shufflevector <16 x i32> %37, <16 x i32> %38, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec32 = shufflevector <32 x i32> %39, <32 x i32> %40, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x i32> %interleaved.vec32, <64 x i32>* %34, align 4, !tbaa !19
  %index.next33 = add nuw i64 %index30, 8
  %41 = icmp eq i64 %index.next33, %n.vec28
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !81

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %indvars.iv
  %42 = load i32, i32* %arrayidx, align 4, !tbaa !19
  %43 = shl nsw i64 %indvars.iv, 3
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %43
  store i32 %42, i32* %arrayidx7, align 4, !tbaa !19
  %44 = or i64 %43, 1
  %arrayidx7.1 = getelementptr inbounds i32, i32* %out, i64 %44
  %45 = insertelement <4 x i32> poison, i32 %42, i64 0
  %shuffle = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer
  %46 = add nsw <4 x i32> %shuffle, <i32 1, i32 2, i32 3, i32 4>
  %47 = bitcast i32* %arrayidx7.1 to <4 x i32>*
  store <4 x i32> %46, <4 x i32>* %47, align 4, !tbaa !19
  %add.5 = add nsw i32 %42, 5
  %48 = or i64 %43, 5
  %arrayidx7.5 = getelementptr inbounds i32, i32* %out, i64 %48
  store i32 %add.5, i32* %arrayidx7.5, align 4, !tbaa !19
  %add.6 = add nsw i32 %42, 6
  %49 = or i64 %43, 6
  %arrayidx7.6 = getelementptr inbounds i32, i32* %out, i64 %49
  store i32 %add.6, i32* %arrayidx7.6, align 4, !tbaa !19
  %add.7 = add nsw i32 %42, 7
  %50 = or i64 %43, 7
  %arrayidx7.7 = getelementptr inbounds i32, i32* %out, i64 %50
  store i32 %add.7, i32* %arrayidx7.7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !82

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @dot8_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp55 = icmp sgt i32 %n, 0
  br i1 %cmp55, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check66 = icmp ult i32 %n, 16
  br i1 %min.iters.check66, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 3
  %1 = getelementptr inbounds float, float* %v, i64 %0
  %2 = bitcast float* %1 to <128 x float>*
  %wide.vec = load <128 x float>, <128 x float>* %2, align 4, !tbaa !24
  %strided.vec = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %strided.vec67 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %strided.vec68 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %strided.vec69 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %strided.vec70 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %strided.vec71 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %strided.vec72 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %strided.vec73 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %3 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec67, <16 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <16 x float> %strided.vec)
  %4 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec68, <16 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <16 x float> %3)
  %5 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec69, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, <16 x float> %4)
  %6 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec70, <16 x float> <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>, <16 x float> %5)
  %7 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec71, <16 x float> <float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00>, <16 x float> %6)
  %8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec72, <16 x float> <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>, <16 x float> %7)
  %9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec73, <16 x float> <float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00>, <16 x float> %8)
  %10 = getelementptr inbounds float, float* %out, i64 %index
  %11 = bitcast float* %10 to <16 x float>*
  store <16 x float> %9, <16 x float>* %11, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !83

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec75 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index77 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next87, %vec.epilog.vector.body ]
  %13 = shl nsw i64 %index77, 3
  %14 = getelementptr inbounds float, float* %v, i64 %13
  %15 = bitcast float* %14 to <64 x float>*
  %wide.vec78 = load <64 x float>, <64 x float>* %15, align 4, !tbaa !24
  %strided.vec79 = shufflevector <64 x float> %wide.vec78, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec80 = shufflevector <64 x float> %wide.vec78, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec81 = shufflevector <64 x float> %wide.vec78, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec82 = shufflevector <64 x float> %wide.vec78, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec83 = shufflevector <64 x float> %wide.vec78, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec84 = shufflevector <64 x float> %wide.vec78, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec85 = shufflevector <64 x float> %wide.vec78, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec86 = shufflevector <64 x float> %wide.vec78, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %16 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec80, <8 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <8 x float> %strided.vec79)
  %17 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec81, <8 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <8 x float> %16)
  %18 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec82, <8 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, <8 x float> %17)
  %19 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec83, <8 x float> <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>, <8 x float> %18)
  %20 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec84, <8 x float> <float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00>, <8 x float> %19)
  %21 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec85, <8 x float> <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>, <8 x float> %20)
  %22 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec86, <8 x float> <float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00>, <8 x float> %21)
  %23 = getelementptr inbounds float, float* %out, i64 %index77
  %24 = bitcast float* %23 to <8 x float>*
  store <8 x float> %22, <8 x float>* %24, align 4, !tbaa !24
  %index.next87 = add nuw i64 %index77, 8
  %25 = icmp eq i64 %index.next87, %n.vec75
  br i1 %25, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !84

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n76 = icmp eq i64 %n.vec75, %wide.trip.count
  br i1 %cmp.n76, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec75, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %26 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds float, float* %v, i64 %26
  %27 = load float, float* %arrayidx, align 4, !tbaa !24
  %28 = or i64 %26, 1
  %arrayidx3 = getelementptr inbounds float, float* %v, i64 %28
  %29 = load float, float* %arrayidx3, align 4, !tbaa !24
  %30 = tail call float @llvm.fmuladd.f32(float %29, float 2.000000e+00, float %27)
  %31 = or i64 %26, 2
  %arrayidx8 = getelementptr inbounds float, float* %v, i64 %31
  %32 = load float, float* %arrayidx8, align 4, !tbaa !24
  %33 = tail call float @llvm.fmuladd.f32(float %32, float 3.000000e+00, float %30)
  %34 = or i64 %26, 3
  %arrayidx13 = getelementptr inbounds float, float* %v, i64 %34
  %35 = load float, float* %arrayidx13, align 4, !tbaa !24
  %36 = tail call float @llvm.fmuladd.f32(float %35, float 4.000000e+00, float %33)
  %37 = or i64 %26, 4
  %arrayidx18 = getelementptr inbounds float, float* %v, i64 %37
  %38 = load float, float* %arrayidx18, align 4, !tbaa !24
  %39 = tail call float @llvm.fmuladd.f32(float %38, float 5.000000e+00, float %36)
  %40 = or i64 %26, 5
  %arrayidx23 = getelementptr inbounds float, float* %v, i64 %40
  %41 = load float, float* %arrayidx23, align 4, !tbaa !24
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 6.000000e+00, float %39)
  %43 = or i64 %26, 6
  %arrayidx28 = getelementptr inbounds float, float* %v, i64 %43
  %44 = load float, float* %arrayidx28, align 4, !tbaa !24
  %45 = tail call float @llvm.fmuladd.f32(float %44, float 7.000000e+00, float %42)
  %46 = or i64 %26, 7
  %arrayidx33 = getelementptr inbounds float, float* %v, i64 %46
  %47 = load float, float* %arrayidx33, align 4, !tbaa !24
  %48 = tail call float @llvm.fmuladd.f32(float %47, float 8.000000e+00, float %45)
  %arrayidx36 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %48, float* %arrayidx36, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !85
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @first_of8_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.ph

for.body.preheader19:                             ; preds = %vector.body, %for.body.preheader
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
  %3 = getelementptr inbounds i64, i64* %r, <8 x i64> %2
  %wide.masked.gather = call <8 x i64> @llvm.masked.gather.v8i64.v8p0i64(<8 x i64*> %3, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !29
  %4 = or <8 x i64> %2, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %5 = getelementptr inbounds i64, i64* %r, <8 x i64> %4
  %wide.masked.gather18 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0i64(<8 x i64*> %5, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !29
  %6 = add nsw <8 x i64> %wide.masked.gather18, %wide.masked.gather
  %7 = getelementptr inbounds i64, i64* %out, i64 %index
  %8 = bitcast i64* %7 to <8 x i64>*
  store <8 x i64> %6, <8 x i64>* %8, align 8, !tbaa !29
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %for.body.preheader19, label %vector.body, !llvm.loop !86

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader19, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader19 ]
  %10 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i64, i64* %r, i64 %10
  %11 = load i64, i64* %arrayidx, align 8, !tbaa !29
  %12 = or i64 %10, 4
  %arrayidx3 = getelementptr inbounds i64, i64* %r, i64 %12
  %13 = load i64, i64* %arrayidx3, align 8, !tbaa !29
  %add4 = add nsw i64 %13, %11
  %arrayidx6 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %add4, i64* %arrayidx6, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !87
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @neg8_f64(double* noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %for.cond1.preheader.preheader, label %for.cond.cleanup

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader35, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nsw <8 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %1 = getelementptr inbounds double, double* %p, <8 x i64> %0
  %wide.masked.gather = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %1, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %2 = fneg <8 x double> %wide.masked.gather
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %2, <8 x double*> %1, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %3 = or <8 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = getelementptr inbounds double, double* %p, <8 x i64> %3
  %wide.masked.gather28 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %4, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %5 = fneg <8 x double> %wide.masked.gather28
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %5, <8 x double*> %4, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %6 = or <8 x i64> %0, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %7 = getelementptr inbounds double, double* %p, <8 x i64> %6
  %wide.masked.gather29 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %7, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %8 = fneg <8 x double> %wide.masked.gather29
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %8, <8 x double*> %7, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %9 = or <8 x i64> %0, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %10 = getelementptr inbounds double, double* %p, <8 x i64> %9
  %wide.masked.gather30 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %11 = fneg <8 x double> %wide.masked.gather30
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %11, <8 x double*> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %12 = or <8 x i64> %0, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %13 = getelementptr inbounds double, double* %p, <8 x i64> %12
  %wide.masked.gather31 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %13, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %14 = fneg <8 x double> %wide.masked.gather31
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %14, <8 x double*> %13, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %15 = or <8 x i64> %0, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %16 = getelementptr inbounds double, double* %p, <8 x i64> %15
  %wide.masked.gather32 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %16, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %17 = fneg <8 x double> %wide.masked.gather32
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %17, <8 x double*> %16, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %18 = or <8 x i64> %0, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %19 = getelementptr inbounds double, double* %p, <8 x i64> %18
  %wide.masked.gather33 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %19, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %20 = fneg <8 x double> %wide.masked.gather33
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %20, <8 x double*> %19, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %21 = or <8 x i64> %0, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %22 = getelementptr inbounds double, double* %p, <8 x i64> %21
  %wide.masked.gather34 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %22, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %23 = fneg <8 x double> %wide.masked.gather34
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %23, <8 x double*> %22, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !88

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.cond1.preheader.preheader35

for.cond1.preheader.preheader35:                  ; preds = %for.cond1.preheader.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %n.vec, %middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader35, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader35 ]
  %25 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds double, double* %p, i64 %25
  %26 = bitcast double* %arrayidx to <8 x double>*
  %27 = load <8 x double>, <8 x double>* %26, align 8, !tbaa !33
  %28 = fneg <8 x double> %27
  %29 = bitcast double* %arrayidx to <8 x double>*
  store <8 x double> %28, <8 x double>* %29, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !89

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @advance(%struct.particle* noalias nocapture noundef %p, float noundef %dt, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader23, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x float> poison, float %dt, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %index, i32 2
  %1 = getelementptr inbounds float, float* %0, i64 -2
  %2 = bitcast float* %1 to <32 x float>*
  %wide.vec = load <32 x float>, <32 x float>* %2, align 4, !tbaa !24
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec20 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec21 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec22 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %3 = getelementptr inbounds %struct.particle, %struct.particle* %p, <8 x i64> %vec.ind, i32 0
  %4 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat, <8 x float> %strided.vec21, <8 x float> %strided.vec)
  call void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float> %4, <8 x float*> %3, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !90
  %5 = getelementptr inbounds %struct.particle, %struct.particle* %p, <8 x i64> %vec.ind, i32 1
  %6 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat, <8 x float> %strided.vec22, <8 x float> %strided.vec20)
  call void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float> %6, <8 x float*> %5, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !92
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !93

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader23

for.body.preheader23:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader23, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader23 ]
  %vx = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 2
  %8 = load float, float* %vx, align 4, !tbaa !94
  %x = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 0
  %9 = load float, float* %x, align 4, !tbaa !90
  %10 = tail call float @llvm.fmuladd.f32(float %dt, float %8, float %9)
  store float %10, float* %x, align 4, !tbaa !90
  %vy = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 3
  %11 = load float, float* %vy, align 4, !tbaa !95
  %y = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 1
  %12 = load float, float* %y, align 4, !tbaa !92
  %13 = tail call float @llvm.fmuladd.f32(float %dt, float %11, float %12)
  store float %13, float* %y, align 4, !tbaa !92
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !96
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @set_flag(%struct.item* noalias nocapture noundef %it, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 17
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = and i64 %wide.trip.count, 15
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 16, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = or i64 %index, 1
  %3 = or i64 %index, 2
  %4 = or i64 %index, 3
  %5 = or i64 %index, 4
  %6 = or i64 %index, 5
  %7 = or i64 %index, 6
  %8 = or i64 %index, 7
  %9 = or i64 %index, 8
  %10 = or i64 %index, 9
  %11 = or i64 %index, 10
  %12 = or i64 %index, 11
  %13 = or i64 %index, 12
  %14 = or i64 %index, 13
  %15 = or i64 %index, 14
  %16 = or i64 %index, 15
  %17 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %index, i32 0
  %18 = bitcast i8* %17 to <64 x i8>*
  %wide.vec = load <64 x i8>, <64 x i8>* %18, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec15 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %19 = and <16 x i8> %strided.vec, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %20 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %index, i32 1
  %21 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %2, i32 1
  %22 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %3, i32 1
  %23 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %4, i32 1
  %24 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %5, i32 1
  %25 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %6, i32 1
  %26 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %7, i32 1
  %27 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %8, i32 1
  %28 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %9, i32 1
  %29 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %10, i32 1
  %30 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %11, i32 1
  %31 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %12, i32 1
  %32 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %13, i32 1
  %33 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %14, i32 1
  %34 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %15, i32 1
  %35 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %16, i32 1
  %36 = or <16 x i8> %strided.vec15, %19
  %37 = extractelement <16 x i8> %36, i64 0
  store i8 %37, i8* %20, align 1, !tbaa !97
  %38 = extractelement <16 x i8> %36, i64 1
  store i8 %38, i8* %21, align 1, !tbaa !97
  %39 = extractelement <16 x i8> %36, i64 2
  store i8 %39, i8* %22, align 1, !tbaa !97
  %40 = extractelement <16 x i8> %36, i64 3
  store i8 %40, i8* %23, align 1, !tbaa !97
  %41 = extractelement <16 x i8> %36, i64 4
  store i8 %41, i8* %24, align 1, !tbaa !97
  %42 = extractelement <16 x i8> %36, i64 5
  store i8 %42, i8* %25, align 1, !tbaa !97
  %43 = extractelement <16 x i8> %36, i64 6
  store i8 %43, i8* %26, align 1, !tbaa !97
  %44 = extractelement <16 x i8> %36, i64 7
  store i8 %44, i8* %27, align 1, !tbaa !97
  %45 = extractelement <16 x i8> %36, i64 8
  store i8 %45, i8* %28, align 1, !tbaa !97
  %46 = extractelement <16 x i8> %36, i64 9
  store i8 %46, i8* %29, align 1, !tbaa !97
  %47 = extractelement <16 x i8> %36, i64 10
  store i8 %47, i8* %30, align 1, !tbaa !97
  %48 = extractelement <16 x i8> %36, i64 11
  store i8 %48, i8* %31, align 1, !tbaa !97
  %49 = extractelement <16 x i8> %36, i64 12
  store i8 %49, i8* %32, align 1, !tbaa !97
  %50 = extractelement <16 x i8> %36, i64 13
  store i8 %50, i8* %33, align 1, !tbaa !97
  %51 = extractelement <16 x i8> %36, i64 14
  store i8 %51, i8* %34, align 1, !tbaa !97
  %52 = extractelement <16 x i8> %36, i64 15
  store i8 %52, i8* %35, align 1, !tbaa !97
  %index.next = add nuw i64 %index, 16
  %53 = icmp eq i64 %index.next, %n.vec
  br i1 %53, label %vec.epilog.iter.check, label %vector.body, !llvm.loop !99

vec.epilog.iter.check:                            ; preds = %vector.body
  %min.epilog.iters.check = icmp ult i64 %1, 9
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.vector.body, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec17, %vec.epilog.vector.body ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf16 = and i64 %wide.trip.count, 7
  %54 = icmp eq i64 %n.mod.vf16, 0
  %55 = select i1 %54, i64 8, i64 %n.mod.vf16
  %n.vec17 = sub nsw i64 %wide.trip.count, %55
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next22, %vec.epilog.vector.body ]
  %56 = add i64 %index18, 1
  %57 = add i64 %index18, 2
  %58 = add i64 %index18, 3
  %59 = add i64 %index18, 4
  %60 = add i64 %index18, 5
  %61 = add i64 %index18, 6
  %62 = add i64 %index18, 7
  %63 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %index18, i32 0
  %64 = bitcast i8* %63 to <32 x i8>*
  %wide.vec19 = load <32 x i8>, <32 x i8>* %64, align 1, !tbaa !5
  %strided.vec20 = shufflevector <32 x i8> %wide.vec19, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec21 = shufflevector <32 x i8> %wide.vec19, <32 x i8> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %65 = and <8 x i8> %strided.vec20, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %66 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %index18, i32 1
  %67 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %56, i32 1
  %68 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %57, i32 1
  %69 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %58, i32 1
  %70 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %59, i32 1
  %71 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %60, i32 1
  %72 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %61, i32 1
  %73 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %62, i32 1
  %74 = or <8 x i8> %strided.vec21, %65
  %75 = extractelement <8 x i8> %74, i64 0
  store i8 %75, i8* %66, align 1, !tbaa !97
  %76 = extractelement <8 x i8> %74, i64 1
  store i8 %76, i8* %67, align 1, !tbaa !97
  %77 = extractelement <8 x i8> %74, i64 2
  store i8 %77, i8* %68, align 1, !tbaa !97
  %78 = extractelement <8 x i8> %74, i64 3
  store i8 %78, i8* %69, align 1, !tbaa !97
  %79 = extractelement <8 x i8> %74, i64 4
  store i8 %79, i8* %70, align 1, !tbaa !97
  %80 = extractelement <8 x i8> %74, i64 5
  store i8 %80, i8* %71, align 1, !tbaa !97
  %81 = extractelement <8 x i8> %74, i64 6
  store i8 %81, i8* %72, align 1, !tbaa !97
  %82 = extractelement <8 x i8> %74, i64 7
  store i8 %82, i8* %73, align 1, !tbaa !97
  %index.next22 = add nuw i64 %index18, 8
  %83 = icmp eq i64 %index.next22, %n.vec17
  br i1 %83, label %for.body.preheader, label %vec.epilog.vector.body, !llvm.loop !100

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %kind = getelementptr inbounds %struct.item, %struct.item* %it, i64 %indvars.iv, i32 0
  %84 = load i8, i8* %kind, align 2, !tbaa !101
  %85 = and i8 %84, 1
  %flags = getelementptr inbounds %struct.item, %struct.item* %it, i64 %indvars.iv, i32 1
  %86 = load i8, i8* %flags, align 1, !tbaa !97
  %or10 = or i8 %86, %85
  store i8 %or10, i8* %flags, align 1, !tbaa !97
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !102
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cond_split(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp21 = icmp sgt i32 %n, 0
  br i1 %cmp21, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader27, label %vector.ph

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
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !24
  %6 = fcmp ogt <16 x float> %wide.load, zeroinitializer
  %7 = shl nuw nsw <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %8 = getelementptr inbounds float, float* %out, <16 x i64> %7
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load, <16 x float*> %8, i32 4, <16 x i1> %6), !tbaa !24
  %9 = fneg <16 x float> %wide.load
  %10 = or <16 x i64> %7, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %11 = getelementptr inbounds float, float* %out, <16 x i64> %10
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %9, <16 x float*> %11, i32 4, <16 x i1> %6), !tbaa !24
  %index.next = or i64 %index, 16
  %12 = getelementptr inbounds float, float* %a, i64 %index.next
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !24
  %14 = fcmp ogt <16 x float> %wide.load.1, zeroinitializer
  %vec.ind.next = shl <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %15 = add <16 x i64> %vec.ind.next, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %16 = getelementptr inbounds float, float* %out, <16 x i64> %15
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.1, <16 x float*> %16, i32 4, <16 x i1> %14), !tbaa !24
  %17 = fneg <16 x float> %wide.load.1
  %18 = or <16 x i64> %15, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %19 = getelementptr inbounds float, float* %out, <16 x i64> %18
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %17, <16 x float*> %19, i32 4, <16 x i1> %14), !tbaa !24
  %index.next.1 = add nuw i64 %index, 32
  %vec.ind.next.1 = add <16 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !103

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl <16 x i64> %vec.ind.next.1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <16 x i64> [ <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14, i64 16, i64 18, i64 20, i64 22, i64 24, i64 26, i64 28, i64 30>, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds float, float* %a, i64 %index.unr
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %21, align 4, !tbaa !24
  %22 = fcmp ogt <16 x float> %wide.load.epil, zeroinitializer
  %23 = getelementptr inbounds float, float* %out, <16 x i64> %vec.ind.unr
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.load.epil, <16 x float*> %23, i32 4, <16 x i1> %22), !tbaa !24
  %24 = fneg <16 x float> %wide.load.epil
  %25 = or <16 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %26 = getelementptr inbounds float, float* %out, <16 x i64> %25
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %24, <16 x float*> %26, i32 4, <16 x i1> %22), !tbaa !24
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader27

for.body.preheader27:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader27, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader27 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %27 = load float, float* %arrayidx, align 4, !tbaa !24
  %cmp1 = fcmp ogt float %27, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %28 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds float, float* %out, i64 %28
  store float %27, float* %arrayidx5, align 4, !tbaa !24
  %fneg = fneg float %27
  %29 = or i64 %28, 1
  %arrayidx10 = getelementptr inbounds float, float* %out, i64 %29
  store float %fneg, float* %arrayidx10, align 4, !tbaa !24
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !104
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cond_rgb(i8* noalias nocapture noundef writeonly %rgb, i8* noalias nocapture noundef readonly %mask, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds i8, i8* %mask, i64 %indvars.iv
  %0 = load i8, i8* %arrayidx, align 1, !tbaa !5
  %1 = and i8 %0, 1
  %tobool.not = icmp eq i8 %1, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %2 = trunc i64 %indvars.iv to i32
  %mul = mul nsw i32 %2, 3
  %idxprom1 = zext i32 %mul to i64
  %arrayidx2 = getelementptr inbounds i8, i8* %rgb, i64 %idxprom1
  store i8 0, i8* %arrayidx2, align 1, !tbaa !5
  %add = add nuw nsw i32 %mul, 1
  %idxprom4 = zext i32 %add to i64
  %arrayidx5 = getelementptr inbounds i8, i8* %rgb, i64 %idxprom4
  store i8 0, i8* %arrayidx5, align 1, !tbaa !5
  %add7 = add nuw nsw i32 %mul, 2
  %idxprom8 = zext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds i8, i8* %rgb, i64 %idxprom8
  store i8 0, i8* %arrayidx9, align 1, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !105
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cond_rec(%struct.rec* noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp31 = icmp sgt i32 %n, 0
  br i1 %cmp31, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 9
  br i1 %min.iters.check, label %for.body.preheader35, label %vector.ph

for.body.preheader35:                             ; preds = %vector.body, %for.body.preheader
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
  %2 = getelementptr inbounds %struct.rec, %struct.rec* %r, <8 x i64> %vec.ind, i32 2
  %bc = bitcast <8 x i64*> %2 to <8 x <32 x i64>*>
  %3 = extractelement <8 x <32 x i64>*> %bc, i64 0
  %wide.vec = load <32 x i64>, <32 x i64>* %3, align 8, !tbaa !29
  %strided.vec = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec34 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %4 = getelementptr inbounds %struct.rec, %struct.rec* %r, <8 x i64> %vec.ind, i32 3
  %5 = icmp sgt <8 x i64> %strided.vec, %strided.vec34
  call void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64> %strided.vec34, <8 x i64*> %2, i32 8, <8 x i1> %5), !tbaa !72
  call void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64> %strided.vec, <8 x i64*> %4, i32 8, <8 x i1> %5), !tbaa !71
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %for.body.preheader35, label %vector.body, !llvm.loop !106

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader35, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader35 ]
  %lo = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 2
  %7 = load i64, i64* %lo, align 8, !tbaa !72
  %hi = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 3
  %8 = load i64, i64* %hi, align 8, !tbaa !71
  %cmp3 = icmp sgt i64 %7, %8
  br i1 %cmp3, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  store i64 %8, i64* %lo, align 8, !tbaa !72
  store i64 %7, i64* %hi, align 8, !tbaa !71
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !107
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.fmuladd.v8f64(<8 x double>, <8 x double>, <8 x double>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8i64.v8p0i64(<8 x i64>, <8 x i64*>, i32 immarg, <8 x i1>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0i64(<8 x i64*>, i32 immarg, <8 x i1>, <8 x i64>) #5

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*>, i32 immarg, <8 x i1>, <8 x double>) #5

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double>, <8 x double*>, i32 immarg, <8 x i1>) #4

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float>, <8 x float*>, i32 immarg, <8 x i1>) #4

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readonly willreturn }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !6, i64 0}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9, !10, !12}
!18 = distinct !{!18, !9, !12, !10}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !6, i64 0}
!21 = distinct !{!21, !9, !10}
!22 = distinct !{!22, !9, !10, !12}
!23 = distinct !{!23, !9, !12, !10}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !6, i64 0}
!26 = distinct !{!26, !9, !10}
!27 = distinct !{!27, !9, !10, !12}
!28 = distinct !{!28, !9, !12, !10}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !6, i64 0}
!31 = distinct !{!31, !9, !10}
!32 = distinct !{!32, !9, !12, !10}
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !6, i64 0}
!35 = distinct !{!35, !9, !10}
!36 = distinct !{!36, !9, !12, !10}
!37 = distinct !{!37, !9, !10}
!38 = distinct !{!38, !9, !10, !12}
!39 = distinct !{!39, !9, !12, !10}
!40 = distinct !{!40, !9, !10}
!41 = distinct !{!41, !9, !10, !12}
!42 = distinct !{!42, !9, !12, !10}
!43 = distinct !{!43, !9, !10}
!44 = distinct !{!44, !9, !10, !12}
!45 = distinct !{!45, !9, !12, !10}
!46 = distinct !{!46, !9, !10}
!47 = distinct !{!47, !9, !10, !12}
!48 = !{!49, !25, i64 4}
!49 = !{!"vec3", !25, i64 0, !25, i64 4, !25, i64 8}
!50 = !{!49, !25, i64 8}
!51 = !{!49, !25, i64 0}
!52 = distinct !{!52, !9, !12, !10}
!53 = distinct !{!53, !9, !10}
!54 = distinct !{!54, !9, !12, !10}
!55 = distinct !{!55, !9, !10}
!56 = distinct !{!56, !9, !12, !10}
!57 = distinct !{!57, !9, !10}
!58 = distinct !{!58, !9, !12, !10}
!59 = distinct !{!59, !9, !10}
!60 = distinct !{!60, !9, !10, !12}
!61 = distinct !{!61, !9, !12, !10}
!62 = distinct !{!62, !9, !10}
!63 = distinct !{!63, !9, !10, !12}
!64 = distinct !{!64, !9, !12, !10}
!65 = distinct !{!65, !9, !10}
!66 = distinct !{!66, !9, !10, !12}
!67 = distinct !{!67, !9, !12, !10}
!68 = !{!69, !30, i64 8}
!69 = !{!"rec", !30, i64 0, !30, i64 8, !30, i64 16, !30, i64 24}
!70 = distinct !{!70, !9, !10}
!71 = !{!69, !30, i64 24}
!72 = !{!69, !30, i64 16}
!73 = distinct !{!73, !9, !12, !10}
!74 = distinct !{!74, !9, !10}
!75 = distinct !{!75, !9, !12, !10}
!76 = distinct !{!76, !9, !10}
!77 = distinct !{!77, !9, !10, !12}
!78 = distinct !{!78, !9, !12, !10}
!79 = distinct !{!79, !9}
!80 = distinct !{!80, !9, !10}
!81 = distinct !{!81, !9, !10, !12}
!82 = distinct !{!82, !9, !12, !10}
!83 = distinct !{!83, !9, !10}
!84 = distinct !{!84, !9, !10, !12}
!85 = distinct !{!85, !9, !12, !10}
!86 = distinct !{!86, !9, !10}
!87 = distinct !{!87, !9, !12, !10}
!88 = distinct !{!88, !9, !10}
!89 = distinct !{!89, !9, !12, !10}
!90 = !{!91, !25, i64 0}
!91 = !{!"particle", !25, i64 0, !25, i64 4, !25, i64 8, !25, i64 12}
!92 = !{!91, !25, i64 4}
!93 = distinct !{!93, !9, !10}
!94 = !{!91, !25, i64 8}
!95 = !{!91, !25, i64 12}
!96 = distinct !{!96, !9, !12, !10}
!97 = !{!98, !6, i64 1}
!98 = !{!"item", !6, i64 0, !6, i64 1, !15, i64 2}
!99 = distinct !{!99, !9, !10}
!100 = distinct !{!100, !9, !10, !12}
!101 = !{!98, !6, i64 0}
!102 = distinct !{!102, !9, !12, !10}
!103 = distinct !{!103, !9, !10}
!104 = distinct !{!104, !9, !12, !10}
!105 = distinct !{!105, !9}
!106 = distinct !{!106, !9, !10}
!107 = distinct !{!107, !9, !12, !10}
