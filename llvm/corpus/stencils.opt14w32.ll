; ModuleID = '<stdin>'
source_filename = "stencils.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @stencil_indirect_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader13, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = add nsw <32 x i32> %wide.load, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %3 = sext <32 x i32> %2 to <32 x i64>
  %4 = getelementptr inbounds float, float* %a, <32 x i64> %3
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %4, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %5 = sext <32 x i32> %wide.load to <32 x i64>
  %6 = getelementptr inbounds float, float* %a, <32 x i64> %5
  %wide.masked.gather11 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %6, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %7 = fmul <32 x float> %wide.masked.gather11, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %8 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather, <32 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <32 x float> %7)
  %9 = add nsw <32 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %10 = sext <32 x i32> %9 to <32 x i64>
  %11 = getelementptr inbounds float, float* %a, <32 x i64> %10
  %wide.masked.gather12 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %11, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef)
  %12 = call <32 x float> @llvm.fmuladd.v32f32(<32 x float> %wide.masked.gather12, <32 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <32 x float> %8)
  %13 = getelementptr inbounds float, float* %out, i64 %index
  %14 = bitcast float* %13 to <32 x float>*
  store <32 x float> %12, <32 x float>* %14, align 4
  %index.next = add nuw i64 %index, 32
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader13

for.body.preheader13:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader13, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader13 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %16 = load i32, i32* %arrayidx, align 4
  %sub = add nsw i32 %16, -1
  %idxprom1 = sext i32 %sub to i64
  %arrayidx2 = getelementptr inbounds float, float* %a, i64 %idxprom1
  %17 = load float, float* %arrayidx2, align 4
  %idxprom3 = sext i32 %16 to i64
  %arrayidx4 = getelementptr inbounds float, float* %a, i64 %idxprom3
  %18 = load float, float* %arrayidx4, align 4
  %mul5 = fmul float %18, 5.000000e-01
  %19 = tail call float @llvm.fmuladd.f32(float %17, float 2.500000e-01, float %mul5)
  %add = add nsw i32 %16, 1
  %idxprom6 = sext i32 %add to i64
  %arrayidx7 = getelementptr inbounds float, float* %a, i64 %idxprom6
  %20 = load float, float* %arrayidx7, align 4
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 2.500000e-01, float %19)
  %arrayidx9 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %21, float* %arrayidx9, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @stencil_column_f32(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %w) local_unnamed_addr #2 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %0 = sext i32 %w to i64
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 127
  %ident.check.not = icmp eq i32 %w, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.ph, label %for.body.preheader28

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967168
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = mul nsw i64 %index, %0
  %2 = getelementptr inbounds float, float* %a, i64 %1
  %3 = bitcast float* %2 to <32 x float>*
  %wide.load = load <32 x float>, <32 x float>* %3, align 4
  %4 = getelementptr inbounds float, float* %2, i64 32
  %5 = bitcast float* %4 to <32 x float>*
  %wide.load17 = load <32 x float>, <32 x float>* %5, align 4
  %6 = getelementptr inbounds float, float* %2, i64 64
  %7 = bitcast float* %6 to <32 x float>*
  %wide.load18 = load <32 x float>, <32 x float>* %7, align 4
  %8 = getelementptr inbounds float, float* %2, i64 96
  %9 = bitcast float* %8 to <32 x float>*
  %wide.load19 = load <32 x float>, <32 x float>* %9, align 4
  %10 = or i64 %index, 1
  %11 = mul nsw i64 %10, %0
  %12 = getelementptr inbounds float, float* %a, i64 %11
  %13 = bitcast float* %12 to <32 x float>*
  %wide.load20 = load <32 x float>, <32 x float>* %13, align 4
  %14 = getelementptr inbounds float, float* %12, i64 32
  %15 = bitcast float* %14 to <32 x float>*
  %wide.load21 = load <32 x float>, <32 x float>* %15, align 4
  %16 = getelementptr inbounds float, float* %12, i64 64
  %17 = bitcast float* %16 to <32 x float>*
  %wide.load22 = load <32 x float>, <32 x float>* %17, align 4
  %18 = getelementptr inbounds float, float* %12, i64 96
  %19 = bitcast float* %18 to <32 x float>*
  %wide.load23 = load <32 x float>, <32 x float>* %19, align 4
  %20 = fadd <32 x float> %wide.load, %wide.load20
  %21 = fadd <32 x float> %wide.load17, %wide.load21
  %22 = fadd <32 x float> %wide.load18, %wide.load22
  %23 = fadd <32 x float> %wide.load19, %wide.load23
  %24 = or i64 %index, 2
  %25 = mul nsw i64 %24, %0
  %26 = getelementptr inbounds float, float* %a, i64 %25
  %27 = bitcast float* %26 to <32 x float>*
  %wide.load24 = load <32 x float>, <32 x float>* %27, align 4
  %28 = getelementptr inbounds float, float* %26, i64 32
  %29 = bitcast float* %28 to <32 x float>*
  %wide.load25 = load <32 x float>, <32 x float>* %29, align 4
  %30 = getelementptr inbounds float, float* %26, i64 64
  %31 = bitcast float* %30 to <32 x float>*
  %wide.load26 = load <32 x float>, <32 x float>* %31, align 4
  %32 = getelementptr inbounds float, float* %26, i64 96
  %33 = bitcast float* %32 to <32 x float>*
  %wide.load27 = load <32 x float>, <32 x float>* %33, align 4
  %34 = fadd <32 x float> %20, %wide.load24
  %35 = fadd <32 x float> %21, %wide.load25
  %36 = fadd <32 x float> %22, %wide.load26
  %37 = fadd <32 x float> %23, %wide.load27
  %38 = getelementptr inbounds float, float* %out, i64 %index
  %39 = bitcast float* %38 to <32 x float>*
  store <32 x float> %34, <32 x float>* %39, align 4
  %40 = getelementptr inbounds float, float* %38, i64 32
  %41 = bitcast float* %40 to <32 x float>*
  store <32 x float> %35, <32 x float>* %41, align 4
  %42 = getelementptr inbounds float, float* %38, i64 64
  %43 = bitcast float* %42 to <32 x float>*
  store <32 x float> %36, <32 x float>* %43, align 4
  %44 = getelementptr inbounds float, float* %38, i64 96
  %45 = bitcast float* %44 to <32 x float>*
  store <32 x float> %37, <32 x float>* %45, align 4
  %index.next = add nuw i64 %index, 128
  %46 = icmp eq i64 %index.next, %n.vec
  br i1 %46, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader28

for.body.preheader28:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %47 = xor i64 %indvars.iv.ph, -1
  %xtraiter = and i64 %wide.trip.count, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader28
  %48 = mul nsw i64 %indvars.iv.ph, %0
  %arrayidx.prol = getelementptr inbounds float, float* %a, i64 %48
  %49 = load float, float* %arrayidx.prol, align 4
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1
  %50 = mul nsw i64 %indvars.iv.next.prol, %0
  %arrayidx3.prol = getelementptr inbounds float, float* %a, i64 %50
  %51 = load float, float* %arrayidx3.prol, align 4
  %add4.prol = fadd float %49, %51
  %52 = or i64 %indvars.iv.ph, 2
  %53 = mul nsw i64 %52, %0
  %arrayidx8.prol = getelementptr inbounds float, float* %a, i64 %53
  %54 = load float, float* %arrayidx8.prol, align 4
  %add9.prol = fadd float %add4.prol, %54
  %arrayidx11.prol = getelementptr inbounds float, float* %out, i64 %indvars.iv.ph
  store float %add9.prol, float* %arrayidx11.prol, align 4
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader28
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader28 ], [ %indvars.iv.next.prol, %for.body.prol ]
  %55 = sub nsw i64 0, %wide.trip.count
  %56 = icmp eq i64 %47, %55
  br i1 %56, label %for.end, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %57 = mul nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, float* %a, i64 %57
  %58 = load float, float* %arrayidx, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %59 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx3 = getelementptr inbounds float, float* %a, i64 %59
  %60 = load float, float* %arrayidx3, align 4
  %add4 = fadd float %58, %60
  %61 = add nuw nsw i64 %indvars.iv, 2
  %62 = mul nsw i64 %61, %0
  %arrayidx8 = getelementptr inbounds float, float* %a, i64 %62
  %63 = load float, float* %arrayidx8, align 4
  %add9 = fadd float %add4, %63
  %arrayidx11 = getelementptr inbounds float, float* %out, i64 %indvars.iv
  store float %add9, float* %arrayidx11, align 4
  %64 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, float* %a, i64 %64
  %65 = load float, float* %arrayidx.1, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %66 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx3.1 = getelementptr inbounds float, float* %a, i64 %66
  %67 = load float, float* %arrayidx3.1, align 4
  %add4.1 = fadd float %65, %67
  %68 = add nuw nsw i64 %indvars.iv, 3
  %69 = mul nsw i64 %68, %0
  %arrayidx8.1 = getelementptr inbounds float, float* %a, i64 %69
  %70 = load float, float* %arrayidx8.1, align 4
  %add9.1 = fadd float %add4.1, %70
  %arrayidx11.1 = getelementptr inbounds float, float* %out, i64 %indvars.iv.next
  store float %add9.1, float* %arrayidx11.1, align 4
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count
  br i1 %exitcond.not.1, label %for.end, label %for.body, !llvm.loop !12

for.end:                                          ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @gather_2d_i32(i32* noalias nocapture noundef writeonly %out, i32* noalias nocapture noundef readonly %img, i32* noalias nocapture noundef readonly %xs, i32* noalias nocapture noundef readonly %ys, i32 noundef %n, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %w, i64 0
  %broadcast.splat = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <32 x i32> zeroinitializer
  %0 = add nsw i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 1
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %ys, i64 %index
  %5 = bitcast i32* %4 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4
  %6 = mul nsw <32 x i32> %wide.load, %broadcast.splat
  %7 = getelementptr inbounds i32, i32* %xs, i64 %index
  %8 = bitcast i32* %7 to <32 x i32>*
  %wide.load8 = load <32 x i32>, <32 x i32>* %8, align 4
  %9 = add nsw <32 x i32> %6, %wide.load8
  %10 = sext <32 x i32> %9 to <32 x i64>
  %11 = getelementptr inbounds i32, i32* %img, <32 x i64> %10
  %wide.masked.gather = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %11, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %12 = getelementptr inbounds i32, i32* %out, i64 %index
  %13 = bitcast i32* %12 to <32 x i32>*
  store <32 x i32> %wide.masked.gather, <32 x i32>* %13, align 4
  %index.next = or i64 %index, 32
  %14 = getelementptr inbounds i32, i32* %ys, i64 %index.next
  %15 = bitcast i32* %14 to <32 x i32>*
  %wide.load.1 = load <32 x i32>, <32 x i32>* %15, align 4
  %16 = mul nsw <32 x i32> %wide.load.1, %broadcast.splat
  %17 = getelementptr inbounds i32, i32* %xs, i64 %index.next
  %18 = bitcast i32* %17 to <32 x i32>*
  %wide.load8.1 = load <32 x i32>, <32 x i32>* %18, align 4
  %19 = add nsw <32 x i32> %16, %wide.load8.1
  %20 = sext <32 x i32> %19 to <32 x i64>
  %21 = getelementptr inbounds i32, i32* %img, <32 x i64> %20
  %wide.masked.gather.1 = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %21, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %22 = getelementptr inbounds i32, i32* %out, i64 %index.next
  %23 = bitcast i32* %22 to <32 x i32>*
  store <32 x i32> %wide.masked.gather.1, <32 x i32>* %23, align 4
  %index.next.1 = add nuw i64 %index, 64
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !13

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %24 = getelementptr inbounds i32, i32* %ys, i64 %index.unr
  %25 = bitcast i32* %24 to <32 x i32>*
  %wide.load.epil = load <32 x i32>, <32 x i32>* %25, align 4
  %26 = mul nsw <32 x i32> %wide.load.epil, %broadcast.splat
  %27 = getelementptr inbounds i32, i32* %xs, i64 %index.unr
  %28 = bitcast i32* %27 to <32 x i32>*
  %wide.load8.epil = load <32 x i32>, <32 x i32>* %28, align 4
  %29 = add nsw <32 x i32> %26, %wide.load8.epil
  %30 = sext <32 x i32> %29 to <32 x i64>
  %31 = getelementptr inbounds i32, i32* %img, <32 x i64> %30
  %wide.masked.gather.epil = call <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*> %31, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x i32> undef)
  %32 = getelementptr inbounds i32, i32* %out, i64 %index.unr
  %33 = bitcast i32* %32 to <32 x i32>*
  store <32 x i32> %wide.masked.gather.epil, <32 x i32>* %33, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %ys, i64 %indvars.iv
  %34 = load i32, i32* %arrayidx, align 4
  %mul = mul nsw i32 %34, %w
  %arrayidx2 = getelementptr inbounds i32, i32* %xs, i64 %indvars.iv
  %35 = load i32, i32* %arrayidx2, align 4
  %add = add nsw i32 %mul, %35
  %idxprom3 = sext i32 %add to i64
  %arrayidx4 = getelementptr inbounds i32, i32* %img, i64 %idxprom3
  %36 = load i32, i32* %arrayidx4, align 4
  %arrayidx6 = getelementptr inbounds i32, i32* %out, i64 %indvars.iv
  store i32 %36, i32* %arrayidx6, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !14

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @stencil_clamp_i16(i16* noalias nocapture noundef writeonly %out, i16* noalias nocapture noundef readonly %a, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #2 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, i32* %idx, i64 %index
  %1 = bitcast i32* %0 to <32 x i32>*
  %wide.load = load <32 x i32>, <32 x i32>* %1, align 4
  %2 = sext <32 x i32> %wide.load to <32 x i64>
  %3 = extractelement <32 x i64> %2, i64 0
  %4 = getelementptr inbounds i16, i16* %a, i64 %3
  %5 = extractelement <32 x i64> %2, i64 1
  %6 = getelementptr inbounds i16, i16* %a, i64 %5
  %7 = extractelement <32 x i64> %2, i64 2
  %8 = getelementptr inbounds i16, i16* %a, i64 %7
  %9 = extractelement <32 x i64> %2, i64 3
  %10 = getelementptr inbounds i16, i16* %a, i64 %9
  %11 = extractelement <32 x i64> %2, i64 4
  %12 = getelementptr inbounds i16, i16* %a, i64 %11
  %13 = extractelement <32 x i64> %2, i64 5
  %14 = getelementptr inbounds i16, i16* %a, i64 %13
  %15 = extractelement <32 x i64> %2, i64 6
  %16 = getelementptr inbounds i16, i16* %a, i64 %15
  %17 = extractelement <32 x i64> %2, i64 7
  %18 = getelementptr inbounds i16, i16* %a, i64 %17
  %19 = extractelement <32 x i64> %2, i64 8
  %20 = getelementptr inbounds i16, i16* %a, i64 %19
  %21 = extractelement <32 x i64> %2, i64 9
  %22 = getelementptr inbounds i16, i16* %a, i64 %21
  %23 = extractelement <32 x i64> %2, i64 10
  %24 = getelementptr inbounds i16, i16* %a, i64 %23
  %25 = extractelement <32 x i64> %2, i64 11
  %26 = getelementptr inbounds i16, i16* %a, i64 %25
  %27 = extractelement <32 x i64> %2, i64 12
  %28 = getelementptr inbounds i16, i16* %a, i64 %27
  %29 = extractelement <32 x i64> %2, i64 13
  %30 = getelementptr inbounds i16, i16* %a, i64 %29
  %31 = extractelement <32 x i64> %2, i64 14
  %32 = getelementptr inbounds i16, i16* %a, i64 %31
  %33 = extractelement <32 x i64> %2, i64 15
  %34 = getelementptr inbounds i16, i16* %a, i64 %33
  %35 = extractelement <32 x i64> %2, i64 16
  %36 = getelementptr inbounds i16, i16* %a, i64 %35
  %37 = extractelement <32 x i64> %2, i64 17
  %38 = getelementptr inbounds i16, i16* %a, i64 %37
  %39 = extractelement <32 x i64> %2, i64 18
  %40 = getelementptr inbounds i16, i16* %a, i64 %39
  %41 = extractelement <32 x i64> %2, i64 19
  %42 = getelementptr inbounds i16, i16* %a, i64 %41
  %43 = extractelement <32 x i64> %2, i64 20
  %44 = getelementptr inbounds i16, i16* %a, i64 %43
  %45 = extractelement <32 x i64> %2, i64 21
  %46 = getelementptr inbounds i16, i16* %a, i64 %45
  %47 = extractelement <32 x i64> %2, i64 22
  %48 = getelementptr inbounds i16, i16* %a, i64 %47
  %49 = extractelement <32 x i64> %2, i64 23
  %50 = getelementptr inbounds i16, i16* %a, i64 %49
  %51 = extractelement <32 x i64> %2, i64 24
  %52 = getelementptr inbounds i16, i16* %a, i64 %51
  %53 = extractelement <32 x i64> %2, i64 25
  %54 = getelementptr inbounds i16, i16* %a, i64 %53
  %55 = extractelement <32 x i64> %2, i64 26
  %56 = getelementptr inbounds i16, i16* %a, i64 %55
  %57 = extractelement <32 x i64> %2, i64 27
  %58 = getelementptr inbounds i16, i16* %a, i64 %57
  %59 = extractelement <32 x i64> %2, i64 28
  %60 = getelementptr inbounds i16, i16* %a, i64 %59
  %61 = extractelement <32 x i64> %2, i64 29
  %62 = getelementptr inbounds i16, i16* %a, i64 %61
  %63 = extractelement <32 x i64> %2, i64 30
  %64 = getelementptr inbounds i16, i16* %a, i64 %63
  %65 = extractelement <32 x i64> %2, i64 31
  %66 = getelementptr inbounds i16, i16* %a, i64 %65
  %67 = load i16, i16* %4, align 2
  %68 = load i16, i16* %6, align 2
  %69 = load i16, i16* %8, align 2
  %70 = load i16, i16* %10, align 2
  %71 = load i16, i16* %12, align 2
  %72 = load i16, i16* %14, align 2
  %73 = load i16, i16* %16, align 2
  %74 = load i16, i16* %18, align 2
  %75 = load i16, i16* %20, align 2
  %76 = load i16, i16* %22, align 2
  %77 = load i16, i16* %24, align 2
  %78 = load i16, i16* %26, align 2
  %79 = load i16, i16* %28, align 2
  %80 = load i16, i16* %30, align 2
  %81 = load i16, i16* %32, align 2
  %82 = load i16, i16* %34, align 2
  %83 = load i16, i16* %36, align 2
  %84 = load i16, i16* %38, align 2
  %85 = load i16, i16* %40, align 2
  %86 = load i16, i16* %42, align 2
  %87 = load i16, i16* %44, align 2
  %88 = load i16, i16* %46, align 2
  %89 = load i16, i16* %48, align 2
  %90 = load i16, i16* %50, align 2
  %91 = load i16, i16* %52, align 2
  %92 = load i16, i16* %54, align 2
  %93 = load i16, i16* %56, align 2
  %94 = load i16, i16* %58, align 2
  %95 = load i16, i16* %60, align 2
  %96 = load i16, i16* %62, align 2
  %97 = load i16, i16* %64, align 2
  %98 = load i16, i16* %66, align 2
  %99 = insertelement <32 x i16> poison, i16 %67, i64 0
  %100 = insertelement <32 x i16> %99, i16 %68, i64 1
  %101 = insertelement <32 x i16> %100, i16 %69, i64 2
  %102 = insertelement <32 x i16> %101, i16 %70, i64 3
  %103 = insertelement <32 x i16> %102, i16 %71, i64 4
  %104 = insertelement <32 x i16> %103, i16 %72, i64 5
  %105 = insertelement <32 x i16> %104, i16 %73, i64 6
  %106 = insertelement <32 x i16> %105, i16 %74, i64 7
  %107 = insertelement <32 x i16> %106, i16 %75, i64 8
  %108 = insertelement <32 x i16> %107, i16 %76, i64 9
  %109 = insertelement <32 x i16> %108, i16 %77, i64 10
  %110 = insertelement <32 x i16> %109, i16 %78, i64 11
  %111 = insertelement <32 x i16> %110, i16 %79, i64 12
  %112 = insertelement <32 x i16> %111, i16 %80, i64 13
  %113 = insertelement <32 x i16> %112, i16 %81, i64 14
  %114 = insertelement <32 x i16> %113, i16 %82, i64 15
  %115 = insertelement <32 x i16> %114, i16 %83, i64 16
  %116 = insertelement <32 x i16> %115, i16 %84, i64 17
  %117 = insertelement <32 x i16> %116, i16 %85, i64 18
  %118 = insertelement <32 x i16> %117, i16 %86, i64 19
  %119 = insertelement <32 x i16> %118, i16 %87, i64 20
  %120 = insertelement <32 x i16> %119, i16 %88, i64 21
  %121 = insertelement <32 x i16> %120, i16 %89, i64 22
  %122 = insertelement <32 x i16> %121, i16 %90, i64 23
  %123 = insertelement <32 x i16> %122, i16 %91, i64 24
  %124 = insertelement <32 x i16> %123, i16 %92, i64 25
  %125 = insertelement <32 x i16> %124, i16 %93, i64 26
  %126 = insertelement <32 x i16> %125, i16 %94, i64 27
  %127 = insertelement <32 x i16> %126, i16 %95, i64 28
  %128 = insertelement <32 x i16> %127, i16 %96, i64 29
  %129 = insertelement <32 x i16> %128, i16 %97, i64 30
  %130 = insertelement <32 x i16> %129, i16 %98, i64 31
  %131 = sext <32 x i16> %130 to <32 x i32>
  %132 = icmp slt <32 x i32> %131, <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %133 = select <32 x i1> %132, <32 x i32> %131, <32 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %134 = icmp sgt <32 x i32> %133, <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %135 = select <32 x i1> %134, <32 x i32> %133, <32 x i32> <i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100, i32 -100>
  %136 = trunc <32 x i32> %135 to <32 x i16>
  %137 = getelementptr inbounds i16, i16* %out, i64 %index
  %138 = bitcast i16* %137 to <32 x i16>*
  store <32 x i16> %136, <32 x i16>* %138, align 2
  %index.next = add nuw i64 %index, 32
  %139 = icmp eq i64 %index.next, %n.vec
  br i1 %139, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.end, label %for.body.preheader9

for.body.preheader9:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv
  %140 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %140 to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %a, i64 %idxprom1
  %141 = load i16, i16* %arrayidx2, align 2
  %conv = sext i16 %141 to i32
  %142 = icmp slt i32 %conv, 100
  %cond = select i1 %142, i32 %conv, i32 100
  %143 = icmp sgt i32 %cond, -100
  %cond10 = select i1 %143, i32 %cond, i32 -100
  %conv11 = trunc i32 %cond10 to i16
  %arrayidx13 = getelementptr inbounds i16, i16* %out, i64 %indvars.iv
  store i16 %conv11, i16* %arrayidx13, align 2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <32 x float> @llvm.fmuladd.v32f32(<32 x float>, <32 x float>, <32 x float>) #4

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x i32> @llvm.masked.gather.v32i32.v32p0i32(<32 x i32*>, i32 immarg, <32 x i1>, <32 x i32>) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readonly willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = distinct !{!9, !7, !10, !8}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !10, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !10, !8}
