; ModuleID = 'stencils.c'
source_filename = "stencils.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @stencil_indirect_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check22 = icmp ult i32 %n, 16
  br i1 %min.iters.check22, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %1, align 4, !tbaa !5
  %2 = add nsw <16 x i32> %wide.load, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %3 = sext <16 x i32> %2 to <16 x i64>
  %4 = getelementptr inbounds float, float* %a, <16 x i64> %3
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %4, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %5 = sext <16 x i32> %wide.load to <16 x i64>
  %6 = getelementptr inbounds float, float* %a, <16 x i64> %5
  %wide.masked.gather23 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %7 = fmul <16 x float> %wide.masked.gather23, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %8 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> %7)
  %9 = add nsw <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %10 = sext <16 x i32> %9 to <16 x i64>
  %11 = getelementptr inbounds float, float* %a, <16 x i64> %10
  %wide.masked.gather24 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !tbaa !9
  %12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather24, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> %8)
  %13 = getelementptr inbounds float, float* %out, i64 %index
  %14 = bitcast float* %13 to <16 x float>*
  store <16 x float> %12, <16 x float>* %14, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec26 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index28
  %17 = bitcast i32* %16 to <8 x i32>*
  %wide.load29 = load <8 x i32>, <8 x i32>* %17, align 4, !tbaa !5
  %18 = add nsw <8 x i32> %wide.load29, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %19 = sext <8 x i32> %18 to <8 x i64>
  %20 = getelementptr inbounds float, float* %a, <8 x i64> %19
  %wide.masked.gather30 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %20, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %21 = sext <8 x i32> %wide.load29 to <8 x i64>
  %22 = getelementptr inbounds float, float* %a, <8 x i64> %21
  %wide.masked.gather31 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %22, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %23 = fmul <8 x float> %wide.masked.gather31, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %24 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather30, <8 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <8 x float> %23)
  %25 = add nsw <8 x i32> %wide.load29, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %26 = sext <8 x i32> %25 to <8 x i64>
  %27 = getelementptr inbounds float, float* %a, <8 x i64> %26
  %wide.masked.gather32 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %27, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !tbaa !9
  %28 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather32, <8 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <8 x float> %24)
  %29 = getelementptr inbounds float, float* %out, i64 %index28
  %30 = bitcast float* %29 to <8 x float>*
  store <8 x float> %28, <8 x float>* %30, align 4, !tbaa !9
  %index.next33 = add nuw i64 %index28, 8
  %31 = icmp eq i64 %index.next33, %n.vec26
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %32 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %sub = add nsw i32 %32, -1
  %idxprom1 = sext i32 %sub to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %33 = load float, float* %arrayidx2, align 4, !tbaa !9
  %idxprom3 = sext i32 %32 to i64
  %arrayidx4 = getelementptr inbounds float, float* %a, i64 %idxprom3
  %34 = load float, float* %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %34, 5.000000e-01
  %35 = tail call float @llvm.fmuladd.f32(float %33, float 2.500000e-01, float %mul5)
  %add = add nsw i32 %32, 1
  %idxprom6 = sext i32 %add to i64
  %arrayidx7 = getelementptr inbounds float, float* %a, i64 %idxprom6
  %36 = load float, float* %arrayidx7, align 4, !tbaa !9
  %37 = tail call float @llvm.fmuladd.f32(float %36, float 2.500000e-01, float %35)
  %arrayidx9 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %37, float* %arrayidx9, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @stencil_column_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %w) local_unnamed_addr #2 {
entry:
  %cmp22 = icmp sgt i32 %n, 0
  br i1 %cmp22, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = sext i32 %w to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 7
  %ident.check.not = icmp eq i32 %w, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.main.loop.iter.check, label %for.body.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check29 = icmp ult i32 %n, 64
  br i1 %min.iters.check29, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nsw i64 %index, %0
  %2 = getelementptr inbounds float, float* %a, i64 %1
  %3 = bitcast float* %2 to <16 x float>*
  %wide.load = load <16 x float>, <16 x float>* %3, align 4, !tbaa !9
  %4 = getelementptr inbounds float, float* %2, i64 16
  %5 = bitcast float* %4 to <16 x float>*
  %wide.load30 = load <16 x float>, <16 x float>* %5, align 4, !tbaa !9
  %6 = getelementptr inbounds float, float* %2, i64 32
  %7 = bitcast float* %6 to <16 x float>*
  %wide.load31 = load <16 x float>, <16 x float>* %7, align 4, !tbaa !9
  %8 = getelementptr inbounds float, float* %2, i64 48
  %9 = bitcast float* %8 to <16 x float>*
  %wide.load32 = load <16 x float>, <16 x float>* %9, align 4, !tbaa !9
  %10 = or i64 %index, 1
  %11 = mul nsw i64 %10, %0
  %12 = getelementptr inbounds float, float* %a, i64 %11
  %13 = bitcast float* %12 to <16 x float>*
  %wide.load33 = load <16 x float>, <16 x float>* %13, align 4, !tbaa !9
  %14 = getelementptr inbounds float, float* %12, i64 16
  %15 = bitcast float* %14 to <16 x float>*
  %wide.load34 = load <16 x float>, <16 x float>* %15, align 4, !tbaa !9
  %16 = getelementptr inbounds float, float* %12, i64 32
  %17 = bitcast float* %16 to <16 x float>*
  %wide.load35 = load <16 x float>, <16 x float>* %17, align 4, !tbaa !9
  %18 = getelementptr inbounds float, float* %12, i64 48
  %19 = bitcast float* %18 to <16 x float>*
  %wide.load36 = load <16 x float>, <16 x float>* %19, align 4, !tbaa !9
  %20 = fadd <16 x float> %wide.load, %wide.load33
  %21 = fadd <16 x float> %wide.load30, %wide.load34
  %22 = fadd <16 x float> %wide.load31, %wide.load35
  %23 = fadd <16 x float> %wide.load32, %wide.load36
  %24 = or i64 %index, 2
  %25 = mul nsw i64 %24, %0
  %26 = getelementptr inbounds float, float* %a, i64 %25
  %27 = bitcast float* %26 to <16 x float>*
  %wide.load37 = load <16 x float>, <16 x float>* %27, align 4, !tbaa !9
  %28 = getelementptr inbounds float, float* %26, i64 16
  %29 = bitcast float* %28 to <16 x float>*
  %wide.load38 = load <16 x float>, <16 x float>* %29, align 4, !tbaa !9
  %30 = getelementptr inbounds float, float* %26, i64 32
  %31 = bitcast float* %30 to <16 x float>*
  %wide.load39 = load <16 x float>, <16 x float>* %31, align 4, !tbaa !9
  %32 = getelementptr inbounds float, float* %26, i64 48
  %33 = bitcast float* %32 to <16 x float>*
  %wide.load40 = load <16 x float>, <16 x float>* %33, align 4, !tbaa !9
  %34 = fadd <16 x float> %20, %wide.load37
  %35 = fadd <16 x float> %21, %wide.load38
  %36 = fadd <16 x float> %22, %wide.load39
  %37 = fadd <16 x float> %23, %wide.load40
  %38 = getelementptr inbounds float, float* %out, i64 %index
  %39 = bitcast float* %38 to <16 x float>*
  store <16 x float> %34, <16 x float>* %39, align 4, !tbaa !9
  %40 = getelementptr inbounds float, float* %38, i64 16
  %41 = bitcast float* %40 to <16 x float>*
  store <16 x float> %35, <16 x float>* %41, align 4, !tbaa !9
  %42 = getelementptr inbounds float, float* %38, i64 32
  %43 = bitcast float* %42 to <16 x float>*
  store <16 x float> %36, <16 x float>* %43, align 4, !tbaa !9
  %44 = getelementptr inbounds float, float* %38, i64 48
  %45 = bitcast float* %44 to <16 x float>*
  store <16 x float> %37, <16 x float>* %45, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 64
  %46 = icmp eq i64 %index.next, %n.vec
  br i1 %46, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec42 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index44 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next48, %vec.epilog.vector.body ]
  %47 = mul nsw i64 %index44, %0
  %48 = getelementptr inbounds float, float* %a, i64 %47
  %49 = bitcast float* %48 to <8 x float>*
  %wide.load45 = load <8 x float>, <8 x float>* %49, align 4, !tbaa !9
  %50 = or i64 %index44, 1
  %51 = mul nsw i64 %50, %0
  %52 = getelementptr inbounds float, float* %a, i64 %51
  %53 = bitcast float* %52 to <8 x float>*
  %wide.load46 = load <8 x float>, <8 x float>* %53, align 4, !tbaa !9
  %54 = fadd <8 x float> %wide.load45, %wide.load46
  %55 = or i64 %index44, 2
  %56 = mul nsw i64 %55, %0
  %57 = getelementptr inbounds float, float* %a, i64 %56
  %58 = bitcast float* %57 to <8 x float>*
  %wide.load47 = load <8 x float>, <8 x float>* %58, align 4, !tbaa !9
  %59 = fadd <8 x float> %54, %wide.load47
  %60 = getelementptr inbounds float, float* %out, i64 %index44
  %61 = bitcast float* %60 to <8 x float>*
  store <8 x float> %59, <8 x float>* %61, align 4, !tbaa !9
  %index.next48 = add nuw i64 %index44, 8
  %62 = icmp eq i64 %index.next48, %n.vec42
  br i1 %62, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n43 = icmp eq i64 %n.vec42, %wide.trip.count
  br i1 %cmp.n43, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec42, %vec.epilog.middle.block ]
  %63 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %64 = mul nsw i64 %indvars.iv.ph, %0
  %arrayidx.prol = getelementptr inbounds float, float* %a, i64 %64
  %65 = load float, float* %arrayidx.prol, align 4, !tbaa !9
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  %66 = mul nsw i64 %indvars.iv.next.prol, %0
  %arrayidx3.prol = getelementptr inbounds float, float* %a, i64 %66
  %67 = load float, float* %arrayidx3.prol, align 4, !tbaa !9
  %add4.prol = fadd float %65, %67
  %68 = or i64 %indvars.iv.ph, 2
  %69 = mul nsw i64 %68, %0
  %arrayidx8.prol = getelementptr inbounds float, float* %a, i64 %69
  %70 = load float, float* %arrayidx8.prol, align 4, !tbaa !9
  %add9.prol = fadd float %add4.prol, %70
  %arrayidx11.prol = getelementptr inbounds float, float* %out, i64 %indvars.iv.ph
  store float %add9.prol, float* %arrayidx11.prol, align 4, !tbaa !9
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %71 = sub nsw i64 0, %wide.trip.count
  %72 = icmp eq i64 %63, %71
  br i1 %72, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %73 = mul nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, float* %a, i64 %73
  %74 = load float, float* %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %75 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %75
  %76 = load float, float* %arrayidx3, align 4, !tbaa !9
  %add4 = fadd float %74, %76
  %77 = add nuw nsw i64 %indvars.iv, 2
  %78 = mul nsw i64 %77, %0
  %arrayidx8 = getelementptr inbounds float, float* %a, i64 %78
  %79 = load float, float* %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %add4, %79
  %arrayidx11 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %add9, float* %arrayidx11, align 4, !tbaa !9
  %80 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %80
  %81 = load float, float* %arrayidx.1, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %82 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx3.1 = getelementptr inbounds float, float* %a, i64 %82
  %83 = load float, float* %arrayidx3.1, align 4, !tbaa !9
  %add4.1 = fadd float %81, %83
  %84 = add nuw nsw i64 %indvars.iv, 3
  %85 = mul nsw i64 %84, %0
  %arrayidx8.1 = getelementptr inbounds float, float* %a, i64 %85
  %86 = load float, float* %arrayidx8.1, align 4, !tbaa !9
  %add9.1 = fadd float %add4.1, %86
  %arrayidx11.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %add9.1, float* %arrayidx11.1, align 4, !tbaa !9
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @gather_2d_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %img, i32* noalias nocapture noundef readonly %xs, i32* noalias nocapture noundef readonly %ys, i32 noundef %n, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 {
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
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %w, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
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
  %4 = getelementptr inbounds i32, i32* %ys, i64 %index
  %5 = bitcast i32* %4 to <16 x i32>*
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !tbaa !5
  %6 = mul nsw <16 x i32> %wide.load, %broadcast.splat
  %7 = getelementptr inbounds i32, i32* %xs, i64 %index
  %8 = bitcast i32* %7 to <16 x i32>*
  %wide.load16 = load <16 x i32>, <16 x i32>* %8, align 4, !tbaa !5
  %9 = add nsw <16 x i32> %6, %wide.load16
  %10 = sext <16 x i32> %9 to <16 x i64>
  %11 = getelementptr inbounds i32, i32* %img, <16 x i64> %10
  %wide.masked.gather = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <16 x i32>*
  store <16 x i32> %wide.masked.gather, <16 x i32>* %13, align 4, !tbaa !5
  %index.next = or i64 %index, 16
  %14 = getelementptr inbounds i32, i32* %ys, i64 %index.next
  %15 = bitcast i32* %14 to <16 x i32>*
  %wide.load.1 = load <16 x i32>, <16 x i32>* %15, align 4, !tbaa !5
  %16 = mul nsw <16 x i32> %wide.load.1, %broadcast.splat
  %17 = getelementptr inbounds i32, i32* %xs, i64 %index.next
  %18 = bitcast i32* %17 to <16 x i32>*
  %wide.load16.1 = load <16 x i32>, <16 x i32>* %18, align 4, !tbaa !5
  %19 = add nsw <16 x i32> %16, %wide.load16.1
  %20 = sext <16 x i32> %19 to <16 x i64>
  %21 = getelementptr inbounds i32, i32* %img, <16 x i64> %20
  %wide.masked.gather.1 = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %22 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %23 = bitcast i32* %22 to <16 x i32>*
  store <16 x i32> %wide.masked.gather.1, <16 x i32>* %23, align 4, !tbaa !5
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !20

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds i32, i32* %ys, i64 %index.unr
  %25 = bitcast i32* %24 to <16 x i32>*
  %wide.load.epil = load <16 x i32>, <16 x i32>* %25, align 4, !tbaa !5
  %26 = mul nsw <16 x i32> %wide.load.epil, %broadcast.splat
  %27 = getelementptr inbounds i32, i32* %xs, i64 %index.unr
  %28 = bitcast i32* %27 to <16 x i32>*
  %wide.load16.epil = load <16 x i32>, <16 x i32>* %28, align 4, !tbaa !5
  %29 = add nsw <16 x i32> %26, %wide.load16.epil
  %30 = sext <16 x i32> %29 to <16 x i64>
  %31 = getelementptr inbounds i32, i32* %img, <16 x i64> %30
  %wide.masked.gather.epil = call <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*> %31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> undef), !tbaa !5
  %32 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %33 = bitcast i32* %32 to <16 x i32>*
  store <16 x i32> %wide.masked.gather.epil, <16 x i32>* %33, align 4, !tbaa !5
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
  %broadcast.splatinsert22 = insertelement <8 x i32> poison, i32 %w, i64 0
  %broadcast.splat23 = shufflevector <8 x i32> %broadcast.splatinsert22, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index20 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next26, %vec.epilog.vector.body ]
  %34 = getelementptr inbounds i32, i32* %ys, i64 %index20
  %35 = bitcast i32* %34 to <8 x i32>*
  %wide.load21 = load <8 x i32>, <8 x i32>* %35, align 4, !tbaa !5
  %36 = mul nsw <8 x i32> %wide.load21, %broadcast.splat23
  %37 = getelementptr inbounds i32, i32* %xs, i64 %index20
  %38 = bitcast i32* %37 to <8 x i32>*
  %wide.load24 = load <8 x i32>, <8 x i32>* %38, align 4, !tbaa !5
  %39 = add nsw <8 x i32> %36, %wide.load24
  %40 = sext <8 x i32> %39 to <8 x i64>
  %41 = getelementptr inbounds i32, i32* %img, <8 x i64> %40
  %wide.masked.gather25 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*> %41, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> undef), !tbaa !5
  %42 = getelementptr inbounds i32, i32* %out, i64 %index20
  %43 = bitcast i32* %42 to <8 x i32>*
  store <8 x i32> %wide.masked.gather25, <8 x i32>* %43, align 4, !tbaa !5
  %index.next26 = add nuw i64 %index20, 8
  %44 = icmp eq i64 %index.next26, %n.vec18
  br i1 %44, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

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
  %arrayidx = getelementptr inbounds i32, i32* %ys, i64 %indvars.iv
  %45 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %mul = mul nsw i32 %45, %w
  %arrayidx2 = getelementptr inbounds i32, i32* %xs, i64 %indvars.iv
  %46 = load i32, i32* %arrayidx2, align 4, !tbaa !5
  %add = add nsw i32 %mul, %46
  %idxprom3 = sext i32 %add to i64
  %arrayidx4 = getelementptr inbounds i32, i32* %img, i64 %idxprom3
  %47 = load i32, i32* %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %47, i32* %arrayidx6, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @stencil_clamp_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #2 {
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
  %67 = sext <16 x i16> %66 to <16 x i32>
  %68 = icmp slt <16 x i32> %67, <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %69 = select <16 x i1> %68, <16 x i32> %67, <16 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %70 = icmp sgt <16 x i32> %69, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %71 = select <16 x i1> %70, <16 x i32> %69, <16 x i32> <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %72 = trunc <16 x i32> %71 to <16 x i16>
  %73 = getelementptr inbounds i16, i16* %out, i64 %index
  %74 = bitcast i16* %73 to <16 x i16>*
  store <16 x i16> %72, <16 x i16>* %74, align 2, !tbaa !23
  %index.next = add nuw i64 %index, 16
  %75 = icmp eq i64 %index.next, %n.vec
  br i1 %75, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec26 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next30, %vec.epilog.vector.body ]
  %76 = getelementptr inbounds i32, i32* %idx, i64 %index28
  %77 = bitcast i32* %76 to <8 x i32>*
  %wide.load29 = load <8 x i32>, <8 x i32>* %77, align 4, !tbaa !5
  %78 = sext <8 x i32> %wide.load29 to <8 x i64>
  %79 = extractelement <8 x i64> %78, i64 0
  %80 = getelementptr inbounds i16, i16* %a, i64 %79
  %81 = extractelement <8 x i64> %78, i64 1
  %82 = getelementptr inbounds i16, i16* %a, i64 %81
  %83 = extractelement <8 x i64> %78, i64 2
  %84 = getelementptr inbounds i16, i16* %a, i64 %83
  %85 = extractelement <8 x i64> %78, i64 3
  %86 = getelementptr inbounds i16, i16* %a, i64 %85
  %87 = extractelement <8 x i64> %78, i64 4
  %88 = getelementptr inbounds i16, i16* %a, i64 %87
  %89 = extractelement <8 x i64> %78, i64 5
  %90 = getelementptr inbounds i16, i16* %a, i64 %89
  %91 = extractelement <8 x i64> %78, i64 6
  %92 = getelementptr inbounds i16, i16* %a, i64 %91
  %93 = extractelement <8 x i64> %78, i64 7
  %94 = getelementptr inbounds i16, i16* %a, i64 %93
  %95 = load i16, i16* %80, align 2, !tbaa !23
  %96 = load i16, i16* %82, align 2, !tbaa !23
  %97 = load i16, i16* %84, align 2, !tbaa !23
  %98 = load i16, i16* %86, align 2, !tbaa !23
  %99 = load i16, i16* %88, align 2, !tbaa !23
  %100 = load i16, i16* %90, align 2, !tbaa !23
  %101 = load i16, i16* %92, align 2, !tbaa !23
  %102 = load i16, i16* %94, align 2, !tbaa !23
  %103 = insertelement <8 x i16> poison, i16 %95, i64 0
  %104 = insertelement <8 x i16> %103, i16 %96, i64 1
  %105 = insertelement <8 x i16> %104, i16 %97, i64 2
  %106 = insertelement <8 x i16> %105, i16 %98, i64 3
  %107 = insertelement <8 x i16> %106, i16 %99, i64 4
  %108 = insertelement <8 x i16> %107, i16 %100, i64 5
  %109 = insertelement <8 x i16> %108, i16 %101, i64 6
  %110 = insertelement <8 x i16> %109, i16 %102, i64 7
  %111 = sext <8 x i16> %110 to <8 x i32>
  %112 = icmp slt <8 x i32> %111, <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %113 = select <8 x i1> %112, <8 x i32> %111, <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %114 = icmp sgt <8 x i32> %113, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %115 = select <8 x i1> %114, <8 x i32> %113, <8 x i32> <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %116 = trunc <8 x i32> %115 to <8 x i16>
  %117 = getelementptr inbounds i16, i16* %out, i64 %index28
  %118 = bitcast i16* %117 to <8 x i16>*
  store <8 x i16> %116, <8 x i16>* %118, align 2, !tbaa !23
  %index.next30 = add nuw i64 %index28, 8
  %119 = icmp eq i64 %index.next30, %n.vec26
  br i1 %119, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

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
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %120 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %120 to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %a, i64 %idxprom1
  %121 = load i16, i16* %arrayidx2, align 2, !tbaa !23
  %conv = sext i16 %121 to i32
  %122 = icmp slt i32 %conv, 100
  %cond = select i1 %122, i32 %conv, i32 100
  %123 = icmp sgt i32 %cond, -100
  %cond10 = select i1 %123, i32 %cond, i32 -100
  %conv11 = trunc i32 %cond10 to i16
  %arrayidx13 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %conv11, i16* %arrayidx13, align 2, !tbaa !23
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0i32(<16 x i32*>, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0i32(<8 x i32*>, i32 immarg, <8 x i1>, <8 x i32>) #3

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

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
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13, !15}
!22 = distinct !{!22, !12, !15, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !7, i64 0}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13, !15}
!27 = distinct !{!27, !12, !15, !13}
