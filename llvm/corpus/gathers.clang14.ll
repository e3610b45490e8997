; ModuleID = 'gathers.c'
source_filename = "gathers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gather_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 48
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693948
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds float, float* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %8 = getelementptr inbounds float, float* %out, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  store <16 x float> %wide.masked.gather, <16 x float>* %9, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %10 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !5
  %12 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %13 = getelementptr inbounds float, float* %a, <16 x i64> %12
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %13, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %14 = getelementptr inbounds float, float* %out, i64 %index.next
  %15 = bitcast float* %14 to <16 x float>*
  store <16 x float> %wide.masked.gather.1, <16 x float>* %15, align 4, !tbaa !9
  %index.next.1 = or i64 %index, 32
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.2 = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !5
  %18 = sext <16 x i32> %wide.load.2 to <16 x i64>
  %19 = getelementptr inbounds float, float* %a, <16 x i64> %18
  %wide.masked.gather.2 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %20 = getelementptr inbounds float, float* %out, i64 %index.next.1
  %21 = bitcast float* %20 to <16 x float>*
  store <16 x float> %wide.masked.gather.2, <16 x float>* %21, align 4, !tbaa !9
  %index.next.2 = or i64 %index, 48
  %22 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.load.3 = load <16 x i32>, <16 x i32>* %23, align 4, !tbaa !5
  %24 = sext <16 x i32> %wide.load.3 to <16 x i64>
  %25 = getelementptr inbounds float, float* %a, <16 x i64> %24
  %wide.masked.gather.3 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %25, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %26 = getelementptr inbounds float, float* %out, i64 %index.next.2
  %27 = bitcast float* %26 to <16 x float>*
  store <16 x float> %wide.masked.gather.3, <16 x float>* %27, align 4, !tbaa !9
  %index.next.3 = add nuw i64 %index, 64
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !11

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.epil
  %29 = bitcast i32* %28 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !tbaa !5
  %30 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %31 = getelementptr inbounds float, float* %a, <16 x i64> %30
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %32 = getelementptr inbounds float, float* %out, i64 %index.epil
  %33 = bitcast float* %32 to <16 x float>*
  store <16 x float> %wide.masked.gather.epil, <16 x float>* %33, align 4, !tbaa !9
  %index.next.epil = add nuw i64 %index.epil, 16
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !14

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %34 = getelementptr inbounds i32, i32* %idx, i64 %index16
  %35 = bitcast i32* %34 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %35, align 4, !tbaa !5
  %36 = sext <8 x i32> %wide.load17 to <8 x i64>
  %37 = getelementptr inbounds float, float* %a, <8 x i64> %36
  %wide.masked.gather18 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %37, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %38 = getelementptr inbounds float, float* %out, i64 %index16
  %39 = bitcast float* %38 to <8 x float>*
  store <8 x float> %wide.masked.gather18, <8 x float>* %39, align 4, !tbaa !9
  %index.next19 = add nuw i64 %index16, 8
  %40 = icmp eq i64 %index.next19, %n.vec14
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %41 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %41 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %42 = load float, float* %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %42, float* %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gather_i8(i32* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = sext <16 x i32> %wide.load to <16 x i64>
  %3 = extractelement <16 x i64> %2, i64 0
  %4 = getelementptr inbounds i8, i8* %a, i64 %3
  %5 = extractelement <16 x i64> %2, i64 1
  %6 = getelementptr inbounds i8, i8* %a, i64 %5
  %7 = extractelement <16 x i64> %2, i64 2
  %8 = getelementptr inbounds i8, i8* %a, i64 %7
  %9 = extractelement <16 x i64> %2, i64 3
  %10 = getelementptr inbounds i8, i8* %a, i64 %9
  %11 = extractelement <16 x i64> %2, i64 4
  %12 = getelementptr inbounds i8, i8* %a, i64 %11
  %13 = extractelement <16 x i64> %2, i64 5
  %14 = getelementptr inbounds i8, i8* %a, i64 %13
  %15 = extractelement <16 x i64> %2, i64 6
  %16 = getelementptr inbounds i8, i8* %a, i64 %15
  %17 = extractelement <16 x i64> %2, i64 7
  %18 = getelementptr inbounds i8, i8* %a, i64 %17
  %19 = extractelement <16 x i64> %2, i64 8
  %20 = getelementptr inbounds i8, i8* %a, i64 %19
  %21 = extractelement <16 x i64> %2, i64 9
  %22 = getelementptr inbounds i8, i8* %a, i64 %21
  %23 = extractelement <16 x i64> %2, i64 10
  %24 = getelementptr inbounds i8, i8* %a, i64 %23
  %25 = extractelement <16 x i64> %2, i64 11
  %26 = getelementptr inbounds i8, i8* %a, i64 %25
  %27 = extractelement <16 x i64> %2, i64 12
  %28 = getelementptr inbounds i8, i8* %a, i64 %27
  %29 = extractelement <16 x i64> %2, i64 13
  %30 = getelementptr inbounds i8, i8* %a, i64 %29
  %31 = extractelement <16 x i64> %2, i64 14
  %32 = getelementptr inbounds i8, i8* %a, i64 %31
  %33 = extractelement <16 x i64> %2, i64 15
  %34 = getelementptr inbounds i8, i8* %a, i64 %33
  %35 = load i8, i8* %4, align 1, !tbaa !19
  %36 = load i8, i8* %6, align 1, !tbaa !19
  %37 = load i8, i8* %8, align 1, !tbaa !19
  %38 = load i8, i8* %10, align 1, !tbaa !19
  %39 = load i8, i8* %12, align 1, !tbaa !19
  %40 = load i8, i8* %14, align 1, !tbaa !19
  %41 = load i8, i8* %16, align 1, !tbaa !19
  %42 = load i8, i8* %18, align 1, !tbaa !19
  %43 = load i8, i8* %20, align 1, !tbaa !19
  %44 = load i8, i8* %22, align 1, !tbaa !19
  %45 = load i8, i8* %24, align 1, !tbaa !19
  %46 = load i8, i8* %26, align 1, !tbaa !19
  %47 = load i8, i8* %28, align 1, !tbaa !19
  %48 = load i8, i8* %30, align 1, !tbaa !19
  %49 = load i8, i8* %32, align 1, !tbaa !19
  %50 = load i8, i8* %34, align 1, !tbaa !19
  %51 = insertelement <16 x i8> poison, i8 %35, i64 0
  %52 = insertelement <16 x i8> %51, i8 %36, i64 1
  %53 = insertelement <16 x i8> %52, i8 %37, i64 2
  %54 = insertelement <16 x i8> %53, i8 %38, i64 3
  %55 = insertelement <16 x i8> %54, i8 %39, i64 4
  %56 = insertelement <16 x i8> %55, i8 %40, i64 5
  %57 = insertelement <16 x i8> %56, i8 %41, i64 6
  %58 = insertelement <16 x i8> %57, i8 %42, i64 7
  %59 = insertelement <16 x i8> %58, i8 %43, i64 8
  %60 = insertelement <16 x i8> %59, i8 %44, i64 9
  %61 = insertelement <16 x i8> %60, i8 %45, i64 10
  %62 = insertelement <16 x i8> %61, i8 %46, i64 11
  %63 = insertelement <16 x i8> %62, i8 %47, i64 12
  %64 = insertelement <16 x i8> %63, i8 %48, i64 13
  %65 = insertelement <16 x i8> %64, i8 %49, i64 14
  %66 = insertelement <16 x i8> %65, i8 %50, i64 15
  %67 = sext <16 x i8> %66 to <16 x i32>
  %68 = getelementptr inbounds i32, i32* %out, i64 %index
  %69 = bitcast i32* %68 to <16 x i32>*
  store <16 x i32> %67, <16 x i32>* %69, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %70 = icmp eq i64 %index.next, %n.vec
  br i1 %70, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %71 = getelementptr inbounds i32, i32* %idx, i64 %index16
  %72 = bitcast i32* %71 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %72, align 4, !tbaa !5
  %73 = sext <8 x i32> %wide.load17 to <8 x i64>
  %74 = extractelement <8 x i64> %73, i64 0
  %75 = getelementptr inbounds i8, i8* %a, i64 %74
  %76 = extractelement <8 x i64> %73, i64 1
  %77 = getelementptr inbounds i8, i8* %a, i64 %76
  %78 = extractelement <8 x i64> %73, i64 2
  %79 = getelementptr inbounds i8, i8* %a, i64 %78
  %80 = extractelement <8 x i64> %73, i64 3
  %81 = getelementptr inbounds i8, i8* %a, i64 %80
  %82 = extractelement <8 x i64> %73, i64 4
  %83 = getelementptr inbounds i8, i8* %a, i64 %82
  %84 = extractelement <8 x i64> %73, i64 5
  %85 = getelementptr inbounds i8, i8* %a, i64 %84
  %86 = extractelement <8 x i64> %73, i64 6
  %87 = getelementptr inbounds i8, i8* %a, i64 %86
  %88 = extractelement <8 x i64> %73, i64 7
  %89 = getelementptr inbounds i8, i8* %a, i64 %88
  %90 = load i8, i8* %75, align 1, !tbaa !19
  %91 = load i8, i8* %77, align 1, !tbaa !19
  %92 = load i8, i8* %79, align 1, !tbaa !19
  %93 = load i8, i8* %81, align 1, !tbaa !19
  %94 = load i8, i8* %83, align 1, !tbaa !19
  %95 = load i8, i8* %85, align 1, !tbaa !19
  %96 = load i8, i8* %87, align 1, !tbaa !19
  %97 = load i8, i8* %89, align 1, !tbaa !19
  %98 = insertelement <8 x i8> poison, i8 %90, i64 0
  %99 = insertelement <8 x i8> %98, i8 %91, i64 1
  %100 = insertelement <8 x i8> %99, i8 %92, i64 2
  %101 = insertelement <8 x i8> %100, i8 %93, i64 3
  %102 = insertelement <8 x i8> %101, i8 %94, i64 4
  %103 = insertelement <8 x i8> %102, i8 %95, i64 5
  %104 = insertelement <8 x i8> %103, i8 %96, i64 6
  %105 = insertelement <8 x i8> %104, i8 %97, i64 7
  %106 = sext <8 x i8> %105 to <8 x i32>
  %107 = getelementptr inbounds i32, i32* %out, i64 %index16
  %108 = bitcast i32* %107 to <8 x i32>*
  store <8 x i32> %106, <8 x i32>* %108, align 4, !tbaa !5
  %index.next18 = add nuw i64 %index16, 8
  %109 = icmp eq i64 %index.next18, %n.vec14
  br i1 %109, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %110 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %110 to i64
  %arrayidx2 = getelementptr inbounds i8, i8* %a, i64 %idxprom1
  %111 = load i8, i8* %arrayidx2, align 1, !tbaa !19
  %conv = sext i8 %111 to i32
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %conv, i32* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gather_u16(i32* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = sext <16 x i32> %wide.load to <16 x i64>
  %3 = extractelement <16 x i64> %2, i64 0
  %4 = getelementptr inbounds i16, i16* %a, i64 %3
  %5 = extractelement <16 x i64> %2, i64 1
  %6 = getelementptr inbounds i16, i16* %a, i64 %5
  %7 = extractelement <16 x i64> %2, i64 2
  %8 = getelementptr inbounds i16, i16* %a, i64 %7
  %9 = extractelement <16 x i64> %2, i64 3
  %10 = getelementptr inbounds i16, i16* %a, i64 %9
  %11 = extractelement <16 x i64> %2, i64 4
  %12 = getelementptr inbounds i16, i16* %a, i64 %11
  %13 = extractelement <16 x i64> %2, i64 5
  %14 = getelementptr inbounds i16, i16* %a, i64 %13
  %15 = extractelement <16 x i64> %2, i64 6
  %16 = getelementptr inbounds i16, i16* %a, i64 %15
  %17 = extractelement <16 x i64> %2, i64 7
  %18 = getelementptr inbounds i16, i16* %a, i64 %17
  %19 = extractelement <16 x i64> %2, i64 8
  %20 = getelementptr inbounds i16, i16* %a, i64 %19
  %21 = extractelement <16 x i64> %2, i64 9
  %22 = getelementptr inbounds i16, i16* %a, i64 %21
  %23 = extractelement <16 x i64> %2, i64 10
  %24 = getelementptr inbounds i16, i16* %a, i64 %23
  %25 = extractelement <16 x i64> %2, i64 11
  %26 = getelementptr inbounds i16, i16* %a, i64 %25
  %27 = extractelement <16 x i64> %2, i64 12
  %28 = getelementptr inbounds i16, i16* %a, i64 %27
  %29 = extractelement <16 x i64> %2, i64 13
  %30 = getelementptr inbounds i16, i16* %a, i64 %29
  %31 = extractelement <16 x i64> %2, i64 14
  %32 = getelementptr inbounds i16, i16* %a, i64 %31
  %33 = extractelement <16 x i64> %2, i64 15
  %34 = getelementptr inbounds i16, i16* %a, i64 %33
  %35 = load i16, i16* %4, align 2, !tbaa !23
  %36 = load i16, i16* %6, align 2, !tbaa !23
  %37 = load i16, i16* %8, align 2, !tbaa !23
  %38 = load i16, i16* %10, align 2, !tbaa !23
  %39 = load i16, i16* %12, align 2, !tbaa !23
  %40 = load i16, i16* %14, align 2, !tbaa !23
  %41 = load i16, i16* %16, align 2, !tbaa !23
  %42 = load i16, i16* %18, align 2, !tbaa !23
  %43 = load i16, i16* %20, align 2, !tbaa !23
  %44 = load i16, i16* %22, align 2, !tbaa !23
  %45 = load i16, i16* %24, align 2, !tbaa !23
  %46 = load i16, i16* %26, align 2, !tbaa !23
  %47 = load i16, i16* %28, align 2, !tbaa !23
  %48 = load i16, i16* %30, align 2, !tbaa !23
  %49 = load i16, i16* %32, align 2, !tbaa !23
  %50 = load i16, i16* %34, align 2, !tbaa !23
  %51 = insertelement <16 x i16> poison, i16 %35, i64 0
  %52 = insertelement <16 x i16> %51, i16 %36, i64 1
  %53 = insertelement <16 x i16> %52, i16 %37, i64 2
  %54 = insertelement <16 x i16> %53, i16 %38, i64 3
  %55 = insertelement <16 x i16> %54, i16 %39, i64 4
  %56 = insertelement <16 x i16> %55, i16 %40, i64 5
  %57 = insertelement <16 x i16> %56, i16 %41, i64 6
  %58 = insertelement <16 x i16> %57, i16 %42, i64 7
  %59 = insertelement <16 x i16> %58, i16 %43, i64 8
  %60 = insertelement <16 x i16> %59, i16 %44, i64 9
  %61 = insertelement <16 x i16> %60, i16 %45, i64 10
  %62 = insertelement <16 x i16> %61, i16 %46, i64 11
  %63 = insertelement <16 x i16> %62, i16 %47, i64 12
  %64 = insertelement <16 x i16> %63, i16 %48, i64 13
  %65 = insertelement <16 x i16> %64, i16 %49, i64 14
  %66 = insertelement <16 x i16> %65, i16 %50, i64 15
  %67 = zext <16 x i16> %66 to <16 x i32>
  %68 = add nuw nsw <16 x i32> %67, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %69 = getelementptr inbounds i32, i32* %out, i64 %index
  %70 = bitcast i32* %69 to <16 x i32>*
  store <16 x i32> %68, <16 x i32>* %70, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %71 = icmp eq i64 %index.next, %n.vec
  br i1 %71, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %72 = getelementptr inbounds i32, i32* %idx, i64 %index16
  %73 = bitcast i32* %72 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %73, align 4, !tbaa !5
  %74 = sext <8 x i32> %wide.load17 to <8 x i64>
  %75 = extractelement <8 x i64> %74, i64 0
  %76 = getelementptr inbounds i16, i16* %a, i64 %75
  %77 = extractelement <8 x i64> %74, i64 1
  %78 = getelementptr inbounds i16, i16* %a, i64 %77
  %79 = extractelement <8 x i64> %74, i64 2
  %80 = getelementptr inbounds i16, i16* %a, i64 %79
  %81 = extractelement <8 x i64> %74, i64 3
  %82 = getelementptr inbounds i16, i16* %a, i64 %81
  %83 = extractelement <8 x i64> %74, i64 4
  %84 = getelementptr inbounds i16, i16* %a, i64 %83
  %85 = extractelement <8 x i64> %74, i64 5
  %86 = getelementptr inbounds i16, i16* %a, i64 %85
  %87 = extractelement <8 x i64> %74, i64 6
  %88 = getelementptr inbounds i16, i16* %a, i64 %87
  %89 = extractelement <8 x i64> %74, i64 7
  %90 = getelementptr inbounds i16, i16* %a, i64 %89
  %91 = load i16, i16* %76, align 2, !tbaa !23
  %92 = load i16, i16* %78, align 2, !tbaa !23
  %93 = load i16, i16* %80, align 2, !tbaa !23
  %94 = load i16, i16* %82, align 2, !tbaa !23
  %95 = load i16, i16* %84, align 2, !tbaa !23
  %96 = load i16, i16* %86, align 2, !tbaa !23
  %97 = load i16, i16* %88, align 2, !tbaa !23
  %98 = load i16, i16* %90, align 2, !tbaa !23
  %99 = insertelement <8 x i16> poison, i16 %91, i64 0
  %100 = insertelement <8 x i16> %99, i16 %92, i64 1
  %101 = insertelement <8 x i16> %100, i16 %93, i64 2
  %102 = insertelement <8 x i16> %101, i16 %94, i64 3
  %103 = insertelement <8 x i16> %102, i16 %95, i64 4
  %104 = insertelement <8 x i16> %103, i16 %96, i64 5
  %105 = insertelement <8 x i16> %104, i16 %97, i64 6
  %106 = insertelement <8 x i16> %105, i16 %98, i64 7
  %107 = zext <8 x i16> %106 to <8 x i32>
  %108 = add nuw nsw <8 x i32> %107, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %109 = getelementptr inbounds i32, i32* %out, i64 %index16
  %110 = bitcast i32* %109 to <8 x i32>*
  store <8 x i32> %108, <8 x i32>* %110, align 4, !tbaa !5
  %index.next18 = add nuw i64 %index16, 8
  %111 = icmp eq i64 %index.next18, %n.vec14
  br i1 %111, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %112 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %112 to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %a, i64 %idxprom1
  %113 = load i16, i16* %arrayidx2, align 2, !tbaa !23
  %conv = zext i16 %113 to i32
  %add = add nuw nsw i32 %conv, 1
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %add, i32* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gather_i64(i64* noalias nocapture noundef writeonly %out, i64* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader22, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add13 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add14 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <8 x i32>*
  %wide.load = load <8 x i32>, <8 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 8
  %3 = bitcast i32* %2 to <8 x i32>*
  %wide.load16 = load <8 x i32>, <8 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 16
  %5 = bitcast i32* %4 to <8 x i32>*
  %wide.load17 = load <8 x i32>, <8 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 24
  %7 = bitcast i32* %6 to <8 x i32>*
  %wide.load18 = load <8 x i32>, <8 x i32>* %7, align 4, !tbaa !5
  %8 = sext <8 x i32> %wide.load to <8 x i64>
  %9 = sext <8 x i32> %wide.load16 to <8 x i64>
  %10 = sext <8 x i32> %wide.load17 to <8 x i64>
  %11 = sext <8 x i32> %wide.load18 to <8 x i64>
  %12 = getelementptr inbounds i64, i64* %a, <8 x i64> %8
  %13 = getelementptr inbounds i64, i64* %a, <8 x i64> %9
  %14 = getelementptr inbounds i64, i64* %a, <8 x i64> %10
  %15 = getelementptr inbounds i64, i64* %a, <8 x i64> %11
  %wide.masked.gather = call <8 x i64> @llvm.masked.gather.v8i64.v8p0i64(<8 x i64*> %12, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !28
  %wide.masked.gather19 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0i64(<8 x i64*> %13, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !28
  %wide.masked.gather20 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0i64(<8 x i64*> %14, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !28
  %wide.masked.gather21 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0i64(<8 x i64*> %15, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !28
  %16 = xor <8 x i64> %wide.masked.gather, %vec.ind
  %17 = xor <8 x i64> %wide.masked.gather19, %step.add
  %18 = xor <8 x i64> %wide.masked.gather20, %step.add13
  %19 = xor <8 x i64> %wide.masked.gather21, %step.add14
  %20 = getelementptr inbounds i64, i64* %out, i64 %index
  %21 = bitcast i64* %20 to <8 x i64>*
  store <8 x i64> %16, <8 x i64>* %21, align 8, !tbaa !28
  %22 = getelementptr inbounds i64, i64* %20, i64 8
  %23 = bitcast i64* %22 to <8 x i64>*
  store <8 x i64> %17, <8 x i64>* %23, align 8, !tbaa !28
  %24 = getelementptr inbounds i64, i64* %20, i64 16
  %25 = bitcast i64* %24 to <8 x i64>*
  store <8 x i64> %18, <8 x i64>* %25, align 8, !tbaa !28
  %26 = getelementptr inbounds i64, i64* %20, i64 24
  %27 = bitcast i64* %26 to <8 x i64>*
  store <8 x i64> %19, <8 x i64>* %27, align 8, !tbaa !28
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader22

for.body.preheader22:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader22, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader22 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %29 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %29 to i64
  %arrayidx2 = getelementptr inbounds i64, i64* %a, i64 %idxprom1
  %30 = load i64, i64* %arrayidx2, align 8, !tbaa !28
  %xor = xor i64 %30, %indvars.iv
  %arrayidx4 = getelementptr inbounds i64, i64* %out, i64 %indvars.iv
  store i64 %xor, i64* %arrayidx4, align 8, !tbaa !28
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @gather_f64(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <8 x i32>*
  %wide.load = load <8 x i32>, <8 x i32>* %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, i32* %0, i64 8
  %3 = bitcast i32* %2 to <8 x i32>*
  %wide.load12 = load <8 x i32>, <8 x i32>* %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i32, i32* %0, i64 16
  %5 = bitcast i32* %4 to <8 x i32>*
  %wide.load13 = load <8 x i32>, <8 x i32>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, i32* %0, i64 24
  %7 = bitcast i32* %6 to <8 x i32>*
  %wide.load14 = load <8 x i32>, <8 x i32>* %7, align 4, !tbaa !5
  %8 = sext <8 x i32> %wide.load to <8 x i64>
  %9 = sext <8 x i32> %wide.load12 to <8 x i64>
  %10 = sext <8 x i32> %wide.load13 to <8 x i64>
  %11 = sext <8 x i32> %wide.load14 to <8 x i64>
  %12 = getelementptr inbounds double, double* %a, <8 x i64> %8
  %13 = getelementptr inbounds double, double* %a, <8 x i64> %9
  %14 = getelementptr inbounds double, double* %a, <8 x i64> %10
  %15 = getelementptr inbounds double, double* %a, <8 x i64> %11
  %wide.masked.gather = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %12, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !32
  %wide.masked.gather15 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %13, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !32
  %wide.masked.gather16 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %14, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !32
  %wide.masked.gather17 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %15, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !32
  %16 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %17 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather15, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %18 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather16, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %19 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather17, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %20 = getelementptr inbounds double, double* %out, i64 %index
  %21 = bitcast double* %20 to <8 x double>*
  store <8 x double> %16, <8 x double>* %21, align 8, !tbaa !32
  %22 = getelementptr inbounds double, double* %20, i64 8
  %23 = bitcast double* %22 to <8 x double>*
  store <8 x double> %17, <8 x double>* %23, align 8, !tbaa !32
  %24 = getelementptr inbounds double, double* %20, i64 16
  %25 = bitcast double* %24 to <8 x double>*
  store <8 x double> %18, <8 x double>* %25, align 8, !tbaa !32
  %26 = getelementptr inbounds double, double* %20, i64 24
  %27 = bitcast double* %26 to <8 x double>*
  store <8 x double> %19, <8 x double>* %27, align 8, !tbaa !32
  %index.next = add nuw i64 %index, 32
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader18

for.body.preheader18:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %29 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %29 to i64
  %arrayidx2 = getelementptr inbounds double, double* %a, i64 %idxprom1
  %30 = load double, double* %arrayidx2, align 8, !tbaa !32
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 2.000000e+00, double -1.000000e+00)
  %arrayidx4 = getelementptr inbounds double, double* %out, i64 %indvars.iv
  store double %31, double* %arrayidx4, align 8, !tbaa !32
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @gather_fma_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, float noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check15 = icmp ult i32 %n, 16
  br i1 %min.iters.check15, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = sext <16 x i32> %wide.load to <16 x i64>
  %7 = getelementptr inbounds float, float* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %8 = getelementptr inbounds float, float* %b, i64 %index
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load16 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !9
  %10 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather, <16 x float> %broadcast.splat, <16 x float> %wide.load16)
  %11 = getelementptr inbounds float, float* %out, i64 %index
  %12 = bitcast float* %11 to <16 x float>*
  store <16 x float> %10, <16 x float>* %12, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %13 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %14 = bitcast i32* %13 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %14, align 4, !tbaa !5
  %15 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %16 = getelementptr inbounds float, float* %a, <16 x i64> %15
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %17 = getelementptr inbounds float, float* %b, i64 %index.next
  %18 = bitcast float* %17 to <16 x float>*
  %wide.load16.1 = load <16 x float>, <16 x float>* %18, align 4, !tbaa !9
  %19 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather.1, <16 x float> %broadcast.splat, <16 x float> %wide.load16.1)
  %20 = getelementptr inbounds float, float* %out, i64 %index.next
  %21 = bitcast float* %20 to <16 x float>*
  store <16 x float> %19, <16 x float>* %21, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !36

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %23 = bitcast i32* %22 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %23, align 4, !tbaa !5
  %24 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %25 = getelementptr inbounds float, float* %a, <16 x i64> %24
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %25, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %26 = getelementptr inbounds float, float* %b, i64 %index.unr
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load16.epil = load <16 x float>, <16 x float>* %27, align 4, !tbaa !9
  %28 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather.epil, <16 x float> %broadcast.splat, <16 x float> %wide.load16.epil)
  %29 = getelementptr inbounds float, float* %out, i64 %index.unr
  %30 = bitcast float* %29 to <16 x float>*
  store <16 x float> %28, <16 x float>* %30, align 4, !tbaa !9
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
  %n.vec18 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert24 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat25 = shufflevector <8 x float> %broadcast.splatinsert24, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index20 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %31 = getelementptr inbounds i32, i32* %idx, i64 %index20
  %32 = bitcast i32* %31 to <8 x i32>*
  %wide.load21 = load <8 x i32>, <8 x i32>* %32, align 4, !tbaa !5
  %33 = sext <8 x i32> %wide.load21 to <8 x i64>
  %34 = getelementptr inbounds float, float* %a, <8 x i64> %33
  %wide.masked.gather22 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %34, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %35 = getelementptr inbounds float, float* %b, i64 %index20
  %36 = bitcast float* %35 to <8 x float>*
  %wide.load23 = load <8 x float>, <8 x float>* %36, align 4, !tbaa !9
  %37 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather22, <8 x float> %broadcast.splat25, <8 x float> %wide.load23)
  %38 = getelementptr inbounds float, float* %out, i64 %index20
  %39 = bitcast float* %38 to <8 x float>*
  store <8 x float> %37, <8 x float>* %39, align 4, !tbaa !9
  %index.next26 = add nuw i64 %index20, 8
  %40 = icmp eq i64 %index.next26, %n.vec18
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !37

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n19 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %41 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %41 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %42 = load float, float* %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %43 = load float, float* %arrayidx4, align 4, !tbaa !9
  %44 = tail call float @llvm.fmuladd.f32(float %42, float %s, float %43)
  %arrayidx6 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %44, float* %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gather_strided_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = sext i32 %stride to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 7
  %ident.check.not = icmp eq i32 %stride, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.main.loop.iter.check, label %for.body.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  %1 = add nsw i64 %n.vec, -64
  %2 = lshr exact i64 %1, 6
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 1
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 576460752303423486
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %5 = mul nsw i64 %index, %0
  %6 = getelementptr inbounds float, float* %a, i64 %5
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %7, align 4, !tbaa !9
  %8 = getelementptr inbounds float, float* %6, i64 16
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load12 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !9
  %10 = getelementptr inbounds float, float* %6, i64 32
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load13 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !9
  %12 = getelementptr inbounds float, float* %6, i64 48
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load14 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !9
  %14 = getelementptr inbounds float, float* %out, i64 %index
  %15 = bitcast float* %14 to <16 x float>*
  store <16 x float> %wide.load, <16 x float>* %15, align 4, !tbaa !9
  %16 = getelementptr inbounds float, float* %14, i64 16
  %17 = bitcast float* %16 to <16 x float>*
  store <16 x float> %wide.load12, <16 x float>* %17, align 4, !tbaa !9
  %18 = getelementptr inbounds float, float* %14, i64 32
  %19 = bitcast float* %18 to <16 x float>*
  store <16 x float> %wide.load13, <16 x float>* %19, align 4, !tbaa !9
  %20 = getelementptr inbounds float, float* %14, i64 48
  %21 = bitcast float* %20 to <16 x float>*
  store <16 x float> %wide.load14, <16 x float>* %21, align 4, !tbaa !9
  %index.next = or i64 %index, 64
  %22 = mul nsw i64 %index.next, %0
  %23 = getelementptr inbounds float, float* %a, i64 %22
  %24 = bitcast float* %23 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %24, align 4, !tbaa !9
  %25 = getelementptr inbounds float, float* %23, i64 16
  %26 = bitcast float* %25 to <16 x float>*
  %wide.load12.1 = load <16 x float>, <16 x float>* %26, align 4, !tbaa !9
  %27 = getelementptr inbounds float, float* %23, i64 32
  %28 = bitcast float* %27 to <16 x float>*
  %wide.load13.1 = load <16 x float>, <16 x float>* %28, align 4, !tbaa !9
  %29 = getelementptr inbounds float, float* %23, i64 48
  %30 = bitcast float* %29 to <16 x float>*
  %wide.load14.1 = load <16 x float>, <16 x float>* %30, align 4, !tbaa !9
  %31 = getelementptr inbounds float, float* %out, i64 %index.next
  %32 = bitcast float* %31 to <16 x float>*
  store <16 x float> %wide.load.1, <16 x float>* %32, align 4, !tbaa !9
  %33 = getelementptr inbounds float, float* %31, i64 16
  %34 = bitcast float* %33 to <16 x float>*
  store <16 x float> %wide.load12.1, <16 x float>* %34, align 4, !tbaa !9
  %35 = getelementptr inbounds float, float* %31, i64 32
  %36 = bitcast float* %35 to <16 x float>*
  store <16 x float> %wide.load13.1, <16 x float>* %36, align 4, !tbaa !9
  %37 = getelementptr inbounds float, float* %31, i64 48
  %38 = bitcast float* %37 to <16 x float>*
  store <16 x float> %wide.load14.1, <16 x float>* %38, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !39

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %39 = mul nsw i64 %index.unr, %0
  %40 = getelementptr inbounds float, float* %a, i64 %39
  %41 = bitcast float* %40 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %41, align 4, !tbaa !9
  %42 = getelementptr inbounds float, float* %40, i64 16
  %43 = bitcast float* %42 to <16 x float>*
  %wide.load12.epil = load <16 x float>, <16 x float>* %43, align 4, !tbaa !9
  %44 = getelementptr inbounds float, float* %40, i64 32
  %45 = bitcast float* %44 to <16 x float>*
  %wide.load13.epil = load <16 x float>, <16 x float>* %45, align 4, !tbaa !9
  %46 = getelementptr inbounds float, float* %40, i64 48
  %47 = bitcast float* %46 to <16 x float>*
  %wide.load14.epil = load <16 x float>, <16 x float>* %47, align 4, !tbaa !9
  %48 = getelementptr inbounds float, float* %out, i64 %index.unr
  %49 = bitcast float* %48 to <16 x float>*
  store <16 x float> %wide.load.epil, <16 x float>* %49, align 4, !tbaa !9
  %50 = getelementptr inbounds float, float* %48, i64 16
  %51 = bitcast float* %50 to <16 x float>*
  store <16 x float> %wide.load12.epil, <16 x float>* %51, align 4, !tbaa !9
  %52 = getelementptr inbounds float, float* %48, i64 32
  %53 = bitcast float* %52 to <16 x float>*
  store <16 x float> %wide.load13.epil, <16 x float>* %53, align 4, !tbaa !9
  %54 = getelementptr inbounds float, float* %48, i64 48
  %55 = bitcast float* %54 to <16 x float>*
  store <16 x float> %wide.load14.epil, <16 x float>* %55, align 4, !tbaa !9
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
  %n.vec16 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %56 = mul nsw i64 %index18, %0
  %57 = getelementptr inbounds float, float* %a, i64 %56
  %58 = bitcast float* %57 to <8 x float>*
  %wide.load19 = load <8 x float>, <8 x float>* %58, align 4, !tbaa !9
  %59 = getelementptr inbounds float, float* %out, i64 %index18
  %60 = bitcast float* %59 to <8 x float>*
  store <8 x float> %wide.load19, <8 x float>* %60, align 4, !tbaa !9
  %index.next20 = add nuw i64 %index18, 8
  %61 = icmp eq i64 %index.next20, %n.vec16
  br i1 %61, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !40

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %n.vec16, %wide.trip.count
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  %62 = xor i64 %indvars.iv.ph, -1
  %63 = add nsw i64 %62, %wide.trip.count
  %xtraiter21 = and i64 %wide.trip.count, 3
  %lcmp.mod22.not = icmp eq i64 %xtraiter21, 0
  br i1 %lcmp.mod22.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader, %for.body.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body.prol ], [ %indvars.iv.ph, %for.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.prol ], [ 0, %for.body.preheader ]
  %64 = mul nsw i64 %indvars.iv.prol, %0
  %arrayidx.prol = getelementptr inbounds float, float* %a, i64 %64
  %65 = load float, float* %arrayidx.prol, align 4, !tbaa !9
  %arrayidx2.prol = getelementptr inbounds float, float* %out, i64 %indvars.iv.prol
  store float %65, float* %arrayidx2.prol, align 4, !tbaa !9
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter21
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !41

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %66 = icmp ult i64 %63, 3
  br i1 %66, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %67 = mul nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, float* %a, i64 %67
  %68 = load float, float* %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %68, float* %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %69 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %69
  %70 = load float, float* %arrayidx.1, align 4, !tbaa !9
  %arrayidx2.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %70, float* %arrayidx2.1, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %71 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx.2 = getelementptr inbounds float, float* %a, i64 %71
  %72 = load float, float* %arrayidx.2, align 4, !tbaa !9
  %arrayidx2.2 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next.1
  store float %72, float* %arrayidx2.2, align 4, !tbaa !9
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %73 = mul nsw i64 %indvars.iv.next.2, %0
  %arrayidx.3 = getelementptr inbounds float, float* %a, i64 %73
  %74 = load float, float* %arrayidx.3, align 4, !tbaa !9
  %arrayidx2.3 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next.2
  store float %74, float* %arrayidx2.3, align 4, !tbaa !9
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gather_i16_index(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i16* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 48
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693948
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i16, i16* %idx, i64 %index
  %5 = bitcast i16* %4 to <16 x i16>*
  %wide.load = load <16 x i16>, <16 x i16>* %5, align 2, !tbaa !23
  %6 = sext <16 x i16> %wide.load to <16 x i64>
  %7 = getelementptr inbounds i32, i32* %a, <16 x i64> %6
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %8 = add nsw <16 x i32> %wide.masked.gather, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %9 = getelementptr inbounds i32, i32* %out, i64 %index
  %10 = bitcast i32* %9 to <16 x i32>*
  store <16 x i32> %8, <16 x i32>* %10, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i16, i16* %idx, i64 %index.next
  %12 = bitcast i16* %11 to <16 x i16>*
  %wide.load.1 = load <16 x i16>, <16 x i16>* %12, align 2, !tbaa !23
  %13 = sext <16 x i16> %wide.load.1 to <16 x i64>
  %14 = getelementptr inbounds i32, i32* %a, <16 x i64> %13
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %15 = add nsw <16 x i32> %wide.masked.gather.1, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %16 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %17 = bitcast i32* %16 to <16 x i32>*
  store <16 x i32> %15, <16 x i32>* %17, align 4, !tbaa !5
  %index.next.1 = or i64 %index, 32
  %18 = getelementptr inbounds i16, i16* %idx, i64 %index.next.1
  %19 = bitcast i16* %18 to <16 x i16>*
  %wide.load.2 = load <16 x i16>, <16 x i16>* %19, align 2, !tbaa !23
  %20 = sext <16 x i16> %wide.load.2 to <16 x i64>
  %21 = getelementptr inbounds i32, i32* %a, <16 x i64> %20
  %wide.masked.gather.2 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %22 = add nsw <16 x i32> %wide.masked.gather.2, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %23 = getelementptr inbounds i32, i32* %out, i64 %index.next.1
  %24 = bitcast i32* %23 to <16 x i32>*
  store <16 x i32> %22, <16 x i32>* %24, align 4, !tbaa !5
  %index.next.2 = or i64 %index, 48
  %25 = getelementptr inbounds i16, i16* %idx, i64 %index.next.2
  %26 = bitcast i16* %25 to <16 x i16>*
  %wide.load.3 = load <16 x i16>, <16 x i16>* %26, align 2, !tbaa !23
  %27 = sext <16 x i16> %wide.load.3 to <16 x i64>
  %28 = getelementptr inbounds i32, i32* %a, <16 x i64> %27
  %wide.masked.gather.3 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %28, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %29 = add nsw <16 x i32> %wide.masked.gather.3, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %30 = getelementptr inbounds i32, i32* %out, i64 %index.next.2
  %31 = bitcast i32* %30 to <16 x i32>*
  store <16 x i32> %29, <16 x i32>* %31, align 4, !tbaa !5
  %index.next.3 = add nuw i64 %index, 64
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %32 = getelementptr inbounds i16, i16* %idx, i64 %index.epil
  %33 = bitcast i16* %32 to <16 x i16>*
  %wide.load.epil = load <16 x i16>, <16 x i16>* %33, align 2, !tbaa !23
  %34 = sext <16 x i16> %wide.load.epil to <16 x i64>
  %35 = getelementptr inbounds i32, i32* %a, <16 x i64> %34
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %35, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %36 = add nsw <16 x i32> %wide.masked.gather.epil, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %37 = getelementptr inbounds i32, i32* %out, i64 %index.epil
  %38 = bitcast i32* %37 to <16 x i32>*
  store <16 x i32> %36, <16 x i32>* %38, align 4, !tbaa !5
  %index.next.epil = add nuw i64 %index.epil, 16
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !44

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %39 = getelementptr inbounds i16, i16* %idx, i64 %index16
  %40 = bitcast i16* %39 to <8 x i16>*
  %wide.load17 = load <8 x i16>, <8 x i16>* %40, align 2, !tbaa !23
  %41 = sext <8 x i16> %wide.load17 to <8 x i64>
  %42 = getelementptr inbounds i32, i32* %a, <8 x i64> %41
  %wide.masked.gather18 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %42, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %43 = add nsw <8 x i32> %wide.masked.gather18, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %44 = getelementptr inbounds i32, i32* %out, i64 %index16
  %45 = bitcast i32* %44 to <8 x i32>*
  store <8 x i32> %43, <8 x i32>* %45, align 4, !tbaa !5
  %index.next19 = add nuw i64 %index16, 8
  %46 = icmp eq i64 %index.next19, %n.vec14
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !45

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
  %arrayidx = getelementptr inbounds i16, i16* %idx, i64 %indvars.iv
  %47 = load i16, i16* %arrayidx, align 2, !tbaa !23
  %idxprom1 = sext i16 %47 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %a, i64 %idxprom1
  %48 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %sub = add nsw i32 %48, -7
  %arrayidx4 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %sub, i32* %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !46
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gather_masked_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i8* noalias nocapture noundef readonly %c, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check15 = icmp ult i32 %n, 16
  br i1 %min.iters.check15, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i8, i8* %c, i64 %index
  %5 = bitcast i8* %4 to <16 x i8>*
  %wide.load = load <16 x i8>, <16 x i8>* %5, align 1, !tbaa !19
  %6 = icmp eq <16 x i8> %wide.load, zeroinitializer
  %7 = getelementptr i32, i32* %idx, i64 %index
  %8 = xor <16 x i1> %6, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %9 = bitcast i32* %7 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %9, i32 4, <16 x i1> %8, <16 x i32> poison), !tbaa !5
  %10 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %11 = getelementptr inbounds float, float* %a, <16 x i64> %10
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %11, i32 4, <16 x i1> %8, <16 x float> undef), !tbaa !9
  %predphi = select <16 x i1> %6, <16 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <16 x float> %wide.masked.gather
  %12 = getelementptr inbounds float, float* %out, i64 %index
  %13 = bitcast float* %12 to <16 x float>*
  store <16 x float> %predphi, <16 x float>* %13, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %14 = getelementptr inbounds i8, i8* %c, i64 %index.next
  %15 = bitcast i8* %14 to <16 x i8>*
  %wide.load.1 = load <16 x i8>, <16 x i8>* %15, align 1, !tbaa !19
  %16 = icmp eq <16 x i8> %wide.load.1, zeroinitializer
  %17 = getelementptr i32, i32* %idx, i64 %index.next
  %18 = xor <16 x i1> %16, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %19 = bitcast i32* %17 to <16 x i32>*
  %wide.masked.load.1 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %19, i32 4, <16 x i1> %18, <16 x i32> poison), !tbaa !5
  %20 = sext <16 x i32> %wide.masked.load.1 to <16 x i64>
  %21 = getelementptr inbounds float, float* %a, <16 x i64> %20
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %21, i32 4, <16 x i1> %18, <16 x float> undef), !tbaa !9
  %predphi.1 = select <16 x i1> %16, <16 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <16 x float> %wide.masked.gather.1
  %22 = getelementptr inbounds float, float* %out, i64 %index.next
  %23 = bitcast float* %22 to <16 x float>*
  store <16 x float> %predphi.1, <16 x float>* %23, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !47

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds i8, i8* %c, i64 %index.unr
  %25 = bitcast i8* %24 to <16 x i8>*
  %wide.load.epil = load <16 x i8>, <16 x i8>* %25, align 1, !tbaa !19
  %26 = icmp eq <16 x i8> %wide.load.epil, zeroinitializer
  %27 = getelementptr i32, i32* %idx, i64 %index.unr
  %28 = xor <16 x i1> %26, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %29 = bitcast i32* %27 to <16 x i32>*
  %wide.masked.load.epil = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %29, i32 4, <16 x i1> %28, <16 x i32> poison), !tbaa !5
  %30 = sext <16 x i32> %wide.masked.load.epil to <16 x i64>
  %31 = getelementptr inbounds float, float* %a, <16 x i64> %30
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %31, i32 4, <16 x i1> %28, <16 x float> undef), !tbaa !9
  %predphi.epil = select <16 x i1> %26, <16 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <16 x float> %wide.masked.gather.epil
  %32 = getelementptr inbounds float, float* %out, i64 %index.unr
  %33 = bitcast float* %32 to <16 x float>*
  store <16 x float> %predphi.epil, <16 x float>* %33, align 4, !tbaa !9
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
  %n.vec17 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %34 = getelementptr inbounds i8, i8* %c, i64 %index19
  %35 = bitcast i8* %34 to <8 x i8>*
  %wide.load20 = load <8 x i8>, <8 x i8>* %35, align 1, !tbaa !19
  %36 = icmp eq <8 x i8> %wide.load20, zeroinitializer
  %37 = getelementptr i32, i32* %idx, i64 %index19
  %38 = xor <8 x i1> %36, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %39 = bitcast i32* %37 to <8 x i32>*
  %wide.masked.load21 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %39, i32 4, <8 x i1> %38, <8 x i32> poison), !tbaa !5
  %40 = sext <8 x i32> %wide.masked.load21 to <8 x i64>
  %41 = getelementptr inbounds float, float* %a, <8 x i64> %40
  %wide.masked.gather22 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %41, i32 4, <8 x i1> %38, <8 x float> undef), !tbaa !9
  %predphi23 = select <8 x i1> %36, <8 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <8 x float> %wide.masked.gather22
  %42 = getelementptr inbounds float, float* %out, i64 %index19
  %43 = bitcast float* %42 to <8 x float>*
  store <8 x float> %predphi23, <8 x float>* %43, align 4, !tbaa !9
  %index.next24 = add nuw i64 %index19, 8
  %44 = icmp eq i64 %index.next24, %n.vec17
  br i1 %44, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !48

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i64 %n.vec17, %wide.trip.count
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec17, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %cond.end, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %cond.end
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, i8* %c, i64 %indvars.iv
  %45 = load i8, i8* %arrayidx, align 1, !tbaa !19
  %tobool.not = icmp eq i8 %45, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %46 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %idxprom3 = sext i32 %46 to i64
  %arrayidx4 = getelementptr inbounds float, float* %a, i64 %idxprom3
  %47 = load float, float* %arrayidx4, align 4, !tbaa !9
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %47, %cond.true ], [ -1.000000e+00, %for.body ]
  %arrayidx6 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond, float* %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !49
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0i64(<8 x i64*>, i32 immarg, <8 x i1>, <8 x i64>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*>, i32 immarg, <8 x i1>, <8 x double>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.fmuladd.v8f64(<8 x double>, <8 x double>, <8 x double>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*>, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*>, i32 immarg, <8 x i1>, <8 x i32>) #3

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>*, i32 immarg, <16 x i1>, <16 x i32>) #5

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>*, i32 immarg, <8 x i1>, <8 x i32>) #5

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly nofree nosync nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12, !13, !17}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !13}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13, !17}
!22 = distinct !{!22, !12, !17, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !7, i64 0}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13, !17}
!27 = distinct !{!27, !12, !17, !13}
!28 = !{!29, !29, i64 0}
!29 = !{!"long", !7, i64 0}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !17, !13}
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !7, i64 0}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !17, !13}
!36 = distinct !{!36, !12, !13}
!37 = distinct !{!37, !12, !13, !17}
!38 = distinct !{!38, !12, !17, !13}
!39 = distinct !{!39, !12, !13}
!40 = distinct !{!40, !12, !13, !17}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !12, !13}
!43 = distinct !{!43, !12, !13}
!44 = distinct !{!44, !15}
!45 = distinct !{!45, !12, !13, !17}
!46 = distinct !{!46, !12, !17, !13}
!47 = distinct !{!47, !12, !13}
!48 = distinct !{!48, !12, !13, !17}
!49 = distinct !{!49, !12, !17, !13}
