; ModuleID = 'reverse.c'
source_filename = "reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_copy(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %iter.check
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.scevcheck
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %offset.idx = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %offset.idx to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %in, i64 %10
  %12 = getelementptr inbounds float, ptr %11, i64 -15
  %wide.load = load <16 x float>, ptr %12, align 4, !tbaa !5
  %reverse = shufflevector <16 x float> %wide.load, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = getelementptr inbounds float, ptr %11, i64 -16
  %14 = getelementptr inbounds float, ptr %13, i64 -15
  %wide.load12 = load <16 x float>, ptr %14, align 4, !tbaa !5
  %reverse13 = shufflevector <16 x float> %wide.load12, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %15 = getelementptr inbounds float, ptr %11, i64 -32
  %16 = getelementptr inbounds float, ptr %15, i64 -15
  %wide.load14 = load <16 x float>, ptr %16, align 4, !tbaa !5
  %reverse15 = shufflevector <16 x float> %wide.load14, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds float, ptr %11, i64 -48
  %18 = getelementptr inbounds float, ptr %17, i64 -15
  %wide.load16 = load <16 x float>, ptr %18, align 4, !tbaa !5
  %reverse17 = shufflevector <16 x float> %wide.load16, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %19 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <16 x float> %reverse, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds float, ptr %19, i64 16
  store <16 x float> %reverse13, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %19, i64 32
  store <16 x float> %reverse15, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, ptr %19, i64 48
  store <16 x float> %reverse17, ptr %22, align 4, !tbaa !5
  %index.next = add nuw i64 %offset.idx, 64
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !9

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
  %24 = getelementptr float, ptr %in, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx21 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %25 = trunc i64 %offset.idx21 to i32
  %26 = xor i32 %25, -1
  %27 = add i32 %26, %n
  %28 = sext i32 %27 to i64
  %29 = getelementptr float, ptr %24, i64 %28
  %wide.load22 = load <8 x float>, ptr %29, align 4, !tbaa !5
  %reverse23 = shufflevector <8 x float> %wide.load22, <8 x float> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %30 = getelementptr inbounds float, ptr %out, i64 %offset.idx21
  store <8 x float> %reverse23, ptr %30, align 4, !tbaa !5
  %index.next24 = add nuw i64 %offset.idx21, 8
  %31 = icmp eq i64 %index.next24, %n.vec19
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec19, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec19, %vec.epilog.middle.block ]
  %32 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %33 = trunc i64 %indvars.iv.ph to i32
  %34 = xor i32 %33, -1
  %sub1.prol = add i32 %34, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds float, ptr %in, i64 %idxprom.prol
  %35 = load float, ptr %arrayidx.prol, align 4, !tbaa !5
  %arrayidx3.prol = getelementptr inbounds float, ptr %out, i64 %indvars.iv.ph
  store float %35, ptr %arrayidx3.prol, align 4, !tbaa !5
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %36 = sub nsw i64 0, %wide.trip.count
  %37 = icmp eq i64 %32, %36
  br i1 %37, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %38 = trunc i64 %indvars.iv to i32
  %39 = xor i32 %38, -1
  %sub1 = add i32 %39, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %40 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx3 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %40, ptr %arrayidx3, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %41 = trunc i64 %indvars.iv.next to i32
  %42 = xor i32 %41, -1
  %sub1.1 = add i32 %42, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %in, i64 %idxprom.1
  %43 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %arrayidx3.1 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next
  store float %43, ptr %arrayidx3.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_add_i8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %iter.check
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.scevcheck
  %min.iters.check16 = icmp ult i32 %n, 256
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967040
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %offset.idx = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %offset.idx to i32
  %8 = getelementptr inbounds i8, ptr %a, i64 %offset.idx
  %wide.load = load <64 x i8>, ptr %8, align 1, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %8, i64 64
  %wide.load17 = load <64 x i8>, ptr %9, align 1, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %8, i64 128
  %wide.load18 = load <64 x i8>, ptr %10, align 1, !tbaa !15
  %11 = getelementptr inbounds i8, ptr %8, i64 192
  %wide.load19 = load <64 x i8>, ptr %11, align 1, !tbaa !15
  %12 = xor i32 %7, -1
  %13 = add i32 %12, %n
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %b, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 -63
  %wide.load20 = load <64 x i8>, ptr %16, align 1, !tbaa !15
  %reverse = shufflevector <64 x i8> %wide.load20, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i8, ptr %15, i64 -64
  %18 = getelementptr inbounds i8, ptr %17, i64 -63
  %wide.load21 = load <64 x i8>, ptr %18, align 1, !tbaa !15
  %reverse22 = shufflevector <64 x i8> %wide.load21, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %19 = getelementptr inbounds i8, ptr %15, i64 -128
  %20 = getelementptr inbounds i8, ptr %19, i64 -63
  %wide.load23 = load <64 x i8>, ptr %20, align 1, !tbaa !15
  %reverse24 = shufflevector <64 x i8> %wide.load23, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %21 = getelementptr inbounds i8, ptr %15, i64 -192
  %22 = getelementptr inbounds i8, ptr %21, i64 -63
  %wide.load25 = load <64 x i8>, ptr %22, align 1, !tbaa !15
  %reverse26 = shufflevector <64 x i8> %wide.load25, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = add <64 x i8> %reverse, %wide.load
  %24 = add <64 x i8> %reverse22, %wide.load17
  %25 = add <64 x i8> %reverse24, %wide.load18
  %26 = add <64 x i8> %reverse26, %wide.load19
  %27 = getelementptr inbounds i8, ptr %out, i64 %offset.idx
  store <64 x i8> %23, ptr %27, align 1, !tbaa !15
  %28 = getelementptr inbounds i8, ptr %27, i64 64
  store <64 x i8> %24, ptr %28, align 1, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %27, i64 128
  store <64 x i8> %25, ptr %29, align 1, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %27, i64 192
  store <64 x i8> %26, ptr %30, align 1, !tbaa !15
  %index.next = add nuw i64 %offset.idx, 256
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec28 = and i64 %wide.trip.count, 4294967264
  %32 = getelementptr i8, ptr %b, i64 -31
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %33 = trunc i64 %offset.idx30 to i32
  %34 = getelementptr inbounds i8, ptr %a, i64 %offset.idx30
  %wide.load31 = load <32 x i8>, ptr %34, align 1, !tbaa !15
  %35 = xor i32 %33, -1
  %36 = add i32 %35, %n
  %37 = sext i32 %36 to i64
  %38 = getelementptr i8, ptr %32, i64 %37
  %wide.load32 = load <32 x i8>, ptr %38, align 1, !tbaa !15
  %reverse33 = shufflevector <32 x i8> %wide.load32, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %39 = add <32 x i8> %reverse33, %wide.load31
  %40 = getelementptr inbounds i8, ptr %out, i64 %offset.idx30
  store <32 x i8> %39, ptr %40, align 1, !tbaa !15
  %index.next34 = add nuw i64 %offset.idx30, 32
  %41 = icmp eq i64 %index.next34, %n.vec28
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  %42 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %arrayidx.prol = getelementptr inbounds i8, ptr %a, i64 %indvars.iv.ph
  %43 = load i8, ptr %arrayidx.prol, align 1, !tbaa !15
  %44 = trunc i64 %indvars.iv.ph to i32
  %45 = xor i32 %44, -1
  %sub1.prol = add i32 %45, %n
  %idxprom2.prol = sext i32 %sub1.prol to i64
  %arrayidx3.prol = getelementptr inbounds i8, ptr %b, i64 %idxprom2.prol
  %46 = load i8, ptr %arrayidx3.prol, align 1, !tbaa !15
  %add.prol = add i8 %46, %43
  %arrayidx7.prol = getelementptr inbounds i8, ptr %out, i64 %indvars.iv.ph
  store i8 %add.prol, ptr %arrayidx7.prol, align 1, !tbaa !15
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %47 = sub nsw i64 0, %wide.trip.count
  %48 = icmp eq i64 %42, %47
  br i1 %48, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %49 = load i8, ptr %arrayidx, align 1, !tbaa !15
  %50 = trunc i64 %indvars.iv to i32
  %51 = xor i32 %50, -1
  %sub1 = add i32 %51, %n
  %idxprom2 = sext i32 %sub1 to i64
  %arrayidx3 = getelementptr inbounds i8, ptr %b, i64 %idxprom2
  %52 = load i8, ptr %arrayidx3, align 1, !tbaa !15
  %add = add i8 %52, %49
  %arrayidx7 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %add, ptr %arrayidx7, align 1, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, ptr %a, i64 %indvars.iv.next
  %53 = load i8, ptr %arrayidx.1, align 1, !tbaa !15
  %54 = trunc i64 %indvars.iv.next to i32
  %55 = xor i32 %54, -1
  %sub1.1 = add i32 %55, %n
  %idxprom2.1 = sext i32 %sub1.1 to i64
  %arrayidx3.1 = getelementptr inbounds i8, ptr %b, i64 %idxprom2.1
  %56 = load i8, ptr %arrayidx3.1, align 1, !tbaa !15
  %add.1 = add i8 %56, %53
  %arrayidx7.1 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv.next
  store i8 %add.1, ptr %arrayidx7.1, align 1, !tbaa !15
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %iter.check
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.scevcheck
  %min.iters.check13 = icmp ult i32 %n, 128
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %offset.idx = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %offset.idx to i32
  %8 = getelementptr inbounds i16, ptr %in, i64 %offset.idx
  %wide.load = load <32 x i16>, ptr %8, align 2, !tbaa !19
  %9 = getelementptr inbounds i16, ptr %8, i64 32
  %wide.load14 = load <32 x i16>, ptr %9, align 2, !tbaa !19
  %10 = getelementptr inbounds i16, ptr %8, i64 64
  %wide.load15 = load <32 x i16>, ptr %10, align 2, !tbaa !19
  %11 = getelementptr inbounds i16, ptr %8, i64 96
  %wide.load16 = load <32 x i16>, ptr %11, align 2, !tbaa !19
  %12 = mul <32 x i16> %wide.load, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %13 = mul <32 x i16> %wide.load14, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %14 = mul <32 x i16> %wide.load15, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %15 = mul <32 x i16> %wide.load16, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %16 = xor i32 %7, -1
  %17 = add i32 %16, %n
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i16, ptr %out, i64 %18
  %reverse = shufflevector <32 x i16> %12, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds i16, ptr %19, i64 -31
  store <32 x i16> %reverse, ptr %20, align 2, !tbaa !19
  %reverse17 = shufflevector <32 x i16> %13, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %21 = getelementptr inbounds i16, ptr %19, i64 -32
  %22 = getelementptr inbounds i16, ptr %21, i64 -31
  store <32 x i16> %reverse17, ptr %22, align 2, !tbaa !19
  %reverse18 = shufflevector <32 x i16> %14, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = getelementptr inbounds i16, ptr %19, i64 -64
  %24 = getelementptr inbounds i16, ptr %23, i64 -31
  store <32 x i16> %reverse18, ptr %24, align 2, !tbaa !19
  %reverse19 = shufflevector <32 x i16> %15, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = getelementptr inbounds i16, ptr %19, i64 -96
  %26 = getelementptr inbounds i16, ptr %25, i64 -31
  store <32 x i16> %reverse19, ptr %26, align 2, !tbaa !19
  %index.next = add nuw i64 %offset.idx, 128
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !21

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
  %28 = getelementptr i16, ptr %out, i64 -15
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %29 = trunc i64 %offset.idx23 to i32
  %30 = getelementptr inbounds i16, ptr %in, i64 %offset.idx23
  %wide.load24 = load <16 x i16>, ptr %30, align 2, !tbaa !19
  %31 = mul <16 x i16> %wide.load24, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %32 = xor i32 %29, -1
  %33 = add i32 %32, %n
  %34 = sext i32 %33 to i64
  %reverse25 = shufflevector <16 x i16> %31, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %35 = getelementptr i16, ptr %28, i64 %34
  store <16 x i16> %reverse25, ptr %35, align 2, !tbaa !19
  %index.next26 = add nuw i64 %offset.idx23, 16
  %36 = icmp eq i64 %index.next26, %n.vec21
  br i1 %36, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %37 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %arrayidx.prol = getelementptr inbounds i16, ptr %in, i64 %indvars.iv.ph
  %38 = load i16, ptr %arrayidx.prol, align 2, !tbaa !19
  %mul.prol = mul i16 %38, 3
  %39 = trunc i64 %indvars.iv.ph to i32
  %40 = xor i32 %39, -1
  %sub2.prol = add i32 %40, %n
  %idxprom3.prol = sext i32 %sub2.prol to i64
  %arrayidx4.prol = getelementptr inbounds i16, ptr %out, i64 %idxprom3.prol
  store i16 %mul.prol, ptr %arrayidx4.prol, align 2, !tbaa !19
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %41 = sub nsw i64 0, %wide.trip.count
  %42 = icmp eq i64 %37, %41
  br i1 %42, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i16, ptr %in, i64 %indvars.iv
  %43 = load i16, ptr %arrayidx, align 2, !tbaa !19
  %mul = mul i16 %43, 3
  %44 = trunc i64 %indvars.iv to i32
  %45 = xor i32 %44, -1
  %sub2 = add i32 %45, %n
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds i16, ptr %out, i64 %idxprom3
  store i16 %mul, ptr %arrayidx4, align 2, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i16, ptr %in, i64 %indvars.iv.next
  %46 = load i16, ptr %arrayidx.1, align 2, !tbaa !19
  %mul.1 = mul i16 %46, 3
  %47 = trunc i64 %indvars.iv.next to i32
  %48 = xor i32 %47, -1
  %sub2.1 = add i32 %48, %n
  %idxprom3.1 = sext i32 %sub2.1 to i64
  %arrayidx4.1 = getelementptr inbounds i16, ptr %out, i64 %idxprom3.1
  store i16 %mul.1, ptr %arrayidx4.1, align 2, !tbaa !19
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader21, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader21, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %offset.idx = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add12 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add13 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %7 = trunc i64 %offset.idx to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i64, ptr %in, i64 %10
  %12 = getelementptr inbounds i64, ptr %11, i64 -7
  %wide.load = load <8 x i64>, ptr %12, align 8, !tbaa !24
  %reverse = shufflevector <8 x i64> %wide.load, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = getelementptr inbounds i64, ptr %11, i64 -8
  %14 = getelementptr inbounds i64, ptr %13, i64 -7
  %wide.load15 = load <8 x i64>, ptr %14, align 8, !tbaa !24
  %reverse16 = shufflevector <8 x i64> %wide.load15, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %15 = getelementptr inbounds i64, ptr %11, i64 -16
  %16 = getelementptr inbounds i64, ptr %15, i64 -7
  %wide.load17 = load <8 x i64>, ptr %16, align 8, !tbaa !24
  %reverse18 = shufflevector <8 x i64> %wide.load17, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i64, ptr %11, i64 -24
  %18 = getelementptr inbounds i64, ptr %17, i64 -7
  %wide.load19 = load <8 x i64>, ptr %18, align 8, !tbaa !24
  %reverse20 = shufflevector <8 x i64> %wide.load19, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %19 = add nsw <8 x i64> %reverse, %vec.ind
  %20 = add nsw <8 x i64> %reverse16, %step.add
  %21 = add nsw <8 x i64> %reverse18, %step.add12
  %22 = add nsw <8 x i64> %reverse20, %step.add13
  %23 = getelementptr inbounds i64, ptr %out, i64 %offset.idx
  store <8 x i64> %19, ptr %23, align 8, !tbaa !24
  %24 = getelementptr inbounds i64, ptr %23, i64 8
  store <8 x i64> %20, ptr %24, align 8, !tbaa !24
  %25 = getelementptr inbounds i64, ptr %23, i64 16
  store <8 x i64> %21, ptr %25, align 8, !tbaa !24
  %26 = getelementptr inbounds i64, ptr %23, i64 24
  store <8 x i64> %22, ptr %26, align 8, !tbaa !24
  %index.next = add nuw i64 %offset.idx, 32
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader21

for.body.preheader21:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %28 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader21
  %29 = trunc i64 %indvars.iv.ph to i32
  %30 = xor i32 %29, -1
  %sub1.prol = add i32 %30, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds i64, ptr %in, i64 %idxprom.prol
  %31 = load i64, ptr %arrayidx.prol, align 8, !tbaa !24
  %add.prol = add nsw i64 %31, %indvars.iv.ph
  %arrayidx3.prol = getelementptr inbounds i64, ptr %out, i64 %indvars.iv.ph
  store i64 %add.prol, ptr %arrayidx3.prol, align 8, !tbaa !24
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader21
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader21 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %32 = sub nsw i64 0, %wide.trip.count
  %33 = icmp eq i64 %28, %32
  br i1 %33, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %34 = trunc i64 %indvars.iv to i32
  %35 = xor i32 %34, -1
  %sub1 = add i32 %35, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i64, ptr %in, i64 %idxprom
  %36 = load i64, ptr %arrayidx, align 8, !tbaa !24
  %add = add nsw i64 %36, %indvars.iv
  %arrayidx3 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv
  store i64 %add, ptr %arrayidx3, align 8, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %37 = trunc i64 %indvars.iv.next to i32
  %38 = xor i32 %37, -1
  %sub1.1 = add i32 %38, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i64, ptr %in, i64 %idxprom.1
  %39 = load i64, ptr %arrayidx.1, align 8, !tbaa !24
  %add.1 = add nsw i64 %39, %indvars.iv.next
  %arrayidx3.1 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv.next
  store i64 %add.1, ptr %arrayidx3.1, align 8, !tbaa !24
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_f64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader20, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %1 = add nsw i64 %0, -1
  %2 = add i32 %n, -1
  %3 = trunc i64 %1 to i32
  %4 = icmp ult i32 %2, %3
  %5 = icmp ugt i64 %1, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader20, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %0, 4294967264
  %ind.end = and i64 %0, 31
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = xor i64 %index, -1
  %8 = add i64 %7, %0
  %9 = and i64 %8, 4294967295
  %10 = getelementptr inbounds double, ptr %in, i64 %9
  %11 = getelementptr inbounds double, ptr %10, i64 -7
  %wide.load = load <8 x double>, ptr %11, align 8, !tbaa !28
  %12 = getelementptr inbounds double, ptr %10, i64 -8
  %13 = getelementptr inbounds double, ptr %12, i64 -7
  %wide.load10 = load <8 x double>, ptr %13, align 8, !tbaa !28
  %14 = getelementptr inbounds double, ptr %10, i64 -16
  %15 = getelementptr inbounds double, ptr %14, i64 -7
  %wide.load12 = load <8 x double>, ptr %15, align 8, !tbaa !28
  %16 = getelementptr inbounds double, ptr %10, i64 -24
  %17 = getelementptr inbounds double, ptr %16, i64 -7
  %wide.load14 = load <8 x double>, ptr %17, align 8, !tbaa !28
  %18 = fmul <8 x double> %wide.load, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %19 = fmul <8 x double> %wide.load10, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %20 = fmul <8 x double> %wide.load12, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %21 = fmul <8 x double> %wide.load14, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %22 = getelementptr inbounds double, ptr %out, i64 %9
  %23 = getelementptr inbounds double, ptr %22, i64 -7
  store <8 x double> %18, ptr %23, align 8, !tbaa !28
  %24 = getelementptr inbounds double, ptr %22, i64 -8
  %25 = getelementptr inbounds double, ptr %24, i64 -7
  store <8 x double> %19, ptr %25, align 8, !tbaa !28
  %26 = getelementptr inbounds double, ptr %22, i64 -16
  %27 = getelementptr inbounds double, ptr %26, i64 -7
  store <8 x double> %20, ptr %27, align 8, !tbaa !28
  %28 = getelementptr inbounds double, ptr %22, i64 -24
  %29 = getelementptr inbounds double, ptr %28, i64 -7
  store <8 x double> %21, ptr %29, align 8, !tbaa !28
  %index.next = add nuw i64 %index, 32
  %30 = icmp eq i64 %index.next, %n.vec
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader20

for.body.preheader20:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ %0, %vector.scevcheck ], [ %0, %for.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader20, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader20 ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %idxprom = and i64 %indvars.iv.next, 4294967295
  %arrayidx = getelementptr inbounds double, ptr %in, i64 %idxprom
  %31 = load double, ptr %arrayidx, align 8, !tbaa !28
  %mul = fmul double %31, 5.000000e-01
  %arrayidx2 = getelementptr inbounds double, ptr %out, i64 %idxprom
  store double %mul, ptr %arrayidx2, align 8, !tbaa !28
  %cmp = icmp ugt i64 %indvars.iv, 1
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_masked(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %iter.check
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.scevcheck
  %min.iters.check17 = icmp ult i32 %n, 64
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %offset.idx = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %offset.idx to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %c, i64 %10
  %12 = getelementptr inbounds i32, ptr %11, i64 -15
  %wide.load = load <16 x i32>, ptr %12, align 4, !tbaa !32
  %reverse = shufflevector <16 x i32> %wide.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = getelementptr inbounds i32, ptr %11, i64 -16
  %14 = getelementptr inbounds i32, ptr %13, i64 -15
  %wide.load18 = load <16 x i32>, ptr %14, align 4, !tbaa !32
  %reverse19 = shufflevector <16 x i32> %wide.load18, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %15 = getelementptr inbounds i32, ptr %11, i64 -32
  %16 = getelementptr inbounds i32, ptr %15, i64 -15
  %wide.load20 = load <16 x i32>, ptr %16, align 4, !tbaa !32
  %reverse21 = shufflevector <16 x i32> %wide.load20, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i32, ptr %11, i64 -48
  %18 = getelementptr inbounds i32, ptr %17, i64 -15
  %wide.load22 = load <16 x i32>, ptr %18, align 4, !tbaa !32
  %reverse23 = shufflevector <16 x i32> %wide.load22, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %19 = icmp ne <16 x i32> %reverse, zeroinitializer
  %20 = icmp ne <16 x i32> %reverse19, zeroinitializer
  %21 = icmp ne <16 x i32> %reverse21, zeroinitializer
  %22 = icmp ne <16 x i32> %reverse23, zeroinitializer
  %23 = getelementptr i32, ptr %in, i64 %10
  %24 = getelementptr i32, ptr %23, i64 -15
  %reverse24 = shufflevector <16 x i1> %19, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %24, i32 4, <16 x i1> %reverse24, <16 x i32> poison), !tbaa !32
  %reverse25 = shufflevector <16 x i32> %wide.masked.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = getelementptr i32, ptr %23, i64 -16
  %26 = getelementptr i32, ptr %25, i64 -15
  %reverse26 = shufflevector <16 x i1> %20, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load27 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %26, i32 4, <16 x i1> %reverse26, <16 x i32> poison), !tbaa !32
  %reverse28 = shufflevector <16 x i32> %wide.masked.load27, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %27 = getelementptr i32, ptr %23, i64 -32
  %28 = getelementptr i32, ptr %27, i64 -15
  %reverse29 = shufflevector <16 x i1> %21, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load30 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %28, i32 4, <16 x i1> %reverse29, <16 x i32> poison), !tbaa !32
  %reverse31 = shufflevector <16 x i32> %wide.masked.load30, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = getelementptr i32, ptr %23, i64 -48
  %30 = getelementptr i32, ptr %29, i64 -15
  %reverse32 = shufflevector <16 x i1> %22, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load33 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %30, i32 4, <16 x i1> %reverse32, <16 x i32> poison), !tbaa !32
  %reverse34 = shufflevector <16 x i32> %wide.masked.load33, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %31 = getelementptr i32, ptr %out, i64 %offset.idx
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse25, ptr %31, i32 4, <16 x i1> %19), !tbaa !32
  %32 = getelementptr i32, ptr %31, i64 16
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse28, ptr %32, i32 4, <16 x i1> %20), !tbaa !32
  %33 = getelementptr i32, ptr %31, i64 32
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse31, ptr %33, i32 4, <16 x i1> %21), !tbaa !32
  %34 = getelementptr i32, ptr %31, i64 48
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse34, ptr %34, i32 4, <16 x i1> %22), !tbaa !32
  %index.next = add nuw i64 %offset.idx, 64
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec36 = and i64 %wide.trip.count, 4294967288
  %36 = getelementptr i32, ptr %c, i64 -7
  %37 = getelementptr i32, ptr %in, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx38 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next44, %vec.epilog.vector.body ]
  %38 = trunc i64 %offset.idx38 to i32
  %39 = xor i32 %38, -1
  %40 = add i32 %39, %n
  %41 = sext i32 %40 to i64
  %42 = getelementptr i32, ptr %36, i64 %41
  %wide.load39 = load <8 x i32>, ptr %42, align 4, !tbaa !32
  %reverse40 = shufflevector <8 x i32> %wide.load39, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %43 = icmp ne <8 x i32> %reverse40, zeroinitializer
  %44 = getelementptr i32, ptr %37, i64 %41
  %reverse41 = shufflevector <8 x i1> %43, <8 x i1> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load42 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %44, i32 4, <8 x i1> %reverse41, <8 x i32> poison), !tbaa !32
  %reverse43 = shufflevector <8 x i32> %wide.masked.load42, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %45 = getelementptr i32, ptr %out, i64 %offset.idx38
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %reverse43, ptr %45, i32 4, <8 x i1> %43), !tbaa !32
  %index.next44 = add nuw i64 %offset.idx38, 8
  %46 = icmp eq i64 %index.next44, %n.vec36
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n37 = icmp eq i64 %n.vec36, %wide.trip.count
  br i1 %cmp.n37, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec36, %vec.epilog.middle.block ]
  %47 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %48 = trunc i64 %indvars.iv.ph to i32
  %49 = xor i32 %48, -1
  %sub1.prol = add i32 %49, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds i32, ptr %c, i64 %idxprom.prol
  %50 = load i32, ptr %arrayidx.prol, align 4, !tbaa !32
  %tobool.not.prol = icmp eq i32 %50, 0
  br i1 %tobool.not.prol, label %for.inc.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body.prol
  %arrayidx5.prol = getelementptr inbounds i32, ptr %in, i64 %idxprom.prol
  %51 = load i32, ptr %arrayidx5.prol, align 4, !tbaa !32
  %arrayidx7.prol = getelementptr inbounds i32, ptr %out, i64 %indvars.iv.ph
  store i32 %51, ptr %arrayidx7.prol, align 4, !tbaa !32
  br label %for.inc.prol

for.inc.prol:                                     ; preds = %if.then.prol, %for.body.prol
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.inc.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.inc.prol ]
  %52 = sub nsw i64 0, %wide.trip.count
  %53 = icmp eq i64 %47, %52
  br i1 %53, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.inc.1, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.inc.1
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.inc.1 ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %54 = trunc i64 %indvars.iv to i32
  %55 = xor i32 %54, -1
  %sub1 = add i32 %55, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i32, ptr %c, i64 %idxprom
  %56 = load i32, ptr %arrayidx, align 4, !tbaa !32
  %tobool.not = icmp eq i32 %56, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %57 = load i32, ptr %arrayidx5, align 4, !tbaa !32
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %57, ptr %arrayidx7, align 4, !tbaa !32
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %58 = trunc i64 %indvars.iv.next to i32
  %59 = xor i32 %58, -1
  %sub1.1 = add i32 %59, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i32, ptr %c, i64 %idxprom.1
  %60 = load i32, ptr %arrayidx.1, align 4, !tbaa !32
  %tobool.not.1 = icmp eq i32 %60, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %arrayidx5.1 = getelementptr inbounds i32, ptr %in, i64 %idxprom.1
  %61 = load i32, ptr %arrayidx5.1, align 4, !tbaa !32
  %arrayidx7.1 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv.next
  store i32 %61, ptr %arrayidx7.1, align 4, !tbaa !32
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr nocapture, i32 immarg, <16 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr nocapture, i32 immarg, <8 x i1>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !11}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !11, !12}
!18 = distinct !{!18, !10, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !7, i64 0}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !11, !12}
!23 = distinct !{!23, !10, !11}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !7, i64 0}
!26 = distinct !{!26, !10, !11, !12}
!27 = distinct !{!27, !10, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !7, i64 0}
!30 = distinct !{!30, !10, !11, !12}
!31 = distinct !{!31, !10, !11}
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !7, i64 0}
!34 = distinct !{!34, !10, !11, !12}
!35 = distinct !{!35, !10, !11, !12}
!36 = distinct !{!36, !10, !11}
