; ModuleID = 'debug_g.c'
source_filename = "debug_g.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @g_complex_scale(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, float noundef %s, i32 noundef %n) local_unnamed_addr #0 !dbg !9 {
entry:
  call void @llvm.dbg.value(metadata ptr %out, metadata !20, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata ptr %in, metadata !21, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata float %s, metadata !22, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 %n, metadata !23, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !27
  %cmp21 = icmp sgt i32 %n, 0, !dbg !28
  br i1 %cmp21, label %iter.check, label %for.cond.cleanup, !dbg !30

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !28
  %min.iters.check = icmp ult i32 %n, 8, !dbg !30
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check, !dbg !30

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check26 = icmp ult i32 %n, 32, !dbg !30
  br i1 %min.iters.check26, label %vec.epilog.ph, label %vector.ph, !dbg !30

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264, !dbg !30
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0, !dbg !30
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer, !dbg !30
  %broadcast.splatinsert31 = insertelement <16 x float> poison, float %s, i64 0, !dbg !30
  %broadcast.splat32 = shufflevector <16 x float> %broadcast.splatinsert31, <16 x float> poison, <16 x i32> zeroinitializer, !dbg !30
  %0 = getelementptr float, ptr %out, i64 -1
  %1 = getelementptr float, ptr %out, i64 -1
  br label %vector.body, !dbg !30

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !31
  %2 = shl nuw nsw i64 %index, 1, !dbg !32
  %3 = shl i64 %index, 1, !dbg !32
  %4 = or i64 %3, 32, !dbg !32
  %5 = getelementptr inbounds float, ptr %in, i64 %2, !dbg !34
  %6 = getelementptr inbounds float, ptr %in, i64 %4, !dbg !34
  %wide.vec = load <32 x float>, ptr %5, align 4, !dbg !34, !tbaa !35
  %wide.vec27 = load <32 x float>, ptr %6, align 4, !dbg !34, !tbaa !35
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>, !dbg !34
  %strided.vec28 = shufflevector <32 x float> %wide.vec27, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>, !dbg !34
  %strided.vec29 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>, !dbg !34
  %strided.vec30 = shufflevector <32 x float> %wide.vec27, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>, !dbg !34
  %7 = fmul <16 x float> %strided.vec, %broadcast.splat, !dbg !39
  %8 = fmul <16 x float> %strided.vec28, %broadcast.splat32, !dbg !39
  %9 = or i64 %2, 1, !dbg !40
  %10 = or i64 %3, 33, !dbg !40
  %11 = fmul <16 x float> %strided.vec29, %broadcast.splat, !dbg !41
  %12 = fmul <16 x float> %strided.vec30, %broadcast.splat32, !dbg !41
  %13 = getelementptr float, ptr %0, i64 %9, !dbg !42
  %14 = getelementptr float, ptr %1, i64 %10, !dbg !42
  %interleaved.vec = shufflevector <16 x float> %7, <16 x float> %11, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>, !dbg !43
  store <32 x float> %interleaved.vec, ptr %13, align 4, !dbg !43, !tbaa !35
  %interleaved.vec33 = shufflevector <16 x float> %8, <16 x float> %12, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>, !dbg !43
  store <32 x float> %interleaved.vec33, ptr %14, align 4, !dbg !43, !tbaa !35
  %index.next = add nuw i64 %index, 32, !dbg !31
  %15 = icmp eq i64 %index.next, %n.vec, !dbg !31
  br i1 %15, label %middle.block, label %vector.body, !dbg !31, !llvm.loop !44

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !30
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check, !dbg !30

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 24, !dbg !30
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0, !dbg !30
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph, !dbg !30

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec35 = and i64 %wide.trip.count, 4294967288, !dbg !30
  %broadcast.splatinsert41 = insertelement <8 x float> poison, float %s, i64 0, !dbg !30
  %broadcast.splat42 = shufflevector <8 x float> %broadcast.splatinsert41, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !30
  %16 = getelementptr float, ptr %out, i64 -1
  br label %vec.epilog.vector.body, !dbg !30

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index37 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next44, %vec.epilog.vector.body ], !dbg !31
  %17 = shl nuw nsw i64 %index37, 1, !dbg !32
  %18 = getelementptr inbounds float, ptr %in, i64 %17, !dbg !34
  %wide.vec38 = load <16 x float>, ptr %18, align 4, !dbg !34, !tbaa !35
  %strided.vec39 = shufflevector <16 x float> %wide.vec38, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>, !dbg !34
  %strided.vec40 = shufflevector <16 x float> %wide.vec38, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !34
  %19 = fmul <8 x float> %strided.vec39, %broadcast.splat42, !dbg !39
  %20 = or i64 %17, 1, !dbg !40
  %21 = fmul <8 x float> %strided.vec40, %broadcast.splat42, !dbg !41
  %22 = getelementptr float, ptr %16, i64 %20, !dbg !42
  %interleaved.vec43 = shufflevector <8 x float> %19, <8 x float> %21, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !43
  store <16 x float> %interleaved.vec43, ptr %22, align 4, !dbg !43, !tbaa !35
  %index.next44 = add nuw i64 %index37, 8, !dbg !31
  %23 = icmp eq i64 %index.next44, %n.vec35, !dbg !31
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !dbg !31, !llvm.loop !49

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n36 = icmp eq i64 %n.vec35, %wide.trip.count, !dbg !30
  br i1 %cmp.n36, label %for.cond.cleanup, label %for.body.preheader, !dbg !30

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec35, %vec.epilog.middle.block ]
  %24 = insertelement <2 x float> poison, float %s, i64 0
  %25 = shufflevector <2 x float> %24, <2 x float> poison, <2 x i32> zeroinitializer
  br label %for.body, !dbg !30

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void, !dbg !50

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !24, metadata !DIExpression()), !dbg !27
  %26 = shl nuw nsw i64 %indvars.iv, 1, !dbg !32
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %26, !dbg !34
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %26, !dbg !51
  %27 = load <2 x float>, ptr %arrayidx, align 4, !dbg !34, !tbaa !35
  %28 = fmul <2 x float> %27, %25, !dbg !39
  store <2 x float> %28, ptr %arrayidx4, align 4, !dbg !52, !tbaa !35
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !31
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !24, metadata !DIExpression()), !dbg !27
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !28
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !30, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @g_gather(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !54 {
entry:
  call void @llvm.dbg.value(metadata ptr %out, metadata !61, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata ptr %in, metadata !62, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata ptr %idx, metadata !63, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 %n, metadata !64, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 %m, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !69
  %cmp8 = icmp sgt i32 %n, 0, !dbg !70
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup, !dbg !72

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !70
  %min.iters.check = icmp ult i32 %n, 8, !dbg !72
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check, !dbg !72

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16, !dbg !72
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph, !dbg !72

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280, !dbg !72
  br label %vector.body, !dbg !72

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !73
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index, !dbg !74
  %wide.load = load <16 x i32>, ptr %0, align 4, !dbg !74, !tbaa !75
  %1 = sext <16 x i32> %wide.load to <16 x i64>, !dbg !77
  %2 = getelementptr inbounds float, ptr %in, <16 x i64> %1, !dbg !77
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !dbg !77, !tbaa !35
  %3 = getelementptr inbounds float, ptr %out, i64 %index, !dbg !78
  store <16 x float> %wide.masked.gather, ptr %3, align 4, !dbg !79, !tbaa !35
  %index.next = add nuw i64 %index, 16, !dbg !73
  %4 = icmp eq i64 %index.next, %n.vec, !dbg !73
  br i1 %4, label %middle.block, label %vector.body, !dbg !73, !llvm.loop !80

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !72
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check, !dbg !72

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8, !dbg !72
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0, !dbg !72
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph, !dbg !72

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 4294967288, !dbg !72
  br label %vec.epilog.vector.body, !dbg !72

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ], !dbg !73
  %5 = getelementptr inbounds i32, ptr %idx, i64 %index15, !dbg !74
  %wide.load16 = load <8 x i32>, ptr %5, align 4, !dbg !74, !tbaa !75
  %6 = sext <8 x i32> %wide.load16 to <8 x i64>, !dbg !77
  %7 = getelementptr inbounds float, ptr %in, <8 x i64> %6, !dbg !77
  %wide.masked.gather17 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %7, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !dbg !77, !tbaa !35
  %8 = getelementptr inbounds float, ptr %out, i64 %index15, !dbg !78
  store <8 x float> %wide.masked.gather17, ptr %8, align 4, !dbg !79, !tbaa !35
  %index.next18 = add nuw i64 %index15, 8, !dbg !73
  %9 = icmp eq i64 %index.next18, %n.vec13, !dbg !73
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !dbg !73, !llvm.loop !82

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i64 %n.vec13, %wide.trip.count, !dbg !72
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader, !dbg !72

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body, !dbg !72

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void, !dbg !83

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !66, metadata !DIExpression()), !dbg !69
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv, !dbg !74
  %10 = load i32, ptr %arrayidx, align 4, !dbg !74, !tbaa !75
  %idxprom1 = sext i32 %10 to i64, !dbg !77
  %arrayidx2 = getelementptr inbounds float, ptr %in, i64 %idxprom1, !dbg !77
  %11 = load float, ptr %arrayidx2, align 4, !dbg !77, !tbaa !35
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv, !dbg !78
  store float %11, ptr %arrayidx4, align 4, !dbg !79, !tbaa !35
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !66, metadata !DIExpression()), !dbg !69
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !70
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !72, !llvm.loop !84
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+crc32,+cx8,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "debug_g.c", directory: ".", checksumkind: CSK_MD5, checksum: "bac5ff196cebd74942a2bdcc157a6093")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
!32 = !DILocation(line: 8, column: 20, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 7, column: 31)
!34 = !DILocation(line: 8, column: 16, scope: !33)
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 8, column: 24, scope: !33)
!40 = !DILocation(line: 9, column: 24, scope: !33)
!41 = !DILocation(line: 9, column: 28, scope: !33)
!42 = !DILocation(line: 9, column: 5, scope: !33)
!43 = !DILocation(line: 9, column: 16, scope: !33)
!44 = distinct !{!44, !30, !45, !46, !47, !48}
!45 = !DILocation(line: 10, column: 3, scope: !25)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.isvectorized", i32 1}
!48 = !{!"llvm.loop.unroll.runtime.disable"}
!49 = distinct !{!49, !30, !45, !46, !47, !48}
!50 = !DILocation(line: 11, column: 1, scope: !9)
!51 = !DILocation(line: 8, column: 5, scope: !33)
!52 = !DILocation(line: 8, column: 14, scope: !33)
!53 = distinct !{!53, !30, !45, !46, !48, !47}
!54 = distinct !DISubprogram(name: "g_gather", scope: !1, file: !1, line: 14, type: !55, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !12, !15, !57, !18, !18}
!57 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!60 = !{!61, !62, !63, !64, !65, !66}
!61 = !DILocalVariable(name: "out", arg: 1, scope: !54, file: !1, line: 14, type: !12)
!62 = !DILocalVariable(name: "in", arg: 2, scope: !54, file: !1, line: 14, type: !15)
!63 = !DILocalVariable(name: "idx", arg: 3, scope: !54, file: !1, line: 14, type: !57)
!64 = !DILocalVariable(name: "n", arg: 4, scope: !54, file: !1, line: 14, type: !18)
!65 = !DILocalVariable(name: "m", arg: 5, scope: !54, file: !1, line: 14, type: !18)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 15, type: !18)
!67 = distinct !DILexicalBlock(scope: !54, file: !1, line: 15, column: 3)
!68 = !DILocation(line: 0, scope: !54)
!69 = !DILocation(line: 0, scope: !67)
!70 = !DILocation(line: 15, column: 21, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 15, column: 3)
!72 = !DILocation(line: 15, column: 3, scope: !67)
!73 = !DILocation(line: 15, column: 27, scope: !71)
!74 = !DILocation(line: 16, column: 17, scope: !71)
!75 = !{!76, !76, i64 0}
!76 = !{!"int", !37, i64 0}
!77 = !DILocation(line: 16, column: 14, scope: !71)
!78 = !DILocation(line: 16, column: 5, scope: !71)
!79 = !DILocation(line: 16, column: 12, scope: !71)
!80 = distinct !{!80, !72, !81, !46, !47, !48}
!81 = !DILocation(line: 16, column: 23, scope: !67)
!82 = distinct !{!82, !72, !81, !46, !47, !48}
!83 = !DILocation(line: 17, column: 1, scope: !54)
!84 = distinct !{!84, !72, !81, !46, !48, !47}
