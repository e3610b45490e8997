; ModuleID = 'tsvc_loops.c'
source_filename = "tsvc_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @s000(ptr noalias nocapture noundef writeonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load10 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load11 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load12 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fadd <16 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %5 = fadd <16 x float> %wide.load10, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %6 = fadd <16 x float> %wide.load11, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %7 = fadd <16 x float> %wide.load12, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %8 = getelementptr inbounds float, ptr %a, i64 %index
  store <16 x float> %4, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds float, ptr %8, i64 16
  store <16 x float> %5, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, ptr %8, i64 32
  store <16 x float> %6, ptr %10, align 4, !tbaa !5
  %11 = getelementptr inbounds float, ptr %8, i64 48
  store <16 x float> %7, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %13 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load17 = load <8 x float>, ptr %13, align 4, !tbaa !5
  %14 = fadd <8 x float> %wide.load17, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %15 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  store <8 x float> %14, ptr %15, align 4, !tbaa !5
  %index.next18 = add nuw i64 %offset.idx, 8
  %16 = icmp eq i64 %index.next18, %n.vec14
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i64 %n.vec14, %wide.trip.count
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %17 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd float %17, 1.000000e+00
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  store float %add, ptr %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @s1112(ptr noalias nocapture noundef writeonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %iter.check
  %1 = add nsw i64 %0, -1
  %2 = add i32 %n, -1
  %3 = trunc i64 %1 to i32
  %4 = icmp ult i32 %2, %3
  %5 = icmp ugt i64 %1, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.scevcheck
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %0, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = xor i64 %index, -1
  %8 = add i64 %7, %0
  %9 = and i64 %8, 4294967295
  %10 = getelementptr inbounds float, ptr %b, i64 %9
  %11 = getelementptr inbounds float, ptr %10, i64 -15
  %wide.load = load <16 x float>, ptr %11, align 4, !tbaa !5
  %12 = getelementptr inbounds float, ptr %10, i64 -16
  %13 = getelementptr inbounds float, ptr %12, i64 -15
  %wide.load10 = load <16 x float>, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr %10, i64 -32
  %15 = getelementptr inbounds float, ptr %14, i64 -15
  %wide.load12 = load <16 x float>, ptr %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %10, i64 -48
  %17 = getelementptr inbounds float, ptr %16, i64 -15
  %wide.load14 = load <16 x float>, ptr %17, align 4, !tbaa !5
  %18 = fadd <16 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %19 = fadd <16 x float> %wide.load10, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %20 = fadd <16 x float> %wide.load12, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %21 = fadd <16 x float> %wide.load14, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %22 = getelementptr inbounds float, ptr %a, i64 %9
  %23 = getelementptr inbounds float, ptr %22, i64 -15
  store <16 x float> %18, ptr %23, align 4, !tbaa !5
  %24 = getelementptr inbounds float, ptr %22, i64 -16
  %25 = getelementptr inbounds float, ptr %24, i64 -15
  store <16 x float> %19, ptr %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, ptr %22, i64 -32
  %27 = getelementptr inbounds float, ptr %26, i64 -15
  store <16 x float> %20, ptr %27, align 4, !tbaa !5
  %28 = getelementptr inbounds float, ptr %22, i64 -48
  %29 = getelementptr inbounds float, ptr %28, i64 -15
  store <16 x float> %21, ptr %29, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %30 = icmp eq i64 %index.next, %n.vec
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %ind.end22 = and i64 %0, 63
  %n.vec.remaining = and i64 %0, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec21 = and i64 %0, 4294967288
  %ind.end = and i64 %0, 7
  %31 = getelementptr float, ptr %b, i64 -7
  %32 = getelementptr float, ptr %a, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index24 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next29, %vec.epilog.vector.body ]
  %33 = xor i64 %index24, -1
  %34 = add i64 %33, %0
  %35 = and i64 %34, 4294967295
  %36 = getelementptr float, ptr %31, i64 %35
  %wide.load26 = load <8 x float>, ptr %36, align 4, !tbaa !5
  %37 = fadd <8 x float> %wide.load26, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %38 = getelementptr float, ptr %32, i64 %35
  store <8 x float> %37, ptr %38, align 4, !tbaa !5
  %index.next29 = add nuw i64 %index24, 8
  %39 = icmp eq i64 %index.next29, %n.vec21
  br i1 %39, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n23 = icmp eq i64 %n.vec21, %0
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ %0, %iter.check ], [ %0, %vector.scevcheck ], [ %ind.end22, %vec.epilog.iter.check ], [ %ind.end, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %idxprom = and i64 %indvars.iv.next, 4294967295
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %idxprom
  %40 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd float %40, 1.000000e+00
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom
  store float %add, ptr %arrayidx2, align 4, !tbaa !5
  %cmp = icmp ugt i64 %indvars.iv, 1
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !17
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @rev_bytes(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check11 = icmp ult i32 %n, 256
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967040
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr %in, i64 %10
  %12 = getelementptr inbounds i8, ptr %11, i64 -63
  %wide.load = load <64 x i8>, ptr %12, align 1, !tbaa !18
  %reverse = shufflevector <64 x i8> %wide.load, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = getelementptr inbounds i8, ptr %11, i64 -64
  %14 = getelementptr inbounds i8, ptr %13, i64 -63
  %wide.load12 = load <64 x i8>, ptr %14, align 1, !tbaa !18
  %reverse13 = shufflevector <64 x i8> %wide.load12, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %15 = getelementptr inbounds i8, ptr %11, i64 -128
  %16 = getelementptr inbounds i8, ptr %15, i64 -63
  %wide.load14 = load <64 x i8>, ptr %16, align 1, !tbaa !18
  %reverse15 = shufflevector <64 x i8> %wide.load14, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i8, ptr %11, i64 -192
  %18 = getelementptr inbounds i8, ptr %17, i64 -63
  %wide.load16 = load <64 x i8>, ptr %18, align 1, !tbaa !18
  %reverse17 = shufflevector <64 x i8> %wide.load16, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %19 = getelementptr inbounds i8, ptr %out, i64 %index
  store <64 x i8> %reverse, ptr %19, align 1, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %19, i64 64
  store <64 x i8> %reverse13, ptr %20, align 1, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %19, i64 128
  store <64 x i8> %reverse15, ptr %21, align 1, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %19, i64 192
  store <64 x i8> %reverse17, ptr %22, align 1, !tbaa !18
  %index.next = add nuw i64 %index, 256
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec19 = and i64 %wide.trip.count, 4294967264
  %24 = getelementptr i8, ptr %in, i64 -31
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %25 = trunc i64 %offset.idx to i32
  %26 = xor i32 %25, -1
  %27 = add i32 %26, %n
  %28 = sext i32 %27 to i64
  %29 = getelementptr i8, ptr %24, i64 %28
  %wide.load22 = load <32 x i8>, ptr %29, align 1, !tbaa !18
  %reverse23 = shufflevector <32 x i8> %wide.load22, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %30 = getelementptr inbounds i8, ptr %out, i64 %offset.idx
  store <32 x i8> %reverse23, ptr %30, align 1, !tbaa !18
  %index.next24 = add nuw i64 %offset.idx, 32
  %31 = icmp eq i64 %index.next24, %n.vec19
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

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
  %arrayidx.prol = getelementptr inbounds i8, ptr %in, i64 %idxprom.prol
  %35 = load i8, ptr %arrayidx.prol, align 1, !tbaa !18
  %arrayidx3.prol = getelementptr inbounds i8, ptr %out, i64 %indvars.iv.ph
  store i8 %35, ptr %arrayidx3.prol, align 1, !tbaa !18
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
  %arrayidx = getelementptr inbounds i8, ptr %in, i64 %idxprom
  %40 = load i8, ptr %arrayidx, align 1, !tbaa !18
  %arrayidx3 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %40, ptr %arrayidx3, align 1, !tbaa !18
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %41 = trunc i64 %indvars.iv.next to i32
  %42 = xor i32 %41, -1
  %sub1.1 = add i32 %42, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i8, ptr %in, i64 %idxprom.1
  %43 = load i8, ptr %arrayidx.1, align 1, !tbaa !18
  %arrayidx3.1 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv.next
  store i8 %43, ptr %arrayidx3.1, align 1, !tbaa !18
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @mirror_add_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check17 = icmp ult i32 %n, 128
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i16, ptr %in, i64 %index
  %wide.load = load <32 x i16>, ptr %8, align 2, !tbaa !22
  %9 = getelementptr inbounds i16, ptr %8, i64 32
  %wide.load18 = load <32 x i16>, ptr %9, align 2, !tbaa !22
  %10 = getelementptr inbounds i16, ptr %8, i64 64
  %wide.load19 = load <32 x i16>, ptr %10, align 2, !tbaa !22
  %11 = getelementptr inbounds i16, ptr %8, i64 96
  %wide.load20 = load <32 x i16>, ptr %11, align 2, !tbaa !22
  %12 = xor i32 %7, -1
  %13 = add i32 %12, %n
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i16, ptr %in, i64 %14
  %16 = getelementptr inbounds i16, ptr %15, i64 -31
  %wide.load21 = load <32 x i16>, ptr %16, align 2, !tbaa !22
  %reverse = shufflevector <32 x i16> %wide.load21, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i16, ptr %15, i64 -32
  %18 = getelementptr inbounds i16, ptr %17, i64 -31
  %wide.load22 = load <32 x i16>, ptr %18, align 2, !tbaa !22
  %reverse23 = shufflevector <32 x i16> %wide.load22, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %19 = getelementptr inbounds i16, ptr %15, i64 -64
  %20 = getelementptr inbounds i16, ptr %19, i64 -31
  %wide.load24 = load <32 x i16>, ptr %20, align 2, !tbaa !22
  %reverse25 = shufflevector <32 x i16> %wide.load24, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %21 = getelementptr inbounds i16, ptr %15, i64 -96
  %22 = getelementptr inbounds i16, ptr %21, i64 -31
  %wide.load26 = load <32 x i16>, ptr %22, align 2, !tbaa !22
  %reverse27 = shufflevector <32 x i16> %wide.load26, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = add <32 x i16> %reverse, %wide.load
  %24 = add <32 x i16> %reverse23, %wide.load18
  %25 = add <32 x i16> %reverse25, %wide.load19
  %26 = add <32 x i16> %reverse27, %wide.load20
  %27 = getelementptr inbounds i16, ptr %out, i64 %index
  store <32 x i16> %23, ptr %27, align 2, !tbaa !22
  %28 = getelementptr inbounds i16, ptr %27, i64 32
  store <32 x i16> %24, ptr %28, align 2, !tbaa !22
  %29 = getelementptr inbounds i16, ptr %27, i64 64
  store <32 x i16> %25, ptr %29, align 2, !tbaa !22
  %30 = getelementptr inbounds i16, ptr %27, i64 96
  store <32 x i16> %26, ptr %30, align 2, !tbaa !22
  %index.next = add nuw i64 %index, 128
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 4294967280
  %32 = getelementptr i16, ptr %in, i64 -15
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %33 = trunc i64 %offset.idx to i32
  %34 = getelementptr inbounds i16, ptr %in, i64 %offset.idx
  %wide.load32 = load <16 x i16>, ptr %34, align 2, !tbaa !22
  %35 = xor i32 %33, -1
  %36 = add i32 %35, %n
  %37 = sext i32 %36 to i64
  %38 = getelementptr i16, ptr %32, i64 %37
  %wide.load33 = load <16 x i16>, ptr %38, align 2, !tbaa !22
  %reverse34 = shufflevector <16 x i16> %wide.load33, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %39 = add <16 x i16> %reverse34, %wide.load32
  %40 = getelementptr inbounds i16, ptr %out, i64 %offset.idx
  store <16 x i16> %39, ptr %40, align 2, !tbaa !22
  %index.next35 = add nuw i64 %offset.idx, 16
  %41 = icmp eq i64 %index.next35, %n.vec29
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  %42 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %arrayidx.prol = getelementptr inbounds i16, ptr %in, i64 %indvars.iv.ph
  %43 = load i16, ptr %arrayidx.prol, align 2, !tbaa !22
  %44 = trunc i64 %indvars.iv.ph to i32
  %45 = xor i32 %44, -1
  %sub1.prol = add i32 %45, %n
  %idxprom2.prol = sext i32 %sub1.prol to i64
  %arrayidx3.prol = getelementptr inbounds i16, ptr %in, i64 %idxprom2.prol
  %46 = load i16, ptr %arrayidx3.prol, align 2, !tbaa !22
  %add.prol = add i16 %46, %43
  %arrayidx7.prol = getelementptr inbounds i16, ptr %out, i64 %indvars.iv.ph
  store i16 %add.prol, ptr %arrayidx7.prol, align 2, !tbaa !22
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
  %arrayidx = getelementptr inbounds i16, ptr %in, i64 %indvars.iv
  %49 = load i16, ptr %arrayidx, align 2, !tbaa !22
  %50 = trunc i64 %indvars.iv to i32
  %51 = xor i32 %50, -1
  %sub1 = add i32 %51, %n
  %idxprom2 = sext i32 %sub1 to i64
  %arrayidx3 = getelementptr inbounds i16, ptr %in, i64 %idxprom2
  %52 = load i16, ptr %arrayidx3, align 2, !tbaa !22
  %add = add i16 %52, %49
  %arrayidx7 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %add, ptr %arrayidx7, align 2, !tbaa !22
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i16, ptr %in, i64 %indvars.iv.next
  %53 = load i16, ptr %arrayidx.1, align 2, !tbaa !22
  %54 = trunc i64 %indvars.iv.next to i32
  %55 = xor i32 %54, -1
  %sub1.1 = add i32 %55, %n
  %idxprom2.1 = sext i32 %sub1.1 to i64
  %arrayidx3.1 = getelementptr inbounds i16, ptr %in, i64 %idxprom2.1
  %56 = load i16, ptr %arrayidx3.1, align 2, !tbaa !22
  %add.1 = add i16 %56, %53
  %arrayidx7.1 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv.next
  store i16 %add.1, ptr %arrayidx7.1, align 2, !tbaa !22
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @rev_store_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader18, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i64, ptr %in, i64 %index
  %wide.load = load <8 x i64>, ptr %8, align 8, !tbaa !27
  %9 = getelementptr inbounds i64, ptr %8, i64 8
  %wide.load12 = load <8 x i64>, ptr %9, align 8, !tbaa !27
  %10 = getelementptr inbounds i64, ptr %8, i64 16
  %wide.load13 = load <8 x i64>, ptr %10, align 8, !tbaa !27
  %11 = getelementptr inbounds i64, ptr %8, i64 24
  %wide.load14 = load <8 x i64>, ptr %11, align 8, !tbaa !27
  %12 = add nsw <8 x i64> %wide.load, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %13 = add nsw <8 x i64> %wide.load12, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %14 = add nsw <8 x i64> %wide.load13, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %15 = add nsw <8 x i64> %wide.load14, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %16 = xor i32 %7, -1
  %17 = add i32 %16, %n
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i64, ptr %out, i64 %18
  %reverse = shufflevector <8 x i64> %12, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds i64, ptr %19, i64 -7
  store <8 x i64> %reverse, ptr %20, align 8, !tbaa !27
  %reverse15 = shufflevector <8 x i64> %13, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %21 = getelementptr inbounds i64, ptr %19, i64 -8
  %22 = getelementptr inbounds i64, ptr %21, i64 -7
  store <8 x i64> %reverse15, ptr %22, align 8, !tbaa !27
  %reverse16 = shufflevector <8 x i64> %14, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = getelementptr inbounds i64, ptr %19, i64 -16
  %24 = getelementptr inbounds i64, ptr %23, i64 -7
  store <8 x i64> %reverse16, ptr %24, align 8, !tbaa !27
  %reverse17 = shufflevector <8 x i64> %15, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = getelementptr inbounds i64, ptr %19, i64 -24
  %26 = getelementptr inbounds i64, ptr %25, i64 -7
  store <8 x i64> %reverse17, ptr %26, align 8, !tbaa !27
  %index.next = add nuw i64 %index, 32
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader18

for.body.preheader18:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %28 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader18
  %arrayidx.prol = getelementptr inbounds i64, ptr %in, i64 %indvars.iv.ph
  %29 = load i64, ptr %arrayidx.prol, align 8, !tbaa !27
  %sub.prol = add nsw i64 %29, -1
  %30 = trunc i64 %indvars.iv.ph to i32
  %31 = xor i32 %30, -1
  %sub2.prol = add i32 %31, %n
  %idxprom3.prol = sext i32 %sub2.prol to i64
  %arrayidx4.prol = getelementptr inbounds i64, ptr %out, i64 %idxprom3.prol
  store i64 %sub.prol, ptr %arrayidx4.prol, align 8, !tbaa !27
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader18
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader18 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %32 = sub nsw i64 0, %wide.trip.count
  %33 = icmp eq i64 %28, %32
  br i1 %33, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i64, ptr %in, i64 %indvars.iv
  %34 = load i64, ptr %arrayidx, align 8, !tbaa !27
  %sub = add nsw i64 %34, -1
  %35 = trunc i64 %indvars.iv to i32
  %36 = xor i32 %35, -1
  %sub2 = add i32 %36, %n
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds i64, ptr %out, i64 %idxprom3
  store i64 %sub, ptr %arrayidx4, align 8, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, ptr %in, i64 %indvars.iv.next
  %37 = load i64, ptr %arrayidx.1, align 8, !tbaa !27
  %sub.1 = add nsw i64 %37, -1
  %38 = trunc i64 %indvars.iv.next to i32
  %39 = xor i32 %38, -1
  %sub2.1 = add i32 %39, %n
  %idxprom3.1 = sext i32 %sub2.1 to i64
  %arrayidx4.1 = getelementptr inbounds i64, ptr %out, i64 %idxprom3.1
  store i64 %sub.1, ptr %arrayidx4.1, align 8, !tbaa !27
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @s122(ptr noalias nocapture noundef %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext i32 %n to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check15 = icmp ult i32 %n, 64
  br i1 %min.iters.check15, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %.neg = xor i64 %index, -1
  %1 = add i64 %.neg, %0
  %2 = getelementptr inbounds float, ptr %b, i64 %1
  %3 = getelementptr inbounds float, ptr %2, i64 -15
  %wide.load = load <16 x float>, ptr %3, align 4, !tbaa !5
  %reverse = shufflevector <16 x float> %wide.load, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %4 = getelementptr inbounds float, ptr %2, i64 -16
  %5 = getelementptr inbounds float, ptr %4, i64 -15
  %wide.load16 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %reverse17 = shufflevector <16 x float> %wide.load16, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %6 = getelementptr inbounds float, ptr %2, i64 -32
  %7 = getelementptr inbounds float, ptr %6, i64 -15
  %wide.load18 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %reverse19 = shufflevector <16 x float> %wide.load18, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %8 = getelementptr inbounds float, ptr %2, i64 -48
  %9 = getelementptr inbounds float, ptr %8, i64 -15
  %wide.load20 = load <16 x float>, ptr %9, align 4, !tbaa !5
  %reverse21 = shufflevector <16 x float> %wide.load20, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %10 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load22 = load <16 x float>, ptr %10, align 4, !tbaa !5
  %11 = getelementptr inbounds float, ptr %10, i64 16
  %wide.load23 = load <16 x float>, ptr %11, align 4, !tbaa !5
  %12 = getelementptr inbounds float, ptr %10, i64 32
  %wide.load24 = load <16 x float>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %10, i64 48
  %wide.load25 = load <16 x float>, ptr %13, align 4, !tbaa !5
  %14 = fadd <16 x float> %reverse, %wide.load22
  %15 = fadd <16 x float> %reverse17, %wide.load23
  %16 = fadd <16 x float> %reverse19, %wide.load24
  %17 = fadd <16 x float> %reverse21, %wide.load25
  store <16 x float> %14, ptr %10, align 4, !tbaa !5
  store <16 x float> %15, ptr %11, align 4, !tbaa !5
  store <16 x float> %16, ptr %12, align 4, !tbaa !5
  store <16 x float> %17, ptr %13, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec27 = and i64 %wide.trip.count, 4294967288
  %19 = getelementptr float, ptr %b, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %.neg34 = xor i64 %offset.idx, -1
  %20 = add i64 %.neg34, %0
  %21 = getelementptr float, ptr %19, i64 %20
  %wide.load30 = load <8 x float>, ptr %21, align 4, !tbaa !5
  %reverse31 = shufflevector <8 x float> %wide.load30, <8 x float> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load32 = load <8 x float>, ptr %22, align 4, !tbaa !5
  %23 = fadd <8 x float> %reverse31, %wide.load32
  store <8 x float> %23, ptr %22, align 4, !tbaa !5
  %index.next33 = add nuw i64 %offset.idx, 8
  %24 = icmp eq i64 %index.next33, %n.vec27
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n28 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n28, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %25 = sub nsw i64 %0, %indvars.iv.next
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %25
  %26 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %27 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %add3 = fadd float %26, %27
  store float %add3, ptr %arrayidx2, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @compact_pos(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef writeonly %cnt, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %k.1.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.013.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.unr
  %1 = load i32, ptr %arrayidx.epil, align 4, !tbaa !34
  %cmp1.epil = icmp sgt i32 %1, 0
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil
  %inc.epil = add nsw i32 %k.013.unr, 1
  %idxprom4.epil = sext i32 %k.013.unr to i64
  %arrayidx5.epil = getelementptr inbounds i32, ptr %out, i64 %idxprom4.epil
  store i32 %1, ptr %arrayidx5.epil, align 4, !tbaa !34
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %k.0.lcssa = phi i32 [ 0, %entry ], [ %k.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %inc.epil, %if.then.epil ], [ %k.013.unr, %for.body.epil ]
  store i32 %k.0.lcssa, ptr %cnt, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.013 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %2 = load i32, ptr %arrayidx, align 4, !tbaa !34
  %cmp1 = icmp sgt i32 %2, 0
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.013, 1
  %idxprom4 = sext i32 %k.013 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %idxprom4
  store i32 %2, ptr %arrayidx5, align 4, !tbaa !34
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.013, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next
  %3 = load i32, ptr %arrayidx.1, align 4, !tbaa !34
  %cmp1.1 = icmp sgt i32 %3, 0
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom4.1 = sext i32 %k.1 to i64
  %arrayidx5.1 = getelementptr inbounds i32, ptr %out, i64 %idxprom4.1
  store i32 %3, ptr %arrayidx5.1, align 4, !tbaa !34
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !36
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @compact_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, float noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.012.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.unr
  %1 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %cmp1.epil = fcmp ogt float %1, %t
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil
  %idxprom4.epil = sext i32 %k.012.unr to i64
  %arrayidx5.epil = getelementptr inbounds float, ptr %out, i64 %idxprom4.epil
  store float %1, ptr %arrayidx5.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.012 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %2, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.012, 1
  %idxprom4 = sext i32 %k.012 to i64
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4
  store float %2, ptr %arrayidx5, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.012, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %cmp1.1 = fcmp ogt float %3, %t
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom4.1 = sext i32 %k.1 to i64
  %arrayidx5.1 = getelementptr inbounds float, ptr %out, i64 %idxprom4.1
  store float %3, ptr %arrayidx5.1, align 4, !tbaa !5
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !37
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @nonzero_idx(ptr noalias nocapture noundef writeonly %idx, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.08.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, ptr %b, i64 %indvars.iv.unr
  %1 = load i8, ptr %arrayidx.epil, align 1, !tbaa !18
  %tobool.not.epil = icmp eq i8 %1, 0
  br i1 %tobool.not.epil, label %for.cond.cleanup, label %if.then.epil

if.then.epil:                                     ; preds = %for.body.epil
  %idxprom1.epil = sext i32 %k.08.unr to i64
  %arrayidx2.epil = getelementptr inbounds i32, ptr %idx, i64 %idxprom1.epil
  %2 = trunc i64 %indvars.iv.unr to i32
  store i32 %2, ptr %arrayidx2.epil, align 4, !tbaa !34
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.08 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i8, ptr %b, i64 %indvars.iv
  %3 = load i8, ptr %arrayidx, align 1, !tbaa !18
  %tobool.not = icmp eq i8 %3, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.08, 1
  %idxprom1 = sext i32 %k.08 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %idxprom1
  %4 = trunc i64 %indvars.iv to i32
  store i32 %4, ptr %arrayidx2, align 4, !tbaa !34
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.08, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv.next
  %5 = load i8, ptr %arrayidx.1, align 1, !tbaa !18
  %tobool.not.1 = icmp eq i8 %5, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom1.1 = sext i32 %k.1 to i64
  %arrayidx2.1 = getelementptr inbounds i32, ptr %idx, i64 %idxprom1.1
  %6 = trunc i64 %indvars.iv.next to i32
  store i32 %6, ptr %arrayidx2.1, align 4, !tbaa !34
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !38
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @s311(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967288
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %add.7, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.7, %for.body ]
  %s.05.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add.7, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.05.epil = phi float [ %add.epil, %for.body.epil ], [ %s.05.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %2 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %add.epil = fadd float %s.05.epil, %2
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !39

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  store float %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.7, %for.body ]
  %s.05 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add.7, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd float %s.05, %3
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %add.1 = fadd float %add, %4
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %5 = load float, ptr %arrayidx.2, align 4, !tbaa !5
  %add.2 = fadd float %add.1, %5
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %6 = load float, ptr %arrayidx.3, align 4, !tbaa !5
  %add.3 = fadd float %add.2, %6
  %indvars.iv.next.3 = or i64 %indvars.iv, 4
  %arrayidx.4 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.3
  %7 = load float, ptr %arrayidx.4, align 4, !tbaa !5
  %add.4 = fadd float %add.3, %7
  %indvars.iv.next.4 = or i64 %indvars.iv, 5
  %arrayidx.5 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.4
  %8 = load float, ptr %arrayidx.5, align 4, !tbaa !5
  %add.5 = fadd float %add.4, %8
  %indvars.iv.next.5 = or i64 %indvars.iv, 6
  %arrayidx.6 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.5
  %9 = load float, ptr %arrayidx.6, align 4, !tbaa !5
  %add.6 = fadd float %add.5, %9
  %indvars.iv.next.6 = or i64 %indvars.iv, 7
  %arrayidx.7 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.6
  %10 = load float, ptr %arrayidx.7, align 4, !tbaa !5
  %add.7 = fadd float %add.6, %10
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !41
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @s3113(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %0 = load float, ptr %a, align 4, !tbaa !5
  %1 = tail call float @llvm.fabs.f32(float %0)
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %2 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %3 = icmp ult i64 %2, 3
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %m.1.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %m.1.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %m.012.unr = phi float [ %1, %for.body.preheader ], [ %m.1.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %m.012.epil = phi float [ %m.1.epil, %for.body.epil ], [ %m.012.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx1.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %4 = load float, ptr %arrayidx1.epil, align 4, !tbaa !5
  %5 = tail call float @llvm.fabs.f32(float %4)
  %cmp2.epil = fcmp ogt float %5, %m.012.epil
  %m.1.epil = select i1 %cmp2.epil, float %5, float %m.012.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !42

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %m.0.lcssa = phi float [ %1, %entry ], [ %m.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %m.1.epil, %for.body.epil ]
  store float %m.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %m.012 = phi float [ %1, %for.body.preheader.new ], [ %m.1.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %6 = load float, ptr %arrayidx1, align 4, !tbaa !5
  %7 = tail call float @llvm.fabs.f32(float %6)
  %cmp2 = fcmp ogt float %7, %m.012
  %m.1 = select i1 %cmp2, float %7, float %m.012
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx1.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx1.1, align 4, !tbaa !5
  %9 = tail call float @llvm.fabs.f32(float %8)
  %cmp2.1 = fcmp ogt float %9, %m.1
  %m.1.1 = select i1 %cmp2.1, float %9, float %m.1
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx1.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %10 = load float, ptr %arrayidx1.2, align 4, !tbaa !5
  %11 = tail call float @llvm.fabs.f32(float %10)
  %cmp2.2 = fcmp ogt float %11, %m.1.1
  %m.1.2 = select i1 %cmp2.2, float %11, float %m.1.1
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx1.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %12 = load float, ptr %arrayidx1.3, align 4, !tbaa !5
  %13 = tail call float @llvm.fabs.f32(float %12)
  %cmp2.3 = fcmp ogt float %13, %m.1.2
  %m.1.3 = select i1 %cmp2.3, float %13, float %m.1.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @s314(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load float, ptr %a, align 4, !tbaa !5
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %1 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %2 = icmp ult i64 %1, 3
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %x.1.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %x.1.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %x.012.unr = phi float [ %0, %for.body.preheader ], [ %x.1.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %x.012.epil = phi float [ %x.1.epil, %for.body.epil ], [ %x.012.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx1.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %3 = load float, ptr %arrayidx1.epil, align 4, !tbaa !5
  %cmp2.epil = fcmp ogt float %3, %x.012.epil
  %x.1.epil = select i1 %cmp2.epil, float %3, float %x.012.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !44

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %x.0.lcssa = phi float [ %0, %entry ], [ %x.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %x.1.epil, %for.body.epil ]
  store float %x.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %x.012 = phi float [ %0, %for.body.preheader.new ], [ %x.1.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx1, align 4, !tbaa !5
  %cmp2 = fcmp ogt float %4, %x.012
  %x.1 = select i1 %cmp2, float %4, float %x.012
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx1.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %5 = load float, ptr %arrayidx1.1, align 4, !tbaa !5
  %cmp2.1 = fcmp ogt float %5, %x.1
  %x.1.1 = select i1 %cmp2.1, float %5, float %x.1
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx1.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %6 = load float, ptr %arrayidx1.2, align 4, !tbaa !5
  %cmp2.2 = fcmp ogt float %6, %x.1.1
  %x.1.2 = select i1 %cmp2.2, float %6, float %x.1.1
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx1.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %7 = load float, ptr %arrayidx1.3, align 4, !tbaa !5
  %cmp2.3 = fcmp ogt float %7, %x.1.2
  %x.1.3 = select i1 %cmp2.3, float %7, float %x.1.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !45
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @sum_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %24, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <16 x i16>, ptr %4, align 2, !tbaa !22
  %5 = getelementptr inbounds i16, ptr %4, i64 16
  %wide.load12 = load <16 x i16>, ptr %5, align 2, !tbaa !22
  %6 = getelementptr inbounds i16, ptr %4, i64 32
  %wide.load13 = load <16 x i16>, ptr %6, align 2, !tbaa !22
  %7 = getelementptr inbounds i16, ptr %4, i64 48
  %wide.load14 = load <16 x i16>, ptr %7, align 2, !tbaa !22
  %8 = sext <16 x i16> %wide.load to <16 x i32>
  %9 = sext <16 x i16> %wide.load12 to <16 x i32>
  %10 = sext <16 x i16> %wide.load13 to <16 x i32>
  %11 = sext <16 x i16> %wide.load14 to <16 x i32>
  %12 = add <16 x i32> %vec.phi, %8
  %13 = add <16 x i32> %vec.phi9, %9
  %14 = add <16 x i32> %vec.phi10, %10
  %15 = add <16 x i32> %vec.phi11, %11
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds i16, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i16>, ptr %16, align 2, !tbaa !22
  %17 = getelementptr inbounds i16, ptr %16, i64 16
  %wide.load12.1 = load <16 x i16>, ptr %17, align 2, !tbaa !22
  %18 = getelementptr inbounds i16, ptr %16, i64 32
  %wide.load13.1 = load <16 x i16>, ptr %18, align 2, !tbaa !22
  %19 = getelementptr inbounds i16, ptr %16, i64 48
  %wide.load14.1 = load <16 x i16>, ptr %19, align 2, !tbaa !22
  %20 = sext <16 x i16> %wide.load.1 to <16 x i32>
  %21 = sext <16 x i16> %wide.load12.1 to <16 x i32>
  %22 = sext <16 x i16> %wide.load13.1 to <16 x i32>
  %23 = sext <16 x i16> %wide.load14.1 to <16 x i32>
  %24 = add <16 x i32> %12, %20
  %25 = add <16 x i32> %13, %21
  %26 = add <16 x i32> %14, %22
  %27 = add <16 x i32> %15, %23
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !46

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa27.ph = phi <16 x i32> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa26.ph = phi <16 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa25.ph = phi <16 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi9.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi10.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i16, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i16>, ptr %28, align 2, !tbaa !22
  %29 = getelementptr inbounds i16, ptr %28, i64 16
  %wide.load12.epil = load <16 x i16>, ptr %29, align 2, !tbaa !22
  %30 = getelementptr inbounds i16, ptr %28, i64 32
  %wide.load13.epil = load <16 x i16>, ptr %30, align 2, !tbaa !22
  %31 = getelementptr inbounds i16, ptr %28, i64 48
  %wide.load14.epil = load <16 x i16>, ptr %31, align 2, !tbaa !22
  %32 = sext <16 x i16> %wide.load.epil to <16 x i32>
  %33 = sext <16 x i16> %wide.load12.epil to <16 x i32>
  %34 = sext <16 x i16> %wide.load13.epil to <16 x i32>
  %35 = sext <16 x i16> %wide.load14.epil to <16 x i32>
  %36 = add <16 x i32> %vec.phi.unr, %32
  %37 = add <16 x i32> %vec.phi9.unr, %33
  %38 = add <16 x i32> %vec.phi10.unr, %34
  %39 = add <16 x i32> %vec.phi11.unr, %35
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa27 = phi <16 x i32> [ %.lcssa27.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa26 = phi <16 x i32> [ %.lcssa26.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa25 = phi <16 x i32> [ %.lcssa25.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = add <16 x i32> %.lcssa27, %.lcssa28
  %bin.rdx15 = add <16 x i32> %.lcssa26, %bin.rdx
  %bin.rdx16 = add <16 x i32> %.lcssa25, %bin.rdx15
  %40 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %40, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %41 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x i32> [ %41, %vec.epilog.ph ], [ %44, %vec.epilog.vector.body ]
  %42 = getelementptr inbounds i16, ptr %a, i64 %offset.idx
  %wide.load22 = load <8 x i16>, ptr %42, align 2, !tbaa !22
  %43 = sext <8 x i16> %wide.load22 to <8 x i32>
  %44 = add <8 x i32> %vec.phi21, %43
  %index.next23 = add nuw i64 %offset.idx, 8
  %45 = icmp eq i64 %index.next23, %n.vec18
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %46 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %44)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %s.05.ph = phi i32 [ 0, %iter.check ], [ %40, %vec.epilog.iter.check ], [ %46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %40, %middle.block ], [ %46, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %47 = load i16, ptr %arrayidx, align 2, !tbaa !22
  %conv = sext i16 %47 to i32
  %add = add nsw i32 %s.05, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @count_eq(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %b, i8 noundef zeroext %key, i32 noundef %n) local_unnamed_addr #0 {
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
  %broadcast.splatinsert = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat = shufflevector <16 x i8> %broadcast.splatinsert, <16 x i8> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat19 = shufflevector <16 x i8> %broadcast.splatinsert18, <16 x i8> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat21 = shufflevector <16 x i8> %broadcast.splatinsert20, <16 x i8> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat23 = shufflevector <16 x i8> %broadcast.splatinsert22, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi14 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %b, i64 %index
  %wide.load = load <16 x i8>, ptr %0, align 1, !tbaa !18
  %1 = getelementptr inbounds i8, ptr %0, i64 16
  %wide.load15 = load <16 x i8>, ptr %1, align 1, !tbaa !18
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %wide.load16 = load <16 x i8>, ptr %2, align 1, !tbaa !18
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  %wide.load17 = load <16 x i8>, ptr %3, align 1, !tbaa !18
  %4 = icmp eq <16 x i8> %wide.load, %broadcast.splat
  %5 = icmp eq <16 x i8> %wide.load15, %broadcast.splat19
  %6 = icmp eq <16 x i8> %wide.load16, %broadcast.splat21
  %7 = icmp eq <16 x i8> %wide.load17, %broadcast.splat23
  %8 = zext <16 x i1> %4 to <16 x i32>
  %9 = zext <16 x i1> %5 to <16 x i32>
  %10 = zext <16 x i1> %6 to <16 x i32>
  %11 = zext <16 x i1> %7 to <16 x i32>
  %12 = add <16 x i32> %vec.phi, %8
  %13 = add <16 x i32> %vec.phi12, %9
  %14 = add <16 x i32> %vec.phi13, %10
  %15 = add <16 x i32> %vec.phi14, %11
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !49

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %13, %12
  %bin.rdx24 = add <16 x i32> %14, %bin.rdx
  %bin.rdx25 = add <16 x i32> %15, %bin.rdx24
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx25)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %17, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec27 = and i64 %wide.trip.count, 4294967288
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  %broadcast.splatinsert32 = insertelement <8 x i8> poison, i8 %key, i64 0
  %broadcast.splat33 = shufflevector <8 x i8> %broadcast.splatinsert32, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %vec.phi30 = phi <8 x i32> [ %18, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i8, ptr %b, i64 %offset.idx
  %wide.load31 = load <8 x i8>, ptr %19, align 1, !tbaa !18
  %20 = icmp eq <8 x i8> %wide.load31, %broadcast.splat33
  %21 = zext <8 x i1> %20 to <8 x i32>
  %22 = add <8 x i32> %vec.phi30, %21
  %index.next34 = add nuw i64 %offset.idx, 8
  %23 = icmp eq i64 %index.next34, %n.vec27
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !50

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %22)
  %cmp.n28 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n28, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  %c.08.ph = phi i32 [ 0, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %c.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ], [ %24, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %c.0.lcssa, ptr %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %c.08 = phi i32 [ %add, %for.body ], [ %c.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %b, i64 %indvars.iv
  %25 = load i8, ptr %arrayidx, align 1, !tbaa !18
  %cmp2 = icmp eq i8 %25, %key
  %conv3 = zext i1 %cmp2 to i32
  %add = add nuw nsw i32 %c.08, %conv3
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @umin_u32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 64
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

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
  %vec.phi = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %16, %vector.body ]
  %vec.phi15 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %17, %vector.body ]
  %vec.phi16 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %18, %vector.body ]
  %vec.phi17 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %19, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !34
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load18 = load <16 x i32>, ptr %5, align 4, !tbaa !34
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load19 = load <16 x i32>, ptr %6, align 4, !tbaa !34
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load20 = load <16 x i32>, ptr %7, align 4, !tbaa !34
  %8 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load, <16 x i32> %vec.phi)
  %9 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load18, <16 x i32> %vec.phi15)
  %10 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load19, <16 x i32> %vec.phi16)
  %11 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load20, <16 x i32> %vec.phi17)
  %index.next = or i64 %index, 64
  %12 = getelementptr inbounds i32, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %12, align 4, !tbaa !34
  %13 = getelementptr inbounds i32, ptr %12, i64 16
  %wide.load18.1 = load <16 x i32>, ptr %13, align 4, !tbaa !34
  %14 = getelementptr inbounds i32, ptr %12, i64 32
  %wide.load19.1 = load <16 x i32>, ptr %14, align 4, !tbaa !34
  %15 = getelementptr inbounds i32, ptr %12, i64 48
  %wide.load20.1 = load <16 x i32>, ptr %15, align 4, !tbaa !34
  %16 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load.1, <16 x i32> %8)
  %17 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load18.1, <16 x i32> %9)
  %18 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load19.1, <16 x i32> %10)
  %19 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load20.1, <16 x i32> %11)
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !52

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa37.ph = phi <16 x i32> [ undef, %vector.ph ], [ %16, %vector.body ]
  %.lcssa36.ph = phi <16 x i32> [ undef, %vector.ph ], [ %17, %vector.body ]
  %.lcssa35.ph = phi <16 x i32> [ undef, %vector.ph ], [ %18, %vector.body ]
  %.lcssa34.ph = phi <16 x i32> [ undef, %vector.ph ], [ %19, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %16, %vector.body ]
  %vec.phi15.unr = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %17, %vector.body ]
  %vec.phi16.unr = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %18, %vector.body ]
  %vec.phi17.unr = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %19, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %20, align 4, !tbaa !34
  %21 = getelementptr inbounds i32, ptr %20, i64 16
  %wide.load18.epil = load <16 x i32>, ptr %21, align 4, !tbaa !34
  %22 = getelementptr inbounds i32, ptr %20, i64 32
  %wide.load19.epil = load <16 x i32>, ptr %22, align 4, !tbaa !34
  %23 = getelementptr inbounds i32, ptr %20, i64 48
  %wide.load20.epil = load <16 x i32>, ptr %23, align 4, !tbaa !34
  %24 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load.epil, <16 x i32> %vec.phi.unr)
  %25 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load18.epil, <16 x i32> %vec.phi15.unr)
  %26 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load19.epil, <16 x i32> %vec.phi16.unr)
  %27 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load20.epil, <16 x i32> %vec.phi17.unr)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa37 = phi <16 x i32> [ %.lcssa37.ph, %middle.block.unr-lcssa ], [ %24, %vector.body.epil ]
  %.lcssa36 = phi <16 x i32> [ %.lcssa36.ph, %middle.block.unr-lcssa ], [ %25, %vector.body.epil ]
  %.lcssa35 = phi <16 x i32> [ %.lcssa35.ph, %middle.block.unr-lcssa ], [ %26, %vector.body.epil ]
  %.lcssa34 = phi <16 x i32> [ %.lcssa34.ph, %middle.block.unr-lcssa ], [ %27, %vector.body.epil ]
  %28 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %.lcssa37, <16 x i32> %.lcssa36)
  %29 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %28, <16 x i32> %.lcssa35)
  %30 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %29, <16 x i32> %.lcssa34)
  %31 = tail call i32 @llvm.vector.reduce.umin.v16i32(<16 x i32> %30)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ -1, %vector.main.loop.iter.check ], [ %31, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec26 = and i64 %wide.trip.count, 4294967288
  %minmax.ident.splatinsert = insertelement <8 x i32> poison, i32 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x i32> %minmax.ident.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %vec.phi29 = phi <8 x i32> [ %minmax.ident.splat, %vec.epilog.ph ], [ %33, %vec.epilog.vector.body ]
  %32 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load30 = load <8 x i32>, ptr %32, align 4, !tbaa !34
  %33 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %wide.load30, <8 x i32> %vec.phi29)
  %index.next31 = add nuw i64 %offset.idx, 8
  %34 = icmp eq i64 %index.next31, %n.vec26
  br i1 %34, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !53

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %35 = tail call i32 @llvm.vector.reduce.umin.v8i32(<8 x i32> %33)
  %cmp.n27 = icmp eq i64 %n.vec26, %wide.trip.count
  br i1 %cmp.n27, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec26, %vec.epilog.middle.block ]
  %m.011.ph = phi i32 [ -1, %iter.check ], [ %31, %vec.epilog.iter.check ], [ %35, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %m.0.lcssa = phi i32 [ -1, %entry ], [ %31, %middle.block ], [ %35, %vec.epilog.middle.block ], [ %37, %for.body ]
  store i32 %m.0.lcssa, ptr %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %m.011 = phi i32 [ %37, %for.body ], [ %m.011.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %36 = load i32, ptr %arrayidx, align 4, !tbaa !34
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 %m.011)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !54
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @xor_all(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %16, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %17, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %18, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %19, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !34
  %5 = getelementptr inbounds i32, ptr %4, i64 16
  %wide.load12 = load <16 x i32>, ptr %5, align 4, !tbaa !34
  %6 = getelementptr inbounds i32, ptr %4, i64 32
  %wide.load13 = load <16 x i32>, ptr %6, align 4, !tbaa !34
  %7 = getelementptr inbounds i32, ptr %4, i64 48
  %wide.load14 = load <16 x i32>, ptr %7, align 4, !tbaa !34
  %8 = xor <16 x i32> %wide.load, %vec.phi
  %9 = xor <16 x i32> %wide.load12, %vec.phi9
  %10 = xor <16 x i32> %wide.load13, %vec.phi10
  %11 = xor <16 x i32> %wide.load14, %vec.phi11
  %index.next = or i64 %index, 64
  %12 = getelementptr inbounds i32, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %12, align 4, !tbaa !34
  %13 = getelementptr inbounds i32, ptr %12, i64 16
  %wide.load12.1 = load <16 x i32>, ptr %13, align 4, !tbaa !34
  %14 = getelementptr inbounds i32, ptr %12, i64 32
  %wide.load13.1 = load <16 x i32>, ptr %14, align 4, !tbaa !34
  %15 = getelementptr inbounds i32, ptr %12, i64 48
  %wide.load14.1 = load <16 x i32>, ptr %15, align 4, !tbaa !34
  %16 = xor <16 x i32> %wide.load.1, %8
  %17 = xor <16 x i32> %wide.load12.1, %9
  %18 = xor <16 x i32> %wide.load13.1, %10
  %19 = xor <16 x i32> %wide.load14.1, %11
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !55

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %16, %vector.body ]
  %.lcssa27.ph = phi <16 x i32> [ undef, %vector.ph ], [ %17, %vector.body ]
  %.lcssa26.ph = phi <16 x i32> [ undef, %vector.ph ], [ %18, %vector.body ]
  %.lcssa25.ph = phi <16 x i32> [ undef, %vector.ph ], [ %19, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %vec.phi9.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %17, %vector.body ]
  %vec.phi10.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %20, align 4, !tbaa !34
  %21 = getelementptr inbounds i32, ptr %20, i64 16
  %wide.load12.epil = load <16 x i32>, ptr %21, align 4, !tbaa !34
  %22 = getelementptr inbounds i32, ptr %20, i64 32
  %wide.load13.epil = load <16 x i32>, ptr %22, align 4, !tbaa !34
  %23 = getelementptr inbounds i32, ptr %20, i64 48
  %wide.load14.epil = load <16 x i32>, ptr %23, align 4, !tbaa !34
  %24 = xor <16 x i32> %wide.load.epil, %vec.phi.unr
  %25 = xor <16 x i32> %wide.load12.epil, %vec.phi9.unr
  %26 = xor <16 x i32> %wide.load13.epil, %vec.phi10.unr
  %27 = xor <16 x i32> %wide.load14.epil, %vec.phi11.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %24, %vector.body.epil ]
  %.lcssa27 = phi <16 x i32> [ %.lcssa27.ph, %middle.block.unr-lcssa ], [ %25, %vector.body.epil ]
  %.lcssa26 = phi <16 x i32> [ %.lcssa26.ph, %middle.block.unr-lcssa ], [ %26, %vector.body.epil ]
  %.lcssa25 = phi <16 x i32> [ %.lcssa25.ph, %middle.block.unr-lcssa ], [ %27, %vector.body.epil ]
  %bin.rdx = xor <16 x i32> %.lcssa27, %.lcssa28
  %bin.rdx15 = xor <16 x i32> %.lcssa26, %bin.rdx
  %bin.rdx16 = xor <16 x i32> %.lcssa25, %bin.rdx15
  %28 = tail call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %28, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %29 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %vec.phi21 = phi <8 x i32> [ %29, %vec.epilog.ph ], [ %31, %vec.epilog.vector.body ]
  %30 = getelementptr inbounds i32, ptr %a, i64 %offset.idx
  %wide.load22 = load <8 x i32>, ptr %30, align 4, !tbaa !34
  %31 = xor <8 x i32> %wide.load22, %vec.phi21
  %index.next23 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next23, %n.vec18
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !56

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %33 = tail call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %31)
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %x.05.ph = phi i32 [ 0, %iter.check ], [ %28, %vec.epilog.iter.check ], [ %33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %x.0.lcssa = phi i32 [ 0, %entry ], [ %28, %middle.block ], [ %33, %vec.epilog.middle.block ], [ %xor, %for.body ]
  store i32 %x.0.lcssa, ptr %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %x.05 = phi i32 [ %xor, %for.body ], [ %x.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %34 = load i32, ptr %arrayidx, align 4, !tbaa !34
  %xor = xor i32 %34, %x.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !57
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @sdot(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %16, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.08.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %16, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.08.epil = phi float [ %4, %for.body.epil ], [ %s.08.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %2 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %arrayidx2.epil = getelementptr inbounds float, ptr %b, i64 %indvars.iv.epil
  %3 = load float, ptr %arrayidx2.epil, align 4, !tbaa !5
  %4 = tail call float @llvm.fmuladd.f32(float %2, float %3, float %s.08.epil)
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !58

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %4, %for.body.epil ]
  store float %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.08 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %16, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %5 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %6 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %7 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %s.08)
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %arrayidx2.1 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx2.1, align 4, !tbaa !5
  %10 = tail call float @llvm.fmuladd.f32(float %8, float %9, float %7)
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %11 = load float, ptr %arrayidx.2, align 4, !tbaa !5
  %arrayidx2.2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next.1
  %12 = load float, ptr %arrayidx2.2, align 4, !tbaa !5
  %13 = tail call float @llvm.fmuladd.f32(float %11, float %12, float %10)
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %14 = load float, ptr %arrayidx.3, align 4, !tbaa !5
  %arrayidx2.3 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next.2
  %15 = load float, ptr %arrayidx2.3, align 4, !tbaa !5
  %16 = tail call float @llvm.fmuladd.f32(float %14, float %15, float %13)
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @sum_re(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %z, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %add.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.05.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.05.epil = phi float [ %add.epil, %for.body.epil ], [ %s.05.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %2 = shl nuw nsw i64 %indvars.iv.epil, 1
  %arrayidx.epil = getelementptr inbounds float, ptr %z, i64 %2
  %3 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %add.epil = fadd float %s.05.epil, %3
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !60

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  store float %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.05 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %4 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, ptr %z, i64 %4
  %5 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd float %s.05, %5
  %indvars.iv.next = shl nuw i64 %indvars.iv, 1
  %6 = or i64 %indvars.iv.next, 2
  %arrayidx.1 = getelementptr inbounds float, ptr %z, i64 %6
  %7 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %add.1 = fadd float %add, %7
  %indvars.iv.next.1 = shl nuw i64 %indvars.iv, 1
  %8 = or i64 %indvars.iv.next.1, 4
  %arrayidx.2 = getelementptr inbounds float, ptr %z, i64 %8
  %9 = load float, ptr %arrayidx.2, align 4, !tbaa !5
  %add.2 = fadd float %add.1, %9
  %indvars.iv.next.2 = shl nuw i64 %indvars.iv, 1
  %10 = or i64 %indvars.iv.next.2, 6
  %arrayidx.3 = getelementptr inbounds float, ptr %z, i64 %10
  %11 = load float, ptr %arrayidx.3, align 4, !tbaa !5
  %add.3 = fadd float %add.2, %11
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !61
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @s162(ptr noalias nocapture noundef %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %c, i32 noundef %k, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp = icmp sgt i32 %k, 0
  %cmp115 = icmp sgt i32 %n, 0
  %or.cond = and i1 %cmp, %cmp115
  br i1 %or.cond, label %iter.check, label %if.end

iter.check:                                       ; preds = %entry
  %0 = zext i32 %k to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  %.neg = mul nsw i64 %0, -4
  %diff.check = icmp ult i64 %.neg, 256
  %or.cond40 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond40, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check20 = icmp ult i32 %n, 64
  br i1 %min.iters.check20, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = add nuw nsw i64 %index, %0
  %2 = getelementptr inbounds float, ptr %a, i64 %1
  %wide.load = load <16 x float>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load21 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds float, ptr %2, i64 32
  %wide.load22 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %2, i64 48
  %wide.load23 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load24 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %7 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load25 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, ptr %6, i64 32
  %wide.load26 = load <16 x float>, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds float, ptr %6, i64 48
  %wide.load27 = load <16 x float>, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, ptr %c, i64 %index
  %wide.load28 = load <16 x float>, ptr %10, align 4, !tbaa !5
  %11 = getelementptr inbounds float, ptr %10, i64 16
  %wide.load29 = load <16 x float>, ptr %11, align 4, !tbaa !5
  %12 = getelementptr inbounds float, ptr %10, i64 32
  %wide.load30 = load <16 x float>, ptr %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %10, i64 48
  %wide.load31 = load <16 x float>, ptr %13, align 4, !tbaa !5
  %14 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load24, <16 x float> %wide.load28, <16 x float> %wide.load)
  %15 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load25, <16 x float> %wide.load29, <16 x float> %wide.load21)
  %16 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load26, <16 x float> %wide.load30, <16 x float> %wide.load22)
  %17 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load27, <16 x float> %wide.load31, <16 x float> %wide.load23)
  %18 = getelementptr inbounds float, ptr %a, i64 %index
  store <16 x float> %14, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %18, i64 16
  store <16 x float> %15, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds float, ptr %18, i64 32
  store <16 x float> %16, ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %18, i64 48
  store <16 x float> %17, ptr %21, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %22 = icmp eq i64 %index.next, %n.vec
  br i1 %22, label %middle.block, label %vector.body, !llvm.loop !62

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %if.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec33 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next39, %vec.epilog.vector.body ]
  %23 = add nuw nsw i64 %offset.idx, %0
  %24 = getelementptr inbounds float, ptr %a, i64 %23
  %wide.load36 = load <8 x float>, ptr %24, align 4, !tbaa !5
  %25 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load37 = load <8 x float>, ptr %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, ptr %c, i64 %offset.idx
  %wide.load38 = load <8 x float>, ptr %26, align 4, !tbaa !5
  %27 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.load37, <8 x float> %wide.load38, <8 x float> %wide.load36)
  %28 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  store <8 x float> %27, ptr %28, align 4, !tbaa !5
  %index.next39 = add nuw i64 %offset.idx, 8
  %29 = icmp eq i64 %index.next39, %n.vec33
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !63

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i64 %n.vec33, %wide.trip.count
  br i1 %cmp.n34, label %if.end, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  %30 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %31 = add nuw nsw i64 %indvars.iv.ph, %0
  %arrayidx.prol = getelementptr inbounds float, ptr %a, i64 %31
  %32 = load float, ptr %arrayidx.prol, align 4, !tbaa !5
  %arrayidx3.prol = getelementptr inbounds float, ptr %b, i64 %indvars.iv.ph
  %33 = load float, ptr %arrayidx3.prol, align 4, !tbaa !5
  %arrayidx5.prol = getelementptr inbounds float, ptr %c, i64 %indvars.iv.ph
  %34 = load float, ptr %arrayidx5.prol, align 4, !tbaa !5
  %35 = tail call float @llvm.fmuladd.f32(float %33, float %34, float %32)
  %arrayidx7.prol = getelementptr inbounds float, ptr %a, i64 %indvars.iv.ph
  store float %35, ptr %arrayidx7.prol, align 4, !tbaa !5
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %36 = sub nsw i64 0, %wide.trip.count
  %37 = icmp eq i64 %30, %36
  br i1 %37, label %if.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %38 = add nuw nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %38
  %39 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx3 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %40 = load float, ptr %arrayidx3, align 4, !tbaa !5
  %arrayidx5 = getelementptr inbounds float, ptr %c, i64 %indvars.iv
  %41 = load float, ptr %arrayidx5, align 4, !tbaa !5
  %42 = tail call float @llvm.fmuladd.f32(float %40, float %41, float %39)
  %arrayidx7 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  store float %42, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %43 = add nuw nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %43
  %44 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %arrayidx3.1 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next
  %45 = load float, ptr %arrayidx3.1, align 4, !tbaa !5
  %arrayidx5.1 = getelementptr inbounds float, ptr %c, i64 %indvars.iv.next
  %46 = load float, ptr %arrayidx5.1, align 4, !tbaa !5
  %47 = tail call float @llvm.fmuladd.f32(float %45, float %46, float %44)
  %arrayidx7.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  store float %47, ptr %arrayidx7.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %if.end, label %for.body, !llvm.loop !64

if.end:                                           ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @s241(ptr noalias nocapture noundef %a, ptr noalias nocapture noundef %b, ptr noalias nocapture noundef readonly %c, ptr noalias nocapture noundef readonly %d, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp31 = icmp sgt i32 %n, 0
  br i1 %cmp31, label %for.body.preheader, label %for.cond.cleanup

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
  %arrayidx.epil = getelementptr inbounds float, ptr %b, i64 %indvars.iv.unr
  %1 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %arrayidx2.epil = getelementptr inbounds float, ptr %c, i64 %indvars.iv.unr
  %2 = load float, ptr %arrayidx2.epil, align 4, !tbaa !5
  %mul.epil = fmul float %1, %2
  %arrayidx4.epil = getelementptr inbounds float, ptr %d, i64 %indvars.iv.unr
  %3 = load float, ptr %arrayidx4.epil, align 4, !tbaa !5
  %mul5.epil = fmul float %mul.epil, %3
  %arrayidx7.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.unr
  store float %mul5.epil, ptr %arrayidx7.epil, align 4, !tbaa !5
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.unr, 1
  %arrayidx11.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.epil
  %4 = load float, ptr %arrayidx11.epil, align 4, !tbaa !5
  %mul12.epil = fmul float %mul5.epil, %4
  %mul15.epil = fmul float %3, %mul12.epil
  store float %mul15.epil, ptr %arrayidx.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %c, i64 %indvars.iv
  %6 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %mul = fmul float %5, %6
  %arrayidx4 = getelementptr inbounds float, ptr %d, i64 %indvars.iv
  %7 = load float, ptr %arrayidx4, align 4, !tbaa !5
  %mul5 = fmul float %mul, %7
  %arrayidx7 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  store float %mul5, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx11 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx11, align 4, !tbaa !5
  %mul12 = fmul float %mul5, %8
  %mul15 = fmul float %7, %mul12
  store float %mul15, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx.1 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %arrayidx2.1 = getelementptr inbounds float, ptr %c, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx2.1, align 4, !tbaa !5
  %mul.1 = fmul float %9, %10
  %arrayidx4.1 = getelementptr inbounds float, ptr %d, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx4.1, align 4, !tbaa !5
  %mul5.1 = fmul float %mul.1, %11
  %arrayidx7.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  store float %mul5.1, ptr %arrayidx7.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx11.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %12 = load float, ptr %arrayidx11.1, align 4, !tbaa !5
  %mul12.1 = fmul float %mul5.1, %12
  %mul15.1 = fmul float %11, %mul12.1
  store float %mul15.1, ptr %arrayidx.1, align 4, !tbaa !5
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !65
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umin.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umin.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nocallback nofree nosync nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
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
!17 = distinct !{!17, !10, !11}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11, !13}
!21 = distinct !{!21, !10, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !7, i64 0}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11, !13}
!26 = distinct !{!26, !10, !11}
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !7, i64 0}
!29 = distinct !{!29, !10, !11}
!30 = distinct !{!30, !10, !11}
!31 = distinct !{!31, !10, !11}
!32 = distinct !{!32, !10, !11, !13}
!33 = distinct !{!33, !10, !13, !11}
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !7, i64 0}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.unroll.disable"}
!41 = distinct !{!41, !10}
!42 = distinct !{!42, !40}
!43 = distinct !{!43, !10}
!44 = distinct !{!44, !40}
!45 = distinct !{!45, !10}
!46 = distinct !{!46, !10, !11}
!47 = distinct !{!47, !10, !11, !13}
!48 = distinct !{!48, !10, !13, !11}
!49 = distinct !{!49, !10, !11}
!50 = distinct !{!50, !10, !11, !13}
!51 = distinct !{!51, !10, !13, !11}
!52 = distinct !{!52, !10, !11}
!53 = distinct !{!53, !10, !11, !13}
!54 = distinct !{!54, !10, !13, !11}
!55 = distinct !{!55, !10, !11}
!56 = distinct !{!56, !10, !11, !13}
!57 = distinct !{!57, !10, !13, !11}
!58 = distinct !{!58, !40}
!59 = distinct !{!59, !10}
!60 = distinct !{!60, !40}
!61 = distinct !{!61, !10}
!62 = distinct !{!62, !10, !11}
!63 = distinct !{!63, !10, !11, !13}
!64 = distinct !{!64, !10, !11}
!65 = distinct !{!65, !10}
