; ModuleID = 'tsvc_loops.c'
source_filename = "tsvc_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @s000(ptr noalias nocapture noundef writeonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %b, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 64
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %3 = getelementptr inbounds i8, ptr %0, i64 192
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %wide.load10 = load <16 x float>, ptr %1, align 4, !tbaa !5
  %wide.load11 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %wide.load12 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %4 = fadd <16 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %5 = fadd <16 x float> %wide.load10, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %6 = fadd <16 x float> %wide.load11, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %7 = fadd <16 x float> %wide.load12, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %8 = getelementptr inbounds float, ptr %a, i64 %index
  %9 = getelementptr inbounds i8, ptr %8, i64 64
  %10 = getelementptr inbounds i8, ptr %8, i64 128
  %11 = getelementptr inbounds i8, ptr %8, i64 192
  store <16 x float> %4, ptr %8, align 4, !tbaa !5
  store <16 x float> %5, ptr %9, align 4, !tbaa !5
  store <16 x float> %6, ptr %10, align 4, !tbaa !5
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

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %13 = getelementptr inbounds float, ptr %b, i64 %index15
  %wide.load16 = load <8 x float>, ptr %13, align 4, !tbaa !5
  %14 = fadd <8 x float> %wide.load16, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %15 = getelementptr inbounds float, ptr %a, i64 %index15
  store <8 x float> %14, ptr %15, align 4, !tbaa !5
  %index.next17 = add nuw i64 %index15, 8
  %16 = icmp eq i64 %index.next17, %n.vec14
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i64 %n.vec14, %wide.trip.count
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader

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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @s1112(ptr noalias nocapture noundef writeonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %0, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = xor i64 %index, -1
  %2 = add i64 %1, %0
  %3 = getelementptr inbounds float, ptr %b, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 -60
  %5 = getelementptr inbounds i8, ptr %3, i64 -124
  %6 = getelementptr inbounds i8, ptr %3, i64 -188
  %7 = getelementptr inbounds i8, ptr %3, i64 -252
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !5
  %wide.load10 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %wide.load12 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %wide.load14 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fadd <16 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %9 = fadd <16 x float> %wide.load10, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %10 = fadd <16 x float> %wide.load12, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %11 = fadd <16 x float> %wide.load14, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %12 = getelementptr inbounds float, ptr %a, i64 %2
  %13 = getelementptr inbounds i8, ptr %12, i64 -60
  %14 = getelementptr inbounds i8, ptr %12, i64 -124
  %15 = getelementptr inbounds i8, ptr %12, i64 -188
  %16 = getelementptr inbounds i8, ptr %12, i64 -252
  store <16 x float> %8, ptr %13, align 4, !tbaa !5
  store <16 x float> %9, ptr %14, align 4, !tbaa !5
  store <16 x float> %10, ptr %15, align 4, !tbaa !5
  store <16 x float> %11, ptr %16, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %17 = icmp eq i64 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %ind.end22 = and i64 %0, 63
  %n.vec.remaining = and i64 %0, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ %0, %iter.check ], [ %ind.end22, %vec.epilog.iter.check ], [ %ind.end, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec21 = and i64 %0, 2147483640
  %ind.end = and i64 %0, 7
  %invariant.gep = getelementptr i8, ptr %b, i64 -28
  %invariant.gep30 = getelementptr i8, ptr %a, i64 -28
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %18 = xor i64 %index23, -1
  %19 = add i64 %18, %0
  %gep = getelementptr float, ptr %invariant.gep, i64 %19
  %wide.load25 = load <8 x float>, ptr %gep, align 4, !tbaa !5
  %20 = fadd <8 x float> %wide.load25, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %gep31 = getelementptr float, ptr %invariant.gep30, i64 %19
  store <8 x float> %20, ptr %gep31, align 4, !tbaa !5
  %index.next28 = add nuw i64 %index23, 8
  %21 = icmp eq i64 %index.next28, %n.vec21
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i64 %n.vec21, %0
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next
  %22 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd float %22, 1.000000e+00
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  store float %add, ptr %arrayidx2, align 4, !tbaa !5
  %cmp = icmp ugt i64 %indvars.iv, 1
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_bytes(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr i8, ptr %in, i64 %0
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 256
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483392
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = xor i64 %index, -1
  %2 = getelementptr i8, ptr %invariant.gep, i64 %1
  %3 = getelementptr i8, ptr %2, i64 -63
  %4 = getelementptr i8, ptr %2, i64 -127
  %5 = getelementptr i8, ptr %2, i64 -191
  %6 = getelementptr i8, ptr %2, i64 -255
  %wide.load = load <64 x i8>, ptr %3, align 1, !tbaa !18
  %reverse = shufflevector <64 x i8> %wide.load, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load13 = load <64 x i8>, ptr %4, align 1, !tbaa !18
  %reverse14 = shufflevector <64 x i8> %wide.load13, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load15 = load <64 x i8>, ptr %5, align 1, !tbaa !18
  %reverse16 = shufflevector <64 x i8> %wide.load15, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load17 = load <64 x i8>, ptr %6, align 1, !tbaa !18
  %reverse18 = shufflevector <64 x i8> %wide.load17, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %7 = getelementptr inbounds i8, ptr %out, i64 %index
  %8 = getelementptr inbounds i8, ptr %7, i64 64
  %9 = getelementptr inbounds i8, ptr %7, i64 128
  %10 = getelementptr inbounds i8, ptr %7, i64 192
  store <64 x i8> %reverse, ptr %7, align 1, !tbaa !18
  store <64 x i8> %reverse14, ptr %8, align 1, !tbaa !18
  store <64 x i8> %reverse16, ptr %9, align 1, !tbaa !18
  store <64 x i8> %reverse18, ptr %10, align 1, !tbaa !18
  %index.next = add nuw i64 %index, 256
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i64 %wide.trip.count, 2147483616
  %invariant.gep26 = getelementptr i8, ptr %invariant.gep, i64 -31
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index21 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %12 = xor i64 %index21, -1
  %gep27 = getelementptr i8, ptr %invariant.gep26, i64 %12
  %wide.load22 = load <32 x i8>, ptr %gep27, align 1, !tbaa !18
  %reverse23 = shufflevector <32 x i8> %wide.load22, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %13 = getelementptr inbounds i8, ptr %out, i64 %index21
  store <32 x i8> %reverse23, ptr %13, align 1, !tbaa !18
  %index.next24 = add nuw i64 %index21, 32
  %14 = icmp eq i64 %index.next24, %n.vec20
  br i1 %14, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec20, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %15 = xor i64 %indvars.iv, -1
  %gep = getelementptr i8, ptr %invariant.gep, i64 %15
  %16 = load i8, ptr %gep, align 1, !tbaa !18
  %arrayidx3 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %16, ptr %arrayidx3, align 1, !tbaa !18
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mirror_add_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr i16, ptr %in, i64 %0
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 128
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483520
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i16, ptr %in, i64 %index
  %2 = getelementptr inbounds i8, ptr %1, i64 64
  %3 = getelementptr inbounds i8, ptr %1, i64 128
  %4 = getelementptr inbounds i8, ptr %1, i64 192
  %wide.load = load <32 x i16>, ptr %1, align 2, !tbaa !22
  %wide.load19 = load <32 x i16>, ptr %2, align 2, !tbaa !22
  %wide.load20 = load <32 x i16>, ptr %3, align 2, !tbaa !22
  %wide.load21 = load <32 x i16>, ptr %4, align 2, !tbaa !22
  %5 = xor i64 %index, -1
  %6 = getelementptr i16, ptr %invariant.gep, i64 %5
  %7 = getelementptr i8, ptr %6, i64 -62
  %8 = getelementptr i8, ptr %6, i64 -126
  %9 = getelementptr i8, ptr %6, i64 -190
  %10 = getelementptr i8, ptr %6, i64 -254
  %wide.load22 = load <32 x i16>, ptr %7, align 2, !tbaa !22
  %reverse = shufflevector <32 x i16> %wide.load22, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load23 = load <32 x i16>, ptr %8, align 2, !tbaa !22
  %reverse24 = shufflevector <32 x i16> %wide.load23, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load25 = load <32 x i16>, ptr %9, align 2, !tbaa !22
  %reverse26 = shufflevector <32 x i16> %wide.load25, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load27 = load <32 x i16>, ptr %10, align 2, !tbaa !22
  %reverse28 = shufflevector <32 x i16> %wide.load27, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %11 = add <32 x i16> %reverse, %wide.load
  %12 = add <32 x i16> %reverse24, %wide.load19
  %13 = add <32 x i16> %reverse26, %wide.load20
  %14 = add <32 x i16> %reverse28, %wide.load21
  %15 = getelementptr inbounds i16, ptr %out, i64 %index
  %16 = getelementptr inbounds i8, ptr %15, i64 64
  %17 = getelementptr inbounds i8, ptr %15, i64 128
  %18 = getelementptr inbounds i8, ptr %15, i64 192
  store <32 x i16> %11, ptr %15, align 2, !tbaa !22
  store <32 x i16> %12, ptr %16, align 2, !tbaa !22
  store <32 x i16> %13, ptr %17, align 2, !tbaa !22
  store <32 x i16> %14, ptr %18, align 2, !tbaa !22
  %index.next = add nuw i64 %index, 128
  %19 = icmp eq i64 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec30, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec30 = and i64 %wide.trip.count, 2147483632
  %invariant.gep37 = getelementptr i8, ptr %invariant.gep, i64 -30
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %20 = getelementptr inbounds i16, ptr %in, i64 %index31
  %wide.load32 = load <16 x i16>, ptr %20, align 2, !tbaa !22
  %21 = xor i64 %index31, -1
  %gep38 = getelementptr i16, ptr %invariant.gep37, i64 %21
  %wide.load33 = load <16 x i16>, ptr %gep38, align 2, !tbaa !22
  %reverse34 = shufflevector <16 x i16> %wide.load33, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = add <16 x i16> %reverse34, %wide.load32
  %23 = getelementptr inbounds i16, ptr %out, i64 %index31
  store <16 x i16> %22, ptr %23, align 2, !tbaa !22
  %index.next35 = add nuw i64 %index31, 16
  %24 = icmp eq i64 %index.next35, %n.vec30
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n36 = icmp eq i64 %n.vec30, %wide.trip.count
  br i1 %cmp.n36, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %in, i64 %indvars.iv
  %25 = load i16, ptr %arrayidx, align 2, !tbaa !22
  %26 = xor i64 %indvars.iv, -1
  %gep = getelementptr i16, ptr %invariant.gep, i64 %26
  %27 = load i16, ptr %gep, align 2, !tbaa !22
  %add = add i16 %27, %25
  %arrayidx7 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %add, ptr %arrayidx7, align 2, !tbaa !22
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rev_store_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr i64, ptr %out, i64 %0
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.ph

for.body.preheader19:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i64, ptr %in, i64 %index
  %2 = getelementptr inbounds i8, ptr %1, i64 64
  %3 = getelementptr inbounds i8, ptr %1, i64 128
  %4 = getelementptr inbounds i8, ptr %1, i64 192
  %wide.load = load <8 x i64>, ptr %1, align 8, !tbaa !27
  %wide.load13 = load <8 x i64>, ptr %2, align 8, !tbaa !27
  %wide.load14 = load <8 x i64>, ptr %3, align 8, !tbaa !27
  %wide.load15 = load <8 x i64>, ptr %4, align 8, !tbaa !27
  %5 = add nsw <8 x i64> %wide.load, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %6 = add nsw <8 x i64> %wide.load13, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %7 = add nsw <8 x i64> %wide.load14, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %8 = add nsw <8 x i64> %wide.load15, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %9 = xor i64 %index, -1
  %10 = getelementptr i64, ptr %invariant.gep, i64 %9
  %11 = getelementptr i8, ptr %10, i64 -56
  %12 = getelementptr i8, ptr %10, i64 -120
  %13 = getelementptr i8, ptr %10, i64 -184
  %14 = getelementptr i8, ptr %10, i64 -248
  %reverse = shufflevector <8 x i64> %5, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i64> %reverse, ptr %11, align 8, !tbaa !27
  %reverse16 = shufflevector <8 x i64> %6, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i64> %reverse16, ptr %12, align 8, !tbaa !27
  %reverse17 = shufflevector <8 x i64> %7, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i64> %reverse17, ptr %13, align 8, !tbaa !27
  %reverse18 = shufflevector <8 x i64> %8, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <8 x i64> %reverse18, ptr %14, align 8, !tbaa !27
  %index.next = add nuw i64 %index, 32
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader19

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader19, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader19 ]
  %arrayidx = getelementptr inbounds i64, ptr %in, i64 %indvars.iv
  %16 = load i64, ptr %arrayidx, align 8, !tbaa !27
  %sub = add nsw i64 %16, -1
  %17 = xor i64 %indvars.iv, -1
  %gep = getelementptr i64, ptr %invariant.gep, i64 %17
  store i64 %sub, ptr %gep, align 8, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @s122(ptr noalias nocapture noundef %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check15 = icmp ult i32 %n, 64
  br i1 %min.iters.check15, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  %invariant.gep = getelementptr float, ptr %b, i64 %0
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %.neg = xor i64 %index, -1
  %gep = getelementptr float, ptr %invariant.gep, i64 %.neg
  %1 = getelementptr inbounds i8, ptr %gep, i64 -60
  %2 = getelementptr inbounds i8, ptr %gep, i64 -124
  %3 = getelementptr inbounds i8, ptr %gep, i64 -188
  %4 = getelementptr inbounds i8, ptr %gep, i64 -252
  %wide.load = load <16 x float>, ptr %1, align 4, !tbaa !5
  %reverse = shufflevector <16 x float> %wide.load, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load16 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %reverse17 = shufflevector <16 x float> %wide.load16, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load18 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %reverse19 = shufflevector <16 x float> %wide.load18, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.load20 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %reverse21 = shufflevector <16 x float> %wide.load20, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %5 = getelementptr inbounds float, ptr %a, i64 %index
  %6 = getelementptr inbounds i8, ptr %5, i64 64
  %7 = getelementptr inbounds i8, ptr %5, i64 128
  %8 = getelementptr inbounds i8, ptr %5, i64 192
  %wide.load22 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %wide.load23 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %wide.load24 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %wide.load25 = load <16 x float>, ptr %8, align 4, !tbaa !5
  %9 = fadd <16 x float> %reverse, %wide.load22
  %10 = fadd <16 x float> %reverse17, %wide.load23
  %11 = fadd <16 x float> %reverse19, %wide.load24
  %12 = fadd <16 x float> %reverse21, %wide.load25
  store <16 x float> %9, ptr %5, align 4, !tbaa !5
  store <16 x float> %10, ptr %6, align 4, !tbaa !5
  store <16 x float> %11, ptr %7, align 4, !tbaa !5
  store <16 x float> %12, ptr %8, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec27 = and i64 %wide.trip.count, 2147483640
  %invariant.gep35 = getelementptr float, ptr %b, i64 %0
  %invariant.gep37 = getelementptr i8, ptr %invariant.gep35, i64 -28
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next32, %vec.epilog.vector.body ]
  %.neg34 = xor i64 %index28, -1
  %gep38 = getelementptr float, ptr %invariant.gep37, i64 %.neg34
  %wide.load29 = load <8 x float>, ptr %gep38, align 4, !tbaa !5
  %reverse30 = shufflevector <8 x float> %wide.load29, <8 x float> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds float, ptr %a, i64 %index28
  %wide.load31 = load <8 x float>, ptr %14, align 4, !tbaa !5
  %15 = fadd <8 x float> %reverse30, %wide.load31
  store <8 x float> %15, ptr %14, align 4, !tbaa !5
  %index.next32 = add nuw i64 %index28, 8
  %16 = icmp eq i64 %index.next32, %n.vec27
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n33 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n33, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %17 = sub nsw i64 %0, %indvars.iv.next
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %17
  %18 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %19 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %add3 = fadd float %18, %19
  store float %add3, ptr %arrayidx2, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compact_pos(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef writeonly %cnt, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %k.1.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
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
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @compact_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, float noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa.loopexit:     ; preds = %for.inc.1
  %1 = sext i32 %k.1.1 to i64
  br label %for.cond.cleanup.loopexit.unr-lcssa

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.cond.cleanup.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %k.012.unr = phi i64 [ 0, %for.body.preheader ], [ %1, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.unr
  %2 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %cmp1.epil = fcmp ogt float %2, %t
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil
  %arrayidx5.epil = getelementptr inbounds float, ptr %out, i64 %k.012.unr
  store float %2, ptr %arrayidx5.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.012 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %3 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %3, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.012, 1
  %idxprom4 = sext i32 %k.012 to i64
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4
  store float %3, ptr %arrayidx5, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.012, %for.body ]
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %cmp1.1 = fcmp ogt float %4, %t
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom4.1 = sext i32 %k.1 to i64
  %arrayidx5.1 = getelementptr inbounds float, ptr %out, i64 %idxprom4.1
  store float %4, ptr %arrayidx5.1, align 4, !tbaa !5
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa.loopexit, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nonzero_idx(ptr noalias nocapture noundef writeonly %idx, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa.loopexit:     ; preds = %for.inc.1
  %1 = sext i32 %k.1.1 to i64
  br label %for.cond.cleanup.loopexit.unr-lcssa

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.cond.cleanup.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %k.08.unr = phi i64 [ 0, %for.body.preheader ], [ %1, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, ptr %b, i64 %indvars.iv.unr
  %2 = load i8, ptr %arrayidx.epil, align 1, !tbaa !18
  %tobool.not.epil = icmp eq i8 %2, 0
  br i1 %tobool.not.epil, label %for.cond.cleanup, label %if.then.epil

if.then.epil:                                     ; preds = %for.body.epil
  %arrayidx2.epil = getelementptr inbounds i32, ptr %idx, i64 %k.08.unr
  %3 = trunc nuw nsw i64 %indvars.iv.unr to i32
  store i32 %3, ptr %arrayidx2.epil, align 4, !tbaa !34
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.08 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i8, ptr %b, i64 %indvars.iv
  %4 = load i8, ptr %arrayidx, align 1, !tbaa !18
  %tobool.not = icmp eq i8 %4, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.08, 1
  %idxprom1 = sext i32 %k.08 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %idxprom1
  %5 = trunc nuw nsw i64 %indvars.iv to i32
  store i32 %5, ptr %arrayidx2, align 4, !tbaa !34
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.08, %for.body ]
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv.next
  %6 = load i8, ptr %arrayidx.1, align 1, !tbaa !18
  %tobool.not.1 = icmp eq i8 %6, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom1.1 = sext i32 %k.1 to i64
  %arrayidx2.1 = getelementptr inbounds i32, ptr %idx, i64 %idxprom1.1
  %7 = trunc nuw nsw i64 %indvars.iv.next to i32
  store i32 %7, ptr %arrayidx2.1, align 4, !tbaa !34
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa.loopexit, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @s311(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 7
  %0 = icmp ult i32 %n, 8
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483640
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %add.7, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.7, %for.body ]
  %s.05.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add.7, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.05.epil = phi float [ %add.epil, %for.body.epil ], [ %s.05.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %1 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %add.epil = fadd float %s.05.epil, %1
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
  %2 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd float %s.05, %2
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %3 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %add.1 = fadd float %add, %3
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %4 = load float, ptr %arrayidx.2, align 4, !tbaa !5
  %add.2 = fadd float %add.1, %4
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %5 = load float, ptr %arrayidx.3, align 4, !tbaa !5
  %add.3 = fadd float %add.2, %5
  %indvars.iv.next.3 = or disjoint i64 %indvars.iv, 4
  %arrayidx.4 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.3
  %6 = load float, ptr %arrayidx.4, align 4, !tbaa !5
  %add.4 = fadd float %add.3, %6
  %indvars.iv.next.4 = or disjoint i64 %indvars.iv, 5
  %arrayidx.5 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.4
  %7 = load float, ptr %arrayidx.5, align 4, !tbaa !5
  %add.5 = fadd float %add.4, %7
  %indvars.iv.next.5 = or disjoint i64 %indvars.iv, 6
  %arrayidx.6 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.5
  %8 = load float, ptr %arrayidx.6, align 4, !tbaa !5
  %add.6 = fadd float %add.5, %8
  %indvars.iv.next.6 = or disjoint i64 %indvars.iv, 7
  %arrayidx.7 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.6
  %9 = load float, ptr %arrayidx.7, align 4, !tbaa !5
  %add.7 = fadd float %add.6, %9
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @s3113(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load float, ptr %a, align 4, !tbaa !5
  %1 = tail call float @llvm.fabs.f32(float %0)
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %2 = icmp ult i32 %n, 4
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %m.1.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %m.1.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %m.012.unr = phi float [ %1, %for.body.preheader ], [ %m.1.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %m.012.epil = phi float [ %m.1.epil, %for.body.epil ], [ %m.012.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx1.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %3 = load float, ptr %arrayidx1.epil, align 4, !tbaa !5
  %4 = tail call float @llvm.fabs.f32(float %3)
  %cmp2.epil = fcmp ogt float %4, %m.012.epil
  %m.1.epil = select i1 %cmp2.epil, float %4, float %m.012.epil
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
  %5 = load float, ptr %arrayidx1, align 4, !tbaa !5
  %6 = tail call float @llvm.fabs.f32(float %5)
  %cmp2 = fcmp ogt float %6, %m.012
  %m.1 = select i1 %cmp2, float %6, float %m.012
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx1.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx1.1, align 4, !tbaa !5
  %8 = tail call float @llvm.fabs.f32(float %7)
  %cmp2.1 = fcmp ogt float %8, %m.1
  %m.1.1 = select i1 %cmp2.1, float %8, float %m.1
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx1.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %9 = load float, ptr %arrayidx1.2, align 4, !tbaa !5
  %10 = tail call float @llvm.fabs.f32(float %9)
  %cmp2.2 = fcmp ogt float %10, %m.1.1
  %m.1.2 = select i1 %cmp2.2, float %10, float %m.1.1
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx1.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %11 = load float, ptr %arrayidx1.3, align 4, !tbaa !5
  %12 = tail call float @llvm.fabs.f32(float %11)
  %cmp2.3 = fcmp ogt float %12, %m.1.2
  %m.1.3 = select i1 %cmp2.3, float %12, float %m.1.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @s314(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load float, ptr %a, align 4, !tbaa !5
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i32 %n, 4
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %x.1.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %x.1.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %x.012.unr = phi float [ %0, %for.body.preheader ], [ %x.1.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %x.012.epil = phi float [ %x.1.epil, %for.body.epil ], [ %x.012.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx1.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %2 = load float, ptr %arrayidx1.epil, align 4, !tbaa !5
  %cmp2.epil = fcmp ogt float %2, %x.012.epil
  %x.1.epil = select i1 %cmp2.epil, float %2, float %x.012.epil
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
  %3 = load float, ptr %arrayidx1, align 4, !tbaa !5
  %cmp2 = fcmp ogt float %3, %x.012
  %x.1 = select i1 %cmp2, float %3, float %x.012
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx1.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %4 = load float, ptr %arrayidx1.1, align 4, !tbaa !5
  %cmp2.1 = fcmp ogt float %4, %x.1
  %x.1.1 = select i1 %cmp2.1, float %4, float %x.1
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx1.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %5 = load float, ptr %arrayidx1.2, align 4, !tbaa !5
  %cmp2.2 = fcmp ogt float %5, %x.1.1
  %x.1.2 = select i1 %cmp2.2, float %5, float %x.1.1
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx1.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %6 = load float, ptr %arrayidx1.3, align 4, !tbaa !5
  %cmp2.3 = fcmp ogt float %6, %x.1.2
  %x.1.3 = select i1 %cmp2.3, float %6, float %x.1.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sum_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %n, 64
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %10, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %11, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 32
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = getelementptr inbounds i8, ptr %0, i64 96
  %wide.load = load <16 x i16>, ptr %0, align 2, !tbaa !22
  %wide.load12 = load <16 x i16>, ptr %1, align 2, !tbaa !22
  %wide.load13 = load <16 x i16>, ptr %2, align 2, !tbaa !22
  %wide.load14 = load <16 x i16>, ptr %3, align 2, !tbaa !22
  %4 = sext <16 x i16> %wide.load to <16 x i32>
  %5 = sext <16 x i16> %wide.load12 to <16 x i32>
  %6 = sext <16 x i16> %wide.load13 to <16 x i32>
  %7 = sext <16 x i16> %wide.load14 to <16 x i32>
  %8 = add <16 x i32> %vec.phi, %4
  %9 = add <16 x i32> %vec.phi9, %5
  %10 = add <16 x i32> %vec.phi10, %6
  %11 = add <16 x i32> %vec.phi11, %7
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !46

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

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %s.05.ph = phi i32 [ 0, %iter.check ], [ %13, %vec.epilog.iter.check ], [ %19, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ %13, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 2147483640
  %14 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next22, %vec.epilog.vector.body ]
  %vec.phi20 = phi <8 x i32> [ %14, %vec.epilog.ph ], [ %17, %vec.epilog.vector.body ]
  %15 = getelementptr inbounds i16, ptr %a, i64 %index19
  %wide.load21 = load <8 x i16>, ptr %15, align 2, !tbaa !22
  %16 = sext <8 x i16> %wide.load21 to <8 x i32>
  %17 = add <8 x i32> %vec.phi20, %16
  %index.next22 = add nuw i64 %index19, 8
  %18 = icmp eq i64 %index.next22, %n.vec18
  br i1 %18, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %19 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %17)
  %cmp.n23 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %13, %middle.block ], [ %19, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %20 = load i16, ptr %arrayidx, align 2, !tbaa !22
  %conv = sext i16 %20 to i32
  %add = add nsw i32 %s.05, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @count_eq(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %b, i8 noundef zeroext %key, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  %broadcast.splatinsert = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat = shufflevector <16 x i8> %broadcast.splatinsert, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi14 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %b, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 16
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  %wide.load = load <16 x i8>, ptr %0, align 1, !tbaa !18
  %wide.load15 = load <16 x i8>, ptr %1, align 1, !tbaa !18
  %wide.load16 = load <16 x i8>, ptr %2, align 1, !tbaa !18
  %wide.load17 = load <16 x i8>, ptr %3, align 1, !tbaa !18
  %4 = icmp eq <16 x i8> %wide.load, %broadcast.splat
  %5 = icmp eq <16 x i8> %wide.load15, %broadcast.splat
  %6 = icmp eq <16 x i8> %wide.load16, %broadcast.splat
  %7 = icmp eq <16 x i8> %wide.load17, %broadcast.splat
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
  %bin.rdx18 = add <16 x i32> %14, %bin.rdx
  %bin.rdx19 = add <16 x i32> %15, %bin.rdx18
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx19)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %c.08.ph = phi i32 [ 0, %iter.check ], [ %17, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ %17, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 2147483640
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  %broadcast.splatinsert25 = insertelement <8 x i8> poison, i8 %key, i64 0
  %broadcast.splat26 = shufflevector <8 x i8> %broadcast.splatinsert25, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %vec.phi23 = phi <8 x i32> [ %18, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i8, ptr %b, i64 %index22
  %wide.load24 = load <8 x i8>, ptr %19, align 1, !tbaa !18
  %20 = icmp eq <8 x i8> %wide.load24, %broadcast.splat26
  %21 = zext <8 x i1> %20 to <8 x i32>
  %22 = add <8 x i32> %vec.phi23, %21
  %index.next27 = add nuw i64 %index22, 8
  %23 = icmp eq i64 %index.next27, %n.vec21
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !50

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %22)
  %cmp.n28 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n28, label %for.cond.cleanup, label %for.body.preheader

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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @umin_u32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 64
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %4, %vector.body ]
  %vec.phi15 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %5, %vector.body ]
  %vec.phi16 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %6, %vector.body ]
  %vec.phi17 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 64
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %3 = getelementptr inbounds i8, ptr %0, i64 192
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !34
  %wide.load18 = load <16 x i32>, ptr %1, align 4, !tbaa !34
  %wide.load19 = load <16 x i32>, ptr %2, align 4, !tbaa !34
  %wide.load20 = load <16 x i32>, ptr %3, align 4, !tbaa !34
  %4 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load, <16 x i32> %vec.phi)
  %5 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load18, <16 x i32> %vec.phi15)
  %6 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load19, <16 x i32> %vec.phi16)
  %7 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %wide.load20, <16 x i32> %vec.phi17)
  %index.next = add nuw i64 %index, 64
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !52

middle.block:                                     ; preds = %vector.body
  %rdx.minmax = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %4, <16 x i32> %5)
  %rdx.minmax21 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %rdx.minmax, <16 x i32> %6)
  %rdx.minmax22 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %rdx.minmax21, <16 x i32> %7)
  %9 = tail call i32 @llvm.vector.reduce.umin.v16i32(<16 x i32> %rdx.minmax22)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
  %m.011.ph = phi i32 [ -1, %iter.check ], [ %9, %vec.epilog.iter.check ], [ %13, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ %9, %vec.epilog.iter.check ], [ -1, %vector.main.loop.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i64 %wide.trip.count, 2147483640
  %minmax.ident.splatinsert = insertelement <8 x i32> poison, i32 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x i32> %minmax.ident.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index25 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %vec.phi26 = phi <8 x i32> [ %minmax.ident.splat, %vec.epilog.ph ], [ %11, %vec.epilog.vector.body ]
  %10 = getelementptr inbounds i32, ptr %a, i64 %index25
  %wide.load27 = load <8 x i32>, ptr %10, align 4, !tbaa !34
  %11 = tail call <8 x i32> @llvm.umin.v8i32(<8 x i32> %wide.load27, <8 x i32> %vec.phi26)
  %index.next28 = add nuw i64 %index25, 8
  %12 = icmp eq i64 %index.next28, %n.vec24
  br i1 %12, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !53

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %13 = tail call i32 @llvm.vector.reduce.umin.v8i32(<8 x i32> %11)
  %cmp.n29 = icmp eq i64 %n.vec24, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %m.0.lcssa = phi i32 [ -1, %entry ], [ %9, %middle.block ], [ %13, %vec.epilog.middle.block ], [ %.m.0, %for.body ]
  store i32 %m.0.lcssa, ptr %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %m.011 = phi i32 [ %.m.0, %for.body ], [ %m.011.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %14 = load i32, ptr %arrayidx, align 4, !tbaa !34
  %.m.0 = tail call i32 @llvm.umin.i32(i32 %14, i32 %m.011)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !54
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @xor_all(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %n, 64
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %vec.phi9 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi10 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 64
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %3 = getelementptr inbounds i8, ptr %0, i64 192
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !34
  %wide.load12 = load <16 x i32>, ptr %1, align 4, !tbaa !34
  %wide.load13 = load <16 x i32>, ptr %2, align 4, !tbaa !34
  %wide.load14 = load <16 x i32>, ptr %3, align 4, !tbaa !34
  %4 = xor <16 x i32> %wide.load, %vec.phi
  %5 = xor <16 x i32> %wide.load12, %vec.phi9
  %6 = xor <16 x i32> %wide.load13, %vec.phi10
  %7 = xor <16 x i32> %wide.load14, %vec.phi11
  %index.next = add nuw i64 %index, 64
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !55

middle.block:                                     ; preds = %vector.body
  %bin.rdx = xor <16 x i32> %5, %4
  %bin.rdx15 = xor <16 x i32> %6, %bin.rdx
  %bin.rdx16 = xor <16 x i32> %7, %bin.rdx15
  %9 = tail call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %bin.rdx16)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  %x.05.ph = phi i32 [ 0, %iter.check ], [ %9, %vec.epilog.iter.check ], [ %14, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ %9, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 2147483640
  %10 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next22, %vec.epilog.vector.body ]
  %vec.phi20 = phi <8 x i32> [ %10, %vec.epilog.ph ], [ %12, %vec.epilog.vector.body ]
  %11 = getelementptr inbounds i32, ptr %a, i64 %index19
  %wide.load21 = load <8 x i32>, ptr %11, align 4, !tbaa !34
  %12 = xor <8 x i32> %wide.load21, %vec.phi20
  %index.next22 = add nuw i64 %index19, 8
  %13 = icmp eq i64 %index.next22, %n.vec18
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !56

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %14 = tail call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %12)
  %cmp.n23 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %x.0.lcssa = phi i32 [ 0, %entry ], [ %9, %middle.block ], [ %14, %vec.epilog.middle.block ], [ %xor, %for.body ]
  store i32 %x.0.lcssa, ptr %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %x.05 = phi i32 [ %xor, %for.body ], [ %x.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %15 = load i32, ptr %arrayidx, align 4, !tbaa !34
  %xor = xor i32 %15, %x.05
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !57
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sdot(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %15, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.08.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %15, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.08.epil = phi float [ %3, %for.body.epil ], [ %s.08.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %indvars.iv.epil
  %1 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %arrayidx2.epil = getelementptr inbounds float, ptr %b, i64 %indvars.iv.epil
  %2 = load float, ptr %arrayidx2.epil, align 4, !tbaa !5
  %3 = tail call float @llvm.fmuladd.f32(float %1, float %2, float %s.08.epil)
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !58

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %3, %for.body.epil ]
  store float %s.0.lcssa, ptr %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.08 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %15, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %4 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %5 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %6 = tail call float @llvm.fmuladd.f32(float %4, float %5, float %s.08)
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %7 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %arrayidx2.1 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next
  %8 = load float, ptr %arrayidx2.1, align 4, !tbaa !5
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %8, float %6)
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %10 = load float, ptr %arrayidx.2, align 4, !tbaa !5
  %arrayidx2.2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next.1
  %11 = load float, ptr %arrayidx2.2, align 4, !tbaa !5
  %12 = tail call float @llvm.fmuladd.f32(float %10, float %11, float %9)
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.2
  %13 = load float, ptr %arrayidx.3, align 4, !tbaa !5
  %arrayidx2.3 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next.2
  %14 = load float, ptr %arrayidx2.3, align 4, !tbaa !5
  %15 = tail call float @llvm.fmuladd.f32(float %13, float %14, float %12)
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sum_re(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %z, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %add.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.05.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.05.epil = phi float [ %add.epil, %for.body.epil ], [ %s.05.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.idx.epil = shl nsw i64 %indvars.iv.epil, 3
  %arrayidx.epil = getelementptr inbounds i8, ptr %z, i64 %arrayidx.idx.epil
  %1 = load float, ptr %arrayidx.epil, align 4, !tbaa !5
  %add.epil = fadd float %s.05.epil, %1
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
  %arrayidx.idx = shl nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, ptr %z, i64 %arrayidx.idx
  %2 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add = fadd float %s.05, %2
  %indvars.iv.next = shl i64 %indvars.iv, 3
  %arrayidx.idx.1 = or disjoint i64 %indvars.iv.next, 8
  %arrayidx.1 = getelementptr inbounds i8, ptr %z, i64 %arrayidx.idx.1
  %3 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %add.1 = fadd float %add, %3
  %indvars.iv.next.1 = shl i64 %indvars.iv, 3
  %arrayidx.idx.2 = or disjoint i64 %indvars.iv.next.1, 16
  %arrayidx.2 = getelementptr inbounds i8, ptr %z, i64 %arrayidx.idx.2
  %4 = load float, ptr %arrayidx.2, align 4, !tbaa !5
  %add.2 = fadd float %add.1, %4
  %indvars.iv.next.2 = shl i64 %indvars.iv, 3
  %arrayidx.idx.3 = or disjoint i64 %indvars.iv.next.2, 24
  %arrayidx.3 = getelementptr inbounds i8, ptr %z, i64 %arrayidx.idx.3
  %5 = load float, ptr %arrayidx.3, align 4, !tbaa !5
  %add.3 = fadd float %add.2, %5
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !61
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @s162(ptr noalias nocapture noundef %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %c, i32 noundef %k, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %k, 0
  %cmp115 = icmp sgt i32 %n, 0
  %or.cond = and i1 %cmp, %cmp115
  br i1 %or.cond, label %iter.check, label %if.end

iter.check:                                       ; preds = %entry
  %0 = zext nneg i32 %k to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %invariant.gep = getelementptr inbounds float, ptr %a, i64 %0
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check19 = icmp ult i32 %n, 64
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds float, ptr %invariant.gep, i64 %index
  %2 = getelementptr inbounds i8, ptr %1, i64 64
  %3 = getelementptr inbounds i8, ptr %1, i64 128
  %4 = getelementptr inbounds i8, ptr %1, i64 192
  %wide.load = load <16 x float>, ptr %1, align 4, !tbaa !5
  %wide.load20 = load <16 x float>, ptr %2, align 4, !tbaa !5
  %wide.load21 = load <16 x float>, ptr %3, align 4, !tbaa !5
  %wide.load22 = load <16 x float>, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds float, ptr %b, i64 %index
  %6 = getelementptr inbounds i8, ptr %5, i64 64
  %7 = getelementptr inbounds i8, ptr %5, i64 128
  %8 = getelementptr inbounds i8, ptr %5, i64 192
  %wide.load23 = load <16 x float>, ptr %5, align 4, !tbaa !5
  %wide.load24 = load <16 x float>, ptr %6, align 4, !tbaa !5
  %wide.load25 = load <16 x float>, ptr %7, align 4, !tbaa !5
  %wide.load26 = load <16 x float>, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds float, ptr %c, i64 %index
  %10 = getelementptr inbounds i8, ptr %9, i64 64
  %11 = getelementptr inbounds i8, ptr %9, i64 128
  %12 = getelementptr inbounds i8, ptr %9, i64 192
  %wide.load27 = load <16 x float>, ptr %9, align 4, !tbaa !5
  %wide.load28 = load <16 x float>, ptr %10, align 4, !tbaa !5
  %wide.load29 = load <16 x float>, ptr %11, align 4, !tbaa !5
  %wide.load30 = load <16 x float>, ptr %12, align 4, !tbaa !5
  %13 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load23, <16 x float> %wide.load27, <16 x float> %wide.load)
  %14 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load24, <16 x float> %wide.load28, <16 x float> %wide.load20)
  %15 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load25, <16 x float> %wide.load29, <16 x float> %wide.load21)
  %16 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load26, <16 x float> %wide.load30, <16 x float> %wide.load22)
  %17 = getelementptr inbounds float, ptr %a, i64 %index
  %18 = getelementptr inbounds i8, ptr %17, i64 64
  %19 = getelementptr inbounds i8, ptr %17, i64 128
  %20 = getelementptr inbounds i8, ptr %17, i64 192
  store <16 x float> %13, ptr %17, align 4, !tbaa !5
  store <16 x float> %14, ptr %18, align 4, !tbaa !5
  store <16 x float> %15, ptr %19, align 4, !tbaa !5
  store <16 x float> %16, ptr %20, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %21 = icmp eq i64 %index.next, %n.vec
  br i1 %21, label %middle.block, label %vector.body, !llvm.loop !62

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %if.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec32 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index33 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next37, %vec.epilog.vector.body ]
  %22 = getelementptr inbounds float, ptr %invariant.gep, i64 %index33
  %wide.load34 = load <8 x float>, ptr %22, align 4, !tbaa !5
  %23 = getelementptr inbounds float, ptr %b, i64 %index33
  %wide.load35 = load <8 x float>, ptr %23, align 4, !tbaa !5
  %24 = getelementptr inbounds float, ptr %c, i64 %index33
  %wide.load36 = load <8 x float>, ptr %24, align 4, !tbaa !5
  %25 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.load35, <8 x float> %wide.load36, <8 x float> %wide.load34)
  %26 = getelementptr inbounds float, ptr %a, i64 %index33
  store <8 x float> %25, ptr %26, align 4, !tbaa !5
  %index.next37 = add nuw i64 %index33, 8
  %27 = icmp eq i64 %index.next37, %n.vec32
  br i1 %27, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !63

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n38 = icmp eq i64 %n.vec32, %wide.trip.count
  br i1 %cmp.n38, label %if.end, label %for.body.preheader

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec32, %vec.epilog.middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %gep = getelementptr inbounds float, ptr %invariant.gep, i64 %indvars.iv
  %28 = load float, ptr %gep, align 4, !tbaa !5
  %arrayidx3 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %29 = load float, ptr %arrayidx3, align 4, !tbaa !5
  %arrayidx5 = getelementptr inbounds float, ptr %c, i64 %indvars.iv
  %30 = load float, ptr %arrayidx5, align 4, !tbaa !5
  %31 = tail call float @llvm.fmuladd.f32(float %29, float %30, float %28)
  %arrayidx7 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  store float %31, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %if.end, label %for.body, !llvm.loop !64

if.end:                                           ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @s241(ptr noalias nocapture noundef %a, ptr noalias nocapture noundef %b, ptr noalias nocapture noundef readonly %c, ptr noalias nocapture noundef readonly %d, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp31 = icmp sgt i32 %n, 0
  br i1 %cmp31, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
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
  %4 = getelementptr float, ptr %a, i64 %indvars.iv.unr
  %arrayidx11.epil = getelementptr i8, ptr %4, i64 4
  %5 = load float, ptr %arrayidx11.epil, align 4, !tbaa !5
  %mul12.epil = fmul float %mul5.epil, %5
  %mul15.epil = fmul float %3, %mul12.epil
  store float %mul15.epil, ptr %arrayidx.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %6 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr %c, i64 %indvars.iv
  %7 = load float, ptr %arrayidx2, align 4, !tbaa !5
  %mul = fmul float %6, %7
  %arrayidx4 = getelementptr inbounds float, ptr %d, i64 %indvars.iv
  %8 = load float, ptr %arrayidx4, align 4, !tbaa !5
  %mul5 = fmul float %mul, %8
  %arrayidx7 = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  store float %mul5, ptr %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx11 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  %9 = load float, ptr %arrayidx11, align 4, !tbaa !5
  %mul12 = fmul float %mul5, %9
  %mul15 = fmul float %8, %mul12
  store float %mul15, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx.1 = getelementptr inbounds float, ptr %b, i64 %indvars.iv.next
  %10 = load float, ptr %arrayidx.1, align 4, !tbaa !5
  %arrayidx2.1 = getelementptr inbounds float, ptr %c, i64 %indvars.iv.next
  %11 = load float, ptr %arrayidx2.1, align 4, !tbaa !5
  %mul.1 = fmul float %10, %11
  %arrayidx4.1 = getelementptr inbounds float, ptr %d, i64 %indvars.iv.next
  %12 = load float, ptr %arrayidx4.1, align 4, !tbaa !5
  %mul5.1 = fmul float %mul.1, %12
  %arrayidx7.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next
  store float %mul5.1, ptr %arrayidx7.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx11.1 = getelementptr inbounds float, ptr %a, i64 %indvars.iv.next.1
  %13 = load float, ptr %arrayidx11.1, align 4, !tbaa !5
  %mul12.1 = fmul float %mul5.1, %13
  %mul15.1 = fmul float %12, %mul12.1
  store float %mul15.1, ptr %arrayidx.1, align 4, !tbaa !5
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !65
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v16i32(<16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umin.v8i32(<8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !12, !11}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !10, !11, !12}
!20 = distinct !{!20, !10, !11, !12}
!21 = distinct !{!21, !10, !12, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !7, i64 0}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !11, !12}
!26 = distinct !{!26, !10, !12, !11}
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !7, i64 0}
!29 = distinct !{!29, !10, !11, !12}
!30 = distinct !{!30, !10, !12, !11}
!31 = distinct !{!31, !10, !11, !12}
!32 = distinct !{!32, !10, !11, !12}
!33 = distinct !{!33, !10, !12, !11}
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
!46 = distinct !{!46, !10, !11, !12}
!47 = distinct !{!47, !10, !11, !12}
!48 = distinct !{!48, !10, !12, !11}
!49 = distinct !{!49, !10, !11, !12}
!50 = distinct !{!50, !10, !11, !12}
!51 = distinct !{!51, !10, !12, !11}
!52 = distinct !{!52, !10, !11, !12}
!53 = distinct !{!53, !10, !11, !12}
!54 = distinct !{!54, !10, !12, !11}
!55 = distinct !{!55, !10, !11, !12}
!56 = distinct !{!56, !10, !11, !12}
!57 = distinct !{!57, !10, !12, !11}
!58 = distinct !{!58, !40}
!59 = distinct !{!59, !10}
!60 = distinct !{!60, !40}
!61 = distinct !{!61, !10}
!62 = distinct !{!62, !10, !11, !12}
!63 = distinct !{!63, !10, !11, !12}
!64 = distinct !{!64, !10, !12, !11}
!65 = distinct !{!65, !10}
