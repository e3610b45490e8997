; ModuleID = 'tsvc_loops.c'
source_filename = "tsvc_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @s000(float* noalias nocapture noundef writeonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

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
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds float, float* %b, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %4, i64 16
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load11 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %4, i64 32
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load12 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %4, i64 48
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load13 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = fadd <16 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %13 = fadd <16 x float> %wide.load11, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %14 = fadd <16 x float> %wide.load12, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %15 = fadd <16 x float> %wide.load13, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %16 = getelementptr inbounds float, float* %a, i64 %index
  %17 = bitcast float* %16 to <16 x float>*
  store <16 x float> %12, <16 x float>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, float* %16, i64 16
  %19 = bitcast float* %18 to <16 x float>*
  store <16 x float> %13, <16 x float>* %19, align 4, !tbaa !5
  %20 = getelementptr inbounds float, float* %16, i64 32
  %21 = bitcast float* %20 to <16 x float>*
  store <16 x float> %14, <16 x float>* %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, float* %16, i64 48
  %23 = bitcast float* %22 to <16 x float>*
  store <16 x float> %15, <16 x float>* %23, align 4, !tbaa !5
  %index.next = or i64 %index, 64
  %24 = getelementptr inbounds float, float* %b, i64 %index.next
  %25 = bitcast float* %24 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %24, i64 16
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load11.1 = load <16 x float>, <16 x float>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds float, float* %24, i64 32
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load12.1 = load <16 x float>, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %24, i64 48
  %31 = bitcast float* %30 to <16 x float>*
  %wide.load13.1 = load <16 x float>, <16 x float>* %31, align 4, !tbaa !5
  %32 = fadd <16 x float> %wide.load.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %33 = fadd <16 x float> %wide.load11.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %34 = fadd <16 x float> %wide.load12.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %35 = fadd <16 x float> %wide.load13.1, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %36 = getelementptr inbounds float, float* %a, i64 %index.next
  %37 = bitcast float* %36 to <16 x float>*
  store <16 x float> %32, <16 x float>* %37, align 4, !tbaa !5
  %38 = getelementptr inbounds float, float* %36, i64 16
  %39 = bitcast float* %38 to <16 x float>*
  store <16 x float> %33, <16 x float>* %39, align 4, !tbaa !5
  %40 = getelementptr inbounds float, float* %36, i64 32
  %41 = bitcast float* %40 to <16 x float>*
  store <16 x float> %34, <16 x float>* %41, align 4, !tbaa !5
  %42 = getelementptr inbounds float, float* %36, i64 48
  %43 = bitcast float* %42 to <16 x float>*
  store <16 x float> %35, <16 x float>* %43, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !9

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %44 = getelementptr inbounds float, float* %b, i64 %index.unr
  %45 = bitcast float* %44 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %45, align 4, !tbaa !5
  %46 = getelementptr inbounds float, float* %44, i64 16
  %47 = bitcast float* %46 to <16 x float>*
  %wide.load11.epil = load <16 x float>, <16 x float>* %47, align 4, !tbaa !5
  %48 = getelementptr inbounds float, float* %44, i64 32
  %49 = bitcast float* %48 to <16 x float>*
  %wide.load12.epil = load <16 x float>, <16 x float>* %49, align 4, !tbaa !5
  %50 = getelementptr inbounds float, float* %44, i64 48
  %51 = bitcast float* %50 to <16 x float>*
  %wide.load13.epil = load <16 x float>, <16 x float>* %51, align 4, !tbaa !5
  %52 = fadd <16 x float> %wide.load.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %53 = fadd <16 x float> %wide.load11.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %54 = fadd <16 x float> %wide.load12.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %55 = fadd <16 x float> %wide.load13.epil, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %56 = getelementptr inbounds float, float* %a, i64 %index.unr
  %57 = bitcast float* %56 to <16 x float>*
  store <16 x float> %52, <16 x float>* %57, align 4, !tbaa !5
  %58 = getelementptr inbounds float, float* %56, i64 16
  %59 = bitcast float* %58 to <16 x float>*
  store <16 x float> %53, <16 x float>* %59, align 4, !tbaa !5
  %60 = getelementptr inbounds float, float* %56, i64 32
  %61 = bitcast float* %60 to <16 x float>*
  store <16 x float> %54, <16 x float>* %61, align 4, !tbaa !5
  %62 = getelementptr inbounds float, float* %56, i64 48
  %63 = bitcast float* %62 to <16 x float>*
  store <16 x float> %55, <16 x float>* %63, align 4, !tbaa !5
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %64 = getelementptr inbounds float, float* %b, i64 %index17
  %65 = bitcast float* %64 to <8 x float>*
  %wide.load18 = load <8 x float>, <8 x float>* %65, align 4, !tbaa !5
  %66 = fadd <8 x float> %wide.load18, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %67 = getelementptr inbounds float, float* %a, i64 %index17
  %68 = bitcast float* %67 to <8 x float>*
  store <8 x float> %66, <8 x float>* %68, align 4, !tbaa !5
  %index.next19 = add nuw i64 %index17, 8
  %69 = icmp eq i64 %index.next19, %n.vec15
  br i1 %69, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n16 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n16, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %70 = load float, float* %arrayidx, align 4, !tbaa !5
  %add = fadd float %70, 1.000000e+00
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  store float %add, float* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @s1112(float* noalias nocapture noundef writeonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check12 = icmp ult i32 %n, 64
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %0, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = xor i64 %index, -1
  %8 = add i64 %7, %0
  %9 = and i64 %8, 4294967295
  %10 = getelementptr inbounds float, float* %b, i64 %9
  %11 = getelementptr inbounds float, float* %10, i64 -15
  %12 = bitcast float* %11 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, float* %10, i64 -16
  %14 = getelementptr inbounds float, float* %13, i64 -15
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load13 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, float* %10, i64 -32
  %17 = getelementptr inbounds float, float* %16, i64 -15
  %18 = bitcast float* %17 to <16 x float>*
  %wide.load15 = load <16 x float>, <16 x float>* %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, float* %10, i64 -48
  %20 = getelementptr inbounds float, float* %19, i64 -15
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load17 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %22 = fadd <16 x float> %wide.load, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %23 = fadd <16 x float> %wide.load13, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %24 = fadd <16 x float> %wide.load15, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %25 = fadd <16 x float> %wide.load17, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %26 = getelementptr inbounds float, float* %a, i64 %9
  %27 = getelementptr inbounds float, float* %26, i64 -15
  %28 = bitcast float* %27 to <16 x float>*
  store <16 x float> %22, <16 x float>* %28, align 4, !tbaa !5
  %29 = getelementptr inbounds float, float* %26, i64 -16
  %30 = getelementptr inbounds float, float* %29, i64 -15
  %31 = bitcast float* %30 to <16 x float>*
  store <16 x float> %23, <16 x float>* %31, align 4, !tbaa !5
  %32 = getelementptr inbounds float, float* %26, i64 -32
  %33 = getelementptr inbounds float, float* %32, i64 -15
  %34 = bitcast float* %33 to <16 x float>*
  store <16 x float> %24, <16 x float>* %34, align 4, !tbaa !5
  %35 = getelementptr inbounds float, float* %26, i64 -48
  %36 = getelementptr inbounds float, float* %35, i64 -15
  %37 = bitcast float* %36 to <16 x float>*
  store <16 x float> %25, <16 x float>* %37, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %38 = icmp eq i64 %index.next, %n.vec
  br i1 %38, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %0
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %ind.end25 = and i64 %0, 63
  %n.vec.remaining = and i64 %0, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i64 %0, 4294967288
  %ind.end = and i64 %0, 7
  %39 = getelementptr inbounds float, float* %b, i64 -7
  %40 = getelementptr inbounds float, float* %a, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index27 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next32, %vec.epilog.vector.body ]
  %41 = xor i64 %index27, -1
  %42 = add i64 %41, %0
  %43 = and i64 %42, 4294967295
  %44 = getelementptr inbounds float, float* %39, i64 %43
  %45 = bitcast float* %44 to <8 x float>*
  %wide.load29 = load <8 x float>, <8 x float>* %45, align 4, !tbaa !5
  %46 = fadd <8 x float> %wide.load29, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %47 = getelementptr inbounds float, float* %40, i64 %43
  %48 = bitcast float* %47 to <8 x float>*
  store <8 x float> %46, <8 x float>* %48, align 4, !tbaa !5
  %index.next32 = add nuw i64 %index27, 8
  %49 = icmp eq i64 %index.next32, %n.vec24
  br i1 %49, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n26 = icmp eq i64 %n.vec24, %0
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ %0, %iter.check ], [ %0, %vector.scevcheck ], [ %ind.end25, %vec.epilog.iter.check ], [ %ind.end, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %idxprom7 = and i64 %indvars.iv.next, 4294967295
  %arrayidx = getelementptr inbounds float, float* %b, i64 %idxprom7
  %50 = load float, float* %arrayidx, align 4, !tbaa !5
  %add = fadd float %50, 1.000000e+00
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom7
  store float %add, float* %arrayidx2, align 4, !tbaa !5
  %cmp = icmp ugt i64 %indvars.iv, 1
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev_bytes(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check12 = icmp ult i32 %n, 256
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967040
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = xor i32 %7, -1
  %9 = add i32 %8, %n
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, i8* %in, i64 %10
  %12 = getelementptr inbounds i8, i8* %11, i64 -63
  %13 = bitcast i8* %12 to <64 x i8>*
  %wide.load = load <64 x i8>, <64 x i8>* %13, align 1, !tbaa !18
  %reverse = shufflevector <64 x i8> %wide.load, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds i8, i8* %11, i64 -64
  %15 = getelementptr inbounds i8, i8* %14, i64 -63
  %16 = bitcast i8* %15 to <64 x i8>*
  %wide.load13 = load <64 x i8>, <64 x i8>* %16, align 1, !tbaa !18
  %reverse14 = shufflevector <64 x i8> %wide.load13, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %17 = getelementptr inbounds i8, i8* %11, i64 -128
  %18 = getelementptr inbounds i8, i8* %17, i64 -63
  %19 = bitcast i8* %18 to <64 x i8>*
  %wide.load15 = load <64 x i8>, <64 x i8>* %19, align 1, !tbaa !18
  %reverse16 = shufflevector <64 x i8> %wide.load15, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = getelementptr inbounds i8, i8* %11, i64 -192
  %21 = getelementptr inbounds i8, i8* %20, i64 -63
  %22 = bitcast i8* %21 to <64 x i8>*
  %wide.load17 = load <64 x i8>, <64 x i8>* %22, align 1, !tbaa !18
  %reverse18 = shufflevector <64 x i8> %wide.load17, <64 x i8> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = getelementptr inbounds i8, i8* %out, i64 %index
  %24 = bitcast i8* %23 to <64 x i8>*
  store <64 x i8> %reverse, <64 x i8>* %24, align 1, !tbaa !18
  %25 = getelementptr inbounds i8, i8* %23, i64 64
  %26 = bitcast i8* %25 to <64 x i8>*
  store <64 x i8> %reverse14, <64 x i8>* %26, align 1, !tbaa !18
  %27 = getelementptr inbounds i8, i8* %23, i64 128
  %28 = bitcast i8* %27 to <64 x i8>*
  store <64 x i8> %reverse16, <64 x i8>* %28, align 1, !tbaa !18
  %29 = getelementptr inbounds i8, i8* %23, i64 192
  %30 = bitcast i8* %29 to <64 x i8>*
  store <64 x i8> %reverse18, <64 x i8>* %30, align 1, !tbaa !18
  %index.next = add nuw i64 %index, 256
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 224
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i64 %wide.trip.count, 4294967264
  %32 = getelementptr inbounds i8, i8* %in, i64 -31
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %33 = trunc i64 %index22 to i32
  %34 = xor i32 %33, -1
  %35 = add i32 %34, %n
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, i8* %32, i64 %36
  %38 = bitcast i8* %37 to <32 x i8>*
  %wide.load23 = load <32 x i8>, <32 x i8>* %38, align 1, !tbaa !18
  %reverse24 = shufflevector <32 x i8> %wide.load23, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %39 = getelementptr inbounds i8, i8* %out, i64 %index22
  %40 = bitcast i8* %39 to <32 x i8>*
  store <32 x i8> %reverse24, <32 x i8>* %40, align 1, !tbaa !18
  %index.next25 = add nuw i64 %index22, 32
  %41 = icmp eq i64 %index.next25, %n.vec20
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

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
  %arrayidx.prol = getelementptr inbounds i8, i8* %in, i64 %idxprom.prol
  %45 = load i8, i8* %arrayidx.prol, align 1, !tbaa !18
  %arrayidx3.prol = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.ph
  store i8 %45, i8* %arrayidx3.prol, align 1, !tbaa !18
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
  %arrayidx = getelementptr inbounds i8, i8* %in, i64 %idxprom
  %50 = load i8, i8* %arrayidx, align 1, !tbaa !18
  %arrayidx3 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv
  store i8 %50, i8* %arrayidx3, align 1, !tbaa !18
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %51 = trunc i64 %indvars.iv.next to i32
  %52 = xor i32 %51, -1
  %sub1.1 = add i32 %52, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i8, i8* %in, i64 %idxprom.1
  %53 = load i8, i8* %arrayidx.1, align 1, !tbaa !18
  %arrayidx3.1 = getelementptr inbounds i8, i8* %out, i64 %indvars.iv.next
  store i8 %53, i8* %arrayidx3.1, align 1, !tbaa !18
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @mirror_add_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

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
  %min.iters.check18 = icmp ult i32 %n, 128
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i16, i16* %in, i64 %index
  %9 = bitcast i16* %8 to <32 x i16>*
  %wide.load = load <32 x i16>, <32 x i16>* %9, align 2, !tbaa !22
  %10 = getelementptr inbounds i16, i16* %8, i64 32
  %11 = bitcast i16* %10 to <32 x i16>*
  %wide.load19 = load <32 x i16>, <32 x i16>* %11, align 2, !tbaa !22
  %12 = getelementptr inbounds i16, i16* %8, i64 64
  %13 = bitcast i16* %12 to <32 x i16>*
  %wide.load20 = load <32 x i16>, <32 x i16>* %13, align 2, !tbaa !22
  %14 = getelementptr inbounds i16, i16* %8, i64 96
  %15 = bitcast i16* %14 to <32 x i16>*
  %wide.load21 = load <32 x i16>, <32 x i16>* %15, align 2, !tbaa !22
  %16 = xor i32 %7, -1
  %17 = add i32 %16, %n
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i16, i16* %in, i64 %18
  %20 = getelementptr inbounds i16, i16* %19, i64 -31
  %21 = bitcast i16* %20 to <32 x i16>*
  %wide.load22 = load <32 x i16>, <32 x i16>* %21, align 2, !tbaa !22
  %reverse = shufflevector <32 x i16> %wide.load22, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = getelementptr inbounds i16, i16* %19, i64 -32
  %23 = getelementptr inbounds i16, i16* %22, i64 -31
  %24 = bitcast i16* %23 to <32 x i16>*
  %wide.load23 = load <32 x i16>, <32 x i16>* %24, align 2, !tbaa !22
  %reverse24 = shufflevector <32 x i16> %wide.load23, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %25 = getelementptr inbounds i16, i16* %19, i64 -64
  %26 = getelementptr inbounds i16, i16* %25, i64 -31
  %27 = bitcast i16* %26 to <32 x i16>*
  %wide.load25 = load <32 x i16>, <32 x i16>* %27, align 2, !tbaa !22
  %reverse26 = shufflevector <32 x i16> %wide.load25, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %28 = getelementptr inbounds i16, i16* %19, i64 -96
  %29 = getelementptr inbounds i16, i16* %28, i64 -31
  %30 = bitcast i16* %29 to <32 x i16>*
  %wide.load27 = load <32 x i16>, <32 x i16>* %30, align 2, !tbaa !22
  %reverse28 = shufflevector <32 x i16> %wide.load27, <32 x i16> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %31 = add <32 x i16> %reverse, %wide.load
  %32 = add <32 x i16> %reverse24, %wide.load19
  %33 = add <32 x i16> %reverse26, %wide.load20
  %34 = add <32 x i16> %reverse28, %wide.load21
  %35 = getelementptr inbounds i16, i16* %out, i64 %index
  %36 = bitcast i16* %35 to <32 x i16>*
  store <32 x i16> %31, <32 x i16>* %36, align 2, !tbaa !22
  %37 = getelementptr inbounds i16, i16* %35, i64 32
  %38 = bitcast i16* %37 to <32 x i16>*
  store <32 x i16> %32, <32 x i16>* %38, align 2, !tbaa !22
  %39 = getelementptr inbounds i16, i16* %35, i64 64
  %40 = bitcast i16* %39 to <32 x i16>*
  store <32 x i16> %33, <32 x i16>* %40, align 2, !tbaa !22
  %41 = getelementptr inbounds i16, i16* %35, i64 96
  %42 = bitcast i16* %41 to <32 x i16>*
  store <32 x i16> %34, <32 x i16>* %42, align 2, !tbaa !22
  %index.next = add nuw i64 %index, 128
  %43 = icmp eq i64 %index.next, %n.vec
  br i1 %43, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 112
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec30 = and i64 %wide.trip.count, 4294967280
  %44 = getelementptr inbounds i16, i16* %in, i64 -15
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next36, %vec.epilog.vector.body ]
  %45 = trunc i64 %index32 to i32
  %46 = getelementptr inbounds i16, i16* %in, i64 %index32
  %47 = bitcast i16* %46 to <16 x i16>*
  %wide.load33 = load <16 x i16>, <16 x i16>* %47, align 2, !tbaa !22
  %48 = xor i32 %45, -1
  %49 = add i32 %48, %n
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i16, i16* %44, i64 %50
  %52 = bitcast i16* %51 to <16 x i16>*
  %wide.load34 = load <16 x i16>, <16 x i16>* %52, align 2, !tbaa !22
  %reverse35 = shufflevector <16 x i16> %wide.load34, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %53 = add <16 x i16> %reverse35, %wide.load33
  %54 = getelementptr inbounds i16, i16* %out, i64 %index32
  %55 = bitcast i16* %54 to <16 x i16>*
  store <16 x i16> %53, <16 x i16>* %55, align 2, !tbaa !22
  %index.next36 = add nuw i64 %index32, 16
  %56 = icmp eq i64 %index.next36, %n.vec30
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n31 = icmp eq i64 %n.vec30, %wide.trip.count
  br i1 %cmp.n31, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec30, %vec.epilog.middle.block ]
  %57 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %arrayidx.prol = getelementptr inbounds i16, i16* %in, i64 %indvars.iv.ph
  %58 = load i16, i16* %arrayidx.prol, align 2, !tbaa !22
  %59 = trunc i64 %indvars.iv.ph to i32
  %60 = xor i32 %59, -1
  %sub1.prol = add i32 %60, %n
  %idxprom2.prol = sext i32 %sub1.prol to i64
  %arrayidx3.prol = getelementptr inbounds i16, i16* %in, i64 %idxprom2.prol
  %61 = load i16, i16* %arrayidx3.prol, align 2, !tbaa !22
  %add.prol = add i16 %61, %58
  %arrayidx7.prol = getelementptr inbounds i16, i16* %out, i64 %indvars.iv.ph
  store i16 %add.prol, i16* %arrayidx7.prol, align 2, !tbaa !22
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
  %arrayidx = getelementptr inbounds i16, i16* %in, i64 %indvars.iv
  %64 = load i16, i16* %arrayidx, align 2, !tbaa !22
  %65 = trunc i64 %indvars.iv to i32
  %66 = xor i32 %65, -1
  %sub1 = add i32 %66, %n
  %idxprom2 = sext i32 %sub1 to i64
  %arrayidx3 = getelementptr inbounds i16, i16* %in, i64 %idxprom2
  %67 = load i16, i16* %arrayidx3, align 2, !tbaa !22
  %add = add i16 %67, %64
  %arrayidx7 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %add, i16* %arrayidx7, align 2, !tbaa !22
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i16, i16* %in, i64 %indvars.iv.next
  %68 = load i16, i16* %arrayidx.1, align 2, !tbaa !22
  %69 = trunc i64 %indvars.iv.next to i32
  %70 = xor i32 %69, -1
  %sub1.1 = add i32 %70, %n
  %idxprom2.1 = sext i32 %sub1.1 to i64
  %arrayidx3.1 = getelementptr inbounds i16, i16* %in, i64 %idxprom2.1
  %71 = load i16, i16* %arrayidx3.1, align 2, !tbaa !22
  %add.1 = add i16 %71, %68
  %arrayidx7.1 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv.next
  store i16 %add.1, i16* %arrayidx7.1, align 2, !tbaa !22
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rev_store_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader19, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.preheader
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader19, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = trunc i64 %index to i32
  %8 = getelementptr inbounds i64, i64* %in, i64 %index
  %9 = bitcast i64* %8 to <8 x i64>*
  %wide.load = load <8 x i64>, <8 x i64>* %9, align 8, !tbaa !27
  %10 = getelementptr inbounds i64, i64* %8, i64 8
  %11 = bitcast i64* %10 to <8 x i64>*
  %wide.load13 = load <8 x i64>, <8 x i64>* %11, align 8, !tbaa !27
  %12 = getelementptr inbounds i64, i64* %8, i64 16
  %13 = bitcast i64* %12 to <8 x i64>*
  %wide.load14 = load <8 x i64>, <8 x i64>* %13, align 8, !tbaa !27
  %14 = getelementptr inbounds i64, i64* %8, i64 24
  %15 = bitcast i64* %14 to <8 x i64>*
  %wide.load15 = load <8 x i64>, <8 x i64>* %15, align 8, !tbaa !27
  %16 = add nsw <8 x i64> %wide.load, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %17 = add nsw <8 x i64> %wide.load13, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %18 = add nsw <8 x i64> %wide.load14, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %19 = add nsw <8 x i64> %wide.load15, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %20 = xor i32 %7, -1
  %21 = add i32 %20, %n
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i64, i64* %out, i64 %22
  %reverse = shufflevector <8 x i64> %16, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %24 = getelementptr inbounds i64, i64* %23, i64 -7
  %25 = bitcast i64* %24 to <8 x i64>*
  store <8 x i64> %reverse, <8 x i64>* %25, align 8, !tbaa !27
  %reverse16 = shufflevector <8 x i64> %17, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %26 = getelementptr inbounds i64, i64* %23, i64 -8
  %27 = getelementptr inbounds i64, i64* %26, i64 -7
  %28 = bitcast i64* %27 to <8 x i64>*
  store <8 x i64> %reverse16, <8 x i64>* %28, align 8, !tbaa !27
  %reverse17 = shufflevector <8 x i64> %18, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %29 = getelementptr inbounds i64, i64* %23, i64 -16
  %30 = getelementptr inbounds i64, i64* %29, i64 -7
  %31 = bitcast i64* %30 to <8 x i64>*
  store <8 x i64> %reverse17, <8 x i64>* %31, align 8, !tbaa !27
  %reverse18 = shufflevector <8 x i64> %19, <8 x i64> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %32 = getelementptr inbounds i64, i64* %23, i64 -24
  %33 = getelementptr inbounds i64, i64* %32, i64 -7
  %34 = bitcast i64* %33 to <8 x i64>*
  store <8 x i64> %reverse18, <8 x i64>* %34, align 8, !tbaa !27
  %index.next = add nuw i64 %index, 32
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader19

for.body.preheader19:                             ; preds = %vector.scevcheck, %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.scevcheck ], [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %36 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader19
  %arrayidx.prol = getelementptr inbounds i64, i64* %in, i64 %indvars.iv.ph
  %37 = load i64, i64* %arrayidx.prol, align 8, !tbaa !27
  %sub.prol = add nsw i64 %37, -1
  %38 = trunc i64 %indvars.iv.ph to i32
  %39 = xor i32 %38, -1
  %sub2.prol = add i32 %39, %n
  %idxprom3.prol = sext i32 %sub2.prol to i64
  %arrayidx4.prol = getelementptr inbounds i64, i64* %out, i64 %idxprom3.prol
  store i64 %sub.prol, i64* %arrayidx4.prol, align 8, !tbaa !27
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader19
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader19 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %40 = sub nsw i64 0, %wide.trip.count
  %41 = icmp eq i64 %36, %40
  br i1 %41, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %arrayidx = getelementptr inbounds i64, i64* %in, i64 %indvars.iv
  %42 = load i64, i64* %arrayidx, align 8, !tbaa !27
  %sub = add nsw i64 %42, -1
  %43 = trunc i64 %indvars.iv to i32
  %44 = xor i32 %43, -1
  %sub2 = add i32 %44, %n
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds i64, i64* %out, i64 %idxprom3
  store i64 %sub, i64* %arrayidx4, align 8, !tbaa !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, i64* %in, i64 %indvars.iv.next
  %45 = load i64, i64* %arrayidx.1, align 8, !tbaa !27
  %sub.1 = add nsw i64 %45, -1
  %46 = trunc i64 %indvars.iv.next to i32
  %47 = xor i32 %46, -1
  %sub2.1 = add i32 %47, %n
  %idxprom3.1 = sext i32 %sub2.1 to i64
  %arrayidx4.1 = getelementptr inbounds i64, i64* %out, i64 %idxprom3.1
  store i64 %sub.1, i64* %arrayidx4.1, align 8, !tbaa !27
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @s122(float* noalias nocapture noundef %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = zext i32 %n to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 64
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %.neg = xor i64 %index, -1
  %1 = add i64 %.neg, %0
  %2 = getelementptr inbounds float, float* %b, i64 %1
  %3 = getelementptr inbounds float, float* %2, i64 -15
  %4 = bitcast float* %3 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %4, align 4, !tbaa !5
  %reverse = shufflevector <16 x float> %wide.load, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %5 = getelementptr inbounds float, float* %2, i64 -16
  %6 = getelementptr inbounds float, float* %5, i64 -15
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load18 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %reverse19 = shufflevector <16 x float> %wide.load18, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %8 = getelementptr inbounds float, float* %2, i64 -32
  %9 = getelementptr inbounds float, float* %8, i64 -15
  %10 = bitcast float* %9 to <16 x float>*
  %wide.load20 = load <16 x float>, <16 x float>* %10, align 4, !tbaa !5
  %reverse21 = shufflevector <16 x float> %wide.load20, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %11 = getelementptr inbounds float, float* %2, i64 -48
  %12 = getelementptr inbounds float, float* %11, i64 -15
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load22 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !5
  %reverse23 = shufflevector <16 x float> %wide.load22, <16 x float> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %14 = getelementptr inbounds float, float* %a, i64 %index
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load24 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, float* %14, i64 16
  %17 = bitcast float* %16 to <16 x float>*
  %wide.load25 = load <16 x float>, <16 x float>* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, float* %14, i64 32
  %19 = bitcast float* %18 to <16 x float>*
  %wide.load26 = load <16 x float>, <16 x float>* %19, align 4, !tbaa !5
  %20 = getelementptr inbounds float, float* %14, i64 48
  %21 = bitcast float* %20 to <16 x float>*
  %wide.load27 = load <16 x float>, <16 x float>* %21, align 4, !tbaa !5
  %22 = fadd <16 x float> %reverse, %wide.load24
  %23 = fadd <16 x float> %reverse19, %wide.load25
  %24 = fadd <16 x float> %reverse21, %wide.load26
  %25 = fadd <16 x float> %reverse23, %wide.load27
  %26 = bitcast float* %14 to <16 x float>*
  store <16 x float> %22, <16 x float>* %26, align 4, !tbaa !5
  %27 = bitcast float* %16 to <16 x float>*
  store <16 x float> %23, <16 x float>* %27, align 4, !tbaa !5
  %28 = bitcast float* %18 to <16 x float>*
  store <16 x float> %24, <16 x float>* %28, align 4, !tbaa !5
  %29 = bitcast float* %20 to <16 x float>*
  store <16 x float> %25, <16 x float>* %29, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %30 = icmp eq i64 %index.next, %n.vec
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 4294967288
  %31 = getelementptr inbounds float, float* %b, i64 -7
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next35, %vec.epilog.vector.body ]
  %.neg36 = xor i64 %index31, -1
  %32 = add i64 %.neg36, %0
  %33 = getelementptr inbounds float, float* %31, i64 %32
  %34 = bitcast float* %33 to <8 x float>*
  %wide.load32 = load <8 x float>, <8 x float>* %34, align 4, !tbaa !5
  %reverse33 = shufflevector <8 x float> %wide.load32, <8 x float> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %35 = getelementptr inbounds float, float* %a, i64 %index31
  %36 = bitcast float* %35 to <8 x float>*
  %wide.load34 = load <8 x float>, <8 x float>* %36, align 4, !tbaa !5
  %37 = fadd <8 x float> %reverse33, %wide.load34
  %38 = bitcast float* %35 to <8 x float>*
  store <8 x float> %37, <8 x float>* %38, align 4, !tbaa !5
  %index.next35 = add nuw i64 %index31, 8
  %39 = icmp eq i64 %index.next35, %n.vec29
  br i1 %39, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %40 = sub nsw i64 %0, %indvars.iv.next
  %arrayidx = getelementptr inbounds float, float* %b, i64 %40
  %41 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %42 = load float, float* %arrayidx2, align 4, !tbaa !5
  %add3 = fadd float %41, %42
  store float %add3, float* %arrayidx2, align 4, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @compact_pos(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef writeonly %cnt, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %for.body.preheader, label %for.cond.cleanup

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
  %k.015.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.unr
  %1 = load i32, i32* %arrayidx.epil, align 4, !tbaa !34
  %cmp1.epil = icmp sgt i32 %1, 0
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil
  %inc.epil = add nsw i32 %k.015.unr, 1
  %idxprom4.epil = sext i32 %k.015.unr to i64
  %arrayidx5.epil = getelementptr inbounds i32, i32* %out, i64 %idxprom4.epil
  store i32 %1, i32* %arrayidx5.epil, align 4, !tbaa !34
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %k.0.lcssa = phi i32 [ 0, %entry ], [ %k.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %inc.epil, %if.then.epil ], [ %k.015.unr, %for.body.epil ]
  store i32 %k.0.lcssa, i32* %cnt, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.015 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %2 = load i32, i32* %arrayidx, align 4, !tbaa !34
  %cmp1 = icmp sgt i32 %2, 0
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.015, 1
  %idxprom4 = sext i32 %k.015 to i64
  %arrayidx5 = getelementptr inbounds i32, i32* %out, i64 %idxprom4
  store i32 %2, i32* %arrayidx5, align 4, !tbaa !34
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.015, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv.next
  %3 = load i32, i32* %arrayidx.1, align 4, !tbaa !34
  %cmp1.1 = icmp sgt i32 %3, 0
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom4.1 = sext i32 %k.1 to i64
  %arrayidx5.1 = getelementptr inbounds i32, i32* %out, i64 %idxprom4.1
  store i32 %3, i32* %arrayidx5.1, align 4, !tbaa !34
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @compact_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float noundef %t, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

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
  %k.014.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.unr
  %1 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %cmp1.epil = fcmp ogt float %1, %t
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil
  %idxprom4.epil = sext i32 %k.014.unr to i64
  %arrayidx5.epil = getelementptr inbounds float, float* %out, i64 %idxprom4.epil
  store float %1, float* %arrayidx5.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.014 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %2 = load float, float* %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %2, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.014, 1
  %idxprom4 = sext i32 %k.014 to i64
  %arrayidx5 = getelementptr inbounds float, float* %out, i64 %idxprom4
  store float %2, float* %arrayidx5, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.014, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %3 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %cmp1.1 = fcmp ogt float %3, %t
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom4.1 = sext i32 %k.1 to i64
  %arrayidx5.1 = getelementptr inbounds float, float* %out, i64 %idxprom4.1
  store float %3, float* %arrayidx5.1, align 4, !tbaa !5
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @nonzero_idx(i32* noalias nocapture noundef writeonly %idx, i8* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

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
  %k.010.unr = phi i32 [ 0, %for.body.preheader ], [ %k.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, i8* %b, i64 %indvars.iv.unr
  %1 = load i8, i8* %arrayidx.epil, align 1, !tbaa !18
  %tobool.not.epil = icmp eq i8 %1, 0
  br i1 %tobool.not.epil, label %for.cond.cleanup, label %if.then.epil

if.then.epil:                                     ; preds = %for.body.epil
  %idxprom1.epil = sext i32 %k.010.unr to i64
  %arrayidx2.epil = getelementptr inbounds i32, i32* %idx, i64 %idxprom1.epil
  %2 = trunc i64 %indvars.iv.unr to i32
  store i32 %2, i32* %arrayidx2.epil, align 4, !tbaa !34
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %k.010 = phi i32 [ 0, %for.body.preheader.new ], [ %k.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %arrayidx = getelementptr inbounds i8, i8* %b, i64 %indvars.iv
  %3 = load i8, i8* %arrayidx, align 1, !tbaa !18
  %tobool.not = icmp eq i8 %3, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %inc = add nsw i32 %k.010, 1
  %idxprom1 = sext i32 %k.010 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %idxprom1
  %4 = trunc i64 %indvars.iv to i32
  store i32 %4, i32* %arrayidx2, align 4, !tbaa !34
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %k.1 = phi i32 [ %inc, %if.then ], [ %k.010, %for.body ]
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i8, i8* %b, i64 %indvars.iv.next
  %5 = load i8, i8* %arrayidx.1, align 1, !tbaa !18
  %tobool.not.1 = icmp eq i8 %5, 0
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1

if.then.1:                                        ; preds = %for.inc
  %inc.1 = add nsw i32 %k.1, 1
  %idxprom1.1 = sext i32 %k.1 to i64
  %arrayidx2.1 = getelementptr inbounds i32, i32* %idx, i64 %idxprom1.1
  %6 = trunc i64 %indvars.iv.next to i32
  store i32 %6, i32* %arrayidx2.1, align 4, !tbaa !34
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %k.1.1 = phi i32 [ %inc.1, %if.then.1 ], [ %k.1, %for.inc ]
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @s311(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

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
  %s.07.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add.7, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.07.epil = phi float [ %add.epil, %for.body.epil ], [ %s.07.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.epil
  %2 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %add.epil = fadd float %s.07.epil, %2
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !39

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  store float %s.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.7, %for.body ]
  %s.07 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add.7, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %3 = load float, float* %arrayidx, align 4, !tbaa !5
  %add = fadd float %s.07, %3
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %4 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %add.1 = fadd float %add, %4
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %5 = load float, float* %arrayidx.2, align 4, !tbaa !5
  %add.2 = fadd float %add.1, %5
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %6 = load float, float* %arrayidx.3, align 4, !tbaa !5
  %add.3 = fadd float %add.2, %6
  %indvars.iv.next.3 = or i64 %indvars.iv, 4
  %arrayidx.4 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.3
  %7 = load float, float* %arrayidx.4, align 4, !tbaa !5
  %add.4 = fadd float %add.3, %7
  %indvars.iv.next.4 = or i64 %indvars.iv, 5
  %arrayidx.5 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.4
  %8 = load float, float* %arrayidx.5, align 4, !tbaa !5
  %add.5 = fadd float %add.4, %8
  %indvars.iv.next.5 = or i64 %indvars.iv, 6
  %arrayidx.6 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.5
  %9 = load float, float* %arrayidx.6, align 4, !tbaa !5
  %add.6 = fadd float %add.5, %9
  %indvars.iv.next.6 = or i64 %indvars.iv, 7
  %arrayidx.7 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.6
  %10 = load float, float* %arrayidx.7, align 4, !tbaa !5
  %add.7 = fadd float %add.6, %10
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @s3113(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %0 = load float, float* %a, align 4, !tbaa !5
  %1 = tail call float @llvm.fabs.f32(float %0)
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %2 = tail call float @llvm.fabs.f32(float %0)
  %cmp217 = fcmp ogt float %2, %1
  %m.118 = select i1 %cmp217, float %2, float %1
  %exitcond.not19 = icmp eq i32 %n, 1
  br i1 %exitcond.not19, label %for.cond.cleanup, label %for.body.for.body_crit_edge.preheader, !llvm.loop !42

for.body.for.body_crit_edge.preheader:            ; preds = %for.body.preheader
  %3 = add nsw i64 %wide.trip.count, -1
  %4 = add nsw i64 %wide.trip.count, -2
  %xtraiter = and i64 %3, 3
  %5 = icmp ult i64 %4, 3
  br i1 %5, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.for.body_crit_edge.preheader.new

for.body.for.body_crit_edge.preheader.new:        ; preds = %for.body.for.body_crit_edge.preheader
  %unroll_iter = and i64 %3, -4
  br label %for.body.for.body_crit_edge

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body.for.body_crit_edge, %for.body.for.body_crit_edge.preheader
  %m.1.lcssa.ph = phi float [ undef, %for.body.for.body_crit_edge.preheader ], [ %m.1.3, %for.body.for.body_crit_edge ]
  %indvars.iv.next21.unr = phi i64 [ 1, %for.body.for.body_crit_edge.preheader ], [ %indvars.iv.next.3, %for.body.for.body_crit_edge ]
  %m.120.unr = phi float [ %m.118, %for.body.for.body_crit_edge.preheader ], [ %m.1.3, %for.body.for.body_crit_edge ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.for.body_crit_edge.epil

for.body.for.body_crit_edge.epil:                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.for.body_crit_edge.epil
  %indvars.iv.next21.epil = phi i64 [ %indvars.iv.next.epil, %for.body.for.body_crit_edge.epil ], [ %indvars.iv.next21.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %m.120.epil = phi float [ %m.1.epil, %for.body.for.body_crit_edge.epil ], [ %m.120.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.for.body_crit_edge.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx1.phi.trans.insert.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.next21.epil
  %.pre.epil = load float, float* %arrayidx1.phi.trans.insert.epil, align 4, !tbaa !5
  %6 = tail call float @llvm.fabs.f32(float %.pre.epil)
  %cmp2.epil = fcmp ogt float %6, %m.120.epil
  %m.1.epil = select i1 %cmp2.epil, float %6, float %m.120.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.next21.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.for.body_crit_edge.epil, !llvm.loop !43

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.for.body_crit_edge.epil, %for.body.preheader, %entry
  %m.0.lcssa = phi float [ %1, %entry ], [ %m.118, %for.body.preheader ], [ %m.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %m.1.epil, %for.body.for.body_crit_edge.epil ]
  store float %m.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body.for.body_crit_edge:                      ; preds = %for.body.for.body_crit_edge, %for.body.for.body_crit_edge.preheader.new
  %indvars.iv.next21 = phi i64 [ 1, %for.body.for.body_crit_edge.preheader.new ], [ %indvars.iv.next.3, %for.body.for.body_crit_edge ]
  %m.120 = phi float [ %m.118, %for.body.for.body_crit_edge.preheader.new ], [ %m.1.3, %for.body.for.body_crit_edge ]
  %niter = phi i64 [ 0, %for.body.for.body_crit_edge.preheader.new ], [ %niter.next.3, %for.body.for.body_crit_edge ]
  %arrayidx1.phi.trans.insert = getelementptr inbounds float, float* %a, i64 %indvars.iv.next21
  %.pre = load float, float* %arrayidx1.phi.trans.insert, align 4, !tbaa !5
  %7 = tail call float @llvm.fabs.f32(float %.pre)
  %cmp2 = fcmp ogt float %7, %m.120
  %m.1 = select i1 %cmp2, float %7, float %m.120
  %indvars.iv.next = add nuw nsw i64 %indvars.iv.next21, 1
  %arrayidx1.phi.trans.insert.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %.pre.1 = load float, float* %arrayidx1.phi.trans.insert.1, align 4, !tbaa !5
  %8 = tail call float @llvm.fabs.f32(float %.pre.1)
  %cmp2.1 = fcmp ogt float %8, %m.1
  %m.1.1 = select i1 %cmp2.1, float %8, float %m.1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv.next21, 2
  %arrayidx1.phi.trans.insert.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %.pre.2 = load float, float* %arrayidx1.phi.trans.insert.2, align 4, !tbaa !5
  %9 = tail call float @llvm.fabs.f32(float %.pre.2)
  %cmp2.2 = fcmp ogt float %9, %m.1.1
  %m.1.2 = select i1 %cmp2.2, float %9, float %m.1.1
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv.next21, 3
  %arrayidx1.phi.trans.insert.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %.pre.3 = load float, float* %arrayidx1.phi.trans.insert.3, align 4, !tbaa !5
  %10 = tail call float @llvm.fabs.f32(float %.pre.3)
  %cmp2.3 = fcmp ogt float %10, %m.1.2
  %m.1.3 = select i1 %cmp2.3, float %10, float %m.1.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv.next21, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.for.body_crit_edge, !llvm.loop !42
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @s314(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load float, float* %a, align 4, !tbaa !5
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %exitcond.not17 = icmp eq i32 %n, 1
  br i1 %exitcond.not17, label %for.cond.cleanup, label %for.body.for.body_crit_edge.preheader, !llvm.loop !44

for.body.for.body_crit_edge.preheader:            ; preds = %for.body.preheader
  %1 = add nsw i64 %wide.trip.count, -1
  %2 = add nsw i64 %wide.trip.count, -2
  %xtraiter = and i64 %1, 3
  %3 = icmp ult i64 %2, 3
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.for.body_crit_edge.preheader.new

for.body.for.body_crit_edge.preheader.new:        ; preds = %for.body.for.body_crit_edge.preheader
  %unroll_iter = and i64 %1, -4
  br label %for.body.for.body_crit_edge

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body.for.body_crit_edge, %for.body.for.body_crit_edge.preheader
  %x.1.lcssa.ph = phi float [ undef, %for.body.for.body_crit_edge.preheader ], [ %x.1.3, %for.body.for.body_crit_edge ]
  %indvars.iv.next19.unr = phi i64 [ 1, %for.body.for.body_crit_edge.preheader ], [ %indvars.iv.next.3, %for.body.for.body_crit_edge ]
  %x.118.unr = phi float [ %0, %for.body.for.body_crit_edge.preheader ], [ %x.1.3, %for.body.for.body_crit_edge ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.for.body_crit_edge.epil

for.body.for.body_crit_edge.epil:                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.for.body_crit_edge.epil
  %indvars.iv.next19.epil = phi i64 [ %indvars.iv.next.epil, %for.body.for.body_crit_edge.epil ], [ %indvars.iv.next19.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %x.118.epil = phi float [ %x.1.epil, %for.body.for.body_crit_edge.epil ], [ %x.118.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.for.body_crit_edge.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx1.phi.trans.insert.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.next19.epil
  %.pre.epil = load float, float* %arrayidx1.phi.trans.insert.epil, align 4, !tbaa !5
  %cmp2.epil = fcmp ogt float %.pre.epil, %x.118.epil
  %x.1.epil = select i1 %cmp2.epil, float %.pre.epil, float %x.118.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.next19.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.for.body_crit_edge.epil, !llvm.loop !45

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.for.body_crit_edge.epil, %for.body.preheader, %entry
  %x.0.lcssa = phi float [ %0, %entry ], [ %0, %for.body.preheader ], [ %x.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %x.1.epil, %for.body.for.body_crit_edge.epil ]
  store float %x.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body.for.body_crit_edge:                      ; preds = %for.body.for.body_crit_edge, %for.body.for.body_crit_edge.preheader.new
  %indvars.iv.next19 = phi i64 [ 1, %for.body.for.body_crit_edge.preheader.new ], [ %indvars.iv.next.3, %for.body.for.body_crit_edge ]
  %x.118 = phi float [ %0, %for.body.for.body_crit_edge.preheader.new ], [ %x.1.3, %for.body.for.body_crit_edge ]
  %niter = phi i64 [ 0, %for.body.for.body_crit_edge.preheader.new ], [ %niter.next.3, %for.body.for.body_crit_edge ]
  %arrayidx1.phi.trans.insert = getelementptr inbounds float, float* %a, i64 %indvars.iv.next19
  %.pre = load float, float* %arrayidx1.phi.trans.insert, align 4, !tbaa !5
  %cmp2 = fcmp ogt float %.pre, %x.118
  %x.1 = select i1 %cmp2, float %.pre, float %x.118
  %indvars.iv.next = add nuw nsw i64 %indvars.iv.next19, 1
  %arrayidx1.phi.trans.insert.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %.pre.1 = load float, float* %arrayidx1.phi.trans.insert.1, align 4, !tbaa !5
  %cmp2.1 = fcmp ogt float %.pre.1, %x.1
  %x.1.1 = select i1 %cmp2.1, float %.pre.1, float %x.1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv.next19, 2
  %arrayidx1.phi.trans.insert.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %.pre.2 = load float, float* %arrayidx1.phi.trans.insert.2, align 4, !tbaa !5
  %cmp2.2 = fcmp ogt float %.pre.2, %x.1.1
  %x.1.2 = select i1 %cmp2.2, float %.pre.2, float %x.1.1
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv.next19, 3
  %arrayidx1.phi.trans.insert.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %.pre.3 = load float, float* %arrayidx1.phi.trans.insert.3, align 4, !tbaa !5
  %cmp2.3 = fcmp ogt float %.pre.3, %x.1.2
  %x.1.3 = select i1 %cmp2.3, float %.pre.3, float %x.1.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv.next19, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.for.body_crit_edge, !llvm.loop !44
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum_i16(i32* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %32, %vector.body ]
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %35, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i16, i16* %a, i64 %index
  %5 = bitcast i16* %4 to <16 x i16>*
  %wide.load = load <16 x i16>, <16 x i16>* %5, align 2, !tbaa !22
  %6 = getelementptr inbounds i16, i16* %4, i64 16
  %7 = bitcast i16* %6 to <16 x i16>*
  %wide.load14 = load <16 x i16>, <16 x i16>* %7, align 2, !tbaa !22
  %8 = getelementptr inbounds i16, i16* %4, i64 32
  %9 = bitcast i16* %8 to <16 x i16>*
  %wide.load15 = load <16 x i16>, <16 x i16>* %9, align 2, !tbaa !22
  %10 = getelementptr inbounds i16, i16* %4, i64 48
  %11 = bitcast i16* %10 to <16 x i16>*
  %wide.load16 = load <16 x i16>, <16 x i16>* %11, align 2, !tbaa !22
  %12 = sext <16 x i16> %wide.load to <16 x i32>
  %13 = sext <16 x i16> %wide.load14 to <16 x i32>
  %14 = sext <16 x i16> %wide.load15 to <16 x i32>
  %15 = sext <16 x i16> %wide.load16 to <16 x i32>
  %16 = add <16 x i32> %vec.phi, %12
  %17 = add <16 x i32> %vec.phi11, %13
  %18 = add <16 x i32> %vec.phi12, %14
  %19 = add <16 x i32> %vec.phi13, %15
  %index.next = or i64 %index, 64
  %20 = getelementptr inbounds i16, i16* %a, i64 %index.next
  %21 = bitcast i16* %20 to <16 x i16>*
  %wide.load.1 = load <16 x i16>, <16 x i16>* %21, align 2, !tbaa !22
  %22 = getelementptr inbounds i16, i16* %20, i64 16
  %23 = bitcast i16* %22 to <16 x i16>*
  %wide.load14.1 = load <16 x i16>, <16 x i16>* %23, align 2, !tbaa !22
  %24 = getelementptr inbounds i16, i16* %20, i64 32
  %25 = bitcast i16* %24 to <16 x i16>*
  %wide.load15.1 = load <16 x i16>, <16 x i16>* %25, align 2, !tbaa !22
  %26 = getelementptr inbounds i16, i16* %20, i64 48
  %27 = bitcast i16* %26 to <16 x i16>*
  %wide.load16.1 = load <16 x i16>, <16 x i16>* %27, align 2, !tbaa !22
  %28 = sext <16 x i16> %wide.load.1 to <16 x i32>
  %29 = sext <16 x i16> %wide.load14.1 to <16 x i32>
  %30 = sext <16 x i16> %wide.load15.1 to <16 x i32>
  %31 = sext <16 x i16> %wide.load16.1 to <16 x i32>
  %32 = add <16 x i32> %16, %28
  %33 = add <16 x i32> %17, %29
  %34 = add <16 x i32> %18, %30
  %35 = add <16 x i32> %19, %31
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !46

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa31.ph = phi <16 x i32> [ undef, %vector.ph ], [ %32, %vector.body ]
  %.lcssa30.ph = phi <16 x i32> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa29.ph = phi <16 x i32> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %35, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %32, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %33, %vector.body ]
  %vec.phi12.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %vec.phi13.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %35, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %36 = getelementptr inbounds i16, i16* %a, i64 %index.unr
  %37 = bitcast i16* %36 to <16 x i16>*
  %wide.load.epil = load <16 x i16>, <16 x i16>* %37, align 2, !tbaa !22
  %38 = getelementptr inbounds i16, i16* %36, i64 16
  %39 = bitcast i16* %38 to <16 x i16>*
  %wide.load14.epil = load <16 x i16>, <16 x i16>* %39, align 2, !tbaa !22
  %40 = getelementptr inbounds i16, i16* %36, i64 32
  %41 = bitcast i16* %40 to <16 x i16>*
  %wide.load15.epil = load <16 x i16>, <16 x i16>* %41, align 2, !tbaa !22
  %42 = getelementptr inbounds i16, i16* %36, i64 48
  %43 = bitcast i16* %42 to <16 x i16>*
  %wide.load16.epil = load <16 x i16>, <16 x i16>* %43, align 2, !tbaa !22
  %44 = sext <16 x i16> %wide.load.epil to <16 x i32>
  %45 = sext <16 x i16> %wide.load14.epil to <16 x i32>
  %46 = sext <16 x i16> %wide.load15.epil to <16 x i32>
  %47 = sext <16 x i16> %wide.load16.epil to <16 x i32>
  %48 = add <16 x i32> %vec.phi.unr, %44
  %49 = add <16 x i32> %vec.phi11.unr, %45
  %50 = add <16 x i32> %vec.phi12.unr, %46
  %51 = add <16 x i32> %vec.phi13.unr, %47
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa31 = phi <16 x i32> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %48, %vector.body.epil ]
  %.lcssa30 = phi <16 x i32> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %49, %vector.body.epil ]
  %.lcssa29 = phi <16 x i32> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %50, %vector.body.epil ]
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %51, %vector.body.epil ]
  %bin.rdx = add <16 x i32> %.lcssa30, %.lcssa31
  %bin.rdx17 = add <16 x i32> %.lcssa29, %bin.rdx
  %bin.rdx18 = add <16 x i32> %.lcssa28, %bin.rdx17
  %52 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx18)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %52, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  %53 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %vec.phi24 = phi <8 x i32> [ %53, %vec.epilog.ph ], [ %57, %vec.epilog.vector.body ]
  %54 = getelementptr inbounds i16, i16* %a, i64 %index23
  %55 = bitcast i16* %54 to <8 x i16>*
  %wide.load25 = load <8 x i16>, <8 x i16>* %55, align 2, !tbaa !22
  %56 = sext <8 x i16> %wide.load25 to <8 x i32>
  %57 = add <8 x i32> %vec.phi24, %56
  %index.next26 = add nuw i64 %index23, 8
  %58 = icmp eq i64 %index.next26, %n.vec21
  br i1 %58, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %59 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %57)
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %s.07.ph = phi i32 [ 0, %iter.check ], [ %52, %vec.epilog.iter.check ], [ %59, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %52, %middle.block ], [ %59, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %s.0.lcssa, i32* %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.07 = phi i32 [ %add, %for.body ], [ %s.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, i16* %a, i64 %indvars.iv
  %60 = load i16, i16* %arrayidx, align 2, !tbaa !22
  %conv = sext i16 %60 to i32
  %add = add nsw i32 %s.07, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @count_eq(i32* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %b, i8 noundef zeroext %key, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 64
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %broadcast.splatinsert = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat = shufflevector <16 x i8> %broadcast.splatinsert, <16 x i8> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat21 = shufflevector <16 x i8> %broadcast.splatinsert20, <16 x i8> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat23 = shufflevector <16 x i8> %broadcast.splatinsert22, <16 x i8> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert24 = insertelement <16 x i8> poison, i8 %key, i64 0
  %broadcast.splat25 = shufflevector <16 x i8> %broadcast.splatinsert24, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %vec.phi14 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %17, %vector.body ]
  %vec.phi15 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %18, %vector.body ]
  %vec.phi16 = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %0 = getelementptr inbounds i8, i8* %b, i64 %index
  %1 = bitcast i8* %0 to <16 x i8>*
  %wide.load = load <16 x i8>, <16 x i8>* %1, align 1, !tbaa !18
  %2 = getelementptr inbounds i8, i8* %0, i64 16
  %3 = bitcast i8* %2 to <16 x i8>*
  %wide.load17 = load <16 x i8>, <16 x i8>* %3, align 1, !tbaa !18
  %4 = getelementptr inbounds i8, i8* %0, i64 32
  %5 = bitcast i8* %4 to <16 x i8>*
  %wide.load18 = load <16 x i8>, <16 x i8>* %5, align 1, !tbaa !18
  %6 = getelementptr inbounds i8, i8* %0, i64 48
  %7 = bitcast i8* %6 to <16 x i8>*
  %wide.load19 = load <16 x i8>, <16 x i8>* %7, align 1, !tbaa !18
  %8 = icmp eq <16 x i8> %wide.load, %broadcast.splat
  %9 = icmp eq <16 x i8> %wide.load17, %broadcast.splat21
  %10 = icmp eq <16 x i8> %wide.load18, %broadcast.splat23
  %11 = icmp eq <16 x i8> %wide.load19, %broadcast.splat25
  %12 = zext <16 x i1> %8 to <16 x i32>
  %13 = zext <16 x i1> %9 to <16 x i32>
  %14 = zext <16 x i1> %10 to <16 x i32>
  %15 = zext <16 x i1> %11 to <16 x i32>
  %16 = add <16 x i32> %vec.phi, %12
  %17 = add <16 x i32> %vec.phi14, %13
  %18 = add <16 x i32> %vec.phi15, %14
  %19 = add <16 x i32> %vec.phi16, %15
  %index.next = add nuw i64 %index, 64
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !49

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <16 x i32> %17, %16
  %bin.rdx26 = add <16 x i32> %18, %bin.rdx
  %bin.rdx27 = add <16 x i32> %19, %bin.rdx26
  %21 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %bin.rdx27)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %21, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec30 = and i64 %wide.trip.count, 4294967288
  %22 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  %broadcast.splatinsert35 = insertelement <8 x i8> poison, i8 %key, i64 0
  %broadcast.splat36 = shufflevector <8 x i8> %broadcast.splatinsert35, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next37, %vec.epilog.vector.body ]
  %vec.phi33 = phi <8 x i32> [ %22, %vec.epilog.ph ], [ %27, %vec.epilog.vector.body ]
  %23 = getelementptr inbounds i8, i8* %b, i64 %index32
  %24 = bitcast i8* %23 to <8 x i8>*
  %wide.load34 = load <8 x i8>, <8 x i8>* %24, align 1, !tbaa !18
  %25 = icmp eq <8 x i8> %wide.load34, %broadcast.splat36
  %26 = zext <8 x i1> %25 to <8 x i32>
  %27 = add <8 x i32> %vec.phi33, %26
  %index.next37 = add nuw i64 %index32, 8
  %28 = icmp eq i64 %index.next37, %n.vec30
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !50

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %29 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %27)
  %cmp.n31 = icmp eq i64 %n.vec30, %wide.trip.count
  br i1 %cmp.n31, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec30, %vec.epilog.middle.block ]
  %c.010.ph = phi i32 [ 0, %iter.check ], [ %21, %vec.epilog.iter.check ], [ %29, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %c.0.lcssa = phi i32 [ 0, %entry ], [ %21, %middle.block ], [ %29, %vec.epilog.middle.block ], [ %add, %for.body ]
  store i32 %c.0.lcssa, i32* %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %c.010 = phi i32 [ %add, %for.body ], [ %c.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %b, i64 %indvars.iv
  %30 = load i8, i8* %arrayidx, align 1, !tbaa !18
  %cmp2 = icmp eq i8 %30, %key
  %conv3 = zext i1 %cmp2 to i32
  %add = add nuw nsw i32 %c.010, %conv3
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @umin_u32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 64
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

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
  %vec.phi = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %32, %vector.body ]
  %vec.phi17 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi18 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi19 = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph.new ], [ %35, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !34
  %6 = getelementptr inbounds i32, i32* %4, i64 16
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load20 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !34
  %8 = getelementptr inbounds i32, i32* %4, i64 32
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load21 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !34
  %10 = getelementptr inbounds i32, i32* %4, i64 48
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load22 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !34
  %12 = icmp ult <16 x i32> %wide.load, %vec.phi
  %13 = icmp ult <16 x i32> %wide.load20, %vec.phi17
  %14 = icmp ult <16 x i32> %wide.load21, %vec.phi18
  %15 = icmp ult <16 x i32> %wide.load22, %vec.phi19
  %16 = select <16 x i1> %12, <16 x i32> %wide.load, <16 x i32> %vec.phi
  %17 = select <16 x i1> %13, <16 x i32> %wide.load20, <16 x i32> %vec.phi17
  %18 = select <16 x i1> %14, <16 x i32> %wide.load21, <16 x i32> %vec.phi18
  %19 = select <16 x i1> %15, <16 x i32> %wide.load22, <16 x i32> %vec.phi19
  %index.next = or i64 %index, 64
  %20 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !34
  %22 = getelementptr inbounds i32, i32* %20, i64 16
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.load20.1 = load <16 x i32>, <16 x i32>* %23, align 4, !tbaa !34
  %24 = getelementptr inbounds i32, i32* %20, i64 32
  %25 = bitcast i32* %24 to <16 x i32>*
  %wide.load21.1 = load <16 x i32>, <16 x i32>* %25, align 4, !tbaa !34
  %26 = getelementptr inbounds i32, i32* %20, i64 48
  %27 = bitcast i32* %26 to <16 x i32>*
  %wide.load22.1 = load <16 x i32>, <16 x i32>* %27, align 4, !tbaa !34
  %28 = icmp ult <16 x i32> %wide.load.1, %16
  %29 = icmp ult <16 x i32> %wide.load20.1, %17
  %30 = icmp ult <16 x i32> %wide.load21.1, %18
  %31 = icmp ult <16 x i32> %wide.load22.1, %19
  %32 = select <16 x i1> %28, <16 x i32> %wide.load.1, <16 x i32> %16
  %33 = select <16 x i1> %29, <16 x i32> %wide.load20.1, <16 x i32> %17
  %34 = select <16 x i1> %30, <16 x i32> %wide.load21.1, <16 x i32> %18
  %35 = select <16 x i1> %31, <16 x i32> %wide.load22.1, <16 x i32> %19
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !52

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa39.ph = phi <16 x i32> [ undef, %vector.ph ], [ %32, %vector.body ]
  %.lcssa38.ph = phi <16 x i32> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa37.ph = phi <16 x i32> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa36.ph = phi <16 x i32> [ undef, %vector.ph ], [ %35, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %32, %vector.body ]
  %vec.phi17.unr = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %33, %vector.body ]
  %vec.phi18.unr = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %34, %vector.body ]
  %vec.phi19.unr = phi <16 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ], [ %35, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %36 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %37 = bitcast i32* %36 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %37, align 4, !tbaa !34
  %38 = getelementptr inbounds i32, i32* %36, i64 16
  %39 = bitcast i32* %38 to <16 x i32>*
  %wide.load20.epil = load <16 x i32>, <16 x i32>* %39, align 4, !tbaa !34
  %40 = getelementptr inbounds i32, i32* %36, i64 32
  %41 = bitcast i32* %40 to <16 x i32>*
  %wide.load21.epil = load <16 x i32>, <16 x i32>* %41, align 4, !tbaa !34
  %42 = getelementptr inbounds i32, i32* %36, i64 48
  %43 = bitcast i32* %42 to <16 x i32>*
  %wide.load22.epil = load <16 x i32>, <16 x i32>* %43, align 4, !tbaa !34
  %44 = icmp ult <16 x i32> %wide.load.epil, %vec.phi.unr
  %45 = icmp ult <16 x i32> %wide.load20.epil, %vec.phi17.unr
  %46 = icmp ult <16 x i32> %wide.load21.epil, %vec.phi18.unr
  %47 = icmp ult <16 x i32> %wide.load22.epil, %vec.phi19.unr
  %48 = select <16 x i1> %44, <16 x i32> %wide.load.epil, <16 x i32> %vec.phi.unr
  %49 = select <16 x i1> %45, <16 x i32> %wide.load20.epil, <16 x i32> %vec.phi17.unr
  %50 = select <16 x i1> %46, <16 x i32> %wide.load21.epil, <16 x i32> %vec.phi18.unr
  %51 = select <16 x i1> %47, <16 x i32> %wide.load22.epil, <16 x i32> %vec.phi19.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa39 = phi <16 x i32> [ %.lcssa39.ph, %middle.block.unr-lcssa ], [ %48, %vector.body.epil ]
  %.lcssa38 = phi <16 x i32> [ %.lcssa38.ph, %middle.block.unr-lcssa ], [ %49, %vector.body.epil ]
  %.lcssa37 = phi <16 x i32> [ %.lcssa37.ph, %middle.block.unr-lcssa ], [ %50, %vector.body.epil ]
  %.lcssa36 = phi <16 x i32> [ %.lcssa36.ph, %middle.block.unr-lcssa ], [ %51, %vector.body.epil ]
  %rdx.minmax.cmp = icmp ult <16 x i32> %.lcssa39, %.lcssa38
  %rdx.minmax.select = select <16 x i1> %rdx.minmax.cmp, <16 x i32> %.lcssa39, <16 x i32> %.lcssa38
  %rdx.minmax.cmp23 = icmp ult <16 x i32> %rdx.minmax.select, %.lcssa37
  %rdx.minmax.select24 = select <16 x i1> %rdx.minmax.cmp23, <16 x i32> %rdx.minmax.select, <16 x i32> %.lcssa37
  %rdx.minmax.cmp25 = icmp ult <16 x i32> %rdx.minmax.select24, %.lcssa36
  %rdx.minmax.select26 = select <16 x i1> %rdx.minmax.cmp25, <16 x i32> %rdx.minmax.select24, <16 x i32> %.lcssa36
  %52 = call i32 @llvm.vector.reduce.umin.v16i32(<16 x i32> %rdx.minmax.select26)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ -1, %vector.main.loop.iter.check ], [ %52, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec29 = and i64 %wide.trip.count, 4294967288
  %minmax.ident.splatinsert = insertelement <8 x i32> poison, i32 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x i32> %minmax.ident.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index31 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %vec.phi32 = phi <8 x i32> [ %minmax.ident.splat, %vec.epilog.ph ], [ %56, %vec.epilog.vector.body ]
  %53 = getelementptr inbounds i32, i32* %a, i64 %index31
  %54 = bitcast i32* %53 to <8 x i32>*
  %wide.load33 = load <8 x i32>, <8 x i32>* %54, align 4, !tbaa !34
  %55 = icmp ult <8 x i32> %wide.load33, %vec.phi32
  %56 = select <8 x i1> %55, <8 x i32> %wide.load33, <8 x i32> %vec.phi32
  %index.next34 = add nuw i64 %index31, 8
  %57 = icmp eq i64 %index.next34, %n.vec29
  br i1 %57, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !53

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %58 = call i32 @llvm.vector.reduce.umin.v8i32(<8 x i32> %56)
  %cmp.n30 = icmp eq i64 %n.vec29, %wide.trip.count
  br i1 %cmp.n30, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  %m.013.ph = phi i32 [ -1, %iter.check ], [ %52, %vec.epilog.iter.check ], [ %58, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %m.0.lcssa = phi i32 [ -1, %entry ], [ %52, %middle.block ], [ %58, %vec.epilog.middle.block ], [ %.m.0, %for.body ]
  store i32 %m.0.lcssa, i32* %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %m.013 = phi i32 [ %.m.0, %for.body ], [ %m.013.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %59 = load i32, i32* %arrayidx, align 4, !tbaa !34
  %cmp1 = icmp ult i32 %59, %m.013
  %.m.0 = select i1 %cmp1, i32 %59, i32 %m.013
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !54
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @xor_all(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

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
  %vec.phi11 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %25, %vector.body ]
  %vec.phi12 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi13 = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %a, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !34
  %6 = getelementptr inbounds i32, i32* %4, i64 16
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load14 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !34
  %8 = getelementptr inbounds i32, i32* %4, i64 32
  %9 = bitcast i32* %8 to <16 x i32>*
  %wide.load15 = load <16 x i32>, <16 x i32>* %9, align 4, !tbaa !34
  %10 = getelementptr inbounds i32, i32* %4, i64 48
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load16 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !34
  %12 = xor <16 x i32> %wide.load, %vec.phi
  %13 = xor <16 x i32> %wide.load14, %vec.phi11
  %14 = xor <16 x i32> %wide.load15, %vec.phi12
  %15 = xor <16 x i32> %wide.load16, %vec.phi13
  %index.next = or i64 %index, 64
  %16 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !34
  %18 = getelementptr inbounds i32, i32* %16, i64 16
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load14.1 = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !34
  %20 = getelementptr inbounds i32, i32* %16, i64 32
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load15.1 = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !34
  %22 = getelementptr inbounds i32, i32* %16, i64 48
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.load16.1 = load <16 x i32>, <16 x i32>* %23, align 4, !tbaa !34
  %24 = xor <16 x i32> %wide.load.1, %12
  %25 = xor <16 x i32> %wide.load14.1, %13
  %26 = xor <16 x i32> %wide.load15.1, %14
  %27 = xor <16 x i32> %wide.load16.1, %15
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !55

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa31.ph = phi <16 x i32> [ undef, %vector.ph ], [ %24, %vector.body ]
  %.lcssa30.ph = phi <16 x i32> [ undef, %vector.ph ], [ %25, %vector.body ]
  %.lcssa29.ph = phi <16 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa28.ph = phi <16 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %24, %vector.body ]
  %vec.phi11.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %25, %vector.body ]
  %vec.phi12.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi13.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %28 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !34
  %30 = getelementptr inbounds i32, i32* %28, i64 16
  %31 = bitcast i32* %30 to <16 x i32>*
  %wide.load14.epil = load <16 x i32>, <16 x i32>* %31, align 4, !tbaa !34
  %32 = getelementptr inbounds i32, i32* %28, i64 32
  %33 = bitcast i32* %32 to <16 x i32>*
  %wide.load15.epil = load <16 x i32>, <16 x i32>* %33, align 4, !tbaa !34
  %34 = getelementptr inbounds i32, i32* %28, i64 48
  %35 = bitcast i32* %34 to <16 x i32>*
  %wide.load16.epil = load <16 x i32>, <16 x i32>* %35, align 4, !tbaa !34
  %36 = xor <16 x i32> %wide.load.epil, %vec.phi.unr
  %37 = xor <16 x i32> %wide.load14.epil, %vec.phi11.unr
  %38 = xor <16 x i32> %wide.load15.epil, %vec.phi12.unr
  %39 = xor <16 x i32> %wide.load16.epil, %vec.phi13.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa31 = phi <16 x i32> [ %.lcssa31.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa30 = phi <16 x i32> [ %.lcssa30.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %.lcssa29 = phi <16 x i32> [ %.lcssa29.ph, %middle.block.unr-lcssa ], [ %38, %vector.body.epil ]
  %.lcssa28 = phi <16 x i32> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %39, %vector.body.epil ]
  %bin.rdx = xor <16 x i32> %.lcssa30, %.lcssa31
  %bin.rdx17 = xor <16 x i32> %.lcssa29, %bin.rdx
  %bin.rdx18 = xor <16 x i32> %.lcssa28, %bin.rdx17
  %40 = call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %bin.rdx18)
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %40, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec21 = and i64 %wide.trip.count, 4294967288
  %41 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index23 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %vec.phi24 = phi <8 x i32> [ %41, %vec.epilog.ph ], [ %44, %vec.epilog.vector.body ]
  %42 = getelementptr inbounds i32, i32* %a, i64 %index23
  %43 = bitcast i32* %42 to <8 x i32>*
  %wide.load25 = load <8 x i32>, <8 x i32>* %43, align 4, !tbaa !34
  %44 = xor <8 x i32> %wide.load25, %vec.phi24
  %index.next26 = add nuw i64 %index23, 8
  %45 = icmp eq i64 %index.next26, %n.vec21
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !56

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %46 = call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %44)
  %cmp.n22 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %x.07.ph = phi i32 [ 0, %iter.check ], [ %40, %vec.epilog.iter.check ], [ %46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %x.0.lcssa = phi i32 [ 0, %entry ], [ %40, %middle.block ], [ %46, %vec.epilog.middle.block ], [ %xor, %for.body ]
  store i32 %x.0.lcssa, i32* %out, align 4, !tbaa !34
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %x.07 = phi i32 [ %xor, %for.body ], [ %x.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx, align 4, !tbaa !34
  %xor = xor i32 %47, %x.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !57
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @sdot(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

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
  %s.010.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %16, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.010.epil = phi float [ %4, %for.body.epil ], [ %s.010.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.epil
  %2 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %arrayidx2.epil = getelementptr inbounds float, float* %b, i64 %indvars.iv.epil
  %3 = load float, float* %arrayidx2.epil, align 4, !tbaa !5
  %4 = tail call float @llvm.fmuladd.f32(float %2, float %3, float %s.010.epil)
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !58

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %4, %for.body.epil ]
  store float %s.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.010 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %16, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %5 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %6 = load float, float* %arrayidx2, align 4, !tbaa !5
  %7 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %s.010)
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %8 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %arrayidx2.1 = getelementptr inbounds float, float* %b, i64 %indvars.iv.next
  %9 = load float, float* %arrayidx2.1, align 4, !tbaa !5
  %10 = tail call float @llvm.fmuladd.f32(float %8, float %9, float %7)
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %11 = load float, float* %arrayidx.2, align 4, !tbaa !5
  %arrayidx2.2 = getelementptr inbounds float, float* %b, i64 %indvars.iv.next.1
  %12 = load float, float* %arrayidx2.2, align 4, !tbaa !5
  %13 = tail call float @llvm.fmuladd.f32(float %11, float %12, float %10)
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.2
  %14 = load float, float* %arrayidx.3, align 4, !tbaa !5
  %arrayidx2.3 = getelementptr inbounds float, float* %b, i64 %indvars.iv.next.2
  %15 = load float, float* %arrayidx2.3, align 4, !tbaa !5
  %16 = tail call float @llvm.fmuladd.f32(float %14, float %15, float %13)
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !59
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum_re(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %z, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

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
  %s.07.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.07.epil = phi float [ %add.epil, %for.body.epil ], [ %s.07.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %2 = shl nuw nsw i64 %indvars.iv.epil, 1
  %arrayidx.epil = getelementptr inbounds float, float* %z, i64 %2
  %3 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %add.epil = fadd float %s.07.epil, %3
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !60

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  store float %s.0.lcssa, float* %out, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.07 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %4 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx = getelementptr inbounds float, float* %z, i64 %4
  %5 = load float, float* %arrayidx, align 4, !tbaa !5
  %add = fadd float %s.07, %5
  %indvars.iv.next = shl nuw i64 %indvars.iv, 1
  %6 = or i64 %indvars.iv.next, 2
  %arrayidx.1 = getelementptr inbounds float, float* %z, i64 %6
  %7 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %add.1 = fadd float %add, %7
  %indvars.iv.next.1 = shl nuw i64 %indvars.iv, 1
  %8 = or i64 %indvars.iv.next.1, 4
  %arrayidx.2 = getelementptr inbounds float, float* %z, i64 %8
  %9 = load float, float* %arrayidx.2, align 4, !tbaa !5
  %add.2 = fadd float %add.1, %9
  %indvars.iv.next.2 = shl nuw i64 %indvars.iv, 1
  %10 = or i64 %indvars.iv.next.2, 6
  %arrayidx.3 = getelementptr inbounds float, float* %z, i64 %10
  %11 = load float, float* %arrayidx.3, align 4, !tbaa !5
  %add.3 = fadd float %add.2, %11
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !61
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @s162(float* noalias nocapture noundef %a, float* noalias nocapture noundef readonly %b, float* noalias nocapture noundef readonly %c, i32 noundef %k, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp = icmp sgt i32 %k, 0
  %cmp116 = icmp sgt i32 %n, 0
  %or.cond = and i1 %cmp, %cmp116
  br i1 %or.cond, label %iter.check, label %if.end

iter.check:                                       ; preds = %entry
  %0 = zext i32 %k to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr float, float* %a, i64 %wide.trip.count
  %scevgep22 = getelementptr float, float* %a, i64 %0
  %1 = add nuw nsw i64 %wide.trip.count, %0
  %scevgep24 = getelementptr float, float* %a, i64 %1
  %bound0 = icmp ugt float* %scevgep24, %a
  %bound1 = icmp ult float* %scevgep22, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check26 = icmp ult i32 %n, 64
  br i1 %min.iters.check26, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = add nuw nsw i64 %index, %0
  %3 = getelementptr inbounds float, float* %a, i64 %2
  %4 = bitcast float* %3 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %4, align 4, !tbaa !5, !alias.scope !62
  %5 = getelementptr inbounds float, float* %3, i64 16
  %6 = bitcast float* %5 to <16 x float>*
  %wide.load27 = load <16 x float>, <16 x float>* %6, align 4, !tbaa !5, !alias.scope !62
  %7 = getelementptr inbounds float, float* %3, i64 32
  %8 = bitcast float* %7 to <16 x float>*
  %wide.load28 = load <16 x float>, <16 x float>* %8, align 4, !tbaa !5, !alias.scope !62
  %9 = getelementptr inbounds float, float* %3, i64 48
  %10 = bitcast float* %9 to <16 x float>*
  %wide.load29 = load <16 x float>, <16 x float>* %10, align 4, !tbaa !5, !alias.scope !62
  %11 = getelementptr inbounds float, float* %b, i64 %index
  %12 = bitcast float* %11 to <16 x float>*
  %wide.load30 = load <16 x float>, <16 x float>* %12, align 4, !tbaa !5
  %13 = getelementptr inbounds float, float* %11, i64 16
  %14 = bitcast float* %13 to <16 x float>*
  %wide.load31 = load <16 x float>, <16 x float>* %14, align 4, !tbaa !5
  %15 = getelementptr inbounds float, float* %11, i64 32
  %16 = bitcast float* %15 to <16 x float>*
  %wide.load32 = load <16 x float>, <16 x float>* %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, float* %11, i64 48
  %18 = bitcast float* %17 to <16 x float>*
  %wide.load33 = load <16 x float>, <16 x float>* %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, float* %c, i64 %index
  %20 = bitcast float* %19 to <16 x float>*
  %wide.load34 = load <16 x float>, <16 x float>* %20, align 4, !tbaa !5
  %21 = getelementptr inbounds float, float* %19, i64 16
  %22 = bitcast float* %21 to <16 x float>*
  %wide.load35 = load <16 x float>, <16 x float>* %22, align 4, !tbaa !5
  %23 = getelementptr inbounds float, float* %19, i64 32
  %24 = bitcast float* %23 to <16 x float>*
  %wide.load36 = load <16 x float>, <16 x float>* %24, align 4, !tbaa !5
  %25 = getelementptr inbounds float, float* %19, i64 48
  %26 = bitcast float* %25 to <16 x float>*
  %wide.load37 = load <16 x float>, <16 x float>* %26, align 4, !tbaa !5
  %27 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load30, <16 x float> %wide.load34, <16 x float> %wide.load)
  %28 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load31, <16 x float> %wide.load35, <16 x float> %wide.load27)
  %29 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load32, <16 x float> %wide.load36, <16 x float> %wide.load28)
  %30 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load33, <16 x float> %wide.load37, <16 x float> %wide.load29)
  %31 = getelementptr inbounds float, float* %a, i64 %index
  %32 = bitcast float* %31 to <16 x float>*
  store <16 x float> %27, <16 x float>* %32, align 4, !tbaa !5, !alias.scope !65, !noalias !62
  %33 = getelementptr inbounds float, float* %31, i64 16
  %34 = bitcast float* %33 to <16 x float>*
  store <16 x float> %28, <16 x float>* %34, align 4, !tbaa !5, !alias.scope !65, !noalias !62
  %35 = getelementptr inbounds float, float* %31, i64 32
  %36 = bitcast float* %35 to <16 x float>*
  store <16 x float> %29, <16 x float>* %36, align 4, !tbaa !5, !alias.scope !65, !noalias !62
  %37 = getelementptr inbounds float, float* %31, i64 48
  %38 = bitcast float* %37 to <16 x float>*
  store <16 x float> %30, <16 x float>* %38, align 4, !tbaa !5, !alias.scope !65, !noalias !62
  %index.next = add nuw i64 %index, 64
  %39 = icmp eq i64 %index.next, %n.vec
  br i1 %39, label %middle.block, label %vector.body, !llvm.loop !67

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %if.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec39 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index41 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next45, %vec.epilog.vector.body ]
  %40 = add nuw nsw i64 %index41, %0
  %41 = getelementptr inbounds float, float* %a, i64 %40
  %42 = bitcast float* %41 to <8 x float>*
  %wide.load42 = load <8 x float>, <8 x float>* %42, align 4, !tbaa !5
  %43 = getelementptr inbounds float, float* %b, i64 %index41
  %44 = bitcast float* %43 to <8 x float>*
  %wide.load43 = load <8 x float>, <8 x float>* %44, align 4, !tbaa !5
  %45 = getelementptr inbounds float, float* %c, i64 %index41
  %46 = bitcast float* %45 to <8 x float>*
  %wide.load44 = load <8 x float>, <8 x float>* %46, align 4, !tbaa !5
  %47 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.load43, <8 x float> %wide.load44, <8 x float> %wide.load42)
  %48 = getelementptr inbounds float, float* %a, i64 %index41
  %49 = bitcast float* %48 to <8 x float>*
  store <8 x float> %47, <8 x float>* %49, align 4, !tbaa !5
  %index.next45 = add nuw i64 %index41, 8
  %50 = icmp eq i64 %index.next45, %n.vec39
  br i1 %50, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !68

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n40 = icmp eq i64 %n.vec39, %wide.trip.count
  br i1 %cmp.n40, label %if.end, label %for.body.preheader

for.body.preheader:                               ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec39, %vec.epilog.middle.block ]
  %51 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %52 = add nuw nsw i64 %indvars.iv.ph, %0
  %arrayidx.prol = getelementptr inbounds float, float* %a, i64 %52
  %53 = load float, float* %arrayidx.prol, align 4, !tbaa !5
  %arrayidx3.prol = getelementptr inbounds float, float* %b, i64 %indvars.iv.ph
  %54 = load float, float* %arrayidx3.prol, align 4, !tbaa !5
  %arrayidx5.prol = getelementptr inbounds float, float* %c, i64 %indvars.iv.ph
  %55 = load float, float* %arrayidx5.prol, align 4, !tbaa !5
  %56 = tail call float @llvm.fmuladd.f32(float %54, float %55, float %53)
  %arrayidx7.prol = getelementptr inbounds float, float* %a, i64 %indvars.iv.ph
  store float %56, float* %arrayidx7.prol, align 4, !tbaa !5
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %57 = sub nsw i64 0, %wide.trip.count
  %58 = icmp eq i64 %51, %57
  br i1 %58, label %if.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %59 = add nuw nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, float* %a, i64 %59
  %60 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx3 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %61 = load float, float* %arrayidx3, align 4, !tbaa !5
  %arrayidx5 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  %62 = load float, float* %arrayidx5, align 4, !tbaa !5
  %63 = tail call float @llvm.fmuladd.f32(float %61, float %62, float %60)
  %arrayidx7 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  store float %63, float* %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %64 = add nuw nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %64
  %65 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %arrayidx3.1 = getelementptr inbounds float, float* %b, i64 %indvars.iv.next
  %66 = load float, float* %arrayidx3.1, align 4, !tbaa !5
  %arrayidx5.1 = getelementptr inbounds float, float* %c, i64 %indvars.iv.next
  %67 = load float, float* %arrayidx5.1, align 4, !tbaa !5
  %68 = tail call float @llvm.fmuladd.f32(float %66, float %67, float %65)
  %arrayidx7.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  store float %68, float* %arrayidx7.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %if.end, label %for.body, !llvm.loop !69

if.end:                                           ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @s241(float* noalias nocapture noundef %a, float* noalias nocapture noundef %b, float* noalias nocapture noundef readonly %c, float* noalias nocapture noundef readonly %d, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp32 = icmp sgt i32 %n, 0
  br i1 %cmp32, label %for.body.preheader, label %for.cond.cleanup

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
  %arrayidx.epil = getelementptr inbounds float, float* %b, i64 %indvars.iv.unr
  %1 = load float, float* %arrayidx.epil, align 4, !tbaa !5
  %arrayidx2.epil = getelementptr inbounds float, float* %c, i64 %indvars.iv.unr
  %2 = load float, float* %arrayidx2.epil, align 4, !tbaa !5
  %mul.epil = fmul float %1, %2
  %arrayidx4.epil = getelementptr inbounds float, float* %d, i64 %indvars.iv.unr
  %3 = load float, float* %arrayidx4.epil, align 4, !tbaa !5
  %mul5.epil = fmul float %mul.epil, %3
  %arrayidx7.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.unr
  store float %mul5.epil, float* %arrayidx7.epil, align 4, !tbaa !5
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.unr, 1
  %arrayidx11.epil = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.epil
  %4 = load float, float* %arrayidx11.epil, align 4, !tbaa !5
  %mul12.epil = fmul float %mul5.epil, %4
  %mul15.epil = fmul float %3, %mul12.epil
  store float %mul15.epil, float* %arrayidx.epil, align 4, !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %5 = load float, float* %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, float* %c, i64 %indvars.iv
  %6 = load float, float* %arrayidx2, align 4, !tbaa !5
  %mul = fmul float %5, %6
  %arrayidx4 = getelementptr inbounds float, float* %d, i64 %indvars.iv
  %7 = load float, float* %arrayidx4, align 4, !tbaa !5
  %mul5 = fmul float %mul, %7
  %arrayidx7 = getelementptr inbounds float, float* %a, i64 %indvars.iv
  store float %mul5, float* %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx11 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  %8 = load float, float* %arrayidx11, align 4, !tbaa !5
  %mul12 = fmul float %mul5, %8
  %mul15 = fmul float %7, %mul12
  store float %mul15, float* %arrayidx, align 4, !tbaa !5
  %arrayidx.1 = getelementptr inbounds float, float* %b, i64 %indvars.iv.next
  %9 = load float, float* %arrayidx.1, align 4, !tbaa !5
  %arrayidx2.1 = getelementptr inbounds float, float* %c, i64 %indvars.iv.next
  %10 = load float, float* %arrayidx2.1, align 4, !tbaa !5
  %mul.1 = fmul float %9, %10
  %arrayidx4.1 = getelementptr inbounds float, float* %d, i64 %indvars.iv.next
  %11 = load float, float* %arrayidx4.1, align 4, !tbaa !5
  %mul5.1 = fmul float %mul.1, %11
  %arrayidx7.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next
  store float %mul5.1, float* %arrayidx7.1, align 4, !tbaa !5
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx11.1 = getelementptr inbounds float, float* %a, i64 %indvars.iv.next.1
  %12 = load float, float* %arrayidx11.1, align 4, !tbaa !5
  %mul12.1 = fmul float %mul5.1, %12
  %mul15.1 = fmul float %11, %mul12.1
  store float %mul15.1, float* %arrayidx.1, align 4, !tbaa !5
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !70
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umin.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umin.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #4

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
!42 = distinct !{!42, !10}
!43 = distinct !{!43, !40}
!44 = distinct !{!44, !10}
!45 = distinct !{!45, !40}
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
!62 = !{!63}
!63 = distinct !{!63, !64}
!64 = distinct !{!64, !"LVerDomain"}
!65 = !{!66}
!66 = distinct !{!66, !64}
!67 = distinct !{!67, !10, !11}
!68 = distinct !{!68, !10, !11, !13}
!69 = distinct !{!69, !10, !11}
!70 = distinct !{!70, !10}
