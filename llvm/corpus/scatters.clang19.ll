; ModuleID = 'scatters.c'
source_filename = "scatters.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scatter_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load12 = load <16 x i32>, ptr %1, align 4, !tbaa !9
  %2 = sext <16 x i32> %wide.load12 to <16 x i64>
  %3 = getelementptr inbounds float, ptr %out, <16 x i64> %2
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
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
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds float, ptr %a, i64 %index15
  %wide.load16 = load <8 x float>, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i32, ptr %idx, i64 %index15
  %wide.load17 = load <8 x i32>, ptr %6, align 4, !tbaa !9
  %7 = sext <8 x i32> %wide.load17 to <8 x i64>
  %8 = getelementptr inbounds float, ptr %out, <8 x i64> %7
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %wide.load16, <8 x ptr> %8, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5
  %index.next18 = add nuw i64 %index15, 8
  %9 = icmp eq i64 %index.next18, %n.vec14
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n19 = icmp eq i64 %n.vec14, %wide.trip.count
  br i1 %cmp.n19, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %10 = load float, ptr %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %11 = load i32, ptr %arrayidx2, align 4, !tbaa !9
  %idxprom3 = sext i32 %11 to i64
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %idxprom3
  store float %10, ptr %arrayidx4, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scatter_cond_f32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 16
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %a, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !5
  %1 = fcmp ogt <16 x float> %wide.load, zeroinitializer
  %2 = getelementptr i32, ptr %idx, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %2, i32 4, <16 x i1> %1, <16 x i32> poison), !tbaa !9
  %3 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %4 = getelementptr inbounds float, ptr %out, <16 x i64> %3
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %wide.load, <16 x ptr> %4, i32 4, <16 x i1> %1), !tbaa !5
  %index.next = add nuw i64 %index, 16
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next22, %vec.epilog.vector.body ]
  %6 = getelementptr inbounds float, ptr %a, i64 %index19
  %wide.load20 = load <8 x float>, ptr %6, align 4, !tbaa !5
  %7 = fcmp ogt <8 x float> %wide.load20, zeroinitializer
  %8 = getelementptr i32, ptr %idx, i64 %index19
  %wide.masked.load21 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %8, i32 4, <8 x i1> %7, <8 x i32> poison), !tbaa !9
  %9 = sext <8 x i32> %wide.masked.load21 to <8 x i64>
  %10 = getelementptr inbounds float, ptr %out, <8 x i64> %9
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %wide.load20, <8 x ptr> %10, i32 4, <8 x i1> %7), !tbaa !5
  %index.next22 = add nuw i64 %index19, 8
  %11 = icmp eq i64 %index.next22, %n.vec18
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n23 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n23, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %12 = load float, ptr %arrayidx, align 4, !tbaa !5
  %cmp1 = fcmp ogt float %12, 0.000000e+00
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %13 = load i32, ptr %arrayidx5, align 4, !tbaa !9
  %idxprom6 = sext i32 %13 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %idxprom6
  store float %12, ptr %arrayidx7, align 4, !tbaa !5
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scatter_i8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <16 x i8>, ptr %0, align 1, !tbaa !20
  %1 = add <16 x i8> %wide.load, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %2 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load13 = load <16 x i32>, ptr %2, align 4, !tbaa !9
  %3 = sext <16 x i32> %wide.load13 to <16 x i64>
  %4 = extractelement <16 x i64> %3, i64 0
  %5 = getelementptr inbounds i8, ptr %out, i64 %4
  %6 = extractelement <16 x i64> %3, i64 1
  %7 = getelementptr inbounds i8, ptr %out, i64 %6
  %8 = extractelement <16 x i64> %3, i64 2
  %9 = getelementptr inbounds i8, ptr %out, i64 %8
  %10 = extractelement <16 x i64> %3, i64 3
  %11 = getelementptr inbounds i8, ptr %out, i64 %10
  %12 = extractelement <16 x i64> %3, i64 4
  %13 = getelementptr inbounds i8, ptr %out, i64 %12
  %14 = extractelement <16 x i64> %3, i64 5
  %15 = getelementptr inbounds i8, ptr %out, i64 %14
  %16 = extractelement <16 x i64> %3, i64 6
  %17 = getelementptr inbounds i8, ptr %out, i64 %16
  %18 = extractelement <16 x i64> %3, i64 7
  %19 = getelementptr inbounds i8, ptr %out, i64 %18
  %20 = extractelement <16 x i64> %3, i64 8
  %21 = getelementptr inbounds i8, ptr %out, i64 %20
  %22 = extractelement <16 x i64> %3, i64 9
  %23 = getelementptr inbounds i8, ptr %out, i64 %22
  %24 = extractelement <16 x i64> %3, i64 10
  %25 = getelementptr inbounds i8, ptr %out, i64 %24
  %26 = extractelement <16 x i64> %3, i64 11
  %27 = getelementptr inbounds i8, ptr %out, i64 %26
  %28 = extractelement <16 x i64> %3, i64 12
  %29 = getelementptr inbounds i8, ptr %out, i64 %28
  %30 = extractelement <16 x i64> %3, i64 13
  %31 = getelementptr inbounds i8, ptr %out, i64 %30
  %32 = extractelement <16 x i64> %3, i64 14
  %33 = getelementptr inbounds i8, ptr %out, i64 %32
  %34 = extractelement <16 x i64> %3, i64 15
  %35 = getelementptr inbounds i8, ptr %out, i64 %34
  %36 = extractelement <16 x i8> %1, i64 0
  store i8 %36, ptr %5, align 1, !tbaa !20
  %37 = extractelement <16 x i8> %1, i64 1
  store i8 %37, ptr %7, align 1, !tbaa !20
  %38 = extractelement <16 x i8> %1, i64 2
  store i8 %38, ptr %9, align 1, !tbaa !20
  %39 = extractelement <16 x i8> %1, i64 3
  store i8 %39, ptr %11, align 1, !tbaa !20
  %40 = extractelement <16 x i8> %1, i64 4
  store i8 %40, ptr %13, align 1, !tbaa !20
  %41 = extractelement <16 x i8> %1, i64 5
  store i8 %41, ptr %15, align 1, !tbaa !20
  %42 = extractelement <16 x i8> %1, i64 6
  store i8 %42, ptr %17, align 1, !tbaa !20
  %43 = extractelement <16 x i8> %1, i64 7
  store i8 %43, ptr %19, align 1, !tbaa !20
  %44 = extractelement <16 x i8> %1, i64 8
  store i8 %44, ptr %21, align 1, !tbaa !20
  %45 = extractelement <16 x i8> %1, i64 9
  store i8 %45, ptr %23, align 1, !tbaa !20
  %46 = extractelement <16 x i8> %1, i64 10
  store i8 %46, ptr %25, align 1, !tbaa !20
  %47 = extractelement <16 x i8> %1, i64 11
  store i8 %47, ptr %27, align 1, !tbaa !20
  %48 = extractelement <16 x i8> %1, i64 12
  store i8 %48, ptr %29, align 1, !tbaa !20
  %49 = extractelement <16 x i8> %1, i64 13
  store i8 %49, ptr %31, align 1, !tbaa !20
  %50 = extractelement <16 x i8> %1, i64 14
  store i8 %50, ptr %33, align 1, !tbaa !20
  %51 = extractelement <16 x i8> %1, i64 15
  store i8 %51, ptr %35, align 1, !tbaa !20
  %index.next = add nuw i64 %index, 16
  %52 = icmp eq i64 %index.next, %n.vec
  br i1 %52, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %53 = getelementptr inbounds i8, ptr %a, i64 %index16
  %wide.load17 = load <8 x i8>, ptr %53, align 1, !tbaa !20
  %54 = add <8 x i8> %wide.load17, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %55 = getelementptr inbounds i32, ptr %idx, i64 %index16
  %wide.load18 = load <8 x i32>, ptr %55, align 4, !tbaa !9
  %56 = sext <8 x i32> %wide.load18 to <8 x i64>
  %57 = extractelement <8 x i64> %56, i64 0
  %58 = getelementptr inbounds i8, ptr %out, i64 %57
  %59 = extractelement <8 x i64> %56, i64 1
  %60 = getelementptr inbounds i8, ptr %out, i64 %59
  %61 = extractelement <8 x i64> %56, i64 2
  %62 = getelementptr inbounds i8, ptr %out, i64 %61
  %63 = extractelement <8 x i64> %56, i64 3
  %64 = getelementptr inbounds i8, ptr %out, i64 %63
  %65 = extractelement <8 x i64> %56, i64 4
  %66 = getelementptr inbounds i8, ptr %out, i64 %65
  %67 = extractelement <8 x i64> %56, i64 5
  %68 = getelementptr inbounds i8, ptr %out, i64 %67
  %69 = extractelement <8 x i64> %56, i64 6
  %70 = getelementptr inbounds i8, ptr %out, i64 %69
  %71 = extractelement <8 x i64> %56, i64 7
  %72 = getelementptr inbounds i8, ptr %out, i64 %71
  %73 = extractelement <8 x i8> %54, i64 0
  store i8 %73, ptr %58, align 1, !tbaa !20
  %74 = extractelement <8 x i8> %54, i64 1
  store i8 %74, ptr %60, align 1, !tbaa !20
  %75 = extractelement <8 x i8> %54, i64 2
  store i8 %75, ptr %62, align 1, !tbaa !20
  %76 = extractelement <8 x i8> %54, i64 3
  store i8 %76, ptr %64, align 1, !tbaa !20
  %77 = extractelement <8 x i8> %54, i64 4
  store i8 %77, ptr %66, align 1, !tbaa !20
  %78 = extractelement <8 x i8> %54, i64 5
  store i8 %78, ptr %68, align 1, !tbaa !20
  %79 = extractelement <8 x i8> %54, i64 6
  store i8 %79, ptr %70, align 1, !tbaa !20
  %80 = extractelement <8 x i8> %54, i64 7
  store i8 %80, ptr %72, align 1, !tbaa !20
  %index.next19 = add nuw i64 %index16, 8
  %81 = icmp eq i64 %index.next19, %n.vec15
  br i1 %81, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %82 = load i8, ptr %arrayidx, align 1, !tbaa !20
  %add = add i8 %82, 3
  %arrayidx3 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %83 = load i32, ptr %arrayidx3, align 4, !tbaa !9
  %idxprom4 = sext i32 %83 to i64
  %arrayidx5 = getelementptr inbounds i8, ptr %out, i64 %idxprom4
  store i8 %add, ptr %arrayidx5, align 1, !tbaa !20
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scatter_i16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check12 = icmp ult i32 %n, 16
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <16 x i16>, ptr %0, align 2, !tbaa !24
  %1 = shl <16 x i16> %wide.load, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %2 = getelementptr inbounds i32, ptr %idx, i64 %index
  %wide.load13 = load <16 x i32>, ptr %2, align 4, !tbaa !9
  %3 = sext <16 x i32> %wide.load13 to <16 x i64>
  %4 = extractelement <16 x i64> %3, i64 0
  %5 = getelementptr inbounds i16, ptr %out, i64 %4
  %6 = extractelement <16 x i64> %3, i64 1
  %7 = getelementptr inbounds i16, ptr %out, i64 %6
  %8 = extractelement <16 x i64> %3, i64 2
  %9 = getelementptr inbounds i16, ptr %out, i64 %8
  %10 = extractelement <16 x i64> %3, i64 3
  %11 = getelementptr inbounds i16, ptr %out, i64 %10
  %12 = extractelement <16 x i64> %3, i64 4
  %13 = getelementptr inbounds i16, ptr %out, i64 %12
  %14 = extractelement <16 x i64> %3, i64 5
  %15 = getelementptr inbounds i16, ptr %out, i64 %14
  %16 = extractelement <16 x i64> %3, i64 6
  %17 = getelementptr inbounds i16, ptr %out, i64 %16
  %18 = extractelement <16 x i64> %3, i64 7
  %19 = getelementptr inbounds i16, ptr %out, i64 %18
  %20 = extractelement <16 x i64> %3, i64 8
  %21 = getelementptr inbounds i16, ptr %out, i64 %20
  %22 = extractelement <16 x i64> %3, i64 9
  %23 = getelementptr inbounds i16, ptr %out, i64 %22
  %24 = extractelement <16 x i64> %3, i64 10
  %25 = getelementptr inbounds i16, ptr %out, i64 %24
  %26 = extractelement <16 x i64> %3, i64 11
  %27 = getelementptr inbounds i16, ptr %out, i64 %26
  %28 = extractelement <16 x i64> %3, i64 12
  %29 = getelementptr inbounds i16, ptr %out, i64 %28
  %30 = extractelement <16 x i64> %3, i64 13
  %31 = getelementptr inbounds i16, ptr %out, i64 %30
  %32 = extractelement <16 x i64> %3, i64 14
  %33 = getelementptr inbounds i16, ptr %out, i64 %32
  %34 = extractelement <16 x i64> %3, i64 15
  %35 = getelementptr inbounds i16, ptr %out, i64 %34
  %36 = extractelement <16 x i16> %1, i64 0
  store i16 %36, ptr %5, align 2, !tbaa !24
  %37 = extractelement <16 x i16> %1, i64 1
  store i16 %37, ptr %7, align 2, !tbaa !24
  %38 = extractelement <16 x i16> %1, i64 2
  store i16 %38, ptr %9, align 2, !tbaa !24
  %39 = extractelement <16 x i16> %1, i64 3
  store i16 %39, ptr %11, align 2, !tbaa !24
  %40 = extractelement <16 x i16> %1, i64 4
  store i16 %40, ptr %13, align 2, !tbaa !24
  %41 = extractelement <16 x i16> %1, i64 5
  store i16 %41, ptr %15, align 2, !tbaa !24
  %42 = extractelement <16 x i16> %1, i64 6
  store i16 %42, ptr %17, align 2, !tbaa !24
  %43 = extractelement <16 x i16> %1, i64 7
  store i16 %43, ptr %19, align 2, !tbaa !24
  %44 = extractelement <16 x i16> %1, i64 8
  store i16 %44, ptr %21, align 2, !tbaa !24
  %45 = extractelement <16 x i16> %1, i64 9
  store i16 %45, ptr %23, align 2, !tbaa !24
  %46 = extractelement <16 x i16> %1, i64 10
  store i16 %46, ptr %25, align 2, !tbaa !24
  %47 = extractelement <16 x i16> %1, i64 11
  store i16 %47, ptr %27, align 2, !tbaa !24
  %48 = extractelement <16 x i16> %1, i64 12
  store i16 %48, ptr %29, align 2, !tbaa !24
  %49 = extractelement <16 x i16> %1, i64 13
  store i16 %49, ptr %31, align 2, !tbaa !24
  %50 = extractelement <16 x i16> %1, i64 14
  store i16 %50, ptr %33, align 2, !tbaa !24
  %51 = extractelement <16 x i16> %1, i64 15
  store i16 %51, ptr %35, align 2, !tbaa !24
  %index.next = add nuw i64 %index, 16
  %52 = icmp eq i64 %index.next, %n.vec
  br i1 %52, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec15, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec15 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %53 = getelementptr inbounds i16, ptr %a, i64 %index16
  %wide.load17 = load <8 x i16>, ptr %53, align 2, !tbaa !24
  %54 = shl <8 x i16> %wide.load17, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %55 = getelementptr inbounds i32, ptr %idx, i64 %index16
  %wide.load18 = load <8 x i32>, ptr %55, align 4, !tbaa !9
  %56 = sext <8 x i32> %wide.load18 to <8 x i64>
  %57 = extractelement <8 x i64> %56, i64 0
  %58 = getelementptr inbounds i16, ptr %out, i64 %57
  %59 = extractelement <8 x i64> %56, i64 1
  %60 = getelementptr inbounds i16, ptr %out, i64 %59
  %61 = extractelement <8 x i64> %56, i64 2
  %62 = getelementptr inbounds i16, ptr %out, i64 %61
  %63 = extractelement <8 x i64> %56, i64 3
  %64 = getelementptr inbounds i16, ptr %out, i64 %63
  %65 = extractelement <8 x i64> %56, i64 4
  %66 = getelementptr inbounds i16, ptr %out, i64 %65
  %67 = extractelement <8 x i64> %56, i64 5
  %68 = getelementptr inbounds i16, ptr %out, i64 %67
  %69 = extractelement <8 x i64> %56, i64 6
  %70 = getelementptr inbounds i16, ptr %out, i64 %69
  %71 = extractelement <8 x i64> %56, i64 7
  %72 = getelementptr inbounds i16, ptr %out, i64 %71
  %73 = extractelement <8 x i16> %54, i64 0
  store i16 %73, ptr %58, align 2, !tbaa !24
  %74 = extractelement <8 x i16> %54, i64 1
  store i16 %74, ptr %60, align 2, !tbaa !24
  %75 = extractelement <8 x i16> %54, i64 2
  store i16 %75, ptr %62, align 2, !tbaa !24
  %76 = extractelement <8 x i16> %54, i64 3
  store i16 %76, ptr %64, align 2, !tbaa !24
  %77 = extractelement <8 x i16> %54, i64 4
  store i16 %77, ptr %66, align 2, !tbaa !24
  %78 = extractelement <8 x i16> %54, i64 5
  store i16 %78, ptr %68, align 2, !tbaa !24
  %79 = extractelement <8 x i16> %54, i64 6
  store i16 %79, ptr %70, align 2, !tbaa !24
  %80 = extractelement <8 x i16> %54, i64 7
  store i16 %80, ptr %72, align 2, !tbaa !24
  %index.next19 = add nuw i64 %index16, 8
  %81 = icmp eq i64 %index.next19, %n.vec15
  br i1 %81, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec15, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %82 = load i16, ptr %arrayidx, align 2, !tbaa !24
  %shl = shl i16 %82, 1
  %arrayidx3 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %83 = load i32, ptr %arrayidx3, align 4, !tbaa !9
  %idxprom4 = sext i32 %83 to i64
  %arrayidx5 = getelementptr inbounds i16, ptr %out, i64 %idxprom4
  store i16 %shl, ptr %arrayidx5, align 2, !tbaa !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scatter_i64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph

for.body.preheader18:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i64, ptr %a, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 64
  %2 = getelementptr inbounds i8, ptr %0, i64 128
  %3 = getelementptr inbounds i8, ptr %0, i64 192
  %wide.load = load <8 x i64>, ptr %0, align 8, !tbaa !29
  %wide.load11 = load <8 x i64>, ptr %1, align 8, !tbaa !29
  %wide.load12 = load <8 x i64>, ptr %2, align 8, !tbaa !29
  %wide.load13 = load <8 x i64>, ptr %3, align 8, !tbaa !29
  %4 = add nsw <8 x i64> %wide.load, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = add nsw <8 x i64> %wide.load11, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %6 = add nsw <8 x i64> %wide.load12, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = add nsw <8 x i64> %wide.load13, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %8 = getelementptr inbounds i32, ptr %idx, i64 %index
  %9 = getelementptr inbounds i8, ptr %8, i64 32
  %10 = getelementptr inbounds i8, ptr %8, i64 64
  %11 = getelementptr inbounds i8, ptr %8, i64 96
  %wide.load14 = load <8 x i32>, ptr %8, align 4, !tbaa !9
  %wide.load15 = load <8 x i32>, ptr %9, align 4, !tbaa !9
  %wide.load16 = load <8 x i32>, ptr %10, align 4, !tbaa !9
  %wide.load17 = load <8 x i32>, ptr %11, align 4, !tbaa !9
  %12 = sext <8 x i32> %wide.load14 to <8 x i64>
  %13 = sext <8 x i32> %wide.load15 to <8 x i64>
  %14 = sext <8 x i32> %wide.load16 to <8 x i64>
  %15 = sext <8 x i32> %wide.load17 to <8 x i64>
  %16 = getelementptr inbounds i64, ptr %out, <8 x i64> %12
  %17 = getelementptr inbounds i64, ptr %out, <8 x i64> %13
  %18 = getelementptr inbounds i64, ptr %out, <8 x i64> %14
  %19 = getelementptr inbounds i64, ptr %out, <8 x i64> %15
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %4, <8 x ptr> %16, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !29
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %5, <8 x ptr> %17, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !29
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %6, <8 x ptr> %18, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !29
  tail call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %7, <8 x ptr> %19, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !29
  %index.next = add nuw i64 %index, 32
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader18

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %indvars.iv
  %21 = load i64, ptr %arrayidx, align 8, !tbaa !29
  %add = add nsw i64 %21, 1
  %arrayidx2 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %22 = load i32, ptr %arrayidx2, align 4, !tbaa !9
  %idxprom3 = sext i32 %22 to i64
  %arrayidx4 = getelementptr inbounds i64, ptr %out, i64 %idxprom3
  store i64 %add, ptr %arrayidx4, align 8, !tbaa !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scatter_cond_f64(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %c, ptr noalias nocapture noundef readonly %idx, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader24, label %vector.ph

for.body.preheader24:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483616
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %c, i64 %index
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !20
  %wide.load14 = load <8 x i8>, ptr %1, align 1, !tbaa !20
  %wide.load15 = load <8 x i8>, ptr %2, align 1, !tbaa !20
  %wide.load16 = load <8 x i8>, ptr %3, align 1, !tbaa !20
  %4 = icmp ne <8 x i8> %wide.load, zeroinitializer
  %5 = icmp ne <8 x i8> %wide.load14, zeroinitializer
  %6 = icmp ne <8 x i8> %wide.load15, zeroinitializer
  %7 = icmp ne <8 x i8> %wide.load16, zeroinitializer
  %8 = getelementptr double, ptr %a, i64 %index
  %9 = getelementptr i8, ptr %8, i64 64
  %10 = getelementptr i8, ptr %8, i64 128
  %11 = getelementptr i8, ptr %8, i64 192
  %wide.masked.load = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %8, i32 8, <8 x i1> %4, <8 x double> poison), !tbaa !33
  %wide.masked.load17 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %9, i32 8, <8 x i1> %5, <8 x double> poison), !tbaa !33
  %wide.masked.load18 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %10, i32 8, <8 x i1> %6, <8 x double> poison), !tbaa !33
  %wide.masked.load19 = tail call <8 x double> @llvm.masked.load.v8f64.p0(ptr %11, i32 8, <8 x i1> %7, <8 x double> poison), !tbaa !33
  %12 = getelementptr i32, ptr %idx, i64 %index
  %13 = getelementptr i8, ptr %12, i64 32
  %14 = getelementptr i8, ptr %12, i64 64
  %15 = getelementptr i8, ptr %12, i64 96
  %wide.masked.load20 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %12, i32 4, <8 x i1> %4, <8 x i32> poison), !tbaa !9
  %wide.masked.load21 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %13, i32 4, <8 x i1> %5, <8 x i32> poison), !tbaa !9
  %wide.masked.load22 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %14, i32 4, <8 x i1> %6, <8 x i32> poison), !tbaa !9
  %wide.masked.load23 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %15, i32 4, <8 x i1> %7, <8 x i32> poison), !tbaa !9
  %16 = sext <8 x i32> %wide.masked.load20 to <8 x i64>
  %17 = sext <8 x i32> %wide.masked.load21 to <8 x i64>
  %18 = sext <8 x i32> %wide.masked.load22 to <8 x i64>
  %19 = sext <8 x i32> %wide.masked.load23 to <8 x i64>
  %20 = getelementptr inbounds double, ptr %out, <8 x i64> %16
  %21 = getelementptr inbounds double, ptr %out, <8 x i64> %17
  %22 = getelementptr inbounds double, ptr %out, <8 x i64> %18
  %23 = getelementptr inbounds double, ptr %out, <8 x i64> %19
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %wide.masked.load, <8 x ptr> %20, i32 8, <8 x i1> %4), !tbaa !33
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %wide.masked.load17, <8 x ptr> %21, i32 8, <8 x i1> %5), !tbaa !33
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %wide.masked.load18, <8 x ptr> %22, i32 8, <8 x i1> %6), !tbaa !33
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %wide.masked.load19, <8 x ptr> %23, i32 8, <8 x i1> %7), !tbaa !33
  %index.next = add nuw i64 %index, 32
  %24 = icmp eq i64 %index.next, %n.vec
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader24

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader24, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader24 ]
  %arrayidx = getelementptr inbounds i8, ptr %c, i64 %indvars.iv
  %25 = load i8, ptr %arrayidx, align 1, !tbaa !20
  %tobool.not = icmp eq i8 %25, 0
  br i1 %tobool.not, label %for.inc, label %if.then

if.then:                                          ; preds = %for.body
  %arrayidx2 = getelementptr inbounds double, ptr %a, i64 %indvars.iv
  %26 = load double, ptr %arrayidx2, align 8, !tbaa !33
  %arrayidx4 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %27 = load i32, ptr %arrayidx4, align 4, !tbaa !9
  %idxprom5 = sext i32 %27 to i64
  %arrayidx6 = getelementptr inbounds double, ptr %out, i64 %idxprom5
  store double %26, ptr %arrayidx6, align 8, !tbaa !33
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scatter_strided_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
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
  %1 = getelementptr inbounds i32, ptr %a, i64 %index
  %2 = getelementptr inbounds i8, ptr %1, i64 64
  %3 = getelementptr inbounds i8, ptr %1, i64 128
  %4 = getelementptr inbounds i8, ptr %1, i64 192
  %wide.load = load <16 x i32>, ptr %1, align 4, !tbaa !9
  %wide.load11 = load <16 x i32>, ptr %2, align 4, !tbaa !9
  %wide.load12 = load <16 x i32>, ptr %3, align 4, !tbaa !9
  %wide.load13 = load <16 x i32>, ptr %4, align 4, !tbaa !9
  %5 = getelementptr inbounds i32, ptr %out, i64 %index
  %6 = getelementptr inbounds i8, ptr %5, i64 64
  %7 = getelementptr inbounds i8, ptr %5, i64 128
  %8 = getelementptr inbounds i8, ptr %5, i64 192
  store <16 x i32> %wide.load, ptr %5, align 4, !tbaa !9
  store <16 x i32> %wide.load11, ptr %6, align 4, !tbaa !9
  store <16 x i32> %wide.load12, ptr %7, align 4, !tbaa !9
  store <16 x i32> %wide.load13, ptr %8, align 4, !tbaa !9
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
  %arrayidx.prol = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.prol
  %10 = load i32, ptr %arrayidx.prol, align 4, !tbaa !9
  %11 = mul nsw i64 %indvars.iv.prol, %0
  %arrayidx2.prol = getelementptr inbounds i32, ptr %out, i64 %11
  store i32 %10, ptr %arrayidx2.prol, align 4, !tbaa !9
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
  %14 = getelementptr inbounds i32, ptr %a, i64 %index16
  %wide.load17 = load <8 x i32>, ptr %14, align 4, !tbaa !9
  %15 = getelementptr inbounds i32, ptr %out, i64 %index16
  store <8 x i32> %wide.load17, ptr %15, align 4, !tbaa !9
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
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %17 = load i32, ptr %arrayidx, align 4, !tbaa !9
  %18 = mul nsw i64 %indvars.iv, %0
  %arrayidx2 = getelementptr inbounds i32, ptr %out, i64 %18
  store i32 %17, ptr %arrayidx2, align 4, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next
  %19 = load i32, ptr %arrayidx.1, align 4, !tbaa !9
  %20 = mul nsw i64 %indvars.iv.next, %0
  %arrayidx2.1 = getelementptr inbounds i32, ptr %out, i64 %20
  store i32 %19, ptr %arrayidx2.1, align 4, !tbaa !9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next.1
  %21 = load i32, ptr %arrayidx.2, align 4, !tbaa !9
  %22 = mul nsw i64 %indvars.iv.next.1, %0
  %arrayidx2.2 = getelementptr inbounds i32, ptr %out, i64 %22
  store i32 %21, ptr %arrayidx2.2, align 4, !tbaa !9
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next.2
  %23 = load i32, ptr %arrayidx.3, align 4, !tbaa !9
  %24 = mul nsw i64 %indvars.iv.next.2, %0
  %arrayidx2.3 = getelementptr inbounds i32, ptr %out, i64 %24
  store i32 %23, ptr %arrayidx2.3, align 4, !tbaa !9
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.not.3, label %for.cond.cleanup, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scatter_cond_i32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %idx, i32 noundef %t, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check16 = icmp ult i32 %n, 16
  br i1 %min.iters.check16, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %t, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !9
  %1 = icmp slt <16 x i32> %wide.load, %broadcast.splat
  %2 = and <16 x i32> %wide.load, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %3 = getelementptr i32, ptr %idx, i64 %index
  %wide.masked.load = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %3, i32 4, <16 x i1> %1, <16 x i32> poison), !tbaa !9
  %4 = sext <16 x i32> %wide.masked.load to <16 x i64>
  %5 = getelementptr inbounds i32, ptr %out, <16 x i64> %4
  tail call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %2, <16 x ptr> %5, i32 4, <16 x i1> %1), !tbaa !9
  %index.next = add nuw i64 %index, 16
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !42

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec18, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec18 = and i64 %wide.trip.count, 2147483640
  %broadcast.splatinsert21 = insertelement <8 x i32> poison, i32 %t, i64 0
  %broadcast.splat22 = shufflevector <8 x i32> %broadcast.splatinsert21, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i32, ptr %a, i64 %index19
  %wide.load20 = load <8 x i32>, ptr %7, align 4, !tbaa !9
  %8 = icmp slt <8 x i32> %wide.load20, %broadcast.splat22
  %9 = and <8 x i32> %wide.load20, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %10 = getelementptr i32, ptr %idx, i64 %index19
  %wide.masked.load23 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %10, i32 4, <8 x i1> %8, <8 x i32> poison), !tbaa !9
  %11 = sext <8 x i32> %wide.masked.load23 to <8 x i64>
  %12 = getelementptr inbounds i32, ptr %out, <8 x i64> %11
  tail call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %9, <8 x ptr> %12, i32 4, <8 x i1> %8), !tbaa !9
  %index.next24 = add nuw i64 %index19, 8
  %13 = icmp eq i64 %index.next24, %n.vec18
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !43

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i64 %n.vec18, %wide.trip.count
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.inc, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.inc ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %14 = load i32, ptr %arrayidx, align 4, !tbaa !9
  %cmp1 = icmp slt i32 %14, %t
  br i1 %cmp1, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %and = and i32 %14, 255
  %arrayidx5 = getelementptr inbounds i32, ptr %idx, i64 %indvars.iv
  %15 = load i32, ptr %arrayidx5, align 4, !tbaa !9
  %idxprom6 = sext i32 %15 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %out, i64 %idxprom6
  store i32 %and, ptr %arrayidx7, align 4, !tbaa !9
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, i32 immarg, <8 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x double> @llvm.masked.load.v8f64.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f64.v8p0(<8 x double>, <8 x ptr>, i32 immarg, <8 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16i32.v16p0(<16 x i32>, <16 x ptr>, i32 immarg, <16 x i1>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, i32 immarg, <8 x i1>) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13, !14}
!16 = distinct !{!16, !12, !14, !13}
!17 = distinct !{!17, !12, !13, !14}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12, !14, !13}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !12, !13, !14}
!22 = distinct !{!22, !12, !13, !14}
!23 = distinct !{!23, !12, !14, !13}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !7, i64 0}
!26 = distinct !{!26, !12, !13, !14}
!27 = distinct !{!27, !12, !13, !14}
!28 = distinct !{!28, !12, !14, !13}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !7, i64 0}
!31 = distinct !{!31, !12, !13, !14}
!32 = distinct !{!32, !12, !14, !13}
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !7, i64 0}
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
