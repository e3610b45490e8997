; ModuleID = 'gathers.c'
source_filename = "gathers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @gather_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %wide.masked.gather, ptr %7, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %8 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %10 = getelementptr inbounds float, ptr %a, <16 x i64> %9
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %10, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %11 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %wide.masked.gather.1, ptr %11, align 4, !tbaa !9
  %index.next.1 = or i64 %index, 32
  %12 = getelementptr inbounds i32, ptr %idx, i64 %index.next.1
  %wide.load.2 = load <16 x i32>, ptr %12, align 4, !tbaa !5
  %13 = sext <16 x i32> %wide.load.2 to <16 x i64>
  %14 = getelementptr inbounds float, ptr %a, <16 x i64> %13
  %wide.masked.gather.2 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %14, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %15 = getelementptr inbounds float, ptr %out, i64 %index.next.1
  store <16 x float> %wide.masked.gather.2, ptr %15, align 4, !tbaa !9
  %index.next.2 = or i64 %index, 48
  %16 = getelementptr inbounds i32, ptr %idx, i64 %index.next.2
  %wide.load.3 = load <16 x i32>, ptr %16, align 4, !tbaa !5
  %17 = sext <16 x i32> %wide.load.3 to <16 x i64>
  %18 = getelementptr inbounds float, ptr %a, <16 x i64> %17
  %wide.masked.gather.3 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %18, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %19 = getelementptr inbounds float, ptr %out, i64 %index.next.2
  store <16 x float> %wide.masked.gather.3, ptr %19, align 4, !tbaa !9
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
  %20 = getelementptr inbounds i32, ptr %idx, i64 %index.epil
  %wide.load.epil = load <16 x i32>, ptr %20, align 4, !tbaa !5
  %21 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %22 = getelementptr inbounds float, ptr %a, <16 x i64> %21
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %22, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %23 = getelementptr inbounds float, ptr %out, i64 %index.epil
  store <16 x float> %wide.masked.gather.epil, ptr %23, align 4, !tbaa !9
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
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %24 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i32>, ptr %24, align 4, !tbaa !5
  %25 = sext <8 x i32> %wide.load16 to <8 x i64>
  %26 = getelementptr inbounds float, ptr %a, <8 x i64> %25
  %wide.masked.gather17 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %26, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %27 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %wide.masked.gather17, ptr %27, align 4, !tbaa !9
  %index.next18 = add nuw i64 %offset.idx, 8
  %28 = icmp eq i64 %index.next18, %n.vec13
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %29 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %29 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %30 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %30, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @gather_i8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = getelementptr inbounds i8, ptr %a, i64 %2
  %4 = extractelement <16 x i64> %1, i64 1
  %5 = getelementptr inbounds i8, ptr %a, i64 %4
  %6 = extractelement <16 x i64> %1, i64 2
  %7 = getelementptr inbounds i8, ptr %a, i64 %6
  %8 = extractelement <16 x i64> %1, i64 3
  %9 = getelementptr inbounds i8, ptr %a, i64 %8
  %10 = extractelement <16 x i64> %1, i64 4
  %11 = getelementptr inbounds i8, ptr %a, i64 %10
  %12 = extractelement <16 x i64> %1, i64 5
  %13 = getelementptr inbounds i8, ptr %a, i64 %12
  %14 = extractelement <16 x i64> %1, i64 6
  %15 = getelementptr inbounds i8, ptr %a, i64 %14
  %16 = extractelement <16 x i64> %1, i64 7
  %17 = getelementptr inbounds i8, ptr %a, i64 %16
  %18 = extractelement <16 x i64> %1, i64 8
  %19 = getelementptr inbounds i8, ptr %a, i64 %18
  %20 = extractelement <16 x i64> %1, i64 9
  %21 = getelementptr inbounds i8, ptr %a, i64 %20
  %22 = extractelement <16 x i64> %1, i64 10
  %23 = getelementptr inbounds i8, ptr %a, i64 %22
  %24 = extractelement <16 x i64> %1, i64 11
  %25 = getelementptr inbounds i8, ptr %a, i64 %24
  %26 = extractelement <16 x i64> %1, i64 12
  %27 = getelementptr inbounds i8, ptr %a, i64 %26
  %28 = extractelement <16 x i64> %1, i64 13
  %29 = getelementptr inbounds i8, ptr %a, i64 %28
  %30 = extractelement <16 x i64> %1, i64 14
  %31 = getelementptr inbounds i8, ptr %a, i64 %30
  %32 = extractelement <16 x i64> %1, i64 15
  %33 = getelementptr inbounds i8, ptr %a, i64 %32
  %34 = load i8, ptr %3, align 1, !tbaa !19
  %35 = load i8, ptr %5, align 1, !tbaa !19
  %36 = load i8, ptr %7, align 1, !tbaa !19
  %37 = load i8, ptr %9, align 1, !tbaa !19
  %38 = load i8, ptr %11, align 1, !tbaa !19
  %39 = load i8, ptr %13, align 1, !tbaa !19
  %40 = load i8, ptr %15, align 1, !tbaa !19
  %41 = load i8, ptr %17, align 1, !tbaa !19
  %42 = load i8, ptr %19, align 1, !tbaa !19
  %43 = load i8, ptr %21, align 1, !tbaa !19
  %44 = load i8, ptr %23, align 1, !tbaa !19
  %45 = load i8, ptr %25, align 1, !tbaa !19
  %46 = load i8, ptr %27, align 1, !tbaa !19
  %47 = load i8, ptr %29, align 1, !tbaa !19
  %48 = load i8, ptr %31, align 1, !tbaa !19
  %49 = load i8, ptr %33, align 1, !tbaa !19
  %50 = insertelement <16 x i8> poison, i8 %34, i64 0
  %51 = insertelement <16 x i8> %50, i8 %35, i64 1
  %52 = insertelement <16 x i8> %51, i8 %36, i64 2
  %53 = insertelement <16 x i8> %52, i8 %37, i64 3
  %54 = insertelement <16 x i8> %53, i8 %38, i64 4
  %55 = insertelement <16 x i8> %54, i8 %39, i64 5
  %56 = insertelement <16 x i8> %55, i8 %40, i64 6
  %57 = insertelement <16 x i8> %56, i8 %41, i64 7
  %58 = insertelement <16 x i8> %57, i8 %42, i64 8
  %59 = insertelement <16 x i8> %58, i8 %43, i64 9
  %60 = insertelement <16 x i8> %59, i8 %44, i64 10
  %61 = insertelement <16 x i8> %60, i8 %45, i64 11
  %62 = insertelement <16 x i8> %61, i8 %46, i64 12
  %63 = insertelement <16 x i8> %62, i8 %47, i64 13
  %64 = insertelement <16 x i8> %63, i8 %48, i64 14
  %65 = insertelement <16 x i8> %64, i8 %49, i64 15
  %66 = sext <16 x i8> %65 to <16 x i32>
  %67 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %66, ptr %67, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %68 = icmp eq i64 %index.next, %n.vec
  br i1 %68, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %69 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i32>, ptr %69, align 4, !tbaa !5
  %70 = sext <8 x i32> %wide.load16 to <8 x i64>
  %71 = extractelement <8 x i64> %70, i64 0
  %72 = getelementptr inbounds i8, ptr %a, i64 %71
  %73 = extractelement <8 x i64> %70, i64 1
  %74 = getelementptr inbounds i8, ptr %a, i64 %73
  %75 = extractelement <8 x i64> %70, i64 2
  %76 = getelementptr inbounds i8, ptr %a, i64 %75
  %77 = extractelement <8 x i64> %70, i64 3
  %78 = getelementptr inbounds i8, ptr %a, i64 %77
  %79 = extractelement <8 x i64> %70, i64 4
  %80 = getelementptr inbounds i8, ptr %a, i64 %79
  %81 = extractelement <8 x i64> %70, i64 5
  %82 = getelementptr inbounds i8, ptr %a, i64 %81
  %83 = extractelement <8 x i64> %70, i64 6
  %84 = getelementptr inbounds i8, ptr %a, i64 %83
  %85 = extractelement <8 x i64> %70, i64 7
  %86 = getelementptr inbounds i8, ptr %a, i64 %85
  %87 = load i8, ptr %72, align 1, !tbaa !19
  %88 = load i8, ptr %74, align 1, !tbaa !19
  %89 = load i8, ptr %76, align 1, !tbaa !19
  %90 = load i8, ptr %78, align 1, !tbaa !19
  %91 = load i8, ptr %80, align 1, !tbaa !19
  %92 = load i8, ptr %82, align 1, !tbaa !19
  %93 = load i8, ptr %84, align 1, !tbaa !19
  %94 = load i8, ptr %86, align 1, !tbaa !19
  %95 = insertelement <8 x i8> poison, i8 %87, i64 0
  %96 = insertelement <8 x i8> %95, i8 %88, i64 1
  %97 = insertelement <8 x i8> %96, i8 %89, i64 2
  %98 = insertelement <8 x i8> %97, i8 %90, i64 3
  %99 = insertelement <8 x i8> %98, i8 %91, i64 4
  %100 = insertelement <8 x i8> %99, i8 %92, i64 5
  %101 = insertelement <8 x i8> %100, i8 %93, i64 6
  %102 = insertelement <8 x i8> %101, i8 %94, i64 7
  %103 = sext <8 x i8> %102 to <8 x i32>
  %104 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %103, ptr %104, align 4, !tbaa !5
  %index.next17 = add nuw i64 %offset.idx, 8
  %105 = icmp eq i64 %index.next17, %n.vec13
  br i1 %105, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %106 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %106 to i64
  %arrayidx2 = getelementptr inbounds i8, ptr %a, i64 %idxprom1
  %107 = load i8, ptr %arrayidx2, align 1, !tbaa !19
  %conv = sext i8 %107 to i32
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %conv, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @gather_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = getelementptr inbounds i16, ptr %a, i64 %2
  %4 = extractelement <16 x i64> %1, i64 1
  %5 = getelementptr inbounds i16, ptr %a, i64 %4
  %6 = extractelement <16 x i64> %1, i64 2
  %7 = getelementptr inbounds i16, ptr %a, i64 %6
  %8 = extractelement <16 x i64> %1, i64 3
  %9 = getelementptr inbounds i16, ptr %a, i64 %8
  %10 = extractelement <16 x i64> %1, i64 4
  %11 = getelementptr inbounds i16, ptr %a, i64 %10
  %12 = extractelement <16 x i64> %1, i64 5
  %13 = getelementptr inbounds i16, ptr %a, i64 %12
  %14 = extractelement <16 x i64> %1, i64 6
  %15 = getelementptr inbounds i16, ptr %a, i64 %14
  %16 = extractelement <16 x i64> %1, i64 7
  %17 = getelementptr inbounds i16, ptr %a, i64 %16
  %18 = extractelement <16 x i64> %1, i64 8
  %19 = getelementptr inbounds i16, ptr %a, i64 %18
  %20 = extractelement <16 x i64> %1, i64 9
  %21 = getelementptr inbounds i16, ptr %a, i64 %20
  %22 = extractelement <16 x i64> %1, i64 10
  %23 = getelementptr inbounds i16, ptr %a, i64 %22
  %24 = extractelement <16 x i64> %1, i64 11
  %25 = getelementptr inbounds i16, ptr %a, i64 %24
  %26 = extractelement <16 x i64> %1, i64 12
  %27 = getelementptr inbounds i16, ptr %a, i64 %26
  %28 = extractelement <16 x i64> %1, i64 13
  %29 = getelementptr inbounds i16, ptr %a, i64 %28
  %30 = extractelement <16 x i64> %1, i64 14
  %31 = getelementptr inbounds i16, ptr %a, i64 %30
  %32 = extractelement <16 x i64> %1, i64 15
  %33 = getelementptr inbounds i16, ptr %a, i64 %32
  %34 = load i16, ptr %3, align 2, !tbaa !23
  %35 = load i16, ptr %5, align 2, !tbaa !23
  %36 = load i16, ptr %7, align 2, !tbaa !23
  %37 = load i16, ptr %9, align 2, !tbaa !23
  %38 = load i16, ptr %11, align 2, !tbaa !23
  %39 = load i16, ptr %13, align 2, !tbaa !23
  %40 = load i16, ptr %15, align 2, !tbaa !23
  %41 = load i16, ptr %17, align 2, !tbaa !23
  %42 = load i16, ptr %19, align 2, !tbaa !23
  %43 = load i16, ptr %21, align 2, !tbaa !23
  %44 = load i16, ptr %23, align 2, !tbaa !23
  %45 = load i16, ptr %25, align 2, !tbaa !23
  %46 = load i16, ptr %27, align 2, !tbaa !23
  %47 = load i16, ptr %29, align 2, !tbaa !23
  %48 = load i16, ptr %31, align 2, !tbaa !23
  %49 = load i16, ptr %33, align 2, !tbaa !23
  %50 = insertelement <16 x i16> poison, i16 %34, i64 0
  %51 = insertelement <16 x i16> %50, i16 %35, i64 1
  %52 = insertelement <16 x i16> %51, i16 %36, i64 2
  %53 = insertelement <16 x i16> %52, i16 %37, i64 3
  %54 = insertelement <16 x i16> %53, i16 %38, i64 4
  %55 = insertelement <16 x i16> %54, i16 %39, i64 5
  %56 = insertelement <16 x i16> %55, i16 %40, i64 6
  %57 = insertelement <16 x i16> %56, i16 %41, i64 7
  %58 = insertelement <16 x i16> %57, i16 %42, i64 8
  %59 = insertelement <16 x i16> %58, i16 %43, i64 9
  %60 = insertelement <16 x i16> %59, i16 %44, i64 10
  %61 = insertelement <16 x i16> %60, i16 %45, i64 11
  %62 = insertelement <16 x i16> %61, i16 %46, i64 12
  %63 = insertelement <16 x i16> %62, i16 %47, i64 13
  %64 = insertelement <16 x i16> %63, i16 %48, i64 14
  %65 = insertelement <16 x i16> %64, i16 %49, i64 15
  %66 = zext <16 x i16> %65 to <16 x i32>
  %67 = add nuw nsw <16 x i32> %66, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %68 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %67, ptr %68, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %69 = icmp eq i64 %index.next, %n.vec
  br i1 %69, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %70 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i32>, ptr %70, align 4, !tbaa !5
  %71 = sext <8 x i32> %wide.load16 to <8 x i64>
  %72 = extractelement <8 x i64> %71, i64 0
  %73 = getelementptr inbounds i16, ptr %a, i64 %72
  %74 = extractelement <8 x i64> %71, i64 1
  %75 = getelementptr inbounds i16, ptr %a, i64 %74
  %76 = extractelement <8 x i64> %71, i64 2
  %77 = getelementptr inbounds i16, ptr %a, i64 %76
  %78 = extractelement <8 x i64> %71, i64 3
  %79 = getelementptr inbounds i16, ptr %a, i64 %78
  %80 = extractelement <8 x i64> %71, i64 4
  %81 = getelementptr inbounds i16, ptr %a, i64 %80
  %82 = extractelement <8 x i64> %71, i64 5
  %83 = getelementptr inbounds i16, ptr %a, i64 %82
  %84 = extractelement <8 x i64> %71, i64 6
  %85 = getelementptr inbounds i16, ptr %a, i64 %84
  %86 = extractelement <8 x i64> %71, i64 7
  %87 = getelementptr inbounds i16, ptr %a, i64 %86
  %88 = load i16, ptr %73, align 2, !tbaa !23
  %89 = load i16, ptr %75, align 2, !tbaa !23
  %90 = load i16, ptr %77, align 2, !tbaa !23
  %91 = load i16, ptr %79, align 2, !tbaa !23
  %92 = load i16, ptr %81, align 2, !tbaa !23
  %93 = load i16, ptr %83, align 2, !tbaa !23
  %94 = load i16, ptr %85, align 2, !tbaa !23
  %95 = load i16, ptr %87, align 2, !tbaa !23
  %96 = insertelement <8 x i16> poison, i16 %88, i64 0
  %97 = insertelement <8 x i16> %96, i16 %89, i64 1
  %98 = insertelement <8 x i16> %97, i16 %90, i64 2
  %99 = insertelement <8 x i16> %98, i16 %91, i64 3
  %100 = insertelement <8 x i16> %99, i16 %92, i64 4
  %101 = insertelement <8 x i16> %100, i16 %93, i64 5
  %102 = insertelement <8 x i16> %101, i16 %94, i64 6
  %103 = insertelement <8 x i16> %102, i16 %95, i64 7
  %104 = zext <8 x i16> %103 to <8 x i32>
  %105 = add nuw nsw <8 x i32> %104, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %106 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %105, ptr %106, align 4, !tbaa !5
  %index.next17 = add nuw i64 %offset.idx, 8
  %107 = icmp eq i64 %index.next17, %n.vec13
  br i1 %107, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %108 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %108 to i64
  %arrayidx2 = getelementptr inbounds i16, ptr %a, i64 %idxprom1
  %109 = load i16, ptr %arrayidx2, align 2, !tbaa !23
  %conv = zext i16 %109 to i32
  %add = add nuw nsw i32 %conv, 1
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %add, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @gather_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader21, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add12 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add13 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <8 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 8
  %wide.load15 = load <8 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load16 = load <8 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 24
  %wide.load17 = load <8 x i32>, ptr %3, align 4, !tbaa !5
  %4 = sext <8 x i32> %wide.load to <8 x i64>
  %5 = sext <8 x i32> %wide.load15 to <8 x i64>
  %6 = sext <8 x i32> %wide.load16 to <8 x i64>
  %7 = sext <8 x i32> %wide.load17 to <8 x i64>
  %8 = getelementptr inbounds i64, ptr %a, <8 x i64> %4
  %9 = getelementptr inbounds i64, ptr %a, <8 x i64> %5
  %10 = getelementptr inbounds i64, ptr %a, <8 x i64> %6
  %11 = getelementptr inbounds i64, ptr %a, <8 x i64> %7
  %wide.masked.gather = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %8, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !28
  %wide.masked.gather18 = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %9, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !28
  %wide.masked.gather19 = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !28
  %wide.masked.gather20 = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %11, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> undef), !tbaa !28
  %12 = xor <8 x i64> %wide.masked.gather, %vec.ind
  %13 = xor <8 x i64> %wide.masked.gather18, %step.add
  %14 = xor <8 x i64> %wide.masked.gather19, %step.add12
  %15 = xor <8 x i64> %wide.masked.gather20, %step.add13
  %16 = getelementptr inbounds i64, ptr %out, i64 %index
  store <8 x i64> %12, ptr %16, align 8, !tbaa !28
  %17 = getelementptr inbounds i64, ptr %16, i64 8
  store <8 x i64> %13, ptr %17, align 8, !tbaa !28
  %18 = getelementptr inbounds i64, ptr %16, i64 16
  store <8 x i64> %14, ptr %18, align 8, !tbaa !28
  %19 = getelementptr inbounds i64, ptr %16, i64 24
  store <8 x i64> %15, ptr %19, align 8, !tbaa !28
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader21

for.body.preheader21:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader21, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader21 ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %21 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %21 to i64
  %arrayidx2 = getelementptr inbounds i64, ptr %a, i64 %idxprom1
  %22 = load i64, ptr %arrayidx2, align 8, !tbaa !28
  %xor = xor i64 %22, %indvars.iv
  %arrayidx4 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv
  store i64 %xor, ptr %arrayidx4, align 8, !tbaa !28
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @gather_f64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <8 x i32>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %0, i64 8
  %wide.load11 = load <8 x i32>, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i32, ptr %0, i64 16
  %wide.load12 = load <8 x i32>, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i32, ptr %0, i64 24
  %wide.load13 = load <8 x i32>, ptr %3, align 4, !tbaa !5
  %4 = sext <8 x i32> %wide.load to <8 x i64>
  %5 = sext <8 x i32> %wide.load11 to <8 x i64>
  %6 = sext <8 x i32> %wide.load12 to <8 x i64>
  %7 = sext <8 x i32> %wide.load13 to <8 x i64>
  %8 = getelementptr inbounds double, ptr %a, <8 x i64> %4
  %9 = getelementptr inbounds double, ptr %a, <8 x i64> %5
  %10 = getelementptr inbounds double, ptr %a, <8 x i64> %6
  %11 = getelementptr inbounds double, ptr %a, <8 x i64> %7
  %wide.masked.gather = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %8, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !32
  %wide.masked.gather14 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %9, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !32
  %wide.masked.gather15 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !32
  %wide.masked.gather16 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %11, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !tbaa !32
  %12 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %13 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather14, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %14 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather15, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %15 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather16, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %16 = getelementptr inbounds double, ptr %out, i64 %index
  store <8 x double> %12, ptr %16, align 8, !tbaa !32
  %17 = getelementptr inbounds double, ptr %16, i64 8
  store <8 x double> %13, ptr %17, align 8, !tbaa !32
  %18 = getelementptr inbounds double, ptr %16, i64 16
  store <8 x double> %14, ptr %18, align 8, !tbaa !32
  %19 = getelementptr inbounds double, ptr %16, i64 24
  store <8 x double> %15, ptr %19, align 8, !tbaa !32
  %index.next = add nuw i64 %index, 32
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader17

for.body.preheader17:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %21 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %21 to i64
  %arrayidx2 = getelementptr inbounds double, ptr %a, i64 %idxprom1
  %22 = load double, ptr %arrayidx2, align 8, !tbaa !32
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 2.000000e+00, double -1.000000e+00)
  %arrayidx4 = getelementptr inbounds double, ptr %out, i64 %indvars.iv
  store double %23, ptr %arrayidx4, align 8, !tbaa !32
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @gather_fma_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, float noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #1 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 16
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load15 = load <16 x float>, ptr %7, align 4, !tbaa !9
  %8 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather, <16 x float> %broadcast.splat, <16 x float> %wide.load15)
  %9 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %8, ptr %9, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %10 = getelementptr inbounds i32, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i32>, ptr %10, align 4, !tbaa !5
  %11 = sext <16 x i32> %wide.load.1 to <16 x i64>
  %12 = getelementptr inbounds float, ptr %a, <16 x i64> %11
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %12, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %13 = getelementptr inbounds float, ptr %b, i64 %index.next
  %wide.load15.1 = load <16 x float>, ptr %13, align 4, !tbaa !9
  %14 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather.1, <16 x float> %broadcast.splat, <16 x float> %wide.load15.1)
  %15 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %14, ptr %15, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !36

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %16 = getelementptr inbounds i32, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i32>, ptr %16, align 4, !tbaa !5
  %17 = sext <16 x i32> %wide.load.epil to <16 x i64>
  %18 = getelementptr inbounds float, ptr %a, <16 x i64> %17
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %18, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %19 = getelementptr inbounds float, ptr %b, i64 %index.unr
  %wide.load15.epil = load <16 x float>, ptr %19, align 4, !tbaa !9
  %20 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather.epil, <16 x float> %broadcast.splat, <16 x float> %wide.load15.epil)
  %21 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %20, ptr %21, align 4, !tbaa !9
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
  %broadcast.splatinsert23 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat24 = shufflevector <8 x float> %broadcast.splatinsert23, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %22 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load20 = load <8 x i32>, ptr %22, align 4, !tbaa !5
  %23 = sext <8 x i32> %wide.load20 to <8 x i64>
  %24 = getelementptr inbounds float, ptr %a, <8 x i64> %23
  %wide.masked.gather21 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %24, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %25 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load22 = load <8 x float>, ptr %25, align 4, !tbaa !9
  %26 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather21, <8 x float> %broadcast.splat24, <8 x float> %wide.load22)
  %27 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %26, ptr %27, align 4, !tbaa !9
  %index.next25 = add nuw i64 %offset.idx, 8
  %28 = icmp eq i64 %index.next25, %n.vec17
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !37

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i64 %n.vec17, %wide.trip.count
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec17, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %29 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %29 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %30 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %31 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %32 = tail call float @llvm.fmuladd.f32(float %30, float %s, float %31)
  %arrayidx6 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %32, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @gather_strided_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = sext i32 %stride to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 7
  %ident.check.not = icmp eq i32 %stride, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.main.loop.iter.check, label %for.body.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

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
  %6 = getelementptr inbounds float, ptr %a, i64 %5
  %wide.load = load <16 x float>, ptr %6, align 4, !tbaa !9
  %7 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load11 = load <16 x float>, ptr %7, align 4, !tbaa !9
  %8 = getelementptr inbounds float, ptr %6, i64 32
  %wide.load12 = load <16 x float>, ptr %8, align 4, !tbaa !9
  %9 = getelementptr inbounds float, ptr %6, i64 48
  %wide.load13 = load <16 x float>, ptr %9, align 4, !tbaa !9
  %10 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %wide.load, ptr %10, align 4, !tbaa !9
  %11 = getelementptr inbounds float, ptr %10, i64 16
  store <16 x float> %wide.load11, ptr %11, align 4, !tbaa !9
  %12 = getelementptr inbounds float, ptr %10, i64 32
  store <16 x float> %wide.load12, ptr %12, align 4, !tbaa !9
  %13 = getelementptr inbounds float, ptr %10, i64 48
  store <16 x float> %wide.load13, ptr %13, align 4, !tbaa !9
  %index.next = or i64 %index, 64
  %14 = mul nsw i64 %index.next, %0
  %15 = getelementptr inbounds float, ptr %a, i64 %14
  %wide.load.1 = load <16 x float>, ptr %15, align 4, !tbaa !9
  %16 = getelementptr inbounds float, ptr %15, i64 16
  %wide.load11.1 = load <16 x float>, ptr %16, align 4, !tbaa !9
  %17 = getelementptr inbounds float, ptr %15, i64 32
  %wide.load12.1 = load <16 x float>, ptr %17, align 4, !tbaa !9
  %18 = getelementptr inbounds float, ptr %15, i64 48
  %wide.load13.1 = load <16 x float>, ptr %18, align 4, !tbaa !9
  %19 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %wide.load.1, ptr %19, align 4, !tbaa !9
  %20 = getelementptr inbounds float, ptr %19, i64 16
  store <16 x float> %wide.load11.1, ptr %20, align 4, !tbaa !9
  %21 = getelementptr inbounds float, ptr %19, i64 32
  store <16 x float> %wide.load12.1, ptr %21, align 4, !tbaa !9
  %22 = getelementptr inbounds float, ptr %19, i64 48
  store <16 x float> %wide.load13.1, ptr %22, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 128
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !39

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %23 = mul nsw i64 %index.unr, %0
  %24 = getelementptr inbounds float, ptr %a, i64 %23
  %wide.load.epil = load <16 x float>, ptr %24, align 4, !tbaa !9
  %25 = getelementptr inbounds float, ptr %24, i64 16
  %wide.load11.epil = load <16 x float>, ptr %25, align 4, !tbaa !9
  %26 = getelementptr inbounds float, ptr %24, i64 32
  %wide.load12.epil = load <16 x float>, ptr %26, align 4, !tbaa !9
  %27 = getelementptr inbounds float, ptr %24, i64 48
  %wide.load13.epil = load <16 x float>, ptr %27, align 4, !tbaa !9
  %28 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %wide.load.epil, ptr %28, align 4, !tbaa !9
  %29 = getelementptr inbounds float, ptr %28, i64 16
  store <16 x float> %wide.load11.epil, ptr %29, align 4, !tbaa !9
  %30 = getelementptr inbounds float, ptr %28, i64 32
  store <16 x float> %wide.load12.epil, ptr %30, align 4, !tbaa !9
  %31 = getelementptr inbounds float, ptr %28, i64 48
  store <16 x float> %wide.load13.epil, ptr %31, align 4, !tbaa !9
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
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %32 = mul nsw i64 %offset.idx, %0
  %33 = getelementptr inbounds float, ptr %a, i64 %32
  %wide.load18 = load <8 x float>, ptr %33, align 4, !tbaa !9
  %34 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %wide.load18, ptr %34, align 4, !tbaa !9
  %index.next19 = add nuw i64 %offset.idx, 8
  %35 = icmp eq i64 %index.next19, %n.vec15
  br i1 %35, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !40

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n16 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n16, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  %36 = xor i64 %indvars.iv.ph, -1
  %37 = add nsw i64 %36, %wide.trip.count
  %xtraiter20 = and i64 %wide.trip.count, 3
  %lcmp.mod21.not = icmp eq i64 %xtraiter20, 0
  br i1 %lcmp.mod21.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader, %for.body.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body.prol ], [ %indvars.iv.ph, %for.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.prol ], [ 0, %for.body.preheader ]
  %38 = mul nsw i64 %indvars.iv.prol, %0
  %arrayidx.prol = getelementptr inbounds float, ptr %a, i64 %38
  %39 = load float, ptr %arrayidx.prol, align 4, !tbaa !9
  %arrayidx2.prol = getelementptr inbounds float, ptr %out, i64 %indvars.iv.prol
  store float %39, ptr %arrayidx2.prol, align 4, !tbaa !9
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter20
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !41

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %40 = icmp ult i64 %37, 3
  br i1 %40, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %41 = mul nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %41
  %42 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %42, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %43 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %43
  %44 = load float, ptr %arrayidx.1, align 4, !tbaa !9
  %arrayidx2.1 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next
  store float %44, ptr %arrayidx2.1, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %45 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %45
  %46 = load float, ptr %arrayidx.2, align 4, !tbaa !9
  %arrayidx2.2 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next.1
  store float %46, ptr %arrayidx2.2, align 4, !tbaa !9
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %47 = mul nsw i64 %indvars.iv.next.2, %0
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %47
  %48 = load float, ptr %arrayidx.3, align 4, !tbaa !9
  %arrayidx2.3 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next.2
  store float %48, ptr %arrayidx2.3, align 4, !tbaa !9
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @gather_i16_index(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i16, ptr %idx, i64 %index
  %wide.load = load <16 x i16>, ptr %4, align 2, !tbaa !23
  %5 = sext <16 x i16> %wide.load to <16 x i64>
  %6 = getelementptr inbounds i32, ptr %a, <16 x i64> %5
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %7 = add nsw <16 x i32> %wide.masked.gather, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %8 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %7, ptr %8, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %9 = getelementptr inbounds i16, ptr %idx, i64 %index.next
  %wide.load.1 = load <16 x i16>, ptr %9, align 2, !tbaa !23
  %10 = sext <16 x i16> %wide.load.1 to <16 x i64>
  %11 = getelementptr inbounds i32, ptr %a, <16 x i64> %10
  %wide.masked.gather.1 = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %12 = add nsw <16 x i32> %wide.masked.gather.1, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %13 = getelementptr inbounds i32, ptr %out, i64 %index.next
  store <16 x i32> %12, ptr %13, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %14 = getelementptr inbounds i16, ptr %idx, i64 %index.unr
  %wide.load.epil = load <16 x i16>, ptr %14, align 2, !tbaa !23
  %15 = sext <16 x i16> %wide.load.epil to <16 x i64>
  %16 = getelementptr inbounds i32, ptr %a, <16 x i64> %15
  %wide.masked.gather.epil = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %16, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %17 = add nsw <16 x i32> %wide.masked.gather.epil, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %18 = getelementptr inbounds i32, ptr %out, i64 %index.unr
  store <16 x i32> %17, ptr %18, align 4, !tbaa !5
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
  %n.vec13 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %19 = getelementptr inbounds i16, ptr %idx, i64 %offset.idx
  %wide.load16 = load <8 x i16>, ptr %19, align 2, !tbaa !23
  %20 = sext <8 x i16> %wide.load16 to <8 x i64>
  %21 = getelementptr inbounds i32, ptr %a, <8 x i64> %20
  %wide.masked.gather17 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %21, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %22 = add nsw <8 x i32> %wide.masked.gather17, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %23 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %22, ptr %23, align 4, !tbaa !5
  %index.next18 = add nuw i64 %offset.idx, 8
  %24 = icmp eq i64 %index.next18, %n.vec13
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %idx, i64 %indvars.iv
  %25 = load i16, ptr %arrayidx, align 2, !tbaa !23
  %idxprom1 = sext i16 %25 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %idxprom1
  %26 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %sub = add nsw i32 %26, -7
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %sub, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @gather_masked_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, ptr noalias nocapture noundef readonly %c, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 16
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds i8, ptr %c, i64 %index
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !19
  %5 = icmp eq <16 x i8> %wide.load, zeroinitializer
  %6 = getelementptr i32, ptr %idx, i64 %index
  %7 = xor <16 x i1> %5, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %6, i32 4, <16 x i1> %7, <16 x i32> poison), !tbaa !5
  %8 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %9 = getelementptr inbounds float, ptr %a, <16 x i64> %8
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %9, i32 4, <16 x i1> %7, <16 x float> undef), !tbaa !9
  %predphi = select <16 x i1> %5, <16 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <16 x float> %wide.masked.gather
  %10 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %predphi, ptr %10, align 4, !tbaa !9
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds i8, ptr %c, i64 %index.next
  %wide.load.1 = load <16 x i8>, ptr %11, align 1, !tbaa !19
  %12 = icmp eq <16 x i8> %wide.load.1, zeroinitializer
  %13 = getelementptr i32, ptr %idx, i64 %index.next
  %14 = xor <16 x i1> %12, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %wide.masked.load.1 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %13, i32 4, <16 x i1> %14, <16 x i32> poison), !tbaa !5
  %15 = sext <16 x i32> %wide.masked.load.1 to <16 x i64>
  %16 = getelementptr inbounds float, ptr %a, <16 x i64> %15
  %wide.masked.gather.1 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %16, i32 4, <16 x i1> %14, <16 x float> undef), !tbaa !9
  %predphi.1 = select <16 x i1> %12, <16 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <16 x float> %wide.masked.gather.1
  %17 = getelementptr inbounds float, ptr %out, i64 %index.next
  store <16 x float> %predphi.1, ptr %17, align 4, !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !46

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds i8, ptr %c, i64 %index.unr
  %wide.load.epil = load <16 x i8>, ptr %18, align 1, !tbaa !19
  %19 = icmp eq <16 x i8> %wide.load.epil, zeroinitializer
  %20 = getelementptr i32, ptr %idx, i64 %index.unr
  %21 = xor <16 x i1> %19, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %wide.masked.load.epil = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %20, i32 4, <16 x i1> %21, <16 x i32> poison), !tbaa !5
  %22 = sext <16 x i32> %wide.masked.load.epil to <16 x i64>
  %23 = getelementptr inbounds float, ptr %a, <16 x i64> %22
  %wide.masked.gather.epil = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %23, i32 4, <16 x i1> %21, <16 x float> undef), !tbaa !9
  %predphi.epil = select <16 x i1> %19, <16 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <16 x float> %wide.masked.gather.epil
  %24 = getelementptr inbounds float, ptr %out, i64 %index.unr
  store <16 x float> %predphi.epil, ptr %24, align 4, !tbaa !9
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
  %n.vec16 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds i8, ptr %c, i64 %offset.idx
  %wide.load19 = load <8 x i8>, ptr %25, align 1, !tbaa !19
  %26 = icmp eq <8 x i8> %wide.load19, zeroinitializer
  %27 = getelementptr i32, ptr %idx, i64 %offset.idx
  %28 = xor <8 x i1> %26, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %wide.masked.load20 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %27, i32 4, <8 x i1> %28, <8 x i32> poison), !tbaa !5
  %29 = sext <8 x i32> %wide.masked.load20 to <8 x i64>
  %30 = getelementptr inbounds float, ptr %a, <8 x i64> %29
  %wide.masked.gather21 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %30, i32 4, <8 x i1> %28, <8 x float> undef), !tbaa !9
  %predphi22 = select <8 x i1> %26, <8 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <8 x float> %wide.masked.gather21
  %31 = getelementptr inbounds float, ptr %out, i64 %offset.idx
  store <8 x float> %predphi22, ptr %31, align 4, !tbaa !9
  %index.next23 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next23, %n.vec16
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %n.vec16, %wide.trip.count
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %cond.end, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %cond.end
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %c, i64 %indvars.iv
  %33 = load i8, ptr %arrayidx, align 1, !tbaa !19
  %tobool.not = icmp eq i8 %33, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %34 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %idxprom3 = sext i32 %34 to i64
  %arrayidx4 = getelementptr inbounds float, ptr %a, i64 %idxprom3
  %35 = load float, ptr %arrayidx4, align 4, !tbaa !9
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %35, %cond.true ], [ -1.000000e+00, %for.body ]
  %arrayidx6 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %cond, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i64>) #3

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.fmuladd.v8f64(<8 x double>, <8 x double>, <8 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i32>) #3

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr, i32 immarg, <16 x i1>, <16 x i32>) #5

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr, i32 immarg, <8 x i1>, <8 x i32>) #5

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nocallback nofree nosync nounwind readonly willreturn }
attributes #4 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly nocallback nofree nosync nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
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
!44 = distinct !{!44, !12, !13, !17}
!45 = distinct !{!45, !12, !17, !13}
!46 = distinct !{!46, !12, !13}
!47 = distinct !{!47, !12, !13, !17}
!48 = distinct !{!48, !12, !17, !13}
