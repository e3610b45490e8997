; ModuleID = 'stencils.c'
source_filename = "stencils.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stencil_indirect_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check20 = icmp ult i32 %n, 16
  br i1 %min.iters.check20, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr float, ptr %a, <16 x i64> %1
  %3 = getelementptr i8, <16 x ptr> %2, i64 -4
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %wide.masked.gather21 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %4 = fmul <16 x float> %wide.masked.gather21, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %5 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> %4)
  %6 = getelementptr i8, <16 x ptr> %2, i64 4
  %wide.masked.gather22 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %6, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %7 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather22, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> %5)
  %8 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %7, ptr %8, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index25 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next30, %vec.epilog.vector.body ]
  %10 = getelementptr inbounds i32, ptr %idx, i64 %index25
  %wide.load26 = load <8 x i32>, ptr %10, align 4, !tbaa !5
  %11 = sext <8 x i32> %wide.load26 to <8 x i64>
  %12 = getelementptr float, ptr %a, <8 x i64> %11
  %13 = getelementptr i8, <8 x ptr> %12, i64 -4
  %wide.masked.gather27 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %13, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %wide.masked.gather28 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %12, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %14 = fmul <8 x float> %wide.masked.gather28, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %15 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather27, <8 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <8 x float> %14)
  %16 = getelementptr i8, <8 x ptr> %12, i64 4
  %wide.masked.gather29 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %16, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %17 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather29, <8 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <8 x float> %15)
  %18 = getelementptr inbounds float, ptr %out, i64 %index25
  store <8 x float> %17, ptr %18, align 4, !tbaa !9
  %index.next30 = add nuw i64 %index25, 8
  %19 = icmp eq i64 %index.next30, %n.vec24
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n31 = icmp eq i64 %n.vec24, %wide.trip.count
  br i1 %cmp.n31, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %20 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %21 = sext i32 %20 to i64
  %22 = getelementptr float, ptr %a, i64 %21
  %arrayidx2 = getelementptr i8, ptr %22, i64 -4
  %23 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %24 = load float, ptr %22, align 4, !tbaa !9
  %mul5 = fmul float %24, 5.000000e-01
  %25 = tail call float @llvm.fmuladd.f32(float %23, float 2.500000e-01, float %mul5)
  %arrayidx7 = getelementptr i8, ptr %22, i64 4
  %26 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %27 = tail call float @llvm.fmuladd.f32(float %26, float 2.500000e-01, float %25)
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %27, ptr %arrayidx9, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stencil_column_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %w) local_unnamed_addr #0 {
entry:
  %cmp21 = icmp sgt i32 %n, 0
  br i1 %cmp21, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = sext i32 %w to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 7
  %ident.check.not = icmp eq i32 %w, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.main.loop.iter.check, label %for.body.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check28 = icmp ult i32 %n, 64
  br i1 %min.iters.check28, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483584
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds float, ptr %a, i64 %index
  %2 = getelementptr inbounds i8, ptr %1, i64 64
  %3 = getelementptr inbounds i8, ptr %1, i64 128
  %4 = getelementptr inbounds i8, ptr %1, i64 192
  %wide.load = load <16 x float>, ptr %1, align 4, !tbaa !9
  %wide.load29 = load <16 x float>, ptr %2, align 4, !tbaa !9
  %wide.load30 = load <16 x float>, ptr %3, align 4, !tbaa !9
  %wide.load31 = load <16 x float>, ptr %4, align 4, !tbaa !9
  %5 = or disjoint i64 %index, 1
  %6 = getelementptr inbounds float, ptr %a, i64 %5
  %7 = getelementptr inbounds i8, ptr %6, i64 64
  %8 = getelementptr inbounds i8, ptr %6, i64 128
  %9 = getelementptr inbounds i8, ptr %6, i64 192
  %wide.load32 = load <16 x float>, ptr %6, align 4, !tbaa !9
  %wide.load33 = load <16 x float>, ptr %7, align 4, !tbaa !9
  %wide.load34 = load <16 x float>, ptr %8, align 4, !tbaa !9
  %wide.load35 = load <16 x float>, ptr %9, align 4, !tbaa !9
  %10 = fadd <16 x float> %wide.load, %wide.load32
  %11 = fadd <16 x float> %wide.load29, %wide.load33
  %12 = fadd <16 x float> %wide.load30, %wide.load34
  %13 = fadd <16 x float> %wide.load31, %wide.load35
  %14 = or disjoint i64 %index, 2
  %15 = getelementptr inbounds float, ptr %a, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 64
  %17 = getelementptr inbounds i8, ptr %15, i64 128
  %18 = getelementptr inbounds i8, ptr %15, i64 192
  %wide.load36 = load <16 x float>, ptr %15, align 4, !tbaa !9
  %wide.load37 = load <16 x float>, ptr %16, align 4, !tbaa !9
  %wide.load38 = load <16 x float>, ptr %17, align 4, !tbaa !9
  %wide.load39 = load <16 x float>, ptr %18, align 4, !tbaa !9
  %19 = fadd <16 x float> %10, %wide.load36
  %20 = fadd <16 x float> %11, %wide.load37
  %21 = fadd <16 x float> %12, %wide.load38
  %22 = fadd <16 x float> %13, %wide.load39
  %23 = getelementptr inbounds float, ptr %out, i64 %index
  %24 = getelementptr inbounds i8, ptr %23, i64 64
  %25 = getelementptr inbounds i8, ptr %23, i64 128
  %26 = getelementptr inbounds i8, ptr %23, i64 192
  store <16 x float> %19, ptr %23, align 4, !tbaa !9
  store <16 x float> %20, ptr %24, align 4, !tbaa !9
  store <16 x float> %21, ptr %25, align 4, !tbaa !9
  store <16 x float> %22, ptr %26, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 64
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec41, %vec.epilog.middle.block ]
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %28 = mul nsw i64 %indvars.iv.ph, %0
  %arrayidx.prol = getelementptr inbounds float, ptr %a, i64 %28
  %29 = load float, ptr %arrayidx.prol, align 4, !tbaa !9
  %indvars.iv.next.prol = or disjoint i64 %indvars.iv.ph, 1
  %30 = mul nsw i64 %indvars.iv.next.prol, %0
  %arrayidx3.prol = getelementptr inbounds float, ptr %a, i64 %30
  %31 = load float, ptr %arrayidx3.prol, align 4, !tbaa !9
  %add4.prol = fadd float %29, %31
  %32 = or disjoint i64 %indvars.iv.ph, 2
  %33 = mul nsw i64 %32, %0
  %arrayidx8.prol = getelementptr inbounds float, ptr %a, i64 %33
  %34 = load float, ptr %arrayidx8.prol, align 4, !tbaa !9
  %add9.prol = fadd float %add4.prol, %34
  %arrayidx11.prol = getelementptr inbounds float, ptr %out, i64 %indvars.iv.ph
  store float %add9.prol, ptr %arrayidx11.prol, align 4, !tbaa !9
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %35 = add nsw i64 %wide.trip.count, -1
  %36 = icmp eq i64 %indvars.iv.ph, %35
  br i1 %36, label %for.cond.cleanup, label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec41 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index42 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next46, %vec.epilog.vector.body ]
  %37 = getelementptr inbounds float, ptr %a, i64 %index42
  %wide.load43 = load <8 x float>, ptr %37, align 4, !tbaa !9
  %38 = or disjoint i64 %index42, 1
  %39 = getelementptr inbounds float, ptr %a, i64 %38
  %wide.load44 = load <8 x float>, ptr %39, align 4, !tbaa !9
  %40 = fadd <8 x float> %wide.load43, %wide.load44
  %41 = or disjoint i64 %index42, 2
  %42 = getelementptr inbounds float, ptr %a, i64 %41
  %wide.load45 = load <8 x float>, ptr %42, align 4, !tbaa !9
  %43 = fadd <8 x float> %40, %wide.load45
  %44 = getelementptr inbounds float, ptr %out, i64 %index42
  store <8 x float> %43, ptr %44, align 4, !tbaa !9
  %index.next46 = add nuw i64 %index42, 8
  %45 = icmp eq i64 %index.next46, %n.vec41
  br i1 %45, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n47 = icmp eq i64 %n.vec41, %wide.trip.count
  br i1 %cmp.n47, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %46 = mul nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %46
  %47 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %48 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx3 = getelementptr inbounds float, ptr %a, i64 %48
  %49 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add4 = fadd float %47, %49
  %50 = add nuw nsw i64 %indvars.iv, 2
  %51 = mul nsw i64 %50, %0
  %arrayidx8 = getelementptr inbounds float, ptr %a, i64 %51
  %52 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %add4, %52
  %arrayidx11 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %add9, ptr %arrayidx11, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %add4.1 = fadd float %49, %52
  %53 = add nuw nsw i64 %indvars.iv, 3
  %54 = mul nsw i64 %53, %0
  %arrayidx8.1 = getelementptr inbounds float, ptr %a, i64 %54
  %55 = load float, ptr %arrayidx8.1, align 4, !tbaa !9
  %add9.1 = fadd float %add4.1, %55
  %arrayidx11.1 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next
  store float %add9.1, ptr %arrayidx11.1, align 4, !tbaa !9
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_2d_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %img, ptr noalias nocapture noundef readonly %xs, ptr noalias nocapture noundef readonly %ys, i32 noundef %n, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 16
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %w, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %ys, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = mul nsw <16 x i32> %wide.load, %broadcast.splat
  %2 = getelementptr inbounds i32, ptr %xs, i64 %index
  %wide.load15 = load <16 x i32>, ptr %2, align 4, !tbaa !5
  %3 = add nsw <16 x i32> %1, %wide.load15
  %4 = sext <16 x i32> %3 to <16 x i64>
  %5 = getelementptr inbounds i32, ptr %img, <16 x i64> %4
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %5, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> poison), !tbaa !5
  %6 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %wide.masked.gather, ptr %6, align 4, !tbaa !5
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
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec17, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec17 = and i64 %wide.trip.count, 2147483640
  %broadcast.splatinsert20 = insertelement <8 x i32> poison, i32 %w, i64 0
  %broadcast.splat21 = shufflevector <8 x i32> %broadcast.splatinsert20, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i32, ptr %ys, i64 %index18
  %wide.load19 = load <8 x i32>, ptr %8, align 4, !tbaa !5
  %9 = mul nsw <8 x i32> %wide.load19, %broadcast.splat21
  %10 = getelementptr inbounds i32, ptr %xs, i64 %index18
  %wide.load22 = load <8 x i32>, ptr %10, align 4, !tbaa !5
  %11 = add nsw <8 x i32> %9, %wide.load22
  %12 = sext <8 x i32> %11 to <8 x i64>
  %13 = getelementptr inbounds i32, ptr %img, <8 x i64> %12
  %wide.masked.gather23 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %13, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> poison), !tbaa !5
  %14 = getelementptr inbounds i32, ptr %out, i64 %index18
  store <8 x i32> %wide.masked.gather23, ptr %14, align 4, !tbaa !5
  %index.next24 = add nuw i64 %index18, 8
  %15 = icmp eq i64 %index.next24, %n.vec17
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec17, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %ys, i64 %indvars.iv
  %16 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %mul = mul nsw i32 %16, %w
  %arrayidx2 = getelementptr inbounds i32, ptr %xs, i64 %indvars.iv
  %17 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %add = add nsw i32 %mul, %17
  %idxprom3 = sext i32 %add to i64
  %arrayidx4 = getelementptr inbounds i32, ptr %img, i64 %idxprom3
  %18 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %18, ptr %arrayidx6, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stencil_clamp_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check22 = icmp ult i32 %n, 16
  br i1 %min.iters.check22, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
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
  %66 = tail call <16 x i16> @llvm.smin.v16i16(<16 x i16> %65, <16 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  %67 = tail call <16 x i16> @llvm.smax.v16i16(<16 x i16> %66, <16 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>)
  %68 = getelementptr inbounds i16, ptr %out, i64 %index
  store <16 x i16> %67, ptr %68, align 2, !tbaa !23
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

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index25 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next27, %vec.epilog.vector.body ]
  %70 = getelementptr inbounds i32, ptr %idx, i64 %index25
  %wide.load26 = load <8 x i32>, ptr %70, align 4, !tbaa !5
  %71 = sext <8 x i32> %wide.load26 to <8 x i64>
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
  %104 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %103, <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>)
  %105 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %104, <8 x i16> <i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100, i16 -100>)
  %106 = getelementptr inbounds i16, ptr %out, i64 %index25
  store <8 x i16> %105, ptr %106, align 2, !tbaa !23
  %index.next27 = add nuw i64 %index25, 8
  %107 = icmp eq i64 %index.next27, %n.vec24
  br i1 %107, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n28 = icmp eq i64 %n.vec24, %wide.trip.count
  br i1 %cmp.n28, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %108 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %108 to i64
  %arrayidx2 = getelementptr inbounds i16, ptr %a, i64 %idxprom1
  %109 = load i16, ptr %arrayidx2, align 2, !tbaa !23
  %110 = tail call i16 @llvm.smin.i16(i16 %109, i16 100)
  %111 = tail call i16 @llvm.smax.i16(i16 %110, i16 -100)
  %arrayidx13 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %111, ptr %arrayidx13, align 2, !tbaa !23
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.smin.v16i16(<16 x i16>, <16 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }

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
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13, !14}
!21 = distinct !{!21, !12, !13, !14}
!22 = distinct !{!22, !12, !14, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !7, i64 0}
!25 = distinct !{!25, !12, !13, !14}
!26 = distinct !{!26, !12, !13, !14}
!27 = distinct !{!27, !12, !14, !13}
