; ModuleID = 'tsvc_tail.c'
source_filename = "tsvc_tail.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @tf_saxpy(ptr noalias nocapture noundef %y, ptr noalias nocapture noundef readonly %x, float noundef %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <16 x float> poison, float %a, i64 0
  %broadcast.splat13 = shufflevector <16 x float> %broadcast.splatinsert12, <16 x float> poison, <16 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -16
  %1 = lshr exact i64 %0, 4
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert9 = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat10 = shufflevector <16 x i64> %broadcast.splatinsert9, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or <16 x i64> %broadcast.splat10, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %4 = icmp ule <16 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds float, ptr %x, i64 %index
  %wide.masked.load = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %5, i32 4, <16 x i1> %4, <16 x float> poison), !tbaa !5
  %6 = getelementptr inbounds float, ptr %y, i64 %index
  %wide.masked.load11 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %6, i32 4, <16 x i1> %4, <16 x float> poison), !tbaa !5
  %7 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat13, <16 x float> %wide.masked.load, <16 x float> %wide.masked.load11)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7, ptr %6, i32 4, <16 x i1> %4), !tbaa !5
  %index.next = or i64 %index, 16
  %broadcast.splatinsert9.1 = insertelement <16 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat10.1 = shufflevector <16 x i64> %broadcast.splatinsert9.1, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.1 = or <16 x i64> %broadcast.splat10.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %8 = icmp ule <16 x i64> %vec.iv.1, %broadcast.splat
  %9 = getelementptr inbounds float, ptr %x, i64 %index.next
  %wide.masked.load.1 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull %9, i32 4, <16 x i1> %8, <16 x float> poison), !tbaa !5
  %10 = getelementptr inbounds float, ptr %y, i64 %index.next
  %wide.masked.load11.1 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull %10, i32 4, <16 x i1> %8, <16 x float> poison), !tbaa !5
  %11 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat13, <16 x float> %wide.masked.load.1, <16 x float> %wide.masked.load11.1)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11, ptr %10, i32 4, <16 x i1> %8), !tbaa !5
  %index.next.1 = add i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.body, !llvm.loop !9

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %broadcast.splatinsert9.epil = insertelement <16 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat10.epil = shufflevector <16 x i64> %broadcast.splatinsert9.epil, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.epil = or <16 x i64> %broadcast.splat10.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %12 = icmp ule <16 x i64> %vec.iv.epil, %broadcast.splat
  %13 = getelementptr inbounds float, ptr %x, i64 %index.unr
  %wide.masked.load.epil = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %13, i32 4, <16 x i1> %12, <16 x float> poison), !tbaa !5
  %14 = getelementptr inbounds float, ptr %y, i64 %index.unr
  %wide.masked.load11.epil = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr %14, i32 4, <16 x i1> %12, <16 x float> poison), !tbaa !5
  %15 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat13, <16 x float> %wide.masked.load.epil, <16 x float> %wide.masked.load11.epil)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %15, ptr %14, i32 4, <16 x i1> %12), !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @tf_clamp_i16(ptr noalias nocapture noundef %p, i16 noundef signext %lo, i16 noundef signext %hi, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp32 = icmp sgt i32 %n, 0
  br i1 %cmp32, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 31
  %n.vec = and i64 %n.rnd.up, 8589934560
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <32 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <32 x i64> %broadcast.splatinsert, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert97 = insertelement <32 x i16> poison, i16 %lo, i64 0
  %broadcast.splat98 = shufflevector <32 x i16> %broadcast.splatinsert97, <32 x i16> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert99 = insertelement <32 x i16> poison, i16 %hi, i64 0
  %broadcast.splat100 = shufflevector <32 x i16> %broadcast.splatinsert99, <32 x i16> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue162, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue162 ]
  %vec.ind = phi <32 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31>, %vector.ph ], [ %vec.ind.next, %pred.store.continue162 ]
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
  %32 = getelementptr inbounds i16, ptr %p, i64 %index
  %33 = getelementptr inbounds i16, ptr %p, i64 %0
  %34 = getelementptr inbounds i16, ptr %p, i64 %1
  %35 = getelementptr inbounds i16, ptr %p, i64 %2
  %36 = getelementptr inbounds i16, ptr %p, i64 %3
  %37 = getelementptr inbounds i16, ptr %p, i64 %4
  %38 = getelementptr inbounds i16, ptr %p, i64 %5
  %39 = getelementptr inbounds i16, ptr %p, i64 %6
  %40 = getelementptr inbounds i16, ptr %p, i64 %7
  %41 = getelementptr inbounds i16, ptr %p, i64 %8
  %42 = getelementptr inbounds i16, ptr %p, i64 %9
  %43 = getelementptr inbounds i16, ptr %p, i64 %10
  %44 = getelementptr inbounds i16, ptr %p, i64 %11
  %45 = getelementptr inbounds i16, ptr %p, i64 %12
  %46 = getelementptr inbounds i16, ptr %p, i64 %13
  %47 = getelementptr inbounds i16, ptr %p, i64 %14
  %48 = getelementptr inbounds i16, ptr %p, i64 %15
  %49 = getelementptr inbounds i16, ptr %p, i64 %16
  %50 = getelementptr inbounds i16, ptr %p, i64 %17
  %51 = getelementptr inbounds i16, ptr %p, i64 %18
  %52 = getelementptr inbounds i16, ptr %p, i64 %19
  %53 = getelementptr inbounds i16, ptr %p, i64 %20
  %54 = getelementptr inbounds i16, ptr %p, i64 %21
  %55 = getelementptr inbounds i16, ptr %p, i64 %22
  %56 = getelementptr inbounds i16, ptr %p, i64 %23
  %57 = getelementptr inbounds i16, ptr %p, i64 %24
  %58 = getelementptr inbounds i16, ptr %p, i64 %25
  %59 = getelementptr inbounds i16, ptr %p, i64 %26
  %60 = getelementptr inbounds i16, ptr %p, i64 %27
  %61 = getelementptr inbounds i16, ptr %p, i64 %28
  %62 = getelementptr inbounds i16, ptr %p, i64 %29
  %63 = getelementptr inbounds i16, ptr %p, i64 %30
  %64 = extractelement <32 x i1> %31, i64 0
  br i1 %64, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %65 = load i16, ptr %32, align 2, !tbaa !12
  %66 = insertelement <32 x i16> poison, i16 %65, i64 0
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %67 = phi <32 x i16> [ poison, %vector.body ], [ %66, %pred.load.if ]
  %68 = extractelement <32 x i1> %31, i64 1
  br i1 %68, label %pred.load.if35, label %pred.load.continue36

pred.load.if35:                                   ; preds = %pred.load.continue
  %69 = load i16, ptr %33, align 2, !tbaa !12
  %70 = insertelement <32 x i16> %67, i16 %69, i64 1
  br label %pred.load.continue36

pred.load.continue36:                             ; preds = %pred.load.if35, %pred.load.continue
  %71 = phi <32 x i16> [ %67, %pred.load.continue ], [ %70, %pred.load.if35 ]
  %72 = extractelement <32 x i1> %31, i64 2
  br i1 %72, label %pred.load.if37, label %pred.load.continue38

pred.load.if37:                                   ; preds = %pred.load.continue36
  %73 = load i16, ptr %34, align 2, !tbaa !12
  %74 = insertelement <32 x i16> %71, i16 %73, i64 2
  br label %pred.load.continue38

pred.load.continue38:                             ; preds = %pred.load.if37, %pred.load.continue36
  %75 = phi <32 x i16> [ %71, %pred.load.continue36 ], [ %74, %pred.load.if37 ]
  %76 = extractelement <32 x i1> %31, i64 3
  br i1 %76, label %pred.load.if39, label %pred.load.continue40

pred.load.if39:                                   ; preds = %pred.load.continue38
  %77 = load i16, ptr %35, align 2, !tbaa !12
  %78 = insertelement <32 x i16> %75, i16 %77, i64 3
  br label %pred.load.continue40

pred.load.continue40:                             ; preds = %pred.load.if39, %pred.load.continue38
  %79 = phi <32 x i16> [ %75, %pred.load.continue38 ], [ %78, %pred.load.if39 ]
  %80 = extractelement <32 x i1> %31, i64 4
  br i1 %80, label %pred.load.if41, label %pred.load.continue42

pred.load.if41:                                   ; preds = %pred.load.continue40
  %81 = load i16, ptr %36, align 2, !tbaa !12
  %82 = insertelement <32 x i16> %79, i16 %81, i64 4
  br label %pred.load.continue42

pred.load.continue42:                             ; preds = %pred.load.if41, %pred.load.continue40
  %83 = phi <32 x i16> [ %79, %pred.load.continue40 ], [ %82, %pred.load.if41 ]
  %84 = extractelement <32 x i1> %31, i64 5
  br i1 %84, label %pred.load.if43, label %pred.load.continue44

pred.load.if43:                                   ; preds = %pred.load.continue42
  %85 = load i16, ptr %37, align 2, !tbaa !12
  %86 = insertelement <32 x i16> %83, i16 %85, i64 5
  br label %pred.load.continue44

pred.load.continue44:                             ; preds = %pred.load.if43, %pred.load.continue42
  %87 = phi <32 x i16> [ %83, %pred.load.continue42 ], [ %86, %pred.load.if43 ]
  %88 = extractelement <32 x i1> %31, i64 6
  br i1 %88, label %pred.load.if45, label %pred.load.continue46

pred.load.if45:                                   ; preds = %pred.load.continue44
  %89 = load i16, ptr %38, align 2, !tbaa !12
  %90 = insertelement <32 x i16> %87, i16 %89, i64 6
  br label %pred.load.continue46

pred.load.continue46:                             ; preds = %pred.load.if45, %pred.load.continue44
  %91 = phi <32 x i16> [ %87, %pred.load.continue44 ], [ %90, %pred.load.if45 ]
  %92 = extractelement <32 x i1> %31, i64 7
  br i1 %92, label %pred.load.if47, label %pred.load.continue48

pred.load.if47:                                   ; preds = %pred.load.continue46
  %93 = load i16, ptr %39, align 2, !tbaa !12
  %94 = insertelement <32 x i16> %91, i16 %93, i64 7
  br label %pred.load.continue48

pred.load.continue48:                             ; preds = %pred.load.if47, %pred.load.continue46
  %95 = phi <32 x i16> [ %91, %pred.load.continue46 ], [ %94, %pred.load.if47 ]
  %96 = extractelement <32 x i1> %31, i64 8
  br i1 %96, label %pred.load.if49, label %pred.load.continue50

pred.load.if49:                                   ; preds = %pred.load.continue48
  %97 = load i16, ptr %40, align 2, !tbaa !12
  %98 = insertelement <32 x i16> %95, i16 %97, i64 8
  br label %pred.load.continue50

pred.load.continue50:                             ; preds = %pred.load.if49, %pred.load.continue48
  %99 = phi <32 x i16> [ %95, %pred.load.continue48 ], [ %98, %pred.load.if49 ]
  %100 = extractelement <32 x i1> %31, i64 9
  br i1 %100, label %pred.load.if51, label %pred.load.continue52

pred.load.if51:                                   ; preds = %pred.load.continue50
  %101 = load i16, ptr %41, align 2, !tbaa !12
  %102 = insertelement <32 x i16> %99, i16 %101, i64 9
  br label %pred.load.continue52

pred.load.continue52:                             ; preds = %pred.load.if51, %pred.load.continue50
  %103 = phi <32 x i16> [ %99, %pred.load.continue50 ], [ %102, %pred.load.if51 ]
  %104 = extractelement <32 x i1> %31, i64 10
  br i1 %104, label %pred.load.if53, label %pred.load.continue54

pred.load.if53:                                   ; preds = %pred.load.continue52
  %105 = load i16, ptr %42, align 2, !tbaa !12
  %106 = insertelement <32 x i16> %103, i16 %105, i64 10
  br label %pred.load.continue54

pred.load.continue54:                             ; preds = %pred.load.if53, %pred.load.continue52
  %107 = phi <32 x i16> [ %103, %pred.load.continue52 ], [ %106, %pred.load.if53 ]
  %108 = extractelement <32 x i1> %31, i64 11
  br i1 %108, label %pred.load.if55, label %pred.load.continue56

pred.load.if55:                                   ; preds = %pred.load.continue54
  %109 = load i16, ptr %43, align 2, !tbaa !12
  %110 = insertelement <32 x i16> %107, i16 %109, i64 11
  br label %pred.load.continue56

pred.load.continue56:                             ; preds = %pred.load.if55, %pred.load.continue54
  %111 = phi <32 x i16> [ %107, %pred.load.continue54 ], [ %110, %pred.load.if55 ]
  %112 = extractelement <32 x i1> %31, i64 12
  br i1 %112, label %pred.load.if57, label %pred.load.continue58

pred.load.if57:                                   ; preds = %pred.load.continue56
  %113 = load i16, ptr %44, align 2, !tbaa !12
  %114 = insertelement <32 x i16> %111, i16 %113, i64 12
  br label %pred.load.continue58

pred.load.continue58:                             ; preds = %pred.load.if57, %pred.load.continue56
  %115 = phi <32 x i16> [ %111, %pred.load.continue56 ], [ %114, %pred.load.if57 ]
  %116 = extractelement <32 x i1> %31, i64 13
  br i1 %116, label %pred.load.if59, label %pred.load.continue60

pred.load.if59:                                   ; preds = %pred.load.continue58
  %117 = load i16, ptr %45, align 2, !tbaa !12
  %118 = insertelement <32 x i16> %115, i16 %117, i64 13
  br label %pred.load.continue60

pred.load.continue60:                             ; preds = %pred.load.if59, %pred.load.continue58
  %119 = phi <32 x i16> [ %115, %pred.load.continue58 ], [ %118, %pred.load.if59 ]
  %120 = extractelement <32 x i1> %31, i64 14
  br i1 %120, label %pred.load.if61, label %pred.load.continue62

pred.load.if61:                                   ; preds = %pred.load.continue60
  %121 = load i16, ptr %46, align 2, !tbaa !12
  %122 = insertelement <32 x i16> %119, i16 %121, i64 14
  br label %pred.load.continue62

pred.load.continue62:                             ; preds = %pred.load.if61, %pred.load.continue60
  %123 = phi <32 x i16> [ %119, %pred.load.continue60 ], [ %122, %pred.load.if61 ]
  %124 = extractelement <32 x i1> %31, i64 15
  br i1 %124, label %pred.load.if63, label %pred.load.continue64

pred.load.if63:                                   ; preds = %pred.load.continue62
  %125 = load i16, ptr %47, align 2, !tbaa !12
  %126 = insertelement <32 x i16> %123, i16 %125, i64 15
  br label %pred.load.continue64

pred.load.continue64:                             ; preds = %pred.load.if63, %pred.load.continue62
  %127 = phi <32 x i16> [ %123, %pred.load.continue62 ], [ %126, %pred.load.if63 ]
  %128 = extractelement <32 x i1> %31, i64 16
  br i1 %128, label %pred.load.if65, label %pred.load.continue66

pred.load.if65:                                   ; preds = %pred.load.continue64
  %129 = load i16, ptr %48, align 2, !tbaa !12
  %130 = insertelement <32 x i16> %127, i16 %129, i64 16
  br label %pred.load.continue66

pred.load.continue66:                             ; preds = %pred.load.if65, %pred.load.continue64
  %131 = phi <32 x i16> [ %127, %pred.load.continue64 ], [ %130, %pred.load.if65 ]
  %132 = extractelement <32 x i1> %31, i64 17
  br i1 %132, label %pred.load.if67, label %pred.load.continue68

pred.load.if67:                                   ; preds = %pred.load.continue66
  %133 = load i16, ptr %49, align 2, !tbaa !12
  %134 = insertelement <32 x i16> %131, i16 %133, i64 17
  br label %pred.load.continue68

pred.load.continue68:                             ; preds = %pred.load.if67, %pred.load.continue66
  %135 = phi <32 x i16> [ %131, %pred.load.continue66 ], [ %134, %pred.load.if67 ]
  %136 = extractelement <32 x i1> %31, i64 18
  br i1 %136, label %pred.load.if69, label %pred.load.continue70

pred.load.if69:                                   ; preds = %pred.load.continue68
  %137 = load i16, ptr %50, align 2, !tbaa !12
  %138 = insertelement <32 x i16> %135, i16 %137, i64 18
  br label %pred.load.continue70

pred.load.continue70:                             ; preds = %pred.load.if69, %pred.load.continue68
  %139 = phi <32 x i16> [ %135, %pred.load.continue68 ], [ %138, %pred.load.if69 ]
  %140 = extractelement <32 x i1> %31, i64 19
  br i1 %140, label %pred.load.if71, label %pred.load.continue72

pred.load.if71:                                   ; preds = %pred.load.continue70
  %141 = load i16, ptr %51, align 2, !tbaa !12
  %142 = insertelement <32 x i16> %139, i16 %141, i64 19
  br label %pred.load.continue72

pred.load.continue72:                             ; preds = %pred.load.if71, %pred.load.continue70
  %143 = phi <32 x i16> [ %139, %pred.load.continue70 ], [ %142, %pred.load.if71 ]
  %144 = extractelement <32 x i1> %31, i64 20
  br i1 %144, label %pred.load.if73, label %pred.load.continue74

pred.load.if73:                                   ; preds = %pred.load.continue72
  %145 = load i16, ptr %52, align 2, !tbaa !12
  %146 = insertelement <32 x i16> %143, i16 %145, i64 20
  br label %pred.load.continue74

pred.load.continue74:                             ; preds = %pred.load.if73, %pred.load.continue72
  %147 = phi <32 x i16> [ %143, %pred.load.continue72 ], [ %146, %pred.load.if73 ]
  %148 = extractelement <32 x i1> %31, i64 21
  br i1 %148, label %pred.load.if75, label %pred.load.continue76

pred.load.if75:                                   ; preds = %pred.load.continue74
  %149 = load i16, ptr %53, align 2, !tbaa !12
  %150 = insertelement <32 x i16> %147, i16 %149, i64 21
  br label %pred.load.continue76

pred.load.continue76:                             ; preds = %pred.load.if75, %pred.load.continue74
  %151 = phi <32 x i16> [ %147, %pred.load.continue74 ], [ %150, %pred.load.if75 ]
  %152 = extractelement <32 x i1> %31, i64 22
  br i1 %152, label %pred.load.if77, label %pred.load.continue78

pred.load.if77:                                   ; preds = %pred.load.continue76
  %153 = load i16, ptr %54, align 2, !tbaa !12
  %154 = insertelement <32 x i16> %151, i16 %153, i64 22
  br label %pred.load.continue78

pred.load.continue78:                             ; preds = %pred.load.if77, %pred.load.continue76
  %155 = phi <32 x i16> [ %151, %pred.load.continue76 ], [ %154, %pred.load.if77 ]
  %156 = extractelement <32 x i1> %31, i64 23
  br i1 %156, label %pred.load.if79, label %pred.load.continue80

pred.load.if79:                                   ; preds = %pred.load.continue78
  %157 = load i16, ptr %55, align 2, !tbaa !12
  %158 = insertelement <32 x i16> %155, i16 %157, i64 23
  br label %pred.load.continue80

pred.load.continue80:                             ; preds = %pred.load.if79, %pred.load.continue78
  %159 = phi <32 x i16> [ %155, %pred.load.continue78 ], [ %158, %pred.load.if79 ]
  %160 = extractelement <32 x i1> %31, i64 24
  br i1 %160, label %pred.load.if81, label %pred.load.continue82

pred.load.if81:                                   ; preds = %pred.load.continue80
  %161 = load i16, ptr %56, align 2, !tbaa !12
  %162 = insertelement <32 x i16> %159, i16 %161, i64 24
  br label %pred.load.continue82

pred.load.continue82:                             ; preds = %pred.load.if81, %pred.load.continue80
  %163 = phi <32 x i16> [ %159, %pred.load.continue80 ], [ %162, %pred.load.if81 ]
  %164 = extractelement <32 x i1> %31, i64 25
  br i1 %164, label %pred.load.if83, label %pred.load.continue84

pred.load.if83:                                   ; preds = %pred.load.continue82
  %165 = load i16, ptr %57, align 2, !tbaa !12
  %166 = insertelement <32 x i16> %163, i16 %165, i64 25
  br label %pred.load.continue84

pred.load.continue84:                             ; preds = %pred.load.if83, %pred.load.continue82
  %167 = phi <32 x i16> [ %163, %pred.load.continue82 ], [ %166, %pred.load.if83 ]
  %168 = extractelement <32 x i1> %31, i64 26
  br i1 %168, label %pred.load.if85, label %pred.load.continue86

pred.load.if85:                                   ; preds = %pred.load.continue84
  %169 = load i16, ptr %58, align 2, !tbaa !12
  %170 = insertelement <32 x i16> %167, i16 %169, i64 26
  br label %pred.load.continue86

pred.load.continue86:                             ; preds = %pred.load.if85, %pred.load.continue84
  %171 = phi <32 x i16> [ %167, %pred.load.continue84 ], [ %170, %pred.load.if85 ]
  %172 = extractelement <32 x i1> %31, i64 27
  br i1 %172, label %pred.load.if87, label %pred.load.continue88

pred.load.if87:                                   ; preds = %pred.load.continue86
  %173 = load i16, ptr %59, align 2, !tbaa !12
  %174 = insertelement <32 x i16> %171, i16 %173, i64 27
  br label %pred.load.continue88

pred.load.continue88:                             ; preds = %pred.load.if87, %pred.load.continue86
  %175 = phi <32 x i16> [ %171, %pred.load.continue86 ], [ %174, %pred.load.if87 ]
  %176 = extractelement <32 x i1> %31, i64 28
  br i1 %176, label %pred.load.if89, label %pred.load.continue90

pred.load.if89:                                   ; preds = %pred.load.continue88
  %177 = load i16, ptr %60, align 2, !tbaa !12
  %178 = insertelement <32 x i16> %175, i16 %177, i64 28
  br label %pred.load.continue90

pred.load.continue90:                             ; preds = %pred.load.if89, %pred.load.continue88
  %179 = phi <32 x i16> [ %175, %pred.load.continue88 ], [ %178, %pred.load.if89 ]
  %180 = extractelement <32 x i1> %31, i64 29
  br i1 %180, label %pred.load.if91, label %pred.load.continue92

pred.load.if91:                                   ; preds = %pred.load.continue90
  %181 = load i16, ptr %61, align 2, !tbaa !12
  %182 = insertelement <32 x i16> %179, i16 %181, i64 29
  br label %pred.load.continue92

pred.load.continue92:                             ; preds = %pred.load.if91, %pred.load.continue90
  %183 = phi <32 x i16> [ %179, %pred.load.continue90 ], [ %182, %pred.load.if91 ]
  %184 = extractelement <32 x i1> %31, i64 30
  br i1 %184, label %pred.load.if93, label %pred.load.continue94

pred.load.if93:                                   ; preds = %pred.load.continue92
  %185 = load i16, ptr %62, align 2, !tbaa !12
  %186 = insertelement <32 x i16> %183, i16 %185, i64 30
  br label %pred.load.continue94

pred.load.continue94:                             ; preds = %pred.load.if93, %pred.load.continue92
  %187 = phi <32 x i16> [ %183, %pred.load.continue92 ], [ %186, %pred.load.if93 ]
  %188 = extractelement <32 x i1> %31, i64 31
  br i1 %188, label %pred.load.if95, label %pred.load.continue96

pred.load.if95:                                   ; preds = %pred.load.continue94
  %189 = load i16, ptr %63, align 2, !tbaa !12
  %190 = insertelement <32 x i16> %187, i16 %189, i64 31
  br label %pred.load.continue96

pred.load.continue96:                             ; preds = %pred.load.if95, %pred.load.continue94
  %191 = phi <32 x i16> [ %187, %pred.load.continue94 ], [ %190, %pred.load.if95 ]
  %192 = icmp slt <32 x i16> %191, %broadcast.splat98
  %193 = tail call <32 x i16> @llvm.smin.v32i16(<32 x i16> %191, <32 x i16> %broadcast.splat100)
  %194 = select <32 x i1> %192, <32 x i16> %broadcast.splat98, <32 x i16> %193
  %195 = extractelement <32 x i1> %31, i64 0
  br i1 %195, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %pred.load.continue96
  %196 = extractelement <32 x i16> %194, i64 0
  store i16 %196, ptr %32, align 2, !tbaa !12
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue96
  %197 = extractelement <32 x i1> %31, i64 1
  br i1 %197, label %pred.store.if101, label %pred.store.continue102

pred.store.if101:                                 ; preds = %pred.store.continue
  %198 = extractelement <32 x i16> %194, i64 1
  store i16 %198, ptr %33, align 2, !tbaa !12
  br label %pred.store.continue102

pred.store.continue102:                           ; preds = %pred.store.if101, %pred.store.continue
  %199 = extractelement <32 x i1> %31, i64 2
  br i1 %199, label %pred.store.if103, label %pred.store.continue104

pred.store.if103:                                 ; preds = %pred.store.continue102
  %200 = extractelement <32 x i16> %194, i64 2
  store i16 %200, ptr %34, align 2, !tbaa !12
  br label %pred.store.continue104

pred.store.continue104:                           ; preds = %pred.store.if103, %pred.store.continue102
  %201 = extractelement <32 x i1> %31, i64 3
  br i1 %201, label %pred.store.if105, label %pred.store.continue106

pred.store.if105:                                 ; preds = %pred.store.continue104
  %202 = extractelement <32 x i16> %194, i64 3
  store i16 %202, ptr %35, align 2, !tbaa !12
  br label %pred.store.continue106

pred.store.continue106:                           ; preds = %pred.store.if105, %pred.store.continue104
  %203 = extractelement <32 x i1> %31, i64 4
  br i1 %203, label %pred.store.if107, label %pred.store.continue108

pred.store.if107:                                 ; preds = %pred.store.continue106
  %204 = extractelement <32 x i16> %194, i64 4
  store i16 %204, ptr %36, align 2, !tbaa !12
  br label %pred.store.continue108

pred.store.continue108:                           ; preds = %pred.store.if107, %pred.store.continue106
  %205 = extractelement <32 x i1> %31, i64 5
  br i1 %205, label %pred.store.if109, label %pred.store.continue110

pred.store.if109:                                 ; preds = %pred.store.continue108
  %206 = extractelement <32 x i16> %194, i64 5
  store i16 %206, ptr %37, align 2, !tbaa !12
  br label %pred.store.continue110

pred.store.continue110:                           ; preds = %pred.store.if109, %pred.store.continue108
  %207 = extractelement <32 x i1> %31, i64 6
  br i1 %207, label %pred.store.if111, label %pred.store.continue112

pred.store.if111:                                 ; preds = %pred.store.continue110
  %208 = extractelement <32 x i16> %194, i64 6
  store i16 %208, ptr %38, align 2, !tbaa !12
  br label %pred.store.continue112

pred.store.continue112:                           ; preds = %pred.store.if111, %pred.store.continue110
  %209 = extractelement <32 x i1> %31, i64 7
  br i1 %209, label %pred.store.if113, label %pred.store.continue114

pred.store.if113:                                 ; preds = %pred.store.continue112
  %210 = extractelement <32 x i16> %194, i64 7
  store i16 %210, ptr %39, align 2, !tbaa !12
  br label %pred.store.continue114

pred.store.continue114:                           ; preds = %pred.store.if113, %pred.store.continue112
  %211 = extractelement <32 x i1> %31, i64 8
  br i1 %211, label %pred.store.if115, label %pred.store.continue116

pred.store.if115:                                 ; preds = %pred.store.continue114
  %212 = extractelement <32 x i16> %194, i64 8
  store i16 %212, ptr %40, align 2, !tbaa !12
  br label %pred.store.continue116

pred.store.continue116:                           ; preds = %pred.store.if115, %pred.store.continue114
  %213 = extractelement <32 x i1> %31, i64 9
  br i1 %213, label %pred.store.if117, label %pred.store.continue118

pred.store.if117:                                 ; preds = %pred.store.continue116
  %214 = extractelement <32 x i16> %194, i64 9
  store i16 %214, ptr %41, align 2, !tbaa !12
  br label %pred.store.continue118

pred.store.continue118:                           ; preds = %pred.store.if117, %pred.store.continue116
  %215 = extractelement <32 x i1> %31, i64 10
  br i1 %215, label %pred.store.if119, label %pred.store.continue120

pred.store.if119:                                 ; preds = %pred.store.continue118
  %216 = extractelement <32 x i16> %194, i64 10
  store i16 %216, ptr %42, align 2, !tbaa !12
  br label %pred.store.continue120

pred.store.continue120:                           ; preds = %pred.store.if119, %pred.store.continue118
  %217 = extractelement <32 x i1> %31, i64 11
  br i1 %217, label %pred.store.if121, label %pred.store.continue122

pred.store.if121:                                 ; preds = %pred.store.continue120
  %218 = extractelement <32 x i16> %194, i64 11
  store i16 %218, ptr %43, align 2, !tbaa !12
  br label %pred.store.continue122

pred.store.continue122:                           ; preds = %pred.store.if121, %pred.store.continue120
  %219 = extractelement <32 x i1> %31, i64 12
  br i1 %219, label %pred.store.if123, label %pred.store.continue124

pred.store.if123:                                 ; preds = %pred.store.continue122
  %220 = extractelement <32 x i16> %194, i64 12
  store i16 %220, ptr %44, align 2, !tbaa !12
  br label %pred.store.continue124

pred.store.continue124:                           ; preds = %pred.store.if123, %pred.store.continue122
  %221 = extractelement <32 x i1> %31, i64 13
  br i1 %221, label %pred.store.if125, label %pred.store.continue126

pred.store.if125:                                 ; preds = %pred.store.continue124
  %222 = extractelement <32 x i16> %194, i64 13
  store i16 %222, ptr %45, align 2, !tbaa !12
  br label %pred.store.continue126

pred.store.continue126:                           ; preds = %pred.store.if125, %pred.store.continue124
  %223 = extractelement <32 x i1> %31, i64 14
  br i1 %223, label %pred.store.if127, label %pred.store.continue128

pred.store.if127:                                 ; preds = %pred.store.continue126
  %224 = extractelement <32 x i16> %194, i64 14
  store i16 %224, ptr %46, align 2, !tbaa !12
  br label %pred.store.continue128

pred.store.continue128:                           ; preds = %pred.store.if127, %pred.store.continue126
  %225 = extractelement <32 x i1> %31, i64 15
  br i1 %225, label %pred.store.if129, label %pred.store.continue130

pred.store.if129:                                 ; preds = %pred.store.continue128
  %226 = extractelement <32 x i16> %194, i64 15
  store i16 %226, ptr %47, align 2, !tbaa !12
  br label %pred.store.continue130

pred.store.continue130:                           ; preds = %pred.store.if129, %pred.store.continue128
  %227 = extractelement <32 x i1> %31, i64 16
  br i1 %227, label %pred.store.if131, label %pred.store.continue132

pred.store.if131:                                 ; preds = %pred.store.continue130
  %228 = extractelement <32 x i16> %194, i64 16
  store i16 %228, ptr %48, align 2, !tbaa !12
  br label %pred.store.continue132

pred.store.continue132:                           ; preds = %pred.store.if131, %pred.store.continue130
  %229 = extractelement <32 x i1> %31, i64 17
  br i1 %229, label %pred.store.if133, label %pred.store.continue134

pred.store.if133:                                 ; preds = %pred.store.continue132
  %230 = extractelement <32 x i16> %194, i64 17
  store i16 %230, ptr %49, align 2, !tbaa !12
  br label %pred.store.continue134

pred.store.continue134:                           ; preds = %pred.store.if133, %pred.store.continue132
  %231 = extractelement <32 x i1> %31, i64 18
  br i1 %231, label %pred.store.if135, label %pred.store.continue136

pred.store.if135:                                 ; preds = %pred.store.continue134
  %232 = extractelement <32 x i16> %194, i64 18
  store i16 %232, ptr %50, align 2, !tbaa !12
  br label %pred.store.continue136

pred.store.continue136:                           ; preds = %pred.store.if135, %pred.store.continue134
  %233 = extractelement <32 x i1> %31, i64 19
  br i1 %233, label %pred.store.if137, label %pred.store.continue138

pred.store.if137:                                 ; preds = %pred.store.continue136
  %234 = extractelement <32 x i16> %194, i64 19
  store i16 %234, ptr %51, align 2, !tbaa !12
  br label %pred.store.continue138

pred.store.continue138:                           ; preds = %pred.store.if137, %pred.store.continue136
  %235 = extractelement <32 x i1> %31, i64 20
  br i1 %235, label %pred.store.if139, label %pred.store.continue140

pred.store.if139:                                 ; preds = %pred.store.continue138
  %236 = extractelement <32 x i16> %194, i64 20
  store i16 %236, ptr %52, align 2, !tbaa !12
  br label %pred.store.continue140

pred.store.continue140:                           ; preds = %pred.store.if139, %pred.store.continue138
  %237 = extractelement <32 x i1> %31, i64 21
  br i1 %237, label %pred.store.if141, label %pred.store.continue142

pred.store.if141:                                 ; preds = %pred.store.continue140
  %238 = extractelement <32 x i16> %194, i64 21
  store i16 %238, ptr %53, align 2, !tbaa !12
  br label %pred.store.continue142

pred.store.continue142:                           ; preds = %pred.store.if141, %pred.store.continue140
  %239 = extractelement <32 x i1> %31, i64 22
  br i1 %239, label %pred.store.if143, label %pred.store.continue144

pred.store.if143:                                 ; preds = %pred.store.continue142
  %240 = extractelement <32 x i16> %194, i64 22
  store i16 %240, ptr %54, align 2, !tbaa !12
  br label %pred.store.continue144

pred.store.continue144:                           ; preds = %pred.store.if143, %pred.store.continue142
  %241 = extractelement <32 x i1> %31, i64 23
  br i1 %241, label %pred.store.if145, label %pred.store.continue146

pred.store.if145:                                 ; preds = %pred.store.continue144
  %242 = extractelement <32 x i16> %194, i64 23
  store i16 %242, ptr %55, align 2, !tbaa !12
  br label %pred.store.continue146

pred.store.continue146:                           ; preds = %pred.store.if145, %pred.store.continue144
  %243 = extractelement <32 x i1> %31, i64 24
  br i1 %243, label %pred.store.if147, label %pred.store.continue148

pred.store.if147:                                 ; preds = %pred.store.continue146
  %244 = extractelement <32 x i16> %194, i64 24
  store i16 %244, ptr %56, align 2, !tbaa !12
  br label %pred.store.continue148

pred.store.continue148:                           ; preds = %pred.store.if147, %pred.store.continue146
  %245 = extractelement <32 x i1> %31, i64 25
  br i1 %245, label %pred.store.if149, label %pred.store.continue150

pred.store.if149:                                 ; preds = %pred.store.continue148
  %246 = extractelement <32 x i16> %194, i64 25
  store i16 %246, ptr %57, align 2, !tbaa !12
  br label %pred.store.continue150

pred.store.continue150:                           ; preds = %pred.store.if149, %pred.store.continue148
  %247 = extractelement <32 x i1> %31, i64 26
  br i1 %247, label %pred.store.if151, label %pred.store.continue152

pred.store.if151:                                 ; preds = %pred.store.continue150
  %248 = extractelement <32 x i16> %194, i64 26
  store i16 %248, ptr %58, align 2, !tbaa !12
  br label %pred.store.continue152

pred.store.continue152:                           ; preds = %pred.store.if151, %pred.store.continue150
  %249 = extractelement <32 x i1> %31, i64 27
  br i1 %249, label %pred.store.if153, label %pred.store.continue154

pred.store.if153:                                 ; preds = %pred.store.continue152
  %250 = extractelement <32 x i16> %194, i64 27
  store i16 %250, ptr %59, align 2, !tbaa !12
  br label %pred.store.continue154

pred.store.continue154:                           ; preds = %pred.store.if153, %pred.store.continue152
  %251 = extractelement <32 x i1> %31, i64 28
  br i1 %251, label %pred.store.if155, label %pred.store.continue156

pred.store.if155:                                 ; preds = %pred.store.continue154
  %252 = extractelement <32 x i16> %194, i64 28
  store i16 %252, ptr %60, align 2, !tbaa !12
  br label %pred.store.continue156

pred.store.continue156:                           ; preds = %pred.store.if155, %pred.store.continue154
  %253 = extractelement <32 x i1> %31, i64 29
  br i1 %253, label %pred.store.if157, label %pred.store.continue158

pred.store.if157:                                 ; preds = %pred.store.continue156
  %254 = extractelement <32 x i16> %194, i64 29
  store i16 %254, ptr %61, align 2, !tbaa !12
  br label %pred.store.continue158

pred.store.continue158:                           ; preds = %pred.store.if157, %pred.store.continue156
  %255 = extractelement <32 x i1> %31, i64 30
  br i1 %255, label %pred.store.if159, label %pred.store.continue160

pred.store.if159:                                 ; preds = %pred.store.continue158
  %256 = extractelement <32 x i16> %194, i64 30
  store i16 %256, ptr %62, align 2, !tbaa !12
  br label %pred.store.continue160

pred.store.continue160:                           ; preds = %pred.store.if159, %pred.store.continue158
  %257 = extractelement <32 x i1> %31, i64 31
  br i1 %257, label %pred.store.if161, label %pred.store.continue162

pred.store.if161:                                 ; preds = %pred.store.continue160
  %258 = extractelement <32 x i16> %194, i64 31
  store i16 %258, ptr %63, align 2, !tbaa !12
  br label %pred.store.continue162

pred.store.continue162:                           ; preds = %pred.store.if161, %pred.store.continue160
  %index.next = add i64 %index, 32
  %vec.ind.next = add <32 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %259 = icmp eq i64 %index.next, %n.vec
  br i1 %259, label %for.cond.cleanup, label %vector.body, !llvm.loop !14

for.cond.cleanup:                                 ; preds = %pred.store.continue162, %entry
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @tf_widen(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
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
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert9 = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat10 = shufflevector <8 x i64> %broadcast.splatinsert9, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or <8 x i64> %broadcast.splat10, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %4 = icmp ule <8 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds i32, ptr %in, i64 %index
  %wide.masked.load = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %5, i32 4, <8 x i1> %4, <8 x i32> poison), !tbaa !15
  %6 = sext <8 x i32> %wide.masked.load to <8 x i64>
  %7 = mul nsw <8 x i64> %6, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %8 = getelementptr inbounds i64, ptr %out, i64 %index
  tail call void @llvm.masked.store.v8i64.p0(<8 x i64> %7, ptr %8, i32 8, <8 x i1> %4), !tbaa !17
  %index.next = or i64 %index, 8
  %broadcast.splatinsert9.1 = insertelement <8 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat10.1 = shufflevector <8 x i64> %broadcast.splatinsert9.1, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv.1 = or <8 x i64> %broadcast.splat10.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %9 = icmp ule <8 x i64> %vec.iv.1, %broadcast.splat
  %10 = getelementptr inbounds i32, ptr %in, i64 %index.next
  %wide.masked.load.1 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr nonnull %10, i32 4, <8 x i1> %9, <8 x i32> poison), !tbaa !15
  %11 = sext <8 x i32> %wide.masked.load.1 to <8 x i64>
  %12 = mul nsw <8 x i64> %11, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %13 = getelementptr inbounds i64, ptr %out, i64 %index.next
  tail call void @llvm.masked.store.v8i64.p0(<8 x i64> %12, ptr %13, i32 8, <8 x i1> %9), !tbaa !17
  %index.next.1 = add i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.body, !llvm.loop !19

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %broadcast.splatinsert9.epil = insertelement <8 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat10.epil = shufflevector <8 x i64> %broadcast.splatinsert9.epil, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv.epil = or <8 x i64> %broadcast.splat10.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %14 = icmp ule <8 x i64> %vec.iv.epil, %broadcast.splat
  %15 = getelementptr inbounds i32, ptr %in, i64 %index.unr
  %wide.masked.load.epil = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %15, i32 4, <8 x i1> %14, <8 x i32> poison), !tbaa !15
  %16 = sext <8 x i32> %wide.masked.load.epil to <8 x i64>
  %17 = mul nsw <8 x i64> %16, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %18 = getelementptr inbounds i64, ptr %out, i64 %index.unr
  tail call void @llvm.masked.store.v8i64.p0(<8 x i64> %17, ptr %18, i32 8, <8 x i1> %14), !tbaa !17
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @tf_cond(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
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
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert14 = insertelement <8 x i64> poison, i64 %index, i64 0
  %broadcast.splat15 = shufflevector <8 x i64> %broadcast.splatinsert14, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv = or <8 x i64> %broadcast.splat15, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %4 = icmp ule <8 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds double, ptr %a, i64 %index
  %wide.masked.load = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %5, i32 8, <8 x i1> %4, <8 x double> poison), !tbaa !20
  %6 = fcmp olt <8 x double> %wide.masked.load, zeroinitializer
  %7 = fneg <8 x double> %wide.masked.load
  %8 = getelementptr double, ptr %out, i64 %index
  %9 = select <8 x i1> %4, <8 x i1> %6, <8 x i1> zeroinitializer
  tail call void @llvm.masked.store.v8f64.p0(<8 x double> %7, ptr %8, i32 8, <8 x i1> %9), !tbaa !20
  %index.next = or i64 %index, 8
  %broadcast.splatinsert14.1 = insertelement <8 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat15.1 = shufflevector <8 x i64> %broadcast.splatinsert14.1, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv.1 = or <8 x i64> %broadcast.splat15.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %10 = icmp ule <8 x i64> %vec.iv.1, %broadcast.splat
  %11 = getelementptr inbounds double, ptr %a, i64 %index.next
  %wide.masked.load.1 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr nonnull %11, i32 8, <8 x i1> %10, <8 x double> poison), !tbaa !20
  %12 = fcmp olt <8 x double> %wide.masked.load.1, zeroinitializer
  %13 = fneg <8 x double> %wide.masked.load.1
  %14 = getelementptr double, ptr %out, i64 %index.next
  %15 = select <8 x i1> %10, <8 x i1> %12, <8 x i1> zeroinitializer
  tail call void @llvm.masked.store.v8f64.p0(<8 x double> %13, ptr %14, i32 8, <8 x i1> %15), !tbaa !20
  %index.next.1 = add i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %vector.body, !llvm.loop !22

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %vector.body.epil

vector.body.epil:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %broadcast.splatinsert14.epil = insertelement <8 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat15.epil = shufflevector <8 x i64> %broadcast.splatinsert14.epil, <8 x i64> poison, <8 x i32> zeroinitializer
  %vec.iv.epil = or <8 x i64> %broadcast.splat15.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %16 = icmp ule <8 x i64> %vec.iv.epil, %broadcast.splat
  %17 = getelementptr inbounds double, ptr %a, i64 %index.unr
  %wide.masked.load.epil = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %17, i32 8, <8 x i1> %16, <8 x double> poison), !tbaa !20
  %18 = fcmp olt <8 x double> %wide.masked.load.epil, zeroinitializer
  %19 = fneg <8 x double> %wide.masked.load.epil
  %20 = getelementptr double, ptr %out, i64 %index.unr
  %21 = select <8 x i1> %16, <8 x i1> %18, <8 x i1> zeroinitializer
  tail call void @llvm.masked.store.v8f64.p0(<8 x double> %19, ptr %20, i32 8, <8 x i1> %21), !tbaa !20
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @tf_sum(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
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
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph.new ], [ %9, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %broadcast.splatinsert8 = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat9 = shufflevector <16 x i64> %broadcast.splatinsert8, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or <16 x i64> %broadcast.splat9, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %4 = icmp ule <16 x i64> %vec.iv, %broadcast.splat
  %5 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %5, i32 4, <16 x i1> %4, <16 x i32> poison), !tbaa !15
  %6 = add <16 x i32> %wide.masked.load, %vec.phi
  %index.next = or i64 %index, 16
  %broadcast.splatinsert8.1 = insertelement <16 x i64> poison, i64 %index.next, i64 0
  %broadcast.splat9.1 = shufflevector <16 x i64> %broadcast.splatinsert8.1, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.1 = or <16 x i64> %broadcast.splat9.1, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %7 = icmp ule <16 x i64> %vec.iv.1, %broadcast.splat
  %8 = getelementptr inbounds i32, ptr %a, i64 %index.next
  %wide.masked.load.1 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull %8, i32 4, <16 x i1> %7, <16 x i32> poison), !tbaa !15
  %9 = add <16 x i32> %wide.masked.load.1, %6
  %index.next.1 = add i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %vec.phi.lcssa.ph = phi <16 x i32> [ undef, %vector.ph ], [ %6, %vector.body ]
  %.lcssa10.ph = phi <16 x i1> [ undef, %vector.ph ], [ %7, %vector.body ]
  %.lcssa.ph = phi <16 x i32> [ undef, %vector.ph ], [ %9, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %broadcast.splatinsert8.epil = insertelement <16 x i64> poison, i64 %index.unr, i64 0
  %broadcast.splat9.epil = shufflevector <16 x i64> %broadcast.splatinsert8.epil, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv.epil = or <16 x i64> %broadcast.splat9.epil, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %10 = icmp ule <16 x i64> %vec.iv.epil, %broadcast.splat
  %11 = getelementptr inbounds i32, ptr %a, i64 %index.unr
  %wide.masked.load.epil = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %11, i32 4, <16 x i1> %10, <16 x i32> poison), !tbaa !15
  %12 = add <16 x i32> %wide.masked.load.epil, %vec.phi.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %vec.phi.lcssa = phi <16 x i32> [ %vec.phi.lcssa.ph, %middle.block.unr-lcssa ], [ %vec.phi.unr, %vector.body.epil ]
  %.lcssa10 = phi <16 x i1> [ %.lcssa10.ph, %middle.block.unr-lcssa ], [ %10, %vector.body.epil ]
  %.lcssa = phi <16 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %12, %vector.body.epil ]
  %13 = select <16 x i1> %.lcssa10, <16 x i32> %.lcssa, <16 x i32> %vec.phi.lcssa
  %14 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %13)
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %14, %middle.block ]
  store i32 %s.0.lcssa, ptr %out, align 4, !tbaa !15
  ret void
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @tf_rev(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %1 = add i32 %n, -1
  %2 = trunc i64 %0 to i32
  %3 = sub i32 %1, %2
  %4 = icmp sgt i32 %3, %1
  %5 = icmp ugt i64 %0, 4294967295
  %6 = or i1 %4, %5
  br i1 %6, label %for.body.preheader14, label %vector.ph

for.body.preheader14:                             ; preds = %for.body.preheader
  %xtraiter = and i64 %wide.trip.count, 1
  %7 = icmp eq i64 %0, 0
  br i1 %7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader14.new

for.body.preheader14.new:                         ; preds = %for.body.preheader14
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 15
  %n.vec = and i64 %n.rnd.up, 8589934576
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %8 = getelementptr i32, ptr %in, i64 -15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %9 = trunc i64 %index to i32
  %broadcast.splatinsert11 = insertelement <16 x i64> poison, i64 %index, i64 0
  %broadcast.splat12 = shufflevector <16 x i64> %broadcast.splatinsert11, <16 x i64> poison, <16 x i32> zeroinitializer
  %vec.iv = or <16 x i64> %broadcast.splat12, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %10 = icmp ule <16 x i64> %vec.iv, %broadcast.splat
  %11 = xor i32 %9, -1
  %12 = add i32 %11, %n
  %13 = sext i32 %12 to i64
  %14 = getelementptr i32, ptr %8, i64 %13
  %reverse = shufflevector <16 x i1> %10, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr nonnull %14, i32 4, <16 x i1> %reverse, <16 x i32> poison), !tbaa !15
  %reverse13 = shufflevector <16 x i32> %wide.masked.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %15 = getelementptr inbounds i32, ptr %out, i64 %index
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %reverse13, ptr %15, i32 4, <16 x i1> %10), !tbaa !15
  %index.next = add i64 %index, 16
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %for.cond.cleanup, label %vector.body, !llvm.loop !24

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader14
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader14 ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %17 = trunc i64 %indvars.iv.unr to i32
  %18 = xor i32 %17, -1
  %sub1.epil = add i32 %18, %n
  %idxprom.epil = sext i32 %sub1.epil to i64
  %arrayidx.epil = getelementptr inbounds i32, ptr %in, i64 %idxprom.epil
  %19 = load i32, ptr %arrayidx.epil, align 4, !tbaa !15
  %arrayidx3.epil = getelementptr inbounds i32, ptr %out, i64 %indvars.iv.unr
  store i32 %19, ptr %arrayidx3.epil, align 4, !tbaa !15
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %vector.body, %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader14.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader14.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader14.new ], [ %niter.next.1, %for.body ]
  %20 = trunc i64 %indvars.iv to i32
  %21 = xor i32 %20, -1
  %sub1 = add i32 %21, %n
  %idxprom = sext i32 %sub1 to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %22 = load i32, ptr %arrayidx, align 4, !tbaa !15
  %arrayidx3 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %22, ptr %arrayidx3, align 4, !tbaa !15
  %indvars.iv.next = or i64 %indvars.iv, 1
  %23 = trunc i64 %indvars.iv.next to i32
  %24 = xor i32 %23, -1
  %sub1.1 = add i32 %24, %n
  %idxprom.1 = sext i32 %sub1.1 to i64
  %arrayidx.1 = getelementptr inbounds i32, ptr %in, i64 %idxprom.1
  %25 = load i32, ptr %arrayidx.1, align 4, !tbaa !15
  %arrayidx3.1 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv.next
  store i32 %25, ptr %arrayidx3.1, align 4, !tbaa !15
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !25
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @tf_pairs_i8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %vector.ph, label %for.cond.cleanup

vector.ph:                                        ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %n.rnd.up = add nuw nsw i64 %wide.trip.count, 63
  %n.vec = and i64 %n.rnd.up, 8589934528
  %trip.count.minus.1 = add nsw i64 %wide.trip.count, -1
  %broadcast.splatinsert = insertelement <64 x i64> poison, i64 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <64 x i64> %broadcast.splatinsert, <64 x i64> poison, <64 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue400, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue400 ]
  %vec.ind = phi <64 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17, i64 18, i64 19, i64 20, i64 21, i64 22, i64 23, i64 24, i64 25, i64 26, i64 27, i64 28, i64 29, i64 30, i64 31, i64 32, i64 33, i64 34, i64 35, i64 36, i64 37, i64 38, i64 39, i64 40, i64 41, i64 42, i64 43, i64 44, i64 45, i64 46, i64 47, i64 48, i64 49, i64 50, i64 51, i64 52, i64 53, i64 54, i64 55, i64 56, i64 57, i64 58, i64 59, i64 60, i64 61, i64 62, i64 63>, %vector.ph ], [ %vec.ind.next, %pred.store.continue400 ]
  %0 = icmp ule <64 x i64> %vec.ind, %broadcast.splat
  %1 = extractelement <64 x i1> %0, i64 0
  br i1 %1, label %pred.load.if, label %pred.load.continue

pred.load.if:                                     ; preds = %vector.body
  %2 = getelementptr inbounds i8, ptr %in, i64 %index
  %3 = load i8, ptr %2, align 1, !tbaa !26
  br label %pred.load.continue

pred.load.continue:                               ; preds = %pred.load.if, %vector.body
  %4 = phi i8 [ poison, %vector.body ], [ %3, %pred.load.if ]
  %5 = extractelement <64 x i1> %0, i64 1
  br i1 %5, label %pred.load.if21, label %pred.load.continue22

pred.load.if21:                                   ; preds = %pred.load.continue
  %6 = or i64 %index, 1
  %7 = getelementptr inbounds i8, ptr %in, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !26
  br label %pred.load.continue22

pred.load.continue22:                             ; preds = %pred.load.if21, %pred.load.continue
  %9 = phi i8 [ poison, %pred.load.continue ], [ %8, %pred.load.if21 ]
  %10 = extractelement <64 x i1> %0, i64 2
  br i1 %10, label %pred.load.if23, label %pred.load.continue24

pred.load.if23:                                   ; preds = %pred.load.continue22
  %11 = or i64 %index, 2
  %12 = getelementptr inbounds i8, ptr %in, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !26
  br label %pred.load.continue24

pred.load.continue24:                             ; preds = %pred.load.if23, %pred.load.continue22
  %14 = phi i8 [ poison, %pred.load.continue22 ], [ %13, %pred.load.if23 ]
  %15 = extractelement <64 x i1> %0, i64 3
  br i1 %15, label %pred.load.if25, label %pred.load.continue26

pred.load.if25:                                   ; preds = %pred.load.continue24
  %16 = or i64 %index, 3
  %17 = getelementptr inbounds i8, ptr %in, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !26
  br label %pred.load.continue26

pred.load.continue26:                             ; preds = %pred.load.if25, %pred.load.continue24
  %19 = phi i8 [ poison, %pred.load.continue24 ], [ %18, %pred.load.if25 ]
  %20 = extractelement <64 x i1> %0, i64 4
  br i1 %20, label %pred.load.if27, label %pred.load.continue28

pred.load.if27:                                   ; preds = %pred.load.continue26
  %21 = or i64 %index, 4
  %22 = getelementptr inbounds i8, ptr %in, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !26
  br label %pred.load.continue28

pred.load.continue28:                             ; preds = %pred.load.if27, %pred.load.continue26
  %24 = phi i8 [ poison, %pred.load.continue26 ], [ %23, %pred.load.if27 ]
  %25 = extractelement <64 x i1> %0, i64 5
  br i1 %25, label %pred.load.if29, label %pred.load.continue30

pred.load.if29:                                   ; preds = %pred.load.continue28
  %26 = or i64 %index, 5
  %27 = getelementptr inbounds i8, ptr %in, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !26
  br label %pred.load.continue30

pred.load.continue30:                             ; preds = %pred.load.if29, %pred.load.continue28
  %29 = phi i8 [ poison, %pred.load.continue28 ], [ %28, %pred.load.if29 ]
  %30 = extractelement <64 x i1> %0, i64 6
  br i1 %30, label %pred.load.if31, label %pred.load.continue32

pred.load.if31:                                   ; preds = %pred.load.continue30
  %31 = or i64 %index, 6
  %32 = getelementptr inbounds i8, ptr %in, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !26
  br label %pred.load.continue32

pred.load.continue32:                             ; preds = %pred.load.if31, %pred.load.continue30
  %34 = phi i8 [ poison, %pred.load.continue30 ], [ %33, %pred.load.if31 ]
  %35 = extractelement <64 x i1> %0, i64 7
  br i1 %35, label %pred.load.if33, label %pred.load.continue34

pred.load.if33:                                   ; preds = %pred.load.continue32
  %36 = or i64 %index, 7
  %37 = getelementptr inbounds i8, ptr %in, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !26
  br label %pred.load.continue34

pred.load.continue34:                             ; preds = %pred.load.if33, %pred.load.continue32
  %39 = phi i8 [ poison, %pred.load.continue32 ], [ %38, %pred.load.if33 ]
  %40 = extractelement <64 x i1> %0, i64 8
  br i1 %40, label %pred.load.if35, label %pred.load.continue36

pred.load.if35:                                   ; preds = %pred.load.continue34
  %41 = or i64 %index, 8
  %42 = getelementptr inbounds i8, ptr %in, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !26
  br label %pred.load.continue36

pred.load.continue36:                             ; preds = %pred.load.if35, %pred.load.continue34
  %44 = phi i8 [ poison, %pred.load.continue34 ], [ %43, %pred.load.if35 ]
  %45 = extractelement <64 x i1> %0, i64 9
  br i1 %45, label %pred.load.if37, label %pred.load.continue38

pred.load.if37:                                   ; preds = %pred.load.continue36
  %46 = or i64 %index, 9
  %47 = getelementptr inbounds i8, ptr %in, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !26
  br label %pred.load.continue38

pred.load.continue38:                             ; preds = %pred.load.if37, %pred.load.continue36
  %49 = phi i8 [ poison, %pred.load.continue36 ], [ %48, %pred.load.if37 ]
  %50 = extractelement <64 x i1> %0, i64 10
  br i1 %50, label %pred.load.if39, label %pred.load.continue40

pred.load.if39:                                   ; preds = %pred.load.continue38
  %51 = or i64 %index, 10
  %52 = getelementptr inbounds i8, ptr %in, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !26
  br label %pred.load.continue40

pred.load.continue40:                             ; preds = %pred.load.if39, %pred.load.continue38
  %54 = phi i8 [ poison, %pred.load.continue38 ], [ %53, %pred.load.if39 ]
  %55 = extractelement <64 x i1> %0, i64 11
  br i1 %55, label %pred.load.if41, label %pred.load.continue42

pred.load.if41:                                   ; preds = %pred.load.continue40
  %56 = or i64 %index, 11
  %57 = getelementptr inbounds i8, ptr %in, i64 %56
  %58 = load i8, ptr %57, align 1, !tbaa !26
  br label %pred.load.continue42

pred.load.continue42:                             ; preds = %pred.load.if41, %pred.load.continue40
  %59 = phi i8 [ poison, %pred.load.continue40 ], [ %58, %pred.load.if41 ]
  %60 = extractelement <64 x i1> %0, i64 12
  br i1 %60, label %pred.load.if43, label %pred.load.continue44

pred.load.if43:                                   ; preds = %pred.load.continue42
  %61 = or i64 %index, 12
  %62 = getelementptr inbounds i8, ptr %in, i64 %61
  %63 = load i8, ptr %62, align 1, !tbaa !26
  br label %pred.load.continue44

pred.load.continue44:                             ; preds = %pred.load.if43, %pred.load.continue42
  %64 = phi i8 [ poison, %pred.load.continue42 ], [ %63, %pred.load.if43 ]
  %65 = extractelement <64 x i1> %0, i64 13
  br i1 %65, label %pred.load.if45, label %pred.load.continue46

pred.load.if45:                                   ; preds = %pred.load.continue44
  %66 = or i64 %index, 13
  %67 = getelementptr inbounds i8, ptr %in, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !26
  br label %pred.load.continue46

pred.load.continue46:                             ; preds = %pred.load.if45, %pred.load.continue44
  %69 = phi i8 [ poison, %pred.load.continue44 ], [ %68, %pred.load.if45 ]
  %70 = extractelement <64 x i1> %0, i64 14
  br i1 %70, label %pred.load.if47, label %pred.load.continue48

pred.load.if47:                                   ; preds = %pred.load.continue46
  %71 = or i64 %index, 14
  %72 = getelementptr inbounds i8, ptr %in, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !26
  br label %pred.load.continue48

pred.load.continue48:                             ; preds = %pred.load.if47, %pred.load.continue46
  %74 = phi i8 [ poison, %pred.load.continue46 ], [ %73, %pred.load.if47 ]
  %75 = extractelement <64 x i1> %0, i64 15
  br i1 %75, label %pred.load.if49, label %pred.load.continue50

pred.load.if49:                                   ; preds = %pred.load.continue48
  %76 = or i64 %index, 15
  %77 = getelementptr inbounds i8, ptr %in, i64 %76
  %78 = load i8, ptr %77, align 1, !tbaa !26
  br label %pred.load.continue50

pred.load.continue50:                             ; preds = %pred.load.if49, %pred.load.continue48
  %79 = phi i8 [ poison, %pred.load.continue48 ], [ %78, %pred.load.if49 ]
  %80 = extractelement <64 x i1> %0, i64 16
  br i1 %80, label %pred.load.if51, label %pred.load.continue52

pred.load.if51:                                   ; preds = %pred.load.continue50
  %81 = or i64 %index, 16
  %82 = getelementptr inbounds i8, ptr %in, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !26
  br label %pred.load.continue52

pred.load.continue52:                             ; preds = %pred.load.if51, %pred.load.continue50
  %84 = phi i8 [ poison, %pred.load.continue50 ], [ %83, %pred.load.if51 ]
  %85 = extractelement <64 x i1> %0, i64 17
  br i1 %85, label %pred.load.if53, label %pred.load.continue54

pred.load.if53:                                   ; preds = %pred.load.continue52
  %86 = or i64 %index, 17
  %87 = getelementptr inbounds i8, ptr %in, i64 %86
  %88 = load i8, ptr %87, align 1, !tbaa !26
  br label %pred.load.continue54

pred.load.continue54:                             ; preds = %pred.load.if53, %pred.load.continue52
  %89 = phi i8 [ poison, %pred.load.continue52 ], [ %88, %pred.load.if53 ]
  %90 = extractelement <64 x i1> %0, i64 18
  br i1 %90, label %pred.load.if55, label %pred.load.continue56

pred.load.if55:                                   ; preds = %pred.load.continue54
  %91 = or i64 %index, 18
  %92 = getelementptr inbounds i8, ptr %in, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !26
  br label %pred.load.continue56

pred.load.continue56:                             ; preds = %pred.load.if55, %pred.load.continue54
  %94 = phi i8 [ poison, %pred.load.continue54 ], [ %93, %pred.load.if55 ]
  %95 = extractelement <64 x i1> %0, i64 19
  br i1 %95, label %pred.load.if57, label %pred.load.continue58

pred.load.if57:                                   ; preds = %pred.load.continue56
  %96 = or i64 %index, 19
  %97 = getelementptr inbounds i8, ptr %in, i64 %96
  %98 = load i8, ptr %97, align 1, !tbaa !26
  br label %pred.load.continue58

pred.load.continue58:                             ; preds = %pred.load.if57, %pred.load.continue56
  %99 = phi i8 [ poison, %pred.load.continue56 ], [ %98, %pred.load.if57 ]
  %100 = extractelement <64 x i1> %0, i64 20
  br i1 %100, label %pred.load.if59, label %pred.load.continue60

pred.load.if59:                                   ; preds = %pred.load.continue58
  %101 = or i64 %index, 20
  %102 = getelementptr inbounds i8, ptr %in, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !26
  br label %pred.load.continue60

pred.load.continue60:                             ; preds = %pred.load.if59, %pred.load.continue58
  %104 = phi i8 [ poison, %pred.load.continue58 ], [ %103, %pred.load.if59 ]
  %105 = extractelement <64 x i1> %0, i64 21
  br i1 %105, label %pred.load.if61, label %pred.load.continue62

pred.load.if61:                                   ; preds = %pred.load.continue60
  %106 = or i64 %index, 21
  %107 = getelementptr inbounds i8, ptr %in, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !26
  br label %pred.load.continue62

pred.load.continue62:                             ; preds = %pred.load.if61, %pred.load.continue60
  %109 = phi i8 [ poison, %pred.load.continue60 ], [ %108, %pred.load.if61 ]
  %110 = extractelement <64 x i1> %0, i64 22
  br i1 %110, label %pred.load.if63, label %pred.load.continue64

pred.load.if63:                                   ; preds = %pred.load.continue62
  %111 = or i64 %index, 22
  %112 = getelementptr inbounds i8, ptr %in, i64 %111
  %113 = load i8, ptr %112, align 1, !tbaa !26
  br label %pred.load.continue64

pred.load.continue64:                             ; preds = %pred.load.if63, %pred.load.continue62
  %114 = phi i8 [ poison, %pred.load.continue62 ], [ %113, %pred.load.if63 ]
  %115 = extractelement <64 x i1> %0, i64 23
  br i1 %115, label %pred.load.if65, label %pred.load.continue66

pred.load.if65:                                   ; preds = %pred.load.continue64
  %116 = or i64 %index, 23
  %117 = getelementptr inbounds i8, ptr %in, i64 %116
  %118 = load i8, ptr %117, align 1, !tbaa !26
  br label %pred.load.continue66

pred.load.continue66:                             ; preds = %pred.load.if65, %pred.load.continue64
  %119 = phi i8 [ poison, %pred.load.continue64 ], [ %118, %pred.load.if65 ]
  %120 = extractelement <64 x i1> %0, i64 24
  br i1 %120, label %pred.load.if67, label %pred.load.continue68

pred.load.if67:                                   ; preds = %pred.load.continue66
  %121 = or i64 %index, 24
  %122 = getelementptr inbounds i8, ptr %in, i64 %121
  %123 = load i8, ptr %122, align 1, !tbaa !26
  br label %pred.load.continue68

pred.load.continue68:                             ; preds = %pred.load.if67, %pred.load.continue66
  %124 = phi i8 [ poison, %pred.load.continue66 ], [ %123, %pred.load.if67 ]
  %125 = extractelement <64 x i1> %0, i64 25
  br i1 %125, label %pred.load.if69, label %pred.load.continue70

pred.load.if69:                                   ; preds = %pred.load.continue68
  %126 = or i64 %index, 25
  %127 = getelementptr inbounds i8, ptr %in, i64 %126
  %128 = load i8, ptr %127, align 1, !tbaa !26
  br label %pred.load.continue70

pred.load.continue70:                             ; preds = %pred.load.if69, %pred.load.continue68
  %129 = phi i8 [ poison, %pred.load.continue68 ], [ %128, %pred.load.if69 ]
  %130 = extractelement <64 x i1> %0, i64 26
  br i1 %130, label %pred.load.if71, label %pred.load.continue72

pred.load.if71:                                   ; preds = %pred.load.continue70
  %131 = or i64 %index, 26
  %132 = getelementptr inbounds i8, ptr %in, i64 %131
  %133 = load i8, ptr %132, align 1, !tbaa !26
  br label %pred.load.continue72

pred.load.continue72:                             ; preds = %pred.load.if71, %pred.load.continue70
  %134 = phi i8 [ poison, %pred.load.continue70 ], [ %133, %pred.load.if71 ]
  %135 = extractelement <64 x i1> %0, i64 27
  br i1 %135, label %pred.load.if73, label %pred.load.continue74

pred.load.if73:                                   ; preds = %pred.load.continue72
  %136 = or i64 %index, 27
  %137 = getelementptr inbounds i8, ptr %in, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !26
  br label %pred.load.continue74

pred.load.continue74:                             ; preds = %pred.load.if73, %pred.load.continue72
  %139 = phi i8 [ poison, %pred.load.continue72 ], [ %138, %pred.load.if73 ]
  %140 = extractelement <64 x i1> %0, i64 28
  br i1 %140, label %pred.load.if75, label %pred.load.continue76

pred.load.if75:                                   ; preds = %pred.load.continue74
  %141 = or i64 %index, 28
  %142 = getelementptr inbounds i8, ptr %in, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !26
  br label %pred.load.continue76

pred.load.continue76:                             ; preds = %pred.load.if75, %pred.load.continue74
  %144 = phi i8 [ poison, %pred.load.continue74 ], [ %143, %pred.load.if75 ]
  %145 = extractelement <64 x i1> %0, i64 29
  br i1 %145, label %pred.load.if77, label %pred.load.continue78

pred.load.if77:                                   ; preds = %pred.load.continue76
  %146 = or i64 %index, 29
  %147 = getelementptr inbounds i8, ptr %in, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !26
  br label %pred.load.continue78

pred.load.continue78:                             ; preds = %pred.load.if77, %pred.load.continue76
  %149 = phi i8 [ poison, %pred.load.continue76 ], [ %148, %pred.load.if77 ]
  %150 = extractelement <64 x i1> %0, i64 30
  br i1 %150, label %pred.load.if79, label %pred.load.continue80

pred.load.if79:                                   ; preds = %pred.load.continue78
  %151 = or i64 %index, 30
  %152 = getelementptr inbounds i8, ptr %in, i64 %151
  %153 = load i8, ptr %152, align 1, !tbaa !26
  br label %pred.load.continue80

pred.load.continue80:                             ; preds = %pred.load.if79, %pred.load.continue78
  %154 = phi i8 [ poison, %pred.load.continue78 ], [ %153, %pred.load.if79 ]
  %155 = extractelement <64 x i1> %0, i64 31
  br i1 %155, label %pred.load.if81, label %pred.load.continue82

pred.load.if81:                                   ; preds = %pred.load.continue80
  %156 = or i64 %index, 31
  %157 = getelementptr inbounds i8, ptr %in, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !26
  br label %pred.load.continue82

pred.load.continue82:                             ; preds = %pred.load.if81, %pred.load.continue80
  %159 = phi i8 [ poison, %pred.load.continue80 ], [ %158, %pred.load.if81 ]
  %160 = extractelement <64 x i1> %0, i64 32
  br i1 %160, label %pred.load.if83, label %pred.load.continue84

pred.load.if83:                                   ; preds = %pred.load.continue82
  %161 = or i64 %index, 32
  %162 = getelementptr inbounds i8, ptr %in, i64 %161
  %163 = load i8, ptr %162, align 1, !tbaa !26
  br label %pred.load.continue84

pred.load.continue84:                             ; preds = %pred.load.if83, %pred.load.continue82
  %164 = phi i8 [ poison, %pred.load.continue82 ], [ %163, %pred.load.if83 ]
  %165 = extractelement <64 x i1> %0, i64 33
  br i1 %165, label %pred.load.if85, label %pred.load.continue86

pred.load.if85:                                   ; preds = %pred.load.continue84
  %166 = or i64 %index, 33
  %167 = getelementptr inbounds i8, ptr %in, i64 %166
  %168 = load i8, ptr %167, align 1, !tbaa !26
  br label %pred.load.continue86

pred.load.continue86:                             ; preds = %pred.load.if85, %pred.load.continue84
  %169 = phi i8 [ poison, %pred.load.continue84 ], [ %168, %pred.load.if85 ]
  %170 = extractelement <64 x i1> %0, i64 34
  br i1 %170, label %pred.load.if87, label %pred.load.continue88

pred.load.if87:                                   ; preds = %pred.load.continue86
  %171 = or i64 %index, 34
  %172 = getelementptr inbounds i8, ptr %in, i64 %171
  %173 = load i8, ptr %172, align 1, !tbaa !26
  br label %pred.load.continue88

pred.load.continue88:                             ; preds = %pred.load.if87, %pred.load.continue86
  %174 = phi i8 [ poison, %pred.load.continue86 ], [ %173, %pred.load.if87 ]
  %175 = extractelement <64 x i1> %0, i64 35
  br i1 %175, label %pred.load.if89, label %pred.load.continue90

pred.load.if89:                                   ; preds = %pred.load.continue88
  %176 = or i64 %index, 35
  %177 = getelementptr inbounds i8, ptr %in, i64 %176
  %178 = load i8, ptr %177, align 1, !tbaa !26
  br label %pred.load.continue90

pred.load.continue90:                             ; preds = %pred.load.if89, %pred.load.continue88
  %179 = phi i8 [ poison, %pred.load.continue88 ], [ %178, %pred.load.if89 ]
  %180 = extractelement <64 x i1> %0, i64 36
  br i1 %180, label %pred.load.if91, label %pred.load.continue92

pred.load.if91:                                   ; preds = %pred.load.continue90
  %181 = or i64 %index, 36
  %182 = getelementptr inbounds i8, ptr %in, i64 %181
  %183 = load i8, ptr %182, align 1, !tbaa !26
  br label %pred.load.continue92

pred.load.continue92:                             ; preds = %pred.load.if91, %pred.load.continue90
  %184 = phi i8 [ poison, %pred.load.continue90 ], [ %183, %pred.load.if91 ]
  %185 = extractelement <64 x i1> %0, i64 37
  br i1 %185, label %pred.load.if93, label %pred.load.continue94

pred.load.if93:                                   ; preds = %pred.load.continue92
  %186 = or i64 %index, 37
  %187 = getelementptr inbounds i8, ptr %in, i64 %186
  %188 = load i8, ptr %187, align 1, !tbaa !26
  br label %pred.load.continue94

pred.load.continue94:                             ; preds = %pred.load.if93, %pred.load.continue92
  %189 = phi i8 [ poison, %pred.load.continue92 ], [ %188, %pred.load.if93 ]
  %190 = extractelement <64 x i1> %0, i64 38
  br i1 %190, label %pred.load.if95, label %pred.load.continue96

pred.load.if95:                                   ; preds = %pred.load.continue94
  %191 = or i64 %index, 38
  %192 = getelementptr inbounds i8, ptr %in, i64 %191
  %193 = load i8, ptr %192, align 1, !tbaa !26
  br label %pred.load.continue96

pred.load.continue96:                             ; preds = %pred.load.if95, %pred.load.continue94
  %194 = phi i8 [ poison, %pred.load.continue94 ], [ %193, %pred.load.if95 ]
  %195 = extractelement <64 x i1> %0, i64 39
  br i1 %195, label %pred.load.if97, label %pred.load.continue98

pred.load.if97:                                   ; preds = %pred.load.continue96
  %196 = or i64 %index, 39
  %197 = getelementptr inbounds i8, ptr %in, i64 %196
  %198 = load i8, ptr %197, align 1, !tbaa !26
  br label %pred.load.continue98

pred.load.continue98:                             ; preds = %pred.load.if97, %pred.load.continue96
  %199 = phi i8 [ poison, %pred.load.continue96 ], [ %198, %pred.load.if97 ]
  %200 = extractelement <64 x i1> %0, i64 40
  br i1 %200, label %pred.load.if99, label %pred.load.continue100

pred.load.if99:                                   ; preds = %pred.load.continue98
  %201 = or i64 %index, 40
  %202 = getelementptr inbounds i8, ptr %in, i64 %201
  %203 = load i8, ptr %202, align 1, !tbaa !26
  br label %pred.load.continue100

pred.load.continue100:                            ; preds = %pred.load.if99, %pred.load.continue98
  %204 = phi i8 [ poison, %pred.load.continue98 ], [ %203, %pred.load.if99 ]
  %205 = extractelement <64 x i1> %0, i64 41
  br i1 %205, label %pred.load.if101, label %pred.load.continue102

pred.load.if101:                                  ; preds = %pred.load.continue100
  %206 = or i64 %index, 41
  %207 = getelementptr inbounds i8, ptr %in, i64 %206
  %208 = load i8, ptr %207, align 1, !tbaa !26
  br label %pred.load.continue102

pred.load.continue102:                            ; preds = %pred.load.if101, %pred.load.continue100
  %209 = phi i8 [ poison, %pred.load.continue100 ], [ %208, %pred.load.if101 ]
  %210 = extractelement <64 x i1> %0, i64 42
  br i1 %210, label %pred.load.if103, label %pred.load.continue104

pred.load.if103:                                  ; preds = %pred.load.continue102
  %211 = or i64 %index, 42
  %212 = getelementptr inbounds i8, ptr %in, i64 %211
  %213 = load i8, ptr %212, align 1, !tbaa !26
  br label %pred.load.continue104

pred.load.continue104:                            ; preds = %pred.load.if103, %pred.load.continue102
  %214 = phi i8 [ poison, %pred.load.continue102 ], [ %213, %pred.load.if103 ]
  %215 = extractelement <64 x i1> %0, i64 43
  br i1 %215, label %pred.load.if105, label %pred.load.continue106

pred.load.if105:                                  ; preds = %pred.load.continue104
  %216 = or i64 %index, 43
  %217 = getelementptr inbounds i8, ptr %in, i64 %216
  %218 = load i8, ptr %217, align 1, !tbaa !26
  br label %pred.load.continue106

pred.load.continue106:                            ; preds = %pred.load.if105, %pred.load.continue104
  %219 = phi i8 [ poison, %pred.load.continue104 ], [ %218, %pred.load.if105 ]
  %220 = extractelement <64 x i1> %0, i64 44
  br i1 %220, label %pred.load.if107, label %pred.load.continue108

pred.load.if107:                                  ; preds = %pred.load.continue106
  %221 = or i64 %index, 44
  %222 = getelementptr inbounds i8, ptr %in, i64 %221
  %223 = load i8, ptr %222, align 1, !tbaa !26
  br label %pred.load.continue108

pred.load.continue108:                            ; preds = %pred.load.if107, %pred.load.continue106
  %224 = phi i8 [ poison, %pred.load.continue106 ], [ %223, %pred.load.if107 ]
  %225 = extractelement <64 x i1> %0, i64 45
  br i1 %225, label %pred.load.if109, label %pred.load.continue110

pred.load.if109:                                  ; preds = %pred.load.continue108
  %226 = or i64 %index, 45
  %227 = getelementptr inbounds i8, ptr %in, i64 %226
  %228 = load i8, ptr %227, align 1, !tbaa !26
  br label %pred.load.continue110

pred.load.continue110:                            ; preds = %pred.load.if109, %pred.load.continue108
  %229 = phi i8 [ poison, %pred.load.continue108 ], [ %228, %pred.load.if109 ]
  %230 = extractelement <64 x i1> %0, i64 46
  br i1 %230, label %pred.load.if111, label %pred.load.continue112

pred.load.if111:                                  ; preds = %pred.load.continue110
  %231 = or i64 %index, 46
  %232 = getelementptr inbounds i8, ptr %in, i64 %231
  %233 = load i8, ptr %232, align 1, !tbaa !26
  br label %pred.load.continue112

pred.load.continue112:                            ; preds = %pred.load.if111, %pred.load.continue110
  %234 = phi i8 [ poison, %pred.load.continue110 ], [ %233, %pred.load.if111 ]
  %235 = extractelement <64 x i1> %0, i64 47
  br i1 %235, label %pred.load.if113, label %pred.load.continue114

pred.load.if113:                                  ; preds = %pred.load.continue112
  %236 = or i64 %index, 47
  %237 = getelementptr inbounds i8, ptr %in, i64 %236
  %238 = load i8, ptr %237, align 1, !tbaa !26
  br label %pred.load.continue114

pred.load.continue114:                            ; preds = %pred.load.if113, %pred.load.continue112
  %239 = phi i8 [ poison, %pred.load.continue112 ], [ %238, %pred.load.if113 ]
  %240 = extractelement <64 x i1> %0, i64 48
  br i1 %240, label %pred.load.if115, label %pred.load.continue116

pred.load.if115:                                  ; preds = %pred.load.continue114
  %241 = or i64 %index, 48
  %242 = getelementptr inbounds i8, ptr %in, i64 %241
  %243 = load i8, ptr %242, align 1, !tbaa !26
  br label %pred.load.continue116

pred.load.continue116:                            ; preds = %pred.load.if115, %pred.load.continue114
  %244 = phi i8 [ poison, %pred.load.continue114 ], [ %243, %pred.load.if115 ]
  %245 = extractelement <64 x i1> %0, i64 49
  br i1 %245, label %pred.load.if117, label %pred.load.continue118

pred.load.if117:                                  ; preds = %pred.load.continue116
  %246 = or i64 %index, 49
  %247 = getelementptr inbounds i8, ptr %in, i64 %246
  %248 = load i8, ptr %247, align 1, !tbaa !26
  br label %pred.load.continue118

pred.load.continue118:                            ; preds = %pred.load.if117, %pred.load.continue116
  %249 = phi i8 [ poison, %pred.load.continue116 ], [ %248, %pred.load.if117 ]
  %250 = extractelement <64 x i1> %0, i64 50
  br i1 %250, label %pred.load.if119, label %pred.load.continue120

pred.load.if119:                                  ; preds = %pred.load.continue118
  %251 = or i64 %index, 50
  %252 = getelementptr inbounds i8, ptr %in, i64 %251
  %253 = load i8, ptr %252, align 1, !tbaa !26
  br label %pred.load.continue120

pred.load.continue120:                            ; preds = %pred.load.if119, %pred.load.continue118
  %254 = phi i8 [ poison, %pred.load.continue118 ], [ %253, %pred.load.if119 ]
  %255 = extractelement <64 x i1> %0, i64 51
  br i1 %255, label %pred.load.if121, label %pred.load.continue122

pred.load.if121:                                  ; preds = %pred.load.continue120
  %256 = or i64 %index, 51
  %257 = getelementptr inbounds i8, ptr %in, i64 %256
  %258 = load i8, ptr %257, align 1, !tbaa !26
  br label %pred.load.continue122

pred.load.continue122:                            ; preds = %pred.load.if121, %pred.load.continue120
  %259 = phi i8 [ poison, %pred.load.continue120 ], [ %258, %pred.load.if121 ]
  %260 = extractelement <64 x i1> %0, i64 52
  br i1 %260, label %pred.load.if123, label %pred.load.continue124

pred.load.if123:                                  ; preds = %pred.load.continue122
  %261 = or i64 %index, 52
  %262 = getelementptr inbounds i8, ptr %in, i64 %261
  %263 = load i8, ptr %262, align 1, !tbaa !26
  br label %pred.load.continue124

pred.load.continue124:                            ; preds = %pred.load.if123, %pred.load.continue122
  %264 = phi i8 [ poison, %pred.load.continue122 ], [ %263, %pred.load.if123 ]
  %265 = extractelement <64 x i1> %0, i64 53
  br i1 %265, label %pred.load.if125, label %pred.load.continue126

pred.load.if125:                                  ; preds = %pred.load.continue124
  %266 = or i64 %index, 53
  %267 = getelementptr inbounds i8, ptr %in, i64 %266
  %268 = load i8, ptr %267, align 1, !tbaa !26
  br label %pred.load.continue126

pred.load.continue126:                            ; preds = %pred.load.if125, %pred.load.continue124
  %269 = phi i8 [ poison, %pred.load.continue124 ], [ %268, %pred.load.if125 ]
  %270 = extractelement <64 x i1> %0, i64 54
  br i1 %270, label %pred.load.if127, label %pred.load.continue128

pred.load.if127:                                  ; preds = %pred.load.continue126
  %271 = or i64 %index, 54
  %272 = getelementptr inbounds i8, ptr %in, i64 %271
  %273 = load i8, ptr %272, align 1, !tbaa !26
  br label %pred.load.continue128

pred.load.continue128:                            ; preds = %pred.load.if127, %pred.load.continue126
  %274 = phi i8 [ poison, %pred.load.continue126 ], [ %273, %pred.load.if127 ]
  %275 = extractelement <64 x i1> %0, i64 55
  br i1 %275, label %pred.load.if129, label %pred.load.continue130

pred.load.if129:                                  ; preds = %pred.load.continue128
  %276 = or i64 %index, 55
  %277 = getelementptr inbounds i8, ptr %in, i64 %276
  %278 = load i8, ptr %277, align 1, !tbaa !26
  br label %pred.load.continue130

pred.load.continue130:                            ; preds = %pred.load.if129, %pred.load.continue128
  %279 = phi i8 [ poison, %pred.load.continue128 ], [ %278, %pred.load.if129 ]
  %280 = extractelement <64 x i1> %0, i64 56
  br i1 %280, label %pred.load.if131, label %pred.load.continue132

pred.load.if131:                                  ; preds = %pred.load.continue130
  %281 = or i64 %index, 56
  %282 = getelementptr inbounds i8, ptr %in, i64 %281
  %283 = load i8, ptr %282, align 1, !tbaa !26
  br label %pred.load.continue132

pred.load.continue132:                            ; preds = %pred.load.if131, %pred.load.continue130
  %284 = phi i8 [ poison, %pred.load.continue130 ], [ %283, %pred.load.if131 ]
  %285 = extractelement <64 x i1> %0, i64 57
  br i1 %285, label %pred.load.if133, label %pred.load.continue134

pred.load.if133:                                  ; preds = %pred.load.continue132
  %286 = or i64 %index, 57
  %287 = getelementptr inbounds i8, ptr %in, i64 %286
  %288 = load i8, ptr %287, align 1, !tbaa !26
  br label %pred.load.continue134

pred.load.continue134:                            ; preds = %pred.load.if133, %pred.load.continue132
  %289 = phi i8 [ poison, %pred.load.continue132 ], [ %288, %pred.load.if133 ]
  %290 = extractelement <64 x i1> %0, i64 58
  br i1 %290, label %pred.load.if135, label %pred.load.continue136

pred.load.if135:                                  ; preds = %pred.load.continue134
  %291 = or i64 %index, 58
  %292 = getelementptr inbounds i8, ptr %in, i64 %291
  %293 = load i8, ptr %292, align 1, !tbaa !26
  br label %pred.load.continue136

pred.load.continue136:                            ; preds = %pred.load.if135, %pred.load.continue134
  %294 = phi i8 [ poison, %pred.load.continue134 ], [ %293, %pred.load.if135 ]
  %295 = extractelement <64 x i1> %0, i64 59
  br i1 %295, label %pred.load.if137, label %pred.load.continue138

pred.load.if137:                                  ; preds = %pred.load.continue136
  %296 = or i64 %index, 59
  %297 = getelementptr inbounds i8, ptr %in, i64 %296
  %298 = load i8, ptr %297, align 1, !tbaa !26
  br label %pred.load.continue138

pred.load.continue138:                            ; preds = %pred.load.if137, %pred.load.continue136
  %299 = phi i8 [ poison, %pred.load.continue136 ], [ %298, %pred.load.if137 ]
  %300 = extractelement <64 x i1> %0, i64 60
  br i1 %300, label %pred.load.if139, label %pred.load.continue140

pred.load.if139:                                  ; preds = %pred.load.continue138
  %301 = or i64 %index, 60
  %302 = getelementptr inbounds i8, ptr %in, i64 %301
  %303 = load i8, ptr %302, align 1, !tbaa !26
  br label %pred.load.continue140

pred.load.continue140:                            ; preds = %pred.load.if139, %pred.load.continue138
  %304 = phi i8 [ poison, %pred.load.continue138 ], [ %303, %pred.load.if139 ]
  %305 = extractelement <64 x i1> %0, i64 61
  br i1 %305, label %pred.load.if141, label %pred.load.continue142

pred.load.if141:                                  ; preds = %pred.load.continue140
  %306 = or i64 %index, 61
  %307 = getelementptr inbounds i8, ptr %in, i64 %306
  %308 = load i8, ptr %307, align 1, !tbaa !26
  br label %pred.load.continue142

pred.load.continue142:                            ; preds = %pred.load.if141, %pred.load.continue140
  %309 = phi i8 [ poison, %pred.load.continue140 ], [ %308, %pred.load.if141 ]
  %310 = extractelement <64 x i1> %0, i64 62
  br i1 %310, label %pred.load.if143, label %pred.load.continue144

pred.load.if143:                                  ; preds = %pred.load.continue142
  %311 = or i64 %index, 62
  %312 = getelementptr inbounds i8, ptr %in, i64 %311
  %313 = load i8, ptr %312, align 1, !tbaa !26
  br label %pred.load.continue144

pred.load.continue144:                            ; preds = %pred.load.if143, %pred.load.continue142
  %314 = phi i8 [ poison, %pred.load.continue142 ], [ %313, %pred.load.if143 ]
  %315 = extractelement <64 x i1> %0, i64 63
  br i1 %315, label %pred.load.if145, label %pred.load.continue146

pred.load.if145:                                  ; preds = %pred.load.continue144
  %316 = or i64 %index, 63
  %317 = getelementptr inbounds i8, ptr %in, i64 %316
  %318 = load i8, ptr %317, align 1, !tbaa !26
  br label %pred.load.continue146

pred.load.continue146:                            ; preds = %pred.load.if145, %pred.load.continue144
  %319 = phi i8 [ poison, %pred.load.continue144 ], [ %318, %pred.load.if145 ]
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

pred.store.if:                                    ; preds = %pred.load.continue146
  %386 = extractelement <64 x i64> %384, i64 0
  %387 = getelementptr inbounds i8, ptr %out, i64 %386
  store i8 %4, ptr %387, align 1, !tbaa !26
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %pred.load.continue146
  %388 = extractelement <64 x i1> %0, i64 1
  br i1 %388, label %pred.store.if147, label %pred.store.continue148

pred.store.if147:                                 ; preds = %pred.store.continue
  %389 = extractelement <64 x i64> %384, i64 1
  %390 = getelementptr inbounds i8, ptr %out, i64 %389
  store i8 %9, ptr %390, align 1, !tbaa !26
  br label %pred.store.continue148

pred.store.continue148:                           ; preds = %pred.store.if147, %pred.store.continue
  %391 = extractelement <64 x i1> %0, i64 2
  br i1 %391, label %pred.store.if149, label %pred.store.continue150

pred.store.if149:                                 ; preds = %pred.store.continue148
  %392 = extractelement <64 x i64> %384, i64 2
  %393 = getelementptr inbounds i8, ptr %out, i64 %392
  store i8 %14, ptr %393, align 1, !tbaa !26
  br label %pred.store.continue150

pred.store.continue150:                           ; preds = %pred.store.if149, %pred.store.continue148
  %394 = extractelement <64 x i1> %0, i64 3
  br i1 %394, label %pred.store.if151, label %pred.store.continue152

pred.store.if151:                                 ; preds = %pred.store.continue150
  %395 = extractelement <64 x i64> %384, i64 3
  %396 = getelementptr inbounds i8, ptr %out, i64 %395
  store i8 %19, ptr %396, align 1, !tbaa !26
  br label %pred.store.continue152

pred.store.continue152:                           ; preds = %pred.store.if151, %pred.store.continue150
  %397 = extractelement <64 x i1> %0, i64 4
  br i1 %397, label %pred.store.if153, label %pred.store.continue154

pred.store.if153:                                 ; preds = %pred.store.continue152
  %398 = extractelement <64 x i64> %384, i64 4
  %399 = getelementptr inbounds i8, ptr %out, i64 %398
  store i8 %24, ptr %399, align 1, !tbaa !26
  br label %pred.store.continue154

pred.store.continue154:                           ; preds = %pred.store.if153, %pred.store.continue152
  %400 = extractelement <64 x i1> %0, i64 5
  br i1 %400, label %pred.store.if155, label %pred.store.continue156

pred.store.if155:                                 ; preds = %pred.store.continue154
  %401 = extractelement <64 x i64> %384, i64 5
  %402 = getelementptr inbounds i8, ptr %out, i64 %401
  store i8 %29, ptr %402, align 1, !tbaa !26
  br label %pred.store.continue156

pred.store.continue156:                           ; preds = %pred.store.if155, %pred.store.continue154
  %403 = extractelement <64 x i1> %0, i64 6
  br i1 %403, label %pred.store.if157, label %pred.store.continue158

pred.store.if157:                                 ; preds = %pred.store.continue156
  %404 = extractelement <64 x i64> %384, i64 6
  %405 = getelementptr inbounds i8, ptr %out, i64 %404
  store i8 %34, ptr %405, align 1, !tbaa !26
  br label %pred.store.continue158

pred.store.continue158:                           ; preds = %pred.store.if157, %pred.store.continue156
  %406 = extractelement <64 x i1> %0, i64 7
  br i1 %406, label %pred.store.if159, label %pred.store.continue160

pred.store.if159:                                 ; preds = %pred.store.continue158
  %407 = extractelement <64 x i64> %384, i64 7
  %408 = getelementptr inbounds i8, ptr %out, i64 %407
  store i8 %39, ptr %408, align 1, !tbaa !26
  br label %pred.store.continue160

pred.store.continue160:                           ; preds = %pred.store.if159, %pred.store.continue158
  %409 = extractelement <64 x i1> %0, i64 8
  br i1 %409, label %pred.store.if161, label %pred.store.continue162

pred.store.if161:                                 ; preds = %pred.store.continue160
  %410 = extractelement <64 x i64> %384, i64 8
  %411 = getelementptr inbounds i8, ptr %out, i64 %410
  store i8 %44, ptr %411, align 1, !tbaa !26
  br label %pred.store.continue162

pred.store.continue162:                           ; preds = %pred.store.if161, %pred.store.continue160
  %412 = extractelement <64 x i1> %0, i64 9
  br i1 %412, label %pred.store.if163, label %pred.store.continue164

pred.store.if163:                                 ; preds = %pred.store.continue162
  %413 = extractelement <64 x i64> %384, i64 9
  %414 = getelementptr inbounds i8, ptr %out, i64 %413
  store i8 %49, ptr %414, align 1, !tbaa !26
  br label %pred.store.continue164

pred.store.continue164:                           ; preds = %pred.store.if163, %pred.store.continue162
  %415 = extractelement <64 x i1> %0, i64 10
  br i1 %415, label %pred.store.if165, label %pred.store.continue166

pred.store.if165:                                 ; preds = %pred.store.continue164
  %416 = extractelement <64 x i64> %384, i64 10
  %417 = getelementptr inbounds i8, ptr %out, i64 %416
  store i8 %54, ptr %417, align 1, !tbaa !26
  br label %pred.store.continue166

pred.store.continue166:                           ; preds = %pred.store.if165, %pred.store.continue164
  %418 = extractelement <64 x i1> %0, i64 11
  br i1 %418, label %pred.store.if167, label %pred.store.continue168

pred.store.if167:                                 ; preds = %pred.store.continue166
  %419 = extractelement <64 x i64> %384, i64 11
  %420 = getelementptr inbounds i8, ptr %out, i64 %419
  store i8 %59, ptr %420, align 1, !tbaa !26
  br label %pred.store.continue168

pred.store.continue168:                           ; preds = %pred.store.if167, %pred.store.continue166
  %421 = extractelement <64 x i1> %0, i64 12
  br i1 %421, label %pred.store.if169, label %pred.store.continue170

pred.store.if169:                                 ; preds = %pred.store.continue168
  %422 = extractelement <64 x i64> %384, i64 12
  %423 = getelementptr inbounds i8, ptr %out, i64 %422
  store i8 %64, ptr %423, align 1, !tbaa !26
  br label %pred.store.continue170

pred.store.continue170:                           ; preds = %pred.store.if169, %pred.store.continue168
  %424 = extractelement <64 x i1> %0, i64 13
  br i1 %424, label %pred.store.if171, label %pred.store.continue172

pred.store.if171:                                 ; preds = %pred.store.continue170
  %425 = extractelement <64 x i64> %384, i64 13
  %426 = getelementptr inbounds i8, ptr %out, i64 %425
  store i8 %69, ptr %426, align 1, !tbaa !26
  br label %pred.store.continue172

pred.store.continue172:                           ; preds = %pred.store.if171, %pred.store.continue170
  %427 = extractelement <64 x i1> %0, i64 14
  br i1 %427, label %pred.store.if173, label %pred.store.continue174

pred.store.if173:                                 ; preds = %pred.store.continue172
  %428 = extractelement <64 x i64> %384, i64 14
  %429 = getelementptr inbounds i8, ptr %out, i64 %428
  store i8 %74, ptr %429, align 1, !tbaa !26
  br label %pred.store.continue174

pred.store.continue174:                           ; preds = %pred.store.if173, %pred.store.continue172
  %430 = extractelement <64 x i1> %0, i64 15
  br i1 %430, label %pred.store.if175, label %pred.store.continue176

pred.store.if175:                                 ; preds = %pred.store.continue174
  %431 = extractelement <64 x i64> %384, i64 15
  %432 = getelementptr inbounds i8, ptr %out, i64 %431
  store i8 %79, ptr %432, align 1, !tbaa !26
  br label %pred.store.continue176

pred.store.continue176:                           ; preds = %pred.store.if175, %pred.store.continue174
  %433 = extractelement <64 x i1> %0, i64 16
  br i1 %433, label %pred.store.if177, label %pred.store.continue178

pred.store.if177:                                 ; preds = %pred.store.continue176
  %434 = extractelement <64 x i64> %384, i64 16
  %435 = getelementptr inbounds i8, ptr %out, i64 %434
  store i8 %84, ptr %435, align 1, !tbaa !26
  br label %pred.store.continue178

pred.store.continue178:                           ; preds = %pred.store.if177, %pred.store.continue176
  %436 = extractelement <64 x i1> %0, i64 17
  br i1 %436, label %pred.store.if179, label %pred.store.continue180

pred.store.if179:                                 ; preds = %pred.store.continue178
  %437 = extractelement <64 x i64> %384, i64 17
  %438 = getelementptr inbounds i8, ptr %out, i64 %437
  store i8 %89, ptr %438, align 1, !tbaa !26
  br label %pred.store.continue180

pred.store.continue180:                           ; preds = %pred.store.if179, %pred.store.continue178
  %439 = extractelement <64 x i1> %0, i64 18
  br i1 %439, label %pred.store.if181, label %pred.store.continue182

pred.store.if181:                                 ; preds = %pred.store.continue180
  %440 = extractelement <64 x i64> %384, i64 18
  %441 = getelementptr inbounds i8, ptr %out, i64 %440
  store i8 %94, ptr %441, align 1, !tbaa !26
  br label %pred.store.continue182

pred.store.continue182:                           ; preds = %pred.store.if181, %pred.store.continue180
  %442 = extractelement <64 x i1> %0, i64 19
  br i1 %442, label %pred.store.if183, label %pred.store.continue184

pred.store.if183:                                 ; preds = %pred.store.continue182
  %443 = extractelement <64 x i64> %384, i64 19
  %444 = getelementptr inbounds i8, ptr %out, i64 %443
  store i8 %99, ptr %444, align 1, !tbaa !26
  br label %pred.store.continue184

pred.store.continue184:                           ; preds = %pred.store.if183, %pred.store.continue182
  %445 = extractelement <64 x i1> %0, i64 20
  br i1 %445, label %pred.store.if185, label %pred.store.continue186

pred.store.if185:                                 ; preds = %pred.store.continue184
  %446 = extractelement <64 x i64> %384, i64 20
  %447 = getelementptr inbounds i8, ptr %out, i64 %446
  store i8 %104, ptr %447, align 1, !tbaa !26
  br label %pred.store.continue186

pred.store.continue186:                           ; preds = %pred.store.if185, %pred.store.continue184
  %448 = extractelement <64 x i1> %0, i64 21
  br i1 %448, label %pred.store.if187, label %pred.store.continue188

pred.store.if187:                                 ; preds = %pred.store.continue186
  %449 = extractelement <64 x i64> %384, i64 21
  %450 = getelementptr inbounds i8, ptr %out, i64 %449
  store i8 %109, ptr %450, align 1, !tbaa !26
  br label %pred.store.continue188

pred.store.continue188:                           ; preds = %pred.store.if187, %pred.store.continue186
  %451 = extractelement <64 x i1> %0, i64 22
  br i1 %451, label %pred.store.if189, label %pred.store.continue190

pred.store.if189:                                 ; preds = %pred.store.continue188
  %452 = extractelement <64 x i64> %384, i64 22
  %453 = getelementptr inbounds i8, ptr %out, i64 %452
  store i8 %114, ptr %453, align 1, !tbaa !26
  br label %pred.store.continue190

pred.store.continue190:                           ; preds = %pred.store.if189, %pred.store.continue188
  %454 = extractelement <64 x i1> %0, i64 23
  br i1 %454, label %pred.store.if191, label %pred.store.continue192

pred.store.if191:                                 ; preds = %pred.store.continue190
  %455 = extractelement <64 x i64> %384, i64 23
  %456 = getelementptr inbounds i8, ptr %out, i64 %455
  store i8 %119, ptr %456, align 1, !tbaa !26
  br label %pred.store.continue192

pred.store.continue192:                           ; preds = %pred.store.if191, %pred.store.continue190
  %457 = extractelement <64 x i1> %0, i64 24
  br i1 %457, label %pred.store.if193, label %pred.store.continue194

pred.store.if193:                                 ; preds = %pred.store.continue192
  %458 = extractelement <64 x i64> %384, i64 24
  %459 = getelementptr inbounds i8, ptr %out, i64 %458
  store i8 %124, ptr %459, align 1, !tbaa !26
  br label %pred.store.continue194

pred.store.continue194:                           ; preds = %pred.store.if193, %pred.store.continue192
  %460 = extractelement <64 x i1> %0, i64 25
  br i1 %460, label %pred.store.if195, label %pred.store.continue196

pred.store.if195:                                 ; preds = %pred.store.continue194
  %461 = extractelement <64 x i64> %384, i64 25
  %462 = getelementptr inbounds i8, ptr %out, i64 %461
  store i8 %129, ptr %462, align 1, !tbaa !26
  br label %pred.store.continue196

pred.store.continue196:                           ; preds = %pred.store.if195, %pred.store.continue194
  %463 = extractelement <64 x i1> %0, i64 26
  br i1 %463, label %pred.store.if197, label %pred.store.continue198

pred.store.if197:                                 ; preds = %pred.store.continue196
  %464 = extractelement <64 x i64> %384, i64 26
  %465 = getelementptr inbounds i8, ptr %out, i64 %464
  store i8 %134, ptr %465, align 1, !tbaa !26
  br label %pred.store.continue198

pred.store.continue198:                           ; preds = %pred.store.if197, %pred.store.continue196
  %466 = extractelement <64 x i1> %0, i64 27
  br i1 %466, label %pred.store.if199, label %pred.store.continue200

pred.store.if199:                                 ; preds = %pred.store.continue198
  %467 = extractelement <64 x i64> %384, i64 27
  %468 = getelementptr inbounds i8, ptr %out, i64 %467
  store i8 %139, ptr %468, align 1, !tbaa !26
  br label %pred.store.continue200

pred.store.continue200:                           ; preds = %pred.store.if199, %pred.store.continue198
  %469 = extractelement <64 x i1> %0, i64 28
  br i1 %469, label %pred.store.if201, label %pred.store.continue202

pred.store.if201:                                 ; preds = %pred.store.continue200
  %470 = extractelement <64 x i64> %384, i64 28
  %471 = getelementptr inbounds i8, ptr %out, i64 %470
  store i8 %144, ptr %471, align 1, !tbaa !26
  br label %pred.store.continue202

pred.store.continue202:                           ; preds = %pred.store.if201, %pred.store.continue200
  %472 = extractelement <64 x i1> %0, i64 29
  br i1 %472, label %pred.store.if203, label %pred.store.continue204

pred.store.if203:                                 ; preds = %pred.store.continue202
  %473 = extractelement <64 x i64> %384, i64 29
  %474 = getelementptr inbounds i8, ptr %out, i64 %473
  store i8 %149, ptr %474, align 1, !tbaa !26
  br label %pred.store.continue204

pred.store.continue204:                           ; preds = %pred.store.if203, %pred.store.continue202
  %475 = extractelement <64 x i1> %0, i64 30
  br i1 %475, label %pred.store.if205, label %pred.store.continue206

pred.store.if205:                                 ; preds = %pred.store.continue204
  %476 = extractelement <64 x i64> %384, i64 30
  %477 = getelementptr inbounds i8, ptr %out, i64 %476
  store i8 %154, ptr %477, align 1, !tbaa !26
  br label %pred.store.continue206

pred.store.continue206:                           ; preds = %pred.store.if205, %pred.store.continue204
  %478 = extractelement <64 x i1> %0, i64 31
  br i1 %478, label %pred.store.if207, label %pred.store.continue208

pred.store.if207:                                 ; preds = %pred.store.continue206
  %479 = extractelement <64 x i64> %384, i64 31
  %480 = getelementptr inbounds i8, ptr %out, i64 %479
  store i8 %159, ptr %480, align 1, !tbaa !26
  br label %pred.store.continue208

pred.store.continue208:                           ; preds = %pred.store.if207, %pred.store.continue206
  %481 = extractelement <64 x i1> %0, i64 32
  br i1 %481, label %pred.store.if209, label %pred.store.continue210

pred.store.if209:                                 ; preds = %pred.store.continue208
  %482 = extractelement <64 x i64> %384, i64 32
  %483 = getelementptr inbounds i8, ptr %out, i64 %482
  store i8 %164, ptr %483, align 1, !tbaa !26
  br label %pred.store.continue210

pred.store.continue210:                           ; preds = %pred.store.if209, %pred.store.continue208
  %484 = extractelement <64 x i1> %0, i64 33
  br i1 %484, label %pred.store.if211, label %pred.store.continue212

pred.store.if211:                                 ; preds = %pred.store.continue210
  %485 = extractelement <64 x i64> %384, i64 33
  %486 = getelementptr inbounds i8, ptr %out, i64 %485
  store i8 %169, ptr %486, align 1, !tbaa !26
  br label %pred.store.continue212

pred.store.continue212:                           ; preds = %pred.store.if211, %pred.store.continue210
  %487 = extractelement <64 x i1> %0, i64 34
  br i1 %487, label %pred.store.if213, label %pred.store.continue214

pred.store.if213:                                 ; preds = %pred.store.continue212
  %488 = extractelement <64 x i64> %384, i64 34
  %489 = getelementptr inbounds i8, ptr %out, i64 %488
  store i8 %174, ptr %489, align 1, !tbaa !26
  br label %pred.store.continue214

pred.store.continue214:                           ; preds = %pred.store.if213, %pred.store.continue212
  %490 = extractelement <64 x i1> %0, i64 35
  br i1 %490, label %pred.store.if215, label %pred.store.continue216

pred.store.if215:                                 ; preds = %pred.store.continue214
  %491 = extractelement <64 x i64> %384, i64 35
  %492 = getelementptr inbounds i8, ptr %out, i64 %491
  store i8 %179, ptr %492, align 1, !tbaa !26
  br label %pred.store.continue216

pred.store.continue216:                           ; preds = %pred.store.if215, %pred.store.continue214
  %493 = extractelement <64 x i1> %0, i64 36
  br i1 %493, label %pred.store.if217, label %pred.store.continue218

pred.store.if217:                                 ; preds = %pred.store.continue216
  %494 = extractelement <64 x i64> %384, i64 36
  %495 = getelementptr inbounds i8, ptr %out, i64 %494
  store i8 %184, ptr %495, align 1, !tbaa !26
  br label %pred.store.continue218

pred.store.continue218:                           ; preds = %pred.store.if217, %pred.store.continue216
  %496 = extractelement <64 x i1> %0, i64 37
  br i1 %496, label %pred.store.if219, label %pred.store.continue220

pred.store.if219:                                 ; preds = %pred.store.continue218
  %497 = extractelement <64 x i64> %384, i64 37
  %498 = getelementptr inbounds i8, ptr %out, i64 %497
  store i8 %189, ptr %498, align 1, !tbaa !26
  br label %pred.store.continue220

pred.store.continue220:                           ; preds = %pred.store.if219, %pred.store.continue218
  %499 = extractelement <64 x i1> %0, i64 38
  br i1 %499, label %pred.store.if221, label %pred.store.continue222

pred.store.if221:                                 ; preds = %pred.store.continue220
  %500 = extractelement <64 x i64> %384, i64 38
  %501 = getelementptr inbounds i8, ptr %out, i64 %500
  store i8 %194, ptr %501, align 1, !tbaa !26
  br label %pred.store.continue222

pred.store.continue222:                           ; preds = %pred.store.if221, %pred.store.continue220
  %502 = extractelement <64 x i1> %0, i64 39
  br i1 %502, label %pred.store.if223, label %pred.store.continue224

pred.store.if223:                                 ; preds = %pred.store.continue222
  %503 = extractelement <64 x i64> %384, i64 39
  %504 = getelementptr inbounds i8, ptr %out, i64 %503
  store i8 %199, ptr %504, align 1, !tbaa !26
  br label %pred.store.continue224

pred.store.continue224:                           ; preds = %pred.store.if223, %pred.store.continue222
  %505 = extractelement <64 x i1> %0, i64 40
  br i1 %505, label %pred.store.if225, label %pred.store.continue226

pred.store.if225:                                 ; preds = %pred.store.continue224
  %506 = extractelement <64 x i64> %384, i64 40
  %507 = getelementptr inbounds i8, ptr %out, i64 %506
  store i8 %204, ptr %507, align 1, !tbaa !26
  br label %pred.store.continue226

pred.store.continue226:                           ; preds = %pred.store.if225, %pred.store.continue224
  %508 = extractelement <64 x i1> %0, i64 41
  br i1 %508, label %pred.store.if227, label %pred.store.continue228

pred.store.if227:                                 ; preds = %pred.store.continue226
  %509 = extractelement <64 x i64> %384, i64 41
  %510 = getelementptr inbounds i8, ptr %out, i64 %509
  store i8 %209, ptr %510, align 1, !tbaa !26
  br label %pred.store.continue228

pred.store.continue228:                           ; preds = %pred.store.if227, %pred.store.continue226
  %511 = extractelement <64 x i1> %0, i64 42
  br i1 %511, label %pred.store.if229, label %pred.store.continue230

pred.store.if229:                                 ; preds = %pred.store.continue228
  %512 = extractelement <64 x i64> %384, i64 42
  %513 = getelementptr inbounds i8, ptr %out, i64 %512
  store i8 %214, ptr %513, align 1, !tbaa !26
  br label %pred.store.continue230

pred.store.continue230:                           ; preds = %pred.store.if229, %pred.store.continue228
  %514 = extractelement <64 x i1> %0, i64 43
  br i1 %514, label %pred.store.if231, label %pred.store.continue232

pred.store.if231:                                 ; preds = %pred.store.continue230
  %515 = extractelement <64 x i64> %384, i64 43
  %516 = getelementptr inbounds i8, ptr %out, i64 %515
  store i8 %219, ptr %516, align 1, !tbaa !26
  br label %pred.store.continue232

pred.store.continue232:                           ; preds = %pred.store.if231, %pred.store.continue230
  %517 = extractelement <64 x i1> %0, i64 44
  br i1 %517, label %pred.store.if233, label %pred.store.continue234

pred.store.if233:                                 ; preds = %pred.store.continue232
  %518 = extractelement <64 x i64> %384, i64 44
  %519 = getelementptr inbounds i8, ptr %out, i64 %518
  store i8 %224, ptr %519, align 1, !tbaa !26
  br label %pred.store.continue234

pred.store.continue234:                           ; preds = %pred.store.if233, %pred.store.continue232
  %520 = extractelement <64 x i1> %0, i64 45
  br i1 %520, label %pred.store.if235, label %pred.store.continue236

pred.store.if235:                                 ; preds = %pred.store.continue234
  %521 = extractelement <64 x i64> %384, i64 45
  %522 = getelementptr inbounds i8, ptr %out, i64 %521
  store i8 %229, ptr %522, align 1, !tbaa !26
  br label %pred.store.continue236

pred.store.continue236:                           ; preds = %pred.store.if235, %pred.store.continue234
  %523 = extractelement <64 x i1> %0, i64 46
  br i1 %523, label %pred.store.if237, label %pred.store.continue238

pred.store.if237:                                 ; preds = %pred.store.continue236
  %524 = extractelement <64 x i64> %384, i64 46
  %525 = getelementptr inbounds i8, ptr %out, i64 %524
  store i8 %234, ptr %525, align 1, !tbaa !26
  br label %pred.store.continue238

pred.store.continue238:                           ; preds = %pred.store.if237, %pred.store.continue236
  %526 = extractelement <64 x i1> %0, i64 47
  br i1 %526, label %pred.store.if239, label %pred.store.continue240

pred.store.if239:                                 ; preds = %pred.store.continue238
  %527 = extractelement <64 x i64> %384, i64 47
  %528 = getelementptr inbounds i8, ptr %out, i64 %527
  store i8 %239, ptr %528, align 1, !tbaa !26
  br label %pred.store.continue240

pred.store.continue240:                           ; preds = %pred.store.if239, %pred.store.continue238
  %529 = extractelement <64 x i1> %0, i64 48
  br i1 %529, label %pred.store.if241, label %pred.store.continue242

pred.store.if241:                                 ; preds = %pred.store.continue240
  %530 = extractelement <64 x i64> %384, i64 48
  %531 = getelementptr inbounds i8, ptr %out, i64 %530
  store i8 %244, ptr %531, align 1, !tbaa !26
  br label %pred.store.continue242

pred.store.continue242:                           ; preds = %pred.store.if241, %pred.store.continue240
  %532 = extractelement <64 x i1> %0, i64 49
  br i1 %532, label %pred.store.if243, label %pred.store.continue244

pred.store.if243:                                 ; preds = %pred.store.continue242
  %533 = extractelement <64 x i64> %384, i64 49
  %534 = getelementptr inbounds i8, ptr %out, i64 %533
  store i8 %249, ptr %534, align 1, !tbaa !26
  br label %pred.store.continue244

pred.store.continue244:                           ; preds = %pred.store.if243, %pred.store.continue242
  %535 = extractelement <64 x i1> %0, i64 50
  br i1 %535, label %pred.store.if245, label %pred.store.continue246

pred.store.if245:                                 ; preds = %pred.store.continue244
  %536 = extractelement <64 x i64> %384, i64 50
  %537 = getelementptr inbounds i8, ptr %out, i64 %536
  store i8 %254, ptr %537, align 1, !tbaa !26
  br label %pred.store.continue246

pred.store.continue246:                           ; preds = %pred.store.if245, %pred.store.continue244
  %538 = extractelement <64 x i1> %0, i64 51
  br i1 %538, label %pred.store.if247, label %pred.store.continue248

pred.store.if247:                                 ; preds = %pred.store.continue246
  %539 = extractelement <64 x i64> %384, i64 51
  %540 = getelementptr inbounds i8, ptr %out, i64 %539
  store i8 %259, ptr %540, align 1, !tbaa !26
  br label %pred.store.continue248

pred.store.continue248:                           ; preds = %pred.store.if247, %pred.store.continue246
  %541 = extractelement <64 x i1> %0, i64 52
  br i1 %541, label %pred.store.if249, label %pred.store.continue250

pred.store.if249:                                 ; preds = %pred.store.continue248
  %542 = extractelement <64 x i64> %384, i64 52
  %543 = getelementptr inbounds i8, ptr %out, i64 %542
  store i8 %264, ptr %543, align 1, !tbaa !26
  br label %pred.store.continue250

pred.store.continue250:                           ; preds = %pred.store.if249, %pred.store.continue248
  %544 = extractelement <64 x i1> %0, i64 53
  br i1 %544, label %pred.store.if251, label %pred.store.continue252

pred.store.if251:                                 ; preds = %pred.store.continue250
  %545 = extractelement <64 x i64> %384, i64 53
  %546 = getelementptr inbounds i8, ptr %out, i64 %545
  store i8 %269, ptr %546, align 1, !tbaa !26
  br label %pred.store.continue252

pred.store.continue252:                           ; preds = %pred.store.if251, %pred.store.continue250
  %547 = extractelement <64 x i1> %0, i64 54
  br i1 %547, label %pred.store.if253, label %pred.store.continue254

pred.store.if253:                                 ; preds = %pred.store.continue252
  %548 = extractelement <64 x i64> %384, i64 54
  %549 = getelementptr inbounds i8, ptr %out, i64 %548
  store i8 %274, ptr %549, align 1, !tbaa !26
  br label %pred.store.continue254

pred.store.continue254:                           ; preds = %pred.store.if253, %pred.store.continue252
  %550 = extractelement <64 x i1> %0, i64 55
  br i1 %550, label %pred.store.if255, label %pred.store.continue256

pred.store.if255:                                 ; preds = %pred.store.continue254
  %551 = extractelement <64 x i64> %384, i64 55
  %552 = getelementptr inbounds i8, ptr %out, i64 %551
  store i8 %279, ptr %552, align 1, !tbaa !26
  br label %pred.store.continue256

pred.store.continue256:                           ; preds = %pred.store.if255, %pred.store.continue254
  %553 = extractelement <64 x i1> %0, i64 56
  br i1 %553, label %pred.store.if257, label %pred.store.continue258

pred.store.if257:                                 ; preds = %pred.store.continue256
  %554 = extractelement <64 x i64> %384, i64 56
  %555 = getelementptr inbounds i8, ptr %out, i64 %554
  store i8 %284, ptr %555, align 1, !tbaa !26
  br label %pred.store.continue258

pred.store.continue258:                           ; preds = %pred.store.if257, %pred.store.continue256
  %556 = extractelement <64 x i1> %0, i64 57
  br i1 %556, label %pred.store.if259, label %pred.store.continue260

pred.store.if259:                                 ; preds = %pred.store.continue258
  %557 = extractelement <64 x i64> %384, i64 57
  %558 = getelementptr inbounds i8, ptr %out, i64 %557
  store i8 %289, ptr %558, align 1, !tbaa !26
  br label %pred.store.continue260

pred.store.continue260:                           ; preds = %pred.store.if259, %pred.store.continue258
  %559 = extractelement <64 x i1> %0, i64 58
  br i1 %559, label %pred.store.if261, label %pred.store.continue262

pred.store.if261:                                 ; preds = %pred.store.continue260
  %560 = extractelement <64 x i64> %384, i64 58
  %561 = getelementptr inbounds i8, ptr %out, i64 %560
  store i8 %294, ptr %561, align 1, !tbaa !26
  br label %pred.store.continue262

pred.store.continue262:                           ; preds = %pred.store.if261, %pred.store.continue260
  %562 = extractelement <64 x i1> %0, i64 59
  br i1 %562, label %pred.store.if263, label %pred.store.continue264

pred.store.if263:                                 ; preds = %pred.store.continue262
  %563 = extractelement <64 x i64> %384, i64 59
  %564 = getelementptr inbounds i8, ptr %out, i64 %563
  store i8 %299, ptr %564, align 1, !tbaa !26
  br label %pred.store.continue264

pred.store.continue264:                           ; preds = %pred.store.if263, %pred.store.continue262
  %565 = extractelement <64 x i1> %0, i64 60
  br i1 %565, label %pred.store.if265, label %pred.store.continue266

pred.store.if265:                                 ; preds = %pred.store.continue264
  %566 = extractelement <64 x i64> %384, i64 60
  %567 = getelementptr inbounds i8, ptr %out, i64 %566
  store i8 %304, ptr %567, align 1, !tbaa !26
  br label %pred.store.continue266

pred.store.continue266:                           ; preds = %pred.store.if265, %pred.store.continue264
  %568 = extractelement <64 x i1> %0, i64 61
  br i1 %568, label %pred.store.if267, label %pred.store.continue268

pred.store.if267:                                 ; preds = %pred.store.continue266
  %569 = extractelement <64 x i64> %384, i64 61
  %570 = getelementptr inbounds i8, ptr %out, i64 %569
  store i8 %309, ptr %570, align 1, !tbaa !26
  br label %pred.store.continue268

pred.store.continue268:                           ; preds = %pred.store.if267, %pred.store.continue266
  %571 = extractelement <64 x i1> %0, i64 62
  br i1 %571, label %pred.store.if269, label %pred.store.continue270

pred.store.if269:                                 ; preds = %pred.store.continue268
  %572 = extractelement <64 x i64> %384, i64 62
  %573 = getelementptr inbounds i8, ptr %out, i64 %572
  store i8 %314, ptr %573, align 1, !tbaa !26
  br label %pred.store.continue270

pred.store.continue270:                           ; preds = %pred.store.if269, %pred.store.continue268
  %574 = extractelement <64 x i1> %0, i64 63
  br i1 %574, label %pred.store.if271, label %pred.store.continue272

pred.store.if271:                                 ; preds = %pred.store.continue270
  %575 = extractelement <64 x i64> %384, i64 63
  %576 = getelementptr inbounds i8, ptr %out, i64 %575
  store i8 %319, ptr %576, align 1, !tbaa !26
  br label %pred.store.continue272

pred.store.continue272:                           ; preds = %pred.store.if271, %pred.store.continue270
  %577 = lshr <64 x i8> %383, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %578 = or <64 x i64> %384, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %579 = extractelement <64 x i1> %0, i64 0
  br i1 %579, label %pred.store.if273, label %pred.store.continue274

pred.store.if273:                                 ; preds = %pred.store.continue272
  %580 = extractelement <64 x i64> %578, i64 0
  %581 = getelementptr inbounds i8, ptr %out, i64 %580
  %582 = extractelement <64 x i8> %577, i64 0
  store i8 %582, ptr %581, align 1, !tbaa !26
  br label %pred.store.continue274

pred.store.continue274:                           ; preds = %pred.store.if273, %pred.store.continue272
  %583 = extractelement <64 x i1> %0, i64 1
  br i1 %583, label %pred.store.if275, label %pred.store.continue276

pred.store.if275:                                 ; preds = %pred.store.continue274
  %584 = extractelement <64 x i64> %578, i64 1
  %585 = getelementptr inbounds i8, ptr %out, i64 %584
  %586 = extractelement <64 x i8> %577, i64 1
  store i8 %586, ptr %585, align 1, !tbaa !26
  br label %pred.store.continue276

pred.store.continue276:                           ; preds = %pred.store.if275, %pred.store.continue274
  %587 = extractelement <64 x i1> %0, i64 2
  br i1 %587, label %pred.store.if277, label %pred.store.continue278

pred.store.if277:                                 ; preds = %pred.store.continue276
  %588 = extractelement <64 x i64> %578, i64 2
  %589 = getelementptr inbounds i8, ptr %out, i64 %588
  %590 = extractelement <64 x i8> %577, i64 2
  store i8 %590, ptr %589, align 1, !tbaa !26
  br label %pred.store.continue278

pred.store.continue278:                           ; preds = %pred.store.if277, %pred.store.continue276
  %591 = extractelement <64 x i1> %0, i64 3
  br i1 %591, label %pred.store.if279, label %pred.store.continue280

pred.store.if279:                                 ; preds = %pred.store.continue278
  %592 = extractelement <64 x i64> %578, i64 3
  %593 = getelementptr inbounds i8, ptr %out, i64 %592
  %594 = extractelement <64 x i8> %577, i64 3
  store i8 %594, ptr %593, align 1, !tbaa !26
  br label %pred.store.continue280

pred.store.continue280:                           ; preds = %pred.store.if279, %pred.store.continue278
  %595 = extractelement <64 x i1> %0, i64 4
  br i1 %595, label %pred.store.if281, label %pred.store.continue282

pred.store.if281:                                 ; preds = %pred.store.continue280
  %596 = extractelement <64 x i64> %578, i64 4
  %597 = getelementptr inbounds i8, ptr %out, i64 %596
  %598 = extractelement <64 x i8> %577, i64 4
  store i8 %598, ptr %597, align 1, !tbaa !26
  br label %pred.store.continue282

pred.store.continue282:                           ; preds = %pred.store.if281, %pred.store.continue280
  %599 = extractelement <64 x i1> %0, i64 5
  br i1 %599, label %pred.store.if283, label %pred.store.continue284

pred.store.if283:                                 ; preds = %pred.store.continue282
  %600 = extractelement <64 x i64> %578, i64 5
  %601 = getelementptr inbounds i8, ptr %out, i64 %600
  %602 = extractelement <64 x i8> %577, i64 5
  store i8 %602, ptr %601, align 1, !tbaa !26
  br label %pred.store.continue284

pred.store.continue284:                           ; preds = %pred.store.if283, %pred.store.continue282
  %603 = extractelement <64 x i1> %0, i64 6
  br i1 %603, label %pred.store.if285, label %pred.store.continue286

pred.store.if285:                                 ; preds = %pred.store.continue284
  %604 = extractelement <64 x i64> %578, i64 6
  %605 = getelementptr inbounds i8, ptr %out, i64 %604
  %606 = extractelement <64 x i8> %577, i64 6
  store i8 %606, ptr %605, align 1, !tbaa !26
  br label %pred.store.continue286

pred.store.continue286:                           ; preds = %pred.store.if285, %pred.store.continue284
  %607 = extractelement <64 x i1> %0, i64 7
  br i1 %607, label %pred.store.if287, label %pred.store.continue288

pred.store.if287:                                 ; preds = %pred.store.continue286
  %608 = extractelement <64 x i64> %578, i64 7
  %609 = getelementptr inbounds i8, ptr %out, i64 %608
  %610 = extractelement <64 x i8> %577, i64 7
  store i8 %610, ptr %609, align 1, !tbaa !26
  br label %pred.store.continue288

pred.store.continue288:                           ; preds = %pred.store.if287, %pred.store.continue286
  %611 = extractelement <64 x i1> %0, i64 8
  br i1 %611, label %pred.store.if289, label %pred.store.continue290

pred.store.if289:                                 ; preds = %pred.store.continue288
  %612 = extractelement <64 x i64> %578, i64 8
  %613 = getelementptr inbounds i8, ptr %out, i64 %612
  %614 = extractelement <64 x i8> %577, i64 8
  store i8 %614, ptr %613, align 1, !tbaa !26
  br label %pred.store.continue290

pred.store.continue290:                           ; preds = %pred.store.if289, %pred.store.continue288
  %615 = extractelement <64 x i1> %0, i64 9
  br i1 %615, label %pred.store.if291, label %pred.store.continue292

pred.store.if291:                                 ; preds = %pred.store.continue290
  %616 = extractelement <64 x i64> %578, i64 9
  %617 = getelementptr inbounds i8, ptr %out, i64 %616
  %618 = extractelement <64 x i8> %577, i64 9
  store i8 %618, ptr %617, align 1, !tbaa !26
  br label %pred.store.continue292

pred.store.continue292:                           ; preds = %pred.store.if291, %pred.store.continue290
  %619 = extractelement <64 x i1> %0, i64 10
  br i1 %619, label %pred.store.if293, label %pred.store.continue294

pred.store.if293:                                 ; preds = %pred.store.continue292
  %620 = extractelement <64 x i64> %578, i64 10
  %621 = getelementptr inbounds i8, ptr %out, i64 %620
  %622 = extractelement <64 x i8> %577, i64 10
  store i8 %622, ptr %621, align 1, !tbaa !26
  br label %pred.store.continue294

pred.store.continue294:                           ; preds = %pred.store.if293, %pred.store.continue292
  %623 = extractelement <64 x i1> %0, i64 11
  br i1 %623, label %pred.store.if295, label %pred.store.continue296

pred.store.if295:                                 ; preds = %pred.store.continue294
  %624 = extractelement <64 x i64> %578, i64 11
  %625 = getelementptr inbounds i8, ptr %out, i64 %624
  %626 = extractelement <64 x i8> %577, i64 11
  store i8 %626, ptr %625, align 1, !tbaa !26
  br label %pred.store.continue296

pred.store.continue296:                           ; preds = %pred.store.if295, %pred.store.continue294
  %627 = extractelement <64 x i1> %0, i64 12
  br i1 %627, label %pred.store.if297, label %pred.store.continue298

pred.store.if297:                                 ; preds = %pred.store.continue296
  %628 = extractelement <64 x i64> %578, i64 12
  %629 = getelementptr inbounds i8, ptr %out, i64 %628
  %630 = extractelement <64 x i8> %577, i64 12
  store i8 %630, ptr %629, align 1, !tbaa !26
  br label %pred.store.continue298

pred.store.continue298:                           ; preds = %pred.store.if297, %pred.store.continue296
  %631 = extractelement <64 x i1> %0, i64 13
  br i1 %631, label %pred.store.if299, label %pred.store.continue300

pred.store.if299:                                 ; preds = %pred.store.continue298
  %632 = extractelement <64 x i64> %578, i64 13
  %633 = getelementptr inbounds i8, ptr %out, i64 %632
  %634 = extractelement <64 x i8> %577, i64 13
  store i8 %634, ptr %633, align 1, !tbaa !26
  br label %pred.store.continue300

pred.store.continue300:                           ; preds = %pred.store.if299, %pred.store.continue298
  %635 = extractelement <64 x i1> %0, i64 14
  br i1 %635, label %pred.store.if301, label %pred.store.continue302

pred.store.if301:                                 ; preds = %pred.store.continue300
  %636 = extractelement <64 x i64> %578, i64 14
  %637 = getelementptr inbounds i8, ptr %out, i64 %636
  %638 = extractelement <64 x i8> %577, i64 14
  store i8 %638, ptr %637, align 1, !tbaa !26
  br label %pred.store.continue302

pred.store.continue302:                           ; preds = %pred.store.if301, %pred.store.continue300
  %639 = extractelement <64 x i1> %0, i64 15
  br i1 %639, label %pred.store.if303, label %pred.store.continue304

pred.store.if303:                                 ; preds = %pred.store.continue302
  %640 = extractelement <64 x i64> %578, i64 15
  %641 = getelementptr inbounds i8, ptr %out, i64 %640
  %642 = extractelement <64 x i8> %577, i64 15
  store i8 %642, ptr %641, align 1, !tbaa !26
  br label %pred.store.continue304

pred.store.continue304:                           ; preds = %pred.store.if303, %pred.store.continue302
  %643 = extractelement <64 x i1> %0, i64 16
  br i1 %643, label %pred.store.if305, label %pred.store.continue306

pred.store.if305:                                 ; preds = %pred.store.continue304
  %644 = extractelement <64 x i64> %578, i64 16
  %645 = getelementptr inbounds i8, ptr %out, i64 %644
  %646 = extractelement <64 x i8> %577, i64 16
  store i8 %646, ptr %645, align 1, !tbaa !26
  br label %pred.store.continue306

pred.store.continue306:                           ; preds = %pred.store.if305, %pred.store.continue304
  %647 = extractelement <64 x i1> %0, i64 17
  br i1 %647, label %pred.store.if307, label %pred.store.continue308

pred.store.if307:                                 ; preds = %pred.store.continue306
  %648 = extractelement <64 x i64> %578, i64 17
  %649 = getelementptr inbounds i8, ptr %out, i64 %648
  %650 = extractelement <64 x i8> %577, i64 17
  store i8 %650, ptr %649, align 1, !tbaa !26
  br label %pred.store.continue308

pred.store.continue308:                           ; preds = %pred.store.if307, %pred.store.continue306
  %651 = extractelement <64 x i1> %0, i64 18
  br i1 %651, label %pred.store.if309, label %pred.store.continue310

pred.store.if309:                                 ; preds = %pred.store.continue308
  %652 = extractelement <64 x i64> %578, i64 18
  %653 = getelementptr inbounds i8, ptr %out, i64 %652
  %654 = extractelement <64 x i8> %577, i64 18
  store i8 %654, ptr %653, align 1, !tbaa !26
  br label %pred.store.continue310

pred.store.continue310:                           ; preds = %pred.store.if309, %pred.store.continue308
  %655 = extractelement <64 x i1> %0, i64 19
  br i1 %655, label %pred.store.if311, label %pred.store.continue312

pred.store.if311:                                 ; preds = %pred.store.continue310
  %656 = extractelement <64 x i64> %578, i64 19
  %657 = getelementptr inbounds i8, ptr %out, i64 %656
  %658 = extractelement <64 x i8> %577, i64 19
  store i8 %658, ptr %657, align 1, !tbaa !26
  br label %pred.store.continue312

pred.store.continue312:                           ; preds = %pred.store.if311, %pred.store.continue310
  %659 = extractelement <64 x i1> %0, i64 20
  br i1 %659, label %pred.store.if313, label %pred.store.continue314

pred.store.if313:                                 ; preds = %pred.store.continue312
  %660 = extractelement <64 x i64> %578, i64 20
  %661 = getelementptr inbounds i8, ptr %out, i64 %660
  %662 = extractelement <64 x i8> %577, i64 20
  store i8 %662, ptr %661, align 1, !tbaa !26
  br label %pred.store.continue314

pred.store.continue314:                           ; preds = %pred.store.if313, %pred.store.continue312
  %663 = extractelement <64 x i1> %0, i64 21
  br i1 %663, label %pred.store.if315, label %pred.store.continue316

pred.store.if315:                                 ; preds = %pred.store.continue314
  %664 = extractelement <64 x i64> %578, i64 21
  %665 = getelementptr inbounds i8, ptr %out, i64 %664
  %666 = extractelement <64 x i8> %577, i64 21
  store i8 %666, ptr %665, align 1, !tbaa !26
  br label %pred.store.continue316

pred.store.continue316:                           ; preds = %pred.store.if315, %pred.store.continue314
  %667 = extractelement <64 x i1> %0, i64 22
  br i1 %667, label %pred.store.if317, label %pred.store.continue318

pred.store.if317:                                 ; preds = %pred.store.continue316
  %668 = extractelement <64 x i64> %578, i64 22
  %669 = getelementptr inbounds i8, ptr %out, i64 %668
  %670 = extractelement <64 x i8> %577, i64 22
  store i8 %670, ptr %669, align 1, !tbaa !26
  br label %pred.store.continue318

pred.store.continue318:                           ; preds = %pred.store.if317, %pred.store.continue316
  %671 = extractelement <64 x i1> %0, i64 23
  br i1 %671, label %pred.store.if319, label %pred.store.continue320

pred.store.if319:                                 ; preds = %pred.store.continue318
  %672 = extractelement <64 x i64> %578, i64 23
  %673 = getelementptr inbounds i8, ptr %out, i64 %672
  %674 = extractelement <64 x i8> %577, i64 23
  store i8 %674, ptr %673, align 1, !tbaa !26
  br label %pred.store.continue320

pred.store.continue320:                           ; preds = %pred.store.if319, %pred.store.continue318
  %675 = extractelement <64 x i1> %0, i64 24
  br i1 %675, label %pred.store.if321, label %pred.store.continue322

pred.store.if321:                                 ; preds = %pred.store.continue320
  %676 = extractelement <64 x i64> %578, i64 24
  %677 = getelementptr inbounds i8, ptr %out, i64 %676
  %678 = extractelement <64 x i8> %577, i64 24
  store i8 %678, ptr %677, align 1, !tbaa !26
  br label %pred.store.continue322

pred.store.continue322:                           ; preds = %pred.store.if321, %pred.store.continue320
  %679 = extractelement <64 x i1> %0, i64 25
  br i1 %679, label %pred.store.if323, label %pred.store.continue324

pred.store.if323:                                 ; preds = %pred.store.continue322
  %680 = extractelement <64 x i64> %578, i64 25
  %681 = getelementptr inbounds i8, ptr %out, i64 %680
  %682 = extractelement <64 x i8> %577, i64 25
  store i8 %682, ptr %681, align 1, !tbaa !26
  br label %pred.store.continue324

pred.store.continue324:                           ; preds = %pred.store.if323, %pred.store.continue322
  %683 = extractelement <64 x i1> %0, i64 26
  br i1 %683, label %pred.store.if325, label %pred.store.continue326

pred.store.if325:                                 ; preds = %pred.store.continue324
  %684 = extractelement <64 x i64> %578, i64 26
  %685 = getelementptr inbounds i8, ptr %out, i64 %684
  %686 = extractelement <64 x i8> %577, i64 26
  store i8 %686, ptr %685, align 1, !tbaa !26
  br label %pred.store.continue326

pred.store.continue326:                           ; preds = %pred.store.if325, %pred.store.continue324
  %687 = extractelement <64 x i1> %0, i64 27
  br i1 %687, label %pred.store.if327, label %pred.store.continue328

pred.store.if327:                                 ; preds = %pred.store.continue326
  %688 = extractelement <64 x i64> %578, i64 27
  %689 = getelementptr inbounds i8, ptr %out, i64 %688
  %690 = extractelement <64 x i8> %577, i64 27
  store i8 %690, ptr %689, align 1, !tbaa !26
  br label %pred.store.continue328

pred.store.continue328:                           ; preds = %pred.store.if327, %pred.store.continue326
  %691 = extractelement <64 x i1> %0, i64 28
  br i1 %691, label %pred.store.if329, label %pred.store.continue330

pred.store.if329:                                 ; preds = %pred.store.continue328
  %692 = extractelement <64 x i64> %578, i64 28
  %693 = getelementptr inbounds i8, ptr %out, i64 %692
  %694 = extractelement <64 x i8> %577, i64 28
  store i8 %694, ptr %693, align 1, !tbaa !26
  br label %pred.store.continue330

pred.store.continue330:                           ; preds = %pred.store.if329, %pred.store.continue328
  %695 = extractelement <64 x i1> %0, i64 29
  br i1 %695, label %pred.store.if331, label %pred.store.continue332

pred.store.if331:                                 ; preds = %pred.store.continue330
  %696 = extractelement <64 x i64> %578, i64 29
  %697 = getelementptr inbounds i8, ptr %out, i64 %696
  %698 = extractelement <64 x i8> %577, i64 29
  store i8 %698, ptr %697, align 1, !tbaa !26
  br label %pred.store.continue332

pred.store.continue332:                           ; preds = %pred.store.if331, %pred.store.continue330
  %699 = extractelement <64 x i1> %0, i64 30
  br i1 %699, label %pred.store.if333, label %pred.store.continue334

pred.store.if333:                                 ; preds = %pred.store.continue332
  %700 = extractelement <64 x i64> %578, i64 30
  %701 = getelementptr inbounds i8, ptr %out, i64 %700
  %702 = extractelement <64 x i8> %577, i64 30
  store i8 %702, ptr %701, align 1, !tbaa !26
  br label %pred.store.continue334

pred.store.continue334:                           ; preds = %pred.store.if333, %pred.store.continue332
  %703 = extractelement <64 x i1> %0, i64 31
  br i1 %703, label %pred.store.if335, label %pred.store.continue336

pred.store.if335:                                 ; preds = %pred.store.continue334
  %704 = extractelement <64 x i64> %578, i64 31
  %705 = getelementptr inbounds i8, ptr %out, i64 %704
  %706 = extractelement <64 x i8> %577, i64 31
  store i8 %706, ptr %705, align 1, !tbaa !26
  br label %pred.store.continue336

pred.store.continue336:                           ; preds = %pred.store.if335, %pred.store.continue334
  %707 = extractelement <64 x i1> %0, i64 32
  br i1 %707, label %pred.store.if337, label %pred.store.continue338

pred.store.if337:                                 ; preds = %pred.store.continue336
  %708 = extractelement <64 x i64> %578, i64 32
  %709 = getelementptr inbounds i8, ptr %out, i64 %708
  %710 = extractelement <64 x i8> %577, i64 32
  store i8 %710, ptr %709, align 1, !tbaa !26
  br label %pred.store.continue338

pred.store.continue338:                           ; preds = %pred.store.if337, %pred.store.continue336
  %711 = extractelement <64 x i1> %0, i64 33
  br i1 %711, label %pred.store.if339, label %pred.store.continue340

pred.store.if339:                                 ; preds = %pred.store.continue338
  %712 = extractelement <64 x i64> %578, i64 33
  %713 = getelementptr inbounds i8, ptr %out, i64 %712
  %714 = extractelement <64 x i8> %577, i64 33
  store i8 %714, ptr %713, align 1, !tbaa !26
  br label %pred.store.continue340

pred.store.continue340:                           ; preds = %pred.store.if339, %pred.store.continue338
  %715 = extractelement <64 x i1> %0, i64 34
  br i1 %715, label %pred.store.if341, label %pred.store.continue342

pred.store.if341:                                 ; preds = %pred.store.continue340
  %716 = extractelement <64 x i64> %578, i64 34
  %717 = getelementptr inbounds i8, ptr %out, i64 %716
  %718 = extractelement <64 x i8> %577, i64 34
  store i8 %718, ptr %717, align 1, !tbaa !26
  br label %pred.store.continue342

pred.store.continue342:                           ; preds = %pred.store.if341, %pred.store.continue340
  %719 = extractelement <64 x i1> %0, i64 35
  br i1 %719, label %pred.store.if343, label %pred.store.continue344

pred.store.if343:                                 ; preds = %pred.store.continue342
  %720 = extractelement <64 x i64> %578, i64 35
  %721 = getelementptr inbounds i8, ptr %out, i64 %720
  %722 = extractelement <64 x i8> %577, i64 35
  store i8 %722, ptr %721, align 1, !tbaa !26
  br label %pred.store.continue344

pred.store.continue344:                           ; preds = %pred.store.if343, %pred.store.continue342
  %723 = extractelement <64 x i1> %0, i64 36
  br i1 %723, label %pred.store.if345, label %pred.store.continue346

pred.store.if345:                                 ; preds = %pred.store.continue344
  %724 = extractelement <64 x i64> %578, i64 36
  %725 = getelementptr inbounds i8, ptr %out, i64 %724
  %726 = extractelement <64 x i8> %577, i64 36
  store i8 %726, ptr %725, align 1, !tbaa !26
  br label %pred.store.continue346

pred.store.continue346:                           ; preds = %pred.store.if345, %pred.store.continue344
  %727 = extractelement <64 x i1> %0, i64 37
  br i1 %727, label %pred.store.if347, label %pred.store.continue348

pred.store.if347:                                 ; preds = %pred.store.continue346
  %728 = extractelement <64 x i64> %578, i64 37
  %729 = getelementptr inbounds i8, ptr %out, i64 %728
  %730 = extractelement <64 x i8> %577, i64 37
  store i8 %730, ptr %729, align 1, !tbaa !26
  br label %pred.store.continue348

pred.store.continue348:                           ; preds = %pred.store.if347, %pred.store.continue346
  %731 = extractelement <64 x i1> %0, i64 38
  br i1 %731, label %pred.store.if349, label %pred.store.continue350

pred.store.if349:                                 ; preds = %pred.store.continue348
  %732 = extractelement <64 x i64> %578, i64 38
  %733 = getelementptr inbounds i8, ptr %out, i64 %732
  %734 = extractelement <64 x i8> %577, i64 38
  store i8 %734, ptr %733, align 1, !tbaa !26
  br label %pred.store.continue350

pred.store.continue350:                           ; preds = %pred.store.if349, %pred.store.continue348
  %735 = extractelement <64 x i1> %0, i64 39
  br i1 %735, label %pred.store.if351, label %pred.store.continue352

pred.store.if351:                                 ; preds = %pred.store.continue350
  %736 = extractelement <64 x i64> %578, i64 39
  %737 = getelementptr inbounds i8, ptr %out, i64 %736
  %738 = extractelement <64 x i8> %577, i64 39
  store i8 %738, ptr %737, align 1, !tbaa !26
  br label %pred.store.continue352

pred.store.continue352:                           ; preds = %pred.store.if351, %pred.store.continue350
  %739 = extractelement <64 x i1> %0, i64 40
  br i1 %739, label %pred.store.if353, label %pred.store.continue354

pred.store.if353:                                 ; preds = %pred.store.continue352
  %740 = extractelement <64 x i64> %578, i64 40
  %741 = getelementptr inbounds i8, ptr %out, i64 %740
  %742 = extractelement <64 x i8> %577, i64 40
  store i8 %742, ptr %741, align 1, !tbaa !26
  br label %pred.store.continue354

pred.store.continue354:                           ; preds = %pred.store.if353, %pred.store.continue352
  %743 = extractelement <64 x i1> %0, i64 41
  br i1 %743, label %pred.store.if355, label %pred.store.continue356

pred.store.if355:                                 ; preds = %pred.store.continue354
  %744 = extractelement <64 x i64> %578, i64 41
  %745 = getelementptr inbounds i8, ptr %out, i64 %744
  %746 = extractelement <64 x i8> %577, i64 41
  store i8 %746, ptr %745, align 1, !tbaa !26
  br label %pred.store.continue356

pred.store.continue356:                           ; preds = %pred.store.if355, %pred.store.continue354
  %747 = extractelement <64 x i1> %0, i64 42
  br i1 %747, label %pred.store.if357, label %pred.store.continue358

pred.store.if357:                                 ; preds = %pred.store.continue356
  %748 = extractelement <64 x i64> %578, i64 42
  %749 = getelementptr inbounds i8, ptr %out, i64 %748
  %750 = extractelement <64 x i8> %577, i64 42
  store i8 %750, ptr %749, align 1, !tbaa !26
  br label %pred.store.continue358

pred.store.continue358:                           ; preds = %pred.store.if357, %pred.store.continue356
  %751 = extractelement <64 x i1> %0, i64 43
  br i1 %751, label %pred.store.if359, label %pred.store.continue360

pred.store.if359:                                 ; preds = %pred.store.continue358
  %752 = extractelement <64 x i64> %578, i64 43
  %753 = getelementptr inbounds i8, ptr %out, i64 %752
  %754 = extractelement <64 x i8> %577, i64 43
  store i8 %754, ptr %753, align 1, !tbaa !26
  br label %pred.store.continue360

pred.store.continue360:                           ; preds = %pred.store.if359, %pred.store.continue358
  %755 = extractelement <64 x i1> %0, i64 44
  br i1 %755, label %pred.store.if361, label %pred.store.continue362

pred.store.if361:                                 ; preds = %pred.store.continue360
  %756 = extractelement <64 x i64> %578, i64 44
  %757 = getelementptr inbounds i8, ptr %out, i64 %756
  %758 = extractelement <64 x i8> %577, i64 44
  store i8 %758, ptr %757, align 1, !tbaa !26
  br label %pred.store.continue362

pred.store.continue362:                           ; preds = %pred.store.if361, %pred.store.continue360
  %759 = extractelement <64 x i1> %0, i64 45
  br i1 %759, label %pred.store.if363, label %pred.store.continue364

pred.store.if363:                                 ; preds = %pred.store.continue362
  %760 = extractelement <64 x i64> %578, i64 45
  %761 = getelementptr inbounds i8, ptr %out, i64 %760
  %762 = extractelement <64 x i8> %577, i64 45
  store i8 %762, ptr %761, align 1, !tbaa !26
  br label %pred.store.continue364

pred.store.continue364:                           ; preds = %pred.store.if363, %pred.store.continue362
  %763 = extractelement <64 x i1> %0, i64 46
  br i1 %763, label %pred.store.if365, label %pred.store.continue366

pred.store.if365:                                 ; preds = %pred.store.continue364
  %764 = extractelement <64 x i64> %578, i64 46
  %765 = getelementptr inbounds i8, ptr %out, i64 %764
  %766 = extractelement <64 x i8> %577, i64 46
  store i8 %766, ptr %765, align 1, !tbaa !26
  br label %pred.store.continue366

pred.store.continue366:                           ; preds = %pred.store.if365, %pred.store.continue364
  %767 = extractelement <64 x i1> %0, i64 47
  br i1 %767, label %pred.store.if367, label %pred.store.continue368

pred.store.if367:                                 ; preds = %pred.store.continue366
  %768 = extractelement <64 x i64> %578, i64 47
  %769 = getelementptr inbounds i8, ptr %out, i64 %768
  %770 = extractelement <64 x i8> %577, i64 47
  store i8 %770, ptr %769, align 1, !tbaa !26
  br label %pred.store.continue368

pred.store.continue368:                           ; preds = %pred.store.if367, %pred.store.continue366
  %771 = extractelement <64 x i1> %0, i64 48
  br i1 %771, label %pred.store.if369, label %pred.store.continue370

pred.store.if369:                                 ; preds = %pred.store.continue368
  %772 = extractelement <64 x i64> %578, i64 48
  %773 = getelementptr inbounds i8, ptr %out, i64 %772
  %774 = extractelement <64 x i8> %577, i64 48
  store i8 %774, ptr %773, align 1, !tbaa !26
  br label %pred.store.continue370

pred.store.continue370:                           ; preds = %pred.store.if369, %pred.store.continue368
  %775 = extractelement <64 x i1> %0, i64 49
  br i1 %775, label %pred.store.if371, label %pred.store.continue372

pred.store.if371:                                 ; preds = %pred.store.continue370
  %776 = extractelement <64 x i64> %578, i64 49
  %777 = getelementptr inbounds i8, ptr %out, i64 %776
  %778 = extractelement <64 x i8> %577, i64 49
  store i8 %778, ptr %777, align 1, !tbaa !26
  br label %pred.store.continue372

pred.store.continue372:                           ; preds = %pred.store.if371, %pred.store.continue370
  %779 = extractelement <64 x i1> %0, i64 50
  br i1 %779, label %pred.store.if373, label %pred.store.continue374

pred.store.if373:                                 ; preds = %pred.store.continue372
  %780 = extractelement <64 x i64> %578, i64 50
  %781 = getelementptr inbounds i8, ptr %out, i64 %780
  %782 = extractelement <64 x i8> %577, i64 50
  store i8 %782, ptr %781, align 1, !tbaa !26
  br label %pred.store.continue374

pred.store.continue374:                           ; preds = %pred.store.if373, %pred.store.continue372
  %783 = extractelement <64 x i1> %0, i64 51
  br i1 %783, label %pred.store.if375, label %pred.store.continue376

pred.store.if375:                                 ; preds = %pred.store.continue374
  %784 = extractelement <64 x i64> %578, i64 51
  %785 = getelementptr inbounds i8, ptr %out, i64 %784
  %786 = extractelement <64 x i8> %577, i64 51
  store i8 %786, ptr %785, align 1, !tbaa !26
  br label %pred.store.continue376

pred.store.continue376:                           ; preds = %pred.store.if375, %pred.store.continue374
  %787 = extractelement <64 x i1> %0, i64 52
  br i1 %787, label %pred.store.if377, label %pred.store.continue378

pred.store.if377:                                 ; preds = %pred.store.continue376
  %788 = extractelement <64 x i64> %578, i64 52
  %789 = getelementptr inbounds i8, ptr %out, i64 %788
  %790 = extractelement <64 x i8> %577, i64 52
  store i8 %790, ptr %789, align 1, !tbaa !26
  br label %pred.store.continue378

pred.store.continue378:                           ; preds = %pred.store.if377, %pred.store.continue376
  %791 = extractelement <64 x i1> %0, i64 53
  br i1 %791, label %pred.store.if379, label %pred.store.continue380

pred.store.if379:                                 ; preds = %pred.store.continue378
  %792 = extractelement <64 x i64> %578, i64 53
  %793 = getelementptr inbounds i8, ptr %out, i64 %792
  %794 = extractelement <64 x i8> %577, i64 53
  store i8 %794, ptr %793, align 1, !tbaa !26
  br label %pred.store.continue380

pred.store.continue380:                           ; preds = %pred.store.if379, %pred.store.continue378
  %795 = extractelement <64 x i1> %0, i64 54
  br i1 %795, label %pred.store.if381, label %pred.store.continue382

pred.store.if381:                                 ; preds = %pred.store.continue380
  %796 = extractelement <64 x i64> %578, i64 54
  %797 = getelementptr inbounds i8, ptr %out, i64 %796
  %798 = extractelement <64 x i8> %577, i64 54
  store i8 %798, ptr %797, align 1, !tbaa !26
  br label %pred.store.continue382

pred.store.continue382:                           ; preds = %pred.store.if381, %pred.store.continue380
  %799 = extractelement <64 x i1> %0, i64 55
  br i1 %799, label %pred.store.if383, label %pred.store.continue384

pred.store.if383:                                 ; preds = %pred.store.continue382
  %800 = extractelement <64 x i64> %578, i64 55
  %801 = getelementptr inbounds i8, ptr %out, i64 %800
  %802 = extractelement <64 x i8> %577, i64 55
  store i8 %802, ptr %801, align 1, !tbaa !26
  br label %pred.store.continue384

pred.store.continue384:                           ; preds = %pred.store.if383, %pred.store.continue382
  %803 = extractelement <64 x i1> %0, i64 56
  br i1 %803, label %pred.store.if385, label %pred.store.continue386

pred.store.if385:                                 ; preds = %pred.store.continue384
  %804 = extractelement <64 x i64> %578, i64 56
  %805 = getelementptr inbounds i8, ptr %out, i64 %804
  %806 = extractelement <64 x i8> %577, i64 56
  store i8 %806, ptr %805, align 1, !tbaa !26
  br label %pred.store.continue386

pred.store.continue386:                           ; preds = %pred.store.if385, %pred.store.continue384
  %807 = extractelement <64 x i1> %0, i64 57
  br i1 %807, label %pred.store.if387, label %pred.store.continue388

pred.store.if387:                                 ; preds = %pred.store.continue386
  %808 = extractelement <64 x i64> %578, i64 57
  %809 = getelementptr inbounds i8, ptr %out, i64 %808
  %810 = extractelement <64 x i8> %577, i64 57
  store i8 %810, ptr %809, align 1, !tbaa !26
  br label %pred.store.continue388

pred.store.continue388:                           ; preds = %pred.store.if387, %pred.store.continue386
  %811 = extractelement <64 x i1> %0, i64 58
  br i1 %811, label %pred.store.if389, label %pred.store.continue390

pred.store.if389:                                 ; preds = %pred.store.continue388
  %812 = extractelement <64 x i64> %578, i64 58
  %813 = getelementptr inbounds i8, ptr %out, i64 %812
  %814 = extractelement <64 x i8> %577, i64 58
  store i8 %814, ptr %813, align 1, !tbaa !26
  br label %pred.store.continue390

pred.store.continue390:                           ; preds = %pred.store.if389, %pred.store.continue388
  %815 = extractelement <64 x i1> %0, i64 59
  br i1 %815, label %pred.store.if391, label %pred.store.continue392

pred.store.if391:                                 ; preds = %pred.store.continue390
  %816 = extractelement <64 x i64> %578, i64 59
  %817 = getelementptr inbounds i8, ptr %out, i64 %816
  %818 = extractelement <64 x i8> %577, i64 59
  store i8 %818, ptr %817, align 1, !tbaa !26
  br label %pred.store.continue392

pred.store.continue392:                           ; preds = %pred.store.if391, %pred.store.continue390
  %819 = extractelement <64 x i1> %0, i64 60
  br i1 %819, label %pred.store.if393, label %pred.store.continue394

pred.store.if393:                                 ; preds = %pred.store.continue392
  %820 = extractelement <64 x i64> %578, i64 60
  %821 = getelementptr inbounds i8, ptr %out, i64 %820
  %822 = extractelement <64 x i8> %577, i64 60
  store i8 %822, ptr %821, align 1, !tbaa !26
  br label %pred.store.continue394

pred.store.continue394:                           ; preds = %pred.store.if393, %pred.store.continue392
  %823 = extractelement <64 x i1> %0, i64 61
  br i1 %823, label %pred.store.if395, label %pred.store.continue396

pred.store.if395:                                 ; preds = %pred.store.continue394
  %824 = extractelement <64 x i64> %578, i64 61
  %825 = getelementptr inbounds i8, ptr %out, i64 %824
  %826 = extractelement <64 x i8> %577, i64 61
  store i8 %826, ptr %825, align 1, !tbaa !26
  br label %pred.store.continue396

pred.store.continue396:                           ; preds = %pred.store.if395, %pred.store.continue394
  %827 = extractelement <64 x i1> %0, i64 62
  br i1 %827, label %pred.store.if397, label %pred.store.continue398

pred.store.if397:                                 ; preds = %pred.store.continue396
  %828 = extractelement <64 x i64> %578, i64 62
  %829 = getelementptr inbounds i8, ptr %out, i64 %828
  %830 = extractelement <64 x i8> %577, i64 62
  store i8 %830, ptr %829, align 1, !tbaa !26
  br label %pred.store.continue398

pred.store.continue398:                           ; preds = %pred.store.if397, %pred.store.continue396
  %831 = extractelement <64 x i1> %0, i64 63
  br i1 %831, label %pred.store.if399, label %pred.store.continue400

pred.store.if399:                                 ; preds = %pred.store.continue398
  %832 = extractelement <64 x i64> %578, i64 63
  %833 = getelementptr inbounds i8, ptr %out, i64 %832
  %834 = extractelement <64 x i8> %577, i64 63
  store i8 %834, ptr %833, align 1, !tbaa !26
  br label %pred.store.continue400

pred.store.continue400:                           ; preds = %pred.store.if399, %pred.store.continue398
  %index.next = add i64 %index, 64
  %vec.ind.next = add <64 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %835 = icmp eq i64 %index.next, %n.vec
  br i1 %835, label %for.cond.cleanup, label %vector.body, !llvm.loop !27

for.cond.cleanup:                                 ; preds = %pred.store.continue400, %entry
  ret void
}

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, i32 immarg, <16 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <32 x i16> @llvm.smin.v32i16(<32 x i16>, <32 x i16>) #3

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr, i32 immarg, <8 x i1>, <8 x i32>) #2

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8i64.p0(<8 x i64>, ptr, i32 immarg, <8 x i1>) #4

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.load.v8f64.p0(ptr, i32 immarg, <8 x i1>, <8 x double>) #2

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v8f64.p0(<8 x double>, ptr, i32 immarg, <8 x i1>) #4

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr, i32 immarg, <16 x i1>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #5

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr, i32 immarg, <16 x i1>) #4

attributes #0 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { argmemonly nocallback nofree nosync nounwind readonly willreturn }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nocallback nofree nosync nounwind willreturn writeonly }
attributes #5 = { nocallback nofree nosync nounwind readnone willreturn }

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
