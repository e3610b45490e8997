; ModuleID = 'debug_g.c'
source_filename = "debug_g.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @g_complex_scale(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, float noundef %s, i32 noundef %n) local_unnamed_addr #0 !dbg !9 {
entry:
  call void @llvm.dbg.value(metadata float* %out, metadata !20, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata float* %in, metadata !21, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata float %s, metadata !22, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 %n, metadata !23, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !27
  %cmp22 = icmp sgt i32 %n, 0, !dbg !28
  br i1 %cmp22, label %iter.check, label %for.cond.cleanup, !dbg !30

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !28
  %min.iters.check = icmp ult i32 %n, 8, !dbg !30
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check, !dbg !30

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check27 = icmp ult i32 %n, 32, !dbg !30
  br i1 %min.iters.check27, label %vec.epilog.ph, label %vector.ph, !dbg !30

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264, !dbg !30
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0, !dbg !30
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer, !dbg !30
  %broadcast.splatinsert32 = insertelement <16 x float> poison, float %s, i64 0, !dbg !30
  %broadcast.splat33 = shufflevector <16 x float> %broadcast.splatinsert32, <16 x float> poison, <16 x i32> zeroinitializer, !dbg !30
  %0 = getelementptr inbounds float, float* %out, i64 -1
  %1 = getelementptr inbounds float, float* %out, i64 -1
  br label %vector.body, !dbg !30

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !31
  %2 = shl nuw nsw i64 %index, 1, !dbg !31
  %3 = shl i64 %index, 1, !dbg !31
  %4 = or i64 %3, 32, !dbg !31
  %5 = getelementptr inbounds float, float* %in, i64 %2, !dbg !31
  %6 = getelementptr inbounds float, float* %in, i64 %4, !dbg !31
  %7 = bitcast float* %5 to <32 x float>*, !dbg !31
  %8 = bitcast float* %6 to <32 x float>*, !dbg !31
  %wide.vec = load <32 x float>, <32 x float>* %7, align 4, !dbg !32, !tbaa !34
  %wide.vec28 = load <32 x float>, <32 x float>* %8, align 4, !dbg !32, !tbaa !34
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>, !dbg !32
  %strided.vec29 = shufflevector <32 x float> %wide.vec28, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>, !dbg !32
  %strided.vec30 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>, !dbg !32
  %strided.vec31 = shufflevector <32 x float> %wide.vec28, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>, !dbg !32
  %9 = fmul <16 x float> %strided.vec, %broadcast.splat, !dbg !38
  %10 = fmul <16 x float> %strided.vec29, %broadcast.splat33, !dbg !38
  %11 = or i64 %2, 1, !dbg !31
  %12 = or i64 %3, 33, !dbg !31
  %13 = fmul <16 x float> %strided.vec30, %broadcast.splat, !dbg !39
  %14 = fmul <16 x float> %strided.vec31, %broadcast.splat33, !dbg !39
  %15 = getelementptr inbounds float, float* %0, i64 %11, !dbg !31
  %16 = bitcast float* %15 to <32 x float>*, !dbg !31
  %17 = getelementptr inbounds float, float* %1, i64 %12, !dbg !31
  %18 = bitcast float* %17 to <32 x float>*, !dbg !31
  %interleaved.vec = shufflevector <16 x float> %9, <16 x float> %13, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>, !dbg !40
  store <32 x float> %interleaved.vec, <32 x float>* %16, align 4, !dbg !40, !tbaa !34
  %interleaved.vec34 = shufflevector <16 x float> %10, <16 x float> %14, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>, !dbg !40
  store <32 x float> %interleaved.vec34, <32 x float>* %18, align 4, !dbg !40, !tbaa !34
  %index.next = add nuw i64 %index, 32, !dbg !31
  %19 = icmp eq i64 %index.next, %n.vec, !dbg !31
  br i1 %19, label %middle.block, label %vector.body, !dbg !31, !llvm.loop !41

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !30
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check, !dbg !30

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 24, !dbg !30
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0, !dbg !30
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph, !dbg !30

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec36 = and i64 %wide.trip.count, 4294967288, !dbg !30
  %broadcast.splatinsert42 = insertelement <8 x float> poison, float %s, i64 0, !dbg !30
  %broadcast.splat43 = shufflevector <8 x float> %broadcast.splatinsert42, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !30
  %20 = getelementptr inbounds float, float* %out, i64 -1
  br label %vec.epilog.vector.body, !dbg !30

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index38 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next45, %vec.epilog.vector.body ], !dbg !31
  %21 = shl nuw nsw i64 %index38, 1, !dbg !31
  %22 = getelementptr inbounds float, float* %in, i64 %21, !dbg !31
  %23 = bitcast float* %22 to <16 x float>*, !dbg !31
  %wide.vec39 = load <16 x float>, <16 x float>* %23, align 4, !dbg !32, !tbaa !34
  %strided.vec40 = shufflevector <16 x float> %wide.vec39, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>, !dbg !32
  %strided.vec41 = shufflevector <16 x float> %wide.vec39, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !32
  %24 = fmul <8 x float> %strided.vec40, %broadcast.splat43, !dbg !38
  %25 = or i64 %21, 1, !dbg !31
  %26 = fmul <8 x float> %strided.vec41, %broadcast.splat43, !dbg !39
  %27 = getelementptr inbounds float, float* %20, i64 %25, !dbg !31
  %28 = bitcast float* %27 to <16 x float>*, !dbg !31
  %interleaved.vec44 = shufflevector <8 x float> %24, <8 x float> %26, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !40
  store <16 x float> %interleaved.vec44, <16 x float>* %28, align 4, !dbg !40, !tbaa !34
  %index.next45 = add nuw i64 %index38, 8, !dbg !31
  %29 = icmp eq i64 %index.next45, %n.vec36, !dbg !31
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !dbg !31, !llvm.loop !45

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n37 = icmp eq i64 %n.vec36, %wide.trip.count, !dbg !30
  br i1 %cmp.n37, label %for.cond.cleanup, label %for.body.preheader, !dbg !30

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec36, %vec.epilog.middle.block ]
  br label %for.body, !dbg !30

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void, !dbg !47

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !24, metadata !DIExpression()), !dbg !27
  %30 = shl nuw nsw i64 %indvars.iv, 1, !dbg !48
  %arrayidx = getelementptr inbounds float, float* %in, i64 %30, !dbg !32
  %31 = load float, float* %arrayidx, align 4, !dbg !32, !tbaa !34
  %mul1 = fmul float %31, %s, !dbg !38
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %30, !dbg !49
  store float %mul1, float* %arrayidx4, align 4, !dbg !50, !tbaa !34
  %32 = or i64 %30, 1, !dbg !51
  %arrayidx7 = getelementptr inbounds float, float* %in, i64 %32, !dbg !52
  %33 = load float, float* %arrayidx7, align 4, !dbg !52, !tbaa !34
  %mul8 = fmul float %33, %s, !dbg !39
  %arrayidx12 = getelementptr inbounds float, float* %out, i64 %32, !dbg !53
  store float %mul8, float* %arrayidx12, align 4, !dbg !40, !tbaa !34
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !31
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !24, metadata !DIExpression()), !dbg !27
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !28
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !30, !llvm.loop !54
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @g_gather(float* noalias nocapture noundef writeonly %out, float* noalias nocapture noundef readonly %in, i32* noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !55 {
entry:
  call void @llvm.dbg.value(metadata float* %out, metadata !62, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata float* %in, metadata !63, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32* %idx, metadata !64, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 %n, metadata !65, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 %m, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !70
  %cmp9 = icmp sgt i32 %n, 0, !dbg !71
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup, !dbg !73

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !71
  %min.iters.check = icmp ult i32 %n, 8, !dbg !73
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check, !dbg !73

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16, !dbg !73
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph, !dbg !73

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280, !dbg !73
  %0 = add nsw i64 %n.vec, -16, !dbg !73
  %1 = lshr exact i64 %0, 4, !dbg !73
  %2 = add nuw nsw i64 %1, 1, !dbg !73
  %xtraiter = and i64 %2, 3, !dbg !73
  %3 = icmp ult i64 %0, 48, !dbg !73
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !73

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 2305843009213693948, !dbg !73
  br label %vector.body, !dbg !73

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ], !dbg !74
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %4 = getelementptr inbounds i32, i32* %idx, i64 %index, !dbg !74
  %5 = bitcast i32* %4 to <16 x i32>*, !dbg !75
  %wide.load = load <16 x i32>, <16 x i32>* %5, align 4, !dbg !75, !tbaa !76
  %6 = sext <16 x i32> %wide.load to <16 x i64>, !dbg !78
  %7 = getelementptr inbounds float, float* %in, <16 x i64> %6, !dbg !78
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !dbg !78, !tbaa !34
  %8 = getelementptr inbounds float, float* %out, i64 %index, !dbg !74
  %9 = bitcast float* %8 to <16 x float>*, !dbg !79
  store <16 x float> %wide.masked.gather, <16 x float>* %9, align 4, !dbg !79, !tbaa !34
  %index.next = or i64 %index, 16, !dbg !74
  %10 = getelementptr inbounds i32, i32* %idx, i64 %index.next, !dbg !74
  %11 = bitcast i32* %10 to <16 x i32>*, !dbg !75
  %wide.load.1 = load <16 x i32>, <16 x i32>* %11, align 4, !dbg !75, !tbaa !76
  %12 = sext <16 x i32> %wide.load.1 to <16 x i64>, !dbg !78
  %13 = getelementptr inbounds float, float* %in, <16 x i64> %12, !dbg !78
  %wide.masked.gather.1 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %13, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !dbg !78, !tbaa !34
  %14 = getelementptr inbounds float, float* %out, i64 %index.next, !dbg !74
  %15 = bitcast float* %14 to <16 x float>*, !dbg !79
  store <16 x float> %wide.masked.gather.1, <16 x float>* %15, align 4, !dbg !79, !tbaa !34
  %index.next.1 = or i64 %index, 32, !dbg !74
  %16 = getelementptr inbounds i32, i32* %idx, i64 %index.next.1, !dbg !74
  %17 = bitcast i32* %16 to <16 x i32>*, !dbg !75
  %wide.load.2 = load <16 x i32>, <16 x i32>* %17, align 4, !dbg !75, !tbaa !76
  %18 = sext <16 x i32> %wide.load.2 to <16 x i64>, !dbg !78
  %19 = getelementptr inbounds float, float* %in, <16 x i64> %18, !dbg !78
  %wide.masked.gather.2 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %19, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !dbg !78, !tbaa !34
  %20 = getelementptr inbounds float, float* %out, i64 %index.next.1, !dbg !74
  %21 = bitcast float* %20 to <16 x float>*, !dbg !79
  store <16 x float> %wide.masked.gather.2, <16 x float>* %21, align 4, !dbg !79, !tbaa !34
  %index.next.2 = or i64 %index, 48, !dbg !74
  %22 = getelementptr inbounds i32, i32* %idx, i64 %index.next.2, !dbg !74
  %23 = bitcast i32* %22 to <16 x i32>*, !dbg !75
  %wide.load.3 = load <16 x i32>, <16 x i32>* %23, align 4, !dbg !75, !tbaa !76
  %24 = sext <16 x i32> %wide.load.3 to <16 x i64>, !dbg !78
  %25 = getelementptr inbounds float, float* %in, <16 x i64> %24, !dbg !78
  %wide.masked.gather.3 = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %25, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !dbg !78, !tbaa !34
  %26 = getelementptr inbounds float, float* %out, i64 %index.next.2, !dbg !74
  %27 = bitcast float* %26 to <16 x float>*, !dbg !79
  store <16 x float> %wide.masked.gather.3, <16 x float>* %27, align 4, !dbg !79, !tbaa !34
  %index.next.3 = add nuw i64 %index, 64, !dbg !74
  %niter.next.3 = add i64 %niter, 4, !dbg !74
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !74
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !dbg !74, !llvm.loop !80

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !74
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !74

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ], !dbg !74
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %28 = getelementptr inbounds i32, i32* %idx, i64 %index.epil, !dbg !74
  %29 = bitcast i32* %28 to <16 x i32>*, !dbg !75
  %wide.load.epil = load <16 x i32>, <16 x i32>* %29, align 4, !dbg !75, !tbaa !76
  %30 = sext <16 x i32> %wide.load.epil to <16 x i64>, !dbg !78
  %31 = getelementptr inbounds float, float* %in, <16 x i64> %30, !dbg !78
  %wide.masked.gather.epil = call <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*> %31, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> undef), !dbg !78, !tbaa !34
  %32 = getelementptr inbounds float, float* %out, i64 %index.epil, !dbg !74
  %33 = bitcast float* %32 to <16 x float>*, !dbg !79
  store <16 x float> %wide.masked.gather.epil, <16 x float>* %33, align 4, !dbg !79, !tbaa !34
  %index.next.epil = add nuw i64 %index.epil, 16, !dbg !74
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !74
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !74
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !dbg !74, !llvm.loop !82

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !73
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check, !dbg !73

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8, !dbg !73
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0, !dbg !73
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph, !dbg !73

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 4294967288, !dbg !73
  br label %vec.epilog.vector.body, !dbg !73

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ], !dbg !74
  %34 = getelementptr inbounds i32, i32* %idx, i64 %index16, !dbg !74
  %35 = bitcast i32* %34 to <8 x i32>*, !dbg !75
  %wide.load17 = load <8 x i32>, <8 x i32>* %35, align 4, !dbg !75, !tbaa !76
  %36 = sext <8 x i32> %wide.load17 to <8 x i64>, !dbg !78
  %37 = getelementptr inbounds float, float* %in, <8 x i64> %36, !dbg !78
  %wide.masked.gather18 = call <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*> %37, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> undef), !dbg !78, !tbaa !34
  %38 = getelementptr inbounds float, float* %out, i64 %index16, !dbg !74
  %39 = bitcast float* %38 to <8 x float>*, !dbg !79
  store <8 x float> %wide.masked.gather18, <8 x float>* %39, align 4, !dbg !79, !tbaa !34
  %index.next19 = add nuw i64 %index16, 8, !dbg !74
  %40 = icmp eq i64 %index.next19, %n.vec14, !dbg !74
  br i1 %40, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !dbg !74, !llvm.loop !84

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i64 %n.vec14, %wide.trip.count, !dbg !73
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader, !dbg !73

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body, !dbg !73

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void, !dbg !85

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !67, metadata !DIExpression()), !dbg !70
  %arrayidx = getelementptr inbounds i32, i32* %idx, i64 %indvars.iv, !dbg !75
  %41 = load i32, i32* %arrayidx, align 4, !dbg !75, !tbaa !76
  %idxprom1 = sext i32 %41 to i64, !dbg !78
  %arrayidx2 = getelementptr inbounds float, float* %in, i64 %idxprom1, !dbg !78
  %42 = load float, float* %arrayidx2, align 4, !dbg !78, !tbaa !34
  %arrayidx4 = getelementptr inbounds float, float* %out, i64 %indvars.iv, !dbg !86
  store float %42, float* %arrayidx4, align 4, !dbg !79, !tbaa !34
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !67, metadata !DIExpression()), !dbg !70
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !71
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !73, !llvm.loop !87
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <16 x float> @llvm.masked.gather.v16f32.v16p0f32(<16 x float*>, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: nofree nosync nounwind readonly willreturn
declare <8 x float> @llvm.masked.gather.v8f32.v8p0f32(<8 x float*>, i32 immarg, <8 x i1>, <8 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "debug_g.c", directory: ".", checksumkind: CSK_MD5, checksum: "bac5ff196cebd74942a2bdcc157a6093")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "g_complex_scale", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !15, !14, !18}
!12 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21, !22, !23, !24}
!20 = !DILocalVariable(name: "out", arg: 1, scope: !9, file: !1, line: 6, type: !12)
!21 = !DILocalVariable(name: "in", arg: 2, scope: !9, file: !1, line: 6, type: !15)
!22 = !DILocalVariable(name: "s", arg: 3, scope: !9, file: !1, line: 6, type: !14)
!23 = !DILocalVariable(name: "n", arg: 4, scope: !9, file: !1, line: 6, type: !18)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 7, type: !18)
!25 = distinct !DILexicalBlock(scope: !9, file: !1, line: 7, column: 3)
!26 = !DILocation(line: 0, scope: !9)
!27 = !DILocation(line: 0, scope: !25)
!28 = !DILocation(line: 7, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 7, column: 3)
!30 = !DILocation(line: 7, column: 3, scope: !25)
!31 = !DILocation(line: 7, column: 27, scope: !29)
!32 = !DILocation(line: 8, column: 16, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 7, column: 31)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 8, column: 24, scope: !33)
!39 = !DILocation(line: 9, column: 28, scope: !33)
!40 = !DILocation(line: 9, column: 16, scope: !33)
!41 = distinct !{!41, !30, !42, !43, !44}
!42 = !DILocation(line: 10, column: 3, scope: !25)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.isvectorized", i32 1}
!45 = distinct !{!45, !30, !42, !43, !44, !46}
!46 = !{!"llvm.loop.unroll.runtime.disable"}
!47 = !DILocation(line: 11, column: 1, scope: !9)
!48 = !DILocation(line: 8, column: 20, scope: !33)
!49 = !DILocation(line: 8, column: 5, scope: !33)
!50 = !DILocation(line: 8, column: 14, scope: !33)
!51 = !DILocation(line: 9, column: 24, scope: !33)
!52 = !DILocation(line: 9, column: 18, scope: !33)
!53 = !DILocation(line: 9, column: 5, scope: !33)
!54 = distinct !{!54, !30, !42, !43, !46, !44}
!55 = distinct !DISubprogram(name: "g_gather", scope: !1, file: !1, line: 14, type: !56, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !12, !15, !58, !18, !18}
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!61 = !{!62, !63, !64, !65, !66, !67}
!62 = !DILocalVariable(name: "out", arg: 1, scope: !55, file: !1, line: 14, type: !12)
!63 = !DILocalVariable(name: "in", arg: 2, scope: !55, file: !1, line: 14, type: !15)
!64 = !DILocalVariable(name: "idx", arg: 3, scope: !55, file: !1, line: 14, type: !58)
!65 = !DILocalVariable(name: "n", arg: 4, scope: !55, file: !1, line: 14, type: !18)
!66 = !DILocalVariable(name: "m", arg: 5, scope: !55, file: !1, line: 14, type: !18)
!67 = !DILocalVariable(name: "i", scope: !68, file: !1, line: 15, type: !18)
!68 = distinct !DILexicalBlock(scope: !55, file: !1, line: 15, column: 3)
!69 = !DILocation(line: 0, scope: !55)
!70 = !DILocation(line: 0, scope: !68)
!71 = !DILocation(line: 15, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 15, column: 3)
!73 = !DILocation(line: 15, column: 3, scope: !68)
!74 = !DILocation(line: 15, column: 27, scope: !72)
!75 = !DILocation(line: 16, column: 17, scope: !72)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !36, i64 0}
!78 = !DILocation(line: 16, column: 14, scope: !72)
!79 = !DILocation(line: 16, column: 12, scope: !72)
!80 = distinct !{!80, !73, !81, !43, !44}
!81 = !DILocation(line: 16, column: 23, scope: !68)
!82 = distinct !{!82, !83}
!83 = !{!"llvm.loop.unroll.disable"}
!84 = distinct !{!84, !73, !81, !43, !44, !46}
!85 = !DILocation(line: 17, column: 1, scope: !55)
!86 = !DILocation(line: 16, column: 5, scope: !72)
!87 = distinct !{!87, !73, !81, !43, !46, !44}
