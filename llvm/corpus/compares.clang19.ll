; ModuleID = 'compares.c'
source_filename = "compares.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @fcmp_all_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp50 = icmp sgt i32 %n, 0
  br i1 %cmp50, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check53 = icmp ult i32 %n, 16
  br i1 %min.iters.check53, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr inbounds float, ptr %a, <16 x i64> %1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %3 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load54 = load <16 x float>, ptr %3, align 4, !tbaa !9
  %4 = fcmp oeq <16 x float> %wide.masked.gather, %wide.load54
  %5 = zext <16 x i1> %4 to <16 x i32>
  %6 = fcmp une <16 x float> %wide.masked.gather, %wide.load54
  %7 = select <16 x i1> %6, <16 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <16 x i32> zeroinitializer
  %8 = or disjoint <16 x i32> %7, %5
  %9 = fcmp olt <16 x float> %wide.masked.gather, %wide.load54
  %10 = select <16 x i1> %9, <16 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <16 x i32> zeroinitializer
  %11 = or disjoint <16 x i32> %8, %10
  %12 = fcmp ole <16 x float> %wide.masked.gather, %wide.load54
  %13 = select <16 x i1> %12, <16 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <16 x i32> zeroinitializer
  %14 = or disjoint <16 x i32> %11, %13
  %15 = fcmp ogt <16 x float> %wide.masked.gather, %wide.load54
  %16 = select <16 x i1> %15, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <16 x i32> zeroinitializer
  %17 = or disjoint <16 x i32> %14, %16
  %18 = fcmp oge <16 x float> %wide.masked.gather, %wide.load54
  %19 = select <16 x i1> %18, <16 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <16 x i32> zeroinitializer
  %20 = or disjoint <16 x i32> %17, %19
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

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec56, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec56 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index57 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next61, %vec.epilog.vector.body ]
  %29 = getelementptr inbounds i32, ptr %idx, i64 %index57
  %wide.load58 = load <8 x i32>, ptr %29, align 4, !tbaa !5
  %30 = sext <8 x i32> %wide.load58 to <8 x i64>
  %31 = getelementptr inbounds float, ptr %a, <8 x i64> %30
  %wide.masked.gather59 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %31, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %32 = getelementptr inbounds float, ptr %b, i64 %index57
  %wide.load60 = load <8 x float>, ptr %32, align 4, !tbaa !9
  %33 = fcmp oeq <8 x float> %wide.masked.gather59, %wide.load60
  %34 = zext <8 x i1> %33 to <8 x i32>
  %35 = fcmp une <8 x float> %wide.masked.gather59, %wide.load60
  %36 = select <8 x i1> %35, <8 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <8 x i32> zeroinitializer
  %37 = or disjoint <8 x i32> %36, %34
  %38 = fcmp olt <8 x float> %wide.masked.gather59, %wide.load60
  %39 = select <8 x i1> %38, <8 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <8 x i32> zeroinitializer
  %40 = or disjoint <8 x i32> %37, %39
  %41 = fcmp ole <8 x float> %wide.masked.gather59, %wide.load60
  %42 = select <8 x i1> %41, <8 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <8 x i32> zeroinitializer
  %43 = or disjoint <8 x i32> %40, %42
  %44 = fcmp ogt <8 x float> %wide.masked.gather59, %wide.load60
  %45 = select <8 x i1> %44, <8 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <8 x i32> zeroinitializer
  %46 = or disjoint <8 x i32> %43, %45
  %47 = fcmp oge <8 x float> %wide.masked.gather59, %wide.load60
  %48 = select <8 x i1> %47, <8 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <8 x i32> zeroinitializer
  %49 = or disjoint <8 x i32> %46, %48
  %50 = fcmp uno <8 x float> %wide.masked.gather59, %wide.load60
  %51 = select <8 x i1> %50, <8 x i32> <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>, <8 x i32> zeroinitializer
  %52 = or <8 x i32> %49, %51
  %53 = fcmp one <8 x float> %wide.masked.gather59, %wide.load60
  %54 = select <8 x i1> %53, <8 x i32> <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>, <8 x i32> zeroinitializer
  %55 = or <8 x i32> %52, %54
  %56 = getelementptr inbounds i32, ptr %out, i64 %index57
  store <8 x i32> %55, ptr %56, align 4, !tbaa !5
  %index.next61 = add nuw i64 %index57, 8
  %57 = icmp eq i64 %index.next61, %n.vec56
  br i1 %57, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n62 = icmp eq i64 %n.vec56, %wide.trip.count
  br i1 %cmp.n62, label %for.cond.cleanup, label %for.body.preheader

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
  %or = or disjoint i32 %shl, %conv
  %cmp8 = fcmp olt float %59, %60
  %shl10 = select i1 %cmp8, i32 4, i32 0
  %or11 = or disjoint i32 %or, %shl10
  %cmp12 = fcmp ole float %59, %60
  %shl14 = select i1 %cmp12, i32 8, i32 0
  %or15 = or disjoint i32 %or11, %shl14
  %cmp16 = fcmp ogt float %59, %60
  %shl18 = select i1 %cmp16, i32 16, i32 0
  %or19 = or disjoint i32 %or15, %shl18
  %cmp20 = fcmp oge float %59, %60
  %shl22 = select i1 %cmp20, i32 32, i32 0
  %or23 = or disjoint i32 %or19, %shl22
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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @fcmp_unordered_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %c, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp78 = icmp sgt i32 %n, 0
  br i1 %cmp78, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check81 = icmp ult i32 %n, 16
  br i1 %min.iters.check81, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr inbounds float, ptr %a, <16 x i64> %1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
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
  %13 = or disjoint <16 x i32> %12, %8
  %14 = fcmp ule <16 x float> %wide.masked.gather, %wide.load82
  %15 = icmp sgt <16 x i32> %wide.load83, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %16 = and <16 x i1> %14, %15
  %17 = select <16 x i1> %16, <16 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <16 x i32> zeroinitializer
  %18 = or disjoint <16 x i32> %13, %17
  %19 = fcmp ult <16 x float> %wide.masked.gather, %wide.load82
  %20 = icmp sgt <16 x i32> %wide.load83, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %21 = and <16 x i1> %19, %20
  %22 = select <16 x i1> %21, <16 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <16 x i32> zeroinitializer
  %23 = or disjoint <16 x i32> %18, %22
  %24 = fcmp ueq <16 x float> %wide.masked.gather, %wide.load82
  %25 = icmp sgt <16 x i32> %wide.load83, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %26 = and <16 x i1> %24, %25
  %27 = select <16 x i1> %26, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <16 x i32> zeroinitializer
  %28 = or disjoint <16 x i32> %23, %27
  %29 = fcmp ord <16 x float> %wide.masked.gather, %wide.load82
  %30 = icmp sgt <16 x i32> %wide.load83, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %31 = and <16 x i1> %29, %30
  %32 = select <16 x i1> %31, <16 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <16 x i32> zeroinitializer
  %33 = or disjoint <16 x i32> %28, %32
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

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec85, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec85 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index86 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next91, %vec.epilog.vector.body ]
  %36 = getelementptr inbounds i32, ptr %idx, i64 %index86
  %wide.load87 = load <8 x i32>, ptr %36, align 4, !tbaa !5
  %37 = sext <8 x i32> %wide.load87 to <8 x i64>
  %38 = getelementptr inbounds float, ptr %a, <8 x i64> %37
  %wide.masked.gather88 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %38, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %39 = getelementptr inbounds float, ptr %b, i64 %index86
  %wide.load89 = load <8 x float>, ptr %39, align 4, !tbaa !9
  %40 = getelementptr inbounds i32, ptr %c, i64 %index86
  %wide.load90 = load <8 x i32>, ptr %40, align 4, !tbaa !5
  %41 = fcmp uge <8 x float> %wide.masked.gather88, %wide.load89
  %42 = icmp sgt <8 x i32> %wide.load90, zeroinitializer
  %43 = and <8 x i1> %41, %42
  %44 = zext <8 x i1> %43 to <8 x i32>
  %45 = fcmp ugt <8 x float> %wide.masked.gather88, %wide.load89
  %46 = icmp sgt <8 x i32> %wide.load90, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %47 = and <8 x i1> %45, %46
  %48 = select <8 x i1> %47, <8 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <8 x i32> zeroinitializer
  %49 = or disjoint <8 x i32> %48, %44
  %50 = fcmp ule <8 x float> %wide.masked.gather88, %wide.load89
  %51 = icmp sgt <8 x i32> %wide.load90, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %52 = and <8 x i1> %50, %51
  %53 = select <8 x i1> %52, <8 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <8 x i32> zeroinitializer
  %54 = or disjoint <8 x i32> %49, %53
  %55 = fcmp ult <8 x float> %wide.masked.gather88, %wide.load89
  %56 = icmp sgt <8 x i32> %wide.load90, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %57 = and <8 x i1> %55, %56
  %58 = select <8 x i1> %57, <8 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <8 x i32> zeroinitializer
  %59 = or disjoint <8 x i32> %54, %58
  %60 = fcmp ueq <8 x float> %wide.masked.gather88, %wide.load89
  %61 = icmp sgt <8 x i32> %wide.load90, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %62 = and <8 x i1> %60, %61
  %63 = select <8 x i1> %62, <8 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <8 x i32> zeroinitializer
  %64 = or disjoint <8 x i32> %59, %63
  %65 = fcmp ord <8 x float> %wide.masked.gather88, %wide.load89
  %66 = icmp sgt <8 x i32> %wide.load90, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %67 = and <8 x i1> %65, %66
  %68 = select <8 x i1> %67, <8 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <8 x i32> zeroinitializer
  %69 = or disjoint <8 x i32> %64, %68
  %70 = getelementptr inbounds i32, ptr %out, i64 %index86
  store <8 x i32> %69, ptr %70, align 4, !tbaa !5
  %index.next91 = add nuw i64 %index86, 8
  %71 = icmp eq i64 %index.next91, %n.vec85
  br i1 %71, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n92 = icmp eq i64 %n.vec85, %wide.trip.count
  br i1 %cmp.n92, label %for.cond.cleanup, label %for.body.preheader

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
  %cmp16 = fcmp ule float %73, %74
  %cmp25 = fcmp ult float %73, %74
  %cmp34 = fcmp ueq float %73, %74
  %76 = insertelement <4 x i32> poison, i32 %75, i64 0
  %77 = shufflevector <4 x i32> %76, <4 x i32> poison, <4 x i32> zeroinitializer
  %78 = icmp sgt <4 x i32> %77, <i32 1, i32 2, i32 3, i32 4>
  %79 = insertelement <4 x i1> poison, i1 %cmp9, i64 0
  %80 = insertelement <4 x i1> %79, i1 %cmp16, i64 1
  %81 = insertelement <4 x i1> %80, i1 %cmp25, i64 2
  %82 = insertelement <4 x i1> %81, i1 %cmp34, i64 3
  %83 = and <4 x i1> %82, %78
  %84 = select <4 x i1> %83, <4 x i32> <i32 2, i32 4, i32 8, i32 16>, <4 x i32> zeroinitializer
  %cmp42 = fcmp ord float %73, %74
  %cmp45 = icmp sgt i32 %75, 5
  %and4777 = and i1 %cmp42, %cmp45
  %shl48 = select i1 %and4777, i32 32, i32 0
  %85 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %84)
  %op.rdx = or disjoint i32 %85, %shl48
  %op.rdx93 = or disjoint i32 %op.rdx, %and
  %arrayidx51 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %op.rdx93, ptr %arrayidx51, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @fcmp_scatter_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp21 = icmp sgt i32 %n, 0
  br i1 %cmp21, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check24 = icmp ult i32 %n, 16
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !9
  %1 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load25 = load <16 x float>, ptr %1, align 4, !tbaa !9
  %2 = fcmp ugt <16 x float> %wide.load, %wide.load25
  %3 = fsub <16 x float> %wide.load, %wide.load25
  %4 = getelementptr i32, ptr %idx, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %4, i32 4, <16 x i1> %2, <16 x i32> poison), !tbaa !5
  %5 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %6 = getelementptr inbounds float, ptr %out, <16 x i64> %5
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %3, <16 x ptr> %6, i32 4, <16 x i1> %2), !tbaa !9
  %index.next = add nuw i64 %index, 16
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec27, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec27 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next32, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds float, ptr %a, i64 %index28
  %wide.load29 = load <8 x float>, ptr %8, align 4, !tbaa !9
  %9 = getelementptr inbounds float, ptr %b, i64 %index28
  %wide.load30 = load <8 x float>, ptr %9, align 4, !tbaa !9
  %10 = fcmp ugt <8 x float> %wide.load29, %wide.load30
  %11 = fsub <8 x float> %wide.load29, %wide.load30
  %12 = getelementptr i32, ptr %idx, i64 %index28
  %wide.masked.load31 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %12, i32 4, <8 x i1> %10, <8 x i32> poison), !tbaa !5
  %13 = sext <8 x i32> %wide.masked.load31 to <8 x i64>
  %14 = getelementptr inbounds float, ptr %out, <8 x i64> %13
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %11, <8 x ptr> %14, i32 4, <8 x i1> %10), !tbaa !9
  %index.next32 = add nuw i64 %index28, 8
  %15 = icmp eq i64 %index.next32, %n.vec27
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n33 = icmp eq i64 %n.vec27, %wide.trip.count
  br i1 %cmp.n33, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %16 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %17 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %cmp3 = fcmp ugt float %16, %17
  br i1 %cmp3, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %sub = fsub float %16, %17
  %arrayidx9 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %18 = load i32, ptr %arrayidx9, align 4, !tbaa !5
  %idxprom10 = sext i32 %18 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %out, i64 %idxprom10
  store float %sub, ptr %arrayidx11, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13, !14}
!16 = distinct !{!16, !12, !14, !13}
!17 = distinct !{!17, !12, !13, !14}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12, !14, !13}
!20 = distinct !{!20, !12, !13, !14}
!21 = distinct !{!21, !12, !13, !14}
!22 = distinct !{!22, !12, !14, !13}
