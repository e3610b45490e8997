; ModuleID = '<stdin>'
source_filename = "debug_g.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @g_complex_scale(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, float noundef %s, i32 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
  call void @llvm.dbg.value(metadata float* %out, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata float* %in, metadata !23, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata float %s, metadata !24, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 %n, metadata !25, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !28
  %cmp9 = icmp sgt i32 %n, 0, !dbg !29
  br i1 %cmp9, label %for.body.preheader, label %for.end, !dbg !31

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !29
  %min.iters.check = icmp ult i32 %n, 32, !dbg !31
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.ph, !dbg !31

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264, !dbg !31
  %broadcast.splatinsert = insertelement <32 x float> poison, float %s, i64 0, !dbg !31
  %broadcast.splat = shufflevector <32 x float> %broadcast.splatinsert, <32 x float> poison, <32 x i32> zeroinitializer, !dbg !31
  %0 = add nsw i64 %n.vec, -32, !dbg !31
  %1 = lshr exact i64 %0, 5, !dbg !31
  %2 = add nuw nsw i64 %1, 1, !dbg !31
  %xtraiter = and i64 %2, 1, !dbg !31
  %3 = icmp eq i64 %0, 0, !dbg !31
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !31

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846974, !dbg !31
  %4 = getelementptr inbounds float, float* %out, i64 -1
  %5 = getelementptr inbounds float, float* %out, i64 -1
  br label %vector.body, !dbg !31

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ], !dbg !32
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = shl nuw nsw i64 %index, 1, !dbg !32
  %7 = getelementptr inbounds float, float* %in, i64 %6, !dbg !32
  %8 = bitcast float* %7 to <64 x float>*, !dbg !32
  %wide.vec = load <64 x float>, <64 x float>* %8, align 4, !dbg !33
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>, !dbg !33
  %strided.vec14 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>, !dbg !33
  %9 = fmul <32 x float> %strided.vec, %broadcast.splat, !dbg !35
  %10 = or i64 %6, 1, !dbg !32
  %11 = fmul <32 x float> %strided.vec14, %broadcast.splat, !dbg !36
  %12 = getelementptr inbounds float, float* %4, i64 %10, !dbg !32
  %13 = bitcast float* %12 to <64 x float>*, !dbg !32
  %interleaved.vec = shufflevector <32 x float> %9, <32 x float> %11, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>, !dbg !37
  store <64 x float> %interleaved.vec, <64 x float>* %13, align 4, !dbg !37
  %index.next = shl i64 %index, 1, !dbg !32
  %14 = or i64 %index.next, 64, !dbg !32
  %15 = getelementptr inbounds float, float* %in, i64 %14, !dbg !32
  %16 = bitcast float* %15 to <64 x float>*, !dbg !32
  %wide.vec.1 = load <64 x float>, <64 x float>* %16, align 4, !dbg !33
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>, !dbg !33
  %strided.vec14.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>, !dbg !33
  %17 = fmul <32 x float> %strided.vec.1, %broadcast.splat, !dbg !35
  %18 = or i64 %index.next, 65, !dbg !32
  %19 = fmul <32 x float> %strided.vec14.1, %broadcast.splat, !dbg !36
  %20 = getelementptr inbounds float, float* %5, i64 %18, !dbg !32
  %21 = bitcast float* %20 to <64 x float>*, !dbg !32
  %interleaved.vec.1 = shufflevector <32 x float> %17, <32 x float> %19, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>, !dbg !37
  store <64 x float> %interleaved.vec.1, <64 x float>* %21, align 4, !dbg !37
  %index.next.1 = add nuw i64 %index, 64, !dbg !32
  %niter.next.1 = add i64 %niter, 2, !dbg !32
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !32
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !dbg !32, !llvm.loop !38

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = shl i64 %index.next.1, 1, !dbg !32
  br label %middle.block.unr-lcssa, !dbg !32

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !32
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !32

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds float, float* %in, i64 %index.unr, !dbg !32
  %23 = bitcast float* %22 to <64 x float>*, !dbg !32
  %wide.vec.epil = load <64 x float>, <64 x float>* %23, align 4, !dbg !33
  %strided.vec.epil = shufflevector <64 x float> %wide.vec.epil, <64 x float> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>, !dbg !33
  %strided.vec14.epil = shufflevector <64 x float> %wide.vec.epil, <64 x float> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>, !dbg !33
  %24 = fmul <32 x float> %strided.vec.epil, %broadcast.splat, !dbg !35
  %25 = or i64 %index.unr, 1, !dbg !32
  %26 = fmul <32 x float> %strided.vec14.epil, %broadcast.splat, !dbg !36
  %27 = getelementptr inbounds float, float* %out, i64 -1, !dbg !32
  %28 = getelementptr inbounds float, float* %27, i64 %25, !dbg !32
  %29 = bitcast float* %28 to <64 x float>*, !dbg !32
  %interleaved.vec.epil = shufflevector <32 x float> %24, <32 x float> %26, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>, !dbg !37
  store <64 x float> %interleaved.vec.epil, <64 x float>* %29, align 4, !dbg !37
  br label %middle.block, !dbg !31

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !31
  br i1 %cmp.n, label %for.end, label %for.body.preheader15, !dbg !31

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body, !dbg !31

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !26, metadata !DIExpression()), !dbg !28
  %30 = shl nuw nsw i64 %indvars.iv, 1, !dbg !42
  %arrayidx = getelementptr inbounds float, float* %in, i64 %30, !dbg !33
  %31 = load float, float* %arrayidx, align 4, !dbg !33
  %mul1 = fmul float %31, %s, !dbg !35
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %30, !dbg !43
  store float %mul1, float* %arrayidx4, align 4, !dbg !44
  %32 = or i64 %30, 1, !dbg !45
  %arrayidx7 = getelementptr inbounds float, float* %in, i64 %32, !dbg !46
  %33 = load float, float* %arrayidx7, align 4, !dbg !46
  %mul8 = fmul float %33, %s, !dbg !36
  %arrayidx12 = getelementptr inbounds float, float* %out, i64 %32, !dbg !47
  store float %mul8, float* %arrayidx12, align 4, !dbg !37
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !32
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !26, metadata !DIExpression()), !dbg !28
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !29
  br i1 %exitcond.not, label %for.end, label %for.body, !dbg !31, !llvm.loop !48

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void, !dbg !50
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @g_gather(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !51 {
entry:
  call void @llvm.dbg.value(metadata float* %out, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata float* %in, metadata !59, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32* %idx, metadata !60, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 %n, metadata !61, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 %m, metadata !62, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !65
  %cmp4 = icmp sgt i32 %n, 0, !dbg !66
  br i1 %cmp4, label %for.body.preheader, label %for.end, !dbg !68

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !66
  %min.iters.check = icmp ult i32 %n, 32, !dbg !68
  br i1 %min.iters.check, label %for.body.preheader7, label %vector.ph, !dbg !68

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967264, !dbg !68
  %0 = add nsw i64 %n.vec, -32, !dbg !68
  %1 = lshr exact i64 %0, 5, !dbg !68
  %2 = add nuw nsw i64 %1, 1, !dbg !68
  %xtraiter = and i64 %2, 3, !dbg !68
  %3 = icmp ult i64 %0, 96, !dbg !68
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !68

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846972, !dbg !68
  br label %vector.body, !dbg !68

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ], !dbg !69
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index, !dbg !69
  %5 = bitcast i32* %4 to <32 x i32>*, !dbg !70
  %wide.load = load <32 x i32>, <32 x i32>* %5, align 4, !dbg !70
  %6 = sext <32 x i32> %wide.load to <32 x i64>, !dbg !71
  %7 = getelementptr inbounds float, float* %in, <32 x i64> %6, !dbg !71
  %wide.masked.gather = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %7, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef), !dbg !71
  %8 = getelementptr inbounds float, float* %out, i64 %index, !dbg !69
  %9 = bitcast float* %8 to <32 x float>*, !dbg !72
  store <32 x float> %wide.masked.gather, <32 x float>* %9, align 4, !dbg !72
  %index.next = or i64 %index, 32, !dbg !69
  %10 = getelementptr inbounds i32, i32* %idx, i64 %index.next, !dbg !69
  %11 = bitcast i32* %10 to <32 x i32>*, !dbg !70
  %wide.load.1 = load <32 x i32>, <32 x i32>* %11, align 4, !dbg !70
  %12 = sext <32 x i32> %wide.load.1 to <32 x i64>, !dbg !71
  %13 = getelementptr inbounds float, float* %in, <32 x i64> %12, !dbg !71
  %wide.masked.gather.1 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %13, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef), !dbg !71
  %14 = getelementptr inbounds float, float* %out, i64 %index.next, !dbg !69
  %15 = bitcast float* %14 to <32 x float>*, !dbg !72
  store <32 x float> %wide.masked.gather.1, <32 x float>* %15, align 4, !dbg !72
  %index.next.1 = or i64 %index, 64, !dbg !69
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1, !dbg !69
  %17 = bitcast i32* %16 to <32 x i32>*, !dbg !70
  %wide.load.2 = load <32 x i32>, <32 x i32>* %17, align 4, !dbg !70
  %18 = sext <32 x i32> %wide.load.2 to <32 x i64>, !dbg !71
  %19 = getelementptr inbounds float, float* %in, <32 x i64> %18, !dbg !71
  %wide.masked.gather.2 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %19, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef), !dbg !71
  %20 = getelementptr inbounds float, float* %out, i64 %index.next.1, !dbg !69
  %21 = bitcast float* %20 to <32 x float>*, !dbg !72
  store <32 x float> %wide.masked.gather.2, <32 x float>* %21, align 4, !dbg !72
  %index.next.2 = or i64 %index, 96, !dbg !69
  %22 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2, !dbg !69
  %23 = bitcast i32* %22 to <32 x i32>*, !dbg !70
  %wide.load.3 = load <32 x i32>, <32 x i32>* %23, align 4, !dbg !70
  %24 = sext <32 x i32> %wide.load.3 to <32 x i64>, !dbg !71
  %25 = getelementptr inbounds float, float* %in, <32 x i64> %24, !dbg !71
  %wide.masked.gather.3 = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %25, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef), !dbg !71
  %26 = getelementptr inbounds float, float* %out, i64 %index.next.2, !dbg !69
  %27 = bitcast float* %26 to <32 x float>*, !dbg !72
  store <32 x float> %wide.masked.gather.3, <32 x float>* %27, align 4, !dbg !72
  %index.next.3 = add nuw i64 %index, 128, !dbg !69
  %niter.next.3 = add i64 %niter, 4, !dbg !69
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !69
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !dbg !69, !llvm.loop !73

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !69
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !69

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ], !dbg !69
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.epil, !dbg !69
  %29 = bitcast i32* %28 to <32 x i32>*, !dbg !70
  %wide.load.epil = load <32 x i32>, <32 x i32>* %29, align 4, !dbg !70
  %30 = sext <32 x i32> %wide.load.epil to <32 x i64>, !dbg !71
  %31 = getelementptr inbounds float, float* %in, <32 x i64> %30, !dbg !71
  %wide.masked.gather.epil = call <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*> %31, i32 4, <32 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <32 x float> undef), !dbg !71
  %32 = getelementptr inbounds float, float* %out, i64 %index.epil, !dbg !69
  %33 = bitcast float* %32 to <32 x float>*, !dbg !72
  store <32 x float> %wide.masked.gather.epil, <32 x float>* %33, align 4, !dbg !72
  %index.next.epil = add nuw i64 %index.epil, 32, !dbg !69
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !69
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !69
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !dbg !69, !llvm.loop !75

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !68
  br i1 %cmp.n, label %for.end, label %for.body.preheader7, !dbg !68

for.body.preheader7:                              ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body, !dbg !68

for.body:                                         ; preds = %for.body.preheader7, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader7 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !63, metadata !DIExpression()), !dbg !65
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv, !dbg !70
  %34 = load i32, i32* %arrayidx, align 4, !dbg !70
  %idxprom1 = sext i32 %34 to i64, !dbg !71
  %arrayidx2 = getelementptr inbounds float, float* %in, i64 %idxprom1, !dbg !71
  %35 = load float, float* %arrayidx2, align 4, !dbg !71
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv, !dbg !77
  store float %35, float* %arrayidx4, align 4, !dbg !72
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !63, metadata !DIExpression()), !dbg !65
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !66
  br i1 %exitcond.not, label %for.end, label %for.body, !dbg !68, !llvm.loop !78

for.end:                                          ; preds = %for.body, %middle.block, %entry
  ret void, !dbg !79
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <32 x float> @llvm.masked.gather.v32f32.v32p0f32(<32 x float*>, i32 immarg, <32 x i1>, <32 x float>) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "debug_g.c", directory: ".", checksumkind: CSK_MD5, checksum: "bac5ff196cebd74942a2bdcc157a6093")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "g_complex_scale", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !16, !15, !19}
!13 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocalVariable(name: "in", arg: 2, scope: !10, file: !1, line: 6, type: !16)
!24 = !DILocalVariable(name: "s", arg: 3, scope: !10, file: !1, line: 6, type: !15)
!25 = !DILocalVariable(name: "n", arg: 4, scope: !10, file: !1, line: 6, type: !19)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 7, type: !19)
!27 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!28 = !DILocation(line: 0, scope: !27)
!29 = !DILocation(line: 7, column: 21, scope: !30)
!30 = distinct !DILexicalBlock(scope: !27, file: !1, line: 7, column: 3)
!31 = !DILocation(line: 7, column: 3, scope: !27)
!32 = !DILocation(line: 7, column: 27, scope: !30)
!33 = !DILocation(line: 8, column: 16, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 7, column: 31)
!35 = !DILocation(line: 8, column: 24, scope: !34)
!36 = !DILocation(line: 9, column: 28, scope: !34)
!37 = !DILocation(line: 9, column: 16, scope: !34)
!38 = distinct !{!38, !31, !39, !40, !41}
!39 = !DILocation(line: 10, column: 3, scope: !27)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!"llvm.loop.isvectorized", i32 1}
!42 = !DILocation(line: 8, column: 20, scope: !34)
!43 = !DILocation(line: 8, column: 5, scope: !34)
!44 = !DILocation(line: 8, column: 14, scope: !34)
!45 = !DILocation(line: 9, column: 24, scope: !34)
!46 = !DILocation(line: 9, column: 18, scope: !34)
!47 = !DILocation(line: 9, column: 5, scope: !34)
!48 = distinct !{!48, !31, !39, !40, !49, !41}
!49 = !{!"llvm.loop.unroll.runtime.disable"}
!50 = !DILocation(line: 11, column: 1, scope: !10)
!51 = distinct !DISubprogram(name: "g_gather", scope: !1, file: !1, line: 14, type: !52, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !13, !16, !54, !19, !19}
!54 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!57 = !DILocalVariable(name: "out", arg: 1, scope: !51, file: !1, line: 14, type: !13)
!58 = !DILocation(line: 0, scope: !51)
!59 = !DILocalVariable(name: "in", arg: 2, scope: !51, file: !1, line: 14, type: !16)
!60 = !DILocalVariable(name: "idx", arg: 3, scope: !51, file: !1, line: 14, type: !54)
!61 = !DILocalVariable(name: "n", arg: 4, scope: !51, file: !1, line: 14, type: !19)
!62 = !DILocalVariable(name: "m", arg: 5, scope: !51, file: !1, line: 14, type: !19)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 15, type: !19)
!64 = distinct !DILexicalBlock(scope: !51, file: !1, line: 15, column: 3)
!65 = !DILocation(line: 0, scope: !64)
!66 = !DILocation(line: 15, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !1, line: 15, column: 3)
!68 = !DILocation(line: 15, column: 3, scope: !64)
!69 = !DILocation(line: 15, column: 27, scope: !67)
!70 = !DILocation(line: 16, column: 17, scope: !67)
!71 = !DILocation(line: 16, column: 14, scope: !67)
!72 = !DILocation(line: 16, column: 12, scope: !67)
!73 = distinct !{!73, !68, !74, !40, !41}
!74 = !DILocation(line: 16, column: 23, scope: !64)
!75 = distinct !{!75, !76}
!76 = !{!"llvm.loop.unroll.disable"}
!77 = !DILocation(line: 16, column: 5, scope: !67)
!78 = distinct !{!78, !68, !74, !40, !49, !41}
!79 = !DILocation(line: 17, column: 1, scope: !51)
