; ModuleID = '<stdin>'
source_filename = "tsvc_groups.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec3 = type { float, float, float }
%struct.rec = type { i64, i64, i64, i64 }
%struct.particle = type { float, float, float, float }
%struct.item = type { i8, i8, i16 }

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @swap_bytes(i8* noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %wide.vec = load <64 x i8>, <64 x i8>* %7, align 1
  %wide.vec14 = load <64 x i8>, <64 x i8>* %8, align 1
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec15 = shufflevector <64 x i8> %wide.vec14, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec16 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %strided.vec17 = shufflevector <64 x i8> %wide.vec14, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %9 = or i64 %2, 1
  %10 = or i64 %3, 65
  %11 = getelementptr inbounds i8, i8* %0, i64 %9
  %12 = bitcast i8* %11 to <64 x i8>*
  %13 = getelementptr inbounds i8, i8* %1, i64 %10
  %14 = bitcast i8* %13 to <64 x i8>*
  %interleaved.vec = shufflevector <32 x i8> %strided.vec16, <32 x i8> %strided.vec, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %interleaved.vec, <64 x i8>* %12, align 1
  %interleaved.vec18 = shufflevector <32 x i8> %strided.vec17, <32 x i8> %strided.vec15, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %interleaved.vec18, <64 x i8>* %14, align 1
  %index.next = add nuw i64 %index, 64
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader19

for.body.preheader19:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader19, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader19 ]
  %16 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i8, i8* %p, i64 %16
  %17 = load i8, i8* %arrayidx, align 1
  %18 = or i64 %16, 1
  %arrayidx3 = getelementptr inbounds i8, i8* %p, i64 %18
  %19 = load i8, i8* %arrayidx3, align 1
  store i8 %19, i8* %arrayidx, align 1
  store i8 %17, i8* %arrayidx3, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @stereo_to_mono(i16* noalias nocapture noundef writeonly %mono, i16* noalias nocapture noundef readonly %st, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %wide.vec = load <64 x i16>, <64 x i16>* %6, align 2
  %strided.vec = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec11 = shufflevector <64 x i16> %wide.vec, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %7 = sext <32 x i16> %strided.vec to <32 x i32>
  %8 = sext <32 x i16> %strided.vec11 to <32 x i32>
  %9 = add nsw <32 x i32> %8, %7
  %10 = lshr <32 x i32> %9, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %11 = trunc <32 x i32> %10 to <32 x i16>
  %12 = getelementptr inbounds i16, i16* %mono, i64 %index
  %13 = bitcast i16* %12 to <32 x i16>*
  store <32 x i16> %11, <32 x i16>* %13, align 2
  %index.next = or i64 %index, 32
  %14 = shl nuw nsw i64 %index.next, 1
  %15 = getelementptr inbounds i16, i16* %st, i64 %14
  %16 = bitcast i16* %15 to <64 x i16>*
  %wide.vec.1 = load <64 x i16>, <64 x i16>* %16, align 2
  %strided.vec.1 = shufflevector <64 x i16> %wide.vec.1, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec11.1 = shufflevector <64 x i16> %wide.vec.1, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %17 = sext <32 x i16> %strided.vec.1 to <32 x i32>
  %18 = sext <32 x i16> %strided.vec11.1 to <32 x i32>
  %19 = add nsw <32 x i32> %18, %17
  %20 = lshr <32 x i32> %19, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %21 = trunc <32 x i32> %20 to <32 x i16>
  %22 = getelementptr inbounds i16, i16* %mono, i64 %index.next
  %23 = bitcast i16* %22 to <32 x i16>*
  store <32 x i16> %21, <32 x i16>* %23, align 2
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !11

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = shl nuw nsw i64 %index.unr, 1
  %25 = getelementptr inbounds i16, i16* %st, i64 %24
  %26 = bitcast i16* %25 to <64 x i16>*
  %wide.vec.epil = load <64 x i16>, <64 x i16>* %26, align 2
  %strided.vec.epil = shufflevector <64 x i16> %wide.vec.epil, <64 x i16> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec11.epil = shufflevector <64 x i16> %wide.vec.epil, <64 x i16> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %27 = sext <32 x i16> %strided.vec.epil to <32 x i32>
  %28 = sext <32 x i16> %strided.vec11.epil to <32 x i32>
  %29 = add nsw <32 x i32> %28, %27
  %30 = lshr <32 x i32> %29, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %31 = trunc <32 x i32> %30 to <32 x i16>
  %32 = getelementptr inbounds i16, i16* %mono, i64 %index.unr
  %33 = bitcast i16* %32 to <32 x i16>*
  store <32 x i16> %31, <32 x i16>* %33, align 2
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader12

for.body.preheader12:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %34 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i16, i16* %st, i64 %34
  %35 = load i16, i16* %arrayidx, align 2
  %conv = sext i16 %35 to i32
  %36 = or i64 %34, 1
  %arrayidx3 = getelementptr inbounds i16, i16* %st, i64 %36
  %37 = load i16, i16* %arrayidx3, align 2
  %conv4 = sext i16 %37 to i32
  %add5 = add nsw i32 %conv4, %conv
  %38 = lshr i32 %add5, 1
  %conv6 = trunc i32 %38 to i16
  %arrayidx8 = getelementptr inbounds i16, i16* %mono, i64 %indvars.iv
  store i16 %conv6, i16* %arrayidx8, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @split_pairs(i32* noalias nocapture noundef writeonly %x, i32* noalias nocapture noundef writeonly %y, i32* noalias nocapture noundef readonly %xy, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader13, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %5 = getelementptr inbounds i32, i32* %xy, i64 %4
  %6 = bitcast i32* %5 to <64 x i32>*
  %wide.vec = load <64 x i32>, <64 x i32>* %6, align 4
  %strided.vec = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec12 = shufflevector <64 x i32> %wide.vec, <64 x i32> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %7 = getelementptr inbounds i32, i32* %x, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  store <32 x i32> %strided.vec, <32 x i32>* %8, align 4
  %9 = getelementptr inbounds i32, i32* %y, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  store <32 x i32> %strided.vec12, <32 x i32>* %10, align 4
  %index.next = or i64 %index, 32
  %11 = shl nuw nsw i64 %index.next, 1
  %12 = getelementptr inbounds i32, i32* %xy, i64 %11
  %13 = bitcast i32* %12 to <64 x i32>*
  %wide.vec.1 = load <64 x i32>, <64 x i32>* %13, align 4
  %strided.vec.1 = shufflevector <64 x i32> %wide.vec.1, <64 x i32> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec12.1 = shufflevector <64 x i32> %wide.vec.1, <64 x i32> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %14 = getelementptr inbounds i32, i32* %x, i64 %index.next
  %15 = bitcast i32* %14 to <32 x i32>*
  store <32 x i32> %strided.vec.1, <32 x i32>* %15, align 4
  %16 = getelementptr inbounds i32, i32* %y, i64 %index.next
  %17 = bitcast i32* %16 to <32 x i32>*
  store <32 x i32> %strided.vec12.1, <32 x i32>* %17, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = shl nuw nsw i64 %index.unr, 1
  %19 = getelementptr inbounds i32, i32* %xy, i64 %18
  %20 = bitcast i32* %19 to <64 x i32>*
  %wide.vec.epil = load <64 x i32>, <64 x i32>* %20, align 4
  %strided.vec.epil = shufflevector <64 x i32> %wide.vec.epil, <64 x i32> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec12.epil = shufflevector <64 x i32> %wide.vec.epil, <64 x i32> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %21 = getelementptr inbounds i32, i32* %x, i64 %index.unr
  %22 = bitcast i32* %21 to <32 x i32>*
  store <32 x i32> %strided.vec.epil, <32 x i32>* %22, align 4
  %23 = getelementptr inbounds i32, i32* %y, i64 %index.unr
  %24 = bitcast i32* %23 to <32 x i32>*
  store <32 x i32> %strided.vec12.epil, <32 x i32>* %24, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader13

for.body.preheader13:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader13, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader13 ]
  %25 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i32, i32* %xy, i64 %25
  %26 = load i32, i32* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds i32, i32* %x, i64 %indvars.iv
  store i32 %26, i32* %arrayidx2, align 4
  %27 = or i64 %25, 1
  %arrayidx5 = getelementptr inbounds i32, i32* %xy, i64 %27
  %28 = load i32, i32* %arrayidx5, align 4
  %arrayidx7 = getelementptr inbounds i32, i32* %y, i64 %indvars.iv
  store i32 %28, i32* %arrayidx7, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @cmac(float* noalias nocapture noundef %acc, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader27, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = getelementptr inbounds float, float* %acc, i64 -1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nuw nsw i64 %index, 1
  %2 = getelementptr inbounds float, float* %a, i64 %1
  %3 = bitcast float* %2 to <64 x float>*
  %wide.vec = load <64 x float>, <64 x float>* %3, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec20 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %4 = or i64 %1, 1
  %5 = getelementptr inbounds float, float* %b, i64 %1
  %6 = bitcast float* %5 to <64 x float>*
  %wide.vec21 = load <64 x float>, <64 x float>* %6, align 4
  %strided.vec22 = shufflevector <64 x float> %wide.vec21, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec23 = shufflevector <64 x float> %wide.vec21, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %7 = fmul <32 x float> %strided.vec20, %strided.vec23
  %8 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec, <32 x float> %strided.vec22, <32 x float> %7)
  %9 = getelementptr inbounds float, float* %acc, i64 %1
  %10 = bitcast float* %9 to <64 x float>*
  %wide.vec24 = load <64 x float>, <64 x float>* %10, align 4
  %strided.vec25 = shufflevector <64 x float> %wide.vec24, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %strided.vec26 = shufflevector <64 x float> %wide.vec24, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %11 = fadd <32 x float> %strided.vec25, %8
  %12 = fneg <32 x float> %strided.vec
  %13 = fmul <32 x float> %strided.vec23, %12
  %14 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec20, <32 x float> %strided.vec22, <32 x float> %13)
  %15 = fadd <32 x float> %14, %strided.vec26
  %16 = getelementptr inbounds float, float* %0, i64 %4
  %17 = bitcast float* %16 to <64 x float>*
  %interleaved.vec = shufflevector <32 x float> %11, <32 x float> %15, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x float> %interleaved.vec, <64 x float>* %17, align 4
  %index.next = add nuw i64 %index, 32
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader27

for.body.preheader27:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader27, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader27 ]
  %19 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, float* %a, i64 %19
  %20 = load float, float* %arrayidx, align 4
  %21 = or i64 %19, 1
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %21
  %22 = load float, float* %arrayidx3, align 4
  %arrayidx6 = getelementptr inbounds float, float* %b, i64 %19
  %23 = load float, float* %arrayidx6, align 4
  %arrayidx10 = getelementptr inbounds float, float* %b, i64 %21
  %24 = load float, float* %arrayidx10, align 4
  %mul12 = fmul float %22, %24
  %25 = tail call float @llvm.fmuladd.f32(float %20, float %23, float %mul12)
  %arrayidx15 = getelementptr inbounds float, float* %acc, i64 %19
  %26 = load float, float* %arrayidx15, align 4
  %add16 = fadd float %26, %25
  store float %add16, float* %arrayidx15, align 4
  %27 = fneg float %20
  %neg = fmul float %24, %27
  %28 = tail call float @llvm.fmuladd.f32(float %22, float %23, float %neg)
  %arrayidx22 = getelementptr inbounds float, float* %acc, i64 %21
  %29 = load float, float* %arrayidx22, align 4
  %add23 = fadd float %28, %29
  store float %add23, float* %arrayidx22, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kv_keys(i64* noalias nocapture noundef writeonly %keys, i64* noalias nocapture noundef readonly %kv, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = shl nuw nsw <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = getelementptr inbounds i64, i64* %kv, <32 x i64> %4
  %wide.masked.gather = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %5, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %6 = or <32 x i64> %4, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = getelementptr inbounds i64, i64* %kv, <32 x i64> %6
  %wide.masked.gather11 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %7, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %8 = xor <32 x i64> %wide.masked.gather11, %wide.masked.gather
  %9 = getelementptr inbounds i64, i64* %keys, i64 %index
  %10 = bitcast i64* %9 to <32 x i64>*
  store <32 x i64> %8, <32 x i64>* %10, align 8
  %index.next = or i64 %index, 32
  %vec.ind.next = shl <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %11 = add <32 x i64> %vec.ind.next, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %12 = getelementptr inbounds i64, i64* %kv, <32 x i64> %11
  %wide.masked.gather.1 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %12, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %13 = or <32 x i64> %11, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %14 = getelementptr inbounds i64, i64* %kv, <32 x i64> %13
  %wide.masked.gather11.1 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %14, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %15 = xor <32 x i64> %wide.masked.gather11.1, %wide.masked.gather.1
  %16 = getelementptr inbounds i64, i64* %keys, i64 %index.next
  %17 = bitcast i64* %16 to <32 x i64>*
  store <32 x i64> %15, <32 x i64>* %17, align 8
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next.1 = add <32 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !17

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl <32 x i64> %vec.ind.next.1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <32 x i64> [ <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14, i64 16, i64 18, i64 20, i64 22, i64 24, i64 26, i64 28, i64 30, i64 32, i64 34, i64 36, i64 38, i64 40, i64 42, i64 44, i64 46, i64 48, i64 50, i64 52, i64 54, i64 56, i64 58, i64 60, i64 62>, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i64, i64* %kv, <32 x i64> %vec.ind.unr
  %wide.masked.gather.epil = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %18, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %19 = or <32 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %20 = getelementptr inbounds i64, i64* %kv, <32 x i64> %19
  %wide.masked.gather11.epil = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %20, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %21 = xor <32 x i64> %wide.masked.gather11.epil, %wide.masked.gather.epil
  %22 = getelementptr inbounds i64, i64* %keys, i64 %index.unr
  %23 = bitcast i64* %22 to <32 x i64>*
  store <32 x i64> %21, <32 x i64>* %23, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader12

for.body.preheader12:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %24 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds i64, i64* %kv, i64 %24
  %25 = load i64, i64* %arrayidx, align 8
  %26 = or i64 %24, 1
  %arrayidx3 = getelementptr inbounds i64, i64* %kv, i64 %26
  %27 = load i64, i64* %arrayidx3, align 8
  %xor = xor i64 %27, %25
  %arrayidx5 = getelementptr inbounds i64, i64* %keys, i64 %indvars.iv
  store i64 %xor, i64* %arrayidx5, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !18

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @cabs2(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %z, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nuw nsw <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %1 = getelementptr inbounds double, double* %z, <32 x i64> %0
  %wide.masked.gather = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %1, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %2 = or <32 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %3 = getelementptr inbounds double, double* %z, <32 x i64> %2
  %wide.masked.gather16 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %3, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %4 = fmul <32 x double> %wide.masked.gather16, %wide.masked.gather16
  %5 = call <32 x double> @llvm.fmuladd.v32f64(<32 x double> %wide.masked.gather, <32 x double> %wide.masked.gather, <32 x double> %4)
  %6 = getelementptr inbounds double, double* %out, i64 %index
  %7 = bitcast double* %6 to <32 x double>*
  store <32 x double> %5, <32 x double>* %7, align 8
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader17

for.body.preheader17:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %9 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds double, double* %z, i64 %9
  %10 = load double, double* %arrayidx, align 8
  %11 = or i64 %9, 1
  %arrayidx7 = getelementptr inbounds double, double* %z, i64 %11
  %12 = load double, double* %arrayidx7, align 8
  %mul12 = fmul double %12, %12
  %13 = tail call double @llvm.fmuladd.f64(double %10, double %10, double %mul12)
  %arrayidx14 = getelementptr inbounds double, double* %out, i64 %indvars.iv
  store double %13, double* %arrayidx14, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rgb_brighten(i8* noalias nocapture noundef %rgb, i32 noundef %d, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.cond1.preheader.preheader, label %for.end14

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.cond1.preheader.preheader18, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.preheader
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
  %wide.vec = load <96 x i8>, <96 x i8>* %3, align 1
  %strided.vec = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec16 = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec17 = shufflevector <96 x i8> %wide.vec, <96 x i8> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %4 = zext <32 x i8> %strided.vec to <32 x i32>
  %5 = add nsw <32 x i32> %broadcast.splat, %4
  %6 = icmp slt <32 x i32> %5, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %7 = select <32 x i1> %6, <32 x i32> %5, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %8 = trunc <32 x i32> %7 to <32 x i8>
  %9 = zext <32 x i8> %strided.vec16 to <32 x i32>
  %10 = add nsw <32 x i32> %broadcast.splat, %9
  %11 = icmp slt <32 x i32> %10, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %12 = select <32 x i1> %11, <32 x i32> %10, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %13 = trunc <32 x i32> %12 to <32 x i8>
  %14 = or i64 %1, 2
  %15 = zext <32 x i8> %strided.vec17 to <32 x i32>
  %16 = add nsw <32 x i32> %broadcast.splat, %15
  %17 = icmp slt <32 x i32> %16, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %18 = select <32 x i1> %17, <32 x i32> %16, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %19 = trunc <32 x i32> %18 to <32 x i8>
  %20 = getelementptr inbounds i8, i8* %0, i64 %14
  %21 = bitcast i8* %20 to <96 x i8>*
  %22 = shufflevector <32 x i8> %8, <32 x i8> %13, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %23 = shufflevector <32 x i8> %19, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x i8> %22, <64 x i8> %23, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i8> %interleaved.vec, <96 x i8>* %21, align 1
  %index.next = add nuw i64 %index, 32
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end14, label %for.cond1.preheader.preheader18

for.cond1.preheader.preheader18:                  ; preds = %for.cond1.preheader.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %n.vec, %middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader18, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader18 ]
  %25 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, i8* %rgb, i64 %25
  %26 = load i8, i8* %arrayidx, align 1
  %conv = zext i8 %26 to i32
  %add4 = add nsw i32 %conv, %d
  %27 = icmp slt i32 %add4, 255
  %cond = select i1 %27, i32 %add4, i32 255
  %conv7 = trunc i32 %cond to i8
  store i8 %conv7, i8* %arrayidx, align 1
  %28 = add nuw nsw i64 %25, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %rgb, i64 %28
  %29 = load i8, i8* %arrayidx.1, align 1
  %conv.1 = zext i8 %29 to i32
  %add4.1 = add nsw i32 %conv.1, %d
  %30 = icmp slt i32 %add4.1, 255
  %cond.1 = select i1 %30, i32 %add4.1, i32 255
  %conv7.1 = trunc i32 %cond.1 to i8
  store i8 %conv7.1, i8* %arrayidx.1, align 1
  %31 = add nuw nsw i64 %25, 2
  %arrayidx.2 = getelementptr inbounds i8, i8* %rgb, i64 %31
  %32 = load i8, i8* %arrayidx.2, align 1
  %conv.2 = zext i8 %32 to i32
  %add4.2 = add nsw i32 %conv.2, %d
  %33 = icmp slt i32 %add4.2, 255
  %cond.2 = select i1 %33, i32 %add4.2, i32 255
  %conv7.2 = trunc i32 %cond.2 to i8
  store i8 %conv7.2, i8* %arrayidx.2, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end14, label %for.cond1.preheader, !llvm.loop !22

for.end14:                                        ; preds = %for.cond1.preheader, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @pack3_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i16* noalias nocapture noundef readonly %b, i16* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %wide.load = load <32 x i16>, <32 x i16>* %7, align 2
  %8 = mul nuw nsw i64 %index, 3
  %9 = getelementptr inbounds i16, i16* %b, i64 %index
  %10 = bitcast i16* %9 to <32 x i16>*
  %wide.load16 = load <32 x i16>, <32 x i16>* %10, align 2
  %11 = getelementptr inbounds i16, i16* %c, i64 %index
  %12 = bitcast i16* %11 to <32 x i16>*
  %wide.load17 = load <32 x i16>, <32 x i16>* %12, align 2
  %13 = or i64 %8, 2
  %14 = getelementptr inbounds i16, i16* %4, i64 %13
  %15 = bitcast i16* %14 to <96 x i16>*
  %16 = shufflevector <32 x i16> %wide.load, <32 x i16> %wide.load16, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %17 = shufflevector <32 x i16> %wide.load17, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x i16> %16, <64 x i16> %17, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec, <96 x i16>* %15, align 2
  %index.next = or i64 %index, 32
  %18 = getelementptr inbounds i16, i16* %a, i64 %index.next
  %19 = bitcast i16* %18 to <32 x i16>*
  %wide.load.1 = load <32 x i16>, <32 x i16>* %19, align 2
  %20 = mul nuw nsw i64 %index.next, 3
  %21 = getelementptr inbounds i16, i16* %b, i64 %index.next
  %22 = bitcast i16* %21 to <32 x i16>*
  %wide.load16.1 = load <32 x i16>, <32 x i16>* %22, align 2
  %23 = getelementptr inbounds i16, i16* %c, i64 %index.next
  %24 = bitcast i16* %23 to <32 x i16>*
  %wide.load17.1 = load <32 x i16>, <32 x i16>* %24, align 2
  %25 = or i64 %20, 2
  %26 = getelementptr inbounds i16, i16* %5, i64 %25
  %27 = bitcast i16* %26 to <96 x i16>*
  %28 = shufflevector <32 x i16> %wide.load.1, <32 x i16> %wide.load16.1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %29 = shufflevector <32 x i16> %wide.load17.1, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <64 x i16> %28, <64 x i16> %29, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec.1, <96 x i16>* %27, align 2
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %30 = getelementptr inbounds i16, i16* %a, i64 %index.unr
  %31 = bitcast i16* %30 to <32 x i16>*
  %wide.load.epil = load <32 x i16>, <32 x i16>* %31, align 2
  %32 = mul nuw nsw i64 %index.unr, 3
  %33 = getelementptr inbounds i16, i16* %b, i64 %index.unr
  %34 = bitcast i16* %33 to <32 x i16>*
  %wide.load16.epil = load <32 x i16>, <32 x i16>* %34, align 2
  %35 = getelementptr inbounds i16, i16* %c, i64 %index.unr
  %36 = bitcast i16* %35 to <32 x i16>*
  %wide.load17.epil = load <32 x i16>, <32 x i16>* %36, align 2
  %37 = or i64 %32, 2
  %38 = getelementptr inbounds i16, i16* %out, i64 -2
  %39 = getelementptr inbounds i16, i16* %38, i64 %37
  %40 = bitcast i16* %39 to <96 x i16>*
  %41 = shufflevector <32 x i16> %wide.load.epil, <32 x i16> %wide.load16.epil, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %42 = shufflevector <32 x i16> %wide.load17.epil, <32 x i16> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.epil = shufflevector <64 x i16> %41, <64 x i16> %42, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i16> %interleaved.vec.epil, <96 x i16>* %40, align 2
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader18

for.body.preheader18:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %43 = load i16, i16* %arrayidx, align 2
  %44 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx2 = getelementptr inbounds i16, i16* %out, i64 %44
  store i16 %43, i16* %arrayidx2, align 2
  %arrayidx4 = getelementptr inbounds i16, i16* %b, i64 %indvars.iv
  %45 = load i16, i16* %arrayidx4, align 2
  %46 = add nuw nsw i64 %44, 1
  %arrayidx7 = getelementptr inbounds i16, i16* %out, i64 %46
  store i16 %45, i16* %arrayidx7, align 2
  %arrayidx9 = getelementptr inbounds i16, i16* %c, i64 %indvars.iv
  %47 = load i16, i16* %arrayidx9, align 2
  %48 = add nuw nsw i64 %44, 2
  %arrayidx13 = getelementptr inbounds i16, i16* %out, i64 %48
  store i16 %47, i16* %arrayidx13, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !24

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @tri_offset(i32* noalias nocapture noundef %tri, i32 noundef %base, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %base, i64 0
  %broadcast.splat = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <32 x i32> zeroinitializer
  %0 = getelementptr inbounds i32, i32* %tri, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nuw nsw i64 %index, 3
  %2 = getelementptr inbounds i32, i32* %tri, i64 %1
  %3 = bitcast i32* %2 to <96 x i32>*
  %wide.vec = load <96 x i32>, <96 x i32>* %3, align 4
  %strided.vec = shufflevector <96 x i32> %wide.vec, <96 x i32> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec15 = shufflevector <96 x i32> %wide.vec, <96 x i32> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec16 = shufflevector <96 x i32> %wide.vec, <96 x i32> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %4 = add nsw <32 x i32> %strided.vec, %broadcast.splat
  %5 = add nsw <32 x i32> %strided.vec15, %broadcast.splat
  %6 = or i64 %1, 2
  %7 = add nsw <32 x i32> %strided.vec16, %broadcast.splat
  %8 = getelementptr inbounds i32, i32* %0, i64 %6
  %9 = bitcast i32* %8 to <96 x i32>*
  %10 = shufflevector <32 x i32> %4, <32 x i32> %5, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %11 = shufflevector <32 x i32> %7, <32 x i32> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x i32> %10, <64 x i32> %11, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x i32> %interleaved.vec, <96 x i32>* %9, align 4
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader17

for.body.preheader17:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %13 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i32, i32* %tri, i64 %13
  %14 = load i32, i32* %arrayidx, align 4
  %add = add nsw i32 %14, %base
  store i32 %add, i32* %arrayidx, align 4
  %15 = add nuw nsw i64 %13, 1
  %arrayidx4 = getelementptr inbounds i32, i32* %tri, i64 %15
  %16 = load i32, i32* %arrayidx4, align 4
  %add5 = add nsw i32 %16, %base
  store i32 %add5, i32* %arrayidx4, align 4
  %17 = add nuw nsw i64 %13, 2
  %arrayidx9 = getelementptr inbounds i32, i32* %tri, i64 %17
  %18 = load i32, i32* %arrayidx9, align 4
  %add10 = add nsw i32 %18, %base
  store i32 %add10, i32* %arrayidx9, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !26

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @cross3(%struct.vec3* noalias nocapture noundef writeonly %out, %struct.vec3* noalias nocapture noundef readonly %a, %struct.vec3* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp29 = icmp sgt i32 %n, 0
  br i1 %cmp29, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader38, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %index, i32 1
  %1 = getelementptr inbounds float, float* %0, i64 -1
  %2 = bitcast float* %1 to <96 x float>*
  %wide.vec = load <96 x float>, <96 x float>* %2, align 4
  %strided.vec = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec32 = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec33 = shufflevector <96 x float> %wide.vec, <96 x float> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %3 = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %index, i32 2
  %4 = getelementptr inbounds float, float* %3, i64 -2
  %5 = bitcast float* %4 to <96 x float>*
  %wide.vec34 = load <96 x float>, <96 x float>* %5, align 4
  %strided.vec35 = shufflevector <96 x float> %wide.vec34, <96 x float> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %strided.vec36 = shufflevector <96 x float> %wide.vec34, <96 x float> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %strided.vec37 = shufflevector <96 x float> %wide.vec34, <96 x float> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %6 = fneg <32 x float> %strided.vec33
  %7 = fmul <32 x float> %strided.vec36, %6
  %8 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec32, <32 x float> %strided.vec37, <32 x float> %7)
  %9 = fneg <32 x float> %strided.vec
  %10 = fmul <32 x float> %strided.vec37, %9
  %11 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec33, <32 x float> %strided.vec35, <32 x float> %10)
  %12 = fneg <32 x float> %strided.vec32
  %13 = fmul <32 x float> %strided.vec35, %12
  %14 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec, <32 x float> %strided.vec36, <32 x float> %13)
  %15 = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %index, i32 2
  %16 = getelementptr inbounds float, float* %15, i64 -2
  %17 = bitcast float* %16 to <96 x float>*
  %18 = shufflevector <32 x float> %8, <32 x float> %11, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %19 = shufflevector <32 x float> %14, <32 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x float> %18, <64 x float> %19, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x float> %interleaved.vec, <96 x float>* %17, align 4
  %index.next = add nuw i64 %index, 32
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader38

for.body.preheader38:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader38, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader38 ]
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %indvars.iv, i32 1
  %21 = load float, float* %y, align 4
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %indvars.iv, i32 2
  %22 = load float, float* %z, align 4
  %z5 = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %indvars.iv, i32 2
  %23 = load float, float* %z5, align 4
  %y8 = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %indvars.iv, i32 1
  %24 = load float, float* %y8, align 4
  %25 = fneg float %23
  %neg = fmul float %24, %25
  %26 = tail call float @llvm.fmuladd.f32(float %21, float %22, float %neg)
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %indvars.iv, i32 0
  store float %26, float* %x, align 4
  %x17 = getelementptr inbounds %struct.vec3, %struct.vec3* %b, i64 %indvars.iv, i32 0
  %27 = load float, float* %x17, align 4
  %x20 = getelementptr inbounds %struct.vec3, %struct.vec3* %a, i64 %indvars.iv, i32 0
  %28 = load float, float* %x20, align 4
  %29 = fneg float %28
  %neg25 = fmul float %22, %29
  %30 = tail call float @llvm.fmuladd.f32(float %23, float %27, float %neg25)
  %y28 = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %indvars.iv, i32 1
  store float %30, float* %y28, align 4
  %31 = fneg float %21
  %neg42 = fmul float %27, %31
  %32 = tail call float @llvm.fmuladd.f32(float %28, float %24, float %neg42)
  %z45 = getelementptr inbounds %struct.vec3, %struct.vec3* %out, i64 %indvars.iv, i32 2
  store float %32, float* %z45, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !28

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @sum3_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = mul nuw nsw <32 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %5 = getelementptr inbounds i64, i64* %t, <32 x i64> %4
  %wide.masked.gather = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %5, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %6 = add nuw nsw <32 x i64> %4, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = getelementptr inbounds i64, i64* %t, <32 x i64> %6
  %wide.masked.gather14 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %7, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %8 = add nsw <32 x i64> %wide.masked.gather14, %wide.masked.gather
  %9 = add nuw nsw <32 x i64> %4, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %10 = getelementptr inbounds i64, i64* %t, <32 x i64> %9
  %wide.masked.gather15 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %10, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %11 = add nsw <32 x i64> %8, %wide.masked.gather15
  %12 = getelementptr inbounds i64, i64* %out, i64 %index
  %13 = bitcast i64* %12 to <32 x i64>*
  store <32 x i64> %11, <32 x i64>* %13, align 8
  %index.next = or i64 %index, 32
  %14 = mul <32 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %15 = add <32 x i64> %14, <i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96>
  %16 = getelementptr inbounds i64, i64* %t, <32 x i64> %15
  %wide.masked.gather.1 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %16, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %17 = add <32 x i64> %14, <i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97>
  %18 = getelementptr inbounds i64, i64* %t, <32 x i64> %17
  %wide.masked.gather14.1 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %18, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %19 = add nsw <32 x i64> %wide.masked.gather14.1, %wide.masked.gather.1
  %20 = add <32 x i64> %14, <i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98, i64 98>
  %21 = getelementptr inbounds i64, i64* %t, <32 x i64> %20
  %wide.masked.gather15.1 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %21, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %22 = add nsw <32 x i64> %19, %wide.masked.gather15.1
  %23 = getelementptr inbounds i64, i64* %out, i64 %index.next
  %24 = bitcast i64* %23 to <32 x i64>*
  store <32 x i64> %22, <32 x i64>* %24, align 8
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next.1 = add <32 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !29

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = mul <32 x i64> %vec.ind.next.1, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <32 x i64> [ <i64 0, i64 3, i64 6, i64 9, i64 12, i64 15, i64 18, i64 21, i64 24, i64 27, i64 30, i64 33, i64 36, i64 39, i64 42, i64 45, i64 48, i64 51, i64 54, i64 57, i64 60, i64 63, i64 66, i64 69, i64 72, i64 75, i64 78, i64 81, i64 84, i64 87, i64 90, i64 93>, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %25 = getelementptr inbounds i64, i64* %t, <32 x i64> %vec.ind.unr
  %wide.masked.gather.epil = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %25, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %26 = add nuw nsw <32 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %27 = getelementptr inbounds i64, i64* %t, <32 x i64> %26
  %wide.masked.gather14.epil = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %27, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %28 = add nsw <32 x i64> %wide.masked.gather14.epil, %wide.masked.gather.epil
  %29 = add nuw nsw <32 x i64> %vec.ind.unr, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %30 = getelementptr inbounds i64, i64* %t, <32 x i64> %29
  %wide.masked.gather15.epil = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %30, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %31 = add nsw <32 x i64> %28, %wide.masked.gather15.epil
  %32 = getelementptr inbounds i64, i64* %out, i64 %index.unr
  %33 = bitcast i64* %32 to <32 x i64>*
  store <32 x i64> %31, <32 x i64>* %33, align 8
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %34 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i64, i64* %t, i64 %34
  %35 = load i64, i64* %arrayidx, align 8
  %36 = add nuw nsw i64 %34, 1
  %arrayidx3 = getelementptr inbounds i64, i64* %t, i64 %36
  %37 = load i64, i64* %arrayidx3, align 8
  %add4 = add nsw i64 %37, %35
  %38 = add nuw nsw i64 %34, 2
  %arrayidx8 = getelementptr inbounds i64, i64* %t, i64 %38
  %39 = load i64, i64* %arrayidx8, align 8
  %add9 = add nsw i64 %add4, %39
  %arrayidx11 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %add9, i64* %arrayidx11, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !30

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @translate3_f64(double* noalias nocapture noundef %p, double noundef %dx, double noundef %dy, double noundef %dz, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x double> poison, double %dx, i64 0
  %broadcast.splat = shufflevector <32 x double> %broadcast.splatinsert, <32 x double> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <32 x double> poison, double %dy, i64 0
  %broadcast.splat15 = shufflevector <32 x double> %broadcast.splatinsert14, <32 x double> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert17 = insertelement <32 x double> poison, double %dz, i64 0
  %broadcast.splat18 = shufflevector <32 x double> %broadcast.splatinsert17, <32 x double> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = mul nuw nsw <32 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %1 = getelementptr inbounds double, double* %p, <32 x i64> %0
  %wide.masked.gather = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %1, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %2 = fadd <32 x double> %wide.masked.gather, %broadcast.splat
  %3 = add nuw nsw <32 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = getelementptr inbounds double, double* %p, <32 x i64> %3
  %wide.masked.gather13 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %4, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %5 = fadd <32 x double> %wide.masked.gather13, %broadcast.splat15
  %6 = add nuw nsw <32 x i64> %0, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %7 = getelementptr inbounds double, double* %p, <32 x i64> %6
  %wide.masked.gather16 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %7, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %8 = fadd <32 x double> %wide.masked.gather16, %broadcast.splat18
  %9 = extractelement <32 x double*> %7, i64 0
  %10 = getelementptr double, double* %9, i64 -2
  %11 = bitcast double* %10 to <96 x double>*
  %12 = shufflevector <32 x double> %2, <32 x double> %5, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %13 = shufflevector <32 x double> %8, <32 x double> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <64 x double> %12, <64 x double> %13, <96 x i32> <i32 0, i32 32, i32 64, i32 1, i32 33, i32 65, i32 2, i32 34, i32 66, i32 3, i32 35, i32 67, i32 4, i32 36, i32 68, i32 5, i32 37, i32 69, i32 6, i32 38, i32 70, i32 7, i32 39, i32 71, i32 8, i32 40, i32 72, i32 9, i32 41, i32 73, i32 10, i32 42, i32 74, i32 11, i32 43, i32 75, i32 12, i32 44, i32 76, i32 13, i32 45, i32 77, i32 14, i32 46, i32 78, i32 15, i32 47, i32 79, i32 16, i32 48, i32 80, i32 17, i32 49, i32 81, i32 18, i32 50, i32 82, i32 19, i32 51, i32 83, i32 20, i32 52, i32 84, i32 21, i32 53, i32 85, i32 22, i32 54, i32 86, i32 23, i32 55, i32 87, i32 24, i32 56, i32 88, i32 25, i32 57, i32 89, i32 26, i32 58, i32 90, i32 27, i32 59, i32 91, i32 28, i32 60, i32 92, i32 29, i32 61, i32 93, i32 30, i32 62, i32 94, i32 31, i32 63, i32 95>
  store <96 x double> %interleaved.vec, <96 x double>* %11, align 8
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader19

for.body.preheader19:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %15 = insertelement <2 x double> poison, double %dx, i64 0
  %16 = insertelement <2 x double> %15, double %dy, i64 1
  br label %for.body

for.body:                                         ; preds = %for.body.preheader19, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader19 ]
  %17 = mul nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds double, double* %p, i64 %17
  %18 = bitcast double* %arrayidx to <2 x double>*
  %19 = load <2 x double>, <2 x double>* %18, align 8
  %20 = fadd <2 x double> %19, %16
  %21 = bitcast double* %arrayidx to <2 x double>*
  store <2 x double> %20, <2 x double>* %21, align 8
  %22 = add nuw nsw i64 %17, 2
  %arrayidx9 = getelementptr inbounds double, double* %p, i64 %22
  %23 = load double, double* %arrayidx9, align 8
  %add10 = fadd double %23, %dz
  store double %add10, double* %arrayidx9, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !32

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @premultiply(i8* noalias nocapture noundef %px, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader27, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = getelementptr inbounds i8, i8* %px, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %1 = shl nsw <32 x i64> %vec.ind, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %2 = extractelement <32 x i64> %1, i64 0
  %3 = or i64 %2, 3
  %4 = getelementptr inbounds i8, i8* %0, i64 %3
  %5 = bitcast i8* %4 to <128 x i8>*
  %wide.vec = load <128 x i8>, <128 x i8>* %5, align 1
  %strided.vec = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec24 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %strided.vec25 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec26 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %6 = zext <32 x i8> %strided.vec26 to <32 x i32>
  %7 = getelementptr inbounds i8, i8* %px, i64 %2
  %8 = extractelement <32 x i64> %1, i64 1
  %9 = getelementptr inbounds i8, i8* %px, i64 %8
  %10 = extractelement <32 x i64> %1, i64 2
  %11 = getelementptr inbounds i8, i8* %px, i64 %10
  %12 = extractelement <32 x i64> %1, i64 3
  %13 = getelementptr inbounds i8, i8* %px, i64 %12
  %14 = extractelement <32 x i64> %1, i64 4
  %15 = getelementptr inbounds i8, i8* %px, i64 %14
  %16 = extractelement <32 x i64> %1, i64 5
  %17 = getelementptr inbounds i8, i8* %px, i64 %16
  %18 = extractelement <32 x i64> %1, i64 6
  %19 = getelementptr inbounds i8, i8* %px, i64 %18
  %20 = extractelement <32 x i64> %1, i64 7
  %21 = getelementptr inbounds i8, i8* %px, i64 %20
  %22 = extractelement <32 x i64> %1, i64 8
  %23 = getelementptr inbounds i8, i8* %px, i64 %22
  %24 = extractelement <32 x i64> %1, i64 9
  %25 = getelementptr inbounds i8, i8* %px, i64 %24
  %26 = extractelement <32 x i64> %1, i64 10
  %27 = getelementptr inbounds i8, i8* %px, i64 %26
  %28 = extractelement <32 x i64> %1, i64 11
  %29 = getelementptr inbounds i8, i8* %px, i64 %28
  %30 = extractelement <32 x i64> %1, i64 12
  %31 = getelementptr inbounds i8, i8* %px, i64 %30
  %32 = extractelement <32 x i64> %1, i64 13
  %33 = getelementptr inbounds i8, i8* %px, i64 %32
  %34 = extractelement <32 x i64> %1, i64 14
  %35 = getelementptr inbounds i8, i8* %px, i64 %34
  %36 = extractelement <32 x i64> %1, i64 15
  %37 = getelementptr inbounds i8, i8* %px, i64 %36
  %38 = extractelement <32 x i64> %1, i64 16
  %39 = getelementptr inbounds i8, i8* %px, i64 %38
  %40 = extractelement <32 x i64> %1, i64 17
  %41 = getelementptr inbounds i8, i8* %px, i64 %40
  %42 = extractelement <32 x i64> %1, i64 18
  %43 = getelementptr inbounds i8, i8* %px, i64 %42
  %44 = extractelement <32 x i64> %1, i64 19
  %45 = getelementptr inbounds i8, i8* %px, i64 %44
  %46 = extractelement <32 x i64> %1, i64 20
  %47 = getelementptr inbounds i8, i8* %px, i64 %46
  %48 = extractelement <32 x i64> %1, i64 21
  %49 = getelementptr inbounds i8, i8* %px, i64 %48
  %50 = extractelement <32 x i64> %1, i64 22
  %51 = getelementptr inbounds i8, i8* %px, i64 %50
  %52 = extractelement <32 x i64> %1, i64 23
  %53 = getelementptr inbounds i8, i8* %px, i64 %52
  %54 = extractelement <32 x i64> %1, i64 24
  %55 = getelementptr inbounds i8, i8* %px, i64 %54
  %56 = extractelement <32 x i64> %1, i64 25
  %57 = getelementptr inbounds i8, i8* %px, i64 %56
  %58 = extractelement <32 x i64> %1, i64 26
  %59 = getelementptr inbounds i8, i8* %px, i64 %58
  %60 = extractelement <32 x i64> %1, i64 27
  %61 = getelementptr inbounds i8, i8* %px, i64 %60
  %62 = extractelement <32 x i64> %1, i64 28
  %63 = getelementptr inbounds i8, i8* %px, i64 %62
  %64 = extractelement <32 x i64> %1, i64 29
  %65 = getelementptr inbounds i8, i8* %px, i64 %64
  %66 = extractelement <32 x i64> %1, i64 30
  %67 = getelementptr inbounds i8, i8* %px, i64 %66
  %68 = extractelement <32 x i64> %1, i64 31
  %69 = getelementptr inbounds i8, i8* %px, i64 %68
  %70 = zext <32 x i8> %strided.vec to <32 x i32>
  %71 = mul nuw nsw <32 x i32> %70, %6
  %72 = lshr <32 x i32> %71, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %73 = trunc <32 x i32> %72 to <32 x i8>
  %74 = extractelement <32 x i8> %73, i64 0
  store i8 %74, i8* %7, align 1
  %75 = extractelement <32 x i8> %73, i64 1
  store i8 %75, i8* %9, align 1
  %76 = extractelement <32 x i8> %73, i64 2
  store i8 %76, i8* %11, align 1
  %77 = extractelement <32 x i8> %73, i64 3
  store i8 %77, i8* %13, align 1
  %78 = extractelement <32 x i8> %73, i64 4
  store i8 %78, i8* %15, align 1
  %79 = extractelement <32 x i8> %73, i64 5
  store i8 %79, i8* %17, align 1
  %80 = extractelement <32 x i8> %73, i64 6
  store i8 %80, i8* %19, align 1
  %81 = extractelement <32 x i8> %73, i64 7
  store i8 %81, i8* %21, align 1
  %82 = extractelement <32 x i8> %73, i64 8
  store i8 %82, i8* %23, align 1
  %83 = extractelement <32 x i8> %73, i64 9
  store i8 %83, i8* %25, align 1
  %84 = extractelement <32 x i8> %73, i64 10
  store i8 %84, i8* %27, align 1
  %85 = extractelement <32 x i8> %73, i64 11
  store i8 %85, i8* %29, align 1
  %86 = extractelement <32 x i8> %73, i64 12
  store i8 %86, i8* %31, align 1
  %87 = extractelement <32 x i8> %73, i64 13
  store i8 %87, i8* %33, align 1
  %88 = extractelement <32 x i8> %73, i64 14
  store i8 %88, i8* %35, align 1
  %89 = extractelement <32 x i8> %73, i64 15
  store i8 %89, i8* %37, align 1
  %90 = extractelement <32 x i8> %73, i64 16
  store i8 %90, i8* %39, align 1
  %91 = extractelement <32 x i8> %73, i64 17
  store i8 %91, i8* %41, align 1
  %92 = extractelement <32 x i8> %73, i64 18
  store i8 %92, i8* %43, align 1
  %93 = extractelement <32 x i8> %73, i64 19
  store i8 %93, i8* %45, align 1
  %94 = extractelement <32 x i8> %73, i64 20
  store i8 %94, i8* %47, align 1
  %95 = extractelement <32 x i8> %73, i64 21
  store i8 %95, i8* %49, align 1
  %96 = extractelement <32 x i8> %73, i64 22
  store i8 %96, i8* %51, align 1
  %97 = extractelement <32 x i8> %73, i64 23
  store i8 %97, i8* %53, align 1
  %98 = extractelement <32 x i8> %73, i64 24
  store i8 %98, i8* %55, align 1
  %99 = extractelement <32 x i8> %73, i64 25
  store i8 %99, i8* %57, align 1
  %100 = extractelement <32 x i8> %73, i64 26
  store i8 %100, i8* %59, align 1
  %101 = extractelement <32 x i8> %73, i64 27
  store i8 %101, i8* %61, align 1
  %102 = extractelement <32 x i8> %73, i64 28
  store i8 %102, i8* %63, align 1
  %103 = extractelement <32 x i8> %73, i64 29
  store i8 %103, i8* %65, align 1
  %104 = extractelement <32 x i8> %73, i64 30
  store i8 %104, i8* %67, align 1
  %105 = extractelement <32 x i8> %73, i64 31
  store i8 %105, i8* %69, align 1
  %106 = or <32 x i64> %1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %107 = extractelement <32 x i64> %106, i64 0
  %108 = getelementptr inbounds i8, i8* %px, i64 %107
  %109 = extractelement <32 x i64> %106, i64 1
  %110 = getelementptr inbounds i8, i8* %px, i64 %109
  %111 = extractelement <32 x i64> %106, i64 2
  %112 = getelementptr inbounds i8, i8* %px, i64 %111
  %113 = extractelement <32 x i64> %106, i64 3
  %114 = getelementptr inbounds i8, i8* %px, i64 %113
  %115 = extractelement <32 x i64> %106, i64 4
  %116 = getelementptr inbounds i8, i8* %px, i64 %115
  %117 = extractelement <32 x i64> %106, i64 5
  %118 = getelementptr inbounds i8, i8* %px, i64 %117
  %119 = extractelement <32 x i64> %106, i64 6
  %120 = getelementptr inbounds i8, i8* %px, i64 %119
  %121 = extractelement <32 x i64> %106, i64 7
  %122 = getelementptr inbounds i8, i8* %px, i64 %121
  %123 = extractelement <32 x i64> %106, i64 8
  %124 = getelementptr inbounds i8, i8* %px, i64 %123
  %125 = extractelement <32 x i64> %106, i64 9
  %126 = getelementptr inbounds i8, i8* %px, i64 %125
  %127 = extractelement <32 x i64> %106, i64 10
  %128 = getelementptr inbounds i8, i8* %px, i64 %127
  %129 = extractelement <32 x i64> %106, i64 11
  %130 = getelementptr inbounds i8, i8* %px, i64 %129
  %131 = extractelement <32 x i64> %106, i64 12
  %132 = getelementptr inbounds i8, i8* %px, i64 %131
  %133 = extractelement <32 x i64> %106, i64 13
  %134 = getelementptr inbounds i8, i8* %px, i64 %133
  %135 = extractelement <32 x i64> %106, i64 14
  %136 = getelementptr inbounds i8, i8* %px, i64 %135
  %137 = extractelement <32 x i64> %106, i64 15
  %138 = getelementptr inbounds i8, i8* %px, i64 %137
  %139 = extractelement <32 x i64> %106, i64 16
  %140 = getelementptr inbounds i8, i8* %px, i64 %139
  %141 = extractelement <32 x i64> %106, i64 17
  %142 = getelementptr inbounds i8, i8* %px, i64 %141
  %143 = extractelement <32 x i64> %106, i64 18
  %144 = getelementptr inbounds i8, i8* %px, i64 %143
  %145 = extractelement <32 x i64> %106, i64 19
  %146 = getelementptr inbounds i8, i8* %px, i64 %145
  %147 = extractelement <32 x i64> %106, i64 20
  %148 = getelementptr inbounds i8, i8* %px, i64 %147
  %149 = extractelement <32 x i64> %106, i64 21
  %150 = getelementptr inbounds i8, i8* %px, i64 %149
  %151 = extractelement <32 x i64> %106, i64 22
  %152 = getelementptr inbounds i8, i8* %px, i64 %151
  %153 = extractelement <32 x i64> %106, i64 23
  %154 = getelementptr inbounds i8, i8* %px, i64 %153
  %155 = extractelement <32 x i64> %106, i64 24
  %156 = getelementptr inbounds i8, i8* %px, i64 %155
  %157 = extractelement <32 x i64> %106, i64 25
  %158 = getelementptr inbounds i8, i8* %px, i64 %157
  %159 = extractelement <32 x i64> %106, i64 26
  %160 = getelementptr inbounds i8, i8* %px, i64 %159
  %161 = extractelement <32 x i64> %106, i64 27
  %162 = getelementptr inbounds i8, i8* %px, i64 %161
  %163 = extractelement <32 x i64> %106, i64 28
  %164 = getelementptr inbounds i8, i8* %px, i64 %163
  %165 = extractelement <32 x i64> %106, i64 29
  %166 = getelementptr inbounds i8, i8* %px, i64 %165
  %167 = extractelement <32 x i64> %106, i64 30
  %168 = getelementptr inbounds i8, i8* %px, i64 %167
  %169 = extractelement <32 x i64> %106, i64 31
  %170 = getelementptr inbounds i8, i8* %px, i64 %169
  %171 = zext <32 x i8> %strided.vec24 to <32 x i32>
  %172 = mul nuw nsw <32 x i32> %171, %6
  %173 = lshr <32 x i32> %172, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %174 = trunc <32 x i32> %173 to <32 x i8>
  %175 = extractelement <32 x i8> %174, i64 0
  store i8 %175, i8* %108, align 1
  %176 = extractelement <32 x i8> %174, i64 1
  store i8 %176, i8* %110, align 1
  %177 = extractelement <32 x i8> %174, i64 2
  store i8 %177, i8* %112, align 1
  %178 = extractelement <32 x i8> %174, i64 3
  store i8 %178, i8* %114, align 1
  %179 = extractelement <32 x i8> %174, i64 4
  store i8 %179, i8* %116, align 1
  %180 = extractelement <32 x i8> %174, i64 5
  store i8 %180, i8* %118, align 1
  %181 = extractelement <32 x i8> %174, i64 6
  store i8 %181, i8* %120, align 1
  %182 = extractelement <32 x i8> %174, i64 7
  store i8 %182, i8* %122, align 1
  %183 = extractelement <32 x i8> %174, i64 8
  store i8 %183, i8* %124, align 1
  %184 = extractelement <32 x i8> %174, i64 9
  store i8 %184, i8* %126, align 1
  %185 = extractelement <32 x i8> %174, i64 10
  store i8 %185, i8* %128, align 1
  %186 = extractelement <32 x i8> %174, i64 11
  store i8 %186, i8* %130, align 1
  %187 = extractelement <32 x i8> %174, i64 12
  store i8 %187, i8* %132, align 1
  %188 = extractelement <32 x i8> %174, i64 13
  store i8 %188, i8* %134, align 1
  %189 = extractelement <32 x i8> %174, i64 14
  store i8 %189, i8* %136, align 1
  %190 = extractelement <32 x i8> %174, i64 15
  store i8 %190, i8* %138, align 1
  %191 = extractelement <32 x i8> %174, i64 16
  store i8 %191, i8* %140, align 1
  %192 = extractelement <32 x i8> %174, i64 17
  store i8 %192, i8* %142, align 1
  %193 = extractelement <32 x i8> %174, i64 18
  store i8 %193, i8* %144, align 1
  %194 = extractelement <32 x i8> %174, i64 19
  store i8 %194, i8* %146, align 1
  %195 = extractelement <32 x i8> %174, i64 20
  store i8 %195, i8* %148, align 1
  %196 = extractelement <32 x i8> %174, i64 21
  store i8 %196, i8* %150, align 1
  %197 = extractelement <32 x i8> %174, i64 22
  store i8 %197, i8* %152, align 1
  %198 = extractelement <32 x i8> %174, i64 23
  store i8 %198, i8* %154, align 1
  %199 = extractelement <32 x i8> %174, i64 24
  store i8 %199, i8* %156, align 1
  %200 = extractelement <32 x i8> %174, i64 25
  store i8 %200, i8* %158, align 1
  %201 = extractelement <32 x i8> %174, i64 26
  store i8 %201, i8* %160, align 1
  %202 = extractelement <32 x i8> %174, i64 27
  store i8 %202, i8* %162, align 1
  %203 = extractelement <32 x i8> %174, i64 28
  store i8 %203, i8* %164, align 1
  %204 = extractelement <32 x i8> %174, i64 29
  store i8 %204, i8* %166, align 1
  %205 = extractelement <32 x i8> %174, i64 30
  store i8 %205, i8* %168, align 1
  %206 = extractelement <32 x i8> %174, i64 31
  store i8 %206, i8* %170, align 1
  %207 = or <32 x i64> %1, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %208 = extractelement <32 x i64> %207, i64 0
  %209 = getelementptr inbounds i8, i8* %px, i64 %208
  %210 = extractelement <32 x i64> %207, i64 1
  %211 = getelementptr inbounds i8, i8* %px, i64 %210
  %212 = extractelement <32 x i64> %207, i64 2
  %213 = getelementptr inbounds i8, i8* %px, i64 %212
  %214 = extractelement <32 x i64> %207, i64 3
  %215 = getelementptr inbounds i8, i8* %px, i64 %214
  %216 = extractelement <32 x i64> %207, i64 4
  %217 = getelementptr inbounds i8, i8* %px, i64 %216
  %218 = extractelement <32 x i64> %207, i64 5
  %219 = getelementptr inbounds i8, i8* %px, i64 %218
  %220 = extractelement <32 x i64> %207, i64 6
  %221 = getelementptr inbounds i8, i8* %px, i64 %220
  %222 = extractelement <32 x i64> %207, i64 7
  %223 = getelementptr inbounds i8, i8* %px, i64 %222
  %224 = extractelement <32 x i64> %207, i64 8
  %225 = getelementptr inbounds i8, i8* %px, i64 %224
  %226 = extractelement <32 x i64> %207, i64 9
  %227 = getelementptr inbounds i8, i8* %px, i64 %226
  %228 = extractelement <32 x i64> %207, i64 10
  %229 = getelementptr inbounds i8, i8* %px, i64 %228
  %230 = extractelement <32 x i64> %207, i64 11
  %231 = getelementptr inbounds i8, i8* %px, i64 %230
  %232 = extractelement <32 x i64> %207, i64 12
  %233 = getelementptr inbounds i8, i8* %px, i64 %232
  %234 = extractelement <32 x i64> %207, i64 13
  %235 = getelementptr inbounds i8, i8* %px, i64 %234
  %236 = extractelement <32 x i64> %207, i64 14
  %237 = getelementptr inbounds i8, i8* %px, i64 %236
  %238 = extractelement <32 x i64> %207, i64 15
  %239 = getelementptr inbounds i8, i8* %px, i64 %238
  %240 = extractelement <32 x i64> %207, i64 16
  %241 = getelementptr inbounds i8, i8* %px, i64 %240
  %242 = extractelement <32 x i64> %207, i64 17
  %243 = getelementptr inbounds i8, i8* %px, i64 %242
  %244 = extractelement <32 x i64> %207, i64 18
  %245 = getelementptr inbounds i8, i8* %px, i64 %244
  %246 = extractelement <32 x i64> %207, i64 19
  %247 = getelementptr inbounds i8, i8* %px, i64 %246
  %248 = extractelement <32 x i64> %207, i64 20
  %249 = getelementptr inbounds i8, i8* %px, i64 %248
  %250 = extractelement <32 x i64> %207, i64 21
  %251 = getelementptr inbounds i8, i8* %px, i64 %250
  %252 = extractelement <32 x i64> %207, i64 22
  %253 = getelementptr inbounds i8, i8* %px, i64 %252
  %254 = extractelement <32 x i64> %207, i64 23
  %255 = getelementptr inbounds i8, i8* %px, i64 %254
  %256 = extractelement <32 x i64> %207, i64 24
  %257 = getelementptr inbounds i8, i8* %px, i64 %256
  %258 = extractelement <32 x i64> %207, i64 25
  %259 = getelementptr inbounds i8, i8* %px, i64 %258
  %260 = extractelement <32 x i64> %207, i64 26
  %261 = getelementptr inbounds i8, i8* %px, i64 %260
  %262 = extractelement <32 x i64> %207, i64 27
  %263 = getelementptr inbounds i8, i8* %px, i64 %262
  %264 = extractelement <32 x i64> %207, i64 28
  %265 = getelementptr inbounds i8, i8* %px, i64 %264
  %266 = extractelement <32 x i64> %207, i64 29
  %267 = getelementptr inbounds i8, i8* %px, i64 %266
  %268 = extractelement <32 x i64> %207, i64 30
  %269 = getelementptr inbounds i8, i8* %px, i64 %268
  %270 = extractelement <32 x i64> %207, i64 31
  %271 = getelementptr inbounds i8, i8* %px, i64 %270
  %272 = zext <32 x i8> %strided.vec25 to <32 x i32>
  %273 = mul nuw nsw <32 x i32> %272, %6
  %274 = lshr <32 x i32> %273, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %275 = trunc <32 x i32> %274 to <32 x i8>
  %276 = extractelement <32 x i8> %275, i64 0
  store i8 %276, i8* %209, align 1
  %277 = extractelement <32 x i8> %275, i64 1
  store i8 %277, i8* %211, align 1
  %278 = extractelement <32 x i8> %275, i64 2
  store i8 %278, i8* %213, align 1
  %279 = extractelement <32 x i8> %275, i64 3
  store i8 %279, i8* %215, align 1
  %280 = extractelement <32 x i8> %275, i64 4
  store i8 %280, i8* %217, align 1
  %281 = extractelement <32 x i8> %275, i64 5
  store i8 %281, i8* %219, align 1
  %282 = extractelement <32 x i8> %275, i64 6
  store i8 %282, i8* %221, align 1
  %283 = extractelement <32 x i8> %275, i64 7
  store i8 %283, i8* %223, align 1
  %284 = extractelement <32 x i8> %275, i64 8
  store i8 %284, i8* %225, align 1
  %285 = extractelement <32 x i8> %275, i64 9
  store i8 %285, i8* %227, align 1
  %286 = extractelement <32 x i8> %275, i64 10
  store i8 %286, i8* %229, align 1
  %287 = extractelement <32 x i8> %275, i64 11
  store i8 %287, i8* %231, align 1
  %288 = extractelement <32 x i8> %275, i64 12
  store i8 %288, i8* %233, align 1
  %289 = extractelement <32 x i8> %275, i64 13
  store i8 %289, i8* %235, align 1
  %290 = extractelement <32 x i8> %275, i64 14
  store i8 %290, i8* %237, align 1
  %291 = extractelement <32 x i8> %275, i64 15
  store i8 %291, i8* %239, align 1
  %292 = extractelement <32 x i8> %275, i64 16
  store i8 %292, i8* %241, align 1
  %293 = extractelement <32 x i8> %275, i64 17
  store i8 %293, i8* %243, align 1
  %294 = extractelement <32 x i8> %275, i64 18
  store i8 %294, i8* %245, align 1
  %295 = extractelement <32 x i8> %275, i64 19
  store i8 %295, i8* %247, align 1
  %296 = extractelement <32 x i8> %275, i64 20
  store i8 %296, i8* %249, align 1
  %297 = extractelement <32 x i8> %275, i64 21
  store i8 %297, i8* %251, align 1
  %298 = extractelement <32 x i8> %275, i64 22
  store i8 %298, i8* %253, align 1
  %299 = extractelement <32 x i8> %275, i64 23
  store i8 %299, i8* %255, align 1
  %300 = extractelement <32 x i8> %275, i64 24
  store i8 %300, i8* %257, align 1
  %301 = extractelement <32 x i8> %275, i64 25
  store i8 %301, i8* %259, align 1
  %302 = extractelement <32 x i8> %275, i64 26
  store i8 %302, i8* %261, align 1
  %303 = extractelement <32 x i8> %275, i64 27
  store i8 %303, i8* %263, align 1
  %304 = extractelement <32 x i8> %275, i64 28
  store i8 %304, i8* %265, align 1
  %305 = extractelement <32 x i8> %275, i64 29
  store i8 %305, i8* %267, align 1
  %306 = extractelement <32 x i8> %275, i64 30
  store i8 %306, i8* %269, align 1
  %307 = extractelement <32 x i8> %275, i64 31
  store i8 %307, i8* %271, align 1
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %308 = icmp eq i64 %index.next, %n.vec
  br i1 %308, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader27

for.body.preheader27:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader27, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader27 ]
  %309 = shl nsw i64 %indvars.iv, 2
  %310 = or i64 %309, 3
  %arrayidx = getelementptr inbounds i8, i8* %px, i64 %310
  %311 = load i8, i8* %arrayidx, align 1
  %conv = zext i8 %311 to i32
  %arrayidx3 = getelementptr inbounds i8, i8* %px, i64 %309
  %312 = load i8, i8* %arrayidx3, align 1
  %conv4 = zext i8 %312 to i32
  %mul5 = mul nuw nsw i32 %conv4, %conv
  %313 = lshr i32 %mul5, 8
  %conv6 = trunc i32 %313 to i8
  store i8 %conv6, i8* %arrayidx3, align 1
  %314 = or i64 %309, 1
  %arrayidx13 = getelementptr inbounds i8, i8* %px, i64 %314
  %315 = load i8, i8* %arrayidx13, align 1
  %conv14 = zext i8 %315 to i32
  %mul15 = mul nuw nsw i32 %conv14, %conv
  %316 = lshr i32 %mul15, 8
  %conv17 = trunc i32 %316 to i8
  store i8 %conv17, i8* %arrayidx13, align 1
  %317 = or i64 %309, 2
  %arrayidx25 = getelementptr inbounds i8, i8* %px, i64 %317
  %318 = load i8, i8* %arrayidx25, align 1
  %conv26 = zext i8 %318 to i32
  %mul27 = mul nuw nsw i32 %conv26, %conv
  %319 = lshr i32 %mul27, 8
  %conv29 = trunc i32 %319 to i8
  store i8 %conv29, i8* %arrayidx25, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !34

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @max4_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader29, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 2
  %1 = getelementptr inbounds i16, i16* %in, i64 %0
  %2 = bitcast i16* %1 to <128 x i16>*
  %wide.vec = load <128 x i16>, <128 x i16>* %2, align 2
  %strided.vec = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec26 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %strided.vec27 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec28 = shufflevector <128 x i16> %wide.vec, <128 x i16> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %3 = icmp sgt <32 x i16> %strided.vec26, %strided.vec
  %4 = select <32 x i1> %3, <32 x i16> %strided.vec26, <32 x i16> %strided.vec
  %5 = icmp sgt <32 x i16> %strided.vec27, %4
  %6 = select <32 x i1> %5, <32 x i16> %strided.vec27, <32 x i16> %4
  %7 = icmp sgt <32 x i16> %strided.vec28, %6
  %8 = select <32 x i1> %7, <32 x i16> %strided.vec28, <32 x i16> %6
  %9 = getelementptr inbounds i16, i16* %out, i64 %index
  %10 = bitcast i16* %9 to <32 x i16>*
  store <32 x i16> %8, <32 x i16>* %10, align 2
  %index.next = add nuw i64 %index, 32
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader29

for.body.preheader29:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader29, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader29 ]
  %12 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %12
  %13 = load i16, i16* %arrayidx, align 2
  %14 = or i64 %12, 1
  %arrayidx3 = getelementptr inbounds i16, i16* %in, i64 %14
  %15 = load i16, i16* %arrayidx3, align 2
  %cmp5 = icmp sgt i16 %15, %13
  %spec.select = select i1 %cmp5, i16 %15, i16 %13
  %16 = or i64 %12, 2
  %arrayidx14 = getelementptr inbounds i16, i16* %in, i64 %16
  %17 = load i16, i16* %arrayidx14, align 2
  %cmp17 = icmp sgt i16 %17, %spec.select
  %m.1 = select i1 %cmp17, i16 %17, i16 %spec.select
  %18 = or i64 %12, 3
  %arrayidx28 = getelementptr inbounds i16, i16* %in, i64 %18
  %19 = load i16, i16* %arrayidx28, align 2
  %cmp31 = icmp sgt i16 %19, %m.1
  %m.2 = select i1 %cmp31, i16 %19, i16 %m.1
  %arrayidx40 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %m.2, i16* %arrayidx40, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !36

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @pack4_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %r, i32* noalias nocapture noundef readonly %g, i32* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  %4 = getelementptr inbounds i32, i32* %out, i64 -3
  %5 = getelementptr inbounds i32, i32* %out, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds i32, i32* %r, i64 %index
  %7 = bitcast i32* %6 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %7, align 4
  %8 = shl nsw i64 %index, 2
  %9 = getelementptr inbounds i32, i32* %g, i64 %index
  %10 = bitcast i32* %9 to <32 x i32>*
  %wide.load20 = load <32 x i32>, <32 x i32>* %10, align 4
  %11 = getelementptr inbounds i32, i32* %b, i64 %index
  %12 = bitcast i32* %11 to <32 x i32>*
  %wide.load21 = load <32 x i32>, <32 x i32>* %12, align 4
  %13 = or i64 %8, 3
  %14 = getelementptr inbounds i32, i32* %4, i64 %13
  %15 = bitcast i32* %14 to <128 x i32>*
  %16 = shufflevector <32 x i32> %wide.load, <32 x i32> %wide.load20, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %17 = shufflevector <32 x i32> %wide.load21, <32 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x i32> %16, <64 x i32> %17, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x i32> %interleaved.vec, <128 x i32>* %15, align 4
  %index.next = or i64 %index, 32
  %18 = getelementptr inbounds i32, i32* %r, i64 %index.next
  %19 = bitcast i32* %18 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %19, align 4
  %20 = shl nsw i64 %index.next, 2
  %21 = getelementptr inbounds i32, i32* %g, i64 %index.next
  %22 = bitcast i32* %21 to <32 x i32>*
  %wide.load20.1 = load <32 x i32>, <32 x i32>* %22, align 4
  %23 = getelementptr inbounds i32, i32* %b, i64 %index.next
  %24 = bitcast i32* %23 to <32 x i32>*
  %wide.load21.1 = load <32 x i32>, <32 x i32>* %24, align 4
  %25 = or i64 %20, 3
  %26 = getelementptr inbounds i32, i32* %5, i64 %25
  %27 = bitcast i32* %26 to <128 x i32>*
  %28 = shufflevector <32 x i32> %wide.load.1, <32 x i32> %wide.load20.1, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %29 = shufflevector <32 x i32> %wide.load21.1, <32 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec.1 = shufflevector <64 x i32> %28, <64 x i32> %29, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x i32> %interleaved.vec.1, <128 x i32>* %27, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !37

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %30 = getelementptr inbounds i32, i32* %r, i64 %index.unr
  %31 = bitcast i32* %30 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %31, align 4
  %32 = shl nsw i64 %index.unr, 2
  %33 = getelementptr inbounds i32, i32* %g, i64 %index.unr
  %34 = bitcast i32* %33 to <32 x i32>*
  %wide.load20.epil = load <32 x i32>, <32 x i32>* %34, align 4
  %35 = getelementptr inbounds i32, i32* %b, i64 %index.unr
  %36 = bitcast i32* %35 to <32 x i32>*
  %wide.load21.epil = load <32 x i32>, <32 x i32>* %36, align 4
  %37 = or i64 %32, 3
  %38 = getelementptr inbounds i32, i32* %out, i64 -3
  %39 = getelementptr inbounds i32, i32* %38, i64 %37
  %40 = bitcast i32* %39 to <128 x i32>*
  %41 = shufflevector <32 x i32> %wide.load.epil, <32 x i32> %wide.load20.epil, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %42 = shufflevector <32 x i32> %wide.load21.epil, <32 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec.epil = shufflevector <64 x i32> %41, <64 x i32> %42, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x i32> %interleaved.vec.epil, <128 x i32>* %40, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader22

for.body.preheader22:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader22, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader22 ]
  %arrayidx = getelementptr inbounds i32, i32* %r, i64 %indvars.iv
  %43 = load i32, i32* %arrayidx, align 4
  %44 = shl nsw i64 %indvars.iv, 2
  %arrayidx2 = getelementptr inbounds i32, i32* %out, i64 %44
  store i32 %43, i32* %arrayidx2, align 4
  %arrayidx4 = getelementptr inbounds i32, i32* %g, i64 %indvars.iv
  %45 = load i32, i32* %arrayidx4, align 4
  %46 = or i64 %44, 1
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %46
  store i32 %45, i32* %arrayidx7, align 4
  %arrayidx9 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx9, align 4
  %48 = or i64 %44, 2
  %arrayidx13 = getelementptr inbounds i32, i32* %out, i64 %48
  store i32 %47, i32* %arrayidx13, align 4
  %49 = or i64 %44, 3
  %arrayidx17 = getelementptr inbounds i32, i32* %out, i64 %49
  store i32 -1, i32* %arrayidx17, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !38

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @quat_norm(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %q, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader28, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 2
  %1 = getelementptr inbounds float, float* %q, i64 %0
  %2 = bitcast float* %1 to <128 x float>*
  %wide.vec = load <128 x float>, <128 x float>* %2, align 4
  %strided.vec = shufflevector <128 x float> %wide.vec, <128 x float> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec26 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec27 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %3 = fmul <128 x float> %wide.vec, %wide.vec
  %4 = shufflevector <128 x float> %3, <128 x float> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %5 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec, <32 x float> %strided.vec, <32 x float> %4)
  %6 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec26, <32 x float> %strided.vec26, <32 x float> %5)
  %7 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %strided.vec27, <32 x float> %strided.vec27, <32 x float> %6)
  %8 = getelementptr inbounds float, float* %out, i64 %index
  %9 = bitcast float* %8 to <32 x float>*
  store <32 x float> %7, <32 x float>* %9, align 4
  %index.next = add nuw i64 %index, 32
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !39

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader28

for.body.preheader28:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader28, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader28 ]
  %11 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds float, float* %q, i64 %11
  %12 = load float, float* %arrayidx, align 4
  %13 = or i64 %11, 1
  %arrayidx7 = getelementptr inbounds float, float* %q, i64 %13
  %14 = load float, float* %arrayidx7, align 4
  %mul12 = fmul float %14, %14
  %15 = tail call float @llvm.fmuladd.f32(float %12, float %12, float %mul12)
  %16 = or i64 %11, 2
  %arrayidx16 = getelementptr inbounds float, float* %q, i64 %16
  %17 = load float, float* %arrayidx16, align 4
  %18 = tail call float @llvm.fmuladd.f32(float %17, float %17, float %15)
  %19 = or i64 %11, 3
  %arrayidx25 = getelementptr inbounds float, float* %q, i64 %19
  %20 = load float, float* %arrayidx25, align 4
  %21 = tail call float @llvm.fmuladd.f32(float %20, float %20, float %18)
  %arrayidx32 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %21, float* %arrayidx32, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !40

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rec_count(%struct.rec* noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 33
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 31
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 32, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = getelementptr inbounds %struct.rec, %struct.rec* %r, <32 x i64> %vec.ind, i32 3
  %wide.masked.gather = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %2, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %3 = getelementptr inbounds %struct.rec, %struct.rec* %r, <32 x i64> %vec.ind, i32 2
  %wide.masked.gather10 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %3, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %4 = sub <32 x i64> %wide.masked.gather, %wide.masked.gather10
  %5 = getelementptr inbounds %struct.rec, %struct.rec* %r, <32 x i64> %vec.ind, i32 1
  %wide.masked.gather11 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %5, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %6 = add nsw <32 x i64> %4, %wide.masked.gather11
  call void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64> %6, <32 x i64*> %5, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %for.body.preheader12, label %vector.body, !llvm.loop !41

for.body.preheader12:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %hi = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 3
  %8 = load i64, i64* %hi, align 8
  %lo = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 2
  %9 = load i64, i64* %lo, align 8
  %sub = sub i64 %8, %9
  %count = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 1
  %10 = load i64, i64* %count, align 8
  %add = add nsw i64 %sub, %10
  store i64 %add, i64* %count, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !42

for.end:                                          ; preds = %for.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @scale4_f64(double* noalias nocapture noundef %p, double noundef %s, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x double> poison, double %s, i64 0
  %broadcast.splat = shufflevector <32 x double> %broadcast.splatinsert, <32 x double> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nsw <32 x i64> %vec.ind, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %1 = getelementptr inbounds double, double* %p, <32 x i64> %0
  %wide.masked.gather = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %1, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %2 = fmul <32 x double> %wide.masked.gather, %broadcast.splat
  %3 = or <32 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = getelementptr inbounds double, double* %p, <32 x i64> %3
  %wide.masked.gather19 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %4, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %5 = fmul <32 x double> %wide.masked.gather19, %broadcast.splat
  %6 = or <32 x i64> %0, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %7 = getelementptr inbounds double, double* %p, <32 x i64> %6
  %wide.masked.gather20 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %7, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %8 = fmul <32 x double> %wide.masked.gather20, %broadcast.splat
  %9 = or <32 x i64> %0, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %10 = getelementptr inbounds double, double* %p, <32 x i64> %9
  %wide.masked.gather21 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %10, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %11 = fmul <32 x double> %wide.masked.gather21, %broadcast.splat
  %12 = extractelement <32 x double*> %10, i64 0
  %13 = getelementptr double, double* %12, i64 -3
  %14 = bitcast double* %13 to <128 x double>*
  %15 = shufflevector <32 x double> %2, <32 x double> %5, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %16 = shufflevector <32 x double> %8, <32 x double> %11, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %interleaved.vec = shufflevector <64 x double> %15, <64 x double> %16, <128 x i32> <i32 0, i32 32, i32 64, i32 96, i32 1, i32 33, i32 65, i32 97, i32 2, i32 34, i32 66, i32 98, i32 3, i32 35, i32 67, i32 99, i32 4, i32 36, i32 68, i32 100, i32 5, i32 37, i32 69, i32 101, i32 6, i32 38, i32 70, i32 102, i32 7, i32 39, i32 71, i32 103, i32 8, i32 40, i32 72, i32 104, i32 9, i32 41, i32 73, i32 105, i32 10, i32 42, i32 74, i32 106, i32 11, i32 43, i32 75, i32 107, i32 12, i32 44, i32 76, i32 108, i32 13, i32 45, i32 77, i32 109, i32 14, i32 46, i32 78, i32 110, i32 15, i32 47, i32 79, i32 111, i32 16, i32 48, i32 80, i32 112, i32 17, i32 49, i32 81, i32 113, i32 18, i32 50, i32 82, i32 114, i32 19, i32 51, i32 83, i32 115, i32 20, i32 52, i32 84, i32 116, i32 21, i32 53, i32 85, i32 117, i32 22, i32 54, i32 86, i32 118, i32 23, i32 55, i32 87, i32 119, i32 24, i32 56, i32 88, i32 120, i32 25, i32 57, i32 89, i32 121, i32 26, i32 58, i32 90, i32 122, i32 27, i32 59, i32 91, i32 123, i32 28, i32 60, i32 92, i32 124, i32 29, i32 61, i32 93, i32 125, i32 30, i32 62, i32 94, i32 126, i32 31, i32 63, i32 95, i32 127>
  store <128 x double> %interleaved.vec, <128 x double>* %14, align 8
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %17 = icmp eq i64 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !43

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader22

for.body.preheader22:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %18 = insertelement <4 x double> poison, double %s, i64 0
  %shuffle = shufflevector <4 x double> %18, <4 x double> poison, <4 x i32> zeroinitializer
  br label %for.body

for.body:                                         ; preds = %for.body.preheader22, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader22 ]
  %19 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds double, double* %p, i64 %19
  %20 = bitcast double* %arrayidx to <4 x double>*
  %21 = load <4 x double>, <4 x double>* %20, align 8
  %22 = fmul <4 x double> %21, %shuffle
  %23 = bitcast double* %arrayidx to <4 x double>*
  store <4 x double> %22, <4 x double>* %23, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !44

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @byte_sum8(i32* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.cond1.preheader.preheader, label %for.end9

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.cond1.preheader.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = shl nsw i64 %index, 3
  %1 = getelementptr inbounds i8, i8* %b, i64 %0
  %2 = bitcast i8* %1 to <256 x i8>*
  %wide.vec = load <256 x i8>, <256 x i8>* %2, align 1
  %strided.vec = shufflevector <256 x i8> %wide.vec, <256 x i8> poison, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120, i32 128, i32 136, i32 144, i32 152, i32 160, i32 168, i32 176, i32 184, i32 192, i32 200, i32 208, i32 216, i32 224, i32 232, i32 240, i32 248>
  %strided.vec15 = shufflevector <256 x i8> %wide.vec, <256 x i8> poison, <32 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121, i32 129, i32 137, i32 145, i32 153, i32 161, i32 169, i32 177, i32 185, i32 193, i32 201, i32 209, i32 217, i32 225, i32 233, i32 241, i32 249>
  %strided.vec16 = shufflevector <256 x i8> %wide.vec, <256 x i8> poison, <32 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122, i32 130, i32 138, i32 146, i32 154, i32 162, i32 170, i32 178, i32 186, i32 194, i32 202, i32 210, i32 218, i32 226, i32 234, i32 242, i32 250>
  %strided.vec17 = shufflevector <256 x i8> %wide.vec, <256 x i8> poison, <32 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123, i32 131, i32 139, i32 147, i32 155, i32 163, i32 171, i32 179, i32 187, i32 195, i32 203, i32 211, i32 219, i32 227, i32 235, i32 243, i32 251>
  %strided.vec18 = shufflevector <256 x i8> %wide.vec, <256 x i8> poison, <32 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124, i32 132, i32 140, i32 148, i32 156, i32 164, i32 172, i32 180, i32 188, i32 196, i32 204, i32 212, i32 220, i32 228, i32 236, i32 244, i32 252>
  %strided.vec19 = shufflevector <256 x i8> %wide.vec, <256 x i8> poison, <32 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125, i32 133, i32 141, i32 149, i32 157, i32 165, i32 173, i32 181, i32 189, i32 197, i32 205, i32 213, i32 221, i32 229, i32 237, i32 245, i32 253>
  %strided.vec20 = shufflevector <256 x i8> %wide.vec, <256 x i8> poison, <32 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126, i32 134, i32 142, i32 150, i32 158, i32 166, i32 174, i32 182, i32 190, i32 198, i32 206, i32 214, i32 222, i32 230, i32 238, i32 246, i32 254>
  %strided.vec21 = shufflevector <256 x i8> %wide.vec, <256 x i8> poison, <32 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127, i32 135, i32 143, i32 151, i32 159, i32 167, i32 175, i32 183, i32 191, i32 199, i32 207, i32 215, i32 223, i32 231, i32 239, i32 247, i32 255>
  %3 = zext <32 x i8> %strided.vec to <32 x i32>
  %4 = zext <32 x i8> %strided.vec15 to <32 x i32>
  %5 = add nuw nsw <32 x i32> %3, %4
  %6 = zext <32 x i8> %strided.vec16 to <32 x i32>
  %7 = add nuw nsw <32 x i32> %5, %6
  %8 = zext <32 x i8> %strided.vec17 to <32 x i32>
  %9 = add nuw nsw <32 x i32> %7, %8
  %10 = zext <32 x i8> %strided.vec18 to <32 x i32>
  %11 = add nuw nsw <32 x i32> %9, %10
  %12 = zext <32 x i8> %strided.vec19 to <32 x i32>
  %13 = add nuw nsw <32 x i32> %11, %12
  %14 = zext <32 x i8> %strided.vec20 to <32 x i32>
  %15 = add nuw nsw <32 x i32> %13, %14
  %16 = zext <32 x i8> %strided.vec21 to <32 x i32>
  %17 = add nuw nsw <32 x i32> %15, %16
  %18 = getelementptr inbounds i32, i32* %out, i64 %index
  %19 = bitcast i32* %18 to <32 x i32>*
  store <32 x i32> %17, <32 x i32>* %19, align 4
  %index.next = add nuw i64 %index, 32
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !45

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end9, label %for.cond1.preheader.preheader22

for.cond1.preheader.preheader22:                  ; preds = %for.cond1.preheader.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %n.vec, %middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader22, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader22 ]
  %21 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, i8* %b, i64 %21
  %22 = load i8, i8* %arrayidx, align 1
  %conv = zext i8 %22 to i32
  %23 = or i64 %21, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %b, i64 %23
  %24 = load i8, i8* %arrayidx.1, align 1
  %conv.1 = zext i8 %24 to i32
  %add4.1 = add nuw nsw i32 %conv, %conv.1
  %25 = or i64 %21, 2
  %arrayidx.2 = getelementptr inbounds i8, i8* %b, i64 %25
  %26 = load i8, i8* %arrayidx.2, align 1
  %conv.2 = zext i8 %26 to i32
  %add4.2 = add nuw nsw i32 %add4.1, %conv.2
  %27 = or i64 %21, 3
  %arrayidx.3 = getelementptr inbounds i8, i8* %b, i64 %27
  %28 = load i8, i8* %arrayidx.3, align 1
  %conv.3 = zext i8 %28 to i32
  %add4.3 = add nuw nsw i32 %add4.2, %conv.3
  %29 = or i64 %21, 4
  %arrayidx.4 = getelementptr inbounds i8, i8* %b, i64 %29
  %30 = load i8, i8* %arrayidx.4, align 1
  %conv.4 = zext i8 %30 to i32
  %add4.4 = add nuw nsw i32 %add4.3, %conv.4
  %31 = or i64 %21, 5
  %arrayidx.5 = getelementptr inbounds i8, i8* %b, i64 %31
  %32 = load i8, i8* %arrayidx.5, align 1
  %conv.5 = zext i8 %32 to i32
  %add4.5 = add nuw nsw i32 %add4.4, %conv.5
  %33 = or i64 %21, 6
  %arrayidx.6 = getelementptr inbounds i8, i8* %b, i64 %33
  %34 = load i8, i8* %arrayidx.6, align 1
  %conv.6 = zext i8 %34 to i32
  %add4.6 = add nuw nsw i32 %add4.5, %conv.6
  %35 = or i64 %21, 7
  %arrayidx.7 = getelementptr inbounds i8, i8* %b, i64 %35
  %36 = load i8, i8* %arrayidx.7, align 1
  %conv.7 = zext i8 %36 to i32
  %add4.7 = add nuw nsw i32 %add4.6, %conv.7
  %arrayidx6 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add4.7, i32* %arrayidx6, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end9, label %for.cond1.preheader, !llvm.loop !46

for.end9:                                         ; preds = %for.cond1.preheader, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @swap_ends8(i16* noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nsw <32 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %1 = extractelement <32 x i64> %0, i64 0
  %2 = getelementptr inbounds i16, i16* %p, i64 %1
  %3 = extractelement <32 x i64> %0, i64 1
  %4 = getelementptr inbounds i16, i16* %p, i64 %3
  %5 = extractelement <32 x i64> %0, i64 2
  %6 = getelementptr inbounds i16, i16* %p, i64 %5
  %7 = extractelement <32 x i64> %0, i64 3
  %8 = getelementptr inbounds i16, i16* %p, i64 %7
  %9 = extractelement <32 x i64> %0, i64 4
  %10 = getelementptr inbounds i16, i16* %p, i64 %9
  %11 = extractelement <32 x i64> %0, i64 5
  %12 = getelementptr inbounds i16, i16* %p, i64 %11
  %13 = extractelement <32 x i64> %0, i64 6
  %14 = getelementptr inbounds i16, i16* %p, i64 %13
  %15 = extractelement <32 x i64> %0, i64 7
  %16 = getelementptr inbounds i16, i16* %p, i64 %15
  %17 = extractelement <32 x i64> %0, i64 8
  %18 = getelementptr inbounds i16, i16* %p, i64 %17
  %19 = extractelement <32 x i64> %0, i64 9
  %20 = getelementptr inbounds i16, i16* %p, i64 %19
  %21 = extractelement <32 x i64> %0, i64 10
  %22 = getelementptr inbounds i16, i16* %p, i64 %21
  %23 = extractelement <32 x i64> %0, i64 11
  %24 = getelementptr inbounds i16, i16* %p, i64 %23
  %25 = extractelement <32 x i64> %0, i64 12
  %26 = getelementptr inbounds i16, i16* %p, i64 %25
  %27 = extractelement <32 x i64> %0, i64 13
  %28 = getelementptr inbounds i16, i16* %p, i64 %27
  %29 = extractelement <32 x i64> %0, i64 14
  %30 = getelementptr inbounds i16, i16* %p, i64 %29
  %31 = extractelement <32 x i64> %0, i64 15
  %32 = getelementptr inbounds i16, i16* %p, i64 %31
  %33 = extractelement <32 x i64> %0, i64 16
  %34 = getelementptr inbounds i16, i16* %p, i64 %33
  %35 = extractelement <32 x i64> %0, i64 17
  %36 = getelementptr inbounds i16, i16* %p, i64 %35
  %37 = extractelement <32 x i64> %0, i64 18
  %38 = getelementptr inbounds i16, i16* %p, i64 %37
  %39 = extractelement <32 x i64> %0, i64 19
  %40 = getelementptr inbounds i16, i16* %p, i64 %39
  %41 = extractelement <32 x i64> %0, i64 20
  %42 = getelementptr inbounds i16, i16* %p, i64 %41
  %43 = extractelement <32 x i64> %0, i64 21
  %44 = getelementptr inbounds i16, i16* %p, i64 %43
  %45 = extractelement <32 x i64> %0, i64 22
  %46 = getelementptr inbounds i16, i16* %p, i64 %45
  %47 = extractelement <32 x i64> %0, i64 23
  %48 = getelementptr inbounds i16, i16* %p, i64 %47
  %49 = extractelement <32 x i64> %0, i64 24
  %50 = getelementptr inbounds i16, i16* %p, i64 %49
  %51 = extractelement <32 x i64> %0, i64 25
  %52 = getelementptr inbounds i16, i16* %p, i64 %51
  %53 = extractelement <32 x i64> %0, i64 26
  %54 = getelementptr inbounds i16, i16* %p, i64 %53
  %55 = extractelement <32 x i64> %0, i64 27
  %56 = getelementptr inbounds i16, i16* %p, i64 %55
  %57 = extractelement <32 x i64> %0, i64 28
  %58 = getelementptr inbounds i16, i16* %p, i64 %57
  %59 = extractelement <32 x i64> %0, i64 29
  %60 = getelementptr inbounds i16, i16* %p, i64 %59
  %61 = extractelement <32 x i64> %0, i64 30
  %62 = getelementptr inbounds i16, i16* %p, i64 %61
  %63 = extractelement <32 x i64> %0, i64 31
  %64 = getelementptr inbounds i16, i16* %p, i64 %63
  %65 = bitcast i16* %2 to <256 x i16>*
  %wide.vec = load <256 x i16>, <256 x i16>* %65, align 2
  %66 = or <32 x i64> %0, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %67 = extractelement <32 x i64> %66, i64 0
  %68 = getelementptr inbounds i16, i16* %p, i64 %67
  %69 = extractelement <32 x i64> %66, i64 1
  %70 = getelementptr inbounds i16, i16* %p, i64 %69
  %71 = extractelement <32 x i64> %66, i64 2
  %72 = getelementptr inbounds i16, i16* %p, i64 %71
  %73 = extractelement <32 x i64> %66, i64 3
  %74 = getelementptr inbounds i16, i16* %p, i64 %73
  %75 = extractelement <32 x i64> %66, i64 4
  %76 = getelementptr inbounds i16, i16* %p, i64 %75
  %77 = extractelement <32 x i64> %66, i64 5
  %78 = getelementptr inbounds i16, i16* %p, i64 %77
  %79 = extractelement <32 x i64> %66, i64 6
  %80 = getelementptr inbounds i16, i16* %p, i64 %79
  %81 = extractelement <32 x i64> %66, i64 7
  %82 = getelementptr inbounds i16, i16* %p, i64 %81
  %83 = extractelement <32 x i64> %66, i64 8
  %84 = getelementptr inbounds i16, i16* %p, i64 %83
  %85 = extractelement <32 x i64> %66, i64 9
  %86 = getelementptr inbounds i16, i16* %p, i64 %85
  %87 = extractelement <32 x i64> %66, i64 10
  %88 = getelementptr inbounds i16, i16* %p, i64 %87
  %89 = extractelement <32 x i64> %66, i64 11
  %90 = getelementptr inbounds i16, i16* %p, i64 %89
  %91 = extractelement <32 x i64> %66, i64 12
  %92 = getelementptr inbounds i16, i16* %p, i64 %91
  %93 = extractelement <32 x i64> %66, i64 13
  %94 = getelementptr inbounds i16, i16* %p, i64 %93
  %95 = extractelement <32 x i64> %66, i64 14
  %96 = getelementptr inbounds i16, i16* %p, i64 %95
  %97 = extractelement <32 x i64> %66, i64 15
  %98 = getelementptr inbounds i16, i16* %p, i64 %97
  %99 = extractelement <32 x i64> %66, i64 16
  %100 = getelementptr inbounds i16, i16* %p, i64 %99
  %101 = extractelement <32 x i64> %66, i64 17
  %102 = getelementptr inbounds i16, i16* %p, i64 %101
  %103 = extractelement <32 x i64> %66, i64 18
  %104 = getelementptr inbounds i16, i16* %p, i64 %103
  %105 = extractelement <32 x i64> %66, i64 19
  %106 = getelementptr inbounds i16, i16* %p, i64 %105
  %107 = extractelement <32 x i64> %66, i64 20
  %108 = getelementptr inbounds i16, i16* %p, i64 %107
  %109 = extractelement <32 x i64> %66, i64 21
  %110 = getelementptr inbounds i16, i16* %p, i64 %109
  %111 = extractelement <32 x i64> %66, i64 22
  %112 = getelementptr inbounds i16, i16* %p, i64 %111
  %113 = extractelement <32 x i64> %66, i64 23
  %114 = getelementptr inbounds i16, i16* %p, i64 %113
  %115 = extractelement <32 x i64> %66, i64 24
  %116 = getelementptr inbounds i16, i16* %p, i64 %115
  %117 = extractelement <32 x i64> %66, i64 25
  %118 = getelementptr inbounds i16, i16* %p, i64 %117
  %119 = extractelement <32 x i64> %66, i64 26
  %120 = getelementptr inbounds i16, i16* %p, i64 %119
  %121 = extractelement <32 x i64> %66, i64 27
  %122 = getelementptr inbounds i16, i16* %p, i64 %121
  %123 = extractelement <32 x i64> %66, i64 28
  %124 = getelementptr inbounds i16, i16* %p, i64 %123
  %125 = extractelement <32 x i64> %66, i64 29
  %126 = getelementptr inbounds i16, i16* %p, i64 %125
  %127 = extractelement <32 x i64> %66, i64 30
  %128 = getelementptr inbounds i16, i16* %p, i64 %127
  %129 = extractelement <32 x i64> %66, i64 31
  %130 = getelementptr inbounds i16, i16* %p, i64 %129
  %131 = extractelement <256 x i16> %wide.vec, i64 7
  store i16 %131, i16* %2, align 2
  %132 = extractelement <256 x i16> %wide.vec, i64 15
  store i16 %132, i16* %4, align 2
  %133 = extractelement <256 x i16> %wide.vec, i64 23
  store i16 %133, i16* %6, align 2
  %134 = extractelement <256 x i16> %wide.vec, i64 31
  store i16 %134, i16* %8, align 2
  %135 = extractelement <256 x i16> %wide.vec, i64 39
  store i16 %135, i16* %10, align 2
  %136 = extractelement <256 x i16> %wide.vec, i64 47
  store i16 %136, i16* %12, align 2
  %137 = extractelement <256 x i16> %wide.vec, i64 55
  store i16 %137, i16* %14, align 2
  %138 = extractelement <256 x i16> %wide.vec, i64 63
  store i16 %138, i16* %16, align 2
  %139 = extractelement <256 x i16> %wide.vec, i64 71
  store i16 %139, i16* %18, align 2
  %140 = extractelement <256 x i16> %wide.vec, i64 79
  store i16 %140, i16* %20, align 2
  %141 = extractelement <256 x i16> %wide.vec, i64 87
  store i16 %141, i16* %22, align 2
  %142 = extractelement <256 x i16> %wide.vec, i64 95
  store i16 %142, i16* %24, align 2
  %143 = extractelement <256 x i16> %wide.vec, i64 103
  store i16 %143, i16* %26, align 2
  %144 = extractelement <256 x i16> %wide.vec, i64 111
  store i16 %144, i16* %28, align 2
  %145 = extractelement <256 x i16> %wide.vec, i64 119
  store i16 %145, i16* %30, align 2
  %146 = extractelement <256 x i16> %wide.vec, i64 127
  store i16 %146, i16* %32, align 2
  %147 = extractelement <256 x i16> %wide.vec, i64 135
  store i16 %147, i16* %34, align 2
  %148 = extractelement <256 x i16> %wide.vec, i64 143
  store i16 %148, i16* %36, align 2
  %149 = extractelement <256 x i16> %wide.vec, i64 151
  store i16 %149, i16* %38, align 2
  %150 = extractelement <256 x i16> %wide.vec, i64 159
  store i16 %150, i16* %40, align 2
  %151 = extractelement <256 x i16> %wide.vec, i64 167
  store i16 %151, i16* %42, align 2
  %152 = extractelement <256 x i16> %wide.vec, i64 175
  store i16 %152, i16* %44, align 2
  %153 = extractelement <256 x i16> %wide.vec, i64 183
  store i16 %153, i16* %46, align 2
  %154 = extractelement <256 x i16> %wide.vec, i64 191
  store i16 %154, i16* %48, align 2
  %155 = extractelement <256 x i16> %wide.vec, i64 199
  store i16 %155, i16* %50, align 2
  %156 = extractelement <256 x i16> %wide.vec, i64 207
  store i16 %156, i16* %52, align 2
  %157 = extractelement <256 x i16> %wide.vec, i64 215
  store i16 %157, i16* %54, align 2
  %158 = extractelement <256 x i16> %wide.vec, i64 223
  store i16 %158, i16* %56, align 2
  %159 = extractelement <256 x i16> %wide.vec, i64 231
  store i16 %159, i16* %58, align 2
  %160 = extractelement <256 x i16> %wide.vec, i64 239
  store i16 %160, i16* %60, align 2
  %161 = extractelement <256 x i16> %wide.vec, i64 247
  store i16 %161, i16* %62, align 2
  %162 = extractelement <256 x i16> %wide.vec, i64 255
  store i16 %162, i16* %64, align 2
  %163 = extractelement <256 x i16> %wide.vec, i64 0
  store i16 %163, i16* %68, align 2
  %164 = extractelement <256 x i16> %wide.vec, i64 8
  store i16 %164, i16* %70, align 2
  %165 = extractelement <256 x i16> %wide.vec, i64 16
  store i16 %165, i16* %72, align 2
  %166 = extractelement <256 x i16> %wide.vec, i64 24
  store i16 %166, i16* %74, align 2
  %167 = extractelement <256 x i16> %wide.vec, i64 32
  store i16 %167, i16* %76, align 2
  %168 = extractelement <256 x i16> %wide.vec, i64 40
  store i16 %168, i16* %78, align 2
  %169 = extractelement <256 x i16> %wide.vec, i64 48
  store i16 %169, i16* %80, align 2
  %170 = extractelement <256 x i16> %wide.vec, i64 56
  store i16 %170, i16* %82, align 2
  %171 = extractelement <256 x i16> %wide.vec, i64 64
  store i16 %171, i16* %84, align 2
  %172 = extractelement <256 x i16> %wide.vec, i64 72
  store i16 %172, i16* %86, align 2
  %173 = extractelement <256 x i16> %wide.vec, i64 80
  store i16 %173, i16* %88, align 2
  %174 = extractelement <256 x i16> %wide.vec, i64 88
  store i16 %174, i16* %90, align 2
  %175 = extractelement <256 x i16> %wide.vec, i64 96
  store i16 %175, i16* %92, align 2
  %176 = extractelement <256 x i16> %wide.vec, i64 104
  store i16 %176, i16* %94, align 2
  %177 = extractelement <256 x i16> %wide.vec, i64 112
  store i16 %177, i16* %96, align 2
  %178 = extractelement <256 x i16> %wide.vec, i64 120
  store i16 %178, i16* %98, align 2
  %179 = extractelement <256 x i16> %wide.vec, i64 128
  store i16 %179, i16* %100, align 2
  %180 = extractelement <256 x i16> %wide.vec, i64 136
  store i16 %180, i16* %102, align 2
  %181 = extractelement <256 x i16> %wide.vec, i64 144
  store i16 %181, i16* %104, align 2
  %182 = extractelement <256 x i16> %wide.vec, i64 152
  store i16 %182, i16* %106, align 2
  %183 = extractelement <256 x i16> %wide.vec, i64 160
  store i16 %183, i16* %108, align 2
  %184 = extractelement <256 x i16> %wide.vec, i64 168
  store i16 %184, i16* %110, align 2
  %185 = extractelement <256 x i16> %wide.vec, i64 176
  store i16 %185, i16* %112, align 2
  %186 = extractelement <256 x i16> %wide.vec, i64 184
  store i16 %186, i16* %114, align 2
  %187 = extractelement <256 x i16> %wide.vec, i64 192
  store i16 %187, i16* %116, align 2
  %188 = extractelement <256 x i16> %wide.vec, i64 200
  store i16 %188, i16* %118, align 2
  %189 = extractelement <256 x i16> %wide.vec, i64 208
  store i16 %189, i16* %120, align 2
  %190 = extractelement <256 x i16> %wide.vec, i64 216
  store i16 %190, i16* %122, align 2
  %191 = extractelement <256 x i16> %wide.vec, i64 224
  store i16 %191, i16* %124, align 2
  %192 = extractelement <256 x i16> %wide.vec, i64 232
  store i16 %192, i16* %126, align 2
  %193 = extractelement <256 x i16> %wide.vec, i64 240
  store i16 %193, i16* %128, align 2
  %194 = extractelement <256 x i16> %wide.vec, i64 248
  store i16 %194, i16* %130, align 2
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %195 = icmp eq i64 %index.next, %n.vec
  br i1 %195, label %middle.block, label %vector.body, !llvm.loop !47

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %196 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i16, i16* %p, i64 %196
  %197 = load i16, i16* %arrayidx, align 2
  %198 = or i64 %196, 7
  %arrayidx3 = getelementptr inbounds i16, i16* %p, i64 %198
  %199 = load i16, i16* %arrayidx3, align 2
  store i16 %199, i16* %arrayidx, align 2
  store i16 %197, i16* %arrayidx3, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !48

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @pack8_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.cond1.preheader.preheader, label %for.end9

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.cond1.preheader.preheader14, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %0 = getelementptr inbounds i32, i32* %out, i64 -7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i32, i32* %in, i64 %index
  %2 = bitcast i32* %1 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %2, align 4
  %3 = shl nsw i64 %index, 3
  %4 = add nsw <32 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %5 = add nsw <32 x i32> %wide.load, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %6 = add nsw <32 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %7 = add nsw <32 x i32> %wide.load, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %8 = add nsw <32 x i32> %wide.load, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %9 = add nsw <32 x i32> %wide.load, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %10 = add nsw <32 x i32> %wide.load, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %11 = or i64 %3, 7
  %12 = getelementptr inbounds i32, i32* %0, i64 %11
  %13 = bitcast i32* %12 to <256 x i32>*
  %14 = shufflevector <32 x i32> %wide.load, <32 x i32> %4, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %15 = shufflevector <32 x i32> %5, <32 x i32> %6, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %16 = shufflevector <32 x i32> %7, <32 x i32> %8, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %17 = shufflevector <32 x i32> %9, <32 x i32> %10, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %18 = shufflevector <64 x i32> %14, <64 x i32> %15, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %19 = shufflevector <64 x i32> %16, <64 x i32> %17, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %interleaved.vec = shufflevector <128 x i32> %18, <128 x i32> %19, <256 x i32> <i32 0, i32 32, i32 64, i32 96, i32 128, i32 160, i32 192, i32 224, i32 1, i32 33, i32 65, i32 97, i32 129, i32 161, i32 193, i32 225, i32 2, i32 34, i32 66, i32 98, i32 130, i32 162, i32 194, i32 226, i32 3, i32 35, i32 67, i32 99, i32 131, i32 163, i32 195, i32 227, i32 4, i32 36, i32 68, i32 100, i32 132, i32 164, i32 196, i32 228, i32 5, i32 37, i32 69, i32 101, i32 133, i32 165, i32 197, i32 229, i32 6, i32 38, i32 70, i32 102, i32 134, i32 166, i32 198, i32 230, i32 7, i32 39, i32 71, i32 103, i32 135, i32 167, i32 199, i32 231, i32 8, i32 40, i32 72, i32 104, i32 136, i32 168, i32 200, i32 232, i32 9, i32 41, i32 73, i32 105, i32 137, i32 169, i32 201, i32 233, i32 10, i32 42, i32 74, i32 106, i32 138, i32 170, i32 202, i32 234, i32 11, i32 43, i32 75, i32 107, i32 139, i32 171, i32 203, i32 235, i32 12, i32 44, i32 76, i32 108, i32 140, i32 172, i32 204, i32 236, i32 13, i32 45, i32 77, i32 109, i32 141, i32 173, i32 205, i32 237, i32 14, i32 46, i32 78, i32 110, i32 142, i32 174, i32 206, i32 238, i32 15, i32 47, i32 79, i32 111, i32 143, i32 175, i32 207, i32 239, i32 16, i32 48, i32 80, i32 112, i32 144, i32 176, i32 208, i32 240, i32 17, i32 49, i32 81, i32 113, i32 145, i32 177, i32 209, i32 241, i32 18, i32 50, i32 82, i32 114, i32 146, i32 178, i32 210, i32 242, i32 19, i32 51, i32 83, i32 115, i32 147, i32 179, i32 211, i32 243, i32 20, i32 52, i32 84, i32 116, i32 148, i32 180, i32 212, i32 244, i32 21, i32 53, i32 85, i32 117, i32 149, i32 181, i32 213, i32 245, i32 22, i32 54, i32 86, i32 118, i32 150, i32 182, i32 214, i32 246, i32 23, i32 55, i32 87, i32 119, i32 151, i32 183, i32 215, i32 247, i32 24, i32 56, i32 88, i32 120, i32 152, i32 184, i32 216, i32 248, i32 25, i32 57, i32 89, i32 121, i32 153, i32 185, i32 217, i32 249, i32 26, i32 58, i32 90, i32 122, i32 154, i32 186, i32 218, i32 250, i32 27, i32 59, i32 91, i32 123, i32 155, i32 187, i32 219, i32 251, i32 28, i32 60, i32 92, i32 124, i32 156, i32 188, i32 220, i32 252, i32 29, i32 61, i32 93, i32 125, i32 157, i32 189, i32 221, i32 253, i32 30, i32 62, i32 94, i32 126, i32 158, i32 190, i32 222, i32 254, i32 31, i32 63, i32 95, i32 127, i32 159, i32 191, i32 223, i32 255>
  store <256 x i32> %interleaved.vec, <256 x i32>* %13, align 4
  %index.next = add nuw i64 %index, 32
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !49

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end9, label %for.cond1.preheader.preheader14

for.cond1.preheader.preheader14:                  ; preds = %for.cond1.preheader.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %n.vec, %middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader14, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader14 ]
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %indvars.iv
  %21 = load i32, i32* %arrayidx, align 4
  %22 = shl nsw i64 %indvars.iv, 3
  %arrayidx6 = getelementptr inbounds i32, i32* %out, i64 %22
  store i32 %21, i32* %arrayidx6, align 4
  %23 = or i64 %22, 1
  %arrayidx6.1 = getelementptr inbounds i32, i32* %out, i64 %23
  %24 = insertelement <4 x i32> poison, i32 %21, i64 0
  %shuffle = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  %25 = add nsw <4 x i32> %shuffle, <i32 1, i32 2, i32 3, i32 4>
  %26 = bitcast i32* %arrayidx6.1 to <4 x i32>*
  store <4 x i32> %25, <4 x i32>* %26, align 4
  %add.5 = add nsw i32 %21, 5
  %27 = or i64 %22, 5
  %arrayidx6.5 = getelementptr inbounds i32, i32* %out, i64 %27
  store i32 %add.5, i32* %arrayidx6.5, align 4
  %add.6 = add nsw i32 %21, 6
  %28 = or i64 %22, 6
  %arrayidx6.6 = getelementptr inbounds i32, i32* %out, i64 %28
  store i32 %add.6, i32* %arrayidx6.6, align 4
  %add.7 = add nsw i32 %21, 7
  %29 = or i64 %22, 7
  %arrayidx6.7 = getelementptr inbounds i32, i32* %out, i64 %29
  store i32 %add.7, i32* %arrayidx6.7, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end9, label %for.cond1.preheader, !llvm.loop !50

for.end9:                                         ; preds = %for.cond1.preheader, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @dot8_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader37, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nsw <32 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %1 = getelementptr inbounds float, float* %v, <32 x i64> %0
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %1, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %2 = or <32 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %3 = getelementptr inbounds float, float* %v, <32 x i64> %2
  %wide.masked.gather30 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %3, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %4 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather30, <32 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <32 x float> %wide.masked.gather)
  %5 = or <32 x i64> %0, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %6 = getelementptr inbounds float, float* %v, <32 x i64> %5
  %wide.masked.gather31 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %6, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %7 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather31, <32 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <32 x float> %4)
  %8 = or <32 x i64> %0, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %9 = getelementptr inbounds float, float* %v, <32 x i64> %8
  %wide.masked.gather32 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %9, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %10 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather32, <32 x float> <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>, <32 x float> %7)
  %11 = or <32 x i64> %0, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %12 = getelementptr inbounds float, float* %v, <32 x i64> %11
  %wide.masked.gather33 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %12, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %13 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather33, <32 x float> <float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00>, <32 x float> %10)
  %14 = or <32 x i64> %0, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %15 = getelementptr inbounds float, float* %v, <32 x i64> %14
  %wide.masked.gather34 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %15, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %16 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather34, <32 x float> <float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00, float 6.000000e+00>, <32 x float> %13)
  %17 = or <32 x i64> %0, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %18 = getelementptr inbounds float, float* %v, <32 x i64> %17
  %wide.masked.gather35 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %18, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %19 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather35, <32 x float> <float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00, float 7.000000e+00>, <32 x float> %16)
  %20 = or <32 x i64> %0, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %21 = getelementptr inbounds float, float* %v, <32 x i64> %20
  %wide.masked.gather36 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %22 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather36, <32 x float> <float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00, float 8.000000e+00>, <32 x float> %19)
  %23 = getelementptr inbounds float, float* %out, i64 %index
  %24 = bitcast float* %23 to <32 x float>*
  store <32 x float> %22, <32 x float>* %24, align 4
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %25 = icmp eq i64 %index.next, %n.vec
  br i1 %25, label %middle.block, label %vector.body, !llvm.loop !51

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader37

for.body.preheader37:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader37, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader37 ]
  %26 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds float, float* %v, i64 %26
  %27 = load float, float* %arrayidx, align 4
  %28 = or i64 %26, 1
  %arrayidx3 = getelementptr inbounds float, float* %v, i64 %28
  %29 = load float, float* %arrayidx3, align 4
  %30 = tail call float @llvm.fmuladd.f32(float %29, float 2.000000e+00, float %27)
  %31 = or i64 %26, 2
  %arrayidx8 = getelementptr inbounds float, float* %v, i64 %31
  %32 = load float, float* %arrayidx8, align 4
  %33 = tail call float @llvm.fmuladd.f32(float %32, float 3.000000e+00, float %30)
  %34 = or i64 %26, 3
  %arrayidx13 = getelementptr inbounds float, float* %v, i64 %34
  %35 = load float, float* %arrayidx13, align 4
  %36 = tail call float @llvm.fmuladd.f32(float %35, float 4.000000e+00, float %33)
  %37 = or i64 %26, 4
  %arrayidx18 = getelementptr inbounds float, float* %v, i64 %37
  %38 = load float, float* %arrayidx18, align 4
  %39 = tail call float @llvm.fmuladd.f32(float %38, float 5.000000e+00, float %36)
  %40 = or i64 %26, 5
  %arrayidx23 = getelementptr inbounds float, float* %v, i64 %40
  %41 = load float, float* %arrayidx23, align 4
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 6.000000e+00, float %39)
  %43 = or i64 %26, 6
  %arrayidx28 = getelementptr inbounds float, float* %v, i64 %43
  %44 = load float, float* %arrayidx28, align 4
  %45 = tail call float @llvm.fmuladd.f32(float %44, float 7.000000e+00, float %42)
  %46 = or i64 %26, 7
  %arrayidx33 = getelementptr inbounds float, float* %v, i64 %46
  %47 = load float, float* %arrayidx33, align 4
  %48 = tail call float @llvm.fmuladd.f32(float %47, float 8.000000e+00, float %45)
  %arrayidx36 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %48, float* %arrayidx36, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !52

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @first_of8_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 33
  br i1 %min.iters.check, label %for.body.preheader12, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 31
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 32, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = shl nsw <32 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %3 = getelementptr inbounds i64, i64* %r, <32 x i64> %2
  %wide.masked.gather = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %3, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %4 = or <32 x i64> %2, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %5 = getelementptr inbounds i64, i64* %r, <32 x i64> %4
  %wide.masked.gather11 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %5, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %6 = add nsw <32 x i64> %wide.masked.gather11, %wide.masked.gather
  %7 = getelementptr inbounds i64, i64* %out, i64 %index
  %8 = bitcast i64* %7 to <32 x i64>*
  store <32 x i64> %6, <32 x i64>* %8, align 8
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %for.body.preheader12, label %vector.body, !llvm.loop !53

for.body.preheader12:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader12, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader12 ]
  %10 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i64, i64* %r, i64 %10
  %11 = load i64, i64* %arrayidx, align 8
  %12 = or i64 %10, 4
  %arrayidx3 = getelementptr inbounds i64, i64* %r, i64 %12
  %13 = load i64, i64* %arrayidx3, align 8
  %add4 = add nsw i64 %13, %11
  %arrayidx6 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %add4, i64* %arrayidx6, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !54

for.end:                                          ; preds = %for.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @neg8_f64(double* noalias nocapture noundef %p, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.cond1.preheader.preheader, label %for.end10

for.cond1.preheader.preheader:                    ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.cond1.preheader.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.preheader.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = shl nsw <32 x i64> %vec.ind, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %1 = getelementptr inbounds double, double* %p, <32 x i64> %0
  %wide.masked.gather = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %1, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %2 = fneg <32 x double> %wide.masked.gather
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %2, <32 x double*> %1, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %3 = or <32 x i64> %0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %4 = getelementptr inbounds double, double* %p, <32 x i64> %3
  %wide.masked.gather15 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %4, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %5 = fneg <32 x double> %wide.masked.gather15
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %5, <32 x double*> %4, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %6 = or <32 x i64> %0, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %7 = getelementptr inbounds double, double* %p, <32 x i64> %6
  %wide.masked.gather16 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %7, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %8 = fneg <32 x double> %wide.masked.gather16
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %8, <32 x double*> %7, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %9 = or <32 x i64> %0, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %10 = getelementptr inbounds double, double* %p, <32 x i64> %9
  %wide.masked.gather17 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %10, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %11 = fneg <32 x double> %wide.masked.gather17
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %11, <32 x double*> %10, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %12 = or <32 x i64> %0, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %13 = getelementptr inbounds double, double* %p, <32 x i64> %12
  %wide.masked.gather18 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %13, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %14 = fneg <32 x double> %wide.masked.gather18
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %14, <32 x double*> %13, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %15 = or <32 x i64> %0, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %16 = getelementptr inbounds double, double* %p, <32 x i64> %15
  %wide.masked.gather19 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %16, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %17 = fneg <32 x double> %wide.masked.gather19
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %17, <32 x double*> %16, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %18 = or <32 x i64> %0, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %19 = getelementptr inbounds double, double* %p, <32 x i64> %18
  %wide.masked.gather20 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %19, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %20 = fneg <32 x double> %wide.masked.gather20
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %20, <32 x double*> %19, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %21 = or <32 x i64> %0, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %22 = getelementptr inbounds double, double* %p, <32 x i64> %21
  %wide.masked.gather21 = call <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*> %22, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x double> undef)
  %23 = fneg <32 x double> %wide.masked.gather21
  call void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double> %23, <32 x double*> %22, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !55

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end10, label %for.cond1.preheader.preheader22

for.cond1.preheader.preheader22:                  ; preds = %for.cond1.preheader.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %n.vec, %middle.block ]
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader22, %for.cond1.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.cond1.preheader ], [ %indvars.iv.ph, %for.cond1.preheader.preheader22 ]
  %25 = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds double, double* %p, i64 %25
  %26 = bitcast double* %arrayidx to <8 x double>*
  %27 = load <8 x double>, <8 x double>* %26, align 8
  %28 = fneg <8 x double> %27
  %29 = bitcast double* %arrayidx to <8 x double>*
  store <8 x double> %28, <8 x double>* %29, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end10, label %for.cond1.preheader, !llvm.loop !56

for.end10:                                        ; preds = %for.cond1.preheader, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @advance(%struct.particle* noalias nocapture noundef %p, float noundef %dt, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x float> poison, float %dt, i64 0
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %index, i32 2
  %1 = getelementptr inbounds float, float* %0, i64 -2
  %2 = bitcast float* %1 to <128 x float>*
  %wide.vec = load <128 x float>, <128 x float>* %2, align 4
  %strided.vec = shufflevector <128 x float> %wide.vec, <128 x float> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec13 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %strided.vec14 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <32 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62, i32 66, i32 70, i32 74, i32 78, i32 82, i32 86, i32 90, i32 94, i32 98, i32 102, i32 106, i32 110, i32 114, i32 118, i32 122, i32 126>
  %strided.vec15 = shufflevector <128 x float> %wide.vec, <128 x float> poison, <32 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63, i32 67, i32 71, i32 75, i32 79, i32 83, i32 87, i32 91, i32 95, i32 99, i32 103, i32 107, i32 111, i32 115, i32 119, i32 123, i32 127>
  %3 = getelementptr inbounds %struct.particle, %struct.particle* %p, <32 x i64> %vec.ind, i32 0
  %4 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %broadcast.splat, <32 x float> %strided.vec14, <32 x float> %strided.vec)
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %4, <32 x float*> %3, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %5 = getelementptr inbounds %struct.particle, %struct.particle* %p, <32 x i64> %vec.ind, i32 1
  %6 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %broadcast.splat, <32 x float> %strided.vec15, <32 x float> %strided.vec13)
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %6, <32 x float*> %5, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>)
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !57

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %vx = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 2
  %8 = load float, float* %vx, align 4
  %x = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 0
  %9 = load float, float* %x, align 4
  %10 = tail call float @llvm.fmuladd.f32(float %dt, float %8, float %9)
  store float %10, float* %x, align 4
  %vy = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 3
  %11 = load float, float* %vy, align 4
  %y = getelementptr inbounds %struct.particle, %struct.particle* %p, i64 %indvars.iv, i32 1
  %12 = load float, float* %y, align 4
  %13 = tail call float @llvm.fmuladd.f32(float %dt, float %11, float %12)
  store float %13, float* %y, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !58

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @set_flag(%struct.item* noalias nocapture noundef %it, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 33
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 31
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 32, i64 %n.mod.vf
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
  %17 = or i64 %index, 16
  %18 = or i64 %index, 17
  %19 = or i64 %index, 18
  %20 = or i64 %index, 19
  %21 = or i64 %index, 20
  %22 = or i64 %index, 21
  %23 = or i64 %index, 22
  %24 = or i64 %index, 23
  %25 = or i64 %index, 24
  %26 = or i64 %index, 25
  %27 = or i64 %index, 26
  %28 = or i64 %index, 27
  %29 = or i64 %index, 28
  %30 = or i64 %index, 29
  %31 = or i64 %index, 30
  %32 = or i64 %index, 31
  %33 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %index, i32 0
  %34 = bitcast i8* %33 to <128 x i8>*
  %wide.vec = load <128 x i8>, <128 x i8>* %34, align 1
  %strided.vec = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <32 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60, i32 64, i32 68, i32 72, i32 76, i32 80, i32 84, i32 88, i32 92, i32 96, i32 100, i32 104, i32 108, i32 112, i32 116, i32 120, i32 124>
  %strided.vec9 = shufflevector <128 x i8> %wide.vec, <128 x i8> poison, <32 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61, i32 65, i32 69, i32 73, i32 77, i32 81, i32 85, i32 89, i32 93, i32 97, i32 101, i32 105, i32 109, i32 113, i32 117, i32 121, i32 125>
  %35 = and <32 x i8> %strided.vec, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %36 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %index, i32 1
  %37 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %2, i32 1
  %38 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %3, i32 1
  %39 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %4, i32 1
  %40 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %5, i32 1
  %41 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %6, i32 1
  %42 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %7, i32 1
  %43 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %8, i32 1
  %44 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %9, i32 1
  %45 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %10, i32 1
  %46 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %11, i32 1
  %47 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %12, i32 1
  %48 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %13, i32 1
  %49 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %14, i32 1
  %50 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %15, i32 1
  %51 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %16, i32 1
  %52 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %17, i32 1
  %53 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %18, i32 1
  %54 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %19, i32 1
  %55 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %20, i32 1
  %56 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %21, i32 1
  %57 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %22, i32 1
  %58 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %23, i32 1
  %59 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %24, i32 1
  %60 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %25, i32 1
  %61 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %26, i32 1
  %62 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %27, i32 1
  %63 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %28, i32 1
  %64 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %29, i32 1
  %65 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %30, i32 1
  %66 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %31, i32 1
  %67 = getelementptr inbounds %struct.item, %struct.item* %it, i64 %32, i32 1
  %68 = or <32 x i8> %strided.vec9, %35
  %69 = extractelement <32 x i8> %68, i64 0
  store i8 %69, i8* %36, align 1
  %70 = extractelement <32 x i8> %68, i64 1
  store i8 %70, i8* %37, align 1
  %71 = extractelement <32 x i8> %68, i64 2
  store i8 %71, i8* %38, align 1
  %72 = extractelement <32 x i8> %68, i64 3
  store i8 %72, i8* %39, align 1
  %73 = extractelement <32 x i8> %68, i64 4
  store i8 %73, i8* %40, align 1
  %74 = extractelement <32 x i8> %68, i64 5
  store i8 %74, i8* %41, align 1
  %75 = extractelement <32 x i8> %68, i64 6
  store i8 %75, i8* %42, align 1
  %76 = extractelement <32 x i8> %68, i64 7
  store i8 %76, i8* %43, align 1
  %77 = extractelement <32 x i8> %68, i64 8
  store i8 %77, i8* %44, align 1
  %78 = extractelement <32 x i8> %68, i64 9
  store i8 %78, i8* %45, align 1
  %79 = extractelement <32 x i8> %68, i64 10
  store i8 %79, i8* %46, align 1
  %80 = extractelement <32 x i8> %68, i64 11
  store i8 %80, i8* %47, align 1
  %81 = extractelement <32 x i8> %68, i64 12
  store i8 %81, i8* %48, align 1
  %82 = extractelement <32 x i8> %68, i64 13
  store i8 %82, i8* %49, align 1
  %83 = extractelement <32 x i8> %68, i64 14
  store i8 %83, i8* %50, align 1
  %84 = extractelement <32 x i8> %68, i64 15
  store i8 %84, i8* %51, align 1
  %85 = extractelement <32 x i8> %68, i64 16
  store i8 %85, i8* %52, align 1
  %86 = extractelement <32 x i8> %68, i64 17
  store i8 %86, i8* %53, align 1
  %87 = extractelement <32 x i8> %68, i64 18
  store i8 %87, i8* %54, align 1
  %88 = extractelement <32 x i8> %68, i64 19
  store i8 %88, i8* %55, align 1
  %89 = extractelement <32 x i8> %68, i64 20
  store i8 %89, i8* %56, align 1
  %90 = extractelement <32 x i8> %68, i64 21
  store i8 %90, i8* %57, align 1
  %91 = extractelement <32 x i8> %68, i64 22
  store i8 %91, i8* %58, align 1
  %92 = extractelement <32 x i8> %68, i64 23
  store i8 %92, i8* %59, align 1
  %93 = extractelement <32 x i8> %68, i64 24
  store i8 %93, i8* %60, align 1
  %94 = extractelement <32 x i8> %68, i64 25
  store i8 %94, i8* %61, align 1
  %95 = extractelement <32 x i8> %68, i64 26
  store i8 %95, i8* %62, align 1
  %96 = extractelement <32 x i8> %68, i64 27
  store i8 %96, i8* %63, align 1
  %97 = extractelement <32 x i8> %68, i64 28
  store i8 %97, i8* %64, align 1
  %98 = extractelement <32 x i8> %68, i64 29
  store i8 %98, i8* %65, align 1
  %99 = extractelement <32 x i8> %68, i64 30
  store i8 %99, i8* %66, align 1
  %100 = extractelement <32 x i8> %68, i64 31
  store i8 %100, i8* %67, align 1
  %index.next = add nuw i64 %index, 32
  %101 = icmp eq i64 %index.next, %n.vec
  br i1 %101, label %for.body.preheader10, label %vector.body, !llvm.loop !59

for.body.preheader10:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %kind = getelementptr inbounds %struct.item, %struct.item* %it, i64 %indvars.iv, i32 0
  %102 = load i8, i8* %kind, align 2
  %103 = and i8 %102, 1
  %flags = getelementptr inbounds %struct.item, %struct.item* %it, i64 %indvars.iv, i32 1
  %104 = load i8, i8* %flags, align 1
  %or5 = or i8 %104, %103
  store i8 %or5, i8* %flags, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !60

for.end:                                          ; preds = %for.body, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cond_split(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
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
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %5, align 4
  %6 = fcmp ogt <32 x float> %wide.load, zeroinitializer
  %7 = shl nuw nsw <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %8 = getelementptr inbounds float, float* %out, <32 x i64> %7
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load, <32 x float*> %8, i32 4, <32 x i1> %6)
  %9 = fneg <32 x float> %wide.load
  %10 = or <32 x i64> %7, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %11 = getelementptr inbounds float, float* %out, <32 x i64> %10
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %9, <32 x float*> %11, i32 4, <32 x i1> %6)
  %index.next = or i64 %index, 32
  %12 = getelementptr inbounds float, float* %a, i64 %index.next
  %13 = bitcast float* %12 to <32 x float>*
  %wide.load.1 = load <32 x float>, <32 x float>* %13, align 4
  %14 = fcmp ogt <32 x float> %wide.load.1, zeroinitializer
  %vec.ind.next = shl <32 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %15 = add <32 x i64> %vec.ind.next, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %16 = getelementptr inbounds float, float* %out, <32 x i64> %15
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.1, <32 x float*> %16, i32 4, <32 x i1> %14)
  %17 = fneg <32 x float> %wide.load.1
  %18 = or <32 x i64> %15, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %19 = getelementptr inbounds float, float* %out, <32 x i64> %18
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %17, <32 x float*> %19, i32 4, <32 x i1> %14)
  %index.next.1 = add nuw i64 %index, 64
  %vec.ind.next.1 = add <32 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !61

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl <32 x i64> %vec.ind.next.1, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <32 x i64> [ <i64 0, i64 2, i64 4, i64 6, i64 8, i64 10, i64 12, i64 14, i64 16, i64 18, i64 20, i64 22, i64 24, i64 26, i64 28, i64 30, i64 32, i64 34, i64 36, i64 38, i64 40, i64 42, i64 44, i64 46, i64 48, i64 50, i64 52, i64 54, i64 56, i64 58, i64 60, i64 62>, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds float, float* %a, i64 %index.unr
  %21 = bitcast float* %20 to <32 x float>*
  %wide.load.epil = load <32 x float>, <32 x float>* %21, align 4
  %22 = fcmp ogt <32 x float> %wide.load.epil, zeroinitializer
  %23 = getelementptr inbounds float, float* %out, <32 x i64> %vec.ind.unr
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %wide.load.epil, <32 x float*> %23, i32 4, <32 x i1> %22)
  %24 = fneg <32 x float> %wide.load.epil
  %25 = or <32 x i64> %vec.ind.unr, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %26 = getelementptr inbounds float, float* %out, <32 x i64> %25
  call void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float> %24, <32 x float*> %26, i32 4, <32 x i1> %22)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader16, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %27 = load float, float* %arrayidx, align 4
  %cmp1 = fcmp ogt float %27, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %28 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx5 = getelementptr inbounds float, float* %out, i64 %28
  store float %27, float* %arrayidx5, align 4
  %fneg = fneg float %27
  %29 = or i64 %28, 1
  %arrayidx10 = getelementptr inbounds float, float* %out, i64 %29
  store float %fneg, float* %arrayidx10, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !62

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cond_rgb(i8* noalias nocapture noundef writeonly %rgb, i8* noalias nocapture noundef readonly %mask, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader218, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = icmp ugt i64 %0, 4294967295
  %2 = trunc i64 %0 to i32
  %mul12 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %2, i32 3)
  %mul.result = extractvalue { i32, i1 } %mul12, 0
  %mul.overflow = extractvalue { i32, i1 } %mul12, 1
  %3 = icmp eq i32 %mul.result, -1
  %4 = or i1 %3, %mul.overflow
  %5 = trunc i64 %0 to i32
  %mul13 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %5, i32 3)
  %mul.result14 = extractvalue { i32, i1 } %mul13, 0
  %mul.overflow15 = extractvalue { i32, i1 } %mul13, 1
  %6 = icmp ugt i32 %mul.result14, -3
  %7 = or i1 %6, %mul.overflow15
  %8 = icmp ugt i64 %0, 4294967295
  %9 = or i1 %7, %8
  %scevgep = getelementptr i8, i8* %rgb, i64 1
  %mul16 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 3)
  %mul.result17 = extractvalue { i64, i1 } %mul16, 0
  %mul.overflow18 = extractvalue { i64, i1 } %mul16, 1
  %10 = getelementptr i8, i8* %scevgep, i64 %mul.result17
  %11 = icmp ult i8* %10, %scevgep
  %12 = or i1 %11, %mul.overflow18
  %scevgep19 = getelementptr i8, i8* %rgb, i64 2
  %mul20 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 3)
  %mul.result21 = extractvalue { i64, i1 } %mul20, 0
  %mul.overflow22 = extractvalue { i64, i1 } %mul20, 1
  %13 = getelementptr i8, i8* %scevgep19, i64 %mul.result21
  %14 = icmp ult i8* %13, %scevgep19
  %15 = or i1 %14, %mul.overflow22
  %mul23 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 3)
  %mul.result24 = extractvalue { i64, i1 } %mul23, 0
  %mul.overflow25 = extractvalue { i64, i1 } %mul23, 1
  %16 = getelementptr i8, i8* %rgb, i64 %mul.result24
  %17 = icmp ult i8* %16, %rgb
  %18 = or i1 %17, %mul.overflow25
  %19 = or i1 %4, %1
  %20 = or i1 %19, %9
  %21 = or i1 %20, %12
  %22 = or i1 %21, %15
  %23 = or i1 %22, %18
  br i1 %23, label %for.body.preheader218, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue217, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue217 ]
  %vec.ind26 = phi <32 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, %vector.ph ], [ %vec.ind.next27, %pred.store.continue217 ]
  %24 = getelementptr inbounds i8, i8* %mask, i64 %index
  %25 = bitcast i8* %24 to <32 x i8>*
  %wide.load = load <32 x i8>, <32 x i8>* %25, align 1
  %26 = trunc <32 x i8> %wide.load to <32 x i1>
  %27 = mul nsw <32 x i32> %vec.ind26, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %28 = zext <32 x i32> %27 to <32 x i64>
  %29 = extractelement <32 x i1> %26, i64 0
  br i1 %29, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %vector.body
  %30 = extractelement <32 x i64> %28, i64 0
  %31 = getelementptr inbounds i8, i8* %rgb, i64 %30
  store i8 0, i8* %31, align 1
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %vector.body
  %32 = extractelement <32 x i1> %26, i64 1
  br i1 %32, label %pred.store.if28, label %pred.store.continue29

pred.store.if28:                                  ; preds = %pred.store.continue
  %33 = extractelement <32 x i64> %28, i64 1
  %34 = getelementptr inbounds i8, i8* %rgb, i64 %33
  store i8 0, i8* %34, align 1
  br label %pred.store.continue29

pred.store.continue29:                            ; preds = %pred.store.if28, %pred.store.continue
  %35 = extractelement <32 x i1> %26, i64 2
  br i1 %35, label %pred.store.if30, label %pred.store.continue31

pred.store.if30:                                  ; preds = %pred.store.continue29
  %36 = extractelement <32 x i64> %28, i64 2
  %37 = getelementptr inbounds i8, i8* %rgb, i64 %36
  store i8 0, i8* %37, align 1
  br label %pred.store.continue31

pred.store.continue31:                            ; preds = %pred.store.if30, %pred.store.continue29
  %38 = extractelement <32 x i1> %26, i64 3
  br i1 %38, label %pred.store.if32, label %pred.store.continue33

pred.store.if32:                                  ; preds = %pred.store.continue31
  %39 = extractelement <32 x i64> %28, i64 3
  %40 = getelementptr inbounds i8, i8* %rgb, i64 %39
  store i8 0, i8* %40, align 1
  br label %pred.store.continue33

pred.store.continue33:                            ; preds = %pred.store.if32, %pred.store.continue31
  %41 = extractelement <32 x i1> %26, i64 4
  br i1 %41, label %pred.store.if34, label %pred.store.continue35

pred.store.if34:                                  ; preds = %pred.store.continue33
  %42 = extractelement <32 x i64> %28, i64 4
  %43 = getelementptr inbounds i8, i8* %rgb, i64 %42
  store i8 0, i8* %43, align 1
  br label %pred.store.continue35

pred.store.continue35:                            ; preds = %pred.store.if34, %pred.store.continue33
  %44 = extractelement <32 x i1> %26, i64 5
  br i1 %44, label %pred.store.if36, label %pred.store.continue37

pred.store.if36:                                  ; preds = %pred.store.continue35
  %45 = extractelement <32 x i64> %28, i64 5
  %46 = getelementptr inbounds i8, i8* %rgb, i64 %45
  store i8 0, i8* %46, align 1
  br label %pred.store.continue37

pred.store.continue37:                            ; preds = %pred.store.if36, %pred.store.continue35
  %47 = extractelement <32 x i1> %26, i64 6
  br i1 %47, label %pred.store.if38, label %pred.store.continue39

pred.store.if38:                                  ; preds = %pred.store.continue37
  %48 = extractelement <32 x i64> %28, i64 6
  %49 = getelementptr inbounds i8, i8* %rgb, i64 %48
  store i8 0, i8* %49, align 1
  br label %pred.store.continue39

pred.store.continue39:                            ; preds = %pred.store.if38, %pred.store.continue37
  %50 = extractelement <32 x i1> %26, i64 7
  br i1 %50, label %pred.store.if40, label %pred.store.continue41

pred.store.if40:                                  ; preds = %pred.store.continue39
  %51 = extractelement <32 x i64> %28, i64 7
  %52 = getelementptr inbounds i8, i8* %rgb, i64 %51
  store i8 0, i8* %52, align 1
  br label %pred.store.continue41

pred.store.continue41:                            ; preds = %pred.store.if40, %pred.store.continue39
  %53 = extractelement <32 x i1> %26, i64 8
  br i1 %53, label %pred.store.if42, label %pred.store.continue43

pred.store.if42:                                  ; preds = %pred.store.continue41
  %54 = extractelement <32 x i64> %28, i64 8
  %55 = getelementptr inbounds i8, i8* %rgb, i64 %54
  store i8 0, i8* %55, align 1
  br label %pred.store.continue43

pred.store.continue43:                            ; preds = %pred.store.if42, %pred.store.continue41
  %56 = extractelement <32 x i1> %26, i64 9
  br i1 %56, label %pred.store.if44, label %pred.store.continue45

pred.store.if44:                                  ; preds = %pred.store.continue43
  %57 = extractelement <32 x i64> %28, i64 9
  %58 = getelementptr inbounds i8, i8* %rgb, i64 %57
  store i8 0, i8* %58, align 1
  br label %pred.store.continue45

pred.store.continue45:                            ; preds = %pred.store.if44, %pred.store.continue43
  %59 = extractelement <32 x i1> %26, i64 10
  br i1 %59, label %pred.store.if46, label %pred.store.continue47

pred.store.if46:                                  ; preds = %pred.store.continue45
  %60 = extractelement <32 x i64> %28, i64 10
  %61 = getelementptr inbounds i8, i8* %rgb, i64 %60
  store i8 0, i8* %61, align 1
  br label %pred.store.continue47

pred.store.continue47:                            ; preds = %pred.store.if46, %pred.store.continue45
  %62 = extractelement <32 x i1> %26, i64 11
  br i1 %62, label %pred.store.if48, label %pred.store.continue49

pred.store.if48:                                  ; preds = %pred.store.continue47
  %63 = extractelement <32 x i64> %28, i64 11
  %64 = getelementptr inbounds i8, i8* %rgb, i64 %63
  store i8 0, i8* %64, align 1
  br label %pred.store.continue49

pred.store.continue49:                            ; preds = %pred.store.if48, %pred.store.continue47
  %65 = extractelement <32 x i1> %26, i64 12
  br i1 %65, label %pred.store.if50, label %pred.store.continue51

pred.store.if50:                                  ; preds = %pred.store.continue49
  %66 = extractelement <32 x i64> %28, i64 12
  %67 = getelementptr inbounds i8, i8* %rgb, i64 %66
  store i8 0, i8* %67, align 1
  br label %pred.store.continue51

pred.store.continue51:                            ; preds = %pred.store.if50, %pred.store.continue49
  %68 = extractelement <32 x i1> %26, i64 13
  br i1 %68, label %pred.store.if52, label %pred.store.continue53

pred.store.if52:                                  ; preds = %pred.store.continue51
  %69 = extractelement <32 x i64> %28, i64 13
  %70 = getelementptr inbounds i8, i8* %rgb, i64 %69
  store i8 0, i8* %70, align 1
  br label %pred.store.continue53

pred.store.continue53:                            ; preds = %pred.store.if52, %pred.store.continue51
  %71 = extractelement <32 x i1> %26, i64 14
  br i1 %71, label %pred.store.if54, label %pred.store.continue55

pred.store.if54:                                  ; preds = %pred.store.continue53
  %72 = extractelement <32 x i64> %28, i64 14
  %73 = getelementptr inbounds i8, i8* %rgb, i64 %72
  store i8 0, i8* %73, align 1
  br label %pred.store.continue55

pred.store.continue55:                            ; preds = %pred.store.if54, %pred.store.continue53
  %74 = extractelement <32 x i1> %26, i64 15
  br i1 %74, label %pred.store.if56, label %pred.store.continue57

pred.store.if56:                                  ; preds = %pred.store.continue55
  %75 = extractelement <32 x i64> %28, i64 15
  %76 = getelementptr inbounds i8, i8* %rgb, i64 %75
  store i8 0, i8* %76, align 1
  br label %pred.store.continue57

pred.store.continue57:                            ; preds = %pred.store.if56, %pred.store.continue55
  %77 = extractelement <32 x i1> %26, i64 16
  br i1 %77, label %pred.store.if58, label %pred.store.continue59

pred.store.if58:                                  ; preds = %pred.store.continue57
  %78 = extractelement <32 x i64> %28, i64 16
  %79 = getelementptr inbounds i8, i8* %rgb, i64 %78
  store i8 0, i8* %79, align 1
  br label %pred.store.continue59

pred.store.continue59:                            ; preds = %pred.store.if58, %pred.store.continue57
  %80 = extractelement <32 x i1> %26, i64 17
  br i1 %80, label %pred.store.if60, label %pred.store.continue61

pred.store.if60:                                  ; preds = %pred.store.continue59
  %81 = extractelement <32 x i64> %28, i64 17
  %82 = getelementptr inbounds i8, i8* %rgb, i64 %81
  store i8 0, i8* %82, align 1
  br label %pred.store.continue61

pred.store.continue61:                            ; preds = %pred.store.if60, %pred.store.continue59
  %83 = extractelement <32 x i1> %26, i64 18
  br i1 %83, label %pred.store.if62, label %pred.store.continue63

pred.store.if62:                                  ; preds = %pred.store.continue61
  %84 = extractelement <32 x i64> %28, i64 18
  %85 = getelementptr inbounds i8, i8* %rgb, i64 %84
  store i8 0, i8* %85, align 1
  br label %pred.store.continue63

pred.store.continue63:                            ; preds = %pred.store.if62, %pred.store.continue61
  %86 = extractelement <32 x i1> %26, i64 19
  br i1 %86, label %pred.store.if64, label %pred.store.continue65

pred.store.if64:                                  ; preds = %pred.store.continue63
  %87 = extractelement <32 x i64> %28, i64 19
  %88 = getelementptr inbounds i8, i8* %rgb, i64 %87
  store i8 0, i8* %88, align 1
  br label %pred.store.continue65

pred.store.continue65:                            ; preds = %pred.store.if64, %pred.store.continue63
  %89 = extractelement <32 x i1> %26, i64 20
  br i1 %89, label %pred.store.if66, label %pred.store.continue67

pred.store.if66:                                  ; preds = %pred.store.continue65
  %90 = extractelement <32 x i64> %28, i64 20
  %91 = getelementptr inbounds i8, i8* %rgb, i64 %90
  store i8 0, i8* %91, align 1
  br label %pred.store.continue67

pred.store.continue67:                            ; preds = %pred.store.if66, %pred.store.continue65
  %92 = extractelement <32 x i1> %26, i64 21
  br i1 %92, label %pred.store.if68, label %pred.store.continue69

pred.store.if68:                                  ; preds = %pred.store.continue67
  %93 = extractelement <32 x i64> %28, i64 21
  %94 = getelementptr inbounds i8, i8* %rgb, i64 %93
  store i8 0, i8* %94, align 1
  br label %pred.store.continue69

pred.store.continue69:                            ; preds = %pred.store.if68, %pred.store.continue67
  %95 = extractelement <32 x i1> %26, i64 22
  br i1 %95, label %pred.store.if70, label %pred.store.continue71

pred.store.if70:                                  ; preds = %pred.store.continue69
  %96 = extractelement <32 x i64> %28, i64 22
  %97 = getelementptr inbounds i8, i8* %rgb, i64 %96
  store i8 0, i8* %97, align 1
  br label %pred.store.continue71

pred.store.continue71:                            ; preds = %pred.store.if70, %pred.store.continue69
  %98 = extractelement <32 x i1> %26, i64 23
  br i1 %98, label %pred.store.if72, label %pred.store.continue73

pred.store.if72:                                  ; preds = %pred.store.continue71
  %99 = extractelement <32 x i64> %28, i64 23
  %100 = getelementptr inbounds i8, i8* %rgb, i64 %99
  store i8 0, i8* %100, align 1
  br label %pred.store.continue73

pred.store.continue73:                            ; preds = %pred.store.if72, %pred.store.continue71
  %101 = extractelement <32 x i1> %26, i64 24
  br i1 %101, label %pred.store.if74, label %pred.store.continue75

pred.store.if74:                                  ; preds = %pred.store.continue73
  %102 = extractelement <32 x i64> %28, i64 24
  %103 = getelementptr inbounds i8, i8* %rgb, i64 %102
  store i8 0, i8* %103, align 1
  br label %pred.store.continue75

pred.store.continue75:                            ; preds = %pred.store.if74, %pred.store.continue73
  %104 = extractelement <32 x i1> %26, i64 25
  br i1 %104, label %pred.store.if76, label %pred.store.continue77

pred.store.if76:                                  ; preds = %pred.store.continue75
  %105 = extractelement <32 x i64> %28, i64 25
  %106 = getelementptr inbounds i8, i8* %rgb, i64 %105
  store i8 0, i8* %106, align 1
  br label %pred.store.continue77

pred.store.continue77:                            ; preds = %pred.store.if76, %pred.store.continue75
  %107 = extractelement <32 x i1> %26, i64 26
  br i1 %107, label %pred.store.if78, label %pred.store.continue79

pred.store.if78:                                  ; preds = %pred.store.continue77
  %108 = extractelement <32 x i64> %28, i64 26
  %109 = getelementptr inbounds i8, i8* %rgb, i64 %108
  store i8 0, i8* %109, align 1
  br label %pred.store.continue79

pred.store.continue79:                            ; preds = %pred.store.if78, %pred.store.continue77
  %110 = extractelement <32 x i1> %26, i64 27
  br i1 %110, label %pred.store.if80, label %pred.store.continue81

pred.store.if80:                                  ; preds = %pred.store.continue79
  %111 = extractelement <32 x i64> %28, i64 27
  %112 = getelementptr inbounds i8, i8* %rgb, i64 %111
  store i8 0, i8* %112, align 1
  br label %pred.store.continue81

pred.store.continue81:                            ; preds = %pred.store.if80, %pred.store.continue79
  %113 = extractelement <32 x i1> %26, i64 28
  br i1 %113, label %pred.store.if82, label %pred.store.continue83

pred.store.if82:                                  ; preds = %pred.store.continue81
  %114 = extractelement <32 x i64> %28, i64 28
  %115 = getelementptr inbounds i8, i8* %rgb, i64 %114
  store i8 0, i8* %115, align 1
  br label %pred.store.continue83

pred.store.continue83:                            ; preds = %pred.store.if82, %pred.store.continue81
  %116 = extractelement <32 x i1> %26, i64 29
  br i1 %116, label %pred.store.if84, label %pred.store.continue85

pred.store.if84:                                  ; preds = %pred.store.continue83
  %117 = extractelement <32 x i64> %28, i64 29
  %118 = getelementptr inbounds i8, i8* %rgb, i64 %117
  store i8 0, i8* %118, align 1
  br label %pred.store.continue85

pred.store.continue85:                            ; preds = %pred.store.if84, %pred.store.continue83
  %119 = extractelement <32 x i1> %26, i64 30
  br i1 %119, label %pred.store.if86, label %pred.store.continue87

pred.store.if86:                                  ; preds = %pred.store.continue85
  %120 = extractelement <32 x i64> %28, i64 30
  %121 = getelementptr inbounds i8, i8* %rgb, i64 %120
  store i8 0, i8* %121, align 1
  br label %pred.store.continue87

pred.store.continue87:                            ; preds = %pred.store.if86, %pred.store.continue85
  %122 = extractelement <32 x i1> %26, i64 31
  br i1 %122, label %pred.store.if88, label %pred.store.continue89

pred.store.if88:                                  ; preds = %pred.store.continue87
  %123 = extractelement <32 x i64> %28, i64 31
  %124 = getelementptr inbounds i8, i8* %rgb, i64 %123
  store i8 0, i8* %124, align 1
  br label %pred.store.continue89

pred.store.continue89:                            ; preds = %pred.store.if88, %pred.store.continue87
  %125 = add nuw nsw <32 x i32> %27, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %126 = zext <32 x i32> %125 to <32 x i64>
  %127 = extractelement <32 x i1> %26, i64 0
  br i1 %127, label %pred.store.if90, label %pred.store.continue91

pred.store.if90:                                  ; preds = %pred.store.continue89
  %128 = extractelement <32 x i64> %126, i64 0
  %129 = getelementptr inbounds i8, i8* %rgb, i64 %128
  store i8 0, i8* %129, align 1
  br label %pred.store.continue91

pred.store.continue91:                            ; preds = %pred.store.if90, %pred.store.continue89
  %130 = extractelement <32 x i1> %26, i64 1
  br i1 %130, label %pred.store.if92, label %pred.store.continue93

pred.store.if92:                                  ; preds = %pred.store.continue91
  %131 = extractelement <32 x i64> %126, i64 1
  %132 = getelementptr inbounds i8, i8* %rgb, i64 %131
  store i8 0, i8* %132, align 1
  br label %pred.store.continue93

pred.store.continue93:                            ; preds = %pred.store.if92, %pred.store.continue91
  %133 = extractelement <32 x i1> %26, i64 2
  br i1 %133, label %pred.store.if94, label %pred.store.continue95

pred.store.if94:                                  ; preds = %pred.store.continue93
  %134 = extractelement <32 x i64> %126, i64 2
  %135 = getelementptr inbounds i8, i8* %rgb, i64 %134
  store i8 0, i8* %135, align 1
  br label %pred.store.continue95

pred.store.continue95:                            ; preds = %pred.store.if94, %pred.store.continue93
  %136 = extractelement <32 x i1> %26, i64 3
  br i1 %136, label %pred.store.if96, label %pred.store.continue97

pred.store.if96:                                  ; preds = %pred.store.continue95
  %137 = extractelement <32 x i64> %126, i64 3
  %138 = getelementptr inbounds i8, i8* %rgb, i64 %137
  store i8 0, i8* %138, align 1
  br label %pred.store.continue97

pred.store.continue97:                            ; preds = %pred.store.if96, %pred.store.continue95
  %139 = extractelement <32 x i1> %26, i64 4
  br i1 %139, label %pred.store.if98, label %pred.store.continue99

pred.store.if98:                                  ; preds = %pred.store.continue97
  %140 = extractelement <32 x i64> %126, i64 4
  %141 = getelementptr inbounds i8, i8* %rgb, i64 %140
  store i8 0, i8* %141, align 1
  br label %pred.store.continue99

pred.store.continue99:                            ; preds = %pred.store.if98, %pred.store.continue97
  %142 = extractelement <32 x i1> %26, i64 5
  br i1 %142, label %pred.store.if100, label %pred.store.continue101

pred.store.if100:                                 ; preds = %pred.store.continue99
  %143 = extractelement <32 x i64> %126, i64 5
  %144 = getelementptr inbounds i8, i8* %rgb, i64 %143
  store i8 0, i8* %144, align 1
  br label %pred.store.continue101

pred.store.continue101:                           ; preds = %pred.store.if100, %pred.store.continue99
  %145 = extractelement <32 x i1> %26, i64 6
  br i1 %145, label %pred.store.if102, label %pred.store.continue103

pred.store.if102:                                 ; preds = %pred.store.continue101
  %146 = extractelement <32 x i64> %126, i64 6
  %147 = getelementptr inbounds i8, i8* %rgb, i64 %146
  store i8 0, i8* %147, align 1
  br label %pred.store.continue103

pred.store.continue103:                           ; preds = %pred.store.if102, %pred.store.continue101
  %148 = extractelement <32 x i1> %26, i64 7
  br i1 %148, label %pred.store.if104, label %pred.store.continue105

pred.store.if104:                                 ; preds = %pred.store.continue103
  %149 = extractelement <32 x i64> %126, i64 7
  %150 = getelementptr inbounds i8, i8* %rgb, i64 %149
  store i8 0, i8* %150, align 1
  br label %pred.store.continue105

pred.store.continue105:                           ; preds = %pred.store.if104, %pred.store.continue103
  %151 = extractelement <32 x i1> %26, i64 8
  br i1 %151, label %pred.store.if106, label %pred.store.continue107

pred.store.if106:                                 ; preds = %pred.store.continue105
  %152 = extractelement <32 x i64> %126, i64 8
  %153 = getelementptr inbounds i8, i8* %rgb, i64 %152
  store i8 0, i8* %153, align 1
  br label %pred.store.continue107

pred.store.continue107:                           ; preds = %pred.store.if106, %pred.store.continue105
  %154 = extractelement <32 x i1> %26, i64 9
  br i1 %154, label %pred.store.if108, label %pred.store.continue109

pred.store.if108:                                 ; preds = %pred.store.continue107
  %155 = extractelement <32 x i64> %126, i64 9
  %156 = getelementptr inbounds i8, i8* %rgb, i64 %155
  store i8 0, i8* %156, align 1
  br label %pred.store.continue109

pred.store.continue109:                           ; preds = %pred.store.if108, %pred.store.continue107
  %157 = extractelement <32 x i1> %26, i64 10
  br i1 %157, label %pred.store.if110, label %pred.store.continue111

pred.store.if110:                                 ; preds = %pred.store.continue109
  %158 = extractelement <32 x i64> %126, i64 10
  %159 = getelementptr inbounds i8, i8* %rgb, i64 %158
  store i8 0, i8* %159, align 1
  br label %pred.store.continue111

pred.store.continue111:                           ; preds = %pred.store.if110, %pred.store.continue109
  %160 = extractelement <32 x i1> %26, i64 11
  br i1 %160, label %pred.store.if112, label %pred.store.continue113

pred.store.if112:                                 ; preds = %pred.store.continue111
  %161 = extractelement <32 x i64> %126, i64 11
  %162 = getelementptr inbounds i8, i8* %rgb, i64 %161
  store i8 0, i8* %162, align 1
  br label %pred.store.continue113

pred.store.continue113:                           ; preds = %pred.store.if112, %pred.store.continue111
  %163 = extractelement <32 x i1> %26, i64 12
  br i1 %163, label %pred.store.if114, label %pred.store.continue115

pred.store.if114:                                 ; preds = %pred.store.continue113
  %164 = extractelement <32 x i64> %126, i64 12
  %165 = getelementptr inbounds i8, i8* %rgb, i64 %164
  store i8 0, i8* %165, align 1
  br label %pred.store.continue115

pred.store.continue115:                           ; preds = %pred.store.if114, %pred.store.continue113
  %166 = extractelement <32 x i1> %26, i64 13
  br i1 %166, label %pred.store.if116, label %pred.store.continue117

pred.store.if116:                                 ; preds = %pred.store.continue115
  %167 = extractelement <32 x i64> %126, i64 13
  %168 = getelementptr inbounds i8, i8* %rgb, i64 %167
  store i8 0, i8* %168, align 1
  br label %pred.store.continue117

pred.store.continue117:                           ; preds = %pred.store.if116, %pred.store.continue115
  %169 = extractelement <32 x i1> %26, i64 14
  br i1 %169, label %pred.store.if118, label %pred.store.continue119

pred.store.if118:                                 ; preds = %pred.store.continue117
  %170 = extractelement <32 x i64> %126, i64 14
  %171 = getelementptr inbounds i8, i8* %rgb, i64 %170
  store i8 0, i8* %171, align 1
  br label %pred.store.continue119

pred.store.continue119:                           ; preds = %pred.store.if118, %pred.store.continue117
  %172 = extractelement <32 x i1> %26, i64 15
  br i1 %172, label %pred.store.if120, label %pred.store.continue121

pred.store.if120:                                 ; preds = %pred.store.continue119
  %173 = extractelement <32 x i64> %126, i64 15
  %174 = getelementptr inbounds i8, i8* %rgb, i64 %173
  store i8 0, i8* %174, align 1
  br label %pred.store.continue121

pred.store.continue121:                           ; preds = %pred.store.if120, %pred.store.continue119
  %175 = extractelement <32 x i1> %26, i64 16
  br i1 %175, label %pred.store.if122, label %pred.store.continue123

pred.store.if122:                                 ; preds = %pred.store.continue121
  %176 = extractelement <32 x i64> %126, i64 16
  %177 = getelementptr inbounds i8, i8* %rgb, i64 %176
  store i8 0, i8* %177, align 1
  br label %pred.store.continue123

pred.store.continue123:                           ; preds = %pred.store.if122, %pred.store.continue121
  %178 = extractelement <32 x i1> %26, i64 17
  br i1 %178, label %pred.store.if124, label %pred.store.continue125

pred.store.if124:                                 ; preds = %pred.store.continue123
  %179 = extractelement <32 x i64> %126, i64 17
  %180 = getelementptr inbounds i8, i8* %rgb, i64 %179
  store i8 0, i8* %180, align 1
  br label %pred.store.continue125

pred.store.continue125:                           ; preds = %pred.store.if124, %pred.store.continue123
  %181 = extractelement <32 x i1> %26, i64 18
  br i1 %181, label %pred.store.if126, label %pred.store.continue127

pred.store.if126:                                 ; preds = %pred.store.continue125
  %182 = extractelement <32 x i64> %126, i64 18
  %183 = getelementptr inbounds i8, i8* %rgb, i64 %182
  store i8 0, i8* %183, align 1
  br label %pred.store.continue127

pred.store.continue127:                           ; preds = %pred.store.if126, %pred.store.continue125
  %184 = extractelement <32 x i1> %26, i64 19
  br i1 %184, label %pred.store.if128, label %pred.store.continue129

pred.store.if128:                                 ; preds = %pred.store.continue127
  %185 = extractelement <32 x i64> %126, i64 19
  %186 = getelementptr inbounds i8, i8* %rgb, i64 %185
  store i8 0, i8* %186, align 1
  br label %pred.store.continue129

pred.store.continue129:                           ; preds = %pred.store.if128, %pred.store.continue127
  %187 = extractelement <32 x i1> %26, i64 20
  br i1 %187, label %pred.store.if130, label %pred.store.continue131

pred.store.if130:                                 ; preds = %pred.store.continue129
  %188 = extractelement <32 x i64> %126, i64 20
  %189 = getelementptr inbounds i8, i8* %rgb, i64 %188
  store i8 0, i8* %189, align 1
  br label %pred.store.continue131

pred.store.continue131:                           ; preds = %pred.store.if130, %pred.store.continue129
  %190 = extractelement <32 x i1> %26, i64 21
  br i1 %190, label %pred.store.if132, label %pred.store.continue133

pred.store.if132:                                 ; preds = %pred.store.continue131
  %191 = extractelement <32 x i64> %126, i64 21
  %192 = getelementptr inbounds i8, i8* %rgb, i64 %191
  store i8 0, i8* %192, align 1
  br label %pred.store.continue133

pred.store.continue133:                           ; preds = %pred.store.if132, %pred.store.continue131
  %193 = extractelement <32 x i1> %26, i64 22
  br i1 %193, label %pred.store.if134, label %pred.store.continue135

pred.store.if134:                                 ; preds = %pred.store.continue133
  %194 = extractelement <32 x i64> %126, i64 22
  %195 = getelementptr inbounds i8, i8* %rgb, i64 %194
  store i8 0, i8* %195, align 1
  br label %pred.store.continue135

pred.store.continue135:                           ; preds = %pred.store.if134, %pred.store.continue133
  %196 = extractelement <32 x i1> %26, i64 23
  br i1 %196, label %pred.store.if136, label %pred.store.continue137

pred.store.if136:                                 ; preds = %pred.store.continue135
  %197 = extractelement <32 x i64> %126, i64 23
  %198 = getelementptr inbounds i8, i8* %rgb, i64 %197
  store i8 0, i8* %198, align 1
  br label %pred.store.continue137

pred.store.continue137:                           ; preds = %pred.store.if136, %pred.store.continue135
  %199 = extractelement <32 x i1> %26, i64 24
  br i1 %199, label %pred.store.if138, label %pred.store.continue139

pred.store.if138:                                 ; preds = %pred.store.continue137
  %200 = extractelement <32 x i64> %126, i64 24
  %201 = getelementptr inbounds i8, i8* %rgb, i64 %200
  store i8 0, i8* %201, align 1
  br label %pred.store.continue139

pred.store.continue139:                           ; preds = %pred.store.if138, %pred.store.continue137
  %202 = extractelement <32 x i1> %26, i64 25
  br i1 %202, label %pred.store.if140, label %pred.store.continue141

pred.store.if140:                                 ; preds = %pred.store.continue139
  %203 = extractelement <32 x i64> %126, i64 25
  %204 = getelementptr inbounds i8, i8* %rgb, i64 %203
  store i8 0, i8* %204, align 1
  br label %pred.store.continue141

pred.store.continue141:                           ; preds = %pred.store.if140, %pred.store.continue139
  %205 = extractelement <32 x i1> %26, i64 26
  br i1 %205, label %pred.store.if142, label %pred.store.continue143

pred.store.if142:                                 ; preds = %pred.store.continue141
  %206 = extractelement <32 x i64> %126, i64 26
  %207 = getelementptr inbounds i8, i8* %rgb, i64 %206
  store i8 0, i8* %207, align 1
  br label %pred.store.continue143

pred.store.continue143:                           ; preds = %pred.store.if142, %pred.store.continue141
  %208 = extractelement <32 x i1> %26, i64 27
  br i1 %208, label %pred.store.if144, label %pred.store.continue145

pred.store.if144:                                 ; preds = %pred.store.continue143
  %209 = extractelement <32 x i64> %126, i64 27
  %210 = getelementptr inbounds i8, i8* %rgb, i64 %209
  store i8 0, i8* %210, align 1
  br label %pred.store.continue145

pred.store.continue145:                           ; preds = %pred.store.if144, %pred.store.continue143
  %211 = extractelement <32 x i1> %26, i64 28
  br i1 %211, label %pred.store.if146, label %pred.store.continue147

pred.store.if146:                                 ; preds = %pred.store.continue145
  %212 = extractelement <32 x i64> %126, i64 28
  %213 = getelementptr inbounds i8, i8* %rgb, i64 %212
  store i8 0, i8* %213, align 1
  br label %pred.store.continue147

pred.store.continue147:                           ; preds = %pred.store.if146, %pred.store.continue145
  %214 = extractelement <32 x i1> %26, i64 29
  br i1 %214, label %pred.store.if148, label %pred.store.continue149

pred.store.if148:                                 ; preds = %pred.store.continue147
  %215 = extractelement <32 x i64> %126, i64 29
  %216 = getelementptr inbounds i8, i8* %rgb, i64 %215
  store i8 0, i8* %216, align 1
  br label %pred.store.continue149

pred.store.continue149:                           ; preds = %pred.store.if148, %pred.store.continue147
  %217 = extractelement <32 x i1> %26, i64 30
  br i1 %217, label %pred.store.if150, label %pred.store.continue151

pred.store.if150:                                 ; preds = %pred.store.continue149
  %218 = extractelement <32 x i64> %126, i64 30
  %219 = getelementptr inbounds i8, i8* %rgb, i64 %218
  store i8 0, i8* %219, align 1
  br label %pred.store.continue151

pred.store.continue151:                           ; preds = %pred.store.if150, %pred.store.continue149
  %220 = extractelement <32 x i1> %26, i64 31
  br i1 %220, label %pred.store.if152, label %pred.store.continue153

pred.store.if152:                                 ; preds = %pred.store.continue151
  %221 = extractelement <32 x i64> %126, i64 31
  %222 = getelementptr inbounds i8, i8* %rgb, i64 %221
  store i8 0, i8* %222, align 1
  br label %pred.store.continue153

pred.store.continue153:                           ; preds = %pred.store.if152, %pred.store.continue151
  %223 = add nuw nsw <32 x i32> %27, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %224 = zext <32 x i32> %223 to <32 x i64>
  %225 = extractelement <32 x i1> %26, i64 0
  br i1 %225, label %pred.store.if154, label %pred.store.continue155

pred.store.if154:                                 ; preds = %pred.store.continue153
  %226 = extractelement <32 x i64> %224, i64 0
  %227 = getelementptr inbounds i8, i8* %rgb, i64 %226
  store i8 0, i8* %227, align 1
  br label %pred.store.continue155

pred.store.continue155:                           ; preds = %pred.store.if154, %pred.store.continue153
  %228 = extractelement <32 x i1> %26, i64 1
  br i1 %228, label %pred.store.if156, label %pred.store.continue157

pred.store.if156:                                 ; preds = %pred.store.continue155
  %229 = extractelement <32 x i64> %224, i64 1
  %230 = getelementptr inbounds i8, i8* %rgb, i64 %229
  store i8 0, i8* %230, align 1
  br label %pred.store.continue157

pred.store.continue157:                           ; preds = %pred.store.if156, %pred.store.continue155
  %231 = extractelement <32 x i1> %26, i64 2
  br i1 %231, label %pred.store.if158, label %pred.store.continue159

pred.store.if158:                                 ; preds = %pred.store.continue157
  %232 = extractelement <32 x i64> %224, i64 2
  %233 = getelementptr inbounds i8, i8* %rgb, i64 %232
  store i8 0, i8* %233, align 1
  br label %pred.store.continue159

pred.store.continue159:                           ; preds = %pred.store.if158, %pred.store.continue157
  %234 = extractelement <32 x i1> %26, i64 3
  br i1 %234, label %pred.store.if160, label %pred.store.continue161

pred.store.if160:                                 ; preds = %pred.store.continue159
  %235 = extractelement <32 x i64> %224, i64 3
  %236 = getelementptr inbounds i8, i8* %rgb, i64 %235
  store i8 0, i8* %236, align 1
  br label %pred.store.continue161

pred.store.continue161:                           ; preds = %pred.store.if160, %pred.store.continue159
  %237 = extractelement <32 x i1> %26, i64 4
  br i1 %237, label %pred.store.if162, label %pred.store.continue163

pred.store.if162:                                 ; preds = %pred.store.continue161
  %238 = extractelement <32 x i64> %224, i64 4
  %239 = getelementptr inbounds i8, i8* %rgb, i64 %238
  store i8 0, i8* %239, align 1
  br label %pred.store.continue163

pred.store.continue163:                           ; preds = %pred.store.if162, %pred.store.continue161
  %240 = extractelement <32 x i1> %26, i64 5
  br i1 %240, label %pred.store.if164, label %pred.store.continue165

pred.store.if164:                                 ; preds = %pred.store.continue163
  %241 = extractelement <32 x i64> %224, i64 5
  %242 = getelementptr inbounds i8, i8* %rgb, i64 %241
  store i8 0, i8* %242, align 1
  br label %pred.store.continue165

pred.store.continue165:                           ; preds = %pred.store.if164, %pred.store.continue163
  %243 = extractelement <32 x i1> %26, i64 6
  br i1 %243, label %pred.store.if166, label %pred.store.continue167

pred.store.if166:                                 ; preds = %pred.store.continue165
  %244 = extractelement <32 x i64> %224, i64 6
  %245 = getelementptr inbounds i8, i8* %rgb, i64 %244
  store i8 0, i8* %245, align 1
  br label %pred.store.continue167

pred.store.continue167:                           ; preds = %pred.store.if166, %pred.store.continue165
  %246 = extractelement <32 x i1> %26, i64 7
  br i1 %246, label %pred.store.if168, label %pred.store.continue169

pred.store.if168:                                 ; preds = %pred.store.continue167
  %247 = extractelement <32 x i64> %224, i64 7
  %248 = getelementptr inbounds i8, i8* %rgb, i64 %247
  store i8 0, i8* %248, align 1
  br label %pred.store.continue169

pred.store.continue169:                           ; preds = %pred.store.if168, %pred.store.continue167
  %249 = extractelement <32 x i1> %26, i64 8
  br i1 %249, label %pred.store.if170, label %pred.store.continue171

pred.store.if170:                                 ; preds = %pred.store.continue169
  %250 = extractelement <32 x i64> %224, i64 8
  %251 = getelementptr inbounds i8, i8* %rgb, i64 %250
  store i8 0, i8* %251, align 1
  br label %pred.store.continue171

pred.store.continue171:                           ; preds = %pred.store.if170, %pred.store.continue169
  %252 = extractelement <32 x i1> %26, i64 9
  br i1 %252, label %pred.store.if172, label %pred.store.continue173

pred.store.if172:                                 ; preds = %pred.store.continue171
  %253 = extractelement <32 x i64> %224, i64 9
  %254 = getelementptr inbounds i8, i8* %rgb, i64 %253
  store i8 0, i8* %254, align 1
  br label %pred.store.continue173

pred.store.continue173:                           ; preds = %pred.store.if172, %pred.store.continue171
  %255 = extractelement <32 x i1> %26, i64 10
  br i1 %255, label %pred.store.if174, label %pred.store.continue175

pred.store.if174:                                 ; preds = %pred.store.continue173
  %256 = extractelement <32 x i64> %224, i64 10
  %257 = getelementptr inbounds i8, i8* %rgb, i64 %256
  store i8 0, i8* %257, align 1
  br label %pred.store.continue175

pred.store.continue175:                           ; preds = %pred.store.if174, %pred.store.continue173
  %258 = extractelement <32 x i1> %26, i64 11
  br i1 %258, label %pred.store.if176, label %pred.store.continue177

pred.store.if176:                                 ; preds = %pred.store.continue175
  %259 = extractelement <32 x i64> %224, i64 11
  %260 = getelementptr inbounds i8, i8* %rgb, i64 %259
  store i8 0, i8* %260, align 1
  br label %pred.store.continue177

pred.store.continue177:                           ; preds = %pred.store.if176, %pred.store.continue175
  %261 = extractelement <32 x i1> %26, i64 12
  br i1 %261, label %pred.store.if178, label %pred.store.continue179

pred.store.if178:                                 ; preds = %pred.store.continue177
  %262 = extractelement <32 x i64> %224, i64 12
  %263 = getelementptr inbounds i8, i8* %rgb, i64 %262
  store i8 0, i8* %263, align 1
  br label %pred.store.continue179

pred.store.continue179:                           ; preds = %pred.store.if178, %pred.store.continue177
  %264 = extractelement <32 x i1> %26, i64 13
  br i1 %264, label %pred.store.if180, label %pred.store.continue181

pred.store.if180:                                 ; preds = %pred.store.continue179
  %265 = extractelement <32 x i64> %224, i64 13
  %266 = getelementptr inbounds i8, i8* %rgb, i64 %265
  store i8 0, i8* %266, align 1
  br label %pred.store.continue181

pred.store.continue181:                           ; preds = %pred.store.if180, %pred.store.continue179
  %267 = extractelement <32 x i1> %26, i64 14
  br i1 %267, label %pred.store.if182, label %pred.store.continue183

pred.store.if182:                                 ; preds = %pred.store.continue181
  %268 = extractelement <32 x i64> %224, i64 14
  %269 = getelementptr inbounds i8, i8* %rgb, i64 %268
  store i8 0, i8* %269, align 1
  br label %pred.store.continue183

pred.store.continue183:                           ; preds = %pred.store.if182, %pred.store.continue181
  %270 = extractelement <32 x i1> %26, i64 15
  br i1 %270, label %pred.store.if184, label %pred.store.continue185

pred.store.if184:                                 ; preds = %pred.store.continue183
  %271 = extractelement <32 x i64> %224, i64 15
  %272 = getelementptr inbounds i8, i8* %rgb, i64 %271
  store i8 0, i8* %272, align 1
  br label %pred.store.continue185

pred.store.continue185:                           ; preds = %pred.store.if184, %pred.store.continue183
  %273 = extractelement <32 x i1> %26, i64 16
  br i1 %273, label %pred.store.if186, label %pred.store.continue187

pred.store.if186:                                 ; preds = %pred.store.continue185
  %274 = extractelement <32 x i64> %224, i64 16
  %275 = getelementptr inbounds i8, i8* %rgb, i64 %274
  store i8 0, i8* %275, align 1
  br label %pred.store.continue187

pred.store.continue187:                           ; preds = %pred.store.if186, %pred.store.continue185
  %276 = extractelement <32 x i1> %26, i64 17
  br i1 %276, label %pred.store.if188, label %pred.store.continue189

pred.store.if188:                                 ; preds = %pred.store.continue187
  %277 = extractelement <32 x i64> %224, i64 17
  %278 = getelementptr inbounds i8, i8* %rgb, i64 %277
  store i8 0, i8* %278, align 1
  br label %pred.store.continue189

pred.store.continue189:                           ; preds = %pred.store.if188, %pred.store.continue187
  %279 = extractelement <32 x i1> %26, i64 18
  br i1 %279, label %pred.store.if190, label %pred.store.continue191

pred.store.if190:                                 ; preds = %pred.store.continue189
  %280 = extractelement <32 x i64> %224, i64 18
  %281 = getelementptr inbounds i8, i8* %rgb, i64 %280
  store i8 0, i8* %281, align 1
  br label %pred.store.continue191

pred.store.continue191:                           ; preds = %pred.store.if190, %pred.store.continue189
  %282 = extractelement <32 x i1> %26, i64 19
  br i1 %282, label %pred.store.if192, label %pred.store.continue193

pred.store.if192:                                 ; preds = %pred.store.continue191
  %283 = extractelement <32 x i64> %224, i64 19
  %284 = getelementptr inbounds i8, i8* %rgb, i64 %283
  store i8 0, i8* %284, align 1
  br label %pred.store.continue193

pred.store.continue193:                           ; preds = %pred.store.if192, %pred.store.continue191
  %285 = extractelement <32 x i1> %26, i64 20
  br i1 %285, label %pred.store.if194, label %pred.store.continue195

pred.store.if194:                                 ; preds = %pred.store.continue193
  %286 = extractelement <32 x i64> %224, i64 20
  %287 = getelementptr inbounds i8, i8* %rgb, i64 %286
  store i8 0, i8* %287, align 1
  br label %pred.store.continue195

pred.store.continue195:                           ; preds = %pred.store.if194, %pred.store.continue193
  %288 = extractelement <32 x i1> %26, i64 21
  br i1 %288, label %pred.store.if196, label %pred.store.continue197

pred.store.if196:                                 ; preds = %pred.store.continue195
  %289 = extractelement <32 x i64> %224, i64 21
  %290 = getelementptr inbounds i8, i8* %rgb, i64 %289
  store i8 0, i8* %290, align 1
  br label %pred.store.continue197

pred.store.continue197:                           ; preds = %pred.store.if196, %pred.store.continue195
  %291 = extractelement <32 x i1> %26, i64 22
  br i1 %291, label %pred.store.if198, label %pred.store.continue199

pred.store.if198:                                 ; preds = %pred.store.continue197
  %292 = extractelement <32 x i64> %224, i64 22
  %293 = getelementptr inbounds i8, i8* %rgb, i64 %292
  store i8 0, i8* %293, align 1
  br label %pred.store.continue199

pred.store.continue199:                           ; preds = %pred.store.if198, %pred.store.continue197
  %294 = extractelement <32 x i1> %26, i64 23
  br i1 %294, label %pred.store.if200, label %pred.store.continue201

pred.store.if200:                                 ; preds = %pred.store.continue199
  %295 = extractelement <32 x i64> %224, i64 23
  %296 = getelementptr inbounds i8, i8* %rgb, i64 %295
  store i8 0, i8* %296, align 1
  br label %pred.store.continue201

pred.store.continue201:                           ; preds = %pred.store.if200, %pred.store.continue199
  %297 = extractelement <32 x i1> %26, i64 24
  br i1 %297, label %pred.store.if202, label %pred.store.continue203

pred.store.if202:                                 ; preds = %pred.store.continue201
  %298 = extractelement <32 x i64> %224, i64 24
  %299 = getelementptr inbounds i8, i8* %rgb, i64 %298
  store i8 0, i8* %299, align 1
  br label %pred.store.continue203

pred.store.continue203:                           ; preds = %pred.store.if202, %pred.store.continue201
  %300 = extractelement <32 x i1> %26, i64 25
  br i1 %300, label %pred.store.if204, label %pred.store.continue205

pred.store.if204:                                 ; preds = %pred.store.continue203
  %301 = extractelement <32 x i64> %224, i64 25
  %302 = getelementptr inbounds i8, i8* %rgb, i64 %301
  store i8 0, i8* %302, align 1
  br label %pred.store.continue205

pred.store.continue205:                           ; preds = %pred.store.if204, %pred.store.continue203
  %303 = extractelement <32 x i1> %26, i64 26
  br i1 %303, label %pred.store.if206, label %pred.store.continue207

pred.store.if206:                                 ; preds = %pred.store.continue205
  %304 = extractelement <32 x i64> %224, i64 26
  %305 = getelementptr inbounds i8, i8* %rgb, i64 %304
  store i8 0, i8* %305, align 1
  br label %pred.store.continue207

pred.store.continue207:                           ; preds = %pred.store.if206, %pred.store.continue205
  %306 = extractelement <32 x i1> %26, i64 27
  br i1 %306, label %pred.store.if208, label %pred.store.continue209

pred.store.if208:                                 ; preds = %pred.store.continue207
  %307 = extractelement <32 x i64> %224, i64 27
  %308 = getelementptr inbounds i8, i8* %rgb, i64 %307
  store i8 0, i8* %308, align 1
  br label %pred.store.continue209

pred.store.continue209:                           ; preds = %pred.store.if208, %pred.store.continue207
  %309 = extractelement <32 x i1> %26, i64 28
  br i1 %309, label %pred.store.if210, label %pred.store.continue211

pred.store.if210:                                 ; preds = %pred.store.continue209
  %310 = extractelement <32 x i64> %224, i64 28
  %311 = getelementptr inbounds i8, i8* %rgb, i64 %310
  store i8 0, i8* %311, align 1
  br label %pred.store.continue211

pred.store.continue211:                           ; preds = %pred.store.if210, %pred.store.continue209
  %312 = extractelement <32 x i1> %26, i64 29
  br i1 %312, label %pred.store.if212, label %pred.store.continue213

pred.store.if212:                                 ; preds = %pred.store.continue211
  %313 = extractelement <32 x i64> %224, i64 29
  %314 = getelementptr inbounds i8, i8* %rgb, i64 %313
  store i8 0, i8* %314, align 1
  br label %pred.store.continue213

pred.store.continue213:                           ; preds = %pred.store.if212, %pred.store.continue211
  %315 = extractelement <32 x i1> %26, i64 30
  br i1 %315, label %pred.store.if214, label %pred.store.continue215

pred.store.if214:                                 ; preds = %pred.store.continue213
  %316 = extractelement <32 x i64> %224, i64 30
  %317 = getelementptr inbounds i8, i8* %rgb, i64 %316
  store i8 0, i8* %317, align 1
  br label %pred.store.continue215

pred.store.continue215:                           ; preds = %pred.store.if214, %pred.store.continue213
  %318 = extractelement <32 x i1> %26, i64 31
  br i1 %318, label %pred.store.if216, label %pred.store.continue217

pred.store.if216:                                 ; preds = %pred.store.continue215
  %319 = extractelement <32 x i64> %224, i64 31
  %320 = getelementptr inbounds i8, i8* %rgb, i64 %319
  store i8 0, i8* %320, align 1
  br label %pred.store.continue217

pred.store.continue217:                           ; preds = %pred.store.if216, %pred.store.continue215
  %index.next = add nuw i64 %index, 32
  %vec.ind.next27 = add <32 x i32> %vec.ind26, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %321 = icmp eq i64 %index.next, %n.vec
  br i1 %321, label %middle.block, label %vector.body, !llvm.loop !63

middle.block:                                     ; preds = %pred.store.continue217
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader218

for.body.preheader218:                            ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader218, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader218 ]
  %arrayidx = getelementptr inbounds i8, i8* %mask, i64 %indvars.iv
  %322 = load i8, i8* %arrayidx, align 1
  %323 = and i8 %322, 1
  %tobool.not = icmp eq i8 %323, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %324 = trunc i64 %indvars.iv to i32
  %mul = mul nsw i32 %324, 3
  %idxprom1 = zext i32 %mul to i64
  %arrayidx2 = getelementptr inbounds i8, i8* %rgb, i64 %idxprom1
  store i8 0, i8* %arrayidx2, align 1
  %add = add nuw nsw i32 %mul, 1
  %idxprom4 = zext i32 %add to i64
  %arrayidx5 = getelementptr inbounds i8, i8* %rgb, i64 %idxprom4
  store i8 0, i8* %arrayidx5, align 1
  %add7 = add nuw nsw i32 %mul, 2
  %idxprom8 = zext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds i8, i8* %rgb, i64 %idxprom8
  store i8 0, i8* %arrayidx9, align 1
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !64

for.end:                                          ; preds = %for.inc, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @cond_rec(%struct.rec* noalias nocapture noundef %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 33
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 31
  %0 = icmp eq i64 %n.mod.vf, 0
  %1 = select i1 %0, i64 32, i64 %n.mod.vf
  %n.vec = sub nsw i64 %wide.trip.count, %1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = getelementptr inbounds %struct.rec, %struct.rec* %r, <32 x i64> %vec.ind, i32 2
  %wide.masked.gather = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %2, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %3 = getelementptr inbounds %struct.rec, %struct.rec* %r, <32 x i64> %vec.ind, i32 3
  %wide.masked.gather17 = call <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*> %3, i32 8, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i64> undef)
  %4 = icmp sgt <32 x i64> %wide.masked.gather, %wide.masked.gather17
  call void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64> %wide.masked.gather17, <32 x i64*> %2, i32 8, <32 x i1> %4)
  call void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64> %wide.masked.gather, <32 x i64*> %3, i32 8, <32 x i1> %4)
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %for.body.preheader18, label %vector.body, !llvm.loop !65

for.body.preheader18:                             ; preds = %vector.body, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %vector.body ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader18, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %lo = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 2
  %6 = load i64, i64* %lo, align 8
  %hi = getelementptr inbounds %struct.rec, %struct.rec* %r, i64 %indvars.iv, i32 3
  %7 = load i64, i64* %hi, align 8
  %cmp3 = icmp sgt i64 %6, %7
  br i1 %cmp3, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  store i64 %7, i64* %lo, align 8
  store i64 %6, i64* %hi, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !66

for.end:                                          ; preds = %for.inc, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x i64> @llvm.masked.gather.v32i64.v32p0i64(<32 x i64*>, i32 immarg, <32 x i1>, <32 x i64>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x double> @llvm.masked.gather.v32f64.v32p0f64(<32 x double*>, i32 immarg, <32 x i1>, <32 x double>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x double> @llvm.fmuladd.v32f64(<32 x double>, <32 x double>, <32 x double>) #3

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32i64.v32p0i64(<32 x i64>, <32 x i64*>, i32 immarg, <32 x i1>) #5

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #4

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f64.v32p0f64(<32 x double>, <32 x double*>, i32 immarg, <32 x i1>) #5

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v32f32.v32p0f32(<32 x float>, <32 x float*>, i32 immarg, <32 x i1>) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readonly willreturn }
attributes #5 = { nofree nosync nounwind willreturn writeonly }

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
!14 = distinct !{!14, !7, !10, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !10, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !10, !8}
!19 = distinct !{!19, !7, !8}
!20 = distinct !{!20, !7, !10, !8}
!21 = distinct !{!21, !7, !8}
!22 = distinct !{!22, !7, !10, !8}
!23 = distinct !{!23, !7, !8}
!24 = distinct !{!24, !7, !10, !8}
!25 = distinct !{!25, !7, !8}
!26 = distinct !{!26, !7, !10, !8}
!27 = distinct !{!27, !7, !8}
!28 = distinct !{!28, !7, !10, !8}
!29 = distinct !{!29, !7, !8}
!30 = distinct !{!30, !7, !10, !8}
!31 = distinct !{!31, !7, !8}
!32 = distinct !{!32, !7, !10, !8}
!33 = distinct !{!33, !7, !8}
!34 = distinct !{!34, !7, !10, !8}
!35 = distinct !{!35, !7, !8}
!36 = distinct !{!36, !7, !10, !8}
!37 = distinct !{!37, !7, !8}
!38 = distinct !{!38, !7, !10, !8}
!39 = distinct !{!39, !7, !8}
!40 = distinct !{!40, !7, !10, !8}
!41 = distinct !{!41, !7, !8}
!42 = distinct !{!42, !7, !10, !8}
!43 = distinct !{!43, !7, !8}
!44 = distinct !{!44, !7, !10, !8}
!45 = distinct !{!45, !7, !8}
!46 = distinct !{!46, !7, !10, !8}
!47 = distinct !{!47, !7, !8}
!48 = distinct !{!48, !7, !10, !8}
!49 = distinct !{!49, !7, !8}
!50 = distinct !{!50, !7, !10, !8}
!51 = distinct !{!51, !7, !8}
!52 = distinct !{!52, !7, !10, !8}
!53 = distinct !{!53, !7, !8}
!54 = distinct !{!54, !7, !10, !8}
!55 = distinct !{!55, !7, !8}
!56 = distinct !{!56, !7, !10, !8}
!57 = distinct !{!57, !7, !8}
!58 = distinct !{!58, !7, !10, !8}
!59 = distinct !{!59, !7, !8}
!60 = distinct !{!60, !7, !10, !8}
!61 = distinct !{!61, !7, !8}
!62 = distinct !{!62, !7, !10, !8}
!63 = distinct !{!63, !7, !8}
!64 = distinct !{!64, !7, !8}
!65 = distinct !{!65, !7, !8}
!66 = distinct !{!66, !7, !10, !8}
