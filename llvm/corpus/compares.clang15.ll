; ModuleID = 'compares.c'
source_filename = "compares.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @fcmp_all_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp50 = icmp sgt i32 %n, 0
  br i1 %cmp50, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check53 = icmp ult i32 %n, 16
  br i1 %min.iters.check53, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr inbounds float, ptr %a, <16 x i64> %1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %3 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load54 = load <16 x float>, ptr %3, align 4, !tbaa !9
  %4 = fcmp oeq <16 x float> %wide.masked.gather, %wide.load54
  %5 = zext <16 x i1> %4 to <16 x i32>
  %6 = fcmp une <16 x float> %wide.masked.gather, %wide.load54
  %7 = select <16 x i1> %6, <16 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <16 x i32> zeroinitializer
  %8 = or <16 x i32> %7, %5
  %9 = fcmp olt <16 x float> %wide.masked.gather, %wide.load54
  %10 = select <16 x i1> %9, <16 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <16 x i32> zeroinitializer
  %11 = or <16 x i32> %8, %10
  %12 = fcmp ole <16 x float> %wide.masked.gather, %wide.load54
  %13 = select <16 x i1> %12, <16 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <16 x i32> zeroinitializer
  %14 = or <16 x i32> %11, %13
  %15 = fcmp ogt <16 x float> %wide.masked.gather, %wide.load54
  %16 = select <16 x i1> %15, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <16 x i32> zeroinitializer
  %17 = or <16 x i32> %14, %16
  %18 = fcmp oge <16 x float> %wide.masked.gather, %wide.load54
  %19 = select <16 x i1> %18, <16 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <16 x i32> zeroinitializer
  %20 = or <16 x i32> %17, %19
  %21 = fcmp uno <16 x float> %wide.masked.gather, %wide.load54
  %22 = select <16 x i1> %21, <16 x i32> <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>, <16 x i32> zeroinitializer
  %23 = or <16 x i32> %20, %22
  %24 = fcmp one <16 x float> %wide.masked.gather, %wide.load54
  %25 = select <16 x i1> %24, <16 x i32> <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>, <16 x i32> zeroinitializer
  %26 = or <16 x i32> %23, %25
  %27 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %26, ptr %27, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec56 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next62, %vec.epilog.vector.body ]
  %29 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load59 = load <8 x i32>, ptr %29, align 4, !tbaa !5
  %30 = sext <8 x i32> %wide.load59 to <8 x i64>
  %31 = getelementptr inbounds float, ptr %a, <8 x i64> %30
  %wide.masked.gather60 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %31, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %32 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load61 = load <8 x float>, ptr %32, align 4, !tbaa !9
  %33 = fcmp oeq <8 x float> %wide.masked.gather60, %wide.load61
  %34 = zext <8 x i1> %33 to <8 x i32>
  %35 = fcmp une <8 x float> %wide.masked.gather60, %wide.load61
  %36 = select <8 x i1> %35, <8 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <8 x i32> zeroinitializer
  %37 = or <8 x i32> %36, %34
  %38 = fcmp olt <8 x float> %wide.masked.gather60, %wide.load61
  %39 = select <8 x i1> %38, <8 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <8 x i32> zeroinitializer
  %40 = or <8 x i32> %37, %39
  %41 = fcmp ole <8 x float> %wide.masked.gather60, %wide.load61
  %42 = select <8 x i1> %41, <8 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <8 x i32> zeroinitializer
  %43 = or <8 x i32> %40, %42
  %44 = fcmp ogt <8 x float> %wide.masked.gather60, %wide.load61
  %45 = select <8 x i1> %44, <8 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <8 x i32> zeroinitializer
  %46 = or <8 x i32> %43, %45
  %47 = fcmp oge <8 x float> %wide.masked.gather60, %wide.load61
  %48 = select <8 x i1> %47, <8 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <8 x i32> zeroinitializer
  %49 = or <8 x i32> %46, %48
  %50 = fcmp uno <8 x float> %wide.masked.gather60, %wide.load61
  %51 = select <8 x i1> %50, <8 x i32> <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>, <8 x i32> zeroinitializer
  %52 = or <8 x i32> %49, %51
  %53 = fcmp one <8 x float> %wide.masked.gather60, %wide.load61
  %54 = select <8 x i1> %53, <8 x i32> <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>, <8 x i32> zeroinitializer
  %55 = or <8 x i32> %52, %54
  %56 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %55, ptr %56, align 4, !tbaa !5
  %index.next62 = add nuw i64 %offset.idx, 8
  %57 = icmp eq i64 %index.next62, %n.vec56
  br i1 %57, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n57 = icmp eq i64 %n.vec56, %wide.trip.count
  br i1 %cmp.n57, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec56, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %58 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %58 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %59 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %60 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp oeq float %59, %60
  %conv = zext i1 %cmp5 to i32
  %cmp6 = fcmp une float %59, %60
  %shl = select i1 %cmp6, i32 2, i32 0
  %or = or i32 %shl, %conv
  %cmp8 = fcmp olt float %59, %60
  %shl10 = select i1 %cmp8, i32 4, i32 0
  %or11 = or i32 %or, %shl10
  %cmp12 = fcmp ole float %59, %60
  %shl14 = select i1 %cmp12, i32 8, i32 0
  %or15 = or i32 %or11, %shl14
  %cmp16 = fcmp ogt float %59, %60
  %shl18 = select i1 %cmp16, i32 16, i32 0
  %or19 = or i32 %or15, %shl18
  %cmp20 = fcmp oge float %59, %60
  %shl22 = select i1 %cmp20, i32 32, i32 0
  %or23 = or i32 %or19, %shl22
  %cmp24 = fcmp uno float %59, %60
  %shl25 = select i1 %cmp24, i32 64, i32 0
  %or26 = or i32 %or23, %shl25
  %cmp27 = fcmp one float %59, %60
  %shl28 = select i1 %cmp27, i32 128, i32 0
  %or29 = or i32 %or26, %shl28
  %arrayidx31 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %or29, ptr %arrayidx31, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @fcmp_unordered_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %c, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp78 = icmp sgt i32 %n, 0
  br i1 %cmp78, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check81 = icmp ult i32 %n, 16
  br i1 %min.iters.check81, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr inbounds float, ptr %a, <16 x i64> %1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %3 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load82 = load <16 x float>, ptr %3, align 4, !tbaa !9
  %4 = getelementptr inbounds i32, ptr %c, i64 %index
  %wide.load83 = load <16 x i32>, ptr %4, align 4, !tbaa !5
  %5 = fcmp uge <16 x float> %wide.masked.gather, %wide.load82
  %6 = icmp sgt <16 x i32> %wide.load83, zeroinitializer
  %7 = and <16 x i1> %5, %6
  %8 = zext <16 x i1> %7 to <16 x i32>
  %9 = fcmp ugt <16 x float> %wide.masked.gather, %wide.load82
  %10 = icmp sgt <16 x i32> %wide.load83, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %11 = and <16 x i1> %9, %10
  %12 = select <16 x i1> %11, <16 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <16 x i32> zeroinitializer
  %13 = or <16 x i32> %12, %8
  %14 = fcmp ule <16 x float> %wide.masked.gather, %wide.load82
  %15 = icmp sgt <16 x i32> %wide.load83, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %16 = and <16 x i1> %14, %15
  %17 = select <16 x i1> %16, <16 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <16 x i32> zeroinitializer
  %18 = or <16 x i32> %13, %17
  %19 = fcmp ult <16 x float> %wide.masked.gather, %wide.load82
  %20 = icmp sgt <16 x i32> %wide.load83, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %21 = and <16 x i1> %19, %20
  %22 = select <16 x i1> %21, <16 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <16 x i32> zeroinitializer
  %23 = or <16 x i32> %18, %22
  %24 = fcmp ueq <16 x float> %wide.masked.gather, %wide.load82
  %25 = icmp sgt <16 x i32> %wide.load83, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %26 = and <16 x i1> %24, %25
  %27 = select <16 x i1> %26, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <16 x i32> zeroinitializer
  %28 = or <16 x i32> %23, %27
  %29 = fcmp ord <16 x float> %wide.masked.gather, %wide.load82
  %30 = icmp sgt <16 x i32> %wide.load83, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %31 = and <16 x i1> %29, %30
  %32 = select <16 x i1> %31, <16 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <16 x i32> zeroinitializer
  %33 = or <16 x i32> %28, %32
  %34 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %33, ptr %34, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec85 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next92, %vec.epilog.vector.body ]
  %36 = getelementptr inbounds i32, ptr %idx, i64 %offset.idx
  %wide.load88 = load <8 x i32>, ptr %36, align 4, !tbaa !5
  %37 = sext <8 x i32> %wide.load88 to <8 x i64>
  %38 = getelementptr inbounds float, ptr %a, <8 x i64> %37
  %wide.masked.gather89 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %38, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %39 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load90 = load <8 x float>, ptr %39, align 4, !tbaa !9
  %40 = getelementptr inbounds i32, ptr %c, i64 %offset.idx
  %wide.load91 = load <8 x i32>, ptr %40, align 4, !tbaa !5
  %41 = fcmp uge <8 x float> %wide.masked.gather89, %wide.load90
  %42 = icmp sgt <8 x i32> %wide.load91, zeroinitializer
  %43 = and <8 x i1> %41, %42
  %44 = zext <8 x i1> %43 to <8 x i32>
  %45 = fcmp ugt <8 x float> %wide.masked.gather89, %wide.load90
  %46 = icmp sgt <8 x i32> %wide.load91, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %47 = and <8 x i1> %45, %46
  %48 = select <8 x i1> %47, <8 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <8 x i32> zeroinitializer
  %49 = or <8 x i32> %48, %44
  %50 = fcmp ule <8 x float> %wide.masked.gather89, %wide.load90
  %51 = icmp sgt <8 x i32> %wide.load91, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %52 = and <8 x i1> %50, %51
  %53 = select <8 x i1> %52, <8 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <8 x i32> zeroinitializer
  %54 = or <8 x i32> %49, %53
  %55 = fcmp ult <8 x float> %wide.masked.gather89, %wide.load90
  %56 = icmp sgt <8 x i32> %wide.load91, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %57 = and <8 x i1> %55, %56
  %58 = select <8 x i1> %57, <8 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <8 x i32> zeroinitializer
  %59 = or <8 x i32> %54, %58
  %60 = fcmp ueq <8 x float> %wide.masked.gather89, %wide.load90
  %61 = icmp sgt <8 x i32> %wide.load91, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %62 = and <8 x i1> %60, %61
  %63 = select <8 x i1> %62, <8 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <8 x i32> zeroinitializer
  %64 = or <8 x i32> %59, %63
  %65 = fcmp ord <8 x float> %wide.masked.gather89, %wide.load90
  %66 = icmp sgt <8 x i32> %wide.load91, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %67 = and <8 x i1> %65, %66
  %68 = select <8 x i1> %67, <8 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <8 x i32> zeroinitializer
  %69 = or <8 x i32> %64, %68
  %70 = getelementptr inbounds i32, ptr %out, i64 %offset.idx
  store <8 x i32> %69, ptr %70, align 4, !tbaa !5
  %index.next92 = add nuw i64 %offset.idx, 8
  %71 = icmp eq i64 %index.next92, %n.vec85
  br i1 %71, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n86 = icmp eq i64 %n.vec85, %wide.trip.count
  br i1 %cmp.n86, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec85, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %72 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %72 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %73 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %74 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds i32, ptr %c, i64 %indvars.iv
  %75 = load i32, ptr %arrayidx6, align 4, !tbaa !5
  %cmp7 = fcmp uge float %73, %74
  %cmp8 = icmp sgt i32 %75, 0
  %and72 = and i1 %cmp7, %cmp8
  %and = zext i1 %and72 to i32
  %cmp9 = fcmp ugt float %73, %74
  %cmp13 = icmp sgt i32 %75, 1
  %and1573 = and i1 %cmp9, %cmp13
  %shl = select i1 %and1573, i32 2, i32 0
  %or = or i32 %shl, %and
  %cmp16 = fcmp ule float %73, %74
  %cmp20 = icmp sgt i32 %75, 2
  %and2274 = and i1 %cmp16, %cmp20
  %shl23 = select i1 %and2274, i32 4, i32 0
  %or24 = or i32 %or, %shl23
  %cmp25 = fcmp ult float %73, %74
  %cmp29 = icmp sgt i32 %75, 3
  %and3175 = and i1 %cmp25, %cmp29
  %shl32 = select i1 %and3175, i32 8, i32 0
  %or33 = or i32 %or24, %shl32
  %cmp34 = fcmp ueq float %73, %74
  %cmp37 = icmp sgt i32 %75, 4
  %and3976 = and i1 %cmp34, %cmp37
  %shl40 = select i1 %and3976, i32 16, i32 0
  %or41 = or i32 %or33, %shl40
  %cmp42 = fcmp ord float %73, %74
  %cmp45 = icmp sgt i32 %75, 5
  %and4777 = and i1 %cmp42, %cmp45
  %shl48 = select i1 %and4777, i32 32, i32 0
  %or49 = or i32 %or41, %shl48
  %arrayidx51 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %or49, ptr %arrayidx51, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @fcmp_scatter_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp21 = icmp sgt i32 %n, 0
  br i1 %cmp21, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check24 = icmp ult i32 %n, 16
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !9
  %5 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load25 = load <16 x float>, ptr %5, align 4, !tbaa !9
  %6 = fcmp ugt <16 x float> %wide.load, %wide.load25
  %7 = fsub <16 x float> %wide.load, %wide.load25
  %8 = getelementptr i32, ptr %idx, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %8, i32 4, <16 x i1> %6, <16 x i32> poison), !tbaa !5
  %9 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %10 = getelementptr inbounds float, ptr %out, <16 x i64> %9
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %7, <16 x ptr> %10, i32 4, <16 x i1> %6), !tbaa !9
  %index.next = or i64 %index, 16
  %11 = getelementptr inbounds float, ptr %a, i64 %index.next
  %wide.load.1 = load <16 x float>, ptr %11, align 4, !tbaa !9
  %12 = getelementptr inbounds float, ptr %b, i64 %index.next
  %wide.load25.1 = load <16 x float>, ptr %12, align 4, !tbaa !9
  %13 = fcmp ugt <16 x float> %wide.load.1, %wide.load25.1
  %14 = fsub <16 x float> %wide.load.1, %wide.load25.1
  %15 = getelementptr i32, ptr %idx, i64 %index.next
  %wide.masked.load.1 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %15, i32 4, <16 x i1> %13, <16 x i32> poison), !tbaa !5
  %16 = sext <16 x i32> %wide.masked.load.1 to <16 x i64>
  %17 = getelementptr inbounds float, ptr %out, <16 x i64> %16
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %14, <16 x ptr> %17, i32 4, <16 x i1> %13), !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !20

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %18 = getelementptr inbounds float, ptr %a, i64 %index.unr
  %wide.load.epil = load <16 x float>, ptr %18, align 4, !tbaa !9
  %19 = getelementptr inbounds float, ptr %b, i64 %index.unr
  %wide.load25.epil = load <16 x float>, ptr %19, align 4, !tbaa !9
  %20 = fcmp ugt <16 x float> %wide.load.epil, %wide.load25.epil
  %21 = fsub <16 x float> %wide.load.epil, %wide.load25.epil
  %22 = getelementptr i32, ptr %idx, i64 %index.unr
  %wide.masked.load.epil = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %22, i32 4, <16 x i1> %20, <16 x i32> poison), !tbaa !5
  %23 = sext <16 x i32> %wide.masked.load.epil to <16 x i64>
  %24 = getelementptr inbounds float, ptr %out, <16 x i64> %23
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %21, <16 x ptr> %24, i32 4, <16 x i1> %20), !tbaa !9
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
  %n.vec27 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %25 = getelementptr inbounds float, ptr %a, i64 %offset.idx
  %wide.load30 = load <8 x float>, ptr %25, align 4, !tbaa !9
  %26 = getelementptr inbounds float, ptr %b, i64 %offset.idx
  %wide.load31 = load <8 x float>, ptr %26, align 4, !tbaa !9
  %27 = fcmp ugt <8 x float> %wide.load30, %wide.load31
  %28 = fsub <8 x float> %wide.load30, %wide.load31
  %29 = getelementptr i32, ptr %idx, i64 %offset.idx
  %wide.masked.load32 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %29, i32 4, <8 x i1> %27, <8 x i32> poison), !tbaa !5
  %30 = sext <8 x i32> %wide.masked.load32 to <8 x i64>
  %31 = getelementptr inbounds float, ptr %out, <8 x i64> %30
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %28, <8 x ptr> %31, i32 4, <8 x i1> %27), !tbaa !9
  %index.next33 = add nuw i64 %offset.idx, 8
  %32 = icmp eq i64 %index.next33, %n.vec27
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n28 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n28, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %33 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %34 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %cmp3 = fcmp ugt float %33, %34
  br i1 %cmp3, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %sub = fsub float %33, %34
  %arrayidx9 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %35 = load i32, ptr %arrayidx9, align 4, !tbaa !5
  %idxprom10 = sext i32 %35 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %out, i64 %idxprom10
  store float %sub, ptr %arrayidx11, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr, i32 immarg, <16 x i1>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #3

; Function Attrs: argmemonly nocallback nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr, i32 immarg, <8 x i1>, <8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #3

attributes #0 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readonly willreturn }
attributes #2 = { argmemonly nocallback nofree nosync nounwind readonly willreturn }
attributes #3 = { nocallback nofree nosync nounwind willreturn writeonly }

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
!14 = distinct !{!14, !12, !13, !15}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13, !15}
!19 = distinct !{!19, !12, !15, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13, !15}
!22 = distinct !{!22, !12, !15, !13}
