; ModuleID = 'reverse.c'
source_filename = "reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_copy(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr float, ptr %in, i64 %0
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 64
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = xor i64 %index, -1
  %2 = getelementptr float, ptr %invariant.gep, i64 %1
  %3 = getelementptr i8, ptr %2, i64 -60
  %4 = getelementptr i8, ptr %2, i64 -124
  %5 = getelementptr i8, ptr %2, i64 -188
  %6 = getelementptr i8, ptr %2, i64 -252
  %wide.load = load <16 x float>, ptr %3, align 4, !tbaa !5
  %reverse = shufflevector <16 x float> %wide.load, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load13 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %reverse14 = shufflevector <16 x float> %wide.load13, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load15 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %reverse16 = shufflevector <16 x float> %wide.load15, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load17 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %reverse18 = shufflevector <16 x float> %wide.load17, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %7 = getelementptr inbounds float, ptr %out, i64 %index
  %8 = getelementptr inbounds i8, ptr %7, i64 64
  %9 = getelementptr inbounds i8, ptr %7, i64 128
  %10 = getelementptr inbounds i8, ptr %7, i64 192
  store <16 x float> %reverse, ptr %7, align 4, !tbaa !5
  store <16 x float> %reverse14, ptr %8, align 4, !tbaa !5
  store <16 x float> %reverse16, ptr %9, align 4, !tbaa !5
  store <16 x float> %reverse18, ptr %10, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i64 %wide.trip.count, 2147483640
  %invariant.gep26 = getelementptr i8, ptr %invariant.gep, i64 -28
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index21 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %12 = xor i64 %index21, -1
  %gep27 = getelementptr float, ptr %invariant.gep26, i64 %12
  %wide.load22 = load <8 x float>, ptr %gep27, align 4, !tbaa !5
  %reverse23 = shufflevector <8 x float> %wide.load22, <8 x float> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = getelementptr inbounds float, ptr %out, i64 %index21
  store <8 x float> %reverse23, ptr %13, align 4, !tbaa !5
  %index.next24 = add nuw i64 %index21, 8
  %14 = icmp eq i64 %index.next24, %n.vec20
  br i1 %14, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec20, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %15 = xor i64 %indvars.iv, -1
  %gep = getelementptr float, ptr %invariant.gep, i64 %15
  %16 = load float, ptr %gep, align 4, !tbaa !5
  %arrayidx3 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %16, ptr %arrayidx3, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_add_i8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr i8, ptr %b, i64 %0
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 256
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483392
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i8, ptr %a, i64 %index
  %2 = getelementptr inbounds i8, ptr %1, i64 64
  %3 = getelementptr inbounds i8, ptr %1, i64 128
  %4 = getelementptr inbounds i8, ptr %1, i64 192
  %wide.load = load <64 x i8>, ptr %1, align 1, !tbaa !15
  %wide.load18 = load <64 x i8>, ptr %2, align 1, !tbaa !15
  %wide.load19 = load <64 x i8>, ptr %3, align 1, !tbaa !15
  %wide.load20 = load <64 x i8>, ptr %4, align 1, !tbaa !15
  %5 = xor i64 %index, -1
  %6 = getelementptr i8, ptr %invariant.gep, i64 %5
  %7 = getelementptr i8, ptr %6, i64 -63
  %8 = getelementptr i8, ptr %6, i64 -127
  %9 = getelementptr i8, ptr %6, i64 -191
  %10 = getelementptr i8, ptr %6, i64 -255
  %wide.load21 = load <64 x i8>, ptr %7, align 1, !tbaa !15
  %reverse = shufflevector <64 x i8> %wide.load21, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load22 = load <64 x i8>, ptr %8, align 1, !tbaa !15
  %reverse23 = shufflevector <64 x i8> %wide.load22, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load24 = load <64 x i8>, ptr %9, align 1, !tbaa !15
  %reverse25 = shufflevector <64 x i8> %wide.load24, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load26 = load <64 x i8>, ptr %10, align 1, !tbaa !15
  %reverse27 = shufflevector <64 x i8> %wide.load26, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %11 = add <64 x i8> %reverse, %wide.load
  %12 = add <64 x i8> %reverse23, %wide.load18
  %13 = add <64 x i8> %reverse25, %wide.load19
  %14 = add <64 x i8> %reverse27, %wide.load20
  %15 = getelementptr inbounds i8, ptr %out, i64 %index
  %16 = getelementptr inbounds i8, ptr %15, i64 64
  %17 = getelementptr inbounds i8, ptr %15, i64 128
  %18 = getelementptr inbounds i8, ptr %15, i64 192
  store <64 x i8> %11, ptr %15, align 1, !tbaa !15
  store <64 x i8> %12, ptr %16, align 1, !tbaa !15
  store <64 x i8> %13, ptr %17, align 1, !tbaa !15
  store <64 x i8> %14, ptr %18, align 1, !tbaa !15
  %index.next = add nuw i64 %index, 256
  %19 = icmp eq i64 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 2147483616
  %invariant.gep36 = getelementptr i8, ptr %invariant.gep, i64 -31
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %20 = getelementptr inbounds i8, ptr %a, i64 %index30
  %wide.load31 = load <32 x i8>, ptr %20, align 1, !tbaa !15
  %21 = xor i64 %index30, -1
  %gep37 = getelementptr i8, ptr %invariant.gep36, i64 %21
  %wide.load32 = load <32 x i8>, ptr %gep37, align 1, !tbaa !15
  %reverse33 = shufflevector <32 x i8> %wide.load32, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = add <32 x i8> %reverse33, %wide.load31
  %23 = getelementptr inbounds i8, ptr %out, i64 %index30
  store <32 x i8> %22, ptr %23, align 1, !tbaa !15
  %index.next34 = add nuw i64 %index30, 32
  %24 = icmp eq i64 %index.next34, %n.vec29
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n35 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n35, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %25 = load i8, ptr %arrayidx, align 1, !tbaa !15
  %26 = xor i64 %indvars.iv, -1
  %gep = getelementptr i8, ptr %invariant.gep, i64 %26
  %27 = load i8, ptr %gep, align 1, !tbaa !15
  %add = add i8 %27, %25
  %arrayidx7 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %add, ptr %arrayidx7, align 1, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr i16, ptr %out, i64 %0
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 128
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483520
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i16, ptr %in, i64 %index
  %2 = getelementptr inbounds i8, ptr %1, i64 64
  %3 = getelementptr inbounds i8, ptr %1, i64 128
  %4 = getelementptr inbounds i8, ptr %1, i64 192
  %wide.load = load <32 x i16>, ptr %1, align 2, !tbaa !19
  %wide.load14 = load <32 x i16>, ptr %2, align 2, !tbaa !19
  %wide.load15 = load <32 x i16>, ptr %3, align 2, !tbaa !19
  %wide.load16 = load <32 x i16>, ptr %4, align 2, !tbaa !19
  %5 = mul <32 x i16> %wide.load, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %6 = mul <32 x i16> %wide.load14, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %7 = mul <32 x i16> %wide.load15, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %8 = mul <32 x i16> %wide.load16, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %9 = xor i64 %index, -1
  %10 = getelementptr i16, ptr %invariant.gep, i64 %9
  %11 = getelementptr i8, ptr %10, i64 -62
  %12 = getelementptr i8, ptr %10, i64 -126
  %13 = getelementptr i8, ptr %10, i64 -190
  %14 = getelementptr i8, ptr %10, i64 -254
  %reverse = shufflevector <32 x i16> %5, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <32 x i16> %reverse, ptr %11, align 2, !tbaa !19
  %reverse17 = shufflevector <32 x i16> %6, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <32 x i16> %reverse17, ptr %12, align 2, !tbaa !19
  %reverse18 = shufflevector <32 x i16> %7, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <32 x i16> %reverse18, ptr %13, align 2, !tbaa !19
  %reverse19 = shufflevector <32 x i16> %8, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <32 x i16> %reverse19, ptr %14, align 2, !tbaa !19
  %index.next = add nuw i64 %index, 128
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 2147483632
  %invariant.gep27 = getelementptr i8, ptr %invariant.gep, i64 -30
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %16 = getelementptr inbounds i16, ptr %in, i64 %index22
  %wide.load23 = load <16 x i16>, ptr %16, align 2, !tbaa !19
  %17 = mul <16 x i16> %wide.load23, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %18 = xor i64 %index22, -1
  %gep28 = getelementptr i16, ptr %invariant.gep27, i64 %18
  %reverse24 = shufflevector <16 x i16> %17, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i16> %reverse24, ptr %gep28, align 2, !tbaa !19
  %index.next25 = add nuw i64 %index22, 16
  %19 = icmp eq i64 %index.next25, %n.vec21
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n26 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %in, i64 %indvars.iv
  %20 = load i16, ptr %arrayidx, align 2, !tbaa !19
  %mul = mul i16 %20, 3
  %21 = xor i64 %indvars.iv, -1
  %gep = getelementptr i16, ptr %invariant.gep, i64 %21
  store i16 %mul, ptr %gep, align 2, !tbaa !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr i64, ptr %in, i64 %0
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

for.body.preheader22:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add13 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add14 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %1 = xor i64 %index, -1
  %2 = getelementptr i64, ptr %invariant.gep, i64 %1
  %3 = getelementptr i8, ptr %2, i64 -56
  %4 = getelementptr i8, ptr %2, i64 -120
  %5 = getelementptr i8, ptr %2, i64 -184
  %6 = getelementptr i8, ptr %2, i64 -248
  %wide.load = load <8 x i64>, ptr %3, align 8, !tbaa !24
  %reverse = shufflevector <8 x i64> %wide.load, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load16 = load <8 x i64>, ptr %4, align 8, !tbaa !24
  %reverse17 = shufflevector <8 x i64> %wide.load16, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load18 = load <8 x i64>, ptr %5, align 8, !tbaa !24
  %reverse19 = shufflevector <8 x i64> %wide.load18, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load20 = load <8 x i64>, ptr %6, align 8, !tbaa !24
  %reverse21 = shufflevector <8 x i64> %wide.load20, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %7 = add nsw <8 x i64> %reverse, %vec.ind
  %8 = add nsw <8 x i64> %reverse17, %step.add
  %9 = add nsw <8 x i64> %reverse19, %step.add13
  %10 = add nsw <8 x i64> %reverse21, %step.add14
  %11 = getelementptr inbounds i64, ptr %out, i64 %index
  %12 = getelementptr inbounds i8, ptr %11, i64 64
  %13 = getelementptr inbounds i8, ptr %11, i64 128
  %14 = getelementptr inbounds i8, ptr %11, i64 192
  store <8 x i64> %7, ptr %11, align 8, !tbaa !24
  store <8 x i64> %8, ptr %12, align 8, !tbaa !24
  store <8 x i64> %9, ptr %13, align 8, !tbaa !24
  store <8 x i64> %10, ptr %14, align 8, !tbaa !24
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader22

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader22, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader22 ]
  %16 = xor i64 %indvars.iv, -1
  %gep = getelementptr i64, ptr %invariant.gep, i64 %16
  %17 = load i64, ptr %gep, align 8, !tbaa !24
  %add = add nsw i64 %17, %indvars.iv
  %arrayidx3 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv
  store i64 %add, ptr %arrayidx3, align 8, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_f64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.ph

for.body.preheader19:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ %0, %for.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %0, 2147483616
  %ind.end = and i64 %0, 31
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = xor i64 %index, -1
  %2 = add i64 %1, %0
  %3 = getelementptr inbounds double, ptr %in, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 -56
  %5 = getelementptr inbounds i8, ptr %3, i64 -120
  %6 = getelementptr inbounds i8, ptr %3, i64 -184
  %7 = getelementptr inbounds i8, ptr %3, i64 -248
  %wide.load = load <8 x double>, ptr %4, align 8, !tbaa !28
  %wide.load9 = load <8 x double>, ptr %5, align 8, !tbaa !28
  %wide.load11 = load <8 x double>, ptr %6, align 8, !tbaa !28
  %wide.load13 = load <8 x double>, ptr %7, align 8, !tbaa !28
  %8 = fmul <8 x double> %wide.load, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %9 = fmul <8 x double> %wide.load9, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %10 = fmul <8 x double> %wide.load11, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %11 = fmul <8 x double> %wide.load13, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %12 = getelementptr inbounds double, ptr %out, i64 %2
  %13 = getelementptr inbounds i8, ptr %12, i64 -56
  %14 = getelementptr inbounds i8, ptr %12, i64 -120
  %15 = getelementptr inbounds i8, ptr %12, i64 -184
  %16 = getelementptr inbounds i8, ptr %12, i64 -248
  store <8 x double> %8, ptr %13, align 8, !tbaa !28
  store <8 x double> %9, ptr %14, align 8, !tbaa !28
  store <8 x double> %10, ptr %15, align 8, !tbaa !28
  store <8 x double> %11, ptr %16, align 8, !tbaa !28
  %index.next = add nuw i64 %index, 32
  %17 = icmp eq i64 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader19

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader19, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader19 ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds double, ptr %in, i64 %indvars.iv.next
  %18 = load double, ptr %arrayidx, align 8, !tbaa !28
  %mul = fmul double %18, 5.000000e-01
  %arrayidx2 = getelementptr inbounds double, ptr %out, i64 %indvars.iv.next
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
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 64
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = xor i64 %index, -1
  %2 = add i64 %1, %0
  %3 = getelementptr inbounds i32, ptr %c, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 -60
  %5 = getelementptr inbounds i8, ptr %3, i64 -124
  %6 = getelementptr inbounds i8, ptr %3, i64 -188
  %7 = getelementptr inbounds i8, ptr %3, i64 -252
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !32
  %reverse = shufflevector <16 x i32> %wide.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load19 = load <16 x i32>, ptr %5, align 4, !tbaa !32
  %reverse20 = shufflevector <16 x i32> %wide.load19, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load21 = load <16 x i32>, ptr %6, align 4, !tbaa !32
  %reverse22 = shufflevector <16 x i32> %wide.load21, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load23 = load <16 x i32>, ptr %7, align 4, !tbaa !32
  %reverse24 = shufflevector <16 x i32> %wide.load23, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %8 = icmp ne <16 x i32> %reverse, zeroinitializer
  %9 = icmp ne <16 x i32> %reverse20, zeroinitializer
  %10 = icmp ne <16 x i32> %reverse22, zeroinitializer
  %11 = icmp ne <16 x i32> %reverse24, zeroinitializer
  %12 = getelementptr i32, ptr %in, i64 %2
  %13 = getelementptr i8, ptr %12, i64 -60
  %14 = getelementptr i8, ptr %12, i64 -124
  %15 = getelementptr i8, ptr %12, i64 -188
  %16 = getelementptr i8, ptr %12, i64 -252
  %reverse25 = shufflevector <16 x i1> %8, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %13, i32 4, <16 x i1> %reverse25, <16 x i32> poison), !tbaa !32
  %reverse26 = shufflevector <16 x i32> %wide.masked.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %reverse27 = shufflevector <16 x i1> %9, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load28 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %14, i32 4, <16 x i1> %reverse27, <16 x i32> poison), !tbaa !32
  %reverse29 = shufflevector <16 x i32> %wide.masked.load28, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %reverse30 = shufflevector <16 x i1> %10, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load31 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %15, i32 4, <16 x i1> %reverse30, <16 x i32> poison), !tbaa !32
  %reverse32 = shufflevector <16 x i32> %wide.masked.load31, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %reverse33 = shufflevector <16 x i1> %11, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load34 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %16, i32 4, <16 x i1> %reverse33, <16 x i32> poison), !tbaa !32
  %reverse35 = shufflevector <16 x i32> %wide.masked.load34, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr i32, ptr %out, i64 %index
  %18 = getelementptr i8, ptr %17, i64 64
  %19 = getelementptr i8, ptr %17, i64 128
  %20 = getelementptr i8, ptr %17, i64 192
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse26, ptr %17, i32 4, <16 x i1> %8), !tbaa !32
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse29, ptr %18, i32 4, <16 x i1> %9), !tbaa !32
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse32, ptr %19, i32 4, <16 x i1> %10), !tbaa !32
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse35, ptr %20, i32 4, <16 x i1> %11), !tbaa !32
  %index.next = add nuw i64 %index, 64
  %21 = icmp eq i64 %index.next, %n.vec
  br i1 %21, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec37, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec37 = and i64 %wide.trip.count, 2147483640
  %invariant.gep = getelementptr i8, ptr %c, i64 -28
  %invariant.gep46 = getelementptr i8, ptr %in, i64 -28
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index38 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next44, %vec.epilog.vector.body ]
  %22 = xor i64 %index38, -1
  %23 = add i64 %22, %0
  %gep = getelementptr i32, ptr %invariant.gep, i64 %23
  %wide.load39 = load <8 x i32>, ptr %gep, align 4, !tbaa !32
  %reverse40 = shufflevector <8 x i32> %wide.load39, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %24 = icmp ne <8 x i32> %reverse40, zeroinitializer
  %gep47 = getelementptr i32, ptr %invariant.gep46, i64 %23
  %reverse41 = shufflevector <8 x i1> %24, <8 x i1> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load42 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %gep47, i32 4, <8 x i1> %reverse41, <8 x i32> poison), !tbaa !32
  %reverse43 = shufflevector <8 x i32> %wide.masked.load42, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = getelementptr i32, ptr %out, i64 %index38
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %reverse43, ptr %25, i32 4, <8 x i1> %24), !tbaa !32
  %index.next44 = add nuw i64 %index38, 8
  %26 = icmp eq i64 %index.next44, %n.vec37
  br i1 %26, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n45 = icmp eq i64 %n.vec37, %wide.trip.count
  br i1 %cmp.n45, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %27 = xor i64 %indvars.iv, -1
  %28 = add nsw i64 %27, %0
  %arrayidx = getelementptr inbounds i32, ptr %c, i64 %28
  %29 = load i32, ptr %arrayidx, align 4, !tbaa !32
  %tobool.not = icmp eq i32 %29, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, ptr %in, i64 %28
  %30 = load i32, ptr %arrayidx5, align 4, !tbaa !32
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %30, ptr %arrayidx7, align 4, !tbaa !32
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr nocapture, i32 immarg, <16 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr nocapture, i32 immarg, <8 x i1>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
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
!20 = !{!"short", !7, i64 0}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !11, !12}
!23 = distinct !{!23, !10, !12, !11}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !7, i64 0}
!26 = distinct !{!26, !10, !11, !12}
!27 = distinct !{!27, !10, !12, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !7, i64 0}
!30 = distinct !{!30, !10, !11, !12}
!31 = distinct !{!31, !10, !12, !11}
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !7, i64 0}
!34 = distinct !{!34, !10, !11, !12}
!35 = distinct !{!35, !10, !11, !12}
!36 = distinct !{!36, !10, !12, !11}
