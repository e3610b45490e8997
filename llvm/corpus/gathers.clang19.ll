; ModuleID = 'gathers.c'
source_filename = "gathers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

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
  %3 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %wide.masked.gather, ptr %3, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index14 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i32, ptr %idx, i64 %index14
  %wide.load15 = load <8 x i32>, ptr %5, align 4, !tbaa !5
  %6 = sext <8 x i32> %wide.load15 to <8 x i64>
  %7 = getelementptr inbounds float, ptr %a, <8 x i64> %6
  %wide.masked.gather16 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %7, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %8 = getelementptr inbounds float, ptr %out, i64 %index14
  store <8 x float> %wide.masked.gather16, ptr %8, align 4, !tbaa !9
  %index.next17 = add nuw i64 %index14, 8
  %9 = icmp eq i64 %index.next17, %n.vec13
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %10 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %10 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %11 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %11, ptr %arrayidx4, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_i8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = getelementptr inbounds i8, ptr %a, i64 %2
  %4 = extractelement <16 x i64> %1, i64 1
  %5 = getelementptr inbounds i8, ptr %a, i64 %4
  %6 = extractelement <16 x i64> %1, i64 2
  %7 = getelementptr inbounds i8, ptr %a, i64 %6
  %8 = extractelement <16 x i64> %1, i64 3
  %9 = getelementptr inbounds i8, ptr %a, i64 %8
  %10 = extractelement <16 x i64> %1, i64 4
  %11 = getelementptr inbounds i8, ptr %a, i64 %10
  %12 = extractelement <16 x i64> %1, i64 5
  %13 = getelementptr inbounds i8, ptr %a, i64 %12
  %14 = extractelement <16 x i64> %1, i64 6
  %15 = getelementptr inbounds i8, ptr %a, i64 %14
  %16 = extractelement <16 x i64> %1, i64 7
  %17 = getelementptr inbounds i8, ptr %a, i64 %16
  %18 = extractelement <16 x i64> %1, i64 8
  %19 = getelementptr inbounds i8, ptr %a, i64 %18
  %20 = extractelement <16 x i64> %1, i64 9
  %21 = getelementptr inbounds i8, ptr %a, i64 %20
  %22 = extractelement <16 x i64> %1, i64 10
  %23 = getelementptr inbounds i8, ptr %a, i64 %22
  %24 = extractelement <16 x i64> %1, i64 11
  %25 = getelementptr inbounds i8, ptr %a, i64 %24
  %26 = extractelement <16 x i64> %1, i64 12
  %27 = getelementptr inbounds i8, ptr %a, i64 %26
  %28 = extractelement <16 x i64> %1, i64 13
  %29 = getelementptr inbounds i8, ptr %a, i64 %28
  %30 = extractelement <16 x i64> %1, i64 14
  %31 = getelementptr inbounds i8, ptr %a, i64 %30
  %32 = extractelement <16 x i64> %1, i64 15
  %33 = getelementptr inbounds i8, ptr %a, i64 %32
  %34 = load i8, ptr %3, align 1, !tbaa !17
  %35 = load i8, ptr %5, align 1, !tbaa !17
  %36 = load i8, ptr %7, align 1, !tbaa !17
  %37 = load i8, ptr %9, align 1, !tbaa !17
  %38 = load i8, ptr %11, align 1, !tbaa !17
  %39 = load i8, ptr %13, align 1, !tbaa !17
  %40 = load i8, ptr %15, align 1, !tbaa !17
  %41 = load i8, ptr %17, align 1, !tbaa !17
  %42 = load i8, ptr %19, align 1, !tbaa !17
  %43 = load i8, ptr %21, align 1, !tbaa !17
  %44 = load i8, ptr %23, align 1, !tbaa !17
  %45 = load i8, ptr %25, align 1, !tbaa !17
  %46 = load i8, ptr %27, align 1, !tbaa !17
  %47 = load i8, ptr %29, align 1, !tbaa !17
  %48 = load i8, ptr %31, align 1, !tbaa !17
  %49 = load i8, ptr %33, align 1, !tbaa !17
  %50 = insertelement <16 x i8> poison, i8 %34, i64 0
  %51 = insertelement <16 x i8> %50, i8 %35, i64 1
  %52 = insertelement <16 x i8> %51, i8 %36, i64 2
  %53 = insertelement <16 x i8> %52, i8 %37, i64 3
  %54 = insertelement <16 x i8> %53, i8 %38, i64 4
  %55 = insertelement <16 x i8> %54, i8 %39, i64 5
  %56 = insertelement <16 x i8> %55, i8 %40, i64 6
  %57 = insertelement <16 x i8> %56, i8 %41, i64 7
  %58 = insertelement <16 x i8> %57, i8 %42, i64 8
  %59 = insertelement <16 x i8> %58, i8 %43, i64 9
  %60 = insertelement <16 x i8> %59, i8 %44, i64 10
  %61 = insertelement <16 x i8> %60, i8 %45, i64 11
  %62 = insertelement <16 x i8> %61, i8 %46, i64 12
  %63 = insertelement <16 x i8> %62, i8 %47, i64 13
  %64 = insertelement <16 x i8> %63, i8 %48, i64 14
  %65 = insertelement <16 x i8> %64, i8 %49, i64 15
  %66 = sext <16 x i8> %65 to <16 x i32>
  %67 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %66, ptr %67, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %68 = icmp eq i64 %index.next, %n.vec
  br i1 %68, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index14 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next16, %vec.epilog.vector.body ]
  %69 = getelementptr inbounds i32, ptr %idx, i64 %index14
  %wide.load15 = load <8 x i32>, ptr %69, align 4, !tbaa !5
  %70 = sext <8 x i32> %wide.load15 to <8 x i64>
  %71 = extractelement <8 x i64> %70, i64 0
  %72 = getelementptr inbounds i8, ptr %a, i64 %71
  %73 = extractelement <8 x i64> %70, i64 1
  %74 = getelementptr inbounds i8, ptr %a, i64 %73
  %75 = extractelement <8 x i64> %70, i64 2
  %76 = getelementptr inbounds i8, ptr %a, i64 %75
  %77 = extractelement <8 x i64> %70, i64 3
  %78 = getelementptr inbounds i8, ptr %a, i64 %77
  %79 = extractelement <8 x i64> %70, i64 4
  %80 = getelementptr inbounds i8, ptr %a, i64 %79
  %81 = extractelement <8 x i64> %70, i64 5
  %82 = getelementptr inbounds i8, ptr %a, i64 %81
  %83 = extractelement <8 x i64> %70, i64 6
  %84 = getelementptr inbounds i8, ptr %a, i64 %83
  %85 = extractelement <8 x i64> %70, i64 7
  %86 = getelementptr inbounds i8, ptr %a, i64 %85
  %87 = load i8, ptr %72, align 1, !tbaa !17
  %88 = load i8, ptr %74, align 1, !tbaa !17
  %89 = load i8, ptr %76, align 1, !tbaa !17
  %90 = load i8, ptr %78, align 1, !tbaa !17
  %91 = load i8, ptr %80, align 1, !tbaa !17
  %92 = load i8, ptr %82, align 1, !tbaa !17
  %93 = load i8, ptr %84, align 1, !tbaa !17
  %94 = load i8, ptr %86, align 1, !tbaa !17
  %95 = insertelement <8 x i8> poison, i8 %87, i64 0
  %96 = insertelement <8 x i8> %95, i8 %88, i64 1
  %97 = insertelement <8 x i8> %96, i8 %89, i64 2
  %98 = insertelement <8 x i8> %97, i8 %90, i64 3
  %99 = insertelement <8 x i8> %98, i8 %91, i64 4
  %100 = insertelement <8 x i8> %99, i8 %92, i64 5
  %101 = insertelement <8 x i8> %100, i8 %93, i64 6
  %102 = insertelement <8 x i8> %101, i8 %94, i64 7
  %103 = sext <8 x i8> %102 to <8 x i32>
  %104 = getelementptr inbounds i32, ptr %out, i64 %index14
  store <8 x i32> %103, ptr %104, align 4, !tbaa !5
  %index.next16 = add nuw i64 %index14, 8
  %105 = icmp eq i64 %index.next16, %n.vec13
  br i1 %105, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %106 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %106 to i64
  %arrayidx2 = getelementptr inbounds i8, ptr %a, i64 %idxprom1
  %107 = load i8, ptr %arrayidx2, align 1, !tbaa !17
  %conv = sext i8 %107 to i32
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %conv, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

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
  %34 = load i16, ptr %3, align 2, !tbaa !21
  %35 = load i16, ptr %5, align 2, !tbaa !21
  %36 = load i16, ptr %7, align 2, !tbaa !21
  %37 = load i16, ptr %9, align 2, !tbaa !21
  %38 = load i16, ptr %11, align 2, !tbaa !21
  %39 = load i16, ptr %13, align 2, !tbaa !21
  %40 = load i16, ptr %15, align 2, !tbaa !21
  %41 = load i16, ptr %17, align 2, !tbaa !21
  %42 = load i16, ptr %19, align 2, !tbaa !21
  %43 = load i16, ptr %21, align 2, !tbaa !21
  %44 = load i16, ptr %23, align 2, !tbaa !21
  %45 = load i16, ptr %25, align 2, !tbaa !21
  %46 = load i16, ptr %27, align 2, !tbaa !21
  %47 = load i16, ptr %29, align 2, !tbaa !21
  %48 = load i16, ptr %31, align 2, !tbaa !21
  %49 = load i16, ptr %33, align 2, !tbaa !21
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
  %66 = zext <16 x i16> %65 to <16 x i32>
  %67 = add nuw nsw <16 x i32> %66, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %68 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %67, ptr %68, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %69 = icmp eq i64 %index.next, %n.vec
  br i1 %69, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index14 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next16, %vec.epilog.vector.body ]
  %70 = getelementptr inbounds i32, ptr %idx, i64 %index14
  %wide.load15 = load <8 x i32>, ptr %70, align 4, !tbaa !5
  %71 = sext <8 x i32> %wide.load15 to <8 x i64>
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
  %88 = load i16, ptr %73, align 2, !tbaa !21
  %89 = load i16, ptr %75, align 2, !tbaa !21
  %90 = load i16, ptr %77, align 2, !tbaa !21
  %91 = load i16, ptr %79, align 2, !tbaa !21
  %92 = load i16, ptr %81, align 2, !tbaa !21
  %93 = load i16, ptr %83, align 2, !tbaa !21
  %94 = load i16, ptr %85, align 2, !tbaa !21
  %95 = load i16, ptr %87, align 2, !tbaa !21
  %96 = insertelement <8 x i16> poison, i16 %88, i64 0
  %97 = insertelement <8 x i16> %96, i16 %89, i64 1
  %98 = insertelement <8 x i16> %97, i16 %90, i64 2
  %99 = insertelement <8 x i16> %98, i16 %91, i64 3
  %100 = insertelement <8 x i16> %99, i16 %92, i64 4
  %101 = insertelement <8 x i16> %100, i16 %93, i64 5
  %102 = insertelement <8 x i16> %101, i16 %94, i64 6
  %103 = insertelement <8 x i16> %102, i16 %95, i64 7
  %104 = zext <8 x i16> %103 to <8 x i32>
  %105 = add nuw nsw <8 x i32> %104, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %106 = getelementptr inbounds i32, ptr %out, i64 %index14
  store <8 x i32> %105, ptr %106, align 4, !tbaa !5
  %index.next16 = add nuw i64 %index14, 8
  %107 = icmp eq i64 %index.next16, %n.vec13
  br i1 %107, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %108 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %108 to i64
  %arrayidx2 = getelementptr inbounds i16, ptr %a, i64 %idxprom1
  %109 = load i16, ptr %arrayidx2, align 2, !tbaa !21
  %conv = zext i16 %109 to i32
  %add = add nuw nsw i32 %conv, 1
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %add, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader21, label %vector.ph

for.body.preheader21:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add12 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add13 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 32
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = getelementptr inbounds i8, ptr %0, i64 96
  %wide.load = load <8 x i32>, ptr %0, align 4, !tbaa !5
  %wide.load15 = load <8 x i32>, ptr %1, align 4, !tbaa !5
  %wide.load16 = load <8 x i32>, ptr %2, align 4, !tbaa !5
  %wide.load17 = load <8 x i32>, ptr %3, align 4, !tbaa !5
  %4 = sext <8 x i32> %wide.load to <8 x i64>
  %5 = sext <8 x i32> %wide.load15 to <8 x i64>
  %6 = sext <8 x i32> %wide.load16 to <8 x i64>
  %7 = sext <8 x i32> %wide.load17 to <8 x i64>
  %8 = getelementptr inbounds i64, ptr %a, <8 x i64> %4
  %9 = getelementptr inbounds i64, ptr %a, <8 x i64> %5
  %10 = getelementptr inbounds i64, ptr %a, <8 x i64> %6
  %11 = getelementptr inbounds i64, ptr %a, <8 x i64> %7
  %wide.masked.gather = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %8, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> poison), !tbaa !26
  %wide.masked.gather18 = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %9, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> poison), !tbaa !26
  %wide.masked.gather19 = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> poison), !tbaa !26
  %wide.masked.gather20 = tail call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> %11, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i64> poison), !tbaa !26
  %12 = xor <8 x i64> %wide.masked.gather, %vec.ind
  %13 = xor <8 x i64> %wide.masked.gather18, %step.add
  %14 = xor <8 x i64> %wide.masked.gather19, %step.add12
  %15 = xor <8 x i64> %wide.masked.gather20, %step.add13
  %16 = getelementptr inbounds i64, ptr %out, i64 %index
  %17 = getelementptr inbounds i8, ptr %16, i64 64
  %18 = getelementptr inbounds i8, ptr %16, i64 128
  %19 = getelementptr inbounds i8, ptr %16, i64 192
  store <8 x i64> %12, ptr %16, align 8, !tbaa !26
  store <8 x i64> %13, ptr %17, align 8, !tbaa !26
  store <8 x i64> %14, ptr %18, align 8, !tbaa !26
  store <8 x i64> %15, ptr %19, align 8, !tbaa !26
  %index.next = add nuw i64 %index, 32
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader21

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader21, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader21 ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %21 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %21 to i64
  %arrayidx2 = getelementptr inbounds i64, ptr %a, i64 %idxprom1
  %22 = load i64, ptr %arrayidx2, align 8, !tbaa !26
  %xor = xor i64 %22, %indvars.iv
  %arrayidx4 = getelementptr inbounds i64, ptr %out, i64 %indvars.iv
  store i64 %xor, ptr %arrayidx4, align 8, !tbaa !26
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_f64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

for.body.preheader17:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 32
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = getelementptr inbounds i8, ptr %0, i64 96
  %wide.load = load <8 x i32>, ptr %0, align 4, !tbaa !5
  %wide.load11 = load <8 x i32>, ptr %1, align 4, !tbaa !5
  %wide.load12 = load <8 x i32>, ptr %2, align 4, !tbaa !5
  %wide.load13 = load <8 x i32>, ptr %3, align 4, !tbaa !5
  %4 = sext <8 x i32> %wide.load to <8 x i64>
  %5 = sext <8 x i32> %wide.load11 to <8 x i64>
  %6 = sext <8 x i32> %wide.load12 to <8 x i64>
  %7 = sext <8 x i32> %wide.load13 to <8 x i64>
  %8 = getelementptr inbounds double, ptr %a, <8 x i64> %4
  %9 = getelementptr inbounds double, ptr %a, <8 x i64> %5
  %10 = getelementptr inbounds double, ptr %a, <8 x i64> %6
  %11 = getelementptr inbounds double, ptr %a, <8 x i64> %7
  %wide.masked.gather = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %8, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !30
  %wide.masked.gather14 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %9, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !30
  %wide.masked.gather15 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %10, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !30
  %wide.masked.gather16 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> %11, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> poison), !tbaa !30
  %12 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %13 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather14, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %14 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather15, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %15 = tail call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %wide.masked.gather16, <8 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <8 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>)
  %16 = getelementptr inbounds double, ptr %out, i64 %index
  %17 = getelementptr inbounds i8, ptr %16, i64 64
  %18 = getelementptr inbounds i8, ptr %16, i64 128
  %19 = getelementptr inbounds i8, ptr %16, i64 192
  store <8 x double> %12, ptr %16, align 8, !tbaa !30
  store <8 x double> %13, ptr %17, align 8, !tbaa !30
  store <8 x double> %14, ptr %18, align 8, !tbaa !30
  store <8 x double> %15, ptr %19, align 8, !tbaa !30
  %index.next = add nuw i64 %index, 32
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader17

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %21 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %21 to i64
  %arrayidx2 = getelementptr inbounds double, ptr %a, i64 %idxprom1
  %22 = load double, ptr %arrayidx2, align 8, !tbaa !30
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 2.000000e+00, double -1.000000e+00)
  %arrayidx4 = getelementptr inbounds double, ptr %out, i64 %indvars.iv
  store double %23, ptr %arrayidx4, align 8, !tbaa !30
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_fma_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %idx, float noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr inbounds float, ptr %a, <16 x i64> %1
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !9
  %3 = getelementptr inbounds float, ptr %b, i64 %index
  %wide.load15 = load <16 x float>, ptr %3, align 4, !tbaa !9
  %4 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.masked.gather, <16 x float> %broadcast.splat, <16 x float> %wide.load15)
  %5 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %4, ptr %5, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !34

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
  %broadcast.splatinsert22 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat23 = shufflevector <8 x float> %broadcast.splatinsert22, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i32, ptr %idx, i64 %index18
  %wide.load19 = load <8 x i32>, ptr %7, align 4, !tbaa !5
  %8 = sext <8 x i32> %wide.load19 to <8 x i64>
  %9 = getelementptr inbounds float, ptr %a, <8 x i64> %8
  %wide.masked.gather20 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %9, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !9
  %10 = getelementptr inbounds float, ptr %b, i64 %index18
  %wide.load21 = load <8 x float>, ptr %10, align 4, !tbaa !9
  %11 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.masked.gather20, <8 x float> %broadcast.splat23, <8 x float> %wide.load21)
  %12 = getelementptr inbounds float, ptr %out, i64 %index18
  store <8 x float> %11, ptr %12, align 4, !tbaa !9
  %index.next24 = add nuw i64 %index18, 8
  %13 = icmp eq i64 %index.next24, %n.vec17
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec17, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %14 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %idxprom1 = sext i32 %14 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %a, i64 %idxprom1
  %15 = load float, ptr %arrayidx2, align 4, !tbaa !9
  %arrayidx4 = getelementptr inbounds float, ptr %b, i64 %indvars.iv
  %16 = load float, ptr %arrayidx4, align 4, !tbaa !9
  %17 = tail call float @llvm.fmuladd.f32(float %15, float %s, float %16)
  %arrayidx6 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %17, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_strided_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = sext i32 %stride to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ugt i32 %n, 7
  %ident.check.not = icmp eq i32 %stride, 1
  %or.cond = and i1 %min.iters.check, %ident.check.not
  br i1 %or.cond, label %vector.main.loop.iter.check, label %for.body.preheader

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

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
  %wide.load11 = load <16 x float>, ptr %2, align 4, !tbaa !9
  %wide.load12 = load <16 x float>, ptr %3, align 4, !tbaa !9
  %wide.load13 = load <16 x float>, ptr %4, align 4, !tbaa !9
  %5 = getelementptr inbounds float, ptr %out, i64 %index
  %6 = getelementptr inbounds i8, ptr %5, i64 64
  %7 = getelementptr inbounds i8, ptr %5, i64 128
  %8 = getelementptr inbounds i8, ptr %5, i64 192
  store <16 x float> %wide.load, ptr %5, align 4, !tbaa !9
  store <16 x float> %wide.load11, ptr %6, align 4, !tbaa !9
  store <16 x float> %wide.load12, ptr %7, align 4, !tbaa !9
  store <16 x float> %wide.load13, ptr %8, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 64
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  %xtraiter = and i64 %wide.trip.count, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.preheader, %for.body.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body.prol ], [ %indvars.iv.ph, %for.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.prol ], [ 0, %for.body.preheader ]
  %10 = mul nsw i64 %indvars.iv.prol, %0
  %arrayidx.prol = getelementptr inbounds float, ptr %a, i64 %10
  %11 = load float, ptr %arrayidx.prol, align 4, !tbaa !9
  %arrayidx2.prol = getelementptr inbounds float, ptr %out, i64 %indvars.iv.prol
  store float %11, ptr %arrayidx2.prol, align 4, !tbaa !9
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !38

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %12 = sub nsw i64 %indvars.iv.ph, %wide.trip.count
  %13 = icmp ugt i64 %12, -4
  br i1 %13, label %for.cond.cleanup, label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %14 = getelementptr inbounds float, ptr %a, i64 %index16
  %wide.load17 = load <8 x float>, ptr %14, align 4, !tbaa !9
  %15 = getelementptr inbounds float, ptr %out, i64 %index16
  store <8 x float> %wide.load17, ptr %15, align 4, !tbaa !9
  %index.next18 = add nuw i64 %index16, 8
  %16 = icmp eq i64 %index.next18, %n.vec15
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !40

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n19 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body.prol.loopexit, %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %17 = mul nsw i64 %indvars.iv, %0
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %17
  %18 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx2 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %18, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %19 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %19
  %20 = load float, ptr %arrayidx.1, align 4, !tbaa !9
  %arrayidx2.1 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next
  store float %20, ptr %arrayidx2.1, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %21 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %21
  %22 = load float, ptr %arrayidx.2, align 4, !tbaa !9
  %arrayidx2.2 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next.1
  store float %22, ptr %arrayidx2.2, align 4, !tbaa !9
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %23 = mul nsw i64 %indvars.iv.next.2, %0
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %23
  %24 = load float, ptr %arrayidx.3, align 4, !tbaa !9
  %arrayidx2.3 = getelementptr inbounds float, ptr %out, i64 %indvars.iv.next.2
  store float %24, ptr %arrayidx2.3, align 4, !tbaa !9
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %for.cond.cleanup, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_i16_index(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 16
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %idx, i64 %index
  %wide.load = load <16 x i16>, ptr %0, align 2, !tbaa !21
  %1 = sext <16 x i16> %wide.load to <16 x i64>
  %2 = getelementptr inbounds i32, ptr %a, <16 x i64> %1
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> poison), !tbaa !5
  %3 = add nsw <16 x i32> %wide.masked.gather, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %4 = getelementptr inbounds i32, ptr %out, i64 %index
  store <16 x i32> %3, ptr %4, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !42

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index14 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %6 = getelementptr inbounds i16, ptr %idx, i64 %index14
  %wide.load15 = load <8 x i16>, ptr %6, align 2, !tbaa !21
  %7 = sext <8 x i16> %wide.load15 to <8 x i64>
  %8 = getelementptr inbounds i32, ptr %a, <8 x i64> %7
  %wide.masked.gather16 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %8, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> poison), !tbaa !5
  %9 = add nsw <8 x i32> %wide.masked.gather16, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %10 = getelementptr inbounds i32, ptr %out, i64 %index14
  store <8 x i32> %9, ptr %10, align 4, !tbaa !5
  %index.next17 = add nuw i64 %index14, 8
  %11 = icmp eq i64 %index.next17, %n.vec13
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !43

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i64 %n.vec13, %wide.trip.count
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %idx, i64 %indvars.iv
  %12 = load i16, ptr %arrayidx, align 2, !tbaa !21
  %idxprom1 = sext i16 %12 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %a, i64 %idxprom1
  %13 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %sub = add nsw i32 %13, -7
  %arrayidx4 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %sub, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather_masked_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, ptr noalias nocapture noundef readonly %c, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %c, i64 %index
  %wide.load = load <16 x i8>, ptr %0, align 1, !tbaa !17
  %1 = icmp ne <16 x i8> %wide.load, zeroinitializer
  %2 = getelementptr i32, ptr %idx, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %2, i32 4, <16 x i1> %1, <16 x i32> poison), !tbaa !5
  %3 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %4 = getelementptr inbounds float, ptr %a, <16 x i64> %3
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %4, i32 4, <16 x i1> %1, <16 x float> poison), !tbaa !9
  %predphi = select <16 x i1> %1, <16 x float> %wide.masked.gather, <16 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>
  %5 = getelementptr inbounds float, ptr %out, i64 %index
  store <16 x float> %predphi, ptr %5, align 4, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !45

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec16 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index17 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next22, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i8, ptr %c, i64 %index17
  %wide.load18 = load <8 x i8>, ptr %7, align 1, !tbaa !17
  %8 = icmp ne <8 x i8> %wide.load18, zeroinitializer
  %9 = getelementptr i32, ptr %idx, i64 %index17
  %wide.masked.load19 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %9, i32 4, <8 x i1> %8, <8 x i32> poison), !tbaa !5
  %10 = sext <8 x i32> %wide.masked.load19 to <8 x i64>
  %11 = getelementptr inbounds float, ptr %a, <8 x i64> %10
  %wide.masked.gather20 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %11, i32 4, <8 x i1> %8, <8 x float> poison), !tbaa !9
  %predphi21 = select <8 x i1> %8, <8 x float> %wide.masked.gather20, <8 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>
  %12 = getelementptr inbounds float, ptr %out, i64 %index17
  store <8 x float> %predphi21, ptr %12, align 4, !tbaa !9
  %index.next22 = add nuw i64 %index17, 8
  %13 = icmp eq i64 %index.next22, %n.vec16
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !46

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n23 = icmp eq i64 %n.vec16, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %cond.end, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %cond.end
  %indvars.iv = phi i64 [ %indvars.iv.next, %cond.end ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %c, i64 %indvars.iv
  %14 = load i8, ptr %arrayidx, align 1, !tbaa !17
  %tobool.not = icmp eq i8 %14, 0
  br i1 %tobool.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %for.body
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %15 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %idxprom3 = sext i32 %15 to i64
  %arrayidx4 = getelementptr inbounds float, ptr %a, i64 %idxprom3
  %16 = load float, ptr %arrayidx4, align 4, !tbaa !9
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %16, %cond.true ], [ -1.000000e+00, %for.body ]
  %arrayidx6 = getelementptr inbounds float, ptr %out, i64 %indvars.iv
  store float %cond, ptr %arrayidx6, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !47
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.fmuladd.v8f64(<8 x double>, <8 x double>, <8 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

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
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12, !13, !14}
!20 = distinct !{!20, !12, !14, !13}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !7, i64 0}
!23 = distinct !{!23, !12, !13, !14}
!24 = distinct !{!24, !12, !13, !14}
!25 = distinct !{!25, !12, !14, !13}
!26 = !{!27, !27, i64 0}
!27 = !{!"long", !7, i64 0}
!28 = distinct !{!28, !12, !13, !14}
!29 = distinct !{!29, !12, !14, !13}
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !7, i64 0}
!32 = distinct !{!32, !12, !13, !14}
!33 = distinct !{!33, !12, !14, !13}
!34 = distinct !{!34, !12, !13, !14}
!35 = distinct !{!35, !12, !13, !14}
!36 = distinct !{!36, !12, !14, !13}
!37 = distinct !{!37, !12, !13, !14}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !12, !13, !14}
!41 = distinct !{!41, !12, !13}
!42 = distinct !{!42, !12, !13, !14}
!43 = distinct !{!43, !12, !13, !14}
!44 = distinct !{!44, !12, !14, !13}
!45 = distinct !{!45, !12, !13, !14}
!46 = distinct !{!46, !12, !13, !14}
!47 = distinct !{!47, !12, !14, !13}
