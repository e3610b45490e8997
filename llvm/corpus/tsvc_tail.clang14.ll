; ModuleID = 'tsvc_tail.c'
source_filename = "tsvc_tail.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @tf_saxpy(float* noalias nocapture noundef %y, float* noalias nocapture noundef readonly %x, float noundef %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert13 = insertelement <16 x float> poison, float %a, i64 0
  %broadcast.splat14 = shufflevector <16 x float> %broadcast.splatinsert13, <16 x float> poison, <16 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %index = phi i64 [ 0, %for.body.preheader.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert10 = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat11 = shufflevector <16 x i64> %broadcast.splatinsert10, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or <16 x i64> %broadcast.splat11, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %4 = icmp ule <16 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds float, float* %x, i64 %index
  %6 = bitcast float* %5 to <16 x float>*
  %wide.masked.load = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %6, i32 4, <16 x i1> %4, <16 x float> poison), !tbaa !5
  %7 = getelementptr inbounds float, float* %y, i64 %index
  %8 = bitcast float* %7 to <16 x float>*
  %wide.masked.load12 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %8, i32 4, <16 x i1> %4, <16 x float> poison), !tbaa !5
  %9 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat14, <16 x float> %wide.masked.load, <16 x float> %wide.masked.load12)
  %10 = bitcast float* %7 to <16 x float>*
  call void @llvm.masked.store.v16f32.p0v16f32(<16 x float> %9, <16 x float>* %10, i32 4, <16 x i1> %4), !tbaa !5
  %index.next = or i64 %index, 16
  %broadcast.splatinsert10.1 = insertelement <16 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat11.1 = shufflevector <16 x i64> %broadcast.splatinsert10.1, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.1 = or <16 x i64> %broadcast.splat11.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %11 = icmp ule <16 x i64> %vec.iv.1, %broadcast.splat
  %12 = getelementptr inbounds float, float* %x, i64 %index.next
  %13 = bitcast float* %12 to <16 x float>*
  %wide.masked.load.1 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* nonnull %13, i32 4, <16 x i1> %11, <16 x float> poison), !tbaa !5
  %14 = getelementptr inbounds float, float* %y, i64 %index.next
  %15 = bitcast float* %14 to <16 x float>*
  %wide.masked.load12.1 = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* nonnull %15, i32 4, <16 x i1> %11, <16 x float> poison), !tbaa !5
  %16 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat14, <16 x float> %wide.masked.load.1, <16 x float> %wide.masked.load12.1)
  %17 = bitcast float* %14 to <16 x float>*
  call void @llvm.masked.store.v16f32.p0v16f32(<16 x float> %16, <16 x float>* %17, i32 4, <16 x i1> %11), !tbaa !5
  %index.next.1 = add i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.body, !llvm.loop !9

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vector.body, %for.body.preheader
  %index.unr = phi i64 [ 0, %for.body.preheader ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %broadcast.splatinsert10.epil = insertelement <16 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat11.epil = shufflevector <16 x i64> %broadcast.splatinsert10.epil, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.epil = or <16 x i64> %broadcast.splat11.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %18 = icmp ule <16 x i64> %vec.iv.epil, %broadcast.splat
  %19 = getelementptr inbounds float, float* %x, i64 %index.unr
  %20 = bitcast float* %19 to <16 x float>*
  %wide.masked.load.epil = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %20, i32 4, <16 x i1> %18, <16 x float> poison), !tbaa !5
  %21 = getelementptr inbounds float, float* %y, i64 %index.unr
  %22 = bitcast float* %21 to <16 x float>*
  %wide.masked.load12.epil = call <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>* %22, i32 4, <16 x i1> %18, <16 x float> poison), !tbaa !5
  %23 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat14, <16 x float> %wide.masked.load.epil, <16 x float> %wide.masked.load12.epil)
  %24 = bitcast float* %21 to <16 x float>*
  call void @llvm.masked.store.v16f32.p0v16f32(<16 x float> %23, <16 x float>* %24, i32 4, <16 x i1> %18), !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_clamp_i16(i16* noalias nocapture noundef %p, i16 noundef signext %lo, i16 noundef signext %hi, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp33 = icmp sgt i32 %n, 0
  br i1 %cmp33, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert98 = insertelement <32 x i16> poison, i16 %lo, i64 0
  %broadcast.splat99 = shufflevector <32 x i16> %broadcast.splatinsert98, <32 x i16> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert100 = insertelement <32 x i16> poison, i16 %hi, i64 0
  %broadcast.splat101 = shufflevector <32 x i16> %broadcast.splatinsert100, <32 x i16> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue163, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %pred.store.continue163 ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %for.body.preheader ], [ %vec.ind.next, %pred.store.continue163 ]
  %0 = or i64 %index, 1
  %1 = or i64 %index, 2
  %2 = or i64 %index, 3
  %3 = or i64 %index, 4
  %4 = or i64 %index, 5
  %5 = or i64 %index, 6
  %6 = or i64 %index, 7
  %7 = or i64 %index, 8
  %8 = or i64 %index, 9
  %9 = or i64 %index, 10
  %10 = or i64 %index, 11
  %11 = or i64 %index, 12
  %12 = or i64 %index, 13
  %13 = or i64 %index, 14
  %14 = or i64 %index, 15
  %15 = or i64 %index, 16
  %16 = or i64 %index, 17
  %17 = or i64 %index, 18
  %18 = or i64 %index, 19
  %19 = or i64 %index, 20
  %20 = or i64 %index, 21
  %21 = or i64 %index, 22
  %22 = or i64 %index, 23
  %23 = or i64 %index, 24
  %24 = or i64 %index, 25
  %25 = or i64 %index, 26
  %26 = or i64 %index, 27
  %27 = or i64 %index, 28
  %28 = or i64 %index, 29
  %29 = or i64 %index, 30
  %30 = or i64 %index, 31
  %31 = icmp ule <32 x i64> %vec.ind, %broadcast.splat
  %32 = getelementptr inbounds i16, i16* %p, i64 %index
  %33 = getelementptr inbounds i16, i16* %p, i64 %0
  %34 = getelementptr inbounds i16, i16* %p, i64 %1
  %35 = getelementptr inbounds i16, i16* %p, i64 %2
  %36 = getelementptr inbounds i16, i16* %p, i64 %3
  %37 = getelementptr inbounds i16, i16* %p, i64 %4
  %38 = getelementptr inbounds i16, i16* %p, i64 %5
  %39 = getelementptr inbounds i16, i16* %p, i64 %6
  %40 = getelementptr inbounds i16, i16* %p, i64 %7
  %41 = getelementptr inbounds i16, i16* %p, i64 %8
  %42 = getelementptr inbounds i16, i16* %p, i64 %9
  %43 = getelementptr inbounds i16, i16* %p, i64 %10
  %44 = getelementptr inbounds i16, i16* %p, i64 %11
  %45 = getelementptr inbounds i16, i16* %p, i64 %12
  %46 = getelementptr inbounds i16, i16* %p, i64 %13
  %47 = getelementptr inbounds i16, i16* %p, i64 %14
  %48 = getelementptr inbounds i16, i16* %p, i64 %15
  %49 = getelementptr inbounds i16, i16* %p, i64 %16
  %50 = getelementptr inbounds i16, i16* %p, i64 %17
  %51 = getelementptr inbounds i16, i16* %p, i64 %18
  %52 = getelementptr inbounds i16, i16* %p, i64 %19
  %53 = getelementptr inbounds i16, i16* %p, i64 %20
  %54 = getelementptr inbounds i16, i16* %p, i64 %21
  %55 = getelementptr inbounds i16, i16* %p, i64 %22
  %56 = getelementptr inbounds i16, i16* %p, i64 %23
  %57 = getelementptr inbounds i16, i16* %p, i64 %24
  %58 = getelementptr inbounds i16, i16* %p, i64 %25
  %59 = getelementptr inbounds i16, i16* %p, i64 %26
  %60 = getelementptr inbounds i16, i16* %p, i64 %27
  %61 = getelementptr inbounds i16, i16* %p, i64 %28
  %62 = getelementptr inbounds i16, i16* %p, i64 %29
  %63 = getelementptr inbounds i16, i16* %p, i64 %30
  %64 = extractelement <32 x i1> %31, i64 0
  br i1 %64, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %65 = load i16, i16* %32, align 2, !tbaa !12
  %66 = insertelement <32 x i16> poison, i16 %65, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %67 = phi <32 x i16> [ poison, %vector.body ], [ %66, %pred.load.if ]
  %68 = extractelement <32 x i1> %31, i64 1
  br i1 %68, label %pred.load.if36, label %pred.load.continue37

pred.load.if36:                                   ; preds = %pred.load.continue
  %69 = load i16, i16* %33, align 2, !tbaa !12
  %70 = insertelement <32 x i16> %67, i16 %69, i64 1
  br label %pred.load.continue37

pred.load.continue37:                             ; preds = %pred.load.if36, %pred.load.continue
  %71 = phi <32 x i16> [ %67, %pred.load.continue ], [ %70, %pred.load.if36 ]
  %72 = extractelement <32 x i1> %31, i64 2
  br i1 %72, label %pred.load.if38, label %pred.load.continue39

pred.load.if38:                                   ; preds = %pred.load.continue37
  %73 = load i16, i16* %34, align 2, !tbaa !12
  %74 = insertelement <32 x i16> %71, i16 %73, i64 2
  br label %pred.load.continue39

pred.load.continue39:                             ; preds = %pred.load.if38, %pred.load.continue37
  %75 = phi <32 x i16> [ %71, %pred.load.continue37 ], [ %74, %pred.load.if38 ]
  %76 = extractelement <32 x i1> %31, i64 3
  br i1 %76, label %pred.load.if40, label %pred.load.continue41

pred.load.if40:                                   ; preds = %pred.load.continue39
  %77 = load i16, i16* %35, align 2, !tbaa !12
  %78 = insertelement <32 x i16> %75, i16 %77, i64 3
  br label %pred.load.continue41

pred.load.continue41:                             ; preds = %pred.load.if40, %pred.load.continue39
  %79 = phi <32 x i16> [ %75, %pred.load.continue39 ], [ %78, %pred.load.if40 ]
  %80 = extractelement <32 x i1> %31, i64 4
  br i1 %80, label %pred.load.if42, label %pred.load.continue43

pred.load.if42:                                   ; preds = %pred.load.continue41
  %81 = load i16, i16* %36, align 2, !tbaa !12
  %82 = insertelement <32 x i16> %79, i16 %81, i64 4
  br label %pred.load.continue43

pred.load.continue43:                             ; preds = %pred.load.if42, %pred.load.continue41
  %83 = phi <32 x i16> [ %79, %pred.load.continue41 ], [ %82, %pred.load.if42 ]
  %84 = extractelement <32 x i1> %31, i64 5
  br i1 %84, label %pred.load.if44, label %pred.load.continue45

pred.load.if44:                                   ; preds = %pred.load.continue43
  %85 = load i16, i16* %37, align 2, !tbaa !12
  %86 = insertelement <32 x i16> %83, i16 %85, i64 5
  br label %pred.load.continue45

pred.load.continue45:                             ; preds = %pred.load.if44, %pred.load.continue43
  %87 = phi <32 x i16> [ %83, %pred.load.continue43 ], [ %86, %pred.load.if44 ]
  %88 = extractelement <32 x i1> %31, i64 6
  br i1 %88, label %pred.load.if46, label %pred.load.continue47

pred.load.if46:                                   ; preds = %pred.load.continue45
  %89 = load i16, i16* %38, align 2, !tbaa !12
  %90 = insertelement <32 x i16> %87, i16 %89, i64 6
  br label %pred.load.continue47

pred.load.continue47:                             ; preds = %pred.load.if46, %pred.load.continue45
  %91 = phi <32 x i16> [ %87, %pred.load.continue45 ], [ %90, %pred.load.if46 ]
  %92 = extractelement <32 x i1> %31, i64 7
  br i1 %92, label %pred.load.if48, label %pred.load.continue49

pred.load.if48:                                   ; preds = %pred.load.continue47
  %93 = load i16, i16* %39, align 2, !tbaa !12
  %94 = insertelement <32 x i16> %91, i16 %93, i64 7
  br label %pred.load.continue49

pred.load.continue49:                             ; preds = %pred.load.if48, %pred.load.continue47
  %95 = phi <32 x i16> [ %91, %pred.load.continue47 ], [ %94, %pred.load.if48 ]
  %96 = extractelement <32 x i1> %31, i64 8
  br i1 %96, label %pred.load.if50, label %pred.load.continue51

pred.load.if50:                                   ; preds = %pred.load.continue49
  %97 = load i16, i16* %40, align 2, !tbaa !12
  %98 = insertelement <32 x i16> %95, i16 %97, i64 8
  br label %pred.load.continue51

pred.load.continue51:                             ; preds = %pred.load.if50, %pred.load.continue49
  %99 = phi <32 x i16> [ %95, %pred.load.continue49 ], [ %98, %pred.load.if50 ]
  %100 = extractelement <32 x i1> %31, i64 9
  br i1 %100, label %pred.load.if52, label %pred.load.continue53

pred.load.if52:                                   ; preds = %pred.load.continue51
  %101 = load i16, i16* %41, align 2, !tbaa !12
  %102 = insertelement <32 x i16> %99, i16 %101, i64 9
  br label %pred.load.continue53

pred.load.continue53:                             ; preds = %pred.load.if52, %pred.load.continue51
  %103 = phi <32 x i16> [ %99, %pred.load.continue51 ], [ %102, %pred.load.if52 ]
  %104 = extractelement <32 x i1> %31, i64 10
  br i1 %104, label %pred.load.if54, label %pred.load.continue55

pred.load.if54:                                   ; preds = %pred.load.continue53
  %105 = load i16, i16* %42, align 2, !tbaa !12
  %106 = insertelement <32 x i16> %103, i16 %105, i64 10
  br label %pred.load.continue55

pred.load.continue55:                             ; preds = %pred.load.if54, %pred.load.continue53
  %107 = phi <32 x i16> [ %103, %pred.load.continue53 ], [ %106, %pred.load.if54 ]
  %108 = extractelement <32 x i1> %31, i64 11
  br i1 %108, label %pred.load.if56, label %pred.load.continue57

pred.load.if56:                                   ; preds = %pred.load.continue55
  %109 = load i16, i16* %43, align 2, !tbaa !12
  %110 = insertelement <32 x i16> %107, i16 %109, i64 11
  br label %pred.load.continue57

pred.load.continue57:                             ; preds = %pred.load.if56, %pred.load.continue55
  %111 = phi <32 x i16> [ %107, %pred.load.continue55 ], [ %110, %pred.load.if56 ]
  %112 = extractelement <32 x i1> %31, i64 12
  br i1 %112, label %pred.load.if58, label %pred.load.continue59

pred.load.if58:                                   ; preds = %pred.load.continue57
  %113 = load i16, i16* %44, align 2, !tbaa !12
  %114 = insertelement <32 x i16> %111, i16 %113, i64 12
  br label %pred.load.continue59

pred.load.continue59:                             ; preds = %pred.load.if58, %pred.load.continue57
  %115 = phi <32 x i16> [ %111, %pred.load.continue57 ], [ %114, %pred.load.if58 ]
  %116 = extractelement <32 x i1> %31, i64 13
  br i1 %116, label %pred.load.if60, label %pred.load.continue61

pred.load.if60:                                   ; preds = %pred.load.continue59
  %117 = load i16, i16* %45, align 2, !tbaa !12
  %118 = insertelement <32 x i16> %115, i16 %117, i64 13
  br label %pred.load.continue61

pred.load.continue61:                             ; preds = %pred.load.if60, %pred.load.continue59
  %119 = phi <32 x i16> [ %115, %pred.load.continue59 ], [ %118, %pred.load.if60 ]
  %120 = extractelement <32 x i1> %31, i64 14
  br i1 %120, label %pred.load.if62, label %pred.load.continue63

pred.load.if62:                                   ; preds = %pred.load.continue61
  %121 = load i16, i16* %46, align 2, !tbaa !12
  %122 = insertelement <32 x i16> %119, i16 %121, i64 14
  br label %pred.load.continue63

pred.load.continue63:                             ; preds = %pred.load.if62, %pred.load.continue61
  %123 = phi <32 x i16> [ %119, %pred.load.continue61 ], [ %122, %pred.load.if62 ]
  %124 = extractelement <32 x i1> %31, i64 15
  br i1 %124, label %pred.load.if64, label %pred.load.continue65

pred.load.if64:                                   ; preds = %pred.load.continue63
  %125 = load i16, i16* %47, align 2, !tbaa !12
  %126 = insertelement <32 x i16> %123, i16 %125, i64 15
  br label %pred.load.continue65

pred.load.continue65:                             ; preds = %pred.load.if64, %pred.load.continue63
  %127 = phi <32 x i16> [ %123, %pred.load.continue63 ], [ %126, %pred.load.if64 ]
  %128 = extractelement <32 x i1> %31, i64 16
  br i1 %128, label %pred.load.if66, label %pred.load.continue67

pred.load.if66:                                   ; preds = %pred.load.continue65
  %129 = load i16, i16* %48, align 2, !tbaa !12
  %130 = insertelement <32 x i16> %127, i16 %129, i64 16
  br label %pred.load.continue67

pred.load.continue67:                             ; preds = %pred.load.if66, %pred.load.continue65
  %131 = phi <32 x i16> [ %127, %pred.load.continue65 ], [ %130, %pred.load.if66 ]
  %132 = extractelement <32 x i1> %31, i64 17
  br i1 %132, label %pred.load.if68, label %pred.load.continue69

pred.load.if68:                                   ; preds = %pred.load.continue67
  %133 = load i16, i16* %49, align 2, !tbaa !12
  %134 = insertelement <32 x i16> %131, i16 %133, i64 17
  br label %pred.load.continue69

pred.load.continue69:                             ; preds = %pred.load.if68, %pred.load.continue67
  %135 = phi <32 x i16> [ %131, %pred.load.continue67 ], [ %134, %pred.load.if68 ]
  %136 = extractelement <32 x i1> %31, i64 18
  br i1 %136, label %pred.load.if70, label %pred.load.continue71

pred.load.if70:                                   ; preds = %pred.load.continue69
  %137 = load i16, i16* %50, align 2, !tbaa !12
  %138 = insertelement <32 x i16> %135, i16 %137, i64 18
  br label %pred.load.continue71

pred.load.continue71:                             ; preds = %pred.load.if70, %pred.load.continue69
  %139 = phi <32 x i16> [ %135, %pred.load.continue69 ], [ %138, %pred.load.if70 ]
  %140 = extractelement <32 x i1> %31, i64 19
  br i1 %140, label %pred.load.if72, label %pred.load.continue73

pred.load.if72:                                   ; preds = %pred.load.continue71
  %141 = load i16, i16* %51, align 2, !tbaa !12
  %142 = insertelement <32 x i16> %139, i16 %141, i64 19
  br label %pred.load.continue73

pred.load.continue73:                             ; preds = %pred.load.if72, %pred.load.continue71
  %143 = phi <32 x i16> [ %139, %pred.load.continue71 ], [ %142, %pred.load.if72 ]
  %144 = extractelement <32 x i1> %31, i64 20
  br i1 %144, label %pred.load.if74, label %pred.load.continue75

pred.load.if74:                                   ; preds = %pred.load.continue73
  %145 = load i16, i16* %52, align 2, !tbaa !12
  %146 = insertelement <32 x i16> %143, i16 %145, i64 20
  br label %pred.load.continue75

pred.load.continue75:                             ; preds = %pred.load.if74, %pred.load.continue73
  %147 = phi <32 x i16> [ %143, %pred.load.continue73 ], [ %146, %pred.load.if74 ]
  %148 = extractelement <32 x i1> %31, i64 21
  br i1 %148, label %pred.load.if76, label %pred.load.continue77

pred.load.if76:                                   ; preds = %pred.load.continue75
  %149 = load i16, i16* %53, align 2, !tbaa !12
  %150 = insertelement <32 x i16> %147, i16 %149, i64 21
  br label %pred.load.continue77

pred.load.continue77:                             ; preds = %pred.load.if76, %pred.load.continue75
  %151 = phi <32 x i16> [ %147, %pred.load.continue75 ], [ %150, %pred.load.if76 ]
  %152 = extractelement <32 x i1> %31, i64 22
  br i1 %152, label %pred.load.if78, label %pred.load.continue79

pred.load.if78:                                   ; preds = %pred.load.continue77
  %153 = load i16, i16* %54, align 2, !tbaa !12
  %154 = insertelement <32 x i16> %151, i16 %153, i64 22
  br label %pred.load.continue79

pred.load.continue79:                             ; preds = %pred.load.if78, %pred.load.continue77
  %155 = phi <32 x i16> [ %151, %pred.load.continue77 ], [ %154, %pred.load.if78 ]
  %156 = extractelement <32 x i1> %31, i64 23
  br i1 %156, label %pred.load.if80, label %pred.load.continue81

pred.load.if80:                                   ; preds = %pred.load.continue79
  %157 = load i16, i16* %55, align 2, !tbaa !12
  %158 = insertelement <32 x i16> %155, i16 %157, i64 23
  br label %pred.load.continue81

pred.load.continue81:                             ; preds = %pred.load.if80, %pred.load.continue79
  %159 = phi <32 x i16> [ %155, %pred.load.continue79 ], [ %158, %pred.load.if80 ]
  %160 = extractelement <32 x i1> %31, i64 24
  br i1 %160, label %pred.load.if82, label %pred.load.continue83

pred.load.if82:                                   ; preds = %pred.load.continue81
  %161 = load i16, i16* %56, align 2, !tbaa !12
  %162 = insertelement <32 x i16> %159, i16 %161, i64 24
  br label %pred.load.continue83

pred.load.continue83:                             ; preds = %pred.load.if82, %pred.load.continue81
  %163 = phi <32 x i16> [ %159, %pred.load.continue81 ], [ %162, %pred.load.if82 ]
  %164 = extractelement <32 x i1> %31, i64 25
  br i1 %164, label %pred.load.if84, label %pred.load.continue85

pred.load.if84:                                   ; preds = %pred.load.continue83
  %165 = load i16, i16* %57, align 2, !tbaa !12
  %166 = insertelement <32 x i16> %163, i16 %165, i64 25
  br label %pred.load.continue85

pred.load.continue85:                             ; preds = %pred.load.if84, %pred.load.continue83
  %167 = phi <32 x i16> [ %163, %pred.load.continue83 ], [ %166, %pred.load.if84 ]
  %168 = extractelement <32 x i1> %31, i64 26
  br i1 %168, label %pred.load.if86, label %pred.load.continue87

pred.load.if86:                                   ; preds = %pred.load.continue85
  %169 = load i16, i16* %58, align 2, !tbaa !12
  %170 = insertelement <32 x i16> %167, i16 %169, i64 26
  br label %pred.load.continue87

pred.load.continue87:                             ; preds = %pred.load.if86, %pred.load.continue85
  %171 = phi <32 x i16> [ %167, %pred.load.continue85 ], [ %170, %pred.load.if86 ]
  %172 = extractelement <32 x i1> %31, i64 27
  br i1 %172, label %pred.load.if88, label %pred.load.continue89

pred.load.if88:                                   ; preds = %pred.load.continue87
  %173 = load i16, i16* %59, align 2, !tbaa !12
  %174 = insertelement <32 x i16> %171, i16 %173, i64 27
  br label %pred.load.continue89

pred.load.continue89:                             ; preds = %pred.load.if88, %pred.load.continue87
  %175 = phi <32 x i16> [ %171, %pred.load.continue87 ], [ %174, %pred.load.if88 ]
  %176 = extractelement <32 x i1> %31, i64 28
  br i1 %176, label %pred.load.if90, label %pred.load.continue91

pred.load.if90:                                   ; preds = %pred.load.continue89
  %177 = load i16, i16* %60, align 2, !tbaa !12
  %178 = insertelement <32 x i16> %175, i16 %177, i64 28
  br label %pred.load.continue91

pred.load.continue91:                             ; preds = %pred.load.if90, %pred.load.continue89
  %179 = phi <32 x i16> [ %175, %pred.load.continue89 ], [ %178, %pred.load.if90 ]
  %180 = extractelement <32 x i1> %31, i64 29
  br i1 %180, label %pred.load.if92, label %pred.load.continue93

pred.load.if92:                                   ; preds = %pred.load.continue91
  %181 = load i16, i16* %61, align 2, !tbaa !12
  %182 = insertelement <32 x i16> %179, i16 %181, i64 29
  br label %pred.load.continue93

pred.load.continue93:                             ; preds = %pred.load.if92, %pred.load.continue91
  %183 = phi <32 x i16> [ %179, %pred.load.continue91 ], [ %182, %pred.load.if92 ]
  %184 = extractelement <32 x i1> %31, i64 30
  br i1 %184, label %pred.load.if94, label %pred.load.continue95

pred.load.if94:                                   ; preds = %pred.load.continue93
  %185 = load i16, i16* %62, align 2, !tbaa !12
  %186 = insertelement <32 x i16> %183, i16 %185, i64 30
  br label %pred.load.continue95

pred.load.continue95:                             ; preds = %pred.load.if94, %pred.load.continue93
  %187 = phi <32 x i16> [ %183, %pred.load.continue93 ], [ %186, %pred.load.if94 ]
  %188 = extractelement <32 x i1> %31, i64 31
  br i1 %188, label %pred.load.if96, label %pred.load.continue97

pred.load.if96:                                   ; preds = %pred.load.continue95
  %189 = load i16, i16* %63, align 2, !tbaa !12
  %190 = insertelement <32 x i16> %187, i16 %189, i64 31
  br label %pred.load.continue97

pred.load.continue97:                             ; preds = %pred.load.if96, %pred.load.continue95
  %191 = phi <32 x i16> [ %187, %pred.load.continue95 ], [ %190, %pred.load.if96 ]
  %192 = icmp slt <32 x i16> %191, %broadcast.splat99
  %193 = icmp sgt <32 x i16> %191, %broadcast.splat101
  %194 = select <32 x i1> %193, <32 x i16> %broadcast.splat101, <32 x i16> %191
  %195 = select <32 x i1> %192, <32 x i16> %broadcast.splat99, <32 x i16> %194
  %196 = extractelement <32 x i1> %31, i64 0
  br i1 %196, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue97
  %197 = extractelement <32 x i16> %195, i64 0
  store i16 %197, i16* %32, align 2, !tbaa !12
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue97
  %198 = extractelement <32 x i1> %31, i64 1
  br i1 %198, label %pred.store.if102, label %pred.store.continue103

pred.store.if102:                                 ; preds = %pred.store.continue
  %199 = extractelement <32 x i16> %195, i64 1
  store i16 %199, i16* %33, align 2, !tbaa !12
  br label %pred.store.continue103

pred.store.continue103:                           ; preds = %pred.store.if102, %pred.store.continue
  %200 = extractelement <32 x i1> %31, i64 2
  br i1 %200, label %pred.store.if104, label %pred.store.continue105

pred.store.if104:                                 ; preds = %pred.store.continue103
  %201 = extractelement <32 x i16> %195, i64 2
  store i16 %201, i16* %34, align 2, !tbaa !12
  br label %pred.store.continue105

pred.store.continue105:                           ; preds = %pred.store.if104, %pred.store.continue103
  %202 = extractelement <32 x i1> %31, i64 3
  br i1 %202, label %pred.store.if106, label %pred.store.continue107

pred.store.if106:                                 ; preds = %pred.store.continue105
  %203 = extractelement <32 x i16> %195, i64 3
  store i16 %203, i16* %35, align 2, !tbaa !12
  br label %pred.store.continue107

pred.store.continue107:                           ; preds = %pred.store.if106, %pred.store.continue105
  %204 = extractelement <32 x i1> %31, i64 4
  br i1 %204, label %pred.store.if108, label %pred.store.continue109

pred.store.if108:                                 ; preds = %pred.store.continue107
  %205 = extractelement <32 x i16> %195, i64 4
  store i16 %205, i16* %36, align 2, !tbaa !12
  br label %pred.store.continue109

pred.store.continue109:                           ; preds = %pred.store.if108, %pred.store.continue107
  %206 = extractelement <32 x i1> %31, i64 5
  br i1 %206, label %pred.store.if110, label %pred.store.continue111

pred.store.if110:                                 ; preds = %pred.store.continue109
  %207 = extractelement <32 x i16> %195, i64 5
  store i16 %207, i16* %37, align 2, !tbaa !12
  br label %pred.store.continue111

pred.store.continue111:                           ; preds = %pred.store.if110, %pred.store.continue109
  %208 = extractelement <32 x i1> %31, i64 6
  br i1 %208, label %pred.store.if112, label %pred.store.continue113

pred.store.if112:                                 ; preds = %pred.store.continue111
  %209 = extractelement <32 x i16> %195, i64 6
  store i16 %209, i16* %38, align 2, !tbaa !12
  br label %pred.store.continue113

pred.store.continue113:                           ; preds = %pred.store.if112, %pred.store.continue111
  %210 = extractelement <32 x i1> %31, i64 7
  br i1 %210, label %pred.store.if114, label %pred.store.continue115

pred.store.if114:                                 ; preds = %pred.store.continue113
  %211 = extractelement <32 x i16> %195, i64 7
  store i16 %211, i16* %39, align 2, !tbaa !12
  br label %pred.store.continue115

pred.store.continue115:                           ; preds = %pred.store.if114, %pred.store.continue113
  %212 = extractelement <32 x i1> %31, i64 8
  br i1 %212, label %pred.store.if116, label %pred.store.continue117

pred.store.if116:                                 ; preds = %pred.store.continue115
  %213 = extractelement <32 x i16> %195, i64 8
  store i16 %213, i16* %40, align 2, !tbaa !12
  br label %pred.store.continue117

pred.store.continue117:                           ; preds = %pred.store.if116, %pred.store.continue115
  %214 = extractelement <32 x i1> %31, i64 9
  br i1 %214, label %pred.store.if118, label %pred.store.continue119

pred.store.if118:                                 ; preds = %pred.store.continue117
  %215 = extractelement <32 x i16> %195, i64 9
  store i16 %215, i16* %41, align 2, !tbaa !12
  br label %pred.store.continue119

pred.store.continue119:                           ; preds = %pred.store.if118, %pred.store.continue117
  %216 = extractelement <32 x i1> %31, i64 10
  br i1 %216, label %pred.store.if120, label %pred.store.continue121

pred.store.if120:                                 ; preds = %pred.store.continue119
  %217 = extractelement <32 x i16> %195, i64 10
  store i16 %217, i16* %42, align 2, !tbaa !12
  br label %pred.store.continue121

pred.store.continue121:                           ; preds = %pred.store.if120, %pred.store.continue119
  %218 = extractelement <32 x i1> %31, i64 11
  br i1 %218, label %pred.store.if122, label %pred.store.continue123

pred.store.if122:                                 ; preds = %pred.store.continue121
  %219 = extractelement <32 x i16> %195, i64 11
  store i16 %219, i16* %43, align 2, !tbaa !12
  br label %pred.store.continue123

pred.store.continue123:                           ; preds = %pred.store.if122, %pred.store.continue121
  %220 = extractelement <32 x i1> %31, i64 12
  br i1 %220, label %pred.store.if124, label %pred.store.continue125

pred.store.if124:                                 ; preds = %pred.store.continue123
  %221 = extractelement <32 x i16> %195, i64 12
  store i16 %221, i16* %44, align 2, !tbaa !12
  br label %pred.store.continue125

pred.store.continue125:                           ; preds = %pred.store.if124, %pred.store.continue123
  %222 = extractelement <32 x i1> %31, i64 13
  br i1 %222, label %pred.store.if126, label %pred.store.continue127

pred.store.if126:                                 ; preds = %pred.store.continue125
  %223 = extractelement <32 x i16> %195, i64 13
  store i16 %223, i16* %45, align 2, !tbaa !12
  br label %pred.store.continue127

pred.store.continue127:                           ; preds = %pred.store.if126, %pred.store.continue125
  %224 = extractelement <32 x i1> %31, i64 14
  br i1 %224, label %pred.store.if128, label %pred.store.continue129

pred.store.if128:                                 ; preds = %pred.store.continue127
  %225 = extractelement <32 x i16> %195, i64 14
  store i16 %225, i16* %46, align 2, !tbaa !12
  br label %pred.store.continue129

pred.store.continue129:                           ; preds = %pred.store.if128, %pred.store.continue127
  %226 = extractelement <32 x i1> %31, i64 15
  br i1 %226, label %pred.store.if130, label %pred.store.continue131

pred.store.if130:                                 ; preds = %pred.store.continue129
  %227 = extractelement <32 x i16> %195, i64 15
  store i16 %227, i16* %47, align 2, !tbaa !12
  br label %pred.store.continue131

pred.store.continue131:                           ; preds = %pred.store.if130, %pred.store.continue129
  %228 = extractelement <32 x i1> %31, i64 16
  br i1 %228, label %pred.store.if132, label %pred.store.continue133

pred.store.if132:                                 ; preds = %pred.store.continue131
  %229 = extractelement <32 x i16> %195, i64 16
  store i16 %229, i16* %48, align 2, !tbaa !12
  br label %pred.store.continue133

pred.store.continue133:                           ; preds = %pred.store.if132, %pred.store.continue131
  %230 = extractelement <32 x i1> %31, i64 17
  br i1 %230, label %pred.store.if134, label %pred.store.continue135

pred.store.if134:                                 ; preds = %pred.store.continue133
  %231 = extractelement <32 x i16> %195, i64 17
  store i16 %231, i16* %49, align 2, !tbaa !12
  br label %pred.store.continue135

pred.store.continue135:                           ; preds = %pred.store.if134, %pred.store.continue133
  %232 = extractelement <32 x i1> %31, i64 18
  br i1 %232, label %pred.store.if136, label %pred.store.continue137

pred.store.if136:                                 ; preds = %pred.store.continue135
  %233 = extractelement <32 x i16> %195, i64 18
  store i16 %233, i16* %50, align 2, !tbaa !12
  br label %pred.store.continue137

pred.store.continue137:                           ; preds = %pred.store.if136, %pred.store.continue135
  %234 = extractelement <32 x i1> %31, i64 19
  br i1 %234, label %pred.store.if138, label %pred.store.continue139

pred.store.if138:                                 ; preds = %pred.store.continue137
  %235 = extractelement <32 x i16> %195, i64 19
  store i16 %235, i16* %51, align 2, !tbaa !12
  br label %pred.store.continue139

pred.store.continue139:                           ; preds = %pred.store.if138, %pred.store.continue137
  %236 = extractelement <32 x i1> %31, i64 20
  br i1 %236, label %pred.store.if140, label %pred.store.continue141

pred.store.if140:                                 ; preds = %pred.store.continue139
  %237 = extractelement <32 x i16> %195, i64 20
  store i16 %237, i16* %52, align 2, !tbaa !12
  br label %pred.store.continue141

pred.store.continue141:                           ; preds = %pred.store.if140, %pred.store.continue139
  %238 = extractelement <32 x i1> %31, i64 21
  br i1 %238, label %pred.store.if142, label %pred.store.continue143

pred.store.if142:                                 ; preds = %pred.store.continue141
  %239 = extractelement <32 x i16> %195, i64 21
  store i16 %239, i16* %53, align 2, !tbaa !12
  br label %pred.store.continue143

pred.store.continue143:                           ; preds = %pred.store.if142, %pred.store.continue141
  %240 = extractelement <32 x i1> %31, i64 22
  br i1 %240, label %pred.store.if144, label %pred.store.continue145

pred.store.if144:                                 ; preds = %pred.store.continue143
  %241 = extractelement <32 x i16> %195, i64 22
  store i16 %241, i16* %54, align 2, !tbaa !12
  br label %pred.store.continue145

pred.store.continue145:                           ; preds = %pred.store.if144, %pred.store.continue143
  %242 = extractelement <32 x i1> %31, i64 23
  br i1 %242, label %pred.store.if146, label %pred.store.continue147

pred.store.if146:                                 ; preds = %pred.store.continue145
  %243 = extractelement <32 x i16> %195, i64 23
  store i16 %243, i16* %55, align 2, !tbaa !12
  br label %pred.store.continue147

pred.store.continue147:                           ; preds = %pred.store.if146, %pred.store.continue145
  %244 = extractelement <32 x i1> %31, i64 24
  br i1 %244, label %pred.store.if148, label %pred.store.continue149

pred.store.if148:                                 ; preds = %pred.store.continue147
  %245 = extractelement <32 x i16> %195, i64 24
  store i16 %245, i16* %56, align 2, !tbaa !12
  br label %pred.store.continue149

pred.store.continue149:                           ; preds = %pred.store.if148, %pred.store.continue147
  %246 = extractelement <32 x i1> %31, i64 25
  br i1 %246, label %pred.store.if150, label %pred.store.continue151

pred.store.if150:                                 ; preds = %pred.store.continue149
  %247 = extractelement <32 x i16> %195, i64 25
  store i16 %247, i16* %57, align 2, !tbaa !12
  br label %pred.store.continue151

pred.store.continue151:                           ; preds = %pred.store.if150, %pred.store.continue149
  %248 = extractelement <32 x i1> %31, i64 26
  br i1 %248, label %pred.store.if152, label %pred.store.continue153

pred.store.if152:                                 ; preds = %pred.store.continue151
  %249 = extractelement <32 x i16> %195, i64 26
  store i16 %249, i16* %58, align 2, !tbaa !12
  br label %pred.store.continue153

pred.store.continue153:                           ; preds = %pred.store.if152, %pred.store.continue151
  %250 = extractelement <32 x i1> %31, i64 27
  br i1 %250, label %pred.store.if154, label %pred.store.continue155

pred.store.if154:                                 ; preds = %pred.store.continue153
  %251 = extractelement <32 x i16> %195, i64 27
  store i16 %251, i16* %59, align 2, !tbaa !12
  br label %pred.store.continue155

pred.store.continue155:                           ; preds = %pred.store.if154, %pred.store.continue153
  %252 = extractelement <32 x i1> %31, i64 28
  br i1 %252, label %pred.store.if156, label %pred.store.continue157

pred.store.if156:                                 ; preds = %pred.store.continue155
  %253 = extractelement <32 x i16> %195, i64 28
  store i16 %253, i16* %60, align 2, !tbaa !12
  br label %pred.store.continue157

pred.store.continue157:                           ; preds = %pred.store.if156, %pred.store.continue155
  %254 = extractelement <32 x i1> %31, i64 29
  br i1 %254, label %pred.store.if158, label %pred.store.continue159

pred.store.if158:                                 ; preds = %pred.store.continue157
  %255 = extractelement <32 x i16> %195, i64 29
  store i16 %255, i16* %61, align 2, !tbaa !12
  br label %pred.store.continue159

pred.store.continue159:                           ; preds = %pred.store.if158, %pred.store.continue157
  %256 = extractelement <32 x i1> %31, i64 30
  br i1 %256, label %pred.store.if160, label %pred.store.continue161

pred.store.if160:                                 ; preds = %pred.store.continue159
  %257 = extractelement <32 x i16> %195, i64 30
  store i16 %257, i16* %62, align 2, !tbaa !12
  br label %pred.store.continue161

pred.store.continue161:                           ; preds = %pred.store.if160, %pred.store.continue159
  %258 = extractelement <32 x i1> %31, i64 31
  br i1 %258, label %pred.store.if162, label %pred.store.continue163

pred.store.if162:                                 ; preds = %pred.store.continue161
  %259 = extractelement <32 x i16> %195, i64 31
  store i16 %259, i16* %63, align 2, !tbaa !12
  br label %pred.store.continue163

pred.store.continue163:                           ; preds = %pred.store.if162, %pred.store.continue161
  %index.next = add i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %260 = icmp eq i64 %index.next, %n.vec
  br i1 %260, label %for.cond.cleanup, label %vector.body, !llvm.loop !14

for.cond.cleanup:                                 ; preds = %pred.store.continue163, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_widen(i64* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 8589934584
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -8
  %1 = lshr exact i64 %0, 3
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %index = phi i64 [ 0, %for.body.preheader.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert10 = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat11 = shufflevector <8 x i64> %broadcast.splatinsert10, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or <8 x i64> %broadcast.splat11, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %4 = icmp ule <8 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds i32, i32* %in, i64 %index
  %6 = bitcast i32* %5 to <8 x i32>*
  %wide.masked.load = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %6, i32 4, <8 x i1> %4, <8 x i32> poison), !tbaa !15
  %7 = sext <8 x i32> %wide.masked.load to <8 x i64>
  %8 = mul nsw <8 x i64> %7, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %9 = getelementptr inbounds i64, i64* %out, i64 %index
  %10 = bitcast i64* %9 to <8 x i64>*
  call void @llvm.masked.store.v8i64.p0v8i64(<8 x i64> %8, <8 x i64>* %10, i32 8, <8 x i1> %4), !tbaa !17
  %index.next = or i64 %index, 8
  %broadcast.splatinsert10.1 = insertelement <8 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat11.1 = shufflevector <8 x i64> %broadcast.splatinsert10.1, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv.1 = or <8 x i64> %broadcast.splat11.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %11 = icmp ule <8 x i64> %vec.iv.1, %broadcast.splat
  %12 = getelementptr inbounds i32, i32* %in, i64 %index.next
  %13 = bitcast i32* %12 to <8 x i32>*
  %wide.masked.load.1 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* nonnull %13, i32 4, <8 x i1> %11, <8 x i32> poison), !tbaa !15
  %14 = sext <8 x i32> %wide.masked.load.1 to <8 x i64>
  %15 = mul nsw <8 x i64> %14, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %16 = getelementptr inbounds i64, i64* %out, i64 %index.next
  %17 = bitcast i64* %16 to <8 x i64>*
  call void @llvm.masked.store.v8i64.p0v8i64(<8 x i64> %15, <8 x i64>* %17, i32 8, <8 x i1> %11), !tbaa !17
  %index.next.1 = add i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.body, !llvm.loop !19

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vector.body, %for.body.preheader
  %index.unr = phi i64 [ 0, %for.body.preheader ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %broadcast.splatinsert10.epil = insertelement <8 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat11.epil = shufflevector <8 x i64> %broadcast.splatinsert10.epil, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv.epil = or <8 x i64> %broadcast.splat11.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %18 = icmp ule <8 x i64> %vec.iv.epil, %broadcast.splat
  %19 = getelementptr inbounds i32, i32* %in, i64 %index.unr
  %20 = bitcast i32* %19 to <8 x i32>*
  %wide.masked.load.epil = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %20, i32 4, <8 x i1> %18, <8 x i32> poison), !tbaa !15
  %21 = sext <8 x i32> %wide.masked.load.epil to <8 x i64>
  %22 = mul nsw <8 x i64> %21, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %23 = getelementptr inbounds i64, i64* %out, i64 %index.unr
  %24 = bitcast i64* %23 to <8 x i64>*
  call void @llvm.masked.store.v8i64.p0v8i64(<8 x i64> %22, <8 x i64>* %24, i32 8, <8 x i1> %18), !tbaa !17
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_cond(double* noalias nocapture noundef writeonly %out, double* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 7
  %n.vec = and i64 %n.rnd.up, 8589934584
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -8
  %1 = lshr exact i64 %0, 3
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %index = phi i64 [ 0, %for.body.preheader.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert15 = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat16 = shufflevector <8 x i64> %broadcast.splatinsert15, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or <8 x i64> %broadcast.splat16, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %4 = icmp ule <8 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds double, double* %a, i64 %index
  %6 = bitcast double* %5 to <8 x double>*
  %wide.masked.load = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %6, i32 8, <8 x i1> %4, <8 x double> poison), !tbaa !20
  %7 = fcmp olt <8 x double> %wide.masked.load, zeroinitializer
  %8 = fneg <8 x double> %wide.masked.load
  %9 = getelementptr double, double* %out, i64 %index
  %10 = select <8 x i1> %4, <8 x i1> %7, <8 x i1> zeroinitializer
  %11 = bitcast double* %9 to <8 x double>*
  call void @llvm.masked.store.v8f64.p0v8f64(<8 x double> %8, <8 x double>* %11, i32 8, <8 x i1> %10), !tbaa !20
  %index.next = or i64 %index, 8
  %broadcast.splatinsert15.1 = insertelement <8 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat16.1 = shufflevector <8 x i64> %broadcast.splatinsert15.1, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv.1 = or <8 x i64> %broadcast.splat16.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %12 = icmp ule <8 x i64> %vec.iv.1, %broadcast.splat
  %13 = getelementptr inbounds double, double* %a, i64 %index.next
  %14 = bitcast double* %13 to <8 x double>*
  %wide.masked.load.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* nonnull %14, i32 8, <8 x i1> %12, <8 x double> poison), !tbaa !20
  %15 = fcmp olt <8 x double> %wide.masked.load.1, zeroinitializer
  %16 = fneg <8 x double> %wide.masked.load.1
  %17 = getelementptr double, double* %out, i64 %index.next
  %18 = select <8 x i1> %12, <8 x i1> %15, <8 x i1> zeroinitializer
  %19 = bitcast double* %17 to <8 x double>*
  call void @llvm.masked.store.v8f64.p0v8f64(<8 x double> %16, <8 x double>* %19, i32 8, <8 x i1> %18), !tbaa !20
  %index.next.1 = add i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.body, !llvm.loop !22

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vector.body, %for.body.preheader
  %index.unr = phi i64 [ 0, %for.body.preheader ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %broadcast.splatinsert15.epil = insertelement <8 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat16.epil = shufflevector <8 x i64> %broadcast.splatinsert15.epil, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv.epil = or <8 x i64> %broadcast.splat16.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %20 = icmp ule <8 x i64> %vec.iv.epil, %broadcast.splat
  %21 = getelementptr inbounds double, double* %a, i64 %index.unr
  %22 = bitcast double* %21 to <8 x double>*
  %wide.masked.load.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %22, i32 8, <8 x i1> %20, <8 x double> poison), !tbaa !20
  %23 = fcmp olt <8 x double> %wide.masked.load.epil, zeroinitializer
  %24 = fneg <8 x double> %wide.masked.load.epil
  %25 = getelementptr double, double* %out, i64 %index.unr
  %26 = select <8 x i1> %20, <8 x i1> %23, <8 x i1> zeroinitializer
  %27 = bitcast double* %25 to <8 x double>*
  call void @llvm.masked.store.v8f64.p0v8f64(<8 x double> %24, <8 x double>* %27, i32 8, <8 x i1> %26), !tbaa !20
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_sum(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body.preheader.new
  %index = phi i64 [ 0, %for.body.preheader.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %for.body.preheader.new ], [ %11, %vector.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert10 = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat11 = shufflevector <16 x i64> %broadcast.splatinsert10, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or <16 x i64> %broadcast.splat11, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %4 = icmp ule <16 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds i32, i32* %a, i64 %index
  %6 = bitcast i32* %5 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %6, i32 4, <16 x i1> %4, <16 x i32> poison), !tbaa !15
  %7 = add <16 x i32> %wide.masked.load, %vec.phi
  %index.next = or i64 %index, 16
  %broadcast.splatinsert10.1 = insertelement <16 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat11.1 = shufflevector <16 x i64> %broadcast.splatinsert10.1, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.1 = or <16 x i64> %broadcast.splat11.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %8 = icmp ule <16 x i64> %vec.iv.1, %broadcast.splat
  %9 = getelementptr inbounds i32, i32* %a, i64 %index.next
  %10 = bitcast i32* %9 to <16 x i32>*
  %wide.masked.load.1 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* nonnull %10, i32 4, <16 x i1> %8, <16 x i32> poison), !tbaa !15
  %11 = add <16 x i32> %wide.masked.load.1, %7
  %index.next.1 = add i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %for.body.preheader
  %vec.phi.lcssa.ph = phi <16 x i32> [ undef, %for.body.preheader ], [ %7, %vector.body ]
  %.lcssa12.ph = phi <16 x i1> [ undef, %for.body.preheader ], [ %8, %vector.body ]
  %.lcssa.ph = phi <16 x i32> [ undef, %for.body.preheader ], [ %11, %vector.body ]
  %index.unr = phi i64 [ 0, %for.body.preheader ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %for.body.preheader ], [ %11, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %broadcast.splatinsert10.epil = insertelement <16 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat11.epil = shufflevector <16 x i64> %broadcast.splatinsert10.epil, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.epil = or <16 x i64> %broadcast.splat11.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %12 = icmp ule <16 x i64> %vec.iv.epil, %broadcast.splat
  %13 = getelementptr inbounds i32, i32* %a, i64 %index.unr
  %14 = bitcast i32* %13 to <16 x i32>*
  %wide.masked.load.epil = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %14, i32 4, <16 x i1> %12, <16 x i32> poison), !tbaa !15
  %15 = add <16 x i32> %wide.masked.load.epil, %vec.phi.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %vec.phi.lcssa = phi <16 x i32> [ %vec.phi.lcssa.ph, %middle.block.unr-lcssa ], [ %vec.phi.unr, %vector.body.epil ]
  %.lcssa12 = phi <16 x i1> [ %.lcssa12.ph, %middle.block.unr-lcssa ], [ %12, %vector.body.epil ]
  %.lcssa = phi <16 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %15, %vector.body.epil ]
  %16 = select <16 x i1> %.lcssa12, <16 x i32> %.lcssa, <16 x i32> %vec.phi.lcssa
  %17 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %16)
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %17, %middle.block ]
  store i32 %s.0.lcssa, i32* %out, align 4, !tbaa !15
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_rev(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader15, label %vector.ph

for.body.preheader15:                             ; preds = %for.body.preheader
  %xtraiter = and i64 %wide.trip.count, 1
  %7 = icmp eq i64 %0, 0
  br i1 %7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader15.new

for.body.preheader15.new:                         ; preds = %for.body.preheader15
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %8 = getelementptr inbounds i32, i32* %in, i64 -15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %9 = trunc i64 %index to i32
  %broadcast.splatinsert12 = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat13 = shufflevector <16 x i64> %broadcast.splatinsert12, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or <16 x i64> %broadcast.splat13, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %10 = icmp ule <16 x i64> %vec.iv, %broadcast.splat
  %11 = xor i32 %9, -1
  %12 = add i32 %11, %n
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %8, i64 %13
  %reverse = shufflevector <16 x i1> %10, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %15 = bitcast i32* %14 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* nonnull %15, i32 4, <16 x i1> %reverse, <16 x i32> poison), !tbaa !15
  %reverse14 = shufflevector <16 x i32> %wide.masked.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %16 = getelementptr inbounds i32, i32* %out, i64 %index
  %17 = bitcast i32* %16 to <16 x i32>*
  call void @llvm.masked.store.v16i32.p0v16i32(<16 x i32> %reverse14, <16 x i32>* %17, i32 4, <16 x i1> %10), !tbaa !15
  %index.next = add i64 %index, 16
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %for.cond.cleanup, label %vector.body, !llvm.loop !24

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader15
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader15 ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %19 = trunc i64 %indvars.iv.unr to i32
  %20 = xor i32 %19, -1
  %sub1.epil = add i32 %20, %n
  %idxprom.epil = sext i32 %sub1.epil to i64
  %arrayidx.epil = getelementptr inbounds i32, i32* %in, i64 %idxprom.epil
  %21 = load i32, i32* %arrayidx.epil, align 4, !tbaa !15
  %arrayidx3.epil = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.unr
  store i32 %21, i32* %arrayidx3.epil, align 4, !tbaa !15
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body, %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader15.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader15.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader15.new ], [ %niter.next.1, %for.body ]
  %22 = trunc i64 %indvars.iv to i32
  %23 = xor i32 %22, -1
  %sub1 = add i32 %23, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i32, i32* %in, i64 %idxprom
  %24 = load i32, i32* %arrayidx, align 4, !tbaa !15
  %arrayidx3 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %24, i32* %arrayidx3, align 4, !tbaa !15
  %indvars.iv.next = or i64 %indvars.iv, 1
  %25 = trunc i64 %indvars.iv.next to i32
  %26 = xor i32 %25, -1
  %sub1.1 = add i32 %26, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i32, i32* %in, i64 %idxprom.1
  %27 = load i32, i32* %arrayidx.1, align 4, !tbaa !15
  %arrayidx3.1 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv.next
  store i32 %27, i32* %arrayidx3.1, align 4, !tbaa !15
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tf_pairs_i8(i8* noalias nocapture noundef writeonly %out, i8* noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 63
  %n.vec = and i64 %n.rnd.up, 8589934528
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <64 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <64 x i64> %broadcast.splatinsert, <64 x i64> poison, <64 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue401, %for.body.preheader
  %index = phi i64 [ 0, %for.body.preheader ], [ %index.next, %pred.store.continue401 ]
  %vec.ind = phi <64 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31, i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39, i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47, i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55, i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63>, %for.body.preheader ], [ %vec.ind.next, %pred.store.continue401 ]
  %0 = icmp ule <64 x i64> %vec.ind, %broadcast.splat
  %1 = extractelement <64 x i1> %0, i64 0
  br i1 %1, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %2 = getelementptr inbounds i8, i8* %in, i64 %index
  %3 = load i8, i8* %2, align 1, !tbaa !26
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %4 = phi i8 [ poison, %vector.body ], [ %3, %pred.load.if ]
  %5 = extractelement <64 x i1> %0, i64 1
  br i1 %5, label %pred.load.if22, label %pred.load.continue23

pred.load.if22:                                   ; preds = %pred.load.continue
  %6 = or i64 %index, 1
  %7 = getelementptr inbounds i8, i8* %in, i64 %6
  %8 = load i8, i8* %7, align 1, !tbaa !26
  br label %pred.load.continue23

pred.load.continue23:                             ; preds = %pred.load.if22, %pred.load.continue
  %9 = phi i8 [ poison, %pred.load.continue ], [ %8, %pred.load.if22 ]
  %10 = extractelement <64 x i1> %0, i64 2
  br i1 %10, label %pred.load.if24, label %pred.load.continue25

pred.load.if24:                                   ; preds = %pred.load.continue23
  %11 = or i64 %index, 2
  %12 = getelementptr inbounds i8, i8* %in, i64 %11
  %13 = load i8, i8* %12, align 1, !tbaa !26
  br label %pred.load.continue25

pred.load.continue25:                             ; preds = %pred.load.if24, %pred.load.continue23
  %14 = phi i8 [ poison, %pred.load.continue23 ], [ %13, %pred.load.if24 ]
  %15 = extractelement <64 x i1> %0, i64 3
  br i1 %15, label %pred.load.if26, label %pred.load.continue27

pred.load.if26:                                   ; preds = %pred.load.continue25
  %16 = or i64 %index, 3
  %17 = getelementptr inbounds i8, i8* %in, i64 %16
  %18 = load i8, i8* %17, align 1, !tbaa !26
  br label %pred.load.continue27

pred.load.continue27:                             ; preds = %pred.load.if26, %pred.load.continue25
  %19 = phi i8 [ poison, %pred.load.continue25 ], [ %18, %pred.load.if26 ]
  %20 = extractelement <64 x i1> %0, i64 4
  br i1 %20, label %pred.load.if28, label %pred.load.continue29

pred.load.if28:                                   ; preds = %pred.load.continue27
  %21 = or i64 %index, 4
  %22 = getelementptr inbounds i8, i8* %in, i64 %21
  %23 = load i8, i8* %22, align 1, !tbaa !26
  br label %pred.load.continue29

pred.load.continue29:                             ; preds = %pred.load.if28, %pred.load.continue27
  %24 = phi i8 [ poison, %pred.load.continue27 ], [ %23, %pred.load.if28 ]
  %25 = extractelement <64 x i1> %0, i64 5
  br i1 %25, label %pred.load.if30, label %pred.load.continue31

pred.load.if30:                                   ; preds = %pred.load.continue29
  %26 = or i64 %index, 5
  %27 = getelementptr inbounds i8, i8* %in, i64 %26
  %28 = load i8, i8* %27, align 1, !tbaa !26
  br label %pred.load.continue31

pred.load.continue31:                             ; preds = %pred.load.if30, %pred.load.continue29
  %29 = phi i8 [ poison, %pred.load.continue29 ], [ %28, %pred.load.if30 ]
  %30 = extractelement <64 x i1> %0, i64 6
  br i1 %30, label %pred.load.if32, label %pred.load.continue33

pred.load.if32:                                   ; preds = %pred.load.continue31
  %31 = or i64 %index, 6
  %32 = getelementptr inbounds i8, i8* %in, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !26
  br label %pred.load.continue33

pred.load.continue33:                             ; preds = %pred.load.if32, %pred.load.continue31
  %34 = phi i8 [ poison, %pred.load.continue31 ], [ %33, %pred.load.if32 ]
  %35 = extractelement <64 x i1> %0, i64 7
  br i1 %35, label %pred.load.if34, label %pred.load.continue35

pred.load.if34:                                   ; preds = %pred.load.continue33
  %36 = or i64 %index, 7
  %37 = getelementptr inbounds i8, i8* %in, i64 %36
  %38 = load i8, i8* %37, align 1, !tbaa !26
  br label %pred.load.continue35

pred.load.continue35:                             ; preds = %pred.load.if34, %pred.load.continue33
  %39 = phi i8 [ poison, %pred.load.continue33 ], [ %38, %pred.load.if34 ]
  %40 = extractelement <64 x i1> %0, i64 8
  br i1 %40, label %pred.load.if36, label %pred.load.continue37

pred.load.if36:                                   ; preds = %pred.load.continue35
  %41 = or i64 %index, 8
  %42 = getelementptr inbounds i8, i8* %in, i64 %41
  %43 = load i8, i8* %42, align 1, !tbaa !26
  br label %pred.load.continue37

pred.load.continue37:                             ; preds = %pred.load.if36, %pred.load.continue35
  %44 = phi i8 [ poison, %pred.load.continue35 ], [ %43, %pred.load.if36 ]
  %45 = extractelement <64 x i1> %0, i64 9
  br i1 %45, label %pred.load.if38, label %pred.load.continue39

pred.load.if38:                                   ; preds = %pred.load.continue37
  %46 = or i64 %index, 9
  %47 = getelementptr inbounds i8, i8* %in, i64 %46
  %48 = load i8, i8* %47, align 1, !tbaa !26
  br label %pred.load.continue39

pred.load.continue39:                             ; preds = %pred.load.if38, %pred.load.continue37
  %49 = phi i8 [ poison, %pred.load.continue37 ], [ %48, %pred.load.if38 ]
  %50 = extractelement <64 x i1> %0, i64 10
  br i1 %50, label %pred.load.if40, label %pred.load.continue41

pred.load.if40:                                   ; preds = %pred.load.continue39
  %51 = or i64 %index, 10
  %52 = getelementptr inbounds i8, i8* %in, i64 %51
  %53 = load i8, i8* %52, align 1, !tbaa !26
  br label %pred.load.continue41

pred.load.continue41:                             ; preds = %pred.load.if40, %pred.load.continue39
  %54 = phi i8 [ poison, %pred.load.continue39 ], [ %53, %pred.load.if40 ]
  %55 = extractelement <64 x i1> %0, i64 11
  br i1 %55, label %pred.load.if42, label %pred.load.continue43

pred.load.if42:                                   ; preds = %pred.load.continue41
  %56 = or i64 %index, 11
  %57 = getelementptr inbounds i8, i8* %in, i64 %56
  %58 = load i8, i8* %57, align 1, !tbaa !26
  br label %pred.load.continue43

pred.load.continue43:                             ; preds = %pred.load.if42, %pred.load.continue41
  %59 = phi i8 [ poison, %pred.load.continue41 ], [ %58, %pred.load.if42 ]
  %60 = extractelement <64 x i1> %0, i64 12
  br i1 %60, label %pred.load.if44, label %pred.load.continue45

pred.load.if44:                                   ; preds = %pred.load.continue43
  %61 = or i64 %index, 12
  %62 = getelementptr inbounds i8, i8* %in, i64 %61
  %63 = load i8, i8* %62, align 1, !tbaa !26
  br label %pred.load.continue45

pred.load.continue45:                             ; preds = %pred.load.if44, %pred.load.continue43
  %64 = phi i8 [ poison, %pred.load.continue43 ], [ %63, %pred.load.if44 ]
  %65 = extractelement <64 x i1> %0, i64 13
  br i1 %65, label %pred.load.if46, label %pred.load.continue47

pred.load.if46:                                   ; preds = %pred.load.continue45
  %66 = or i64 %index, 13
  %67 = getelementptr inbounds i8, i8* %in, i64 %66
  %68 = load i8, i8* %67, align 1, !tbaa !26
  br label %pred.load.continue47

pred.load.continue47:                             ; preds = %pred.load.if46, %pred.load.continue45
  %69 = phi i8 [ poison, %pred.load.continue45 ], [ %68, %pred.load.if46 ]
  %70 = extractelement <64 x i1> %0, i64 14
  br i1 %70, label %pred.load.if48, label %pred.load.continue49

pred.load.if48:                                   ; preds = %pred.load.continue47
  %71 = or i64 %index, 14
  %72 = getelementptr inbounds i8, i8* %in, i64 %71
  %73 = load i8, i8* %72, align 1, !tbaa !26
  br label %pred.load.continue49

pred.load.continue49:                             ; preds = %pred.load.if48, %pred.load.continue47
  %74 = phi i8 [ poison, %pred.load.continue47 ], [ %73, %pred.load.if48 ]
  %75 = extractelement <64 x i1> %0, i64 15
  br i1 %75, label %pred.load.if50, label %pred.load.continue51

pred.load.if50:                                   ; preds = %pred.load.continue49
  %76 = or i64 %index, 15
  %77 = getelementptr inbounds i8, i8* %in, i64 %76
  %78 = load i8, i8* %77, align 1, !tbaa !26
  br label %pred.load.continue51

pred.load.continue51:                             ; preds = %pred.load.if50, %pred.load.continue49
  %79 = phi i8 [ poison, %pred.load.continue49 ], [ %78, %pred.load.if50 ]
  %80 = extractelement <64 x i1> %0, i64 16
  br i1 %80, label %pred.load.if52, label %pred.load.continue53

pred.load.if52:                                   ; preds = %pred.load.continue51
  %81 = or i64 %index, 16
  %82 = getelementptr inbounds i8, i8* %in, i64 %81
  %83 = load i8, i8* %82, align 1, !tbaa !26
  br label %pred.load.continue53

pred.load.continue53:                             ; preds = %pred.load.if52, %pred.load.continue51
  %84 = phi i8 [ poison, %pred.load.continue51 ], [ %83, %pred.load.if52 ]
  %85 = extractelement <64 x i1> %0, i64 17
  br i1 %85, label %pred.load.if54, label %pred.load.continue55

pred.load.if54:                                   ; preds = %pred.load.continue53
  %86 = or i64 %index, 17
  %87 = getelementptr inbounds i8, i8* %in, i64 %86
  %88 = load i8, i8* %87, align 1, !tbaa !26
  br label %pred.load.continue55

pred.load.continue55:                             ; preds = %pred.load.if54, %pred.load.continue53
  %89 = phi i8 [ poison, %pred.load.continue53 ], [ %88, %pred.load.if54 ]
  %90 = extractelement <64 x i1> %0, i64 18
  br i1 %90, label %pred.load.if56, label %pred.load.continue57

pred.load.if56:                                   ; preds = %pred.load.continue55
  %91 = or i64 %index, 18
  %92 = getelementptr inbounds i8, i8* %in, i64 %91
  %93 = load i8, i8* %92, align 1, !tbaa !26
  br label %pred.load.continue57

pred.load.continue57:                             ; preds = %pred.load.if56, %pred.load.continue55
  %94 = phi i8 [ poison, %pred.load.continue55 ], [ %93, %pred.load.if56 ]
  %95 = extractelement <64 x i1> %0, i64 19
  br i1 %95, label %pred.load.if58, label %pred.load.continue59

pred.load.if58:                                   ; preds = %pred.load.continue57
  %96 = or i64 %index, 19
  %97 = getelementptr inbounds i8, i8* %in, i64 %96
  %98 = load i8, i8* %97, align 1, !tbaa !26
  br label %pred.load.continue59

pred.load.continue59:                             ; preds = %pred.load.if58, %pred.load.continue57
  %99 = phi i8 [ poison, %pred.load.continue57 ], [ %98, %pred.load.if58 ]
  %100 = extractelement <64 x i1> %0, i64 20
  br i1 %100, label %pred.load.if60, label %pred.load.continue61

pred.load.if60:                                   ; preds = %pred.load.continue59
  %101 = or i64 %index, 20
  %102 = getelementptr inbounds i8, i8* %in, i64 %101
  %103 = load i8, i8* %102, align 1, !tbaa !26
  br label %pred.load.continue61

pred.load.continue61:                             ; preds = %pred.load.if60, %pred.load.continue59
  %104 = phi i8 [ poison, %pred.load.continue59 ], [ %103, %pred.load.if60 ]
  %105 = extractelement <64 x i1> %0, i64 21
  br i1 %105, label %pred.load.if62, label %pred.load.continue63

pred.load.if62:                                   ; preds = %pred.load.continue61
  %106 = or i64 %index, 21
  %107 = getelementptr inbounds i8, i8* %in, i64 %106
  %108 = load i8, i8* %107, align 1, !tbaa !26
  br label %pred.load.continue63

pred.load.continue63:                             ; preds = %pred.load.if62, %pred.load.continue61
  %109 = phi i8 [ poison, %pred.load.continue61 ], [ %108, %pred.load.if62 ]
  %110 = extractelement <64 x i1> %0, i64 22
  br i1 %110, label %pred.load.if64, label %pred.load.continue65

pred.load.if64:                                   ; preds = %pred.load.continue63
  %111 = or i64 %index, 22
  %112 = getelementptr inbounds i8, i8* %in, i64 %111
  %113 = load i8, i8* %112, align 1, !tbaa !26
  br label %pred.load.continue65

pred.load.continue65:                             ; preds = %pred.load.if64, %pred.load.continue63
  %114 = phi i8 [ poison, %pred.load.continue63 ], [ %113, %pred.load.if64 ]
  %115 = extractelement <64 x i1> %0, i64 23
  br i1 %115, label %pred.load.if66, label %pred.load.continue67

pred.load.if66:                                   ; preds = %pred.load.continue65
  %116 = or i64 %index, 23
  %117 = getelementptr inbounds i8, i8* %in, i64 %116
  %118 = load i8, i8* %117, align 1, !tbaa !26
  br label %pred.load.continue67

pred.load.continue67:                             ; preds = %pred.load.if66, %pred.load.continue65
  %119 = phi i8 [ poison, %pred.load.continue65 ], [ %118, %pred.load.if66 ]
  %120 = extractelement <64 x i1> %0, i64 24
  br i1 %120, label %pred.load.if68, label %pred.load.continue69

pred.load.if68:                                   ; preds = %pred.load.continue67
  %121 = or i64 %index, 24
  %122 = getelementptr inbounds i8, i8* %in, i64 %121
  %123 = load i8, i8* %122, align 1, !tbaa !26
  br label %pred.load.continue69

pred.load.continue69:                             ; preds = %pred.load.if68, %pred.load.continue67
  %124 = phi i8 [ poison, %pred.load.continue67 ], [ %123, %pred.load.if68 ]
  %125 = extractelement <64 x i1> %0, i64 25
  br i1 %125, label %pred.load.if70, label %pred.load.continue71

pred.load.if70:                                   ; preds = %pred.load.continue69
  %126 = or i64 %index, 25
  %127 = getelementptr inbounds i8, i8* %in, i64 %126
  %128 = load i8, i8* %127, align 1, !tbaa !26
  br label %pred.load.continue71

pred.load.continue71:                             ; preds = %pred.load.if70, %pred.load.continue69
  %129 = phi i8 [ poison, %pred.load.continue69 ], [ %128, %pred.load.if70 ]
  %130 = extractelement <64 x i1> %0, i64 26
  br i1 %130, label %pred.load.if72, label %pred.load.continue73

pred.load.if72:                                   ; preds = %pred.load.continue71
  %131 = or i64 %index, 26
  %132 = getelementptr inbounds i8, i8* %in, i64 %131
  %133 = load i8, i8* %132, align 1, !tbaa !26
  br label %pred.load.continue73

pred.load.continue73:                             ; preds = %pred.load.if72, %pred.load.continue71
  %134 = phi i8 [ poison, %pred.load.continue71 ], [ %133, %pred.load.if72 ]
  %135 = extractelement <64 x i1> %0, i64 27
  br i1 %135, label %pred.load.if74, label %pred.load.continue75

pred.load.if74:                                   ; preds = %pred.load.continue73
  %136 = or i64 %index, 27
  %137 = getelementptr inbounds i8, i8* %in, i64 %136
  %138 = load i8, i8* %137, align 1, !tbaa !26
  br label %pred.load.continue75

pred.load.continue75:                             ; preds = %pred.load.if74, %pred.load.continue73
  %139 = phi i8 [ poison, %pred.load.continue73 ], [ %138, %pred.load.if74 ]
  %140 = extractelement <64 x i1> %0, i64 28
  br i1 %140, label %pred.load.if76, label %pred.load.continue77

pred.load.if76:                                   ; preds = %pred.load.continue75
  %141 = or i64 %index, 28
  %142 = getelementptr inbounds i8, i8* %in, i64 %141
  %143 = load i8, i8* %142, align 1, !tbaa !26
  br label %pred.load.continue77

pred.load.continue77:                             ; preds = %pred.load.if76, %pred.load.continue75
  %144 = phi i8 [ poison, %pred.load.continue75 ], [ %143, %pred.load.if76 ]
  %145 = extractelement <64 x i1> %0, i64 29
  br i1 %145, label %pred.load.if78, label %pred.load.continue79

pred.load.if78:                                   ; preds = %pred.load.continue77
  %146 = or i64 %index, 29
  %147 = getelementptr inbounds i8, i8* %in, i64 %146
  %148 = load i8, i8* %147, align 1, !tbaa !26
  br label %pred.load.continue79

pred.load.continue79:                             ; preds = %pred.load.if78, %pred.load.continue77
  %149 = phi i8 [ poison, %pred.load.continue77 ], [ %148, %pred.load.if78 ]
  %150 = extractelement <64 x i1> %0, i64 30
  br i1 %150, label %pred.load.if80, label %pred.load.continue81

pred.load.if80:                                   ; preds = %pred.load.continue79
  %151 = or i64 %index, 30
  %152 = getelementptr inbounds i8, i8* %in, i64 %151
  %153 = load i8, i8* %152, align 1, !tbaa !26
  br label %pred.load.continue81

pred.load.continue81:                             ; preds = %pred.load.if80, %pred.load.continue79
  %154 = phi i8 [ poison, %pred.load.continue79 ], [ %153, %pred.load.if80 ]
  %155 = extractelement <64 x i1> %0, i64 31
  br i1 %155, label %pred.load.if82, label %pred.load.continue83

pred.load.if82:                                   ; preds = %pred.load.continue81
  %156 = or i64 %index, 31
  %157 = getelementptr inbounds i8, i8* %in, i64 %156
  %158 = load i8, i8* %157, align 1, !tbaa !26
  br label %pred.load.continue83

pred.load.continue83:                             ; preds = %pred.load.if82, %pred.load.continue81
  %159 = phi i8 [ poison, %pred.load.continue81 ], [ %158, %pred.load.if82 ]
  %160 = extractelement <64 x i1> %0, i64 32
  br i1 %160, label %pred.load.if84, label %pred.load.continue85

pred.load.if84:                                   ; preds = %pred.load.continue83
  %161 = or i64 %index, 32
  %162 = getelementptr inbounds i8, i8* %in, i64 %161
  %163 = load i8, i8* %162, align 1, !tbaa !26
  br label %pred.load.continue85

pred.load.continue85:                             ; preds = %pred.load.if84, %pred.load.continue83
  %164 = phi i8 [ poison, %pred.load.continue83 ], [ %163, %pred.load.if84 ]
  %165 = extractelement <64 x i1> %0, i64 33
  br i1 %165, label %pred.load.if86, label %pred.load.continue87

pred.load.if86:                                   ; preds = %pred.load.continue85
  %166 = or i64 %index, 33
  %167 = getelementptr inbounds i8, i8* %in, i64 %166
  %168 = load i8, i8* %167, align 1, !tbaa !26
  br label %pred.load.continue87

pred.load.continue87:                             ; preds = %pred.load.if86, %pred.load.continue85
  %169 = phi i8 [ poison, %pred.load.continue85 ], [ %168, %pred.load.if86 ]
  %170 = extractelement <64 x i1> %0, i64 34
  br i1 %170, label %pred.load.if88, label %pred.load.continue89

pred.load.if88:                                   ; preds = %pred.load.continue87
  %171 = or i64 %index, 34
  %172 = getelementptr inbounds i8, i8* %in, i64 %171
  %173 = load i8, i8* %172, align 1, !tbaa !26
  br label %pred.load.continue89

pred.load.continue89:                             ; preds = %pred.load.if88, %pred.load.continue87
  %174 = phi i8 [ poison, %pred.load.continue87 ], [ %173, %pred.load.if88 ]
  %175 = extractelement <64 x i1> %0, i64 35
  br i1 %175, label %pred.load.if90, label %pred.load.continue91

pred.load.if90:                                   ; preds = %pred.load.continue89
  %176 = or i64 %index, 35
  %177 = getelementptr inbounds i8, i8* %in, i64 %176
  %178 = load i8, i8* %177, align 1, !tbaa !26
  br label %pred.load.continue91

pred.load.continue91:                             ; preds = %pred.load.if90, %pred.load.continue89
  %179 = phi i8 [ poison, %pred.load.continue89 ], [ %178, %pred.load.if90 ]
  %180 = extractelement <64 x i1> %0, i64 36
  br i1 %180, label %pred.load.if92, label %pred.load.continue93

pred.load.if92:                                   ; preds = %pred.load.continue91
  %181 = or i64 %index, 36
  %182 = getelementptr inbounds i8, i8* %in, i64 %181
  %183 = load i8, i8* %182, align 1, !tbaa !26
  br label %pred.load.continue93

pred.load.continue93:                             ; preds = %pred.load.if92, %pred.load.continue91
  %184 = phi i8 [ poison, %pred.load.continue91 ], [ %183, %pred.load.if92 ]
  %185 = extractelement <64 x i1> %0, i64 37
  br i1 %185, label %pred.load.if94, label %pred.load.continue95

pred.load.if94:                                   ; preds = %pred.load.continue93
  %186 = or i64 %index, 37
  %187 = getelementptr inbounds i8, i8* %in, i64 %186
  %188 = load i8, i8* %187, align 1, !tbaa !26
  br label %pred.load.continue95

pred.load.continue95:                             ; preds = %pred.load.if94, %pred.load.continue93
  %189 = phi i8 [ poison, %pred.load.continue93 ], [ %188, %pred.load.if94 ]
  %190 = extractelement <64 x i1> %0, i64 38
  br i1 %190, label %pred.load.if96, label %pred.load.continue97

pred.load.if96:                                   ; preds = %pred.load.continue95
  %191 = or i64 %index, 38
  %192 = getelementptr inbounds i8, i8* %in, i64 %191
  %193 = load i8, i8* %192, align 1, !tbaa !26
  br label %pred.load.continue97

pred.load.continue97:                             ; preds = %pred.load.if96, %pred.load.continue95
  %194 = phi i8 [ poison, %pred.load.continue95 ], [ %193, %pred.load.if96 ]
  %195 = extractelement <64 x i1> %0, i64 39
  br i1 %195, label %pred.load.if98, label %pred.load.continue99

pred.load.if98:                                   ; preds = %pred.load.continue97
  %196 = or i64 %index, 39
  %197 = getelementptr inbounds i8, i8* %in, i64 %196
  %198 = load i8, i8* %197, align 1, !tbaa !26
  br label %pred.load.continue99

pred.load.continue99:                             ; preds = %pred.load.if98, %pred.load.continue97
  %199 = phi i8 [ poison, %pred.load.continue97 ], [ %198, %pred.load.if98 ]
  %200 = extractelement <64 x i1> %0, i64 40
  br i1 %200, label %pred.load.if100, label %pred.load.continue101

pred.load.if100:                                  ; preds = %pred.load.continue99
  %201 = or i64 %index, 40
  %202 = getelementptr inbounds i8, i8* %in, i64 %201
  %203 = load i8, i8* %202, align 1, !tbaa !26
  br label %pred.load.continue101

pred.load.continue101:                            ; preds = %pred.load.if100, %pred.load.continue99
  %204 = phi i8 [ poison, %pred.load.continue99 ], [ %203, %pred.load.if100 ]
  %205 = extractelement <64 x i1> %0, i64 41
  br i1 %205, label %pred.load.if102, label %pred.load.continue103

pred.load.if102:                                  ; preds = %pred.load.continue101
  %206 = or i64 %index, 41
  %207 = getelementptr inbounds i8, i8* %in, i64 %206
  %208 = load i8, i8* %207, align 1, !tbaa !26
  br label %pred.load.continue103

pred.load.continue103:                            ; preds = %pred.load.if102, %pred.load.continue101
  %209 = phi i8 [ poison, %pred.load.continue101 ], [ %208, %pred.load.if102 ]
  %210 = extractelement <64 x i1> %0, i64 42
  br i1 %210, label %pred.load.if104, label %pred.load.continue105

pred.load.if104:                                  ; preds = %pred.load.continue103
  %211 = or i64 %index, 42
  %212 = getelementptr inbounds i8, i8* %in, i64 %211
  %213 = load i8, i8* %212, align 1, !tbaa !26
  br label %pred.load.continue105

pred.load.continue105:                            ; preds = %pred.load.if104, %pred.load.continue103
  %214 = phi i8 [ poison, %pred.load.continue103 ], [ %213, %pred.load.if104 ]
  %215 = extractelement <64 x i1> %0, i64 43
  br i1 %215, label %pred.load.if106, label %pred.load.continue107

pred.load.if106:                                  ; preds = %pred.load.continue105
  %216 = or i64 %index, 43
  %217 = getelementptr inbounds i8, i8* %in, i64 %216
  %218 = load i8, i8* %217, align 1, !tbaa !26
  br label %pred.load.continue107

pred.load.continue107:                            ; preds = %pred.load.if106, %pred.load.continue105
  %219 = phi i8 [ poison, %pred.load.continue105 ], [ %218, %pred.load.if106 ]
  %220 = extractelement <64 x i1> %0, i64 44
  br i1 %220, label %pred.load.if108, label %pred.load.continue109

pred.load.if108:                                  ; preds = %pred.load.continue107
  %221 = or i64 %index, 44
  %222 = getelementptr inbounds i8, i8* %in, i64 %221
  %223 = load i8, i8* %222, align 1, !tbaa !26
  br label %pred.load.continue109

pred.load.continue109:                            ; preds = %pred.load.if108, %pred.load.continue107
  %224 = phi i8 [ poison, %pred.load.continue107 ], [ %223, %pred.load.if108 ]
  %225 = extractelement <64 x i1> %0, i64 45
  br i1 %225, label %pred.load.if110, label %pred.load.continue111

pred.load.if110:                                  ; preds = %pred.load.continue109
  %226 = or i64 %index, 45
  %227 = getelementptr inbounds i8, i8* %in, i64 %226
  %228 = load i8, i8* %227, align 1, !tbaa !26
  br label %pred.load.continue111

pred.load.continue111:                            ; preds = %pred.load.if110, %pred.load.continue109
  %229 = phi i8 [ poison, %pred.load.continue109 ], [ %228, %pred.load.if110 ]
  %230 = extractelement <64 x i1> %0, i64 46
  br i1 %230, label %pred.load.if112, label %pred.load.continue113

pred.load.if112:                                  ; preds = %pred.load.continue111
  %231 = or i64 %index, 46
  %232 = getelementptr inbounds i8, i8* %in, i64 %231
  %233 = load i8, i8* %232, align 1, !tbaa !26
  br label %pred.load.continue113

pred.load.continue113:                            ; preds = %pred.load.if112, %pred.load.continue111
  %234 = phi i8 [ poison, %pred.load.continue111 ], [ %233, %pred.load.if112 ]
  %235 = extractelement <64 x i1> %0, i64 47
  br i1 %235, label %pred.load.if114, label %pred.load.continue115

pred.load.if114:                                  ; preds = %pred.load.continue113
  %236 = or i64 %index, 47
  %237 = getelementptr inbounds i8, i8* %in, i64 %236
  %238 = load i8, i8* %237, align 1, !tbaa !26
  br label %pred.load.continue115

pred.load.continue115:                            ; preds = %pred.load.if114, %pred.load.continue113
  %239 = phi i8 [ poison, %pred.load.continue113 ], [ %238, %pred.load.if114 ]
  %240 = extractelement <64 x i1> %0, i64 48
  br i1 %240, label %pred.load.if116, label %pred.load.continue117

pred.load.if116:                                  ; preds = %pred.load.continue115
  %241 = or i64 %index, 48
  %242 = getelementptr inbounds i8, i8* %in, i64 %241
  %243 = load i8, i8* %242, align 1, !tbaa !26
  br label %pred.load.continue117

pred.load.continue117:                            ; preds = %pred.load.if116, %pred.load.continue115
  %244 = phi i8 [ poison, %pred.load.continue115 ], [ %243, %pred.load.if116 ]
  %245 = extractelement <64 x i1> %0, i64 49
  br i1 %245, label %pred.load.if118, label %pred.load.continue119

pred.load.if118:                                  ; preds = %pred.load.continue117
  %246 = or i64 %index, 49
  %247 = getelementptr inbounds i8, i8* %in, i64 %246
  %248 = load i8, i8* %247, align 1, !tbaa !26
  br label %pred.load.continue119

pred.load.continue119:                            ; preds = %pred.load.if118, %pred.load.continue117
  %249 = phi i8 [ poison, %pred.load.continue117 ], [ %248, %pred.load.if118 ]
  %250 = extractelement <64 x i1> %0, i64 50
  br i1 %250, label %pred.load.if120, label %pred.load.continue121

pred.load.if120:                                  ; preds = %pred.load.continue119
  %251 = or i64 %index, 50
  %252 = getelementptr inbounds i8, i8* %in, i64 %251
  %253 = load i8, i8* %252, align 1, !tbaa !26
  br label %pred.load.continue121

pred.load.continue121:                            ; preds = %pred.load.if120, %pred.load.continue119
  %254 = phi i8 [ poison, %pred.load.continue119 ], [ %253, %pred.load.if120 ]
  %255 = extractelement <64 x i1> %0, i64 51
  br i1 %255, label %pred.load.if122, label %pred.load.continue123

pred.load.if122:                                  ; preds = %pred.load.continue121
  %256 = or i64 %index, 51
  %257 = getelementptr inbounds i8, i8* %in, i64 %256
  %258 = load i8, i8* %257, align 1, !tbaa !26
  br label %pred.load.continue123

pred.load.continue123:                            ; preds = %pred.load.if122, %pred.load.continue121
  %259 = phi i8 [ poison, %pred.load.continue121 ], [ %258, %pred.load.if122 ]
  %260 = extractelement <64 x i1> %0, i64 52
  br i1 %260, label %pred.load.if124, label %pred.load.continue125

pred.load.if124:                                  ; preds = %pred.load.continue123
  %261 = or i64 %index, 52
  %262 = getelementptr inbounds i8, i8* %in, i64 %261
  %263 = load i8, i8* %262, align 1, !tbaa !26
  br label %pred.load.continue125

pred.load.continue125:                            ; preds = %pred.load.if124, %pred.load.continue123
  %264 = phi i8 [ poison, %pred.load.continue123 ], [ %263, %pred.load.if124 ]
  %265 = extractelement <64 x i1> %0, i64 53
  br i1 %265, label %pred.load.if126, label %pred.load.continue127

pred.load.if126:                                  ; preds = %pred.load.continue125
  %266 = or i64 %index, 53
  %267 = getelementptr inbounds i8, i8* %in, i64 %266
  %268 = load i8, i8* %267, align 1, !tbaa !26
  br label %pred.load.continue127

pred.load.continue127:                            ; preds = %pred.load.if126, %pred.load.continue125
  %269 = phi i8 [ poison, %pred.load.continue125 ], [ %268, %pred.load.if126 ]
  %270 = extractelement <64 x i1> %0, i64 54
  br i1 %270, label %pred.load.if128, label %pred.load.continue129

pred.load.if128:                                  ; preds = %pred.load.continue127
  %271 = or i64 %index, 54
  %272 = getelementptr inbounds i8, i8* %in, i64 %271
  %273 = load i8, i8* %272, align 1, !tbaa !26
  br label %pred.load.continue129

pred.load.continue129:                            ; preds = %pred.load.if128, %pred.load.continue127
  %274 = phi i8 [ poison, %pred.load.continue127 ], [ %273, %pred.load.if128 ]
  %275 = extractelement <64 x i1> %0, i64 55
  br i1 %275, label %pred.load.if130, label %pred.load.continue131

pred.load.if130:                                  ; preds = %pred.load.continue129
  %276 = or i64 %index, 55
  %277 = getelementptr inbounds i8, i8* %in, i64 %276
  %278 = load i8, i8* %277, align 1, !tbaa !26
  br label %pred.load.continue131

pred.load.continue131:                            ; preds = %pred.load.if130, %pred.load.continue129
  %279 = phi i8 [ poison, %pred.load.continue129 ], [ %278, %pred.load.if130 ]
  %280 = extractelement <64 x i1> %0, i64 56
  br i1 %280, label %pred.load.if132, label %pred.load.continue133

pred.load.if132:                                  ; preds = %pred.load.continue131
  %281 = or i64 %index, 56
  %282 = getelementptr inbounds i8, i8* %in, i64 %281
  %283 = load i8, i8* %282, align 1, !tbaa !26
  br label %pred.load.continue133

pred.load.continue133:                            ; preds = %pred.load.if132, %pred.load.continue131
  %284 = phi i8 [ poison, %pred.load.continue131 ], [ %283, %pred.load.if132 ]
  %285 = extractelement <64 x i1> %0, i64 57
  br i1 %285, label %pred.load.if134, label %pred.load.continue135

pred.load.if134:                                  ; preds = %pred.load.continue133
  %286 = or i64 %index, 57
  %287 = getelementptr inbounds i8, i8* %in, i64 %286
  %288 = load i8, i8* %287, align 1, !tbaa !26
  br label %pred.load.continue135

pred.load.continue135:                            ; preds = %pred.load.if134, %pred.load.continue133
  %289 = phi i8 [ poison, %pred.load.continue133 ], [ %288, %pred.load.if134 ]
  %290 = extractelement <64 x i1> %0, i64 58
  br i1 %290, label %pred.load.if136, label %pred.load.continue137

pred.load.if136:                                  ; preds = %pred.load.continue135
  %291 = or i64 %index, 58
  %292 = getelementptr inbounds i8, i8* %in, i64 %291
  %293 = load i8, i8* %292, align 1, !tbaa !26
  br label %pred.load.continue137

pred.load.continue137:                            ; preds = %pred.load.if136, %pred.load.continue135
  %294 = phi i8 [ poison, %pred.load.continue135 ], [ %293, %pred.load.if136 ]
  %295 = extractelement <64 x i1> %0, i64 59
  br i1 %295, label %pred.load.if138, label %pred.load.continue139

pred.load.if138:                                  ; preds = %pred.load.continue137
  %296 = or i64 %index, 59
  %297 = getelementptr inbounds i8, i8* %in, i64 %296
  %298 = load i8, i8* %297, align 1, !tbaa !26
  br label %pred.load.continue139

pred.load.continue139:                            ; preds = %pred.load.if138, %pred.load.continue137
  %299 = phi i8 [ poison, %pred.load.continue137 ], [ %298, %pred.load.if138 ]
  %300 = extractelement <64 x i1> %0, i64 60
  br i1 %300, label %pred.load.if140, label %pred.load.continue141

pred.load.if140:                                  ; preds = %pred.load.continue139
  %301 = or i64 %index, 60
  %302 = getelementptr inbounds i8, i8* %in, i64 %301
  %303 = load i8, i8* %302, align 1, !tbaa !26
  br label %pred.load.continue141

pred.load.continue141:                            ; preds = %pred.load.if140, %pred.load.continue139
  %304 = phi i8 [ poison, %pred.load.continue139 ], [ %303, %pred.load.if140 ]
  %305 = extractelement <64 x i1> %0, i64 61
  br i1 %305, label %pred.load.if142, label %pred.load.continue143

pred.load.if142:                                  ; preds = %pred.load.continue141
  %306 = or i64 %index, 61
  %307 = getelementptr inbounds i8, i8* %in, i64 %306
  %308 = load i8, i8* %307, align 1, !tbaa !26
  br label %pred.load.continue143

pred.load.continue143:                            ; preds = %pred.load.if142, %pred.load.continue141
  %309 = phi i8 [ poison, %pred.load.continue141 ], [ %308, %pred.load.if142 ]
  %310 = extractelement <64 x i1> %0, i64 62
  br i1 %310, label %pred.load.if144, label %pred.load.continue145

pred.load.if144:                                  ; preds = %pred.load.continue143
  %311 = or i64 %index, 62
  %312 = getelementptr inbounds i8, i8* %in, i64 %311
  %313 = load i8, i8* %312, align 1, !tbaa !26
  br label %pred.load.continue145

pred.load.continue145:                            ; preds = %pred.load.if144, %pred.load.continue143
  %314 = phi i8 [ poison, %pred.load.continue143 ], [ %313, %pred.load.if144 ]
  %315 = extractelement <64 x i1> %0, i64 63
  br i1 %315, label %pred.load.if146, label %pred.load.continue147

pred.load.if146:                                  ; preds = %pred.load.continue145
  %316 = or i64 %index, 63
  %317 = getelementptr inbounds i8, i8* %in, i64 %316
  %318 = load i8, i8* %317, align 1, !tbaa !26
  br label %pred.load.continue147

pred.load.continue147:                            ; preds = %pred.load.if146, %pred.load.continue145
  %319 = phi i8 [ poison, %pred.load.continue145 ], [ %318, %pred.load.if146 ]
  %320 = insertelement <64 x i8> poison, i8 %4, i64 0
  %321 = insertelement <64 x i8> %320, i8 %9, i64 1
  %322 = insertelement <64 x i8> %321, i8 %14, i64 2
  %323 = insertelement <64 x i8> %322, i8 %19, i64 3
  %324 = insertelement <64 x i8> %323, i8 %24, i64 4
  %325 = insertelement <64 x i8> %324, i8 %29, i64 5
  %326 = insertelement <64 x i8> %325, i8 %34, i64 6
  %327 = insertelement <64 x i8> %326, i8 %39, i64 7
  %328 = insertelement <64 x i8> %327, i8 %44, i64 8
  %329 = insertelement <64 x i8> %328, i8 %49, i64 9
  %330 = insertelement <64 x i8> %329, i8 %54, i64 10
  %331 = insertelement <64 x i8> %330, i8 %59, i64 11
  %332 = insertelement <64 x i8> %331, i8 %64, i64 12
  %333 = insertelement <64 x i8> %332, i8 %69, i64 13
  %334 = insertelement <64 x i8> %333, i8 %74, i64 14
  %335 = insertelement <64 x i8> %334, i8 %79, i64 15
  %336 = insertelement <64 x i8> %335, i8 %84, i64 16
  %337 = insertelement <64 x i8> %336, i8 %89, i64 17
  %338 = insertelement <64 x i8> %337, i8 %94, i64 18
  %339 = insertelement <64 x i8> %338, i8 %99, i64 19
  %340 = insertelement <64 x i8> %339, i8 %104, i64 20
  %341 = insertelement <64 x i8> %340, i8 %109, i64 21
  %342 = insertelement <64 x i8> %341, i8 %114, i64 22
  %343 = insertelement <64 x i8> %342, i8 %119, i64 23
  %344 = insertelement <64 x i8> %343, i8 %124, i64 24
  %345 = insertelement <64 x i8> %344, i8 %129, i64 25
  %346 = insertelement <64 x i8> %345, i8 %134, i64 26
  %347 = insertelement <64 x i8> %346, i8 %139, i64 27
  %348 = insertelement <64 x i8> %347, i8 %144, i64 28
  %349 = insertelement <64 x i8> %348, i8 %149, i64 29
  %350 = insertelement <64 x i8> %349, i8 %154, i64 30
  %351 = insertelement <64 x i8> %350, i8 %159, i64 31
  %352 = insertelement <64 x i8> %351, i8 %164, i64 32
  %353 = insertelement <64 x i8> %352, i8 %169, i64 33
  %354 = insertelement <64 x i8> %353, i8 %174, i64 34
  %355 = insertelement <64 x i8> %354, i8 %179, i64 35
  %356 = insertelement <64 x i8> %355, i8 %184, i64 36
  %357 = insertelement <64 x i8> %356, i8 %189, i64 37
  %358 = insertelement <64 x i8> %357, i8 %194, i64 38
  %359 = insertelement <64 x i8> %358, i8 %199, i64 39
  %360 = insertelement <64 x i8> %359, i8 %204, i64 40
  %361 = insertelement <64 x i8> %360, i8 %209, i64 41
  %362 = insertelement <64 x i8> %361, i8 %214, i64 42
  %363 = insertelement <64 x i8> %362, i8 %219, i64 43
  %364 = insertelement <64 x i8> %363, i8 %224, i64 44
  %365 = insertelement <64 x i8> %364, i8 %229, i64 45
  %366 = insertelement <64 x i8> %365, i8 %234, i64 46
  %367 = insertelement <64 x i8> %366, i8 %239, i64 47
  %368 = insertelement <64 x i8> %367, i8 %244, i64 48
  %369 = insertelement <64 x i8> %368, i8 %249, i64 49
  %370 = insertelement <64 x i8> %369, i8 %254, i64 50
  %371 = insertelement <64 x i8> %370, i8 %259, i64 51
  %372 = insertelement <64 x i8> %371, i8 %264, i64 52
  %373 = insertelement <64 x i8> %372, i8 %269, i64 53
  %374 = insertelement <64 x i8> %373, i8 %274, i64 54
  %375 = insertelement <64 x i8> %374, i8 %279, i64 55
  %376 = insertelement <64 x i8> %375, i8 %284, i64 56
  %377 = insertelement <64 x i8> %376, i8 %289, i64 57
  %378 = insertelement <64 x i8> %377, i8 %294, i64 58
  %379 = insertelement <64 x i8> %378, i8 %299, i64 59
  %380 = insertelement <64 x i8> %379, i8 %304, i64 60
  %381 = insertelement <64 x i8> %380, i8 %309, i64 61
  %382 = insertelement <64 x i8> %381, i8 %314, i64 62
  %383 = insertelement <64 x i8> %382, i8 %319, i64 63
  %384 = shl nuw nsw <64 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %385 = extractelement <64 x i1> %0, i64 0
  br i1 %385, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue147
  %386 = extractelement <64 x i64> %384, i64 0
  %387 = getelementptr inbounds i8, i8* %out, i64 %386
  store i8 %4, i8* %387, align 1, !tbaa !26
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue147
  %388 = extractelement <64 x i1> %0, i64 1
  br i1 %388, label %pred.store.if148, label %pred.store.continue149

pred.store.if148:                                 ; preds = %pred.store.continue
  %389 = extractelement <64 x i64> %384, i64 1
  %390 = getelementptr inbounds i8, i8* %out, i64 %389
  store i8 %9, i8* %390, align 1, !tbaa !26
  br label %pred.store.continue149

pred.store.continue149:                           ; preds = %pred.store.if148, %pred.store.continue
  %391 = extractelement <64 x i1> %0, i64 2
  br i1 %391, label %pred.store.if150, label %pred.store.continue151

pred.store.if150:                                 ; preds = %pred.store.continue149
  %392 = extractelement <64 x i64> %384, i64 2
  %393 = getelementptr inbounds i8, i8* %out, i64 %392
  store i8 %14, i8* %393, align 1, !tbaa !26
  br label %pred.store.continue151

pred.store.continue151:                           ; preds = %pred.store.if150, %pred.store.continue149
  %394 = extractelement <64 x i1> %0, i64 3
  br i1 %394, label %pred.store.if152, label %pred.store.continue153

pred.store.if152:                                 ; preds = %pred.store.continue151
  %395 = extractelement <64 x i64> %384, i64 3
  %396 = getelementptr inbounds i8, i8* %out, i64 %395
  store i8 %19, i8* %396, align 1, !tbaa !26
  br label %pred.store.continue153

pred.store.continue153:                           ; preds = %pred.store.if152, %pred.store.continue151
  %397 = extractelement <64 x i1> %0, i64 4
  br i1 %397, label %pred.store.if154, label %pred.store.continue155

pred.store.if154:                                 ; preds = %pred.store.continue153
  %398 = extractelement <64 x i64> %384, i64 4
  %399 = getelementptr inbounds i8, i8* %out, i64 %398
  store i8 %24, i8* %399, align 1, !tbaa !26
  br label %pred.store.continue155

pred.store.continue155:                           ; preds = %pred.store.if154, %pred.store.continue153
  %400 = extractelement <64 x i1> %0, i64 5
  br i1 %400, label %pred.store.if156, label %pred.store.continue157

pred.store.if156:                                 ; preds = %pred.store.continue155
  %401 = extractelement <64 x i64> %384, i64 5
  %402 = getelementptr inbounds i8, i8* %out, i64 %401
  store i8 %29, i8* %402, align 1, !tbaa !26
  br label %pred.store.continue157

pred.store.continue157:                           ; preds = %pred.store.if156, %pred.store.continue155
  %403 = extractelement <64 x i1> %0, i64 6
  br i1 %403, label %pred.store.if158, label %pred.store.continue159

pred.store.if158:                                 ; preds = %pred.store.continue157
  %404 = extractelement <64 x i64> %384, i64 6
  %405 = getelementptr inbounds i8, i8* %out, i64 %404
  store i8 %34, i8* %405, align 1, !tbaa !26
  br label %pred.store.continue159

pred.store.continue159:                           ; preds = %pred.store.if158, %pred.store.continue157
  %406 = extractelement <64 x i1> %0, i64 7
  br i1 %406, label %pred.store.if160, label %pred.store.continue161

pred.store.if160:                                 ; preds = %pred.store.continue159
  %407 = extractelement <64 x i64> %384, i64 7
  %408 = getelementptr inbounds i8, i8* %out, i64 %407
  store i8 %39, i8* %408, align 1, !tbaa !26
  br label %pred.store.continue161

pred.store.continue161:                           ; preds = %pred.store.if160, %pred.store.continue159
  %409 = extractelement <64 x i1> %0, i64 8
  br i1 %409, label %pred.store.if162, label %pred.store.continue163

pred.store.if162:                                 ; preds = %pred.store.continue161
  %410 = extractelement <64 x i64> %384, i64 8
  %411 = getelementptr inbounds i8, i8* %out, i64 %410
  store i8 %44, i8* %411, align 1, !tbaa !26
  br label %pred.store.continue163

pred.store.continue163:                           ; preds = %pred.store.if162, %pred.store.continue161
  %412 = extractelement <64 x i1> %0, i64 9
  br i1 %412, label %pred.store.if164, label %pred.store.continue165

pred.store.if164:                                 ; preds = %pred.store.continue163
  %413 = extractelement <64 x i64> %384, i64 9
  %414 = getelementptr inbounds i8, i8* %out, i64 %413
  store i8 %49, i8* %414, align 1, !tbaa !26
  br label %pred.store.continue165

pred.store.continue165:                           ; preds = %pred.store.if164, %pred.store.continue163
  %415 = extractelement <64 x i1> %0, i64 10
  br i1 %415, label %pred.store.if166, label %pred.store.continue167

pred.store.if166:                                 ; preds = %pred.store.continue165
  %416 = extractelement <64 x i64> %384, i64 10
  %417 = getelementptr inbounds i8, i8* %out, i64 %416
  store i8 %54, i8* %417, align 1, !tbaa !26
  br label %pred.store.continue167

pred.store.continue167:                           ; preds = %pred.store.if166, %pred.store.continue165
  %418 = extractelement <64 x i1> %0, i64 11
  br i1 %418, label %pred.store.if168, label %pred.store.continue169

pred.store.if168:                                 ; preds = %pred.store.continue167
  %419 = extractelement <64 x i64> %384, i64 11
  %420 = getelementptr inbounds i8, i8* %out, i64 %419
  store i8 %59, i8* %420, align 1, !tbaa !26
  br label %pred.store.continue169

pred.store.continue169:                           ; preds = %pred.store.if168, %pred.store.continue167
  %421 = extractelement <64 x i1> %0, i64 12
  br i1 %421, label %pred.store.if170, label %pred.store.continue171

pred.store.if170:                                 ; preds = %pred.store.continue169
  %422 = extractelement <64 x i64> %384, i64 12
  %423 = getelementptr inbounds i8, i8* %out, i64 %422
  store i8 %64, i8* %423, align 1, !tbaa !26
  br label %pred.store.continue171

pred.store.continue171:                           ; preds = %pred.store.if170, %pred.store.continue169
  %424 = extractelement <64 x i1> %0, i64 13
  br i1 %424, label %pred.store.if172, label %pred.store.continue173

pred.store.if172:                                 ; preds = %pred.store.continue171
  %425 = extractelement <64 x i64> %384, i64 13
  %426 = getelementptr inbounds i8, i8* %out, i64 %425
  store i8 %69, i8* %426, align 1, !tbaa !26
  br label %pred.store.continue173

pred.store.continue173:                           ; preds = %pred.store.if172, %pred.store.continue171
  %427 = extractelement <64 x i1> %0, i64 14
  br i1 %427, label %pred.store.if174, label %pred.store.continue175

pred.store.if174:                                 ; preds = %pred.store.continue173
  %428 = extractelement <64 x i64> %384, i64 14
  %429 = getelementptr inbounds i8, i8* %out, i64 %428
  store i8 %74, i8* %429, align 1, !tbaa !26
  br label %pred.store.continue175

pred.store.continue175:                           ; preds = %pred.store.if174, %pred.store.continue173
  %430 = extractelement <64 x i1> %0, i64 15
  br i1 %430, label %pred.store.if176, label %pred.store.continue177

pred.store.if176:                                 ; preds = %pred.store.continue175
  %431 = extractelement <64 x i64> %384, i64 15
  %432 = getelementptr inbounds i8, i8* %out, i64 %431
  store i8 %79, i8* %432, align 1, !tbaa !26
  br label %pred.store.continue177

pred.store.continue177:                           ; preds = %pred.store.if176, %pred.store.continue175
  %433 = extractelement <64 x i1> %0, i64 16
  br i1 %433, label %pred.store.if178, label %pred.store.continue179

pred.store.if178:                                 ; preds = %pred.store.continue177
  %434 = extractelement <64 x i64> %384, i64 16
  %435 = getelementptr inbounds i8, i8* %out, i64 %434
  store i8 %84, i8* %435, align 1, !tbaa !26
  br label %pred.store.continue179

pred.store.continue179:                           ; preds = %pred.store.if178, %pred.store.continue177
  %436 = extractelement <64 x i1> %0, i64 17
  br i1 %436, label %pred.store.if180, label %pred.store.continue181

pred.store.if180:                                 ; preds = %pred.store.continue179
  %437 = extractelement <64 x i64> %384, i64 17
  %438 = getelementptr inbounds i8, i8* %out, i64 %437
  store i8 %89, i8* %438, align 1, !tbaa !26
  br label %pred.store.continue181

pred.store.continue181:                           ; preds = %pred.store.if180, %pred.store.continue179
  %439 = extractelement <64 x i1> %0, i64 18
  br i1 %439, label %pred.store.if182, label %pred.store.continue183

pred.store.if182:                                 ; preds = %pred.store.continue181
  %440 = extractelement <64 x i64> %384, i64 18
  %441 = getelementptr inbounds i8, i8* %out, i64 %440
  store i8 %94, i8* %441, align 1, !tbaa !26
  br label %pred.store.continue183

pred.store.continue183:                           ; preds = %pred.store.if182, %pred.store.continue181
  %442 = extractelement <64 x i1> %0, i64 19
  br i1 %442, label %pred.store.if184, label %pred.store.continue185

pred.store.if184:                                 ; preds = %pred.store.continue183
  %443 = extractelement <64 x i64> %384, i64 19
  %444 = getelementptr inbounds i8, i8* %out, i64 %443
  store i8 %99, i8* %444, align 1, !tbaa !26
  br label %pred.store.continue185

pred.store.continue185:                           ; preds = %pred.store.if184, %pred.store.continue183
  %445 = extractelement <64 x i1> %0, i64 20
  br i1 %445, label %pred.store.if186, label %pred.store.continue187

pred.store.if186:                                 ; preds = %pred.store.continue185
  %446 = extractelement <64 x i64> %384, i64 20
  %447 = getelementptr inbounds i8, i8* %out, i64 %446
  store i8 %104, i8* %447, align 1, !tbaa !26
  br label %pred.store.continue187

pred.store.continue187:                           ; preds = %pred.store.if186, %pred.store.continue185
  %448 = extractelement <64 x i1> %0, i64 21
  br i1 %448, label %pred.store.if188, label %pred.store.continue189

pred.store.if188:                                 ; preds = %pred.store.continue187
  %449 = extractelement <64 x i64> %384, i64 21
  %450 = getelementptr inbounds i8, i8* %out, i64 %449
  store i8 %109, i8* %450, align 1, !tbaa !26
  br label %pred.store.continue189

pred.store.continue189:                           ; preds = %pred.store.if188, %pred.store.continue187
  %451 = extractelement <64 x i1> %0, i64 22
  br i1 %451, label %pred.store.if190, label %pred.store.continue191

pred.store.if190:                                 ; preds = %pred.store.continue189
  %452 = extractelement <64 x i64> %384, i64 22
  %453 = getelementptr inbounds i8, i8* %out, i64 %452
  store i8 %114, i8* %453, align 1, !tbaa !26
  br label %pred.store.continue191

pred.store.continue191:                           ; preds = %pred.store.if190, %pred.store.continue189
  %454 = extractelement <64 x i1> %0, i64 23
  br i1 %454, label %pred.store.if192, label %pred.store.continue193

pred.store.if192:                                 ; preds = %pred.store.continue191
  %455 = extractelement <64 x i64> %384, i64 23
  %456 = getelementptr inbounds i8, i8* %out, i64 %455
  store i8 %119, i8* %456, align 1, !tbaa !26
  br label %pred.store.continue193

pred.store.continue193:                           ; preds = %pred.store.if192, %pred.store.continue191
  %457 = extractelement <64 x i1> %0, i64 24
  br i1 %457, label %pred.store.if194, label %pred.store.continue195

pred.store.if194:                                 ; preds = %pred.store.continue193
  %458 = extractelement <64 x i64> %384, i64 24
  %459 = getelementptr inbounds i8, i8* %out, i64 %458
  store i8 %124, i8* %459, align 1, !tbaa !26
  br label %pred.store.continue195

pred.store.continue195:                           ; preds = %pred.store.if194, %pred.store.continue193
  %460 = extractelement <64 x i1> %0, i64 25
  br i1 %460, label %pred.store.if196, label %pred.store.continue197

pred.store.if196:                                 ; preds = %pred.store.continue195
  %461 = extractelement <64 x i64> %384, i64 25
  %462 = getelementptr inbounds i8, i8* %out, i64 %461
  store i8 %129, i8* %462, align 1, !tbaa !26
  br label %pred.store.continue197

pred.store.continue197:                           ; preds = %pred.store.if196, %pred.store.continue195
  %463 = extractelement <64 x i1> %0, i64 26
  br i1 %463, label %pred.store.if198, label %pred.store.continue199

pred.store.if198:                                 ; preds = %pred.store.continue197
  %464 = extractelement <64 x i64> %384, i64 26
  %465 = getelementptr inbounds i8, i8* %out, i64 %464
  store i8 %134, i8* %465, align 1, !tbaa !26
  br label %pred.store.continue199

pred.store.continue199:                           ; preds = %pred.store.if198, %pred.store.continue197
  %466 = extractelement <64 x i1> %0, i64 27
  br i1 %466, label %pred.store.if200, label %pred.store.continue201

pred.store.if200:                                 ; preds = %pred.store.continue199
  %467 = extractelement <64 x i64> %384, i64 27
  %468 = getelementptr inbounds i8, i8* %out, i64 %467
  store i8 %139, i8* %468, align 1, !tbaa !26
  br label %pred.store.continue201

pred.store.continue201:                           ; preds = %pred.store.if200, %pred.store.continue199
  %469 = extractelement <64 x i1> %0, i64 28
  br i1 %469, label %pred.store.if202, label %pred.store.continue203

pred.store.if202:                                 ; preds = %pred.store.continue201
  %470 = extractelement <64 x i64> %384, i64 28
  %471 = getelementptr inbounds i8, i8* %out, i64 %470
  store i8 %144, i8* %471, align 1, !tbaa !26
  br label %pred.store.continue203

pred.store.continue203:                           ; preds = %pred.store.if202, %pred.store.continue201
  %472 = extractelement <64 x i1> %0, i64 29
  br i1 %472, label %pred.store.if204, label %pred.store.continue205

pred.store.if204:                                 ; preds = %pred.store.continue203
  %473 = extractelement <64 x i64> %384, i64 29
  %474 = getelementptr inbounds i8, i8* %out, i64 %473
  store i8 %149, i8* %474, align 1, !tbaa !26
  br label %pred.store.continue205

pred.store.continue205:                           ; preds = %pred.store.if204, %pred.store.continue203
  %475 = extractelement <64 x i1> %0, i64 30
  br i1 %475, label %pred.store.if206, label %pred.store.continue207

pred.store.if206:                                 ; preds = %pred.store.continue205
  %476 = extractelement <64 x i64> %384, i64 30
  %477 = getelementptr inbounds i8, i8* %out, i64 %476
  store i8 %154, i8* %477, align 1, !tbaa !26
  br label %pred.store.continue207

pred.store.continue207:                           ; preds = %pred.store.if206, %pred.store.continue205
  %478 = extractelement <64 x i1> %0, i64 31
  br i1 %478, label %pred.store.if208, label %pred.store.continue209

pred.store.if208:                                 ; preds = %pred.store.continue207
  %479 = extractelement <64 x i64> %384, i64 31
  %480 = getelementptr inbounds i8, i8* %out, i64 %479
  store i8 %159, i8* %480, align 1, !tbaa !26
  br label %pred.store.continue209

pred.store.continue209:                           ; preds = %pred.store.if208, %pred.store.continue207
  %481 = extractelement <64 x i1> %0, i64 32
  br i1 %481, label %pred.store.if210, label %pred.store.continue211

pred.store.if210:                                 ; preds = %pred.store.continue209
  %482 = extractelement <64 x i64> %384, i64 32
  %483 = getelementptr inbounds i8, i8* %out, i64 %482
  store i8 %164, i8* %483, align 1, !tbaa !26
  br label %pred.store.continue211

pred.store.continue211:                           ; preds = %pred.store.if210, %pred.store.continue209
  %484 = extractelement <64 x i1> %0, i64 33
  br i1 %484, label %pred.store.if212, label %pred.store.continue213

pred.store.if212:                                 ; preds = %pred.store.continue211
  %485 = extractelement <64 x i64> %384, i64 33
  %486 = getelementptr inbounds i8, i8* %out, i64 %485
  store i8 %169, i8* %486, align 1, !tbaa !26
  br label %pred.store.continue213

pred.store.continue213:                           ; preds = %pred.store.if212, %pred.store.continue211
  %487 = extractelement <64 x i1> %0, i64 34
  br i1 %487, label %pred.store.if214, label %pred.store.continue215

pred.store.if214:                                 ; preds = %pred.store.continue213
  %488 = extractelement <64 x i64> %384, i64 34
  %489 = getelementptr inbounds i8, i8* %out, i64 %488
  store i8 %174, i8* %489, align 1, !tbaa !26
  br label %pred.store.continue215

pred.store.continue215:                           ; preds = %pred.store.if214, %pred.store.continue213
  %490 = extractelement <64 x i1> %0, i64 35
  br i1 %490, label %pred.store.if216, label %pred.store.continue217

pred.store.if216:                                 ; preds = %pred.store.continue215
  %491 = extractelement <64 x i64> %384, i64 35
  %492 = getelementptr inbounds i8, i8* %out, i64 %491
  store i8 %179, i8* %492, align 1, !tbaa !26
  br label %pred.store.continue217

pred.store.continue217:                           ; preds = %pred.store.if216, %pred.store.continue215
  %493 = extractelement <64 x i1> %0, i64 36
  br i1 %493, label %pred.store.if218, label %pred.store.continue219

pred.store.if218:                                 ; preds = %pred.store.continue217
  %494 = extractelement <64 x i64> %384, i64 36
  %495 = getelementptr inbounds i8, i8* %out, i64 %494
  store i8 %184, i8* %495, align 1, !tbaa !26
  br label %pred.store.continue219

pred.store.continue219:                           ; preds = %pred.store.if218, %pred.store.continue217
  %496 = extractelement <64 x i1> %0, i64 37
  br i1 %496, label %pred.store.if220, label %pred.store.continue221

pred.store.if220:                                 ; preds = %pred.store.continue219
  %497 = extractelement <64 x i64> %384, i64 37
  %498 = getelementptr inbounds i8, i8* %out, i64 %497
  store i8 %189, i8* %498, align 1, !tbaa !26
  br label %pred.store.continue221

pred.store.continue221:                           ; preds = %pred.store.if220, %pred.store.continue219
  %499 = extractelement <64 x i1> %0, i64 38
  br i1 %499, label %pred.store.if222, label %pred.store.continue223

pred.store.if222:                                 ; preds = %pred.store.continue221
  %500 = extractelement <64 x i64> %384, i64 38
  %501 = getelementptr inbounds i8, i8* %out, i64 %500
  store i8 %194, i8* %501, align 1, !tbaa !26
  br label %pred.store.continue223

pred.store.continue223:                           ; preds = %pred.store.if222, %pred.store.continue221
  %502 = extractelement <64 x i1> %0, i64 39
  br i1 %502, label %pred.store.if224, label %pred.store.continue225

pred.store.if224:                                 ; preds = %pred.store.continue223
  %503 = extractelement <64 x i64> %384, i64 39
  %504 = getelementptr inbounds i8, i8* %out, i64 %503
  store i8 %199, i8* %504, align 1, !tbaa !26
  br label %pred.store.continue225

pred.store.continue225:                           ; preds = %pred.store.if224, %pred.store.continue223
  %505 = extractelement <64 x i1> %0, i64 40
  br i1 %505, label %pred.store.if226, label %pred.store.continue227

pred.store.if226:                                 ; preds = %pred.store.continue225
  %506 = extractelement <64 x i64> %384, i64 40
  %507 = getelementptr inbounds i8, i8* %out, i64 %506
  store i8 %204, i8* %507, align 1, !tbaa !26
  br label %pred.store.continue227

pred.store.continue227:                           ; preds = %pred.store.if226, %pred.store.continue225
  %508 = extractelement <64 x i1> %0, i64 41
  br i1 %508, label %pred.store.if228, label %pred.store.continue229

pred.store.if228:                                 ; preds = %pred.store.continue227
  %509 = extractelement <64 x i64> %384, i64 41
  %510 = getelementptr inbounds i8, i8* %out, i64 %509
  store i8 %209, i8* %510, align 1, !tbaa !26
  br label %pred.store.continue229

pred.store.continue229:                           ; preds = %pred.store.if228, %pred.store.continue227
  %511 = extractelement <64 x i1> %0, i64 42
  br i1 %511, label %pred.store.if230, label %pred.store.continue231

pred.store.if230:                                 ; preds = %pred.store.continue229
  %512 = extractelement <64 x i64> %384, i64 42
  %513 = getelementptr inbounds i8, i8* %out, i64 %512
  store i8 %214, i8* %513, align 1, !tbaa !26
  br label %pred.store.continue231

pred.store.continue231:                           ; preds = %pred.store.if230, %pred.store.continue229
  %514 = extractelement <64 x i1> %0, i64 43
  br i1 %514, label %pred.store.if232, label %pred.store.continue233

pred.store.if232:                                 ; preds = %pred.store.continue231
  %515 = extractelement <64 x i64> %384, i64 43
  %516 = getelementptr inbounds i8, i8* %out, i64 %515
  store i8 %219, i8* %516, align 1, !tbaa !26
  br label %pred.store.continue233

pred.store.continue233:                           ; preds = %pred.store.if232, %pred.store.continue231
  %517 = extractelement <64 x i1> %0, i64 44
  br i1 %517, label %pred.store.if234, label %pred.store.continue235

pred.store.if234:                                 ; preds = %pred.store.continue233
  %518 = extractelement <64 x i64> %384, i64 44
  %519 = getelementptr inbounds i8, i8* %out, i64 %518
  store i8 %224, i8* %519, align 1, !tbaa !26
  br label %pred.store.continue235

pred.store.continue235:                           ; preds = %pred.store.if234, %pred.store.continue233
  %520 = extractelement <64 x i1> %0, i64 45
  br i1 %520, label %pred.store.if236, label %pred.store.continue237

pred.store.if236:                                 ; preds = %pred.store.continue235
  %521 = extractelement <64 x i64> %384, i64 45
  %522 = getelementptr inbounds i8, i8* %out, i64 %521
  store i8 %229, i8* %522, align 1, !tbaa !26
  br label %pred.store.continue237

pred.store.continue237:                           ; preds = %pred.store.if236, %pred.store.continue235
  %523 = extractelement <64 x i1> %0, i64 46
  br i1 %523, label %pred.store.if238, label %pred.store.continue239

pred.store.if238:                                 ; preds = %pred.store.continue237
  %524 = extractelement <64 x i64> %384, i64 46
  %525 = getelementptr inbounds i8, i8* %out, i64 %524
  store i8 %234, i8* %525, align 1, !tbaa !26
  br label %pred.store.continue239

pred.store.continue239:                           ; preds = %pred.store.if238, %pred.store.continue237
  %526 = extractelement <64 x i1> %0, i64 47
  br i1 %526, label %pred.store.if240, label %pred.store.continue241

pred.store.if240:                                 ; preds = %pred.store.continue239
  %527 = extractelement <64 x i64> %384, i64 47
  %528 = getelementptr inbounds i8, i8* %out, i64 %527
  store i8 %239, i8* %528, align 1, !tbaa !26
  br label %pred.store.continue241

pred.store.continue241:                           ; preds = %pred.store.if240, %pred.store.continue239
  %529 = extractelement <64 x i1> %0, i64 48
  br i1 %529, label %pred.store.if242, label %pred.store.continue243

pred.store.if242:                                 ; preds = %pred.store.continue241
  %530 = extractelement <64 x i64> %384, i64 48
  %531 = getelementptr inbounds i8, i8* %out, i64 %530
  store i8 %244, i8* %531, align 1, !tbaa !26
  br label %pred.store.continue243

pred.store.continue243:                           ; preds = %pred.store.if242, %pred.store.continue241
  %532 = extractelement <64 x i1> %0, i64 49
  br i1 %532, label %pred.store.if244, label %pred.store.continue245

pred.store.if244:                                 ; preds = %pred.store.continue243
  %533 = extractelement <64 x i64> %384, i64 49
  %534 = getelementptr inbounds i8, i8* %out, i64 %533
  store i8 %249, i8* %534, align 1, !tbaa !26
  br label %pred.store.continue245

pred.store.continue245:                           ; preds = %pred.store.if244, %pred.store.continue243
  %535 = extractelement <64 x i1> %0, i64 50
  br i1 %535, label %pred.store.if246, label %pred.store.continue247

pred.store.if246:                                 ; preds = %pred.store.continue245
  %536 = extractelement <64 x i64> %384, i64 50
  %537 = getelementptr inbounds i8, i8* %out, i64 %536
  store i8 %254, i8* %537, align 1, !tbaa !26
  br label %pred.store.continue247

pred.store.continue247:                           ; preds = %pred.store.if246, %pred.store.continue245
  %538 = extractelement <64 x i1> %0, i64 51
  br i1 %538, label %pred.store.if248, label %pred.store.continue249

pred.store.if248:                                 ; preds = %pred.store.continue247
  %539 = extractelement <64 x i64> %384, i64 51
  %540 = getelementptr inbounds i8, i8* %out, i64 %539
  store i8 %259, i8* %540, align 1, !tbaa !26
  br label %pred.store.continue249

pred.store.continue249:                           ; preds = %pred.store.if248, %pred.store.continue247
  %541 = extractelement <64 x i1> %0, i64 52
  br i1 %541, label %pred.store.if250, label %pred.store.continue251

pred.store.if250:                                 ; preds = %pred.store.continue249
  %542 = extractelement <64 x i64> %384, i64 52
  %543 = getelementptr inbounds i8, i8* %out, i64 %542
  store i8 %264, i8* %543, align 1, !tbaa !26
  br label %pred.store.continue251

pred.store.continue251:                           ; preds = %pred.store.if250, %pred.store.continue249
  %544 = extractelement <64 x i1> %0, i64 53
  br i1 %544, label %pred.store.if252, label %pred.store.continue253

pred.store.if252:                                 ; preds = %pred.store.continue251
  %545 = extractelement <64 x i64> %384, i64 53
  %546 = getelementptr inbounds i8, i8* %out, i64 %545
  store i8 %269, i8* %546, align 1, !tbaa !26
  br label %pred.store.continue253

pred.store.continue253:                           ; preds = %pred.store.if252, %pred.store.continue251
  %547 = extractelement <64 x i1> %0, i64 54
  br i1 %547, label %pred.store.if254, label %pred.store.continue255

pred.store.if254:                                 ; preds = %pred.store.continue253
  %548 = extractelement <64 x i64> %384, i64 54
  %549 = getelementptr inbounds i8, i8* %out, i64 %548
  store i8 %274, i8* %549, align 1, !tbaa !26
  br label %pred.store.continue255

pred.store.continue255:                           ; preds = %pred.store.if254, %pred.store.continue253
  %550 = extractelement <64 x i1> %0, i64 55
  br i1 %550, label %pred.store.if256, label %pred.store.continue257

pred.store.if256:                                 ; preds = %pred.store.continue255
  %551 = extractelement <64 x i64> %384, i64 55
  %552 = getelementptr inbounds i8, i8* %out, i64 %551
  store i8 %279, i8* %552, align 1, !tbaa !26
  br label %pred.store.continue257

pred.store.continue257:                           ; preds = %pred.store.if256, %pred.store.continue255
  %553 = extractelement <64 x i1> %0, i64 56
  br i1 %553, label %pred.store.if258, label %pred.store.continue259

pred.store.if258:                                 ; preds = %pred.store.continue257
  %554 = extractelement <64 x i64> %384, i64 56
  %555 = getelementptr inbounds i8, i8* %out, i64 %554
  store i8 %284, i8* %555, align 1, !tbaa !26
  br label %pred.store.continue259

pred.store.continue259:                           ; preds = %pred.store.if258, %pred.store.continue257
  %556 = extractelement <64 x i1> %0, i64 57
  br i1 %556, label %pred.store.if260, label %pred.store.continue261

pred.store.if260:                                 ; preds = %pred.store.continue259
  %557 = extractelement <64 x i64> %384, i64 57
  %558 = getelementptr inbounds i8, i8* %out, i64 %557
  store i8 %289, i8* %558, align 1, !tbaa !26
  br label %pred.store.continue261

pred.store.continue261:                           ; preds = %pred.store.if260, %pred.store.continue259
  %559 = extractelement <64 x i1> %0, i64 58
  br i1 %559, label %pred.store.if262, label %pred.store.continue263

pred.store.if262:                                 ; preds = %pred.store.continue261
  %560 = extractelement <64 x i64> %384, i64 58
  %561 = getelementptr inbounds i8, i8* %out, i64 %560
  store i8 %294, i8* %561, align 1, !tbaa !26
  br label %pred.store.continue263

pred.store.continue263:                           ; preds = %pred.store.if262, %pred.store.continue261
  %562 = extractelement <64 x i1> %0, i64 59
  br i1 %562, label %pred.store.if264, label %pred.store.continue265

pred.store.if264:                                 ; preds = %pred.store.continue263
  %563 = extractelement <64 x i64> %384, i64 59
  %564 = getelementptr inbounds i8, i8* %out, i64 %563
  store i8 %299, i8* %564, align 1, !tbaa !26
  br label %pred.store.continue265

pred.store.continue265:                           ; preds = %pred.store.if264, %pred.store.continue263
  %565 = extractelement <64 x i1> %0, i64 60
  br i1 %565, label %pred.store.if266, label %pred.store.continue267

pred.store.if266:                                 ; preds = %pred.store.continue265
  %566 = extractelement <64 x i64> %384, i64 60
  %567 = getelementptr inbounds i8, i8* %out, i64 %566
  store i8 %304, i8* %567, align 1, !tbaa !26
  br label %pred.store.continue267

pred.store.continue267:                           ; preds = %pred.store.if266, %pred.store.continue265
  %568 = extractelement <64 x i1> %0, i64 61
  br i1 %568, label %pred.store.if268, label %pred.store.continue269

pred.store.if268:                                 ; preds = %pred.store.continue267
  %569 = extractelement <64 x i64> %384, i64 61
  %570 = getelementptr inbounds i8, i8* %out, i64 %569
  store i8 %309, i8* %570, align 1, !tbaa !26
  br label %pred.store.continue269

pred.store.continue269:                           ; preds = %pred.store.if268, %pred.store.continue267
  %571 = extractelement <64 x i1> %0, i64 62
  br i1 %571, label %pred.store.if270, label %pred.store.continue271

pred.store.if270:                                 ; preds = %pred.store.continue269
  %572 = extractelement <64 x i64> %384, i64 62
  %573 = getelementptr inbounds i8, i8* %out, i64 %572
  store i8 %314, i8* %573, align 1, !tbaa !26
  br label %pred.store.continue271

pred.store.continue271:                           ; preds = %pred.store.if270, %pred.store.continue269
  %574 = extractelement <64 x i1> %0, i64 63
  br i1 %574, label %pred.store.if272, label %pred.store.continue273

pred.store.if272:                                 ; preds = %pred.store.continue271
  %575 = extractelement <64 x i64> %384, i64 63
  %576 = getelementptr inbounds i8, i8* %out, i64 %575
  store i8 %319, i8* %576, align 1, !tbaa !26
  br label %pred.store.continue273

pred.store.continue273:                           ; preds = %pred.store.if272, %pred.store.continue271
  %577 = lshr <64 x i8> %383, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %578 = or <64 x i64> %384, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %579 = extractelement <64 x i1> %0, i64 0
  br i1 %579, label %pred.store.if274, label %pred.store.continue275

pred.store.if274:                                 ; preds = %pred.store.continue273
  %580 = extractelement <64 x i64> %578, i64 0
  %581 = getelementptr inbounds i8, i8* %out, i64 %580
  %582 = extractelement <64 x i8> %577, i64 0
  store i8 %582, i8* %581, align 1, !tbaa !26
  br label %pred.store.continue275

pred.store.continue275:                           ; preds = %pred.store.if274, %pred.store.continue273
  %583 = extractelement <64 x i1> %0, i64 1
  br i1 %583, label %pred.store.if276, label %pred.store.continue277

pred.store.if276:                                 ; preds = %pred.store.continue275
  %584 = extractelement <64 x i64> %578, i64 1
  %585 = getelementptr inbounds i8, i8* %out, i64 %584
  %586 = extractelement <64 x i8> %577, i64 1
  store i8 %586, i8* %585, align 1, !tbaa !26
  br label %pred.store.continue277

pred.store.continue277:                           ; preds = %pred.store.if276, %pred.store.continue275
  %587 = extractelement <64 x i1> %0, i64 2
  br i1 %587, label %pred.store.if278, label %pred.store.continue279

pred.store.if278:                                 ; preds = %pred.store.continue277
  %588 = extractelement <64 x i64> %578, i64 2
  %589 = getelementptr inbounds i8, i8* %out, i64 %588
  %590 = extractelement <64 x i8> %577, i64 2
  store i8 %590, i8* %589, align 1, !tbaa !26
  br label %pred.store.continue279

pred.store.continue279:                           ; preds = %pred.store.if278, %pred.store.continue277
  %591 = extractelement <64 x i1> %0, i64 3
  br i1 %591, label %pred.store.if280, label %pred.store.continue281

pred.store.if280:                                 ; preds = %pred.store.continue279
  %592 = extractelement <64 x i64> %578, i64 3
  %593 = getelementptr inbounds i8, i8* %out, i64 %592
  %594 = extractelement <64 x i8> %577, i64 3
  store i8 %594, i8* %593, align 1, !tbaa !26
  br label %pred.store.continue281

pred.store.continue281:                           ; preds = %pred.store.if280, %pred.store.continue279
  %595 = extractelement <64 x i1> %0, i64 4
  br i1 %595, label %pred.store.if282, label %pred.store.continue283

pred.store.if282:                                 ; preds = %pred.store.continue281
  %596 = extractelement <64 x i64> %578, i64 4
  %597 = getelementptr inbounds i8, i8* %out, i64 %596
  %598 = extractelement <64 x i8> %577, i64 4
  store i8 %598, i8* %597, align 1, !tbaa !26
  br label %pred.store.continue283

pred.store.continue283:                           ; preds = %pred.store.if282, %pred.store.continue281
  %599 = extractelement <64 x i1> %0, i64 5
  br i1 %599, label %pred.store.if284, label %pred.store.continue285

pred.store.if284:                                 ; preds = %pred.store.continue283
  %600 = extractelement <64 x i64> %578, i64 5
  %601 = getelementptr inbounds i8, i8* %out, i64 %600
  %602 = extractelement <64 x i8> %577, i64 5
  store i8 %602, i8* %601, align 1, !tbaa !26
  br label %pred.store.continue285

pred.store.continue285:                           ; preds = %pred.store.if284, %pred.store.continue283
  %603 = extractelement <64 x i1> %0, i64 6
  br i1 %603, label %pred.store.if286, label %pred.store.continue287

pred.store.if286:                                 ; preds = %pred.store.continue285
  %604 = extractelement <64 x i64> %578, i64 6
  %605 = getelementptr inbounds i8, i8* %out, i64 %604
  %606 = extractelement <64 x i8> %577, i64 6
  store i8 %606, i8* %605, align 1, !tbaa !26
  br label %pred.store.continue287

pred.store.continue287:                           ; preds = %pred.store.if286, %pred.store.continue285
  %607 = extractelement <64 x i1> %0, i64 7
  br i1 %607, label %pred.store.if288, label %pred.store.continue289

pred.store.if288:                                 ; preds = %pred.store.continue287
  %608 = extractelement <64 x i64> %578, i64 7
  %609 = getelementptr inbounds i8, i8* %out, i64 %608
  %610 = extractelement <64 x i8> %577, i64 7
  store i8 %610, i8* %609, align 1, !tbaa !26
  br label %pred.store.continue289

pred.store.continue289:                           ; preds = %pred.store.if288, %pred.store.continue287
  %611 = extractelement <64 x i1> %0, i64 8
  br i1 %611, label %pred.store.if290, label %pred.store.continue291

pred.store.if290:                                 ; preds = %pred.store.continue289
  %612 = extractelement <64 x i64> %578, i64 8
  %613 = getelementptr inbounds i8, i8* %out, i64 %612
  %614 = extractelement <64 x i8> %577, i64 8
  store i8 %614, i8* %613, align 1, !tbaa !26
  br label %pred.store.continue291

pred.store.continue291:                           ; preds = %pred.store.if290, %pred.store.continue289
  %615 = extractelement <64 x i1> %0, i64 9
  br i1 %615, label %pred.store.if292, label %pred.store.continue293

pred.store.if292:                                 ; preds = %pred.store.continue291
  %616 = extractelement <64 x i64> %578, i64 9
  %617 = getelementptr inbounds i8, i8* %out, i64 %616
  %618 = extractelement <64 x i8> %577, i64 9
  store i8 %618, i8* %617, align 1, !tbaa !26
  br label %pred.store.continue293

pred.store.continue293:                           ; preds = %pred.store.if292, %pred.store.continue291
  %619 = extractelement <64 x i1> %0, i64 10
  br i1 %619, label %pred.store.if294, label %pred.store.continue295

pred.store.if294:                                 ; preds = %pred.store.continue293
  %620 = extractelement <64 x i64> %578, i64 10
  %621 = getelementptr inbounds i8, i8* %out, i64 %620
  %622 = extractelement <64 x i8> %577, i64 10
  store i8 %622, i8* %621, align 1, !tbaa !26
  br label %pred.store.continue295

pred.store.continue295:                           ; preds = %pred.store.if294, %pred.store.continue293
  %623 = extractelement <64 x i1> %0, i64 11
  br i1 %623, label %pred.store.if296, label %pred.store.continue297

pred.store.if296:                                 ; preds = %pred.store.continue295
  %624 = extractelement <64 x i64> %578, i64 11
  %625 = getelementptr inbounds i8, i8* %out, i64 %624
  %626 = extractelement <64 x i8> %577, i64 11
  store i8 %626, i8* %625, align 1, !tbaa !26
  br label %pred.store.continue297

pred.store.continue297:                           ; preds = %pred.store.if296, %pred.store.continue295
  %627 = extractelement <64 x i1> %0, i64 12
  br i1 %627, label %pred.store.if298, label %pred.store.continue299

pred.store.if298:                                 ; preds = %pred.store.continue297
  %628 = extractelement <64 x i64> %578, i64 12
  %629 = getelementptr inbounds i8, i8* %out, i64 %628
  %630 = extractelement <64 x i8> %577, i64 12
  store i8 %630, i8* %629, align 1, !tbaa !26
  br label %pred.store.continue299

pred.store.continue299:                           ; preds = %pred.store.if298, %pred.store.continue297
  %631 = extractelement <64 x i1> %0, i64 13
  br i1 %631, label %pred.store.if300, label %pred.store.continue301

pred.store.if300:                                 ; preds = %pred.store.continue299
  %632 = extractelement <64 x i64> %578, i64 13
  %633 = getelementptr inbounds i8, i8* %out, i64 %632
  %634 = extractelement <64 x i8> %577, i64 13
  store i8 %634, i8* %633, align 1, !tbaa !26
  br label %pred.store.continue301

pred.store.continue301:                           ; preds = %pred.store.if300, %pred.store.continue299
  %635 = extractelement <64 x i1> %0, i64 14
  br i1 %635, label %pred.store.if302, label %pred.store.continue303

pred.store.if302:                                 ; preds = %pred.store.continue301
  %636 = extractelement <64 x i64> %578, i64 14
  %637 = getelementptr inbounds i8, i8* %out, i64 %636
  %638 = extractelement <64 x i8> %577, i64 14
  store i8 %638, i8* %637, align 1, !tbaa !26
  br label %pred.store.continue303

pred.store.continue303:                           ; preds = %pred.store.if302, %pred.store.continue301
  %639 = extractelement <64 x i1> %0, i64 15
  br i1 %639, label %pred.store.if304, label %pred.store.continue305

pred.store.if304:                                 ; preds = %pred.store.continue303
  %640 = extractelement <64 x i64> %578, i64 15
  %641 = getelementptr inbounds i8, i8* %out, i64 %640
  %642 = extractelement <64 x i8> %577, i64 15
  store i8 %642, i8* %641, align 1, !tbaa !26
  br label %pred.store.continue305

pred.store.continue305:                           ; preds = %pred.store.if304, %pred.store.continue303
  %643 = extractelement <64 x i1> %0, i64 16
  br i1 %643, label %pred.store.if306, label %pred.store.continue307

pred.store.if306:                                 ; preds = %pred.store.continue305
  %644 = extractelement <64 x i64> %578, i64 16
  %645 = getelementptr inbounds i8, i8* %out, i64 %644
  %646 = extractelement <64 x i8> %577, i64 16
  store i8 %646, i8* %645, align 1, !tbaa !26
  br label %pred.store.continue307

pred.store.continue307:                           ; preds = %pred.store.if306, %pred.store.continue305
  %647 = extractelement <64 x i1> %0, i64 17
  br i1 %647, label %pred.store.if308, label %pred.store.continue309

pred.store.if308:                                 ; preds = %pred.store.continue307
  %648 = extractelement <64 x i64> %578, i64 17
  %649 = getelementptr inbounds i8, i8* %out, i64 %648
  %650 = extractelement <64 x i8> %577, i64 17
  store i8 %650, i8* %649, align 1, !tbaa !26
  br label %pred.store.continue309

pred.store.continue309:                           ; preds = %pred.store.if308, %pred.store.continue307
  %651 = extractelement <64 x i1> %0, i64 18
  br i1 %651, label %pred.store.if310, label %pred.store.continue311

pred.store.if310:                                 ; preds = %pred.store.continue309
  %652 = extractelement <64 x i64> %578, i64 18
  %653 = getelementptr inbounds i8, i8* %out, i64 %652
  %654 = extractelement <64 x i8> %577, i64 18
  store i8 %654, i8* %653, align 1, !tbaa !26
  br label %pred.store.continue311

pred.store.continue311:                           ; preds = %pred.store.if310, %pred.store.continue309
  %655 = extractelement <64 x i1> %0, i64 19
  br i1 %655, label %pred.store.if312, label %pred.store.continue313

pred.store.if312:                                 ; preds = %pred.store.continue311
  %656 = extractelement <64 x i64> %578, i64 19
  %657 = getelementptr inbounds i8, i8* %out, i64 %656
  %658 = extractelement <64 x i8> %577, i64 19
  store i8 %658, i8* %657, align 1, !tbaa !26
  br label %pred.store.continue313

pred.store.continue313:                           ; preds = %pred.store.if312, %pred.store.continue311
  %659 = extractelement <64 x i1> %0, i64 20
  br i1 %659, label %pred.store.if314, label %pred.store.continue315

pred.store.if314:                                 ; preds = %pred.store.continue313
  %660 = extractelement <64 x i64> %578, i64 20
  %661 = getelementptr inbounds i8, i8* %out, i64 %660
  %662 = extractelement <64 x i8> %577, i64 20
  store i8 %662, i8* %661, align 1, !tbaa !26
  br label %pred.store.continue315

pred.store.continue315:                           ; preds = %pred.store.if314, %pred.store.continue313
  %663 = extractelement <64 x i1> %0, i64 21
  br i1 %663, label %pred.store.if316, label %pred.store.continue317

pred.store.if316:                                 ; preds = %pred.store.continue315
  %664 = extractelement <64 x i64> %578, i64 21
  %665 = getelementptr inbounds i8, i8* %out, i64 %664
  %666 = extractelement <64 x i8> %577, i64 21
  store i8 %666, i8* %665, align 1, !tbaa !26
  br label %pred.store.continue317

pred.store.continue317:                           ; preds = %pred.store.if316, %pred.store.continue315
  %667 = extractelement <64 x i1> %0, i64 22
  br i1 %667, label %pred.store.if318, label %pred.store.continue319

pred.store.if318:                                 ; preds = %pred.store.continue317
  %668 = extractelement <64 x i64> %578, i64 22
  %669 = getelementptr inbounds i8, i8* %out, i64 %668
  %670 = extractelement <64 x i8> %577, i64 22
  store i8 %670, i8* %669, align 1, !tbaa !26
  br label %pred.store.continue319

pred.store.continue319:                           ; preds = %pred.store.if318, %pred.store.continue317
  %671 = extractelement <64 x i1> %0, i64 23
  br i1 %671, label %pred.store.if320, label %pred.store.continue321

pred.store.if320:                                 ; preds = %pred.store.continue319
  %672 = extractelement <64 x i64> %578, i64 23
  %673 = getelementptr inbounds i8, i8* %out, i64 %672
  %674 = extractelement <64 x i8> %577, i64 23
  store i8 %674, i8* %673, align 1, !tbaa !26
  br label %pred.store.continue321

pred.store.continue321:                           ; preds = %pred.store.if320, %pred.store.continue319
  %675 = extractelement <64 x i1> %0, i64 24
  br i1 %675, label %pred.store.if322, label %pred.store.continue323

pred.store.if322:                                 ; preds = %pred.store.continue321
  %676 = extractelement <64 x i64> %578, i64 24
  %677 = getelementptr inbounds i8, i8* %out, i64 %676
  %678 = extractelement <64 x i8> %577, i64 24
  store i8 %678, i8* %677, align 1, !tbaa !26
  br label %pred.store.continue323

pred.store.continue323:                           ; preds = %pred.store.if322, %pred.store.continue321
  %679 = extractelement <64 x i1> %0, i64 25
  br i1 %679, label %pred.store.if324, label %pred.store.continue325

pred.store.if324:                                 ; preds = %pred.store.continue323
  %680 = extractelement <64 x i64> %578, i64 25
  %681 = getelementptr inbounds i8, i8* %out, i64 %680
  %682 = extractelement <64 x i8> %577, i64 25
  store i8 %682, i8* %681, align 1, !tbaa !26
  br label %pred.store.continue325

pred.store.continue325:                           ; preds = %pred.store.if324, %pred.store.continue323
  %683 = extractelement <64 x i1> %0, i64 26
  br i1 %683, label %pred.store.if326, label %pred.store.continue327

pred.store.if326:                                 ; preds = %pred.store.continue325
  %684 = extractelement <64 x i64> %578, i64 26
  %685 = getelementptr inbounds i8, i8* %out, i64 %684
  %686 = extractelement <64 x i8> %577, i64 26
  store i8 %686, i8* %685, align 1, !tbaa !26
  br label %pred.store.continue327

pred.store.continue327:                           ; preds = %pred.store.if326, %pred.store.continue325
  %687 = extractelement <64 x i1> %0, i64 27
  br i1 %687, label %pred.store.if328, label %pred.store.continue329

pred.store.if328:                                 ; preds = %pred.store.continue327
  %688 = extractelement <64 x i64> %578, i64 27
  %689 = getelementptr inbounds i8, i8* %out, i64 %688
  %690 = extractelement <64 x i8> %577, i64 27
  store i8 %690, i8* %689, align 1, !tbaa !26
  br label %pred.store.continue329

pred.store.continue329:                           ; preds = %pred.store.if328, %pred.store.continue327
  %691 = extractelement <64 x i1> %0, i64 28
  br i1 %691, label %pred.store.if330, label %pred.store.continue331

pred.store.if330:                                 ; preds = %pred.store.continue329
  %692 = extractelement <64 x i64> %578, i64 28
  %693 = getelementptr inbounds i8, i8* %out, i64 %692
  %694 = extractelement <64 x i8> %577, i64 28
  store i8 %694, i8* %693, align 1, !tbaa !26
  br label %pred.store.continue331

pred.store.continue331:                           ; preds = %pred.store.if330, %pred.store.continue329
  %695 = extractelement <64 x i1> %0, i64 29
  br i1 %695, label %pred.store.if332, label %pred.store.continue333

pred.store.if332:                                 ; preds = %pred.store.continue331
  %696 = extractelement <64 x i64> %578, i64 29
  %697 = getelementptr inbounds i8, i8* %out, i64 %696
  %698 = extractelement <64 x i8> %577, i64 29
  store i8 %698, i8* %697, align 1, !tbaa !26
  br label %pred.store.continue333

pred.store.continue333:                           ; preds = %pred.store.if332, %pred.store.continue331
  %699 = extractelement <64 x i1> %0, i64 30
  br i1 %699, label %pred.store.if334, label %pred.store.continue335

pred.store.if334:                                 ; preds = %pred.store.continue333
  %700 = extractelement <64 x i64> %578, i64 30
  %701 = getelementptr inbounds i8, i8* %out, i64 %700
  %702 = extractelement <64 x i8> %577, i64 30
  store i8 %702, i8* %701, align 1, !tbaa !26
  br label %pred.store.continue335

pred.store.continue335:                           ; preds = %pred.store.if334, %pred.store.continue333
  %703 = extractelement <64 x i1> %0, i64 31
  br i1 %703, label %pred.store.if336, label %pred.store.continue337

pred.store.if336:                                 ; preds = %pred.store.continue335
  %704 = extractelement <64 x i64> %578, i64 31
  %705 = getelementptr inbounds i8, i8* %out, i64 %704
  %706 = extractelement <64 x i8> %577, i64 31
  store i8 %706, i8* %705, align 1, !tbaa !26
  br label %pred.store.continue337

pred.store.continue337:                           ; preds = %pred.store.if336, %pred.store.continue335
  %707 = extractelement <64 x i1> %0, i64 32
  br i1 %707, label %pred.store.if338, label %pred.store.continue339

pred.store.if338:                                 ; preds = %pred.store.continue337
  %708 = extractelement <64 x i64> %578, i64 32
  %709 = getelementptr inbounds i8, i8* %out, i64 %708
  %710 = extractelement <64 x i8> %577, i64 32
  store i8 %710, i8* %709, align 1, !tbaa !26
  br label %pred.store.continue339

pred.store.continue339:                           ; preds = %pred.store.if338, %pred.store.continue337
  %711 = extractelement <64 x i1> %0, i64 33
  br i1 %711, label %pred.store.if340, label %pred.store.continue341

pred.store.if340:                                 ; preds = %pred.store.continue339
  %712 = extractelement <64 x i64> %578, i64 33
  %713 = getelementptr inbounds i8, i8* %out, i64 %712
  %714 = extractelement <64 x i8> %577, i64 33
  store i8 %714, i8* %713, align 1, !tbaa !26
  br label %pred.store.continue341

pred.store.continue341:                           ; preds = %pred.store.if340, %pred.store.continue339
  %715 = extractelement <64 x i1> %0, i64 34
  br i1 %715, label %pred.store.if342, label %pred.store.continue343

pred.store.if342:                                 ; preds = %pred.store.continue341
  %716 = extractelement <64 x i64> %578, i64 34
  %717 = getelementptr inbounds i8, i8* %out, i64 %716
  %718 = extractelement <64 x i8> %577, i64 34
  store i8 %718, i8* %717, align 1, !tbaa !26
  br label %pred.store.continue343

pred.store.continue343:                           ; preds = %pred.store.if342, %pred.store.continue341
  %719 = extractelement <64 x i1> %0, i64 35
  br i1 %719, label %pred.store.if344, label %pred.store.continue345

pred.store.if344:                                 ; preds = %pred.store.continue343
  %720 = extractelement <64 x i64> %578, i64 35
  %721 = getelementptr inbounds i8, i8* %out, i64 %720
  %722 = extractelement <64 x i8> %577, i64 35
  store i8 %722, i8* %721, align 1, !tbaa !26
  br label %pred.store.continue345

pred.store.continue345:                           ; preds = %pred.store.if344, %pred.store.continue343
  %723 = extractelement <64 x i1> %0, i64 36
  br i1 %723, label %pred.store.if346, label %pred.store.continue347

pred.store.if346:                                 ; preds = %pred.store.continue345
  %724 = extractelement <64 x i64> %578, i64 36
  %725 = getelementptr inbounds i8, i8* %out, i64 %724
  %726 = extractelement <64 x i8> %577, i64 36
  store i8 %726, i8* %725, align 1, !tbaa !26
  br label %pred.store.continue347

pred.store.continue347:                           ; preds = %pred.store.if346, %pred.store.continue345
  %727 = extractelement <64 x i1> %0, i64 37
  br i1 %727, label %pred.store.if348, label %pred.store.continue349

pred.store.if348:                                 ; preds = %pred.store.continue347
  %728 = extractelement <64 x i64> %578, i64 37
  %729 = getelementptr inbounds i8, i8* %out, i64 %728
  %730 = extractelement <64 x i8> %577, i64 37
  store i8 %730, i8* %729, align 1, !tbaa !26
  br label %pred.store.continue349

pred.store.continue349:                           ; preds = %pred.store.if348, %pred.store.continue347
  %731 = extractelement <64 x i1> %0, i64 38
  br i1 %731, label %pred.store.if350, label %pred.store.continue351

pred.store.if350:                                 ; preds = %pred.store.continue349
  %732 = extractelement <64 x i64> %578, i64 38
  %733 = getelementptr inbounds i8, i8* %out, i64 %732
  %734 = extractelement <64 x i8> %577, i64 38
  store i8 %734, i8* %733, align 1, !tbaa !26
  br label %pred.store.continue351

pred.store.continue351:                           ; preds = %pred.store.if350, %pred.store.continue349
  %735 = extractelement <64 x i1> %0, i64 39
  br i1 %735, label %pred.store.if352, label %pred.store.continue353

pred.store.if352:                                 ; preds = %pred.store.continue351
  %736 = extractelement <64 x i64> %578, i64 39
  %737 = getelementptr inbounds i8, i8* %out, i64 %736
  %738 = extractelement <64 x i8> %577, i64 39
  store i8 %738, i8* %737, align 1, !tbaa !26
  br label %pred.store.continue353

pred.store.continue353:                           ; preds = %pred.store.if352, %pred.store.continue351
  %739 = extractelement <64 x i1> %0, i64 40
  br i1 %739, label %pred.store.if354, label %pred.store.continue355

pred.store.if354:                                 ; preds = %pred.store.continue353
  %740 = extractelement <64 x i64> %578, i64 40
  %741 = getelementptr inbounds i8, i8* %out, i64 %740
  %742 = extractelement <64 x i8> %577, i64 40
  store i8 %742, i8* %741, align 1, !tbaa !26
  br label %pred.store.continue355

pred.store.continue355:                           ; preds = %pred.store.if354, %pred.store.continue353
  %743 = extractelement <64 x i1> %0, i64 41
  br i1 %743, label %pred.store.if356, label %pred.store.continue357

pred.store.if356:                                 ; preds = %pred.store.continue355
  %744 = extractelement <64 x i64> %578, i64 41
  %745 = getelementptr inbounds i8, i8* %out, i64 %744
  %746 = extractelement <64 x i8> %577, i64 41
  store i8 %746, i8* %745, align 1, !tbaa !26
  br label %pred.store.continue357

pred.store.continue357:                           ; preds = %pred.store.if356, %pred.store.continue355
  %747 = extractelement <64 x i1> %0, i64 42
  br i1 %747, label %pred.store.if358, label %pred.store.continue359

pred.store.if358:                                 ; preds = %pred.store.continue357
  %748 = extractelement <64 x i64> %578, i64 42
  %749 = getelementptr inbounds i8, i8* %out, i64 %748
  %750 = extractelement <64 x i8> %577, i64 42
  store i8 %750, i8* %749, align 1, !tbaa !26
  br label %pred.store.continue359

pred.store.continue359:                           ; preds = %pred.store.if358, %pred.store.continue357
  %751 = extractelement <64 x i1> %0, i64 43
  br i1 %751, label %pred.store.if360, label %pred.store.continue361

pred.store.if360:                                 ; preds = %pred.store.continue359
  %752 = extractelement <64 x i64> %578, i64 43
  %753 = getelementptr inbounds i8, i8* %out, i64 %752
  %754 = extractelement <64 x i8> %577, i64 43
  store i8 %754, i8* %753, align 1, !tbaa !26
  br label %pred.store.continue361

pred.store.continue361:                           ; preds = %pred.store.if360, %pred.store.continue359
  %755 = extractelement <64 x i1> %0, i64 44
  br i1 %755, label %pred.store.if362, label %pred.store.continue363

pred.store.if362:                                 ; preds = %pred.store.continue361
  %756 = extractelement <64 x i64> %578, i64 44
  %757 = getelementptr inbounds i8, i8* %out, i64 %756
  %758 = extractelement <64 x i8> %577, i64 44
  store i8 %758, i8* %757, align 1, !tbaa !26
  br label %pred.store.continue363

pred.store.continue363:                           ; preds = %pred.store.if362, %pred.store.continue361
  %759 = extractelement <64 x i1> %0, i64 45
  br i1 %759, label %pred.store.if364, label %pred.store.continue365

pred.store.if364:                                 ; preds = %pred.store.continue363
  %760 = extractelement <64 x i64> %578, i64 45
  %761 = getelementptr inbounds i8, i8* %out, i64 %760
  %762 = extractelement <64 x i8> %577, i64 45
  store i8 %762, i8* %761, align 1, !tbaa !26
  br label %pred.store.continue365

pred.store.continue365:                           ; preds = %pred.store.if364, %pred.store.continue363
  %763 = extractelement <64 x i1> %0, i64 46
  br i1 %763, label %pred.store.if366, label %pred.store.continue367

pred.store.if366:                                 ; preds = %pred.store.continue365
  %764 = extractelement <64 x i64> %578, i64 46
  %765 = getelementptr inbounds i8, i8* %out, i64 %764
  %766 = extractelement <64 x i8> %577, i64 46
  store i8 %766, i8* %765, align 1, !tbaa !26
  br label %pred.store.continue367

pred.store.continue367:                           ; preds = %pred.store.if366, %pred.store.continue365
  %767 = extractelement <64 x i1> %0, i64 47
  br i1 %767, label %pred.store.if368, label %pred.store.continue369

pred.store.if368:                                 ; preds = %pred.store.continue367
  %768 = extractelement <64 x i64> %578, i64 47
  %769 = getelementptr inbounds i8, i8* %out, i64 %768
  %770 = extractelement <64 x i8> %577, i64 47
  store i8 %770, i8* %769, align 1, !tbaa !26
  br label %pred.store.continue369

pred.store.continue369:                           ; preds = %pred.store.if368, %pred.store.continue367
  %771 = extractelement <64 x i1> %0, i64 48
  br i1 %771, label %pred.store.if370, label %pred.store.continue371

pred.store.if370:                                 ; preds = %pred.store.continue369
  %772 = extractelement <64 x i64> %578, i64 48
  %773 = getelementptr inbounds i8, i8* %out, i64 %772
  %774 = extractelement <64 x i8> %577, i64 48
  store i8 %774, i8* %773, align 1, !tbaa !26
  br label %pred.store.continue371

pred.store.continue371:                           ; preds = %pred.store.if370, %pred.store.continue369
  %775 = extractelement <64 x i1> %0, i64 49
  br i1 %775, label %pred.store.if372, label %pred.store.continue373

pred.store.if372:                                 ; preds = %pred.store.continue371
  %776 = extractelement <64 x i64> %578, i64 49
  %777 = getelementptr inbounds i8, i8* %out, i64 %776
  %778 = extractelement <64 x i8> %577, i64 49
  store i8 %778, i8* %777, align 1, !tbaa !26
  br label %pred.store.continue373

pred.store.continue373:                           ; preds = %pred.store.if372, %pred.store.continue371
  %779 = extractelement <64 x i1> %0, i64 50
  br i1 %779, label %pred.store.if374, label %pred.store.continue375

pred.store.if374:                                 ; preds = %pred.store.continue373
  %780 = extractelement <64 x i64> %578, i64 50
  %781 = getelementptr inbounds i8, i8* %out, i64 %780
  %782 = extractelement <64 x i8> %577, i64 50
  store i8 %782, i8* %781, align 1, !tbaa !26
  br label %pred.store.continue375

pred.store.continue375:                           ; preds = %pred.store.if374, %pred.store.continue373
  %783 = extractelement <64 x i1> %0, i64 51
  br i1 %783, label %pred.store.if376, label %pred.store.continue377

pred.store.if376:                                 ; preds = %pred.store.continue375
  %784 = extractelement <64 x i64> %578, i64 51
  %785 = getelementptr inbounds i8, i8* %out, i64 %784
  %786 = extractelement <64 x i8> %577, i64 51
  store i8 %786, i8* %785, align 1, !tbaa !26
  br label %pred.store.continue377

pred.store.continue377:                           ; preds = %pred.store.if376, %pred.store.continue375
  %787 = extractelement <64 x i1> %0, i64 52
  br i1 %787, label %pred.store.if378, label %pred.store.continue379

pred.store.if378:                                 ; preds = %pred.store.continue377
  %788 = extractelement <64 x i64> %578, i64 52
  %789 = getelementptr inbounds i8, i8* %out, i64 %788
  %790 = extractelement <64 x i8> %577, i64 52
  store i8 %790, i8* %789, align 1, !tbaa !26
  br label %pred.store.continue379

pred.store.continue379:                           ; preds = %pred.store.if378, %pred.store.continue377
  %791 = extractelement <64 x i1> %0, i64 53
  br i1 %791, label %pred.store.if380, label %pred.store.continue381

pred.store.if380:                                 ; preds = %pred.store.continue379
  %792 = extractelement <64 x i64> %578, i64 53
  %793 = getelementptr inbounds i8, i8* %out, i64 %792
  %794 = extractelement <64 x i8> %577, i64 53
  store i8 %794, i8* %793, align 1, !tbaa !26
  br label %pred.store.continue381

pred.store.continue381:                           ; preds = %pred.store.if380, %pred.store.continue379
  %795 = extractelement <64 x i1> %0, i64 54
  br i1 %795, label %pred.store.if382, label %pred.store.continue383

pred.store.if382:                                 ; preds = %pred.store.continue381
  %796 = extractelement <64 x i64> %578, i64 54
  %797 = getelementptr inbounds i8, i8* %out, i64 %796
  %798 = extractelement <64 x i8> %577, i64 54
  store i8 %798, i8* %797, align 1, !tbaa !26
  br label %pred.store.continue383

pred.store.continue383:                           ; preds = %pred.store.if382, %pred.store.continue381
  %799 = extractelement <64 x i1> %0, i64 55
  br i1 %799, label %pred.store.if384, label %pred.store.continue385

pred.store.if384:                                 ; preds = %pred.store.continue383
  %800 = extractelement <64 x i64> %578, i64 55
  %801 = getelementptr inbounds i8, i8* %out, i64 %800
  %802 = extractelement <64 x i8> %577, i64 55
  store i8 %802, i8* %801, align 1, !tbaa !26
  br label %pred.store.continue385

pred.store.continue385:                           ; preds = %pred.store.if384, %pred.store.continue383
  %803 = extractelement <64 x i1> %0, i64 56
  br i1 %803, label %pred.store.if386, label %pred.store.continue387

pred.store.if386:                                 ; preds = %pred.store.continue385
  %804 = extractelement <64 x i64> %578, i64 56
  %805 = getelementptr inbounds i8, i8* %out, i64 %804
  %806 = extractelement <64 x i8> %577, i64 56
  store i8 %806, i8* %805, align 1, !tbaa !26
  br label %pred.store.continue387

pred.store.continue387:                           ; preds = %pred.store.if386, %pred.store.continue385
  %807 = extractelement <64 x i1> %0, i64 57
  br i1 %807, label %pred.store.if388, label %pred.store.continue389

pred.store.if388:                                 ; preds = %pred.store.continue387
  %808 = extractelement <64 x i64> %578, i64 57
  %809 = getelementptr inbounds i8, i8* %out, i64 %808
  %810 = extractelement <64 x i8> %577, i64 57
  store i8 %810, i8* %809, align 1, !tbaa !26
  br label %pred.store.continue389

pred.store.continue389:                           ; preds = %pred.store.if388, %pred.store.continue387
  %811 = extractelement <64 x i1> %0, i64 58
  br i1 %811, label %pred.store.if390, label %pred.store.continue391

pred.store.if390:                                 ; preds = %pred.store.continue389
  %812 = extractelement <64 x i64> %578, i64 58
  %813 = getelementptr inbounds i8, i8* %out, i64 %812
  %814 = extractelement <64 x i8> %577, i64 58
  store i8 %814, i8* %813, align 1, !tbaa !26
  br label %pred.store.continue391

pred.store.continue391:                           ; preds = %pred.store.if390, %pred.store.continue389
  %815 = extractelement <64 x i1> %0, i64 59
  br i1 %815, label %pred.store.if392, label %pred.store.continue393

pred.store.if392:                                 ; preds = %pred.store.continue391
  %816 = extractelement <64 x i64> %578, i64 59
  %817 = getelementptr inbounds i8, i8* %out, i64 %816
  %818 = extractelement <64 x i8> %577, i64 59
  store i8 %818, i8* %817, align 1, !tbaa !26
  br label %pred.store.continue393

pred.store.continue393:                           ; preds = %pred.store.if392, %pred.store.continue391
  %819 = extractelement <64 x i1> %0, i64 60
  br i1 %819, label %pred.store.if394, label %pred.store.continue395

pred.store.if394:                                 ; preds = %pred.store.continue393
  %820 = extractelement <64 x i64> %578, i64 60
  %821 = getelementptr inbounds i8, i8* %out, i64 %820
  %822 = extractelement <64 x i8> %577, i64 60
  store i8 %822, i8* %821, align 1, !tbaa !26
  br label %pred.store.continue395

pred.store.continue395:                           ; preds = %pred.store.if394, %pred.store.continue393
  %823 = extractelement <64 x i1> %0, i64 61
  br i1 %823, label %pred.store.if396, label %pred.store.continue397

pred.store.if396:                                 ; preds = %pred.store.continue395
  %824 = extractelement <64 x i64> %578, i64 61
  %825 = getelementptr inbounds i8, i8* %out, i64 %824
  %826 = extractelement <64 x i8> %577, i64 61
  store i8 %826, i8* %825, align 1, !tbaa !26
  br label %pred.store.continue397

pred.store.continue397:                           ; preds = %pred.store.if396, %pred.store.continue395
  %827 = extractelement <64 x i1> %0, i64 62
  br i1 %827, label %pred.store.if398, label %pred.store.continue399

pred.store.if398:                                 ; preds = %pred.store.continue397
  %828 = extractelement <64 x i64> %578, i64 62
  %829 = getelementptr inbounds i8, i8* %out, i64 %828
  %830 = extractelement <64 x i8> %577, i64 62
  store i8 %830, i8* %829, align 1, !tbaa !26
  br label %pred.store.continue399

pred.store.continue399:                           ; preds = %pred.store.if398, %pred.store.continue397
  %831 = extractelement <64 x i1> %0, i64 63
  br i1 %831, label %pred.store.if400, label %pred.store.continue401

pred.store.if400:                                 ; preds = %pred.store.continue399
  %832 = extractelement <64 x i64> %578, i64 63
  %833 = getelementptr inbounds i8, i8* %out, i64 %832
  %834 = extractelement <64 x i8> %577, i64 63
  store i8 %834, i8* %833, align 1, !tbaa !26
  br label %pred.store.continue401

pred.store.continue401:                           ; preds = %pred.store.if400, %pred.store.continue399
  %index.next = add i64 %index, 64
  %vec.ind.next = add <64 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %835 = icmp eq i64 %index.next, %n.vec
  br i1 %835, label %for.cond.cleanup, label %vector.body, !llvm.loop !27

for.cond.cleanup:                                 ; preds = %pred.store.continue401, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.load.v16f32.p0v16f32(<16 x float>*, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v16f32.p0v16f32(<16 x float>, <16 x float>*, i32 immarg, <16 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>*, i32 immarg, <8 x i1>, <8 x i32>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8i64.p0v8i64(<8 x i64>, <8 x i64>*, i32 immarg, <8 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>*, i32 immarg, <8 x i1>, <8 x double>) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8f64.p0v8f64(<8 x double>, <8 x double>*, i32 immarg, <8 x i1>) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>*, i32 immarg, <16 x i1>, <16 x i32>) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v16i32.p0v16i32(<16 x i32>, <16 x i32>*, i32 immarg, <16 x i1>) #4

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nosync nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone willreturn }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = distinct !{!19, !10, !11}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !7, i64 0}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11}
!26 = !{!7, !7, i64 0}
!27 = distinct !{!27, !10, !11}
