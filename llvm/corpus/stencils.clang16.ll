; ModuleID = 'stencils.c'
source_filename = "stencils.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stencil_indirect_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp17 = icmp sgt i32 %n, 0
  br i1 %cmp17, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check20 = icmp ult i32 %n, 16
  br i1 %min.iters.check20, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = add nsw <16 x i32> %wide.load, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %2 = sext <16 x i32> %1 to <16 x i64>
  %3 = getelementptr inbounds float, ptr %a, <16 x i64> %2
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %4 = sext <16 x i32> %wide.load to <16 x i64>
  %5 = getelementptr inbounds float, ptr %a, <16 x i64> %4
  %wide.masked.gather21 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %5, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %6 = fmul <16 x float> %wide.masked.gather21, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %7 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> %6)
  %8 = add nsw <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %9 = sext <16 x i32> %8 to <16 x i64>
  %10 = getelementptr inbounds float, ptr %a, <16 x i64> %9
  %wide.masked.gather22 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %10, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %11 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather22, <16 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <16 x float> %7)
  %12 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %11, ptr %12, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index26 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %14 = getelementptr inbounds i32, ptr %idx, i64 %index26
  %wide.load27 = load <8 x i32>, ptr %14, align 4, !tbaa !5
  %15 = add nsw <8 x i32> %wide.load27, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %16 = sext <8 x i32> %15 to <8 x i64>
  %17 = getelementptr inbounds float, ptr %a, <8 x i64> %16
  %wide.masked.gather28 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %17, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %18 = sext <8 x i32> %wide.load27 to <8 x i64>
  %19 = getelementptr inbounds float, ptr %a, <8 x i64> %18
  %wide.masked.gather29 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %19, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %20 = fmul <8 x float> %wide.masked.gather29, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %21 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather28, <8 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <8 x float> %20)
  %22 = add nsw <8 x i32> %wide.load27, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %23 = sext <8 x i32> %22 to <8 x i64>
  %24 = getelementptr inbounds float, ptr %a, <8 x i64> %23
  %wide.masked.gather30 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %24, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %25 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather30, <8 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <8 x float> %21)
  %26 = getelementptr inbounds float, ptr %out, i64 %index26
  store <8 x float> %25, ptr %26, align 4, !tbaa !9
  %index.next31 = add nuw i64 %index26, 8
  %27 = icmp eq i64 %index.next31, %n.vec24
  br i1 %27, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec24, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %28 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %sub = add nsw i32 %28, -1
  %idxprom1 = sext i32 %sub to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %29 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %idxprom3 = sext i32 %28 to i64
  %arrayidx4 = getelementptr inbounds float, ptr %a, i64 %idxprom3
  %30 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %mul5 = fmul float %30, 5.000000e-01
  %31 = tail call float @llvm.fmuladd.f32(float %29, float 2.500000e-01, float %mul5)
  %add = add nsw i32 %28, 1
  %idxprom6 = sext i32 %add to i64
  %arrayidx7 = getelementptr inbounds float, ptr %a, i64 %idxprom6
  %32 = load float, ptr %arrayidx7, align 4, !tbaa !9
  %33 = tail call float @llvm.fmuladd.f32(float %32, float 2.500000e-01, float %31)
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %33, ptr %arrayidx9, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stencil_column_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %w) local_unnamed_addr #2 {
entry:
  %cmp21 = icmp sgt i32 %n, 0
  br i1 %cmp21, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = sext i32 %w to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 7
  %ident.check.not = icmp eq i32 %w, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.main.loop.iter.check, label %for.body.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check28 = icmp ult i32 %n, 64
  br i1 %min.iters.check28, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967232
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nsw i64 %index, %0
  %2 = getelementptr inbounds float, ptr %a, i64 %1
  %wide.load = load <16 x float>, ptr %2, align 4, !tbaa !9
  %3 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load29 = load <16 x float>, ptr %3, align 4, !tbaa !9
  %4 = getelementptr inbounds float, ptr %2, i64 32
  %wide.load30 = load <16 x float>, ptr %4, align 4, !tbaa !9
  %5 = getelementptr inbounds float, ptr %2, i64 48
  %wide.load31 = load <16 x float>, ptr %5, align 4, !tbaa !9
  %6 = or i64 %index, 1
  %7 = mul nsw i64 %6, %0
  %8 = getelementptr inbounds float, ptr %a, i64 %7
  %wide.load32 = load <16 x float>, ptr %8, align 4, !tbaa !9
  %9 = getelementptr inbounds float, ptr %8, i64 16
  %wide.load33 = load <16 x float>, ptr %9, align 4, !tbaa !9
  %10 = getelementptr inbounds float, ptr %8, i64 32
  %wide.load34 = load <16 x float>, ptr %10, align 4, !tbaa !9
  %11 = getelementptr inbounds float, ptr %8, i64 48
  %wide.load35 = load <16 x float>, ptr %11, align 4, !tbaa !9
  %12 = fadd <16 x float> %wide.load, %wide.load32
  %13 = fadd <16 x float> %wide.load29, %wide.load33
  %14 = fadd <16 x float> %wide.load30, %wide.load34
  %15 = fadd <16 x float> %wide.load31, %wide.load35
  %16 = or i64 %index, 2
  %17 = mul nsw i64 %16, %0
  %18 = getelementptr inbounds float, ptr %a, i64 %17
  %wide.load36 = load <16 x float>, ptr %18, align 4, !tbaa !9
  %19 = getelementptr inbounds float, ptr %18, i64 16
  %wide.load37 = load <16 x float>, ptr %19, align 4, !tbaa !9
  %20 = getelementptr inbounds float, ptr %18, i64 32
  %wide.load38 = load <16 x float>, ptr %20, align 4, !tbaa !9
  %21 = getelementptr inbounds float, ptr %18, i64 48
  %wide.load39 = load <16 x float>, ptr %21, align 4, !tbaa !9
  %22 = fadd <16 x float> %12, %wide.load36
  %23 = fadd <16 x float> %13, %wide.load37
  %24 = fadd <16 x float> %14, %wide.load38
  %25 = fadd <16 x float> %15, %wide.load39
  %26 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %22, ptr %26, align 4, !tbaa !9
  %27 = getelementptr inbounds float, ptr %26, i64 16
  store <16 x float> %23, ptr %27, align 4, !tbaa !9
  %28 = getelementptr inbounds float, ptr %26, i64 32
  store <16 x float> %24, ptr %28, align 4, !tbaa !9
  %29 = getelementptr inbounds float, ptr %26, i64 48
  store <16 x float> %25, ptr %29, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 64
  %30 = icmp eq i64 %index.next, %n.vec
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec41 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index43 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next47, %vec.epilog.vector.body ]
  %31 = mul nsw i64 %index43, %0
  %32 = getelementptr inbounds float, ptr %a, i64 %31
  %wide.load44 = load <8 x float>, ptr %32, align 4, !tbaa !9
  %33 = or i64 %index43, 1
  %34 = mul nsw i64 %33, %0
  %35 = getelementptr inbounds float, ptr %a, i64 %34
  %wide.load45 = load <8 x float>, ptr %35, align 4, !tbaa !9
  %36 = fadd <8 x float> %wide.load44, %wide.load45
  %37 = or i64 %index43, 2
  %38 = mul nsw i64 %37, %0
  %39 = getelementptr inbounds float, ptr %a, i64 %38
  %wide.load46 = load <8 x float>, ptr %39, align 4, !tbaa !9
  %40 = fadd <8 x float> %36, %wide.load46
  %41 = getelementptr inbounds float, ptr %out, i64 %index43
  store <8 x float> %40, ptr %41, align 4, !tbaa !9
  %index.next47 = add nuw i64 %index43, 8
  %42 = icmp eq i64 %index.next47, %n.vec41
  br i1 %42, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n42 = icmp eq i64 %n.vec41, %wide.trip.count
  br i1 %cmp.n42, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec41, %vec.epilog.middle.block ]
  %43 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader
  %44 = mul nsw i64 %indvars.iv.ph, %0
  %arrayidx.prol = getelementptr inbounds float, ptr %a, i64 %44
  %45 = load float, ptr %arrayidx.prol, align 4, !tbaa !9
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  %46 = mul nsw i64 %indvars.iv.next.prol, %0
  %arrayidx3.prol = getelementptr inbounds float, ptr %a, i64 %46
  %47 = load float, ptr %arrayidx3.prol, align 4, !tbaa !9
  %add4.prol = fadd float %45, %47
  %48 = or i64 %indvars.iv.ph, 2
  %49 = mul nsw i64 %48, %0
  %arrayidx8.prol = getelementptr inbounds float, ptr %a, i64 %49
  %50 = load float, ptr %arrayidx8.prol, align 4, !tbaa !9
  %add9.prol = fadd float %add4.prol, %50
  %arrayidx11.prol = getelementptr inbounds float, ptr %out, i64 %indvars.iv.ph
  store float %add9.prol, ptr %arrayidx11.prol, align 4, !tbaa !9
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %51 = sub nsw i64 0, %wide.trip.count
  %52 = icmp eq i64 %43, %51
  br i1 %52, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %53 = mul nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %53
  %54 = load float, ptr %arrayidx, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %55 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx3 = getelementptr inbounds float, ptr %a, i64 %55
  %56 = load float, ptr %arrayidx3, align 4, !tbaa !9
  %add4 = fadd float %54, %56
  %57 = add nuw nsw i64 %indvars.iv, 2
  %58 = mul nsw i64 %57, %0
  %arrayidx8 = getelementptr inbounds float, ptr %a, i64 %58
  %59 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %add9 = fadd float %add4, %59
  %arrayidx11 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %add9, ptr %arrayidx11, align 4, !tbaa !9
  %60 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %60
  %61 = load float, ptr %arrayidx.1, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %62 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx3.1 = getelementptr inbounds float, ptr %a, i64 %62
  %63 = load float, ptr %arrayidx3.1, align 4, !tbaa !9
  %add4.1 = fadd float %61, %63
  %64 = add nuw nsw i64 %indvars.iv, 3
  %65 = mul nsw i64 %64, %0
  %arrayidx8.1 = getelementptr inbounds float, ptr %a, i64 %65
  %66 = load float, ptr %arrayidx8.1, align 4, !tbaa !9
  %add9.1 = fadd float %add4.1, %66
  %arrayidx11.1 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next
  store float %add9.1, ptr %arrayidx11.1, align 4, !tbaa !9
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_2d_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %img, ptr noalias nocapture noundef readonly %xs, ptr noalias nocapture noundef readonly %ys, i32 noundef %n, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 {
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

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec17 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert21 = insertelement <8 x i32> poison, i32 %w, i64 0
  %broadcast.splat22 = shufflevector <8 x i32> %broadcast.splatinsert21, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i32, ptr %ys, i64 %index19
  %wide.load20 = load <8 x i32>, ptr %8, align 4, !tbaa !5
  %9 = mul nsw <8 x i32> %wide.load20, %broadcast.splat22
  %10 = getelementptr inbounds i32, ptr %xs, i64 %index19
  %wide.load23 = load <8 x i32>, ptr %10, align 4, !tbaa !5
  %11 = add nsw <8 x i32> %9, %wide.load23
  %12 = sext <8 x i32> %11 to <8 x i64>
  %13 = getelementptr inbounds i32, ptr %img, <8 x i64> %12
  %wide.masked.gather24 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %13, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> poison), !tbaa !5
  %14 = getelementptr inbounds i32, ptr %out, i64 %index19
  store <8 x i32> %wide.masked.gather24, ptr %14, align 4, !tbaa !5
  %index.next25 = add nuw i64 %index19, 8
  %15 = icmp eq i64 %index.next25, %n.vec17
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

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

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stencil_clamp_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index26 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %70 = getelementptr inbounds i32, ptr %idx, i64 %index26
  %wide.load27 = load <8 x i32>, ptr %70, align 4, !tbaa !5
  %71 = sext <8 x i32> %wide.load27 to <8 x i64>
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
  %106 = getelementptr inbounds i16, ptr %out, i64 %index26
  store <8 x i16> %105, ptr %106, align 2, !tbaa !23
  %index.next28 = add nuw i64 %index26, 8
  %107 = icmp eq i64 %index.next28, %n.vec24
  br i1 %107, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec24, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
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
  %110 = tail call i16 @llvm.smin.i16(i16 %109, i16 100)
  %111 = tail call i16 @llvm.smax.i16(i16 %110, i16 -100)
  %arrayidx13 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %111, ptr %arrayidx13, align 2, !tbaa !23
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.smin.v16i16(<16 x i16>, <16 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #3

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
