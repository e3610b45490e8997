; ModuleID = 'reverse.c'
source_filename = "reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev_copy(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check12 = icmp ult i32 %n, 64
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, float* %in, i64 %10
  %12 = getelementptr inbounds float, float* %11, i64 -15
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %13, align 4, !tbaa !5
  %reverse = shufflevector <16 x float> %wide.load, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds float, float* %11, i64 -16
  %15 = getelementptr inbounds float, float* %14, i64 -15
  %16 = bitcast float* %15 to <16 x float>*
  %wide.load13 = load <16 x float>, <16 x float>* %16, align 4, !tbaa !5
  %reverse14 = shufflevector <16 x float> %wide.load13, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds float, float* %11, i64 -32
  %18 = getelementptr inbounds float, float* %17, i64 -15
  %19 = bitcast float* %18 to <16 x float>*
  %wide.load15 = load <16 x float>, <16 x float>* %19, align 4, !tbaa !5
  %reverse16 = shufflevector <16 x float> %wide.load15, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds float, float* %11, i64 -48
  %21 = getelementptr inbounds float, float* %20, i64 -15
  %22 = bitcast float* %21 to <16 x float>*
  %wide.load17 = load <16 x float>, <16 x float>* %22, align 4, !tbaa !5
  %reverse18 = shufflevector <16 x float> %wide.load17, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = getelementptr inbounds float, float* %out, i64 %index
  %24 = bitcast float* %23 to <16 x float>*
  store <16 x float> %reverse, <16 x float>* %24, align 4, !tbaa !5
  %25 = getelementptr inbounds float, float* %23, i64 16
  %26 = bitcast float* %25 to <16 x float>*
  store <16 x float> %reverse14, <16 x float>* %26, align 4, !tbaa !5
  %27 = getelementptr inbounds float, float* %23, i64 32
  %28 = bitcast float* %27 to <16 x float>*
  store <16 x float> %reverse16, <16 x float>* %28, align 4, !tbaa !5
  %29 = getelementptr inbounds float, float* %23, i64 48
  %30 = bitcast float* %29 to <16 x float>*
  store <16 x float> %reverse18, <16 x float>* %30, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i64 %wide.trip.count, 4294967288
  %32 = getelementptr inbounds float, float* %in, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %33 = trunc i64 %index22 to i32
  %34 = xor i32 %33, -1
  %35 = add i32 %34, %n
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, float* %32, i64 %36
  %38 = bitcast float* %37 to <8 x float>*
  %wide.load23 = load <8 x float>, <8 x float>* %38, align 4, !tbaa !5
  %reverse24 = shufflevector <8 x float> %wide.load23, <8 x float> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %39 = getelementptr inbounds float, float* %out, i64 %index22
  %40 = bitcast float* %39 to <8 x float>*
  store <8 x float> %reverse24, <8 x float>* %40, align 4, !tbaa !5
  %index.next25 = add nuw i64 %index22, 8
  %41 = icmp eq i64 %index.next25, %n.vec20
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n21 = icmp eq i64 %n.vec20, %wide.trip.count
  br i1 %cmp.n21, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  %42 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %43 = trunc i64 %indvars.iv.ph to i32
  %44 = xor i32 %43, -1
  %sub1.prol = add i32 %44, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds float, float* %in, i64 %idxprom.prol
  %45 = load float, float* %arrayidx.prol, align 4, !tbaa !5
  %arrayidx3.prol = getelementptr inbounds float, float* %out, i64 %indvars.iv.ph
  store float %45, float* %arrayidx3.prol, align 4, !tbaa !5
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %46 = sub nsw i64 0, %wide.trip.count
  %47 = icmp eq i64 %42, %46
  br i1 %47, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %48 = trunc i64 %indvars.iv to i32
  %49 = xor i32 %48, -1
  %sub1 = add i32 %49, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds float, float* %in, i64 %idxprom
  %50 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx3 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %50, float* %arrayidx3, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %51 = trunc i64 %indvars.iv.next to i32
  %52 = xor i32 %51, -1
  %sub1.1 = add i32 %52, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds float, float* %in, i64 %idxprom.1
  %53 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %arrayidx3.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %53, float* %arrayidx3.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev_add_i8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check17 = icmp ult i32 %n, 256
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967040
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i8, i8* %a, i64 %index
  %9 = bitcast i8* %8 to <64 x i8>*
  %wide.load = load <64 x i8>, <64 x i8>* %9, align 1, !tbaa !15
  %10 = getelementptr inbounds i8, i8* %8, i64 64
  %11 = bitcast i8* %10 to <64 x i8>*
  %wide.load18 = load <64 x i8>, <64 x i8>* %11, align 1, !tbaa !15
  %12 = getelementptr inbounds i8, i8* %8, i64 128
  %13 = bitcast i8* %12 to <64 x i8>*
  %wide.load19 = load <64 x i8>, <64 x i8>* %13, align 1, !tbaa !15
  %14 = getelementptr inbounds i8, i8* %8, i64 192
  %15 = bitcast i8* %14 to <64 x i8>*
  %wide.load20 = load <64 x i8>, <64 x i8>* %15, align 1, !tbaa !15
  %16 = xor i32 %7, -1
  %17 = add i32 %16, %n
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, i8* %b, i64 %18
  %20 = getelementptr inbounds i8, i8* %19, i64 -63
  %21 = bitcast i8* %20 to <64 x i8>*
  %wide.load21 = load <64 x i8>, <64 x i8>* %21, align 1, !tbaa !15
  %reverse = shufflevector <64 x i8> %wide.load21, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = getelementptr inbounds i8, i8* %19, i64 -64
  %23 = getelementptr inbounds i8, i8* %22, i64 -63
  %24 = bitcast i8* %23 to <64 x i8>*
  %wide.load22 = load <64 x i8>, <64 x i8>* %24, align 1, !tbaa !15
  %reverse23 = shufflevector <64 x i8> %wide.load22, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = getelementptr inbounds i8, i8* %19, i64 -128
  %26 = getelementptr inbounds i8, i8* %25, i64 -63
  %27 = bitcast i8* %26 to <64 x i8>*
  %wide.load24 = load <64 x i8>, <64 x i8>* %27, align 1, !tbaa !15
  %reverse25 = shufflevector <64 x i8> %wide.load24, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %28 = getelementptr inbounds i8, i8* %19, i64 -192
  %29 = getelementptr inbounds i8, i8* %28, i64 -63
  %30 = bitcast i8* %29 to <64 x i8>*
  %wide.load26 = load <64 x i8>, <64 x i8>* %30, align 1, !tbaa !15
  %reverse27 = shufflevector <64 x i8> %wide.load26, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %31 = add <64 x i8> %reverse, %wide.load
  %32 = add <64 x i8> %reverse23, %wide.load18
  %33 = add <64 x i8> %reverse25, %wide.load19
  %34 = add <64 x i8> %reverse27, %wide.load20
  %35 = getelementptr inbounds i8, i8* %out, i64 %index
  %36 = bitcast i8* %35 to <64 x i8>*
  store <64 x i8> %31, <64 x i8>* %36, align 1, !tbaa !15
  %37 = getelementptr inbounds i8, i8* %35, i64 64
  %38 = bitcast i8* %37 to <64 x i8>*
  store <64 x i8> %32, <64 x i8>* %38, align 1, !tbaa !15
  %39 = getelementptr inbounds i8, i8* %35, i64 128
  %40 = bitcast i8* %39 to <64 x i8>*
  store <64 x i8> %33, <64 x i8>* %40, align 1, !tbaa !15
  %41 = getelementptr inbounds i8, i8* %35, i64 192
  %42 = bitcast i8* %41 to <64 x i8>*
  store <64 x i8> %34, <64 x i8>* %42, align 1, !tbaa !15
  %index.next = add nuw i64 %index, 256
  %43 = icmp eq i64 %index.next, %n.vec
  br i1 %43, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 4294967264
  %44 = getelementptr inbounds i8, i8* %b, i64 -31
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %45 = trunc i64 %index31 to i32
  %46 = getelementptr inbounds i8, i8* %a, i64 %index31
  %47 = bitcast i8* %46 to <32 x i8>*
  %wide.load32 = load <32 x i8>, <32 x i8>* %47, align 1, !tbaa !15
  %48 = xor i32 %45, -1
  %49 = add i32 %48, %n
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i8, i8* %44, i64 %50
  %52 = bitcast i8* %51 to <32 x i8>*
  %wide.load33 = load <32 x i8>, <32 x i8>* %52, align 1, !tbaa !15
  %reverse34 = shufflevector <32 x i8> %wide.load33, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %53 = add <32 x i8> %reverse34, %wide.load32
  %54 = getelementptr inbounds i8, i8* %out, i64 %index31
  %55 = bitcast i8* %54 to <32 x i8>*
  store <32 x i8> %53, <32 x i8>* %55, align 1, !tbaa !15
  %index.next35 = add nuw i64 %index31, 32
  %56 = icmp eq i64 %index.next35, %n.vec29
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  %57 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %arrayidx.prol = getelementptr inbounds i8, i8* %a, i64 %indvars.iv.ph
  %58 = load i8, i8* %arrayidx.prol, align 1, !tbaa !15
  %59 = trunc i64 %indvars.iv.ph to i32
  %60 = xor i32 %59, -1
  %sub1.prol = add i32 %60, %n
  %idxprom2.prol = sext i32 %sub1.prol to i64
  %arrayidx3.prol = getelementptr inbounds i8, i8* %b, i64 %idxprom2.prol
  %61 = load i8, i8* %arrayidx3.prol, align 1, !tbaa !15
  %add.prol = add i8 %61, %58
  %arrayidx7.prol = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.ph
  store i8 %add.prol, i8* %arrayidx7.prol, align 1, !tbaa !15
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %62 = sub nsw i64 0, %wide.trip.count
  %63 = icmp eq i64 %57, %62
  br i1 %63, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i8, i8* %a, i64 %indvars.iv
  %64 = load i8, i8* %arrayidx, align 1, !tbaa !15
  %65 = trunc i64 %indvars.iv to i32
  %66 = xor i32 %65, -1
  %sub1 = add i32 %66, %n
  %idxprom2 = sext i32 %sub1 to i64
  %arrayidx3 = getelementptr inbounds i8, i8* %b, i64 %idxprom2
  %67 = load i8, i8* %arrayidx3, align 1, !tbaa !15
  %add = add i8 %67, %64
  %arrayidx7 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %add, i8* %arrayidx7, align 1, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %a, i64 %indvars.iv.next
  %68 = load i8, i8* %arrayidx.1, align 1, !tbaa !15
  %69 = trunc i64 %indvars.iv.next to i32
  %70 = xor i32 %69, -1
  %sub1.1 = add i32 %70, %n
  %idxprom2.1 = sext i32 %sub1.1 to i64
  %arrayidx3.1 = getelementptr inbounds i8, i8* %b, i64 %idxprom2.1
  %71 = load i8, i8* %arrayidx3.1, align 1, !tbaa !15
  %add.1 = add i8 %71, %68
  %arrayidx7.1 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.next
  store i8 %add.1, i8* %arrayidx7.1, align 1, !tbaa !15
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check14 = icmp ult i32 %n, 128
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i16, i16* %in, i64 %index
  %9 = bitcast i16* %8 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %9, align 2, !tbaa !19
  %10 = getelementptr inbounds i16, i16* %8, i64 32
  %11 = bitcast i16* %10 to <32 x i16>*
  %wide.load15 = load <32 x i16>, <32 x i16>* %11, align 2, !tbaa !19
  %12 = getelementptr inbounds i16, i16* %8, i64 64
  %13 = bitcast i16* %12 to <32 x i16>*
  %wide.load16 = load <32 x i16>, <32 x i16>* %13, align 2, !tbaa !19
  %14 = getelementptr inbounds i16, i16* %8, i64 96
  %15 = bitcast i16* %14 to <32 x i16>*
  %wide.load17 = load <32 x i16>, <32 x i16>* %15, align 2, !tbaa !19
  %16 = mul <32 x i16> %wide.load, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %17 = mul <32 x i16> %wide.load15, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %18 = mul <32 x i16> %wide.load16, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %19 = mul <32 x i16> %wide.load17, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %20 = xor i32 %7, -1
  %21 = add i32 %20, %n
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i16, i16* %out, i64 %22
  %reverse = shufflevector <32 x i16> %16, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %24 = getelementptr inbounds i16, i16* %23, i64 -31
  %25 = bitcast i16* %24 to <32 x i16>*
  store <32 x i16> %reverse, <32 x i16>* %25, align 2, !tbaa !19
  %reverse18 = shufflevector <32 x i16> %17, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %26 = getelementptr inbounds i16, i16* %23, i64 -32
  %27 = getelementptr inbounds i16, i16* %26, i64 -31
  %28 = bitcast i16* %27 to <32 x i16>*
  store <32 x i16> %reverse18, <32 x i16>* %28, align 2, !tbaa !19
  %reverse19 = shufflevector <32 x i16> %18, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = getelementptr inbounds i16, i16* %23, i64 -64
  %30 = getelementptr inbounds i16, i16* %29, i64 -31
  %31 = bitcast i16* %30 to <32 x i16>*
  store <32 x i16> %reverse19, <32 x i16>* %31, align 2, !tbaa !19
  %reverse20 = shufflevector <32 x i16> %19, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %32 = getelementptr inbounds i16, i16* %23, i64 -96
  %33 = getelementptr inbounds i16, i16* %32, i64 -31
  %34 = bitcast i16* %33 to <32 x i16>*
  store <32 x i16> %reverse20, <32 x i16>* %34, align 2, !tbaa !19
  %index.next = add nuw i64 %index, 128
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec22 = and i64 %wide.trip.count, 4294967280
  %36 = getelementptr inbounds i16, i16* %out, i64 -15
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index24 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %37 = trunc i64 %index24 to i32
  %38 = getelementptr inbounds i16, i16* %in, i64 %index24
  %39 = bitcast i16* %38 to <16 x i16>*
  %wide.load25 = load <16 x i16>, <16 x i16>* %39, align 2, !tbaa !19
  %40 = mul <16 x i16> %wide.load25, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %41 = xor i32 %37, -1
  %42 = add i32 %41, %n
  %43 = sext i32 %42 to i64
  %reverse26 = shufflevector <16 x i16> %40, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %44 = getelementptr inbounds i16, i16* %36, i64 %43
  %45 = bitcast i16* %44 to <16 x i16>*
  store <16 x i16> %reverse26, <16 x i16>* %45, align 2, !tbaa !19
  %index.next27 = add nuw i64 %index24, 16
  %46 = icmp eq i64 %index.next27, %n.vec22
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n23 = icmp eq i64 %n.vec22, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec22, %vec.epilog.middle.block ]
  %47 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %arrayidx.prol = getelementptr inbounds i16, i16* %in, i64 %indvars.iv.ph
  %48 = load i16, i16* %arrayidx.prol, align 2, !tbaa !19
  %mul.prol = mul i16 %48, 3
  %49 = trunc i64 %indvars.iv.ph to i32
  %50 = xor i32 %49, -1
  %sub2.prol = add i32 %50, %n
  %idxprom3.prol = sext i32 %sub2.prol to i64
  %arrayidx4.prol = getelementptr inbounds i16, i16* %out, i64 %idxprom3.prol
  store i16 %mul.prol, i16* %arrayidx4.prol, align 2, !tbaa !19
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %51 = sub nsw i64 0, %wide.trip.count
  %52 = icmp eq i64 %47, %51
  br i1 %52, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %indvars.iv
  %53 = load i16, i16* %arrayidx, align 2, !tbaa !19
  %mul = mul i16 %53, 3
  %54 = trunc i64 %indvars.iv to i32
  %55 = xor i32 %54, -1
  %sub2 = add i32 %55, %n
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds i16, i16* %out, i64 %idxprom3
  store i16 %mul, i16* %arrayidx4, align 2, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i16, i16* %in, i64 %indvars.iv.next
  %56 = load i16, i16* %arrayidx.1, align 2, !tbaa !19
  %mul.1 = mul i16 %56, 3
  %57 = trunc i64 %indvars.iv.next to i32
  %58 = xor i32 %57, -1
  %sub2.1 = add i32 %58, %n
  %idxprom3.1 = sext i32 %sub2.1 to i64
  %arrayidx4.1 = getelementptr inbounds i16, i16* %out, i64 %idxprom3.1
  store i16 %mul.1, i16* %arrayidx4.1, align 2, !tbaa !19
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader22, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add13 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add14 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %7 = trunc i64 %index to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i64, i64* %in, i64 %10
  %12 = getelementptr inbounds i64, i64* %11, i64 -7
  %13 = bitcast i64* %12 to <8 x i64>*
  %wide.load = load <8 x i64>, <8 x i64>* %13, align 8, !tbaa !24
  %reverse = shufflevector <8 x i64> %wide.load, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds i64, i64* %11, i64 -8
  %15 = getelementptr inbounds i64, i64* %14, i64 -7
  %16 = bitcast i64* %15 to <8 x i64>*
  %wide.load16 = load <8 x i64>, <8 x i64>* %16, align 8, !tbaa !24
  %reverse17 = shufflevector <8 x i64> %wide.load16, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i64, i64* %11, i64 -16
  %18 = getelementptr inbounds i64, i64* %17, i64 -7
  %19 = bitcast i64* %18 to <8 x i64>*
  %wide.load18 = load <8 x i64>, <8 x i64>* %19, align 8, !tbaa !24
  %reverse19 = shufflevector <8 x i64> %wide.load18, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds i64, i64* %11, i64 -24
  %21 = getelementptr inbounds i64, i64* %20, i64 -7
  %22 = bitcast i64* %21 to <8 x i64>*
  %wide.load20 = load <8 x i64>, <8 x i64>* %22, align 8, !tbaa !24
  %reverse21 = shufflevector <8 x i64> %wide.load20, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = add nsw <8 x i64> %reverse, %vec.ind
  %24 = add nsw <8 x i64> %reverse17, %step.add
  %25 = add nsw <8 x i64> %reverse19, %step.add13
  %26 = add nsw <8 x i64> %reverse21, %step.add14
  %27 = getelementptr inbounds i64, i64* %out, i64 %index
  %28 = bitcast i64* %27 to <8 x i64>*
  store <8 x i64> %23, <8 x i64>* %28, align 8, !tbaa !24
  %29 = getelementptr inbounds i64, i64* %27, i64 8
  %30 = bitcast i64* %29 to <8 x i64>*
  store <8 x i64> %24, <8 x i64>* %30, align 8, !tbaa !24
  %31 = getelementptr inbounds i64, i64* %27, i64 16
  %32 = bitcast i64* %31 to <8 x i64>*
  store <8 x i64> %25, <8 x i64>* %32, align 8, !tbaa !24
  %33 = getelementptr inbounds i64, i64* %27, i64 24
  %34 = bitcast i64* %33 to <8 x i64>*
  store <8 x i64> %26, <8 x i64>* %34, align 8, !tbaa !24
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader22

for.body.preheader22:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %36 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader22
  %37 = trunc i64 %indvars.iv.ph to i32
  %38 = xor i32 %37, -1
  %sub1.prol = add i32 %38, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds i64, i64* %in, i64 %idxprom.prol
  %39 = load i64, i64* %arrayidx.prol, align 8, !tbaa !24
  %add.prol = add nsw i64 %39, %indvars.iv.ph
  %arrayidx3.prol = getelementptr inbounds i64, i64* %out, i64 %indvars.iv.ph
  store i64 %add.prol, i64* %arrayidx3.prol, align 8, !tbaa !24
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader22
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader22 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %40 = sub nsw i64 0, %wide.trip.count
  %41 = icmp eq i64 %36, %40
  br i1 %41, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %42 = trunc i64 %indvars.iv to i32
  %43 = xor i32 %42, -1
  %sub1 = add i32 %43, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i64, i64* %in, i64 %idxprom
  %44 = load i64, i64* %arrayidx, align 8, !tbaa !24
  %add = add nsw i64 %44, %indvars.iv
  %arrayidx3 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %add, i64* %arrayidx3, align 8, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %45 = trunc i64 %indvars.iv.next to i32
  %46 = xor i32 %45, -1
  %sub1.1 = add i32 %46, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i64, i64* %in, i64 %idxprom.1
  %47 = load i64, i64* %arrayidx.1, align 8, !tbaa !24
  %add.1 = add nsw i64 %47, %indvars.iv.next
  %arrayidx3.1 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv.next
  store i64 %add.1, i64* %arrayidx3.1, align 8, !tbaa !24
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev_f64(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader23, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %1 = add nsw i64 %0, -1
  %2 = add i32 %n, -1
  %3 = trunc i64 %1 to i32
  %4 = icmp ult i32 %2, %3
  %5 = icmp ugt i64 %1, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader23, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %0, 4294967264
  %ind.end = and i64 %0, 31
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = xor i64 %index, -1
  %8 = add i64 %7, %0
  %9 = and i64 %8, 4294967295
  %10 = getelementptr inbounds double, double* %in, i64 %9
  %11 = getelementptr inbounds double, double* %10, i64 -7
  %12 = bitcast double* %11 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %12, align 8, !tbaa !28
  %13 = getelementptr inbounds double, double* %10, i64 -8
  %14 = getelementptr inbounds double, double* %13, i64 -7
  %15 = bitcast double* %14 to <8 x double>*
  %wide.load13 = load <8 x double>, <8 x double>* %15, align 8, !tbaa !28
  %16 = getelementptr inbounds double, double* %10, i64 -16
  %17 = getelementptr inbounds double, double* %16, i64 -7
  %18 = bitcast double* %17 to <8 x double>*
  %wide.load15 = load <8 x double>, <8 x double>* %18, align 8, !tbaa !28
  %19 = getelementptr inbounds double, double* %10, i64 -24
  %20 = getelementptr inbounds double, double* %19, i64 -7
  %21 = bitcast double* %20 to <8 x double>*
  %wide.load17 = load <8 x double>, <8 x double>* %21, align 8, !tbaa !28
  %22 = fmul <8 x double> %wide.load, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %23 = fmul <8 x double> %wide.load13, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %24 = fmul <8 x double> %wide.load15, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %25 = fmul <8 x double> %wide.load17, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %26 = getelementptr inbounds double, double* %out, i64 %9
  %27 = getelementptr inbounds double, double* %26, i64 -7
  %28 = bitcast double* %27 to <8 x double>*
  store <8 x double> %22, <8 x double>* %28, align 8, !tbaa !28
  %29 = getelementptr inbounds double, double* %26, i64 -8
  %30 = getelementptr inbounds double, double* %29, i64 -7
  %31 = bitcast double* %30 to <8 x double>*
  store <8 x double> %23, <8 x double>* %31, align 8, !tbaa !28
  %32 = getelementptr inbounds double, double* %26, i64 -16
  %33 = getelementptr inbounds double, double* %32, i64 -7
  %34 = bitcast double* %33 to <8 x double>*
  store <8 x double> %24, <8 x double>* %34, align 8, !tbaa !28
  %35 = getelementptr inbounds double, double* %26, i64 -24
  %36 = getelementptr inbounds double, double* %35, i64 -7
  %37 = bitcast double* %36 to <8 x double>*
  store <8 x double> %25, <8 x double>* %37, align 8, !tbaa !28
  %index.next = add nuw i64 %index, 32
  %38 = icmp eq i64 %index.next, %n.vec
  br i1 %38, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader23

for.body.preheader23:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ %0, %vector.scevcheck ], [ %0, %for.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader23, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader23 ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %idxprom7 = and i64 %indvars.iv.next, 4294967295
  %arrayidx = getelementptr inbounds double, double* %in, i64 %idxprom7
  %39 = load double, double* %arrayidx, align 8, !tbaa !28
  %mul = fmul double %39, 5.000000e-01
  %arrayidx2 = getelementptr inbounds double, double* %out, i64 %idxprom7
  store double %mul, double* %arrayidx2, align 8, !tbaa !28
  %cmp = icmp ugt i64 %indvars.iv, 1
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev_masked(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check19 = icmp ult i32 %n, 64
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %c, i64 %10
  %12 = getelementptr inbounds i32, i32* %11, i64 -15
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !32
  %reverse = shufflevector <16 x i32> %wide.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds i32, i32* %11, i64 -16
  %15 = getelementptr inbounds i32, i32* %14, i64 -15
  %16 = bitcast i32* %15 to <16 x i32>*
  %wide.load20 = load <16 x i32>, <16 x i32>* %16, align 4, !tbaa !32
  %reverse21 = shufflevector <16 x i32> %wide.load20, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i32, i32* %11, i64 -32
  %18 = getelementptr inbounds i32, i32* %17, i64 -15
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load22 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !32
  %reverse23 = shufflevector <16 x i32> %wide.load22, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds i32, i32* %11, i64 -48
  %21 = getelementptr inbounds i32, i32* %20, i64 -15
  %22 = bitcast i32* %21 to <16 x i32>*
  %wide.load24 = load <16 x i32>, <16 x i32>* %22, align 4, !tbaa !32
  %reverse25 = shufflevector <16 x i32> %wide.load24, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = icmp ne <16 x i32> %reverse, zeroinitializer
  %24 = icmp ne <16 x i32> %reverse21, zeroinitializer
  %25 = icmp ne <16 x i32> %reverse23, zeroinitializer
  %26 = icmp ne <16 x i32> %reverse25, zeroinitializer
  %27 = getelementptr i32, i32* %in, i64 %10
  %28 = getelementptr i32, i32* %27, i64 -15
  %reverse26 = shufflevector <16 x i1> %23, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %29, i32 4, <16 x i1> %reverse26, <16 x i32> poison), !tbaa !32
  %reverse27 = shufflevector <16 x i32> %wide.masked.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %30 = getelementptr i32, i32* %27, i64 -16
  %31 = getelementptr i32, i32* %30, i64 -15
  %reverse28 = shufflevector <16 x i1> %24, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %32 = bitcast i32* %31 to <16 x i32>*
  %wide.masked.load29 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %32, i32 4, <16 x i1> %reverse28, <16 x i32> poison), !tbaa !32
  %reverse30 = shufflevector <16 x i32> %wide.masked.load29, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %33 = getelementptr i32, i32* %27, i64 -32
  %34 = getelementptr i32, i32* %33, i64 -15
  %reverse31 = shufflevector <16 x i1> %25, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %35 = bitcast i32* %34 to <16 x i32>*
  %wide.masked.load32 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %35, i32 4, <16 x i1> %reverse31, <16 x i32> poison), !tbaa !32
  %reverse33 = shufflevector <16 x i32> %wide.masked.load32, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %36 = getelementptr i32, i32* %27, i64 -48
  %37 = getelementptr i32, i32* %36, i64 -15
  %reverse34 = shufflevector <16 x i1> %26, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %38 = bitcast i32* %37 to <16 x i32>*
  %wide.masked.load35 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %38, i32 4, <16 x i1> %reverse34, <16 x i32> poison), !tbaa !32
  %reverse36 = shufflevector <16 x i32> %wide.masked.load35, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %39 = getelementptr i32, i32* %out, i64 %index
  %40 = bitcast i32* %39 to <16 x i32>*
  call void @llvm.masked.store.v16i32.p0v16i32(<16 x i32> %reverse27, <16 x i32>* %40, i32 4, <16 x i1> %23), !tbaa !32
  %41 = getelementptr i32, i32* %39, i64 16
  %42 = bitcast i32* %41 to <16 x i32>*
  call void @llvm.masked.store.v16i32.p0v16i32(<16 x i32> %reverse30, <16 x i32>* %42, i32 4, <16 x i1> %24), !tbaa !32
  %43 = getelementptr i32, i32* %39, i64 32
  %44 = bitcast i32* %43 to <16 x i32>*
  call void @llvm.masked.store.v16i32.p0v16i32(<16 x i32> %reverse33, <16 x i32>* %44, i32 4, <16 x i1> %25), !tbaa !32
  %45 = getelementptr i32, i32* %39, i64 48
  %46 = bitcast i32* %45 to <16 x i32>*
  call void @llvm.masked.store.v16i32.p0v16i32(<16 x i32> %reverse36, <16 x i32>* %46, i32 4, <16 x i1> %26), !tbaa !32
  %index.next = add nuw i64 %index, 64
  %47 = icmp eq i64 %index.next, %n.vec
  br i1 %47, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec38 = and i64 %wide.trip.count, 4294967288
  %48 = getelementptr inbounds i32, i32* %c, i64 -7
  %49 = getelementptr i32, i32* %in, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index40 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next46, %vec.epilog.vector.body ]
  %50 = trunc i64 %index40 to i32
  %51 = xor i32 %50, -1
  %52 = add i32 %51, %n
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32* %48, i64 %53
  %55 = bitcast i32* %54 to <8 x i32>*
  %wide.load41 = load <8 x i32>, <8 x i32>* %55, align 4, !tbaa !32
  %reverse42 = shufflevector <8 x i32> %wide.load41, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %56 = icmp ne <8 x i32> %reverse42, zeroinitializer
  %57 = getelementptr i32, i32* %49, i64 %53
  %reverse43 = shufflevector <8 x i1> %56, <8 x i1> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %58 = bitcast i32* %57 to <8 x i32>*
  %wide.masked.load44 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %58, i32 4, <8 x i1> %reverse43, <8 x i32> poison), !tbaa !32
  %reverse45 = shufflevector <8 x i32> %wide.masked.load44, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %59 = getelementptr i32, i32* %out, i64 %index40
  %60 = bitcast i32* %59 to <8 x i32>*
  call void @llvm.masked.store.v8i32.p0v8i32(<8 x i32> %reverse45, <8 x i32>* %60, i32 4, <8 x i1> %56), !tbaa !32
  %index.next46 = add nuw i64 %index40, 8
  %61 = icmp eq i64 %index.next46, %n.vec38
  br i1 %61, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n39 = icmp eq i64 %n.vec38, %wide.trip.count
  br i1 %cmp.n39, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec38, %vec.epilog.middle.block ]
  %62 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %63 = trunc i64 %indvars.iv.ph to i32
  %64 = xor i32 %63, -1
  %sub1.prol = add i32 %64, %n
  %idxprom.prol = sext i32 %sub1.prol to i64
  %arrayidx.prol = getelementptr inbounds i32, i32* %c, i64 %idxprom.prol
  %65 = load i32, i32* %arrayidx.prol, align 4, !tbaa !32
  %tobool.not.prol = icmp eq i32 %65, 0
  br i1 %tobool.not.prol, label %for.inc.prol, label %if.then.prol

if.then.prol:                                     ; preds = %for.body.prol
  %arrayidx5.prol = getelementptr inbounds i32, i32* %in, i64 %idxprom.prol
  %66 = load i32, i32* %arrayidx5.prol, align 4, !tbaa !32
  %arrayidx7.prol = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.ph
  store i32 %66, i32* %arrayidx7.prol, align 4, !tbaa !32
  br label %for.inc.prol

for.inc.prol:                                     ; preds = %if.then.prol, %for.body.prol
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.inc.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.inc.prol ]
  %67 = sub nsw i64 0, %wide.trip.count
  %68 = icmp eq i64 %62, %67
  br i1 %68, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.inc.1, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.inc.1
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.inc.1 ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %69 = trunc i64 %indvars.iv to i32
  %70 = xor i32 %69, -1
  %sub1 = add i32 %70, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i32, i32* %c, i64 %idxprom
  %71 = load i32, i32* %arrayidx, align 4, !tbaa !32
  %tobool.not = icmp eq i32 %71, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, i32* %in, i64 %idxprom
  %72 = load i32, i32* %arrayidx5, align 4, !tbaa !32
  %arrayidx7 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %72, i32* %arrayidx7, align 4, !tbaa !32
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %73 = trunc i64 %indvars.iv.next to i32
  %74 = xor i32 %73, -1
  %sub1.1 = add i32 %74, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i32, i32* %c, i64 %idxprom.1
  %75 = load i32, i32* %arrayidx.1, align 4, !tbaa !32
  %tobool.not.1 = icmp eq i32 %75, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %arrayidx5.1 = getelementptr inbounds i32, i32* %in, i64 %idxprom.1
  %76 = load i32, i32* %arrayidx5.1, align 4, !tbaa !32
  %arrayidx7.1 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.next
  store i32 %76, i32* %arrayidx7.1, align 4, !tbaa !32
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>*, i32 immarg, <16 x i1>, <16 x i32>) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v16i32.p0v16i32(<16 x i32>, <16 x i32>*, i32 immarg, <16 x i1>) #2

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>*, i32 immarg, <8 x i1>, <8 x i32>) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8i32.p0v8i32(<8 x i32>, <8 x i32>*, i32 immarg, <8 x i1>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !10, !11, !13}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !11}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11, !13}
!18 = distinct !{!18, !10, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !7, i64 0}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11, !13}
!23 = distinct !{!23, !10, !11}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !7, i64 0}
!26 = distinct !{!26, !10, !11}
!27 = distinct !{!27, !10, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !7, i64 0}
!30 = distinct !{!30, !10, !11}
!31 = distinct !{!31, !10, !11}
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !7, i64 0}
!34 = distinct !{!34, !10, !11}
!35 = distinct !{!35, !10, !11, !13}
!36 = distinct !{!36, !10, !11}
