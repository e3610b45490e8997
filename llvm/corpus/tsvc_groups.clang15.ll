; ModuleID = 'tsvc_groups.c'
source_filename = "tsvc_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec3 = type { float, float, float }
%struct.rec = type { i64, i64, i64, i64 }
%struct.particle = type { float, float, float, float }
%struct.item = type { i8, i8, i16 }

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @swap_bytes(ptr noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check24 = icmp ult i32 %n, 64
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %0 = getelementptr i8, ptr %p, i64 -1
  %1 = getelementptr i8, ptr %p, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = shl nuw nsw i64 %index, 1
  %3 = shl i64 %index, 1
  %4 = or i64 %3, 64
  %5 = getelementptr inbounds i8, ptr %p, i64 %2
  %6 = getelementptr inbounds i8, ptr %p, i64 %4
  %wide.vec = load <64 x i8>, ptr %5, align 1, !tbaa !5
  %wide.vec25 = load <64 x i8>, ptr %6, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec26 = shufflevector <64 x i8> %wide.vec25, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec27 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %strided.vec28 = shufflevector <64 x i8> %wide.vec25, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %7 = or i64 %2, 1
  %8 = or i64 %3, 65
  %9 = getelementptr i8, ptr %0, i64 %7
  %10 = getelementptr i8, ptr %1, i64 %8
  %interleaved.vec = shufflevector <32 x i8> %strided.vec27, <32 x i8> %strided.vec, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %interleaved.vec, ptr %9, align 1, !tbaa !5
  %interleaved.vec29 = shufflevector <32 x i8> %strided.vec28, <32 x i8> %strided.vec26, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %interleaved.vec29, ptr %10, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 48
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec31 = and i64 %wide.trip.count, 4294967280
  %12 = getelementptr i8, ptr %p, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next38, %vec.epilog.vector.body ]
  %13 = shl nuw nsw i64 %offset.idx, 1
  %14 = getelementptr inbounds i8, ptr %p, i64 %13
  %wide.vec34 = load <32 x i8>, ptr %14, align 1, !tbaa !5
  %strided.vec35 = shufflevector <32 x i8> %wide.vec34, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec36 = shufflevector <32 x i8> %wide.vec34, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %15 = or i64 %13, 1
  %16 = getelementptr i8, ptr %12, i64 %15
  %interleaved.vec37 = shufflevector <16 x i8> %strided.vec36, <16 x i8> %strided.vec35, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i8> %interleaved.vec37, ptr %16, align 1, !tbaa !5
  %index.next38 = add nuw i64 %offset.idx, 16
  %17 = icmp eq i64 %index.next38, %n.vec31
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n32 = icmp eq i64 %n.vec31, %wide.trip.count
  br i1 %cmp.n32, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec31, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %18 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 %18
  %19 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %20 = or i64 %18, 1
  %arrayidx3 = getelementptr inbounds i8, ptr %p, i64 %20
  %21 = load i8, ptr %arrayidx3, align 1, !tbaa !5
  store i8 %21, ptr %arrayidx, align 1, !tbaa !5
  store i8 %19, ptr %arrayidx3, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @stereo_to_mono(ptr noalias nocapture noundef writeonly %mono, ptr noalias nocapture noundef readonly %st, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check19 = icmp ult i32 %n, 32
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

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
  %5 = getelementptr inbounds i16, ptr %st, i64 %4
  %wide.vec = load <64 x i16>, ptr %5, align 2, !tbaa !14
  %strided.vec = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec20 = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %6 = sext <32 x i16> %strided.vec to <32 x i32>
  %7 = sext <32 x i16> %strided.vec20 to <32 x i32>
  %8 = add nsw <32 x i32> %7, %6
  %9 = lshr <32 x i32> %8, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %10 = trunc <32 x i32> %9 to <32 x i16>
  %11 = getelementptr inbounds i16, ptr %mono, i64 %index
  store <32 x i16> %10, ptr %11, align 2, !tbaa !14
  %index.next = or i64 %index, 32
  %12 = shl nuw nsw i64 %index.next, 1
  %13 = getelementptr inbounds i16, ptr %st, i64 %12
  %wide.vec.1 = load <64 x i16>, ptr %13, align 2, !tbaa !14
  %strided.vec.1 = shufflevector <64 x i16> %wide.vec.1, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec20.1 = shufflevector <64 x i16> %wide.vec.1, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %14 = sext <32 x i16> %strided.vec.1 to <32 x i32>
  %15 = sext <32 x i16> %strided.vec20.1 to <32 x i32>
  %16 = add nsw <32 x i32> %15, %14
  %17 = lshr <32 x i32> %16, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %18 = trunc <32 x i32> %17 to <32 x i16>
  %19 = getelementptr inbounds i16, ptr %mono, i64 %index.next
  store <32 x i16> %18, ptr %19, align 2, !tbaa !14
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !16

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = shl nuw nsw i64 %index.unr, 1
  %21 = getelementptr inbounds i16, ptr %st, i64 %20
  %wide.vec.epil = load <64 x i16>, ptr %21, align 2, !tbaa !14
  %strided.vec.epil = shufflevector <64 x i16> %wide.vec.epil, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec20.epil = shufflevector <64 x i16> %wide.vec.epil, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %22 = sext <32 x i16> %strided.vec.epil to <32 x i32>
  %23 = sext <32 x i16> %strided.vec20.epil to <32 x i32>
  %24 = add nsw <32 x i32> %23, %22
  %25 = lshr <32 x i32> %24, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %26 = trunc <32 x i32> %25 to <32 x i16>
  %27 = getelementptr inbounds i16, ptr %mono, i64 %index.unr
  store <32 x i16> %26, ptr %27, align 2, !tbaa !14
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
  %n.vec22 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %28 = shl nuw nsw i64 %offset.idx, 1
  %29 = getelementptr inbounds i16, ptr %st, i64 %28
  %wide.vec25 = load <32 x i16>, ptr %29, align 2, !tbaa !14
  %strided.vec26 = shufflevector <32 x i16> %wide.vec25, <32 x i16> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec27 = shufflevector <32 x i16> %wide.vec25, <32 x i16> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %30 = sext <16 x i16> %strided.vec26 to <16 x i32>
  %31 = sext <16 x i16> %strided.vec27 to <16 x i32>
  %32 = add nsw <16 x i32> %31, %30
  %33 = lshr <16 x i32> %32, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %34 = trunc <16 x i32> %33 to <16 x i16>
  %35 = getelementptr inbounds i16, ptr %mono, i64 %offset.idx
  store <16 x i16> %34, ptr %35, align 2, !tbaa !14
  %index.next28 = add nuw i64 %offset.idx, 16
  %36 = icmp eq i64 %index.next28, %n.vec22
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

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
  %37 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i16, ptr %st, i64 %37
  %38 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %conv = sext i16 %38 to i32
  %39 = or i64 %37, 1
  %arrayidx3 = getelementptr inbounds i16, ptr %st, i64 %39
  %40 = load i16, ptr %arrayidx3, align 2, !tbaa !14
  %conv4 = sext i16 %40 to i32
  %add5 = add nsw i32 %conv4, %conv
  %41 = lshr i32 %add5, 1
  %conv6 = trunc i32 %41 to i16
  %arrayidx8 = getelementptr inbounds i16, ptr %mono, i64 %indvars.iv
  store i16 %conv6, ptr %arrayidx8, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @split_pairs(ptr noalias nocapture noundef writeonly %x, ptr noalias nocapture noundef writeonly %y, ptr noalias nocapture noundef readonly %xy, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check19 = icmp ult i32 %n, 32
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nuw nsw i64 %index, 1
  %1 = shl i64 %index, 1
  %2 = or i64 %1, 32
  %3 = getelementptr inbounds i32, ptr %xy, i64 %0
  %4 = getelementptr inbounds i32, ptr %xy, i64 %2
  %wide.vec = load <32 x i32>, ptr %3, align 4, !tbaa !19
  %wide.vec20 = load <32 x i32>, ptr %4, align 4, !tbaa !19
  %strided.vec = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec21 = shufflevector <32 x i32> %wide.vec20, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec22 = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %strided.vec23 = shufflevector <32 x i32> %wide.vec20, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %5 = getelementptr inbounds i32, ptr %x, i64 %index
  store <16 x i32> %strided.vec, ptr %5, align 4, !tbaa !19
  %6 = getelementptr inbounds i32, ptr %5, i64 16
  store <16 x i32> %strided.vec21, ptr %6, align 4, !tbaa !19
  %7 = getelementptr inbounds i32, ptr %y, i64 %index
  store <16 x i32> %strided.vec22, ptr %7, align 4, !tbaa !19
  %8 = getelementptr inbounds i32, ptr %7, i64 16
  store <16 x i32> %strided.vec23, ptr %8, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 32
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec25 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %10 = shl nuw nsw i64 %offset.idx, 1
  %11 = getelementptr inbounds i32, ptr %xy, i64 %10
  %wide.vec28 = load <16 x i32>, ptr %11, align 4, !tbaa !19
  %strided.vec29 = shufflevector <16 x i32> %wide.vec28, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec30 = shufflevector <16 x i32> %wide.vec28, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %12 = getelementptr inbounds i32, ptr %x, i64 %offset.idx
  store <8 x i32> %strided.vec29, ptr %12, align 4, !tbaa !19
  %13 = getelementptr inbounds i32, ptr %y, i64 %offset.idx
  store <8 x i32> %strided.vec30, ptr %13, align 4, !tbaa !19
  %index.next31 = add nuw i64 %offset.idx, 8
  %14 = icmp eq i64 %index.next31, %n.vec25
  br i1 %14, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n26 = icmp eq i64 %n.vec25, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %15 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i32, ptr %xy, i64 %15
  %16 = load i32, ptr %arrayidx, align 4, !tbaa !19
  %arrayidx2 = getelementptr inbounds i32, ptr %x, i64 %indvars.iv
  store i32 %16, ptr %arrayidx2, align 4, !tbaa !19
  %17 = or i64 %15, 1
  %arrayidx5 = getelementptr inbounds i32, ptr %xy, i64 %17
  %18 = load i32, ptr %arrayidx5, align 4, !tbaa !19
  %arrayidx7 = getelementptr inbounds i32, ptr %y, i64 %indvars.iv
  store i32 %18, ptr %arrayidx7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @cmac(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp38 = icmp sgt i32 %n, 0
  br i1 %cmp38, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check43 = icmp ult i32 %n, 16
  br i1 %min.iters.check43, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr float, ptr %acc, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds float, ptr %a, i64 %1
  %wide.vec = load <32 x float>, ptr %2, align 4, !tbaa !24
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec44 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %3 = or i64 %1, 1
  %4 = getelementptr inbounds float, ptr %b, i64 %1
  %wide.vec45 = load <32 x float>, ptr %4, align 4, !tbaa !24
  %strided.vec46 = shufflevector <32 x float> %wide.vec45, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec47 = shufflevector <32 x float> %wide.vec45, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %5 = fmul <16 x float> %strided.vec44, %strided.vec47
  %6 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec46, <16 x float> %5)
  %7 = getelementptr inbounds float, ptr %acc, i64 %1
  %wide.vec48 = load <32 x float>, ptr %7, align 4, !tbaa !24
  %strided.vec49 = shufflevector <32 x float> %wide.vec48, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec50 = shufflevector <32 x float> %wide.vec48, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %8 = fadd <16 x float> %strided.vec49, %6
  %9 = fneg <16 x float> %strided.vec
  %10 = fmul <16 x float> %strided.vec47, %9
  %11 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec44, <16 x float> %strided.vec46, <16 x float> %10)
  %12 = fadd <16 x float> %11, %strided.vec50
  %13 = getelementptr float, ptr %0, i64 %3
  %interleaved.vec = shufflevector <16 x float> %8, <16 x float> %12, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved.vec, ptr %13, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec52 = and i64 %wide.trip.count, 4294967288
  %15 = getelementptr float, ptr %acc, i64 -1
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next65, %vec.epilog.vector.body ]
  %16 = shl nuw nsw i64 %offset.idx, 1
  %17 = getelementptr inbounds float, ptr %a, i64 %16
  %wide.vec55 = load <16 x float>, ptr %17, align 4, !tbaa !24
  %strided.vec56 = shufflevector <16 x float> %wide.vec55, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec57 = shufflevector <16 x float> %wide.vec55, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %18 = or i64 %16, 1
  %19 = getelementptr inbounds float, ptr %b, i64 %16
  %wide.vec58 = load <16 x float>, ptr %19, align 4, !tbaa !24
  %strided.vec59 = shufflevector <16 x float> %wide.vec58, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec60 = shufflevector <16 x float> %wide.vec58, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %20 = fmul <8 x float> %strided.vec57, %strided.vec60
  %21 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec56, <8 x float> %strided.vec59, <8 x float> %20)
  %22 = getelementptr inbounds float, ptr %acc, i64 %16
  %wide.vec61 = load <16 x float>, ptr %22, align 4, !tbaa !24
  %strided.vec62 = shufflevector <16 x float> %wide.vec61, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec63 = shufflevector <16 x float> %wide.vec61, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %23 = fadd <8 x float> %strided.vec62, %21
  %24 = fneg <8 x float> %strided.vec56
  %25 = fmul <8 x float> %strided.vec60, %24
  %26 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec57, <8 x float> %strided.vec59, <8 x float> %25)
  %27 = fadd <8 x float> %26, %strided.vec63
  %28 = getelementptr float, ptr %15, i64 %18
  %interleaved.vec64 = shufflevector <8 x float> %23, <8 x float> %27, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x float> %interleaved.vec64, ptr %28, align 4, !tbaa !24
  %index.next65 = add nuw i64 %offset.idx, 8
  %29 = icmp eq i64 %index.next65, %n.vec52
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n53 = icmp eq i64 %n.vec52, %wide.trip.count
  br i1 %cmp.n53, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec52, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %30 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %30
  %31 = or i64 %30, 1
  %arrayidx6 = getelementptr inbounds float, ptr %b, i64 %30
  %32 = load float, ptr %arrayidx6, align 4, !tbaa !24
  %arrayidx10 = getelementptr inbounds float, ptr %b, i64 %31
  %33 = load float, ptr %arrayidx10, align 4, !tbaa !24
  %arrayidx15 = getelementptr inbounds float, ptr %acc, i64 %30
  %34 = load <2 x float>, ptr %arrayidx, align 4, !tbaa !24
  %35 = extractelement <2 x float> %34, i64 0
  %36 = fneg float %35
  %37 = insertelement <2 x float> poison, float %33, i64 0
  %38 = shufflevector <2 x float> %37, <2 x float> poison, <2 x i32> zeroinitializer
  %39 = insertelement <2 x float> %34, float %36, i64 0
  %40 = fmul <2 x float> %38, %39
  %shuffle = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %41 = insertelement <2 x float> poison, float %32, i64 0
  %42 = shufflevector <2 x float> %41, <2 x float> poison, <2 x i32> zeroinitializer
  %43 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %34, <2 x float> %42, <2 x float> %shuffle)
  %44 = load <2 x float>, ptr %arrayidx15, align 4, !tbaa !24
  %45 = fadd <2 x float> %44, %43
  store <2 x float> %45, ptr %arrayidx15, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @kv_keys(ptr noalias nocapture noundef writeonly %keys, ptr noalias nocapture noundef readonly %kv, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader26, label %vector.ph

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
  %7 = getelementptr inbounds i64, ptr %kv, i64 %0
  %8 = getelementptr inbounds i64, ptr %kv, i64 %2
  %9 = getelementptr inbounds i64, ptr %kv, i64 %4
  %10 = getelementptr inbounds i64, ptr %kv, i64 %6
  %wide.vec = load <16 x i64>, ptr %7, align 8, !tbaa !29
  %wide.vec16 = load <16 x i64>, ptr %8, align 8, !tbaa !29
  %wide.vec17 = load <16 x i64>, ptr %9, align 8, !tbaa !29
  %wide.vec18 = load <16 x i64>, ptr %10, align 8, !tbaa !29
  %strided.vec = shufflevector <16 x i64> %wide.vec, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec19 = shufflevector <16 x i64> %wide.vec16, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec20 = shufflevector <16 x i64> %wide.vec17, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec21 = shufflevector <16 x i64> %wide.vec18, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec22 = shufflevector <16 x i64> %wide.vec, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec23 = shufflevector <16 x i64> %wide.vec16, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec24 = shufflevector <16 x i64> %wide.vec17, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %strided.vec25 = shufflevector <16 x i64> %wide.vec18, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %11 = xor <8 x i64> %strided.vec22, %strided.vec
  %12 = xor <8 x i64> %strided.vec23, %strided.vec19
  %13 = xor <8 x i64> %strided.vec24, %strided.vec20
  %14 = xor <8 x i64> %strided.vec25, %strided.vec21
  %15 = getelementptr inbounds i64, ptr %keys, i64 %index
  store <8 x i64> %11, ptr %15, align 8, !tbaa !29
  %16 = getelementptr inbounds i64, ptr %15, i64 8
  store <8 x i64> %12, ptr %16, align 8, !tbaa !29
  %17 = getelementptr inbounds i64, ptr %15, i64 16
  store <8 x i64> %13, ptr %17, align 8, !tbaa !29
  %18 = getelementptr inbounds i64, ptr %15, i64 24
  store <8 x i64> %14, ptr %18, align 8, !tbaa !29
  %index.next = add nuw i64 %index, 32
  %19 = icmp eq i64 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader26

for.body.preheader26:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader26, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader26 ]
  %20 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i64, ptr %kv, i64 %20
  %21 = load i64, ptr %arrayidx, align 8, !tbaa !29
  %22 = or i64 %20, 1
  %arrayidx3 = getelementptr inbounds i64, ptr %kv, i64 %22
  %23 = load i64, ptr %arrayidx3, align 8, !tbaa !29
  %xor = xor i64 %23, %21
  %arrayidx5 = getelementptr inbounds i64, ptr %keys, i64 %indvars.iv
  store i64 %xor, ptr %arrayidx5, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @cabs2(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %z, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp24 = icmp sgt i32 %n, 0
  br i1 %cmp24, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader39, label %vector.ph

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
  %7 = getelementptr inbounds double, ptr %z, i64 %0
  %8 = getelementptr inbounds double, ptr %z, i64 %2
  %9 = getelementptr inbounds double, ptr %z, i64 %4
  %10 = getelementptr inbounds double, ptr %z, i64 %6
  %wide.vec = load <16 x double>, ptr %7, align 8, !tbaa !33
  %wide.vec29 = load <16 x double>, ptr %8, align 8, !tbaa !33
  %wide.vec30 = load <16 x double>, ptr %9, align 8, !tbaa !33
  %wide.vec31 = load <16 x double>, ptr %10, align 8, !tbaa !33
  %strided.vec = shufflevector <16 x double> %wide.vec, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec32 = shufflevector <16 x double> %wide.vec29, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec33 = shufflevector <16 x double> %wide.vec30, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec34 = shufflevector <16 x double> %wide.vec31, <16 x double> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %11 = fmul <16 x double> %wide.vec, %wide.vec
  %12 = shufflevector <16 x double> %11, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %13 = fmul <16 x double> %wide.vec29, %wide.vec29
  %14 = shufflevector <16 x double> %13, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %15 = fmul <16 x double> %wide.vec30, %wide.vec30
  %16 = shufflevector <16 x double> %15, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %17 = fmul <16 x double> %wide.vec31, %wide.vec31
  %18 = shufflevector <16 x double> %17, <16 x double> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %19 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec, <8 x double> %strided.vec, <8 x double> %12)
  %20 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec32, <8 x double> %strided.vec32, <8 x double> %14)
  %21 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec33, <8 x double> %strided.vec33, <8 x double> %16)
  %22 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %strided.vec34, <8 x double> %strided.vec34, <8 x double> %18)
  %23 = getelementptr inbounds double, ptr %out, i64 %index
  store <8 x double> %19, ptr %23, align 8, !tbaa !33
  %24 = getelementptr inbounds double, ptr %23, i64 8
  store <8 x double> %20, ptr %24, align 8, !tbaa !33
  %25 = getelementptr inbounds double, ptr %23, i64 16
  store <8 x double> %21, ptr %25, align 8, !tbaa !33
  %26 = getelementptr inbounds double, ptr %23, i64 24
  store <8 x double> %22, ptr %26, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 32
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader39

for.body.preheader39:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader39, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader39 ]
  %28 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds double, ptr %z, i64 %28
  %29 = load double, ptr %arrayidx, align 8, !tbaa !33
  %30 = or i64 %28, 1
  %arrayidx7 = getelementptr inbounds double, ptr %z, i64 %30
  %31 = load double, ptr %arrayidx7, align 8, !tbaa !33
  %mul12 = fmul double %31, %31
  %32 = tail call double @llvm.fmuladd.f64(double %29, double %29, double %mul12)
  %arrayidx14 = getelementptr inbounds double, ptr %out, i64 %indvars.iv
  store double %32, ptr %arrayidx14, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @rgb_brighten(ptr noalias nocapture noundef %rgb, i32 noundef %d, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp25 = icmp sgt i32 %n, 0
  br i1 %cmp25, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check31 = icmp ult i32 %n, 32
  br i1 %min.iters.check31, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %d, i64 0
  %broadcast.splat = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <32 x i32> zeroinitializer
  %0 = getelementptr i8, ptr %rgb, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds i8, ptr %rgb, i64 %1
  %wide.vec = load <96 x i8>, ptr %2, align 1, !tbaa !5
  %strided.vec = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec32 = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec33 = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %3 = zext <32 x i8> %strided.vec to <32 x i32>
  %4 = add nsw <32 x i32> %broadcast.splat, %3
  %5 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %4, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %6 = trunc <32 x i32> %5 to <32 x i8>
  %7 = zext <32 x i8> %strided.vec32 to <32 x i32>
  %8 = add nsw <32 x i32> %broadcast.splat, %7
  %9 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %8, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %10 = trunc <32 x i32> %9 to <32 x i8>
  %11 = or i64 %1, 2
  %12 = zext <32 x i8> %strided.vec33 to <32 x i32>
  %13 = add nsw <32 x i32> %broadcast.splat, %12
  %14 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %13, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %15 = trunc <32 x i32> %14 to <32 x i8>
  %16 = getelementptr i8, ptr %0, i64 %11
  %17 = shufflevector <32 x i8> %6, <32 x i8> %10, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %18 = shufflevector <32 x i8> %15, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x i8> %17, <64 x i8> %18, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i8> %interleaved.vec, ptr %16, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 32
  %19 = icmp eq i64 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec35 = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert42 = insertelement <16 x i32> poison, i32 %d, i64 0
  %broadcast.splat43 = shufflevector <16 x i32> %broadcast.splatinsert42, <16 x i32> poison, <16 x i32> zeroinitializer
  %20 = getelementptr i8, ptr %rgb, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next45, %vec.epilog.vector.body ]
  %21 = mul nuw nsw i64 %offset.idx, 3
  %22 = getelementptr inbounds i8, ptr %rgb, i64 %21
  %wide.vec38 = load <48 x i8>, ptr %22, align 1, !tbaa !5
  %strided.vec39 = shufflevector <48 x i8> %wide.vec38, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec40 = shufflevector <48 x i8> %wide.vec38, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec41 = shufflevector <48 x i8> %wide.vec38, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %23 = zext <16 x i8> %strided.vec39 to <16 x i32>
  %24 = add nsw <16 x i32> %broadcast.splat43, %23
  %25 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %24, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %26 = trunc <16 x i32> %25 to <16 x i8>
  %27 = zext <16 x i8> %strided.vec40 to <16 x i32>
  %28 = add nsw <16 x i32> %broadcast.splat43, %27
  %29 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %28, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %30 = trunc <16 x i32> %29 to <16 x i8>
  %31 = or i64 %21, 2
  %32 = zext <16 x i8> %strided.vec41 to <16 x i32>
  %33 = add nsw <16 x i32> %broadcast.splat43, %32
  %34 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %33, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %35 = trunc <16 x i32> %34 to <16 x i8>
  %36 = getelementptr i8, ptr %20, i64 %31
  %37 = shufflevector <16 x i8> %26, <16 x i8> %30, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %38 = shufflevector <16 x i8> %35, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec44 = shufflevector <32 x i8> %37, <32 x i8> %38, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i8> %interleaved.vec44, ptr %36, align 1, !tbaa !5
  %index.next45 = add nuw i64 %offset.idx, 16
  %39 = icmp eq i64 %index.next45, %n.vec35
  br i1 %39, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n36 = icmp eq i64 %n.vec35, %wide.trip.count
  br i1 %cmp.n36, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec35, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %40 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, ptr %rgb, i64 %40
  %41 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %41 to i32
  %add5 = add nsw i32 %conv, %d
  %42 = tail call i32 @llvm.smin.i32(i32 %add5, i32 255)
  %conv8 = trunc i32 %42 to i8
  store i8 %conv8, ptr %arrayidx, align 1, !tbaa !5
  %43 = add nuw nsw i64 %40, 1
  %arrayidx.1 = getelementptr inbounds i8, ptr %rgb, i64 %43
  %44 = load i8, ptr %arrayidx.1, align 1, !tbaa !5
  %conv.1 = zext i8 %44 to i32
  %add5.1 = add nsw i32 %conv.1, %d
  %45 = tail call i32 @llvm.smin.i32(i32 %add5.1, i32 255)
  %conv8.1 = trunc i32 %45 to i8
  store i8 %conv8.1, ptr %arrayidx.1, align 1, !tbaa !5
  %46 = add nuw nsw i64 %40, 2
  %arrayidx.2 = getelementptr inbounds i8, ptr %rgb, i64 %46
  %47 = load i8, ptr %arrayidx.2, align 1, !tbaa !5
  %conv.2 = zext i8 %47 to i32
  %add5.2 = add nsw i32 %conv.2, %d
  %48 = tail call i32 @llvm.smin.i32(i32 %add5.2, i32 255)
  %conv8.2 = trunc i32 %48 to i8
  store i8 %conv8.2, ptr %arrayidx.2, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !39

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @pack3_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check29 = icmp ult i32 %n, 32
  br i1 %min.iters.check29, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr i16, ptr %out, i64 -2
  %5 = getelementptr i16, ptr %out, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <32 x i16>, ptr %6, align 2, !tbaa !14
  %7 = mul nuw nsw i64 %index, 3
  %8 = getelementptr inbounds i16, ptr %b, i64 %index
  %wide.load30 = load <32 x i16>, ptr %8, align 2, !tbaa !14
  %9 = getelementptr inbounds i16, ptr %c, i64 %index
  %wide.load31 = load <32 x i16>, ptr %9, align 2, !tbaa !14
  %10 = or i64 %7, 2
  %11 = getelementptr i16, ptr %4, i64 %10
  %12 = shufflevector <32 x i16> %wide.load, <32 x i16> %wide.load30, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %13 = shufflevector <32 x i16> %wide.load31, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x i16> %12, <64 x i16> %13, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec, ptr %11, align 2, !tbaa !14
  %index.next = or i64 %index, 32
  %14 = getelementptr inbounds i16, ptr %a, i64 %index.next
  %wide.load.1 = load <32 x i16>, ptr %14, align 2, !tbaa !14
  %15 = mul nuw nsw i64 %index.next, 3
  %16 = getelementptr inbounds i16, ptr %b, i64 %index.next
  %wide.load30.1 = load <32 x i16>, ptr %16, align 2, !tbaa !14
  %17 = getelementptr inbounds i16, ptr %c, i64 %index.next
  %wide.load31.1 = load <32 x i16>, ptr %17, align 2, !tbaa !14
  %18 = or i64 %15, 2
  %19 = getelementptr i16, ptr %5, i64 %18
  %20 = shufflevector <32 x i16> %wide.load.1, <32 x i16> %wide.load30.1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %21 = shufflevector <32 x i16> %wide.load31.1, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <64 x i16> %20, <64 x i16> %21, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec.1, ptr %19, align 2, !tbaa !14
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !40

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds i16, ptr %a, i64 %index.unr
  %wide.load.epil = load <32 x i16>, ptr %22, align 2, !tbaa !14
  %23 = mul nuw nsw i64 %index.unr, 3
  %24 = getelementptr inbounds i16, ptr %b, i64 %index.unr
  %wide.load30.epil = load <32 x i16>, ptr %24, align 2, !tbaa !14
  %25 = getelementptr inbounds i16, ptr %c, i64 %index.unr
  %wide.load31.epil = load <32 x i16>, ptr %25, align 2, !tbaa !14
  %26 = or i64 %23, 2
  %27 = getelementptr i16, ptr %out, i64 -2
  %28 = getelementptr i16, ptr %27, i64 %26
  %29 = shufflevector <32 x i16> %wide.load.epil, <32 x i16> %wide.load30.epil, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %30 = shufflevector <32 x i16> %wide.load31.epil, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.epil = shufflevector <64 x i16> %29, <64 x i16> %30, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec.epil, ptr %28, align 2, !tbaa !14
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
  %n.vec33 = and i64 %wide.trip.count, 4294967280
  %31 = getelementptr i16, ptr %out, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next40, %vec.epilog.vector.body ]
  %32 = getelementptr inbounds i16, ptr %a, i64 %offset.idx
  %wide.load36 = load <16 x i16>, ptr %32, align 2, !tbaa !14
  %33 = mul nuw nsw i64 %offset.idx, 3
  %34 = getelementptr inbounds i16, ptr %b, i64 %offset.idx
  %wide.load37 = load <16 x i16>, ptr %34, align 2, !tbaa !14
  %35 = getelementptr inbounds i16, ptr %c, i64 %offset.idx
  %wide.load38 = load <16 x i16>, ptr %35, align 2, !tbaa !14
  %36 = or i64 %33, 2
  %37 = getelementptr i16, ptr %31, i64 %36
  %38 = shufflevector <16 x i16> %wide.load36, <16 x i16> %wide.load37, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %39 = shufflevector <16 x i16> %wide.load38, <16 x i16> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec39 = shufflevector <32 x i16> %38, <32 x i16> %39, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i16> %interleaved.vec39, ptr %37, align 2, !tbaa !14
  %index.next40 = add nuw i64 %offset.idx, 16
  %40 = icmp eq i64 %index.next40, %n.vec33
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i64 %n.vec33, %wide.trip.count
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %41 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %42 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx2 = getelementptr inbounds i16, ptr %out, i64 %42
  store i16 %41, ptr %arrayidx2, align 2, !tbaa !14
  %arrayidx4 = getelementptr inbounds i16, ptr %b, i64 %indvars.iv
  %43 = load i16, ptr %arrayidx4, align 2, !tbaa !14
  %44 = add nuw nsw i64 %42, 1
  %arrayidx7 = getelementptr inbounds i16, ptr %out, i64 %44
  store i16 %43, ptr %arrayidx7, align 2, !tbaa !14
  %arrayidx9 = getelementptr inbounds i16, ptr %c, i64 %indvars.iv
  %45 = load i16, ptr %arrayidx9, align 2, !tbaa !14
  %46 = add nuw nsw i64 %42, 2
  %arrayidx13 = getelementptr inbounds i16, ptr %out, i64 %46
  store i16 %45, ptr %arrayidx13, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @tri_offset(ptr noalias nocapture noundef %tri, i32 noundef %base, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 16
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %base, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %0 = getelementptr i32, ptr %tri, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds i32, ptr %tri, i64 %1
  %wide.vec = load <48 x i32>, ptr %2, align 4, !tbaa !19
  %strided.vec = shufflevector <48 x i32> %wide.vec, <48 x i32> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %strided.vec26 = shufflevector <48 x i32> %wide.vec, <48 x i32> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %strided.vec27 = shufflevector <48 x i32> %wide.vec, <48 x i32> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %3 = add nsw <16 x i32> %strided.vec, %broadcast.splat
  %4 = add nsw <16 x i32> %strided.vec26, %broadcast.splat
  %5 = or i64 %1, 2
  %6 = add nsw <16 x i32> %strided.vec27, %broadcast.splat
  %7 = getelementptr i32, ptr %0, i64 %5
  %8 = shufflevector <16 x i32> %3, <16 x i32> %4, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %9 = shufflevector <16 x i32> %6, <16 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <32 x i32> %8, <32 x i32> %9, <48 x i32> <i32 0, i32 16, i32 32, i32 1, i32 17, i32 33, i32 2, i32 18, i32 34, i32 3, i32 19, i32 35, i32 4, i32 20, i32 36, i32 5, i32 21, i32 37, i32 6, i32 22, i32 38, i32 7, i32 23, i32 39, i32 8, i32 24, i32 40, i32 9, i32 25, i32 41, i32 10, i32 26, i32 42, i32 11, i32 27, i32 43, i32 12, i32 28, i32 44, i32 13, i32 29, i32 45, i32 14, i32 30, i32 46, i32 15, i32 31, i32 47>
  store <48 x i32> %interleaved.vec, ptr %7, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 16
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !43

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert36 = insertelement <8 x i32> poison, i32 %base, i64 0
  %broadcast.splat37 = shufflevector <8 x i32> %broadcast.splatinsert36, <8 x i32> poison, <8 x i32> zeroinitializer
  %11 = getelementptr i32, ptr %tri, i64 -2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next39, %vec.epilog.vector.body ]
  %12 = mul nuw nsw i64 %offset.idx, 3
  %13 = getelementptr inbounds i32, ptr %tri, i64 %12
  %wide.vec32 = load <24 x i32>, ptr %13, align 4, !tbaa !19
  %strided.vec33 = shufflevector <24 x i32> %wide.vec32, <24 x i32> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec34 = shufflevector <24 x i32> %wide.vec32, <24 x i32> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec35 = shufflevector <24 x i32> %wide.vec32, <24 x i32> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %14 = add nsw <8 x i32> %strided.vec33, %broadcast.splat37
  %15 = add nsw <8 x i32> %strided.vec34, %broadcast.splat37
  %16 = or i64 %12, 2
  %17 = add nsw <8 x i32> %strided.vec35, %broadcast.splat37
  %18 = getelementptr i32, ptr %11, i64 %16
  %19 = shufflevector <8 x i32> %14, <8 x i32> %15, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %20 = shufflevector <8 x i32> %17, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec38 = shufflevector <16 x i32> %19, <16 x i32> %20, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x i32> %interleaved.vec38, ptr %18, align 4, !tbaa !19
  %index.next39 = add nuw i64 %offset.idx, 8
  %21 = icmp eq i64 %index.next39, %n.vec29
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  %22 = insertelement <2 x i32> poison, i32 %base, i64 0
  %23 = shufflevector <2 x i32> %22, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %24 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i32, ptr %tri, i64 %24
  %25 = load <2 x i32>, ptr %arrayidx, align 4, !tbaa !19
  %26 = add nsw <2 x i32> %25, %23
  store <2 x i32> %26, ptr %arrayidx, align 4, !tbaa !19
  %27 = add nuw nsw i64 %24, 2
  %arrayidx9 = getelementptr inbounds i32, ptr %tri, i64 %27
  %28 = load i32, ptr %arrayidx9, align 4, !tbaa !19
  %add10 = add nsw i32 %28, %base
  store i32 %add10, ptr %arrayidx9, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @cross3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp74 = icmp sgt i32 %n, 0
  br i1 %cmp74, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check77 = icmp ult i32 %n, 16
  br i1 %min.iters.check77, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
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
  %13 = shufflevector <16 x float> %10, <16 x float> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
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

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec85 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next97, %vec.epilog.vector.body ]
  %15 = getelementptr inbounds %struct.vec3, ptr %a, i64 %offset.idx
  %wide.vec88 = load <24 x float>, ptr %15, align 4, !tbaa !24
  %strided.vec89 = shufflevector <24 x float> %wide.vec88, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec90 = shufflevector <24 x float> %wide.vec88, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec91 = shufflevector <24 x float> %wide.vec88, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %16 = getelementptr inbounds %struct.vec3, ptr %b, i64 %offset.idx
  %wide.vec92 = load <24 x float>, ptr %16, align 4, !tbaa !24
  %strided.vec93 = shufflevector <24 x float> %wide.vec92, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec94 = shufflevector <24 x float> %wide.vec92, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec95 = shufflevector <24 x float> %wide.vec92, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %17 = fneg <8 x float> %strided.vec91
  %18 = fmul <8 x float> %strided.vec94, %17
  %19 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec90, <8 x float> %strided.vec95, <8 x float> %18)
  %20 = fneg <8 x float> %strided.vec89
  %21 = fmul <8 x float> %strided.vec95, %20
  %22 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec91, <8 x float> %strided.vec93, <8 x float> %21)
  %23 = fneg <8 x float> %strided.vec90
  %24 = fmul <8 x float> %strided.vec93, %23
  %25 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec89, <8 x float> %strided.vec94, <8 x float> %24)
  %26 = getelementptr inbounds %struct.vec3, ptr %out, i64 %offset.idx
  %27 = shufflevector <8 x float> %19, <8 x float> %22, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %28 = shufflevector <8 x float> %25, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec96 = shufflevector <16 x float> %27, <16 x float> %28, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec96, ptr %26, align 4, !tbaa !24
  %index.next97 = add nuw i64 %offset.idx, 8
  %29 = icmp eq i64 %index.next97, %n.vec85
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n86 = icmp eq i64 %n.vec85, %wide.trip.count
  br i1 %cmp.n86, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec85, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds %struct.vec3, ptr %a, i64 %indvars.iv
  %y = getelementptr inbounds %struct.vec3, ptr %a, i64 %indvars.iv, i32 1
  %arrayidx2 = getelementptr inbounds %struct.vec3, ptr %b, i64 %indvars.iv
  %y8 = getelementptr inbounds %struct.vec3, ptr %b, i64 %indvars.iv, i32 1
  %arrayidx11 = getelementptr inbounds %struct.vec3, ptr %out, i64 %indvars.iv
  %30 = load float, ptr %arrayidx, align 4, !tbaa !48
  %31 = load <2 x float>, ptr %y, align 4, !tbaa !24
  %32 = load <2 x float>, ptr %y8, align 4, !tbaa !24
  %33 = load float, ptr %arrayidx2, align 4, !tbaa !48
  %34 = insertelement <2 x float> %31, float %30, i64 0
  %35 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %shuffle = fneg <2 x float> %35
  %36 = fmul <2 x float> %32, %shuffle
  %37 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %38 = insertelement <2 x float> %37, float %33, i64 1
  %39 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %31, <2 x float> %38, <2 x float> %36)
  store <2 x float> %39, ptr %arrayidx11, align 4, !tbaa !24
  %40 = extractelement <2 x float> %31, i64 0
  %41 = fneg float %40
  %neg42 = fmul float %33, %41
  %42 = extractelement <2 x float> %32, i64 0
  %43 = tail call float @llvm.fmuladd.f32(float %30, float %42, float %neg42)
  %z45 = getelementptr inbounds %struct.vec3, ptr %out, i64 %indvars.iv, i32 2
  store float %43, ptr %z45, align 4, !tbaa !50
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @sum3_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader27, label %vector.ph

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
  %5 = getelementptr inbounds i64, ptr %t, i64 %4
  %wide.vec = load <24 x i64>, ptr %5, align 8, !tbaa !29
  %strided.vec = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec25 = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec26 = shufflevector <24 x i64> %wide.vec, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %6 = add nsw <8 x i64> %strided.vec25, %strided.vec
  %7 = add nsw <8 x i64> %6, %strided.vec26
  %8 = getelementptr inbounds i64, ptr %out, i64 %index
  store <8 x i64> %7, ptr %8, align 8, !tbaa !29
  %index.next = or i64 %index, 8
  %9 = mul nuw nsw i64 %index.next, 3
  %10 = getelementptr inbounds i64, ptr %t, i64 %9
  %wide.vec.1 = load <24 x i64>, ptr %10, align 8, !tbaa !29
  %strided.vec.1 = shufflevector <24 x i64> %wide.vec.1, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec25.1 = shufflevector <24 x i64> %wide.vec.1, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec26.1 = shufflevector <24 x i64> %wide.vec.1, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %11 = add nsw <8 x i64> %strided.vec25.1, %strided.vec.1
  %12 = add nsw <8 x i64> %11, %strided.vec26.1
  %13 = getelementptr inbounds i64, ptr %out, i64 %index.next
  store <8 x i64> %12, ptr %13, align 8, !tbaa !29
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !52

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = mul nuw nsw i64 %index.unr, 3
  %15 = getelementptr inbounds i64, ptr %t, i64 %14
  %wide.vec.epil = load <24 x i64>, ptr %15, align 8, !tbaa !29
  %strided.vec.epil = shufflevector <24 x i64> %wide.vec.epil, <24 x i64> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec25.epil = shufflevector <24 x i64> %wide.vec.epil, <24 x i64> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec26.epil = shufflevector <24 x i64> %wide.vec.epil, <24 x i64> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %16 = add nsw <8 x i64> %strided.vec25.epil, %strided.vec.epil
  %17 = add nsw <8 x i64> %16, %strided.vec26.epil
  %18 = getelementptr inbounds i64, ptr %out, i64 %index.unr
  store <8 x i64> %17, ptr %18, align 8, !tbaa !29
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader27

for.body.preheader27:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader27, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader27 ]
  %19 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i64, ptr %t, i64 %19
  %20 = load i64, ptr %arrayidx, align 8, !tbaa !29
  %21 = add nuw nsw i64 %19, 1
  %arrayidx3 = getelementptr inbounds i64, ptr %t, i64 %21
  %22 = load i64, ptr %arrayidx3, align 8, !tbaa !29
  %add4 = add nsw i64 %22, %20
  %23 = add nuw nsw i64 %19, 2
  %arrayidx8 = getelementptr inbounds i64, ptr %t, i64 %23
  %24 = load i64, ptr %arrayidx8, align 8, !tbaa !29
  %add9 = add nsw i64 %add4, %24
  %arrayidx11 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv
  store i64 %add9, ptr %arrayidx11, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !53
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @translate3_f64(ptr noalias nocapture noundef %p, double noundef %dx, double noundef %dy, double noundef %dz, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader29, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x double> poison, double %dx, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <8 x double> poison, double %dy, i64 0
  %broadcast.splat26 = shufflevector <8 x double> %broadcast.splatinsert25, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <8 x double> poison, double %dz, i64 0
  %broadcast.splat28 = shufflevector <8 x double> %broadcast.splatinsert27, <8 x double> poison, <8 x i32> zeroinitializer
  %0 = getelementptr double, ptr %p, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds double, ptr %p, i64 %1
  %wide.vec = load <24 x double>, ptr %2, align 8, !tbaa !33
  %strided.vec = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec23 = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec24 = shufflevector <24 x double> %wide.vec, <24 x double> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %3 = fadd <8 x double> %strided.vec, %broadcast.splat
  %4 = fadd <8 x double> %strided.vec23, %broadcast.splat26
  %5 = or i64 %1, 2
  %6 = fadd <8 x double> %strided.vec24, %broadcast.splat28
  %7 = getelementptr double, ptr %0, i64 %5
  %8 = shufflevector <8 x double> %3, <8 x double> %4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %9 = shufflevector <8 x double> %6, <8 x double> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <16 x double> %8, <16 x double> %9, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x double> %interleaved.vec, ptr %7, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 8
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !54

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader29

for.body.preheader29:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %11 = insertelement <2 x double> poison, double %dx, i64 0
  %12 = insertelement <2 x double> %11, double %dy, i64 1
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader29, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader29 ]
  %13 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds double, ptr %p, i64 %13
  %14 = load <2 x double>, ptr %arrayidx, align 8, !tbaa !33
  %15 = fadd <2 x double> %14, %12
  store <2 x double> %15, ptr %arrayidx, align 8, !tbaa !33
  %16 = add nuw nsw i64 %13, 2
  %arrayidx9 = getelementptr inbounds double, ptr %p, i64 %16
  %17 = load double, ptr %arrayidx9, align 8, !tbaa !33
  %add10 = fadd double %17, %dz
  store double %add10, ptr %arrayidx9, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !55
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @premultiply(ptr noalias nocapture noundef %px, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp50 = icmp sgt i32 %n, 0
  br i1 %cmp50, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader60, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr i8, ptr %px, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %1 = shl nsw <16 x i64> %vec.ind, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = or i64 %2, 3
  %4 = getelementptr i8, ptr %0, i64 %3
  %wide.vec = load <64 x i8>, ptr %4, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec57 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec58 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec59 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %5 = zext <16 x i8> %strided.vec59 to <16 x i32>
  %6 = getelementptr inbounds i8, ptr %px, i64 %2
  %7 = extractelement <16 x i64> %1, i64 1
  %8 = getelementptr inbounds i8, ptr %px, i64 %7
  %9 = extractelement <16 x i64> %1, i64 2
  %10 = getelementptr inbounds i8, ptr %px, i64 %9
  %11 = extractelement <16 x i64> %1, i64 3
  %12 = getelementptr inbounds i8, ptr %px, i64 %11
  %13 = extractelement <16 x i64> %1, i64 4
  %14 = getelementptr inbounds i8, ptr %px, i64 %13
  %15 = extractelement <16 x i64> %1, i64 5
  %16 = getelementptr inbounds i8, ptr %px, i64 %15
  %17 = extractelement <16 x i64> %1, i64 6
  %18 = getelementptr inbounds i8, ptr %px, i64 %17
  %19 = extractelement <16 x i64> %1, i64 7
  %20 = getelementptr inbounds i8, ptr %px, i64 %19
  %21 = extractelement <16 x i64> %1, i64 8
  %22 = getelementptr inbounds i8, ptr %px, i64 %21
  %23 = extractelement <16 x i64> %1, i64 9
  %24 = getelementptr inbounds i8, ptr %px, i64 %23
  %25 = extractelement <16 x i64> %1, i64 10
  %26 = getelementptr inbounds i8, ptr %px, i64 %25
  %27 = extractelement <16 x i64> %1, i64 11
  %28 = getelementptr inbounds i8, ptr %px, i64 %27
  %29 = extractelement <16 x i64> %1, i64 12
  %30 = getelementptr inbounds i8, ptr %px, i64 %29
  %31 = extractelement <16 x i64> %1, i64 13
  %32 = getelementptr inbounds i8, ptr %px, i64 %31
  %33 = extractelement <16 x i64> %1, i64 14
  %34 = getelementptr inbounds i8, ptr %px, i64 %33
  %35 = extractelement <16 x i64> %1, i64 15
  %36 = getelementptr inbounds i8, ptr %px, i64 %35
  %37 = zext <16 x i8> %strided.vec to <16 x i32>
  %38 = mul nuw nsw <16 x i32> %37, %5
  %39 = lshr <16 x i32> %38, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %40 = trunc <16 x i32> %39 to <16 x i8>
  %41 = extractelement <16 x i8> %40, i64 0
  store i8 %41, ptr %6, align 1, !tbaa !5
  %42 = extractelement <16 x i8> %40, i64 1
  store i8 %42, ptr %8, align 1, !tbaa !5
  %43 = extractelement <16 x i8> %40, i64 2
  store i8 %43, ptr %10, align 1, !tbaa !5
  %44 = extractelement <16 x i8> %40, i64 3
  store i8 %44, ptr %12, align 1, !tbaa !5
  %45 = extractelement <16 x i8> %40, i64 4
  store i8 %45, ptr %14, align 1, !tbaa !5
  %46 = extractelement <16 x i8> %40, i64 5
  store i8 %46, ptr %16, align 1, !tbaa !5
  %47 = extractelement <16 x i8> %40, i64 6
  store i8 %47, ptr %18, align 1, !tbaa !5
  %48 = extractelement <16 x i8> %40, i64 7
  store i8 %48, ptr %20, align 1, !tbaa !5
  %49 = extractelement <16 x i8> %40, i64 8
  store i8 %49, ptr %22, align 1, !tbaa !5
  %50 = extractelement <16 x i8> %40, i64 9
  store i8 %50, ptr %24, align 1, !tbaa !5
  %51 = extractelement <16 x i8> %40, i64 10
  store i8 %51, ptr %26, align 1, !tbaa !5
  %52 = extractelement <16 x i8> %40, i64 11
  store i8 %52, ptr %28, align 1, !tbaa !5
  %53 = extractelement <16 x i8> %40, i64 12
  store i8 %53, ptr %30, align 1, !tbaa !5
  %54 = extractelement <16 x i8> %40, i64 13
  store i8 %54, ptr %32, align 1, !tbaa !5
  %55 = extractelement <16 x i8> %40, i64 14
  store i8 %55, ptr %34, align 1, !tbaa !5
  %56 = extractelement <16 x i8> %40, i64 15
  store i8 %56, ptr %36, align 1, !tbaa !5
  %57 = or <16 x i64> %1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %58 = extractelement <16 x i64> %57, i64 0
  %59 = getelementptr inbounds i8, ptr %px, i64 %58
  %60 = extractelement <16 x i64> %57, i64 1
  %61 = getelementptr inbounds i8, ptr %px, i64 %60
  %62 = extractelement <16 x i64> %57, i64 2
  %63 = getelementptr inbounds i8, ptr %px, i64 %62
  %64 = extractelement <16 x i64> %57, i64 3
  %65 = getelementptr inbounds i8, ptr %px, i64 %64
  %66 = extractelement <16 x i64> %57, i64 4
  %67 = getelementptr inbounds i8, ptr %px, i64 %66
  %68 = extractelement <16 x i64> %57, i64 5
  %69 = getelementptr inbounds i8, ptr %px, i64 %68
  %70 = extractelement <16 x i64> %57, i64 6
  %71 = getelementptr inbounds i8, ptr %px, i64 %70
  %72 = extractelement <16 x i64> %57, i64 7
  %73 = getelementptr inbounds i8, ptr %px, i64 %72
  %74 = extractelement <16 x i64> %57, i64 8
  %75 = getelementptr inbounds i8, ptr %px, i64 %74
  %76 = extractelement <16 x i64> %57, i64 9
  %77 = getelementptr inbounds i8, ptr %px, i64 %76
  %78 = extractelement <16 x i64> %57, i64 10
  %79 = getelementptr inbounds i8, ptr %px, i64 %78
  %80 = extractelement <16 x i64> %57, i64 11
  %81 = getelementptr inbounds i8, ptr %px, i64 %80
  %82 = extractelement <16 x i64> %57, i64 12
  %83 = getelementptr inbounds i8, ptr %px, i64 %82
  %84 = extractelement <16 x i64> %57, i64 13
  %85 = getelementptr inbounds i8, ptr %px, i64 %84
  %86 = extractelement <16 x i64> %57, i64 14
  %87 = getelementptr inbounds i8, ptr %px, i64 %86
  %88 = extractelement <16 x i64> %57, i64 15
  %89 = getelementptr inbounds i8, ptr %px, i64 %88
  %90 = zext <16 x i8> %strided.vec57 to <16 x i32>
  %91 = mul nuw nsw <16 x i32> %90, %5
  %92 = lshr <16 x i32> %91, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %93 = trunc <16 x i32> %92 to <16 x i8>
  %94 = extractelement <16 x i8> %93, i64 0
  store i8 %94, ptr %59, align 1, !tbaa !5
  %95 = extractelement <16 x i8> %93, i64 1
  store i8 %95, ptr %61, align 1, !tbaa !5
  %96 = extractelement <16 x i8> %93, i64 2
  store i8 %96, ptr %63, align 1, !tbaa !5
  %97 = extractelement <16 x i8> %93, i64 3
  store i8 %97, ptr %65, align 1, !tbaa !5
  %98 = extractelement <16 x i8> %93, i64 4
  store i8 %98, ptr %67, align 1, !tbaa !5
  %99 = extractelement <16 x i8> %93, i64 5
  store i8 %99, ptr %69, align 1, !tbaa !5
  %100 = extractelement <16 x i8> %93, i64 6
  store i8 %100, ptr %71, align 1, !tbaa !5
  %101 = extractelement <16 x i8> %93, i64 7
  store i8 %101, ptr %73, align 1, !tbaa !5
  %102 = extractelement <16 x i8> %93, i64 8
  store i8 %102, ptr %75, align 1, !tbaa !5
  %103 = extractelement <16 x i8> %93, i64 9
  store i8 %103, ptr %77, align 1, !tbaa !5
  %104 = extractelement <16 x i8> %93, i64 10
  store i8 %104, ptr %79, align 1, !tbaa !5
  %105 = extractelement <16 x i8> %93, i64 11
  store i8 %105, ptr %81, align 1, !tbaa !5
  %106 = extractelement <16 x i8> %93, i64 12
  store i8 %106, ptr %83, align 1, !tbaa !5
  %107 = extractelement <16 x i8> %93, i64 13
  store i8 %107, ptr %85, align 1, !tbaa !5
  %108 = extractelement <16 x i8> %93, i64 14
  store i8 %108, ptr %87, align 1, !tbaa !5
  %109 = extractelement <16 x i8> %93, i64 15
  store i8 %109, ptr %89, align 1, !tbaa !5
  %110 = or <16 x i64> %1, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %111 = extractelement <16 x i64> %110, i64 0
  %112 = getelementptr inbounds i8, ptr %px, i64 %111
  %113 = extractelement <16 x i64> %110, i64 1
  %114 = getelementptr inbounds i8, ptr %px, i64 %113
  %115 = extractelement <16 x i64> %110, i64 2
  %116 = getelementptr inbounds i8, ptr %px, i64 %115
  %117 = extractelement <16 x i64> %110, i64 3
  %118 = getelementptr inbounds i8, ptr %px, i64 %117
  %119 = extractelement <16 x i64> %110, i64 4
  %120 = getelementptr inbounds i8, ptr %px, i64 %119
  %121 = extractelement <16 x i64> %110, i64 5
  %122 = getelementptr inbounds i8, ptr %px, i64 %121
  %123 = extractelement <16 x i64> %110, i64 6
  %124 = getelementptr inbounds i8, ptr %px, i64 %123
  %125 = extractelement <16 x i64> %110, i64 7
  %126 = getelementptr inbounds i8, ptr %px, i64 %125
  %127 = extractelement <16 x i64> %110, i64 8
  %128 = getelementptr inbounds i8, ptr %px, i64 %127
  %129 = extractelement <16 x i64> %110, i64 9
  %130 = getelementptr inbounds i8, ptr %px, i64 %129
  %131 = extractelement <16 x i64> %110, i64 10
  %132 = getelementptr inbounds i8, ptr %px, i64 %131
  %133 = extractelement <16 x i64> %110, i64 11
  %134 = getelementptr inbounds i8, ptr %px, i64 %133
  %135 = extractelement <16 x i64> %110, i64 12
  %136 = getelementptr inbounds i8, ptr %px, i64 %135
  %137 = extractelement <16 x i64> %110, i64 13
  %138 = getelementptr inbounds i8, ptr %px, i64 %137
  %139 = extractelement <16 x i64> %110, i64 14
  %140 = getelementptr inbounds i8, ptr %px, i64 %139
  %141 = extractelement <16 x i64> %110, i64 15
  %142 = getelementptr inbounds i8, ptr %px, i64 %141
  %143 = zext <16 x i8> %strided.vec58 to <16 x i32>
  %144 = mul nuw nsw <16 x i32> %143, %5
  %145 = lshr <16 x i32> %144, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %146 = trunc <16 x i32> %145 to <16 x i8>
  %147 = extractelement <16 x i8> %146, i64 0
  store i8 %147, ptr %112, align 1, !tbaa !5
  %148 = extractelement <16 x i8> %146, i64 1
  store i8 %148, ptr %114, align 1, !tbaa !5
  %149 = extractelement <16 x i8> %146, i64 2
  store i8 %149, ptr %116, align 1, !tbaa !5
  %150 = extractelement <16 x i8> %146, i64 3
  store i8 %150, ptr %118, align 1, !tbaa !5
  %151 = extractelement <16 x i8> %146, i64 4
  store i8 %151, ptr %120, align 1, !tbaa !5
  %152 = extractelement <16 x i8> %146, i64 5
  store i8 %152, ptr %122, align 1, !tbaa !5
  %153 = extractelement <16 x i8> %146, i64 6
  store i8 %153, ptr %124, align 1, !tbaa !5
  %154 = extractelement <16 x i8> %146, i64 7
  store i8 %154, ptr %126, align 1, !tbaa !5
  %155 = extractelement <16 x i8> %146, i64 8
  store i8 %155, ptr %128, align 1, !tbaa !5
  %156 = extractelement <16 x i8> %146, i64 9
  store i8 %156, ptr %130, align 1, !tbaa !5
  %157 = extractelement <16 x i8> %146, i64 10
  store i8 %157, ptr %132, align 1, !tbaa !5
  %158 = extractelement <16 x i8> %146, i64 11
  store i8 %158, ptr %134, align 1, !tbaa !5
  %159 = extractelement <16 x i8> %146, i64 12
  store i8 %159, ptr %136, align 1, !tbaa !5
  %160 = extractelement <16 x i8> %146, i64 13
  store i8 %160, ptr %138, align 1, !tbaa !5
  %161 = extractelement <16 x i8> %146, i64 14
  store i8 %161, ptr %140, align 1, !tbaa !5
  %162 = extractelement <16 x i8> %146, i64 15
  store i8 %162, ptr %142, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %163 = icmp eq i64 %index.next, %n.vec
  br i1 %163, label %middle.block, label %vector.body, !llvm.loop !56

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader60

for.body.preheader60:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader60, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader60 ]
  %164 = shl nsw i64 %indvars.iv, 2
  %165 = or i64 %164, 3
  %arrayidx = getelementptr inbounds i8, ptr %px, i64 %165
  %166 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %166 to i32
  %arrayidx3 = getelementptr inbounds i8, ptr %px, i64 %164
  %167 = load i8, ptr %arrayidx3, align 1, !tbaa !5
  %conv4 = zext i8 %167 to i32
  %mul5 = mul nuw nsw i32 %conv4, %conv
  %168 = lshr i32 %mul5, 8
  %conv6 = trunc i32 %168 to i8
  store i8 %conv6, ptr %arrayidx3, align 1, !tbaa !5
  %169 = or i64 %164, 1
  %arrayidx13 = getelementptr inbounds i8, ptr %px, i64 %169
  %170 = load i8, ptr %arrayidx13, align 1, !tbaa !5
  %conv14 = zext i8 %170 to i32
  %mul15 = mul nuw nsw i32 %conv14, %conv
  %171 = lshr i32 %mul15, 8
  %conv17 = trunc i32 %171 to i8
  store i8 %conv17, ptr %arrayidx13, align 1, !tbaa !5
  %172 = or i64 %164, 2
  %arrayidx25 = getelementptr inbounds i8, ptr %px, i64 %172
  %173 = load i8, ptr %arrayidx25, align 1, !tbaa !5
  %conv26 = zext i8 %173 to i32
  %mul27 = mul nuw nsw i32 %conv26, %conv
  %174 = lshr i32 %mul27, 8
  %conv29 = trunc i32 %174 to i8
  store i8 %conv29, ptr %arrayidx25, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !57
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @max4_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp59 = icmp sgt i32 %n, 0
  br i1 %cmp59, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check66 = icmp ult i32 %n, 32
  br i1 %min.iters.check66, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 2
  %1 = getelementptr inbounds i16, ptr %in, i64 %0
  %wide.vec = load <128 x i16>, ptr %1, align 2, !tbaa !14
  %strided.vec = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec67 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %strided.vec68 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec69 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %2 = tail call <32 x i16> @llvm.smax.v32i16(<32 x i16> %strided.vec67, <32 x i16> %strided.vec)
  %3 = tail call <32 x i16> @llvm.smax.v32i16(<32 x i16> %strided.vec68, <32 x i16> %2)
  %4 = tail call <32 x i16> @llvm.smax.v32i16(<32 x i16> %strided.vec69, <32 x i16> %3)
  %5 = getelementptr inbounds i16, ptr %out, i64 %index
  store <32 x i16> %4, ptr %5, align 2, !tbaa !14
  %index.next = add nuw i64 %index, 32
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !58

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec71 = and i64 %wide.trip.count, 4294967280
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next79, %vec.epilog.vector.body ]
  %7 = shl nsw i64 %offset.idx, 2
  %8 = getelementptr inbounds i16, ptr %in, i64 %7
  %wide.vec74 = load <64 x i16>, ptr %8, align 2, !tbaa !14
  %strided.vec75 = shufflevector <64 x i16> %wide.vec74, <64 x i16> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec76 = shufflevector <64 x i16> %wide.vec74, <64 x i16> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec77 = shufflevector <64 x i16> %wide.vec74, <64 x i16> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec78 = shufflevector <64 x i16> %wide.vec74, <64 x i16> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %9 = tail call <16 x i16> @llvm.smax.v16i16(<16 x i16> %strided.vec76, <16 x i16> %strided.vec75)
  %10 = tail call <16 x i16> @llvm.smax.v16i16(<16 x i16> %strided.vec77, <16 x i16> %9)
  %11 = tail call <16 x i16> @llvm.smax.v16i16(<16 x i16> %strided.vec78, <16 x i16> %10)
  %12 = getelementptr inbounds i16, ptr %out, i64 %offset.idx
  store <16 x i16> %11, ptr %12, align 2, !tbaa !14
  %index.next79 = add nuw i64 %offset.idx, 16
  %13 = icmp eq i64 %index.next79, %n.vec71
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !59

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n72 = icmp eq i64 %n.vec71, %wide.trip.count
  br i1 %cmp.n72, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec71, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %14 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i16, ptr %in, i64 %14
  %15 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %16 = or i64 %14, 1
  %arrayidx3 = getelementptr inbounds i16, ptr %in, i64 %16
  %17 = load i16, ptr %arrayidx3, align 2, !tbaa !14
  %18 = tail call i16 @llvm.smax.i16(i16 %17, i16 %15)
  %19 = or i64 %14, 2
  %arrayidx14 = getelementptr inbounds i16, ptr %in, i64 %19
  %20 = load i16, ptr %arrayidx14, align 2, !tbaa !14
  %21 = tail call i16 @llvm.smax.i16(i16 %20, i16 %18)
  %22 = or i64 %14, 3
  %arrayidx28 = getelementptr inbounds i16, ptr %in, i64 %22
  %23 = load i16, ptr %arrayidx28, align 2, !tbaa !14
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 %21)
  %arrayidx40 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %24, ptr %arrayidx40, align 2, !tbaa !14
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !60
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @pack4_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %r, ptr noalias nocapture noundef readonly %g, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check36 = icmp ult i32 %n, 16
  br i1 %min.iters.check36, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr i32, ptr %out, i64 -3
  %5 = getelementptr i32, ptr %out, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds i32, ptr %r, i64 %index
  %wide.load = load <16 x i32>, ptr %6, align 4, !tbaa !19
  %7 = shl nsw i64 %index, 2
  %8 = getelementptr inbounds i32, ptr %g, i64 %index
  %wide.load37 = load <16 x i32>, ptr %8, align 4, !tbaa !19
  %9 = getelementptr inbounds i32, ptr %b, i64 %index
  %wide.load38 = load <16 x i32>, ptr %9, align 4, !tbaa !19
  %10 = or i64 %7, 3
  %11 = getelementptr i32, ptr %4, i64 %10
  %12 = shufflevector <16 x i32> %wide.load, <16 x i32> %wide.load37, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %13 = shufflevector <16 x i32> %wide.load38, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x i32> %12, <32 x i32> %13, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i32> %interleaved.vec, ptr %11, align 4, !tbaa !19
  %index.next = or i64 %index, 16
  %14 = getelementptr inbounds i32, ptr %r, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %14, align 4, !tbaa !19
  %15 = shl nsw i64 %index.next, 2
  %16 = getelementptr inbounds i32, ptr %g, i64 %index.next
  %wide.load37.1 = load <16 x i32>, ptr %16, align 4, !tbaa !19
  %17 = getelementptr inbounds i32, ptr %b, i64 %index.next
  %wide.load38.1 = load <16 x i32>, ptr %17, align 4, !tbaa !19
  %18 = or i64 %15, 3
  %19 = getelementptr i32, ptr %5, i64 %18
  %20 = shufflevector <16 x i32> %wide.load.1, <16 x i32> %wide.load37.1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %21 = shufflevector <16 x i32> %wide.load38.1, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec.1 = shufflevector <32 x i32> %20, <32 x i32> %21, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i32> %interleaved.vec.1, ptr %19, align 4, !tbaa !19
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !61

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds i32, ptr %r, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %22, align 4, !tbaa !19
  %23 = shl nsw i64 %index.unr, 2
  %24 = getelementptr inbounds i32, ptr %g, i64 %index.unr
  %wide.load37.epil = load <16 x i32>, ptr %24, align 4, !tbaa !19
  %25 = getelementptr inbounds i32, ptr %b, i64 %index.unr
  %wide.load38.epil = load <16 x i32>, ptr %25, align 4, !tbaa !19
  %26 = or i64 %23, 3
  %27 = getelementptr i32, ptr %out, i64 -3
  %28 = getelementptr i32, ptr %27, i64 %26
  %29 = shufflevector <16 x i32> %wide.load.epil, <16 x i32> %wide.load37.epil, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %30 = shufflevector <16 x i32> %wide.load38.epil, <16 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec.epil = shufflevector <32 x i32> %29, <32 x i32> %30, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i32> %interleaved.vec.epil, ptr %28, align 4, !tbaa !19
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
  %n.vec40 = and i64 %wide.trip.count, 4294967288
  %31 = getelementptr i32, ptr %out, i64 -3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next47, %vec.epilog.vector.body ]
  %32 = getelementptr inbounds i32, ptr %r, i64 %offset.idx
  %wide.load43 = load <8 x i32>, ptr %32, align 4, !tbaa !19
  %33 = shl nsw i64 %offset.idx, 2
  %34 = getelementptr inbounds i32, ptr %g, i64 %offset.idx
  %wide.load44 = load <8 x i32>, ptr %34, align 4, !tbaa !19
  %35 = getelementptr inbounds i32, ptr %b, i64 %offset.idx
  %wide.load45 = load <8 x i32>, ptr %35, align 4, !tbaa !19
  %36 = or i64 %33, 3
  %37 = getelementptr i32, ptr %31, i64 %36
  %38 = shufflevector <8 x i32> %wide.load43, <8 x i32> %wide.load44, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %39 = shufflevector <8 x i32> %wide.load45, <8 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec46 = shufflevector <16 x i32> %38, <16 x i32> %39, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i32> %interleaved.vec46, ptr %37, align 4, !tbaa !19
  %index.next47 = add nuw i64 %offset.idx, 8
  %40 = icmp eq i64 %index.next47, %n.vec40
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !62

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n41 = icmp eq i64 %n.vec40, %wide.trip.count
  br i1 %cmp.n41, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec40, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %r, i64 %indvars.iv
  %41 = load i32, ptr %arrayidx, align 4, !tbaa !19
  %42 = shl nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds i32, ptr %out, i64 %42
  store i32 %41, ptr %arrayidx2, align 4, !tbaa !19
  %arrayidx4 = getelementptr inbounds i32, ptr %g, i64 %indvars.iv
  %43 = load i32, ptr %arrayidx4, align 4, !tbaa !19
  %44 = or i64 %42, 1
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %44
  store i32 %43, ptr %arrayidx7, align 4, !tbaa !19
  %arrayidx9 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %45 = load i32, ptr %arrayidx9, align 4, !tbaa !19
  %46 = or i64 %42, 2
  %arrayidx13 = getelementptr inbounds i32, ptr %out, i64 %46
  store i32 %45, ptr %arrayidx13, align 4, !tbaa !19
  %47 = or i64 %42, 3
  %arrayidx17 = getelementptr inbounds i32, ptr %out, i64 %47
  store i32 -1, ptr %arrayidx17, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !63
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @quat_norm(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %q, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp50 = icmp sgt i32 %n, 0
  br i1 %cmp50, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check57 = icmp ult i32 %n, 16
  br i1 %min.iters.check57, label %vec.epilog.ph, label %vector.ph

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
  %5 = getelementptr inbounds float, ptr %q, i64 %4
  %wide.vec = load <64 x float>, ptr %5, align 4, !tbaa !24
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec59 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec60 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %6 = fmul <64 x float> %wide.vec, %wide.vec
  %7 = shufflevector <64 x float> %6, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %8 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec, <16 x float> %strided.vec, <16 x float> %7)
  %9 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec59, <16 x float> %strided.vec59, <16 x float> %8)
  %10 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec60, <16 x float> %strided.vec60, <16 x float> %9)
  %11 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %10, ptr %11, align 4, !tbaa !24
  %index.next = or i64 %index, 16
  %12 = shl nsw i64 %index.next, 2
  %13 = getelementptr inbounds float, ptr %q, i64 %12
  %wide.vec.1 = load <64 x float>, ptr %13, align 4, !tbaa !24
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec59.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec60.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %14 = fmul <64 x float> %wide.vec.1, %wide.vec.1
  %15 = shufflevector <64 x float> %14, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %16 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec.1, <16 x float> %strided.vec.1, <16 x float> %15)
  %17 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec59.1, <16 x float> %strided.vec59.1, <16 x float> %16)
  %18 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec60.1, <16 x float> %strided.vec60.1, <16 x float> %17)
  %19 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %18, ptr %19, align 4, !tbaa !24
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !64

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = shl nsw i64 %index.unr, 2
  %21 = getelementptr inbounds float, ptr %q, i64 %20
  %wide.vec.epil = load <64 x float>, ptr %21, align 4, !tbaa !24
  %strided.vec.epil = shufflevector <64 x float> %wide.vec.epil, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec59.epil = shufflevector <64 x float> %wide.vec.epil, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec60.epil = shufflevector <64 x float> %wide.vec.epil, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %22 = fmul <64 x float> %wide.vec.epil, %wide.vec.epil
  %23 = shufflevector <64 x float> %22, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %24 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec.epil, <16 x float> %strided.vec.epil, <16 x float> %23)
  %25 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec59.epil, <16 x float> %strided.vec59.epil, <16 x float> %24)
  %26 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec60.epil, <16 x float> %strided.vec60.epil, <16 x float> %25)
  %27 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %26, ptr %27, align 4, !tbaa !24
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
  %n.vec62 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next70, %vec.epilog.vector.body ]
  %28 = shl nsw i64 %offset.idx, 2
  %29 = getelementptr inbounds float, ptr %q, i64 %28
  %wide.vec65 = load <32 x float>, ptr %29, align 4, !tbaa !24
  %strided.vec66 = shufflevector <32 x float> %wide.vec65, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec68 = shufflevector <32 x float> %wide.vec65, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec69 = shufflevector <32 x float> %wide.vec65, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %30 = fmul <32 x float> %wide.vec65, %wide.vec65
  %31 = shufflevector <32 x float> %30, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %32 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec66, <8 x float> %strided.vec66, <8 x float> %31)
  %33 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec68, <8 x float> %strided.vec68, <8 x float> %32)
  %34 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec69, <8 x float> %strided.vec69, <8 x float> %33)
  %35 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %34, ptr %35, align 4, !tbaa !24
  %index.next70 = add nuw i64 %offset.idx, 8
  %36 = icmp eq i64 %index.next70, %n.vec62
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !65

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n63 = icmp eq i64 %n.vec62, %wide.trip.count
  br i1 %cmp.n63, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec62, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %37 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds float, ptr %q, i64 %37
  %38 = load float, ptr %arrayidx, align 4, !tbaa !24
  %39 = or i64 %37, 1
  %arrayidx7 = getelementptr inbounds float, ptr %q, i64 %39
  %40 = load float, ptr %arrayidx7, align 4, !tbaa !24
  %mul12 = fmul float %40, %40
  %41 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %mul12)
  %42 = or i64 %37, 2
  %arrayidx16 = getelementptr inbounds float, ptr %q, i64 %42
  %43 = load float, ptr %arrayidx16, align 4, !tbaa !24
  %44 = tail call float @llvm.fmuladd.f32(float %43, float %43, float %41)
  %45 = or i64 %37, 3
  %arrayidx25 = getelementptr inbounds float, ptr %q, i64 %45
  %46 = load float, ptr %arrayidx25, align 4, !tbaa !24
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %46, float %44)
  %arrayidx32 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %47, ptr %arrayidx32, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !66
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @rec_count(ptr noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
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
  %2 = getelementptr inbounds %struct.rec, ptr %r, i64 %index, i32 1
  %wide.vec = load <32 x i64>, ptr %2, align 8, !tbaa !29
  %strided.vec = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec14 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec15 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %3 = sub <8 x i64> %strided.vec15, %strided.vec14
  %4 = getelementptr inbounds %struct.rec, ptr %r, <8 x i64> %vec.ind, i32 1
  %5 = add nsw <8 x i64> %3, %strided.vec
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %5, <8 x ptr> %4, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !67
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %for.body.preheader16, label %vector.body, !llvm.loop !69

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %hi = getelementptr inbounds %struct.rec, ptr %r, i64 %indvars.iv, i32 3
  %7 = load i64, ptr %hi, align 8, !tbaa !70
  %lo = getelementptr inbounds %struct.rec, ptr %r, i64 %indvars.iv, i32 2
  %8 = load i64, ptr %lo, align 8, !tbaa !71
  %sub = sub i64 %7, %8
  %count = getelementptr inbounds %struct.rec, ptr %r, i64 %indvars.iv, i32 1
  %9 = load i64, ptr %count, align 8, !tbaa !67
  %add = add nsw i64 %sub, %9
  store i64 %add, ptr %count, align 8, !tbaa !67
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !72
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @scale4_f64(ptr noalias nocapture noundef %p, double noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader37, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x double> poison, double %s, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %0 = getelementptr double, ptr %p, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nsw i64 %index, 2
  %2 = getelementptr inbounds double, ptr %p, i64 %1
  %wide.vec = load <32 x double>, ptr %2, align 8, !tbaa !33
  %strided.vec = shufflevector <32 x double> %wide.vec, <32 x double> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec34 = shufflevector <32 x double> %wide.vec, <32 x double> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec35 = shufflevector <32 x double> %wide.vec, <32 x double> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec36 = shufflevector <32 x double> %wide.vec, <32 x double> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %3 = fmul <8 x double> %strided.vec, %broadcast.splat
  %4 = fmul <8 x double> %strided.vec34, %broadcast.splat
  %5 = fmul <8 x double> %strided.vec35, %broadcast.splat
  %6 = or i64 %1, 3
  %7 = fmul <8 x double> %strided.vec36, %broadcast.splat
  %8 = getelementptr double, ptr %0, i64 %6
  %9 = shufflevector <8 x double> %3, <8 x double> %4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %10 = shufflevector <8 x double> %5, <8 x double> %7, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec = shufflevector <16 x double> %9, <16 x double> %10, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x double> %interleaved.vec, ptr %8, align 8, !tbaa !33
  %index.next = add nuw i64 %index, 8
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !73

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader37

for.body.preheader37:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %12 = insertelement <4 x double> poison, double %s, i64 0
  %shuffle = shufflevector <4 x double> %12, <4 x double> poison, <4 x i32> zeroinitializer
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader37, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader37 ]
  %13 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds double, ptr %p, i64 %13
  %14 = load <4 x double>, ptr %arrayidx, align 8, !tbaa !33
  %15 = fmul <4 x double> %14, %shuffle
  store <4 x double> %15, ptr %arrayidx, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !74
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @byte_sum8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 16
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
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
  %n.vec34 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next46, %vec.epilog.vector.body ]
  %19 = shl nsw i64 %offset.idx, 3
  %20 = getelementptr inbounds i8, ptr %b, i64 %19
  %wide.vec37 = load <64 x i8>, ptr %20, align 1, !tbaa !5
  %strided.vec38 = shufflevector <64 x i8> %wide.vec37, <64 x i8> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec39 = shufflevector <64 x i8> %wide.vec37, <64 x i8> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec40 = shufflevector <64 x i8> %wide.vec37, <64 x i8> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec41 = shufflevector <64 x i8> %wide.vec37, <64 x i8> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec42 = shufflevector <64 x i8> %wide.vec37, <64 x i8> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec43 = shufflevector <64 x i8> %wide.vec37, <64 x i8> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec44 = shufflevector <64 x i8> %wide.vec37, <64 x i8> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec45 = shufflevector <64 x i8> %wide.vec37, <64 x i8> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %21 = zext <8 x i8> %strided.vec38 to <8 x i32>
  %22 = zext <8 x i8> %strided.vec39 to <8 x i32>
  %23 = add nuw nsw <8 x i32> %21, %22
  %24 = zext <8 x i8> %strided.vec40 to <8 x i32>
  %25 = add nuw nsw <8 x i32> %23, %24
  %26 = zext <8 x i8> %strided.vec41 to <8 x i32>
  %27 = add nuw nsw <8 x i32> %25, %26
  %28 = zext <8 x i8> %strided.vec42 to <8 x i32>
  %29 = add nuw nsw <8 x i32> %27, %28
  %30 = zext <8 x i8> %strided.vec43 to <8 x i32>
  %31 = add nuw nsw <8 x i32> %29, %30
  %32 = zext <8 x i8> %strided.vec44 to <8 x i32>
  %33 = add nuw nsw <8 x i32> %31, %32
  %34 = zext <8 x i8> %strided.vec45 to <8 x i32>
  %35 = add nuw nsw <8 x i32> %33, %34
  %36 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %35, ptr %36, align 4, !tbaa !19
  %index.next46 = add nuw i64 %offset.idx, 8
  %37 = icmp eq i64 %index.next46, %n.vec34
  br i1 %37, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !76

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n35 = icmp eq i64 %n.vec34, %wide.trip.count
  br i1 %cmp.n35, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec34, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %38 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, ptr %b, i64 %38
  %39 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %39 to i32
  %40 = or i64 %38, 1
  %arrayidx.1 = getelementptr inbounds i8, ptr %b, i64 %40
  %41 = load i8, ptr %arrayidx.1, align 1, !tbaa !5
  %conv.1 = zext i8 %41 to i32
  %add5.1 = add nuw nsw i32 %conv, %conv.1
  %42 = or i64 %38, 2
  %arrayidx.2 = getelementptr inbounds i8, ptr %b, i64 %42
  %43 = load i8, ptr %arrayidx.2, align 1, !tbaa !5
  %conv.2 = zext i8 %43 to i32
  %add5.2 = add nuw nsw i32 %add5.1, %conv.2
  %44 = or i64 %38, 3
  %arrayidx.3 = getelementptr inbounds i8, ptr %b, i64 %44
  %45 = load i8, ptr %arrayidx.3, align 1, !tbaa !5
  %conv.3 = zext i8 %45 to i32
  %add5.3 = add nuw nsw i32 %add5.2, %conv.3
  %46 = or i64 %38, 4
  %arrayidx.4 = getelementptr inbounds i8, ptr %b, i64 %46
  %47 = load i8, ptr %arrayidx.4, align 1, !tbaa !5
  %conv.4 = zext i8 %47 to i32
  %add5.4 = add nuw nsw i32 %add5.3, %conv.4
  %48 = or i64 %38, 5
  %arrayidx.5 = getelementptr inbounds i8, ptr %b, i64 %48
  %49 = load i8, ptr %arrayidx.5, align 1, !tbaa !5
  %conv.5 = zext i8 %49 to i32
  %add5.5 = add nuw nsw i32 %add5.4, %conv.5
  %50 = or i64 %38, 6
  %arrayidx.6 = getelementptr inbounds i8, ptr %b, i64 %50
  %51 = load i8, ptr %arrayidx.6, align 1, !tbaa !5
  %conv.6 = zext i8 %51 to i32
  %add5.6 = add nuw nsw i32 %add5.5, %conv.6
  %52 = or i64 %38, 7
  %arrayidx.7 = getelementptr inbounds i8, ptr %b, i64 %52
  %53 = load i8, ptr %arrayidx.7, align 1, !tbaa !5
  %conv.7 = zext i8 %53 to i32
  %add5.7 = add nuw nsw i32 %add5.6, %conv.7
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %add5.7, ptr %arrayidx7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !77

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @swap_ends8(ptr noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %for.body.preheader, label %for.cond.cleanup

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
  %arrayidx.epil = getelementptr inbounds i16, ptr %p, i64 %indvars.iv.unr
  %1 = load i16, ptr %arrayidx.epil, align 2, !tbaa !14
  %2 = or i64 %indvars.iv.unr, 7
  %arrayidx3.epil = getelementptr inbounds i16, ptr %p, i64 %2
  %3 = load i16, ptr %arrayidx3.epil, align 2, !tbaa !14
  store i16 %3, ptr %arrayidx.epil, align 2, !tbaa !14
  store i16 %1, ptr %arrayidx3.epil, align 2, !tbaa !14
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %4 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i16, ptr %p, i64 %4
  %5 = load i16, ptr %arrayidx, align 2, !tbaa !14
  %6 = or i64 %4, 7
  %arrayidx3 = getelementptr inbounds i16, ptr %p, i64 %6
  %7 = load i16, ptr %arrayidx3, align 2, !tbaa !14
  store i16 %7, ptr %arrayidx, align 2, !tbaa !14
  store i16 %5, ptr %arrayidx3, align 2, !tbaa !14
  %indvars.iv.next = shl i64 %indvars.iv, 3
  %8 = or i64 %indvars.iv.next, 8
  %arrayidx.1 = getelementptr inbounds i16, ptr %p, i64 %8
  %9 = load i16, ptr %arrayidx.1, align 2, !tbaa !14
  %10 = or i64 %indvars.iv.next, 15
  %arrayidx3.1 = getelementptr inbounds i16, ptr %p, i64 %10
  %11 = load i16, ptr %arrayidx3.1, align 2, !tbaa !14
  store i16 %11, ptr %arrayidx.1, align 2, !tbaa !14
  store i16 %9, ptr %arrayidx3.1, align 2, !tbaa !14
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa.loopexit, label %for.body, !llvm.loop !78
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @pack8_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check24 = icmp ult i32 %n, 16
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr i32, ptr %out, i64 -7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i32, ptr %in, i64 %index
  %wide.load = load <16 x i32>, ptr %1, align 4, !tbaa !19
  %2 = shl nsw i64 %index, 3
  %3 = add nsw <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %4 = add nsw <16 x i32> %wide.load, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %5 = add nsw <16 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %6 = add nsw <16 x i32> %wide.load, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %7 = add nsw <16 x i32> %wide.load, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %8 = add nsw <16 x i32> %wide.load, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %9 = add nsw <16 x i32> %wide.load, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %10 = or i64 %2, 7
  %11 = getelementptr i32, ptr %0, i64 %10
  %12 = shufflevector <16 x i32> %wide.load, <16 x i32> %3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %13 = shufflevector <16 x i32> %4, <16 x i32> %5, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %14 = shufflevector <16 x i32> %6, <16 x i32> %7, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %15 = shufflevector <16 x i32> %8, <16 x i32> %9, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %16 = shufflevector <32 x i32> %12, <32 x i32> %13, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %17 = shufflevector <32 x i32> %14, <32 x i32> %15, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x i32> %16, <64 x i32> %17, <128 x i32> <i32 0, i32 16, i32 32, i32 48, i32 64, i32 80, i32 96, i32 112, i32 1, i32 17, i32 33, i32 49, i32 65, i32 81, i32 97, i32 113, i32 2, i32 18, i32 34, i32 50, i32 66, i32 82, i32 98, i32 114, i32 3, i32 19, i32 35, i32 51, i32 67, i32 83, i32 99, i32 115, i32 4, i32 20, i32 36, i32 52, i32 68, i32 84, i32 100, i32 116, i32 5, i32 21, i32 37, i32 53, i32 69, i32 85, i32 101, i32 117, i32 6, i32 22, i32 38, i32 54, i32 70, i32 86, i32 102, i32 118, i32 7, i32 23, i32 39, i32 55, i32 71, i32 87, i32 103, i32 119, i32 8, i32 24, i32 40, i32 56, i32 72, i32 88, i32 104, i32 120, i32 9, i32 25, i32 41, i32 57, i32 73, i32 89, i32 105, i32 121, i32 10, i32 26, i32 42, i32 58, i32 74, i32 90, i32 106, i32 122, i32 11, i32 27, i32 43, i32 59, i32 75, i32 91, i32 107, i32 123, i32 12, i32 28, i32 44, i32 60, i32 76, i32 92, i32 108, i32 124, i32 13, i32 29, i32 45, i32 61, i32 77, i32 93, i32 109, i32 125, i32 14, i32 30, i32 46, i32 62, i32 78, i32 94, i32 110, i32 126, i32 15, i32 31, i32 47, i32 63, i32 79, i32 95, i32 111, i32 127>
  store <128 x i32> %interleaved.vec, ptr %11, align 4, !tbaa !19
  %index.next = add nuw i64 %index, 16
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !79

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.cond1.preheader.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec26 = and i64 %wide.trip.count, 4294967288
  %19 = getelementptr i32, ptr %out, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %20 = getelementptr inbounds i32, ptr %in, i64 %offset.idx
  %wide.load29 = load <8 x i32>, ptr %20, align 4, !tbaa !19
  %21 = shl nsw i64 %offset.idx, 3
  %22 = add nsw <8 x i32> %wide.load29, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %23 = add nsw <8 x i32> %wide.load29, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %24 = add nsw <8 x i32> %wide.load29, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %25 = add nsw <8 x i32> %wide.load29, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %26 = add nsw <8 x i32> %wide.load29, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %27 = add nsw <8 x i32> %wide.load29, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %28 = add nsw <8 x i32> %wide.load29, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %29 = or i64 %21, 7
  %30 = getelementptr i32, ptr %19, i64 %29
  %31 = shufflevector <8 x i32> %wide.load29, <8 x i32> %22, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %32 = shufflevector <8 x i32> %23, <8 x i32> %24, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %33 = shufflevector <8 x i32> %25, <8 x i32> %26, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %34 = shufflevector <8 x i32> %27, <8 x i32> %28, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %35 = shufflevector <16 x i32> %31, <16 x i32> %32, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %36 = shufflevector <16 x i32> %33, <16 x i32> %34, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec30 = shufflevector <32 x i32> %35, <32 x i32> %36, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x i32> %interleaved.vec30, ptr %30, align 4, !tbaa !19
  %index.next31 = add nuw i64 %offset.idx, 8
  %37 = icmp eq i64 %index.next31, %n.vec26
  br i1 %37, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !80

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n27 = icmp eq i64 %n.vec26, %wide.trip.count
  br i1 %cmp.n27, label %for.cond.cleanup, label %for.cond1.preheader.preheader

for.cond1.preheader.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec26, %vec.epilog.middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %indvars.iv
  %38 = load i32, ptr %arrayidx, align 4, !tbaa !19
  %39 = shl nsw i64 %indvars.iv, 3
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %39
  store i32 %38, ptr %arrayidx7, align 4, !tbaa !19
  %40 = or i64 %39, 1
  %arrayidx7.1 = getelementptr inbounds i32, ptr %out, i64 %40
  %41 = insertelement <4 x i32> poison, i32 %38, i64 0
  %shuffle = shufflevector <4 x i32> %41, <4 x i32> poison, <4 x i32> zeroinitializer
  %42 = add nsw <4 x i32> %shuffle, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %42, ptr %arrayidx7.1, align 4, !tbaa !19
  %43 = or i64 %39, 5
  %arrayidx7.5 = getelementptr inbounds i32, ptr %out, i64 %43
  %44 = insertelement <2 x i32> poison, i32 %38, i64 0
  %45 = shufflevector <2 x i32> %44, <2 x i32> poison, <2 x i32> zeroinitializer
  %46 = add nsw <2 x i32> %45, <i32 5, i32 6>
  store <2 x i32> %46, ptr %arrayidx7.5, align 4, !tbaa !19
  %add.7 = add nsw i32 %38, 7
  %47 = or i64 %39, 7
  %arrayidx7.7 = getelementptr inbounds i32, ptr %out, i64 %47
  store i32 %add.7, ptr %arrayidx7.7, align 4, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !81

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @dot8_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp54 = icmp sgt i32 %n, 0
  br i1 %cmp54, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check65 = icmp ult i32 %n, 16
  br i1 %min.iters.check65, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 3
  %1 = getelementptr inbounds float, ptr %v, i64 %0
  %wide.vec = load <128 x float>, ptr %1, align 4, !tbaa !24
  %strided.vec = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %strided.vec66 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %strided.vec67 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %strided.vec68 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %strided.vec69 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %strided.vec70 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %strided.vec71 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %strided.vec72 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %2 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec66, <16 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <16 x float> %strided.vec)
  %3 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec67, <16 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <16 x float> %2)
  %4 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec68, <16 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, <16 x float> %3)
  %5 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec69, <16 x float> <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>, <16 x float> %4)
  %6 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec70, <16 x float> <float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00>, <16 x float> %5)
  %7 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec71, <16 x float> <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>, <16 x float> %6)
  %8 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %strided.vec72, <16 x float> <float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00>, <16 x float> %7)
  %9 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %8, ptr %9, align 4, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !82

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec74 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next86, %vec.epilog.vector.body ]
  %11 = shl nsw i64 %offset.idx, 3
  %12 = getelementptr inbounds float, ptr %v, i64 %11
  %wide.vec77 = load <64 x float>, ptr %12, align 4, !tbaa !24
  %strided.vec78 = shufflevector <64 x float> %wide.vec77, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec79 = shufflevector <64 x float> %wide.vec77, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec80 = shufflevector <64 x float> %wide.vec77, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec81 = shufflevector <64 x float> %wide.vec77, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec82 = shufflevector <64 x float> %wide.vec77, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec83 = shufflevector <64 x float> %wide.vec77, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec84 = shufflevector <64 x float> %wide.vec77, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec85 = shufflevector <64 x float> %wide.vec77, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %13 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec79, <8 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <8 x float> %strided.vec78)
  %14 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec80, <8 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <8 x float> %13)
  %15 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec81, <8 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, <8 x float> %14)
  %16 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec82, <8 x float> <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>, <8 x float> %15)
  %17 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec83, <8 x float> <float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00>, <8 x float> %16)
  %18 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec84, <8 x float> <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>, <8 x float> %17)
  %19 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %strided.vec85, <8 x float> <float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00>, <8 x float> %18)
  %20 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %19, ptr %20, align 4, !tbaa !24
  %index.next86 = add nuw i64 %offset.idx, 8
  %21 = icmp eq i64 %index.next86, %n.vec74
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !83

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n75 = icmp eq i64 %n.vec74, %wide.trip.count
  br i1 %cmp.n75, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec74, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %22 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds float, ptr %v, i64 %22
  %23 = load float, ptr %arrayidx, align 4, !tbaa !24
  %24 = or i64 %22, 1
  %arrayidx3 = getelementptr inbounds float, ptr %v, i64 %24
  %25 = load float, ptr %arrayidx3, align 4, !tbaa !24
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 2.000000e+00, float %23)
  %27 = or i64 %22, 2
  %arrayidx8 = getelementptr inbounds float, ptr %v, i64 %27
  %28 = load float, ptr %arrayidx8, align 4, !tbaa !24
  %29 = tail call float @llvm.fmuladd.f32(float %28, float 3.000000e+00, float %26)
  %30 = or i64 %22, 3
  %arrayidx13 = getelementptr inbounds float, ptr %v, i64 %30
  %31 = load float, ptr %arrayidx13, align 4, !tbaa !24
  %32 = tail call float @llvm.fmuladd.f32(float %31, float 4.000000e+00, float %29)
  %33 = or i64 %22, 4
  %arrayidx18 = getelementptr inbounds float, ptr %v, i64 %33
  %34 = load float, ptr %arrayidx18, align 4, !tbaa !24
  %35 = tail call float @llvm.fmuladd.f32(float %34, float 5.000000e+00, float %32)
  %36 = or i64 %22, 5
  %arrayidx23 = getelementptr inbounds float, ptr %v, i64 %36
  %37 = load float, ptr %arrayidx23, align 4, !tbaa !24
  %38 = tail call float @llvm.fmuladd.f32(float %37, float 6.000000e+00, float %35)
  %39 = or i64 %22, 6
  %arrayidx28 = getelementptr inbounds float, ptr %v, i64 %39
  %40 = load float, ptr %arrayidx28, align 4, !tbaa !24
  %41 = tail call float @llvm.fmuladd.f32(float %40, float 7.000000e+00, float %38)
  %42 = or i64 %22, 7
  %arrayidx33 = getelementptr inbounds float, ptr %v, i64 %42
  %43 = load float, ptr %arrayidx33, align 4, !tbaa !24
  %44 = tail call float @llvm.fmuladd.f32(float %43, float 8.000000e+00, float %41)
  %arrayidx36 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %44, ptr %arrayidx36, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !84
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @first_of8_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
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
  %wide.masked.gather = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %3, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !29
  %4 = or <8 x i64> %2, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %5 = getelementptr inbounds i64, ptr %r, <8 x i64> %4
  %wide.masked.gather17 = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %5, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !29
  %6 = add nsw <8 x i64> %wide.masked.gather17, %wide.masked.gather
  %7 = getelementptr inbounds i64, ptr %out, i64 %index
  store <8 x i64> %6, ptr %7, align 8, !tbaa !29
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %for.body.preheader18, label %vector.body, !llvm.loop !85

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %9 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i64, ptr %r, i64 %9
  %10 = load i64, ptr %arrayidx, align 8, !tbaa !29
  %11 = or i64 %9, 4
  %arrayidx3 = getelementptr inbounds i64, ptr %r, i64 %11
  %12 = load i64, ptr %arrayidx3, align 8, !tbaa !29
  %add4 = add nsw i64 %12, %10
  %arrayidx6 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv
  store i64 %add4, ptr %arrayidx6, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !86
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @neg8_f64(ptr noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.cond1.preheader.preheader, label %for.cond.cleanup

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.cond1.preheader.preheader33, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nsw <8 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %1 = getelementptr inbounds double, ptr %p, <8 x i64> %0
  %wide.masked.gather = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %1, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %2 = fneg <8 x double> %wide.masked.gather
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %2, <8 x ptr> %1, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %3 = or <8 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = getelementptr inbounds double, ptr %p, <8 x i64> %3
  %wide.masked.gather26 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %4, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %5 = fneg <8 x double> %wide.masked.gather26
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %5, <8 x ptr> %4, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %6 = or <8 x i64> %0, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %7 = getelementptr inbounds double, ptr %p, <8 x i64> %6
  %wide.masked.gather27 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %7, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %8 = fneg <8 x double> %wide.masked.gather27
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %8, <8 x ptr> %7, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %9 = or <8 x i64> %0, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %10 = getelementptr inbounds double, ptr %p, <8 x i64> %9
  %wide.masked.gather28 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %11 = fneg <8 x double> %wide.masked.gather28
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %11, <8 x ptr> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %12 = or <8 x i64> %0, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %13 = getelementptr inbounds double, ptr %p, <8 x i64> %12
  %wide.masked.gather29 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %13, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %14 = fneg <8 x double> %wide.masked.gather29
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %14, <8 x ptr> %13, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %15 = or <8 x i64> %0, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %16 = getelementptr inbounds double, ptr %p, <8 x i64> %15
  %wide.masked.gather30 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %16, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %17 = fneg <8 x double> %wide.masked.gather30
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %17, <8 x ptr> %16, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %18 = or <8 x i64> %0, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %19 = getelementptr inbounds double, ptr %p, <8 x i64> %18
  %wide.masked.gather31 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %19, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %20 = fneg <8 x double> %wide.masked.gather31
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %20, <8 x ptr> %19, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %21 = or <8 x i64> %0, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %22 = getelementptr inbounds double, ptr %p, <8 x i64> %21
  %wide.masked.gather32 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %22, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !33
  %23 = fneg <8 x double> %wide.masked.gather32
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %23, <8 x ptr> %22, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !33
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !87

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.cond1.preheader.preheader33

for.cond1.preheader.preheader33:                  ; preds = %for.cond1.preheader.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %n.vec, %middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader33, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader33 ]
  %25 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds double, ptr %p, i64 %25
  %26 = load <8 x double>, ptr %arrayidx, align 8, !tbaa !33
  %27 = fneg <8 x double> %26
  store <8 x double> %27, ptr %arrayidx, align 8, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond1.preheader, !llvm.loop !88

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %middle.block, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @advance(ptr noalias nocapture noundef %p, float noundef %dt, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x float> poison, float %dt, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = getelementptr inbounds %struct.particle, ptr %p, <8 x i64> %vec.ind
  %1 = getelementptr inbounds %struct.particle, ptr %p, i64 %index
  %wide.vec = load <32 x float>, ptr %1, align 4, !tbaa !24
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec19 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec20 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec21 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %2 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat, <8 x float> %strided.vec20, <8 x float> %strided.vec)
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %2, <8 x ptr> %0, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !89
  %3 = getelementptr inbounds %struct.particle, ptr %p, <8 x i64> %vec.ind, i32 1
  %4 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat, <8 x float> %strided.vec21, <8 x float> %strided.vec19)
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %4, <8 x ptr> %3, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !91
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !92

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader22

for.body.preheader22:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %6 = insertelement <2 x float> poison, float %dt, i64 0
  %7 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> zeroinitializer
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader22, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader22 ]
  %arrayidx = getelementptr inbounds %struct.particle, ptr %p, i64 %indvars.iv
  %vx = getelementptr inbounds %struct.particle, ptr %p, i64 %indvars.iv, i32 2
  %8 = load <2 x float>, ptr %vx, align 4, !tbaa !24
  %9 = load <2 x float>, ptr %arrayidx, align 4, !tbaa !24
  %10 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %7, <2 x float> %8, <2 x float> %9)
  store <2 x float> %10, ptr %arrayidx, align 4, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !93
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @set_flag(ptr noalias nocapture noundef %it, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
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
  %17 = getelementptr inbounds %struct.item, ptr %it, i64 %index
  %wide.vec = load <64 x i8>, ptr %17, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec14 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %18 = and <16 x i8> %strided.vec, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %19 = getelementptr inbounds %struct.item, ptr %it, i64 %index, i32 1
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
  store i8 %36, ptr %19, align 1, !tbaa !94
  %37 = extractelement <16 x i8> %35, i64 1
  store i8 %37, ptr %20, align 1, !tbaa !94
  %38 = extractelement <16 x i8> %35, i64 2
  store i8 %38, ptr %21, align 1, !tbaa !94
  %39 = extractelement <16 x i8> %35, i64 3
  store i8 %39, ptr %22, align 1, !tbaa !94
  %40 = extractelement <16 x i8> %35, i64 4
  store i8 %40, ptr %23, align 1, !tbaa !94
  %41 = extractelement <16 x i8> %35, i64 5
  store i8 %41, ptr %24, align 1, !tbaa !94
  %42 = extractelement <16 x i8> %35, i64 6
  store i8 %42, ptr %25, align 1, !tbaa !94
  %43 = extractelement <16 x i8> %35, i64 7
  store i8 %43, ptr %26, align 1, !tbaa !94
  %44 = extractelement <16 x i8> %35, i64 8
  store i8 %44, ptr %27, align 1, !tbaa !94
  %45 = extractelement <16 x i8> %35, i64 9
  store i8 %45, ptr %28, align 1, !tbaa !94
  %46 = extractelement <16 x i8> %35, i64 10
  store i8 %46, ptr %29, align 1, !tbaa !94
  %47 = extractelement <16 x i8> %35, i64 11
  store i8 %47, ptr %30, align 1, !tbaa !94
  %48 = extractelement <16 x i8> %35, i64 12
  store i8 %48, ptr %31, align 1, !tbaa !94
  %49 = extractelement <16 x i8> %35, i64 13
  store i8 %49, ptr %32, align 1, !tbaa !94
  %50 = extractelement <16 x i8> %35, i64 14
  store i8 %50, ptr %33, align 1, !tbaa !94
  %51 = extractelement <16 x i8> %35, i64 15
  store i8 %51, ptr %34, align 1, !tbaa !94
  %index.next = add nuw i64 %index, 16
  %52 = icmp eq i64 %index.next, %n.vec
  br i1 %52, label %vec.epilog.iter.check, label %vector.body, !llvm.loop !96

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
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next21, %vec.epilog.vector.body ]
  %55 = add i64 %offset.idx, 1
  %56 = add i64 %offset.idx, 2
  %57 = add i64 %offset.idx, 3
  %58 = add i64 %offset.idx, 4
  %59 = add i64 %offset.idx, 5
  %60 = add i64 %offset.idx, 6
  %61 = add i64 %offset.idx, 7
  %62 = getelementptr inbounds %struct.item, ptr %it, i64 %offset.idx
  %wide.vec18 = load <32 x i8>, ptr %62, align 1, !tbaa !5
  %strided.vec19 = shufflevector <32 x i8> %wide.vec18, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec20 = shufflevector <32 x i8> %wide.vec18, <32 x i8> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %63 = and <8 x i8> %strided.vec19, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %64 = getelementptr inbounds %struct.item, ptr %it, i64 %offset.idx, i32 1
  %65 = getelementptr inbounds %struct.item, ptr %it, i64 %55, i32 1
  %66 = getelementptr inbounds %struct.item, ptr %it, i64 %56, i32 1
  %67 = getelementptr inbounds %struct.item, ptr %it, i64 %57, i32 1
  %68 = getelementptr inbounds %struct.item, ptr %it, i64 %58, i32 1
  %69 = getelementptr inbounds %struct.item, ptr %it, i64 %59, i32 1
  %70 = getelementptr inbounds %struct.item, ptr %it, i64 %60, i32 1
  %71 = getelementptr inbounds %struct.item, ptr %it, i64 %61, i32 1
  %72 = or <8 x i8> %strided.vec20, %63
  %73 = extractelement <8 x i8> %72, i64 0
  store i8 %73, ptr %64, align 1, !tbaa !94
  %74 = extractelement <8 x i8> %72, i64 1
  store i8 %74, ptr %65, align 1, !tbaa !94
  %75 = extractelement <8 x i8> %72, i64 2
  store i8 %75, ptr %66, align 1, !tbaa !94
  %76 = extractelement <8 x i8> %72, i64 3
  store i8 %76, ptr %67, align 1, !tbaa !94
  %77 = extractelement <8 x i8> %72, i64 4
  store i8 %77, ptr %68, align 1, !tbaa !94
  %78 = extractelement <8 x i8> %72, i64 5
  store i8 %78, ptr %69, align 1, !tbaa !94
  %79 = extractelement <8 x i8> %72, i64 6
  store i8 %79, ptr %70, align 1, !tbaa !94
  %80 = extractelement <8 x i8> %72, i64 7
  store i8 %80, ptr %71, align 1, !tbaa !94
  %index.next21 = add nuw i64 %offset.idx, 8
  %81 = icmp eq i64 %index.next21, %n.vec16
  br i1 %81, label %for.body.preheader, label %vec.epilog.vector.body, !llvm.loop !97

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds %struct.item, ptr %it, i64 %indvars.iv
  %82 = load i8, ptr %arrayidx, align 2, !tbaa !98
  %83 = and i8 %82, 1
  %flags = getelementptr inbounds %struct.item, ptr %it, i64 %indvars.iv, i32 1
  %84 = load i8, ptr %flags, align 1, !tbaa !94
  %or9 = or i8 %84, %83
  store i8 %or9, ptr %flags, align 1, !tbaa !94
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !99
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @cond_split(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader25, label %vector.ph

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
  %4 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !24
  %5 = fcmp ogt <16 x float> %wide.load, zeroinitializer
  %6 = shl nuw nsw <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = getelementptr inbounds float, ptr %out, <16 x i64> %6
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %7, i32 4, <16 x i1> %5), !tbaa !24
  %8 = fneg <16 x float> %wide.load
  %9 = or <16 x i64> %6, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %10 = getelementptr inbounds float, ptr %out, <16 x i64> %9
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %8, <16 x ptr> %10, i32 4, <16 x i1> %5), !tbaa !24
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds float, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x float>, ptr %11, align 4, !tbaa !24
  %12 = fcmp ogt <16 x float> %wide.load.1, zeroinitializer
  %vec.ind.next = shl <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %13 = add <16 x i64> %vec.ind.next, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %14 = getelementptr inbounds float, ptr %out, <16 x i64> %13
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.1, <16 x ptr> %14, i32 4, <16 x i1> %12), !tbaa !24
  %15 = fneg <16 x float> %wide.load.1
  %16 = or <16 x i64> %13, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %17 = getelementptr inbounds float, ptr %out, <16 x i64> %16
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %15, <16 x ptr> %17, i32 4, <16 x i1> %12), !tbaa !24
  %index.next.1 = add nuw i64 %index, 32
  %vec.ind.next.1 = add <16 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !100

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl <16 x i64> %vec.ind.next.1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <16 x i64> [ <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14, i64 16, i64 18, i64 20, i64 22, i64 24, i64 26, i64 28, i64 30>, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds float, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x float>, ptr %18, align 4, !tbaa !24
  %19 = fcmp ogt <16 x float> %wide.load.epil, zeroinitializer
  %20 = getelementptr inbounds float, ptr %out, <16 x i64> %vec.ind.unr
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load.epil, <16 x ptr> %20, i32 4, <16 x i1> %19), !tbaa !24
  %21 = fneg <16 x float> %wide.load.epil
  %22 = or <16 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %23 = getelementptr inbounds float, ptr %out, <16 x i64> %22
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %21, <16 x ptr> %23, i32 4, <16 x i1> %19), !tbaa !24
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader25

for.body.preheader25:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader25, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader25 ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %24 = load float, ptr %arrayidx, align 4, !tbaa !24
  %cmp1 = fcmp ogt float %24, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %25 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %25
  store float %24, ptr %arrayidx5, align 4, !tbaa !24
  %fneg = fneg float %24
  %26 = or i64 %25, 1
  %arrayidx10 = getelementptr inbounds float, ptr %out, i64 %26
  store float %fneg, ptr %arrayidx10, align 4, !tbaa !24
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !101
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @cond_rgb(ptr noalias nocapture noundef writeonly %rgb, ptr noalias nocapture noundef readonly %mask, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds i8, ptr %mask, i64 %indvars.iv
  %0 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %1 = and i8 %0, 1
  %tobool.not = icmp eq i8 %1, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %2 = trunc i64 %indvars.iv to i32
  %mul = mul nsw i32 %2, 3
  %idxprom1 = zext i32 %mul to i64
  %arrayidx2 = getelementptr inbounds i8, ptr %rgb, i64 %idxprom1
  store i8 0, ptr %arrayidx2, align 1, !tbaa !5
  %add = add nuw nsw i32 %mul, 1
  %idxprom4 = zext i32 %add to i64
  %arrayidx5 = getelementptr inbounds i8, ptr %rgb, i64 %idxprom4
  store i8 0, ptr %arrayidx5, align 1, !tbaa !5
  %add7 = add nuw nsw i32 %mul, 2
  %idxprom8 = zext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds i8, ptr %rgb, i64 %idxprom8
  store i8 0, ptr %arrayidx9, align 1, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !102
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @cond_rec(ptr noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
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
  %2 = getelementptr inbounds %struct.rec, ptr %r, <8 x i64> %vec.ind, i32 2
  %3 = extractelement <8 x ptr> %2, i64 0
  %wide.vec = load <32 x i64>, ptr %3, align 8, !tbaa !29
  %strided.vec = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec32 = shufflevector <32 x i64> %wide.vec, <32 x i64> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %4 = getelementptr inbounds %struct.rec, ptr %r, <8 x i64> %vec.ind, i32 3
  %5 = icmp sgt <8 x i64> %strided.vec, %strided.vec32
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %strided.vec32, <8 x ptr> %2, i32 8, <8 x i1> %5), !tbaa !71
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %strided.vec, <8 x ptr> %4, i32 8, <8 x i1> %5), !tbaa !70
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %for.body.preheader33, label %vector.body, !llvm.loop !103

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader33, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader33 ]
  %lo = getelementptr inbounds %struct.rec, ptr %r, i64 %indvars.iv, i32 2
  %7 = load i64, ptr %lo, align 8, !tbaa !71
  %hi = getelementptr inbounds %struct.rec, ptr %r, i64 %indvars.iv, i32 3
  %8 = load i64, ptr %hi, align 8, !tbaa !70
  %cmp3 = icmp sgt i64 %7, %8
  br i1 %cmp3, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  store i64 %8, ptr %lo, align 8, !tbaa !71
  store i64 %7, ptr %hi, align 8, !tbaa !70
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !104
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.smax.i16(i16, i16) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.fmuladd.v8f64(<8 x double>, <8 x double>, <8 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <32 x i16> @llvm.smax.v32i16(<32 x i16>, <32 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, i32 immarg, <8 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f64.v8p0(<8 x double>, <8 x ptr>, i32 immarg, <8 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #4

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nocallback nofree nosync nounwind willreturn writeonly }
attributes #5 = { nocallback nofree nosync nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
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
!48 = !{!49, !25, i64 0}
!49 = !{!"vec3", !25, i64 0, !25, i64 4, !25, i64 8}
!50 = !{!49, !25, i64 8}
!51 = distinct !{!51, !9, !12, !10}
!52 = distinct !{!52, !9, !10}
!53 = distinct !{!53, !9, !12, !10}
!54 = distinct !{!54, !9, !10}
!55 = distinct !{!55, !9, !12, !10}
!56 = distinct !{!56, !9, !10}
!57 = distinct !{!57, !9, !12, !10}
!58 = distinct !{!58, !9, !10}
!59 = distinct !{!59, !9, !10, !12}
!60 = distinct !{!60, !9, !12, !10}
!61 = distinct !{!61, !9, !10}
!62 = distinct !{!62, !9, !10, !12}
!63 = distinct !{!63, !9, !12, !10}
!64 = distinct !{!64, !9, !10}
!65 = distinct !{!65, !9, !10, !12}
!66 = distinct !{!66, !9, !12, !10}
!67 = !{!68, !30, i64 8}
!68 = !{!"rec", !30, i64 0, !30, i64 8, !30, i64 16, !30, i64 24}
!69 = distinct !{!69, !9, !10}
!70 = !{!68, !30, i64 24}
!71 = !{!68, !30, i64 16}
!72 = distinct !{!72, !9, !12, !10}
!73 = distinct !{!73, !9, !10}
!74 = distinct !{!74, !9, !12, !10}
!75 = distinct !{!75, !9, !10}
!76 = distinct !{!76, !9, !10, !12}
!77 = distinct !{!77, !9, !12, !10}
!78 = distinct !{!78, !9}
!79 = distinct !{!79, !9, !10}
!80 = distinct !{!80, !9, !10, !12}
!81 = distinct !{!81, !9, !12, !10}
!82 = distinct !{!82, !9, !10}
!83 = distinct !{!83, !9, !10, !12}
!84 = distinct !{!84, !9, !12, !10}
!85 = distinct !{!85, !9, !10}
!86 = distinct !{!86, !9, !12, !10}
!87 = distinct !{!87, !9, !10}
!88 = distinct !{!88, !9, !12, !10}
!89 = !{!90, !25, i64 0}
!90 = !{!"particle", !25, i64 0, !25, i64 4, !25, i64 8, !25, i64 12}
!91 = !{!90, !25, i64 4}
!92 = distinct !{!92, !9, !10}
!93 = distinct !{!93, !9, !12, !10}
!94 = !{!95, !6, i64 1}
!95 = !{!"item", !6, i64 0, !6, i64 1, !15, i64 2}
!96 = distinct !{!96, !9, !10}
!97 = distinct !{!97, !9, !10, !12}
!98 = !{!95, !6, i64 0}
!99 = distinct !{!99, !9, !12, !10}
!100 = distinct !{!100, !9, !10}
!101 = distinct !{!101, !9, !12, !10}
!102 = distinct !{!102, !9}
!103 = distinct !{!103, !9, !10}
!104 = distinct !{!104, !9, !12, !10}
