; ModuleID = 'debug_g.c'
source_filename = "debug_g.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @g_complex_scale(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, float noundef %s, i32 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(ptr %out, !21, !DIExpression(), !27)
    #dbg_value(ptr %in, !22, !DIExpression(), !27)
    #dbg_value(float %s, !23, !DIExpression(), !27)
    #dbg_value(i32 %n, !24, !DIExpression(), !27)
    #dbg_value(i32 0, !25, !DIExpression(), !28)
  %cmp21 = icmp sgt i32 %n, 0, !dbg !29
  br i1 %cmp21, label %iter.check, label %for.cond.cleanup, !dbg !31

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !29
  %min.iters.check = icmp ult i32 %n, 8, !dbg !31
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check, !dbg !31

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check26 = icmp ult i32 %n, 32, !dbg !31
  br i1 %min.iters.check26, label %vec.epilog.ph, label %vector.ph, !dbg !31

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483616, !dbg !31
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0, !dbg !31
  %invariant.gep = getelementptr i8, ptr %out, i64 -4, !dbg !31
  %invariant.gep43 = getelementptr i8, ptr %out, i64 -4, !dbg !31
  %0 = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <32 x i32> zeroinitializer
  %1 = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <32 x i32> zeroinitializer
  br label %vector.body, !dbg !31

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !32
  %2 = shl nuw nsw i64 %index, 1, !dbg !33
  %3 = shl i64 %index, 1, !dbg !33
  %4 = or disjoint i64 %3, 32, !dbg !33
  %5 = getelementptr inbounds float, ptr %in, i64 %2, !dbg !35
  %6 = getelementptr inbounds float, ptr %in, i64 %4, !dbg !35
  %wide.vec = load <32 x float>, ptr %5, align 4, !dbg !35, !tbaa !36
  %wide.vec27 = load <32 x float>, ptr %6, align 4, !dbg !35, !tbaa !36
  %7 = or disjoint i64 %2, 1, !dbg !40
  %8 = or disjoint i64 %3, 33, !dbg !40
  %gep = getelementptr float, ptr %invariant.gep, i64 %7, !dbg !41
  %gep44 = getelementptr float, ptr %invariant.gep43, i64 %8, !dbg !41
  %interleaved.vec = fmul <32 x float> %wide.vec, %0, !dbg !42
  store <32 x float> %interleaved.vec, ptr %gep, align 4, !dbg !42, !tbaa !36
  %interleaved.vec31 = fmul <32 x float> %wide.vec27, %1, !dbg !42
  store <32 x float> %interleaved.vec31, ptr %gep44, align 4, !dbg !42, !tbaa !36
  %index.next = add nuw i64 %index, 32, !dbg !32
  %9 = icmp eq i64 %index.next, %n.vec, !dbg !32
  br i1 %9, label %middle.block, label %vector.body, !dbg !32, !llvm.loop !43

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !31
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check, !dbg !31

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 24, !dbg !31
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0, !dbg !31
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph, !dbg !31

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  %10 = insertelement <2 x float> poison, float %s, i64 0
  %11 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> zeroinitializer
  br label %for.body, !dbg !31

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec33 = and i64 %wide.trip.count, 2147483640, !dbg !31
  %broadcast.splatinsert38 = insertelement <8 x float> poison, float %s, i64 0, !dbg !31
  %invariant.gep45 = getelementptr i8, ptr %out, i64 -4, !dbg !31
  %12 = shufflevector <8 x float> %broadcast.splatinsert38, <8 x float> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body, !dbg !31

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index34 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next41, %vec.epilog.vector.body ], !dbg !32
  %13 = shl nuw nsw i64 %index34, 1, !dbg !33
  %14 = getelementptr inbounds float, ptr %in, i64 %13, !dbg !35
  %wide.vec35 = load <16 x float>, ptr %14, align 4, !dbg !35, !tbaa !36
  %15 = or disjoint i64 %13, 1, !dbg !40
  %gep46 = getelementptr float, ptr %invariant.gep45, i64 %15, !dbg !41
  %interleaved.vec40 = fmul <16 x float> %wide.vec35, %12, !dbg !42
  store <16 x float> %interleaved.vec40, ptr %gep46, align 4, !dbg !42, !tbaa !36
  %index.next41 = add nuw i64 %index34, 8, !dbg !32
  %16 = icmp eq i64 %index.next41, %n.vec33, !dbg !32
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !dbg !32, !llvm.loop !48

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n42 = icmp eq i64 %n.vec33, %wide.trip.count, !dbg !31
  br i1 %cmp.n42, label %for.cond.cleanup, label %for.body.preheader, !dbg !31

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void, !dbg !49

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
    #dbg_value(i64 %indvars.iv, !25, !DIExpression(), !28)
  %17 = shl nuw nsw i64 %indvars.iv, 1, !dbg !33
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %17, !dbg !35
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %17, !dbg !50
  %18 = load <2 x float>, ptr %arrayidx, align 4, !dbg !35, !tbaa !36
  %19 = fmul <2 x float> %18, %11, !dbg !51
  store <2 x float> %19, ptr %arrayidx4, align 4, !dbg !52, !tbaa !36
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !32
    #dbg_value(i64 %indvars.iv.next, !25, !DIExpression(), !28)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !29
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !31, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @g_gather(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 !dbg !54 {
entry:
    #dbg_value(ptr %out, !61, !DIExpression(), !68)
    #dbg_value(ptr %in, !62, !DIExpression(), !68)
    #dbg_value(ptr %idx, !63, !DIExpression(), !68)
    #dbg_value(i32 %n, !64, !DIExpression(), !68)
    #dbg_value(i32 %m, !65, !DIExpression(), !68)
    #dbg_value(i32 0, !66, !DIExpression(), !69)
  %cmp8 = icmp sgt i32 %n, 0, !dbg !70
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup, !dbg !72

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !70
  %min.iters.check = icmp ult i32 %n, 8, !dbg !72
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check, !dbg !72

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16, !dbg !72
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph, !dbg !72

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632, !dbg !72
  br label %vector.body, !dbg !72

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !73
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index, !dbg !74
  %wide.load = load <16 x i32>, ptr %0, align 4, !dbg !74, !tbaa !75
  %1 = sext <16 x i32> %wide.load to <16 x i64>, !dbg !77
  %2 = getelementptr inbounds float, ptr %in, <16 x i64> %1, !dbg !77
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !dbg !77, !tbaa !36
  %3 = getelementptr inbounds float, ptr %out, i64 %index, !dbg !78
  store <16 x float> %wide.masked.gather, ptr %3, align 4, !dbg !79, !tbaa !36
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

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body, !dbg !72

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 2147483640, !dbg !72
  br label %vec.epilog.vector.body, !dbg !72

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index14 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ], !dbg !73
  %5 = getelementptr inbounds i32, ptr %idx, i64 %index14, !dbg !74
  %wide.load15 = load <8 x i32>, ptr %5, align 4, !dbg !74, !tbaa !75
  %6 = sext <8 x i32> %wide.load15 to <8 x i64>, !dbg !77
  %7 = getelementptr inbounds float, ptr %in, <8 x i64> %6, !dbg !77
  %wide.masked.gather16 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %7, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !dbg !77, !tbaa !36
  %8 = getelementptr inbounds float, ptr %out, i64 %index14, !dbg !78
  store <8 x float> %wide.masked.gather16, ptr %8, align 4, !dbg !79, !tbaa !36
  %index.next17 = add nuw i64 %index14, 8, !dbg !73
  %9 = icmp eq i64 %index.next17, %n.vec13, !dbg !73
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !dbg !73, !llvm.loop !82

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i64 %n.vec13, %wide.trip.count, !dbg !72
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader, !dbg !72

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void, !dbg !83

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
    #dbg_value(i64 %indvars.iv, !66, !DIExpression(), !69)
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv, !dbg !74
  %10 = load i32, ptr %arrayidx, align 4, !dbg !74, !tbaa !75
  %idxprom1 = sext i32 %10 to i64, !dbg !77
  %arrayidx2 = getelementptr inbounds float, ptr %in, i64 %idxprom1, !dbg !77
  %11 = load float, ptr %arrayidx2, align 4, !dbg !77, !tbaa !36
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv, !dbg !78
  store float %11, ptr %arrayidx4, align 4, !dbg !79, !tbaa !36
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !73
    #dbg_value(i64 %indvars.iv.next, !66, !DIExpression(), !69)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !70
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !72, !llvm.loop !84
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "debug_g.c", directory: ".", checksumkind: CSK_MD5, checksum: "bac5ff196cebd74942a2bdcc157a6093")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "g_complex_scale", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !16, !15, !19}
!13 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !22, !23, !24, !25}
!21 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!22 = !DILocalVariable(name: "in", arg: 2, scope: !10, file: !1, line: 6, type: !16)
!23 = !DILocalVariable(name: "s", arg: 3, scope: !10, file: !1, line: 6, type: !15)
!24 = !DILocalVariable(name: "n", arg: 4, scope: !10, file: !1, line: 6, type: !19)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 7, type: !19)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!27 = !DILocation(line: 0, scope: !10)
!28 = !DILocation(line: 0, scope: !26)
!29 = !DILocation(line: 7, column: 21, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 7, column: 3)
!31 = !DILocation(line: 7, column: 3, scope: !26)
!32 = !DILocation(line: 7, column: 27, scope: !30)
!33 = !DILocation(line: 8, column: 20, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 7, column: 31)
!35 = !DILocation(line: 8, column: 16, scope: !34)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 9, column: 24, scope: !34)
!41 = !DILocation(line: 9, column: 5, scope: !34)
!42 = !DILocation(line: 9, column: 16, scope: !34)
!43 = distinct !{!43, !31, !44, !45, !46, !47}
!44 = !DILocation(line: 10, column: 3, scope: !26)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.isvectorized", i32 1}
!47 = !{!"llvm.loop.unroll.runtime.disable"}
!48 = distinct !{!48, !31, !44, !45, !46, !47}
!49 = !DILocation(line: 11, column: 1, scope: !10)
!50 = !DILocation(line: 8, column: 5, scope: !34)
!51 = !DILocation(line: 8, column: 24, scope: !34)
!52 = !DILocation(line: 8, column: 14, scope: !34)
!53 = distinct !{!53, !31, !44, !45, !47, !46}
!54 = distinct !DISubprogram(name: "g_gather", scope: !1, file: !1, line: 14, type: !55, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !13, !16, !57, !19, !19}
!57 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!60 = !{!61, !62, !63, !64, !65, !66}
!61 = !DILocalVariable(name: "out", arg: 1, scope: !54, file: !1, line: 14, type: !13)
!62 = !DILocalVariable(name: "in", arg: 2, scope: !54, file: !1, line: 14, type: !16)
!63 = !DILocalVariable(name: "idx", arg: 3, scope: !54, file: !1, line: 14, type: !57)
!64 = !DILocalVariable(name: "n", arg: 4, scope: !54, file: !1, line: 14, type: !19)
!65 = !DILocalVariable(name: "m", arg: 5, scope: !54, file: !1, line: 14, type: !19)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 15, type: !19)
!67 = distinct !DILexicalBlock(scope: !54, file: !1, line: 15, column: 3)
!68 = !DILocation(line: 0, scope: !54)
!69 = !DILocation(line: 0, scope: !67)
!70 = !DILocation(line: 15, column: 21, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 15, column: 3)
!72 = !DILocation(line: 15, column: 3, scope: !67)
!73 = !DILocation(line: 15, column: 27, scope: !71)
!74 = !DILocation(line: 16, column: 17, scope: !71)
!75 = !{!76, !76, i64 0}
!76 = !{!"int", !38, i64 0}
!77 = !DILocation(line: 16, column: 14, scope: !71)
!78 = !DILocation(line: 16, column: 5, scope: !71)
!79 = !DILocation(line: 16, column: 12, scope: !71)
!80 = distinct !{!80, !72, !81, !45, !46, !47}
!81 = !DILocation(line: 16, column: 23, scope: !67)
!82 = distinct !{!82, !72, !81, !45, !46, !47}
!83 = !DILocation(line: 17, column: 1, scope: !54)
!84 = distinct !{!84, !72, !81, !45, !47, !46}
