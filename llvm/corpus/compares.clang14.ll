; ModuleID = 'compares.c'
source_filename = "compares.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fcmp_all_f32(i32* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp53 = icmp sgt i32 %n, 0
  br i1 %cmp53, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check56 = icmp ult i32 %n, 16
  br i1 %min.iters.check56, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = sext <16 x i32> %wide.load to <16 x i64>
  %3 = getelementptr inbounds float, float* %a, <16 x i64> %2
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %4 = getelementptr inbounds float, float* %b, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load57 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !9
  %6 = fcmp oeq <16 x float> %wide.masked.gather, %wide.load57
  %7 = zext <16 x i1> %6 to <16 x i32>
  %8 = fcmp une <16 x float> %wide.masked.gather, %wide.load57
  %9 = select <16 x i1> %8, <16 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <16 x i32> zeroinitializer
  %10 = or <16 x i32> %9, %7
  %11 = fcmp olt <16 x float> %wide.masked.gather, %wide.load57
  %12 = select <16 x i1> %11, <16 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <16 x i32> zeroinitializer
  %13 = or <16 x i32> %10, %12
  %14 = fcmp ole <16 x float> %wide.masked.gather, %wide.load57
  %15 = select <16 x i1> %14, <16 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <16 x i32> zeroinitializer
  %16 = or <16 x i32> %13, %15
  %17 = fcmp ogt <16 x float> %wide.masked.gather, %wide.load57
  %18 = select <16 x i1> %17, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <16 x i32> zeroinitializer
  %19 = or <16 x i32> %16, %18
  %20 = fcmp oge <16 x float> %wide.masked.gather, %wide.load57
  %21 = select <16 x i1> %20, <16 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <16 x i32> zeroinitializer
  %22 = or <16 x i32> %19, %21
  %23 = fcmp uno <16 x float> %wide.masked.gather, %wide.load57
  %24 = select <16 x i1> %23, <16 x i32> <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>, <16 x i32> zeroinitializer
  %25 = or <16 x i32> %22, %24
  %26 = fcmp one <16 x float> %wide.masked.gather, %wide.load57
  %27 = select <16 x i1> %26, <16 x i32> <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>, <16 x i32> zeroinitializer
  %28 = or <16 x i32> %25, %27
  %29 = getelementptr inbounds i32, i32* %out, i64 %index
  %30 = bitcast i32* %29 to <16 x i32>*
  store <16 x i32> %28, <16 x i32>* %30, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec59 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index61 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next65, %vec.epilog.vector.body ]
  %32 = getelementptr inbounds i32, i32* %idx, i64 %index61
  %33 = bitcast i32* %32 to <8 x i32>*
  %wide.load62 = load <8 x i32>, <8 x i32>* %33, align 4, !tbaa !5
  %34 = sext <8 x i32> %wide.load62 to <8 x i64>
  %35 = getelementptr inbounds float, float* %a, <8 x i64> %34
  %wide.masked.gather63 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %35, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %36 = getelementptr inbounds float, float* %b, i64 %index61
  %37 = bitcast float* %36 to <8 x float>*
  %wide.load64 = load <8 x float>, <8 x float>* %37, align 4, !tbaa !9
  %38 = fcmp oeq <8 x float> %wide.masked.gather63, %wide.load64
  %39 = zext <8 x i1> %38 to <8 x i32>
  %40 = fcmp une <8 x float> %wide.masked.gather63, %wide.load64
  %41 = select <8 x i1> %40, <8 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <8 x i32> zeroinitializer
  %42 = or <8 x i32> %41, %39
  %43 = fcmp olt <8 x float> %wide.masked.gather63, %wide.load64
  %44 = select <8 x i1> %43, <8 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <8 x i32> zeroinitializer
  %45 = or <8 x i32> %42, %44
  %46 = fcmp ole <8 x float> %wide.masked.gather63, %wide.load64
  %47 = select <8 x i1> %46, <8 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <8 x i32> zeroinitializer
  %48 = or <8 x i32> %45, %47
  %49 = fcmp ogt <8 x float> %wide.masked.gather63, %wide.load64
  %50 = select <8 x i1> %49, <8 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <8 x i32> zeroinitializer
  %51 = or <8 x i32> %48, %50
  %52 = fcmp oge <8 x float> %wide.masked.gather63, %wide.load64
  %53 = select <8 x i1> %52, <8 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <8 x i32> zeroinitializer
  %54 = or <8 x i32> %51, %53
  %55 = fcmp uno <8 x float> %wide.masked.gather63, %wide.load64
  %56 = select <8 x i1> %55, <8 x i32> <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>, <8 x i32> zeroinitializer
  %57 = or <8 x i32> %54, %56
  %58 = fcmp one <8 x float> %wide.masked.gather63, %wide.load64
  %59 = select <8 x i1> %58, <8 x i32> <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>, <8 x i32> zeroinitializer
  %60 = or <8 x i32> %57, %59
  %61 = getelementptr inbounds i32, i32* %out, i64 %index61
  %62 = bitcast i32* %61 to <8 x i32>*
  store <8 x i32> %60, <8 x i32>* %62, align 4, !tbaa !5
  %index.next65 = add nuw i64 %index61, 8
  %63 = icmp eq i64 %index.next65, %n.vec59
  br i1 %63, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n60 = icmp eq i64 %n.vec59, %wide.trip.count
  br i1 %cmp.n60, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec59, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %64 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %64 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %65 = load float, float* %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %66 = load float, float* %arrayidx4, align 4, !tbaa !9
  %cmp5 = fcmp oeq float %65, %66
  %conv = zext i1 %cmp5 to i32
  %cmp6 = fcmp une float %65, %66
  %shl = select i1 %cmp6, i32 2, i32 0
  %or = or i32 %shl, %conv
  %cmp8 = fcmp olt float %65, %66
  %shl10 = select i1 %cmp8, i32 4, i32 0
  %or11 = or i32 %or, %shl10
  %cmp12 = fcmp ole float %65, %66
  %shl14 = select i1 %cmp12, i32 8, i32 0
  %or15 = or i32 %or11, %shl14
  %cmp16 = fcmp ogt float %65, %66
  %shl18 = select i1 %cmp16, i32 16, i32 0
  %or19 = or i32 %or15, %shl18
  %cmp20 = fcmp oge float %65, %66
  %shl22 = select i1 %cmp20, i32 32, i32 0
  %or23 = or i32 %or19, %shl22
  %cmp24 = fcmp uno float %65, %66
  %shl25 = select i1 %cmp24, i32 64, i32 0
  %or26 = or i32 %or23, %shl25
  %cmp27 = fcmp one float %65, %66
  %shl28 = select i1 %cmp27, i32 128, i32 0
  %or29 = or i32 %or26, %shl28
  %arrayidx31 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %or29, i32* %arrayidx31, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fcmp_unordered_f32(i32* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %c, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp82 = icmp sgt i32 %n, 0
  br i1 %cmp82, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check85 = icmp ult i32 %n, 16
  br i1 %min.iters.check85, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = sext <16 x i32> %wide.load to <16 x i64>
  %3 = getelementptr inbounds float, float* %a, <16 x i64> %2
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %4 = getelementptr inbounds float, float* %b, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load86 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !9
  %6 = getelementptr inbounds i32, i32* %c, i64 %index
  %7 = bitcast i32* %6 to <16 x i32>*
  %wide.load87 = load <16 x i32>, <16 x i32>* %7, align 4, !tbaa !5
  %8 = fcmp uge <16 x float> %wide.masked.gather, %wide.load86
  %9 = icmp sgt <16 x i32> %wide.load87, zeroinitializer
  %10 = and <16 x i1> %8, %9
  %11 = zext <16 x i1> %10 to <16 x i32>
  %12 = fcmp ugt <16 x float> %wide.masked.gather, %wide.load86
  %13 = icmp sgt <16 x i32> %wide.load87, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %14 = and <16 x i1> %12, %13
  %15 = select <16 x i1> %14, <16 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <16 x i32> zeroinitializer
  %16 = or <16 x i32> %15, %11
  %17 = fcmp ule <16 x float> %wide.masked.gather, %wide.load86
  %18 = icmp sgt <16 x i32> %wide.load87, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %19 = and <16 x i1> %17, %18
  %20 = select <16 x i1> %19, <16 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <16 x i32> zeroinitializer
  %21 = or <16 x i32> %16, %20
  %22 = fcmp ult <16 x float> %wide.masked.gather, %wide.load86
  %23 = icmp sgt <16 x i32> %wide.load87, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %24 = and <16 x i1> %22, %23
  %25 = select <16 x i1> %24, <16 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <16 x i32> zeroinitializer
  %26 = or <16 x i32> %21, %25
  %27 = fcmp ueq <16 x float> %wide.masked.gather, %wide.load86
  %28 = icmp sgt <16 x i32> %wide.load87, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %29 = and <16 x i1> %27, %28
  %30 = select <16 x i1> %29, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <16 x i32> zeroinitializer
  %31 = or <16 x i32> %26, %30
  %32 = fcmp ord <16 x float> %wide.masked.gather, %wide.load86
  %33 = icmp sgt <16 x i32> %wide.load87, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %34 = and <16 x i1> %32, %33
  %35 = select <16 x i1> %34, <16 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <16 x i32> zeroinitializer
  %36 = or <16 x i32> %31, %35
  %37 = getelementptr inbounds i32, i32* %out, i64 %index
  %38 = bitcast i32* %37 to <16 x i32>*
  store <16 x i32> %36, <16 x i32>* %38, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %39 = icmp eq i64 %index.next, %n.vec
  br i1 %39, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec89 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index91 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next96, %vec.epilog.vector.body ]
  %40 = getelementptr inbounds i32, i32* %idx, i64 %index91
  %41 = bitcast i32* %40 to <8 x i32>*
  %wide.load92 = load <8 x i32>, <8 x i32>* %41, align 4, !tbaa !5
  %42 = sext <8 x i32> %wide.load92 to <8 x i64>
  %43 = getelementptr inbounds float, float* %a, <8 x i64> %42
  %wide.masked.gather93 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %43, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %44 = getelementptr inbounds float, float* %b, i64 %index91
  %45 = bitcast float* %44 to <8 x float>*
  %wide.load94 = load <8 x float>, <8 x float>* %45, align 4, !tbaa !9
  %46 = getelementptr inbounds i32, i32* %c, i64 %index91
  %47 = bitcast i32* %46 to <8 x i32>*
  %wide.load95 = load <8 x i32>, <8 x i32>* %47, align 4, !tbaa !5
  %48 = fcmp uge <8 x float> %wide.masked.gather93, %wide.load94
  %49 = icmp sgt <8 x i32> %wide.load95, zeroinitializer
  %50 = and <8 x i1> %48, %49
  %51 = zext <8 x i1> %50 to <8 x i32>
  %52 = fcmp ugt <8 x float> %wide.masked.gather93, %wide.load94
  %53 = icmp sgt <8 x i32> %wide.load95, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %54 = and <8 x i1> %52, %53
  %55 = select <8 x i1> %54, <8 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>, <8 x i32> zeroinitializer
  %56 = or <8 x i32> %55, %51
  %57 = fcmp ule <8 x float> %wide.masked.gather93, %wide.load94
  %58 = icmp sgt <8 x i32> %wide.load95, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %59 = and <8 x i1> %57, %58
  %60 = select <8 x i1> %59, <8 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>, <8 x i32> zeroinitializer
  %61 = or <8 x i32> %56, %60
  %62 = fcmp ult <8 x float> %wide.masked.gather93, %wide.load94
  %63 = icmp sgt <8 x i32> %wide.load95, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %64 = and <8 x i1> %62, %63
  %65 = select <8 x i1> %64, <8 x i32> <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, <8 x i32> zeroinitializer
  %66 = or <8 x i32> %61, %65
  %67 = fcmp ueq <8 x float> %wide.masked.gather93, %wide.load94
  %68 = icmp sgt <8 x i32> %wide.load95, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %69 = and <8 x i1> %67, %68
  %70 = select <8 x i1> %69, <8 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, <8 x i32> zeroinitializer
  %71 = or <8 x i32> %66, %70
  %72 = fcmp ord <8 x float> %wide.masked.gather93, %wide.load94
  %73 = icmp sgt <8 x i32> %wide.load95, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %74 = and <8 x i1> %72, %73
  %75 = select <8 x i1> %74, <8 x i32> <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, <8 x i32> zeroinitializer
  %76 = or <8 x i32> %71, %75
  %77 = getelementptr inbounds i32, i32* %out, i64 %index91
  %78 = bitcast i32* %77 to <8 x i32>*
  store <8 x i32> %76, <8 x i32>* %78, align 4, !tbaa !5
  %index.next96 = add nuw i64 %index91, 8
  %79 = icmp eq i64 %index.next96, %n.vec89
  br i1 %79, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n90 = icmp eq i64 %n.vec89, %wide.trip.count
  br i1 %cmp.n90, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec89, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %80 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %80 to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %81 = load float, float* %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %82 = load float, float* %arrayidx4, align 4, !tbaa !9
  %arrayidx6 = getelementptr inbounds i32, i32* %c, i64 %indvars.iv
  %83 = load i32, i32* %arrayidx6, align 4, !tbaa !5
  %cmp7 = fcmp uge float %81, %82
  %cmp8 = icmp sgt i32 %83, 0
  %and76 = and i1 %cmp7, %cmp8
  %and = zext i1 %and76 to i32
  %cmp9 = fcmp ugt float %81, %82
  %cmp13 = icmp sgt i32 %83, 1
  %and1577 = and i1 %cmp9, %cmp13
  %shl = select i1 %and1577, i32 2, i32 0
  %or = or i32 %shl, %and
  %cmp16 = fcmp ule float %81, %82
  %cmp20 = icmp sgt i32 %83, 2
  %and2278 = and i1 %cmp16, %cmp20
  %shl23 = select i1 %and2278, i32 4, i32 0
  %or24 = or i32 %or, %shl23
  %cmp25 = fcmp ult float %81, %82
  %cmp29 = icmp sgt i32 %83, 3
  %and3179 = and i1 %cmp25, %cmp29
  %shl32 = select i1 %and3179, i32 8, i32 0
  %or33 = or i32 %or24, %shl32
  %cmp34 = fcmp ueq float %81, %82
  %cmp37 = icmp sgt i32 %83, 4
  %and3980 = and i1 %cmp34, %cmp37
  %shl40 = select i1 %and3980, i32 16, i32 0
  %or41 = or i32 %or33, %shl40
  %cmp42 = fcmp ord float %81, %82
  %cmp45 = icmp sgt i32 %83, 5
  %and4781 = and i1 %cmp42, %cmp45
  %shl48 = select i1 %and4781, i32 32, i32 0
  %or49 = or i32 %or41, %shl48
  %arrayidx51 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %or49, i32* %arrayidx51, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fcmp_scatter_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, float* noalias nocapture noundef readonly %b, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 16
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

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
  %4 = getelementptr inbounds float, float* %a, i64 %index
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %5, align 4, !tbaa !9
  %6 = getelementptr inbounds float, float* %b, i64 %index
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load26 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !9
  %8 = fcmp ugt <16 x float> %wide.load, %wide.load26
  %9 = fsub <16 x float> %wide.load, %wide.load26
  %10 = getelementptr i32, i32* %idx, i64 %index
  %11 = bitcast i32* %10 to <16 x i32>*
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %11, i32 4, <16 x i1> %8, <16 x i32> poison), !tbaa !5
  %12 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %13 = getelementptr inbounds float, float* %out, <16 x i64> %12
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %9, <16 x float*> %13, i32 4, <16 x i1> %8), !tbaa !9
  %index.next = or i64 %index, 16
  %14 = getelementptr inbounds float, float* %a, i64 %index.next
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load.1 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !9
  %16 = getelementptr inbounds float, float* %b, i64 %index.next
  %17 = bitcast float* %16 to <16 x float>*
  %wide.load26.1 = load <16 x float>, <16 x float>* %17, align 4, !tbaa !9
  %18 = fcmp ugt <16 x float> %wide.load.1, %wide.load26.1
  %19 = fsub <16 x float> %wide.load.1, %wide.load26.1
  %20 = getelementptr i32, i32* %idx, i64 %index.next
  %21 = bitcast i32* %20 to <16 x i32>*
  %wide.masked.load.1 = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %21, i32 4, <16 x i1> %18, <16 x i32> poison), !tbaa !5
  %22 = sext <16 x i32> %wide.masked.load.1 to <16 x i64>
  %23 = getelementptr inbounds float, float* %out, <16 x i64> %22
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %19, <16 x float*> %23, i32 4, <16 x i1> %18), !tbaa !9
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !20

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds float, float* %a, i64 %index.unr
  %25 = bitcast float* %24 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %25, align 4, !tbaa !9
  %26 = getelementptr inbounds float, float* %b, i64 %index.unr
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load26.epil = load <16 x float>, <16 x float>* %27, align 4, !tbaa !9
  %28 = fcmp ugt <16 x float> %wide.load.epil, %wide.load26.epil
  %29 = fsub <16 x float> %wide.load.epil, %wide.load26.epil
  %30 = getelementptr i32, i32* %idx, i64 %index.unr
  %31 = bitcast i32* %30 to <16 x i32>*
  %wide.masked.load.epil = call <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>* %31, i32 4, <16 x i1> %28, <16 x i32> poison), !tbaa !5
  %32 = sext <16 x i32> %wide.masked.load.epil to <16 x i64>
  %33 = getelementptr inbounds float, float* %out, <16 x i64> %32
  call void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float> %29, <16 x float*> %33, i32 4, <16 x i1> %28), !tbaa !9
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
  %n.vec28 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %34 = getelementptr inbounds float, float* %a, i64 %index30
  %35 = bitcast float* %34 to <8 x float>*
  %wide.load31 = load <8 x float>, <8 x float>* %35, align 4, !tbaa !9
  %36 = getelementptr inbounds float, float* %b, i64 %index30
  %37 = bitcast float* %36 to <8 x float>*
  %wide.load32 = load <8 x float>, <8 x float>* %37, align 4, !tbaa !9
  %38 = fcmp ugt <8 x float> %wide.load31, %wide.load32
  %39 = fsub <8 x float> %wide.load31, %wide.load32
  %40 = getelementptr i32, i32* %idx, i64 %index30
  %41 = bitcast i32* %40 to <8 x i32>*
  %wide.masked.load33 = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %41, i32 4, <8 x i1> %38, <8 x i32> poison), !tbaa !5
  %42 = sext <8 x i32> %wide.masked.load33 to <8 x i64>
  %43 = getelementptr inbounds float, float* %out, <8 x i64> %42
  call void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float> %39, <8 x float*> %43, i32 4, <8 x i1> %38), !tbaa !9
  %index.next34 = add nuw i64 %index30, 8
  %44 = icmp eq i64 %index.next34, %n.vec28
  br i1 %44, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i64 %n.vec28, %wide.trip.count
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, float* %a, i64 %indvars.iv
  %45 = load float, float* %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds float, float* %b, i64 %indvars.iv
  %46 = load float, float* %arrayidx2, align 4, !tbaa !9
  %cmp3 = fcmp ugt float %45, %46
  br i1 %cmp3, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %sub = fsub float %45, %46
  %arrayidx9 = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %47 = load i32, i32* %arrayidx9, align 4, !tbaa !5
  %idxprom10 = sext i32 %47 to i64
  %arrayidx11 = getelementptr inbounds float, float* %out, i64 %idxprom10
  store float %sub, float* %arrayidx11, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.load.v16i32.p0v16i32(<16 x i32>*, i32 immarg, <16 x i1>, <16 x i32>) #2

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v16f32.v16p0f32(<16 x float>, <16 x float*>, i32 immarg, <16 x i1>) #3

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>*, i32 immarg, <8 x i1>, <8 x i32>) #2

; Function Attrs: nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f32.v8p0f32(<8 x float>, <8 x float*>, i32 immarg, <8 x i1>) #3

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly willreturn }
attributes #2 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #3 = { nofree nosync nounwind willreturn writeonly }

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
!14 = distinct !{!14, !12, !13, !15}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13, !15}
!19 = distinct !{!19, !12, !15, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13, !15}
!22 = distinct !{!22, !12, !15, !13}
