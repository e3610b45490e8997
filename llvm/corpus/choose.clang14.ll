; ModuleID = 'choose.c'
source_filename = "choose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @pick(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32 noundef %k, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %k, 0
  %cond = select i1 %tobool.not, float* %b, float* %a
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds float, float* %cond, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %4, i64 16
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load12 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %4, i64 32
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load13 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %4, i64 48
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load14 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = fmul <16 x float> %wide.load, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %13 = fmul <16 x float> %wide.load12, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %14 = fmul <16 x float> %wide.load13, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %15 = fmul <16 x float> %wide.load14, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %16 = getelementptr inbounds float, float* %out, i64 %index
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
  %24 = getelementptr inbounds float, float* %cond, i64 %index.next
  %25 = bitcast float* %24 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %24, i64 16
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load12.1 = load <16 x float>, <16 x float>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds float, float* %24, i64 32
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load13.1 = load <16 x float>, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %24, i64 48
  %31 = bitcast float* %30 to <16 x float>*
  %wide.load14.1 = load <16 x float>, <16 x float>* %31, align 4, !tbaa !5
  %32 = fmul <16 x float> %wide.load.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %33 = fmul <16 x float> %wide.load12.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %34 = fmul <16 x float> %wide.load13.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %35 = fmul <16 x float> %wide.load14.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %36 = getelementptr inbounds float, float* %out, i64 %index.next
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
  %44 = getelementptr inbounds float, float* %cond, i64 %index.unr
  %45 = bitcast float* %44 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %45, align 4, !tbaa !5
  %46 = getelementptr inbounds float, float* %44, i64 16
  %47 = bitcast float* %46 to <16 x float>*
  %wide.load12.epil = load <16 x float>, <16 x float>* %47, align 4, !tbaa !5
  %48 = getelementptr inbounds float, float* %44, i64 32
  %49 = bitcast float* %48 to <16 x float>*
  %wide.load13.epil = load <16 x float>, <16 x float>* %49, align 4, !tbaa !5
  %50 = getelementptr inbounds float, float* %44, i64 48
  %51 = bitcast float* %50 to <16 x float>*
  %wide.load14.epil = load <16 x float>, <16 x float>* %51, align 4, !tbaa !5
  %52 = fmul <16 x float> %wide.load.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %53 = fmul <16 x float> %wide.load12.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %54 = fmul <16 x float> %wide.load13.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %55 = fmul <16 x float> %wide.load14.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %56 = getelementptr inbounds float, float* %out, i64 %index.unr
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
  %n.vec16 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %64 = getelementptr inbounds float, float* %cond, i64 %index18
  %65 = bitcast float* %64 to <8 x float>*
  %wide.load19 = load <8 x float>, <8 x float>* %65, align 4, !tbaa !5
  %66 = fmul <8 x float> %wide.load19, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %67 = getelementptr inbounds float, float* %out, i64 %index18
  %68 = bitcast float* %67 to <8 x float>*
  store <8 x float> %66, <8 x float>* %68, align 4, !tbaa !5
  %index.next20 = add nuw i64 %index18, 8
  %69 = icmp eq i64 %index.next20, %n.vec16
  br i1 %69, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %n.vec16, %wide.trip.count
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %cond, i64 %indvars.iv
  %70 = load float, float* %arrayidx, align 4, !tbaa !5
  %mul = fmul float %70, 2.000000e+00
  %arrayidx2 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %mul, float* %arrayidx2, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @pick_lane(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x float*> poison, float* %b, i64 0
  %broadcast.splat = shufflevector <16 x float*> %broadcast.splatinsert, <16 x float*> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <16 x float*> poison, float* %a, i64 0
  %broadcast.splat17 = shufflevector <16 x float*> %broadcast.splatinsert16, <16 x float*> poison, <16 x i32> zeroinitializer
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
  %4 = getelementptr inbounds i32, i32* %c, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !15
  %6 = icmp eq <16 x i32> %wide.load, zeroinitializer
  %7 = select <16 x i1> %6, <16 x float*> %broadcast.splat, <16 x float*> %broadcast.splat17
  %8 = getelementptr inbounds float, <16 x float*> %7, <16 x i64> %vec.ind
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %8, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %9 = getelementptr inbounds float, float* %out, i64 %index
  %10 = bitcast float* %9 to <16 x float>*
  store <16 x float> %wide.masked.gather, <16 x float>* %10, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %11 = getelementptr inbounds i32, i32* %c, i64 %index.next
  %12 = bitcast i32* %11 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %12, align 4, !tbaa !15
  %13 = icmp eq <16 x i32> %wide.load.1, zeroinitializer
  %14 = select <16 x i1> %13, <16 x float*> %broadcast.splat, <16 x float*> %broadcast.splat17
  %15 = getelementptr inbounds float, <16 x float*> %14, <16 x i64> %vec.ind.next
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %16 = getelementptr inbounds float, float* %out, i64 %index.next
  %17 = bitcast float* %16 to <16 x float>*
  store <16 x float> %wide.masked.gather.1, <16 x float>* %17, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %vec.ind.next.1 = add <16 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !17

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind.unr = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i32, i32* %c, i64 %index.unr
  %19 = bitcast i32* %18 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %19, align 4, !tbaa !15
  %20 = icmp eq <16 x i32> %wide.load.epil, zeroinitializer
  %21 = select <16 x i1> %20, <16 x float*> %broadcast.splat, <16 x float*> %broadcast.splat17
  %22 = getelementptr inbounds float, <16 x float*> %21, <16 x i64> %vec.ind.unr
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %23 = getelementptr inbounds float, float* %out, i64 %index.unr
  %24 = bitcast float* %23 to <16 x float>*
  store <16 x float> %wide.masked.gather.epil, <16 x float>* %24, align 4, !tbaa !5
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader18

for.body.preheader18:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %arrayidx = getelementptr inbounds i32, i32* %c, i64 %indvars.iv
  %25 = load i32, i32* %arrayidx, align 4, !tbaa !15
  %tobool.not = icmp eq i32 %25, 0
  %b.a = select i1 %tobool.not, float* %b, float* %a
  %cond.in = getelementptr inbounds float, float* %b.a, i64 %indvars.iv
  %cond = load float, float* %cond.in, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond, float* %arrayidx6, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @ping_pong(float* noalias nocapture noundef %a, float* noalias nocapture noundef %b, i32 noundef %step, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %and = and i32 %step, 1
  %tobool.not = icmp eq i32 %and, 0
  %cond = select i1 %tobool.not, float* %a, float* %b
  %cond6 = select i1 %tobool.not, float* %b, float* %a
  %cmp18 = icmp sgt i32 %n, 0
  br i1 %cmp18, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check21 = icmp ult i32 %n, 64
  br i1 %min.iters.check21, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds float, float* %cond, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !5
  %6 = getelementptr inbounds float, float* %4, i64 16
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load22 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds float, float* %4, i64 32
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load23 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, float* %4, i64 48
  %11 = bitcast float* %10 to <16 x float>*
  %wide.load24 = load <16 x float>, <16 x float>* %11, align 4, !tbaa !5
  %12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load22, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %14 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load23, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %15 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load24, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %16 = getelementptr inbounds float, float* %cond6, i64 %index
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
  %24 = getelementptr inbounds float, float* %cond, i64 %index.next
  %25 = bitcast float* %24 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, float* %24, i64 16
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load22.1 = load <16 x float>, <16 x float>* %27, align 4, !tbaa !5
  %28 = getelementptr inbounds float, float* %24, i64 32
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load23.1 = load <16 x float>, <16 x float>* %29, align 4, !tbaa !5
  %30 = getelementptr inbounds float, float* %24, i64 48
  %31 = bitcast float* %30 to <16 x float>*
  %wide.load24.1 = load <16 x float>, <16 x float>* %31, align 4, !tbaa !5
  %32 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load.1, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %33 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load22.1, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %34 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load23.1, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %35 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load24.1, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %36 = getelementptr inbounds float, float* %cond6, i64 %index.next
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
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %44 = getelementptr inbounds float, float* %cond, i64 %index.unr
  %45 = bitcast float* %44 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %45, align 4, !tbaa !5
  %46 = getelementptr inbounds float, float* %44, i64 16
  %47 = bitcast float* %46 to <16 x float>*
  %wide.load22.epil = load <16 x float>, <16 x float>* %47, align 4, !tbaa !5
  %48 = getelementptr inbounds float, float* %44, i64 32
  %49 = bitcast float* %48 to <16 x float>*
  %wide.load23.epil = load <16 x float>, <16 x float>* %49, align 4, !tbaa !5
  %50 = getelementptr inbounds float, float* %44, i64 48
  %51 = bitcast float* %50 to <16 x float>*
  %wide.load24.epil = load <16 x float>, <16 x float>* %51, align 4, !tbaa !5
  %52 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load.epil, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %53 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load22.epil, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %54 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load23.epil, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %55 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load24.epil, <16 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %56 = getelementptr inbounds float, float* %cond6, i64 %index.unr
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
  %n.vec26 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next30, %vec.epilog.vector.body ]
  %64 = getelementptr inbounds float, float* %cond, i64 %index28
  %65 = bitcast float* %64 to <8 x float>*
  %wide.load29 = load <8 x float>, <8 x float>* %65, align 4, !tbaa !5
  %66 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.load29, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %67 = getelementptr inbounds float, float* %cond6, i64 %index28
  %68 = bitcast float* %67 to <8 x float>*
  store <8 x float> %66, <8 x float>* %68, align 4, !tbaa !5
  %index.next30 = add nuw i64 %index28, 8
  %69 = icmp eq i64 %index.next30, %n.vec26
  br i1 %69, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

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
  %arrayidx = getelementptr inbounds float, float* %cond, i64 %indvars.iv
  %70 = load float, float* %arrayidx, align 4, !tbaa !5
  %71 = tail call float @llvm.fmuladd.f32(float %70, float 5.000000e-01, float 1.000000e+00)
  %arrayidx8 = getelementptr inbounds float, float* %cond6, i64 %indvars.iv
  store float %71, float* %arrayidx8, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @route(i32* noalias nocapture noundef writeonly %even, i32* noalias nocapture noundef writeonly %odd, i32* noalias nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32*> poison, i32* %even, i64 0
  %broadcast.splat = shufflevector <16 x i32*> %broadcast.splatinsert, <16 x i32*> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert15 = insertelement <16 x i32*> poison, i32* %odd, i64 0
  %broadcast.splat16 = shufflevector <16 x i32*> %broadcast.splatinsert15, <16 x i32*> poison, <16 x i32> zeroinitializer
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
  %4 = getelementptr inbounds i32, i32* %v, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !15
  %6 = and <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %7 = icmp eq <16 x i32> %6, zeroinitializer
  %8 = select <16 x i1> %7, <16 x i32*> %broadcast.splat, <16 x i32*> %broadcast.splat16
  %9 = getelementptr inbounds i32, <16 x i32*> %8, <16 x i64> %vec.ind
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.load, <16 x i32*> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !15
  %index.next = or i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %10 = getelementptr inbounds i32, i32* %v, i64 %index.next
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %11, align 4, !tbaa !15
  %12 = and <16 x i32> %wide.load.1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %13 = icmp eq <16 x i32> %12, zeroinitializer
  %14 = select <16 x i1> %13, <16 x i32*> %broadcast.splat, <16 x i32*> %broadcast.splat16
  %15 = getelementptr inbounds i32, <16 x i32*> %14, <16 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.load.1, <16 x i32*> %15, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !15
  %index.next.1 = add nuw i64 %index, 32
  %vec.ind.next.1 = add <16 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !22

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind.unr = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %16 = getelementptr inbounds i32, i32* %v, i64 %index.unr
  %17 = bitcast i32* %16 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %17, align 4, !tbaa !15
  %18 = and <16 x i32> %wide.load.epil, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %19 = icmp eq <16 x i32> %18, zeroinitializer
  %20 = select <16 x i1> %19, <16 x i32*> %broadcast.splat, <16 x i32*> %broadcast.splat16
  %21 = getelementptr inbounds i32, <16 x i32*> %20, <16 x i64> %vec.ind.unr
  call void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32> %wide.load.epil, <16 x i32*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !15
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader17

for.body.preheader17:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %arrayidx = getelementptr inbounds i32, i32* %v, i64 %indvars.iv
  %22 = load i32, i32* %arrayidx, align 4, !tbaa !15
  %and = and i32 %22, 1
  %tobool.not = icmp eq i32 %and, 0
  %cond = select i1 %tobool.not, i32* %even, i32* %odd
  %arrayidx4 = getelementptr inbounds i32, i32* %cond, i64 %indvars.iv
  store i32 %22, i32* %arrayidx4, align 4, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @two_sources(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 16
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !15
  %6 = icmp slt <16 x i32> %wide.load, zeroinitializer
  %7 = sub nsw <16 x i32> zeroinitializer, %wide.load
  %8 = sext <16 x i32> %7 to <16 x i64>
  %9 = getelementptr inbounds float, float* %a, <16 x i64> %8
  %10 = sext <16 x i32> %wide.load to <16 x i64>
  %11 = getelementptr inbounds float, float* %b, <16 x i64> %10
  %12 = select <16 x i1> %6, <16 x float*> %9, <16 x float*> %11
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %12, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %13 = getelementptr inbounds float, float* %out, i64 %index
  %14 = bitcast float* %13 to <16 x float>*
  store <16 x float> %wide.masked.gather, <16 x float>* %14, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %15 = getelementptr inbounds i32, i32* %idx, i64 %index.next
  %16 = bitcast i32* %15 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %16, align 4, !tbaa !15
  %17 = icmp slt <16 x i32> %wide.load.1, zeroinitializer
  %18 = sub nsw <16 x i32> zeroinitializer, %wide.load.1
  %19 = sext <16 x i32> %18 to <16 x i64>
  %20 = getelementptr inbounds float, float* %a, <16 x i64> %19
  %21 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %22 = getelementptr inbounds float, float* %b, <16 x i64> %21
  %23 = select <16 x i1> %17, <16 x float*> %20, <16 x float*> %22
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %23, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %24 = getelementptr inbounds float, float* %out, i64 %index.next
  %25 = bitcast float* %24 to <16 x float>*
  store <16 x float> %wide.masked.gather.1, <16 x float>* %25, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !24

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds i32, i32* %idx, i64 %index.unr
  %27 = bitcast i32* %26 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %27, align 4, !tbaa !15
  %28 = icmp slt <16 x i32> %wide.load.epil, zeroinitializer
  %29 = sub nsw <16 x i32> zeroinitializer, %wide.load.epil
  %30 = sext <16 x i32> %29 to <16 x i64>
  %31 = getelementptr inbounds float, float* %a, <16 x i64> %30
  %32 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %33 = getelementptr inbounds float, float* %b, <16 x i64> %32
  %34 = select <16 x i1> %28, <16 x float*> %31, <16 x float*> %33
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %34, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !5
  %35 = getelementptr inbounds float, float* %out, i64 %index.unr
  %36 = bitcast float* %35 to <16 x float>*
  store <16 x float> %wide.masked.gather.epil, <16 x float>* %36, align 4, !tbaa !5
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
  %n.vec20 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %37 = getelementptr inbounds i32, i32* %idx, i64 %index22
  %38 = bitcast i32* %37 to <8 x i32>*
  %wide.load23 = load <8 x i32>, <8 x i32>* %38, align 4, !tbaa !15
  %39 = icmp slt <8 x i32> %wide.load23, zeroinitializer
  %40 = sub nsw <8 x i32> zeroinitializer, %wide.load23
  %41 = sext <8 x i32> %40 to <8 x i64>
  %42 = getelementptr inbounds float, float* %a, <8 x i64> %41
  %43 = sext <8 x i32> %wide.load23 to <8 x i64>
  %44 = getelementptr inbounds float, float* %b, <8 x i64> %43
  %45 = select <8 x i1> %39, <8 x float*> %42, <8 x float*> %44
  %wide.masked.gather24 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %45, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !5
  %46 = getelementptr inbounds float, float* %out, i64 %index22
  %47 = bitcast float* %46 to <8 x float>*
  store <8 x float> %wide.masked.gather24, <8 x float>* %47, align 4, !tbaa !5
  %index.next25 = add nuw i64 %index22, 8
  %48 = icmp eq i64 %index.next25, %n.vec20
  br i1 %48, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n21 = icmp eq i64 %n.vec20, %wide.trip.count
  br i1 %cmp.n21, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %49 = load i32, i32* %arrayidx, align 4, !tbaa !15
  %cmp1 = icmp slt i32 %49, 0
  %sub = sub nsw i32 0, %49
  %idxprom2 = sext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %idxprom2
  %idxprom4 = sext i32 %49 to i64
  %arrayidx5 = getelementptr inbounds float, float* %b, i64 %idxprom4
  %cond.in = select i1 %cmp1, float* %arrayidx3, float* %arrayidx5
  %cond = load float, float* %cond.in, align 4, !tbaa !5
  %arrayidx7 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %cond, float* %arrayidx7, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @cond_route(float* noalias nocapture noundef writeonly %x, float* noalias nocapture noundef writeonly %y, float* noalias nocapture noundef readonly %v, i32* noalias nocapture noundef readonly %c, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader21, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x float*> poison, float* %x, i64 0
  %broadcast.splat = shufflevector <16 x float*> %broadcast.splatinsert, <16 x float*> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert19 = insertelement <16 x float*> poison, float* %y, i64 0
  %broadcast.splat20 = shufflevector <16 x float*> %broadcast.splatinsert19, <16 x float*> poison, <16 x i32> zeroinitializer
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
  %4 = getelementptr inbounds i32, i32* %c, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !15
  %6 = icmp ne <16 x i32> %wide.load, zeroinitializer
  %7 = getelementptr float, float* %v, i64 %index
  %8 = bitcast float* %7 to <16 x float>*
  %wide.masked.load = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %8, i32 4, <16 x i1> %6, <16 x float> poison), !tbaa !5
  %9 = icmp sgt <16 x i32> %wide.load, zeroinitializer
  %10 = select <16 x i1> %9, <16 x float*> %broadcast.splat, <16 x float*> %broadcast.splat20
  %11 = getelementptr inbounds float, <16 x float*> %10, <16 x i64> %vec.ind
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.masked.load, <16 x float*> %11, i32 4, <16 x i1> %6), !tbaa !5
  %index.next = or i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %12 = getelementptr inbounds i32, i32* %c, i64 %index.next
  %13 = bitcast i32* %12 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %13, align 4, !tbaa !15
  %14 = icmp ne <16 x i32> %wide.load.1, zeroinitializer
  %15 = getelementptr float, float* %v, i64 %index.next
  %16 = bitcast float* %15 to <16 x float>*
  %wide.masked.load.1 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %16, i32 4, <16 x i1> %14, <16 x float> poison), !tbaa !5
  %17 = icmp sgt <16 x i32> %wide.load.1, zeroinitializer
  %18 = select <16 x i1> %17, <16 x float*> %broadcast.splat, <16 x float*> %broadcast.splat20
  %19 = getelementptr inbounds float, <16 x float*> %18, <16 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.masked.load.1, <16 x float*> %19, i32 4, <16 x i1> %14), !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %vec.ind.next.1 = add <16 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !27

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.ind.unr = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %20 = getelementptr inbounds i32, i32* %c, i64 %index.unr
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %21, align 4, !tbaa !15
  %22 = icmp ne <16 x i32> %wide.load.epil, zeroinitializer
  %23 = getelementptr float, float* %v, i64 %index.unr
  %24 = bitcast float* %23 to <16 x float>*
  %wide.masked.load.epil = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %24, i32 4, <16 x i1> %22, <16 x float> poison), !tbaa !5
  %25 = icmp sgt <16 x i32> %wide.load.epil, zeroinitializer
  %26 = select <16 x i1> %25, <16 x float*> %broadcast.splat, <16 x float*> %broadcast.splat20
  %27 = getelementptr inbounds float, <16 x float*> %26, <16 x i64> %vec.ind.unr
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %wide.masked.load.epil, <16 x float*> %27, i32 4, <16 x i1> %22), !tbaa !5
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader21

for.body.preheader21:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader21, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader21 ]
  %arrayidx = getelementptr inbounds i32, i32* %c, i64 %indvars.iv
  %28 = load i32, i32* %arrayidx, align 4, !tbaa !15
  %cmp1.not = icmp eq i32 %28, 0
  br i1 %cmp1.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx3 = getelementptr inbounds float, float* %v, i64 %indvars.iv
  %29 = load float, float* %arrayidx3, align 4, !tbaa !5
  %cmp6 = icmp sgt i32 %28, 0
  %cond = select i1 %cmp6, float* %x, float* %y
  %arrayidx8 = getelementptr inbounds float, float* %cond, i64 %indvars.iv
  store float %29, float* %arrayidx8, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #4

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16i32.v16p0i32(<16 x i32>, <16 x i32*>, i32 immarg, <16 x i1>) #5

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>*, i32 immarg, <16 x i1>, <16 x float>) #6

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #5

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind willreturn writeonly }
attributes #6 = { argmemonly nofree nosync nounwind readonly willreturn }

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
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !13, !11}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11, !13}
!21 = distinct !{!21, !10, !13, !11}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !13, !11}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11, !13}
!26 = distinct !{!26, !10, !13, !11}
!27 = distinct !{!27, !10, !11}
!28 = distinct !{!28, !10, !13, !11}
