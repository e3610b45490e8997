; ModuleID = 'histogram.c'
source_filename = "histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @hist_add_i32(ptr noalias nocapture noundef %h, ptr noalias nocapture noundef readonly %bin, ptr noalias nocapture noundef readonly %w, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds i32, ptr %w, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5, !llvm.access.group !9
  %1 = getelementptr inbounds i32, ptr %bin, i64 %index
  %wide.load12 = load <16 x i32>, ptr %1, align 4, !tbaa !5, !llvm.access.group !9
  %2 = sext <16 x i32> %wide.load12 to <16 x i64>
  %3 = getelementptr inbounds i32, ptr %h, <16 x i64> %2
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> poison), !tbaa !5, !llvm.access.group !9
  %4 = add nsw <16 x i32> %wide.masked.gather, %wide.load
  tail call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %4, <16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !9
  %index.next = add nuw i64 %index, 16
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !10

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
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %6 = getelementptr inbounds i32, ptr %w, i64 %index15
  %wide.load16 = load <8 x i32>, ptr %6, align 4, !tbaa !5, !llvm.access.group !9
  %7 = getelementptr inbounds i32, ptr %bin, i64 %index15
  %wide.load17 = load <8 x i32>, ptr %7, align 4, !tbaa !5, !llvm.access.group !9
  %8 = sext <8 x i32> %wide.load17 to <8 x i64>
  %9 = getelementptr inbounds i32, ptr %h, <8 x i64> %8
  %wide.masked.gather18 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %9, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> poison), !tbaa !5, !llvm.access.group !9
  %10 = add nsw <8 x i32> %wide.masked.gather18, %wide.load16
  tail call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %10, <8 x ptr> %9, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !9
  %index.next19 = add nuw i64 %index15, 8
  %11 = icmp eq i64 %index.next19, %n.vec14
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n20 = icmp eq i64 %n.vec14, %wide.trip.count
  br i1 %cmp.n20, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %w, i64 %indvars.iv
  %12 = load i32, ptr %arrayidx, align 4, !tbaa !5, !llvm.access.group !9
  %arrayidx2 = getelementptr inbounds i32, ptr %bin, i64 %indvars.iv
  %13 = load i32, ptr %arrayidx2, align 4, !tbaa !5, !llvm.access.group !9
  %idxprom3 = sext i32 %13 to i64
  %arrayidx4 = getelementptr inbounds i32, ptr %h, i64 %idxprom3
  %14 = load i32, ptr %arrayidx4, align 4, !tbaa !5, !llvm.access.group !9
  %add = add nsw i32 %14, %12
  store i32 %add, ptr %arrayidx4, align 4, !tbaa !5, !llvm.access.group !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @hist_axpy_f32(ptr noalias nocapture noundef %h, ptr noalias nocapture noundef readonly %bin, ptr noalias nocapture noundef readonly %w, float noundef %s, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
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
  %broadcast.splatinsert = insertelement <16 x float> poison, float %s, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds float, ptr %w, i64 %index
  %wide.load = load <16 x float>, ptr %0, align 4, !tbaa !17, !llvm.access.group !19
  %1 = getelementptr inbounds i32, ptr %bin, i64 %index
  %wide.load12 = load <16 x i32>, ptr %1, align 4, !tbaa !5, !llvm.access.group !19
  %2 = sext <16 x i32> %wide.load12 to <16 x i64>
  %3 = getelementptr inbounds float, ptr %h, <16 x i64> %2
  %wide.masked.gather = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !17, !llvm.access.group !19
  %4 = tail call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %wide.load, <16 x float> %broadcast.splat, <16 x float> %wide.masked.gather)
  tail call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %4, <16 x ptr> %3, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !17, !llvm.access.group !19
  %index.next = add nuw i64 %index, 16
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !20

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
  %broadcast.splatinsert19 = insertelement <8 x float> poison, float %s, i64 0
  %broadcast.splat20 = shufflevector <8 x float> %broadcast.splatinsert19, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next21, %vec.epilog.vector.body ]
  %6 = getelementptr inbounds float, ptr %w, i64 %index15
  %wide.load16 = load <8 x float>, ptr %6, align 4, !tbaa !17, !llvm.access.group !19
  %7 = getelementptr inbounds i32, ptr %bin, i64 %index15
  %wide.load17 = load <8 x i32>, ptr %7, align 4, !tbaa !5, !llvm.access.group !19
  %8 = sext <8 x i32> %wide.load17 to <8 x i64>
  %9 = getelementptr inbounds float, ptr %h, <8 x i64> %8
  %wide.masked.gather18 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %9, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !17, !llvm.access.group !19
  %10 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.load16, <8 x float> %broadcast.splat20, <8 x float> %wide.masked.gather18)
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %10, <8 x ptr> %9, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !17, !llvm.access.group !19
  %index.next21 = add nuw i64 %index15, 8
  %11 = icmp eq i64 %index.next21, %n.vec14
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n22 = icmp eq i64 %n.vec14, %wide.trip.count
  br i1 %cmp.n22, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds float, ptr %w, i64 %indvars.iv
  %12 = load float, ptr %arrayidx, align 4, !tbaa !17, !llvm.access.group !19
  %arrayidx2 = getelementptr inbounds i32, ptr %bin, i64 %indvars.iv
  %13 = load i32, ptr %arrayidx2, align 4, !tbaa !5, !llvm.access.group !19
  %idxprom3 = sext i32 %13 to i64
  %arrayidx4 = getelementptr inbounds float, ptr %h, i64 %idxprom3
  %14 = load float, ptr %arrayidx4, align 4, !tbaa !17, !llvm.access.group !19
  %15 = tail call float @llvm.fmuladd.f32(float %12, float %s, float %14)
  store float %15, ptr %arrayidx4, align 4, !tbaa !17, !llvm.access.group !19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rmw_max_i32(ptr noalias nocapture noundef %h, ptr noalias nocapture noundef readonly %bin, ptr noalias nocapture noundef readonly %v, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp28 = icmp sgt i32 %n, 0
  br i1 %cmp28, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check31 = icmp ult i32 %n, 16
  br i1 %min.iters.check31, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %bin, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5, !llvm.access.group !24
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = getelementptr inbounds i32, ptr %h, <16 x i64> %1
  %wide.masked.gather = tail call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i32> poison), !tbaa !5, !llvm.access.group !24
  %3 = getelementptr inbounds i32, ptr %v, i64 %index
  %wide.load32 = load <16 x i32>, ptr %3, align 4, !tbaa !5, !llvm.access.group !24
  %4 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.masked.gather, <16 x i32> %wide.load32)
  tail call void @llvm.masked.scatter.v16i32.v16p0(<16 x i32> %4, <16 x ptr> %2, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !24
  %index.next = add nuw i64 %index, 16
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec34, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec34 = and i64 %wide.trip.count, 2147483640
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index35 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next39, %vec.epilog.vector.body ]
  %6 = getelementptr inbounds i32, ptr %bin, i64 %index35
  %wide.load36 = load <8 x i32>, ptr %6, align 4, !tbaa !5, !llvm.access.group !24
  %7 = sext <8 x i32> %wide.load36 to <8 x i64>
  %8 = getelementptr inbounds i32, ptr %h, <8 x i64> %7
  %wide.masked.gather37 = tail call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %8, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i32> poison), !tbaa !5, !llvm.access.group !24
  %9 = getelementptr inbounds i32, ptr %v, i64 %index35
  %wide.load38 = load <8 x i32>, ptr %9, align 4, !tbaa !5, !llvm.access.group !24
  %10 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %wide.masked.gather37, <8 x i32> %wide.load38)
  tail call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %10, <8 x ptr> %8, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !5, !llvm.access.group !24
  %index.next39 = add nuw i64 %index35, 8
  %11 = icmp eq i64 %index.next39, %n.vec34
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n40 = icmp eq i64 %n.vec34, %wide.trip.count
  br i1 %cmp.n40, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %bin, i64 %indvars.iv
  %12 = load i32, ptr %arrayidx, align 4, !tbaa !5, !llvm.access.group !24
  %idxprom1 = sext i32 %12 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %h, i64 %idxprom1
  %13 = load i32, ptr %arrayidx2, align 4, !tbaa !5, !llvm.access.group !24
  %arrayidx4 = getelementptr inbounds i32, ptr %v, i64 %indvars.iv
  %14 = load i32, ptr %arrayidx4, align 4, !tbaa !5, !llvm.access.group !24
  %. = tail call i32 @llvm.smax.i32(i32 %13, i32 %14)
  store i32 %., ptr %arrayidx2, align 4, !tbaa !5, !llvm.access.group !24
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @hist_count_u8(ptr noalias nocapture noundef %h, ptr noalias nocapture noundef readonly %bin, i32 noundef %n, i32 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader9, label %vector.ph

for.body.preheader9:                              ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 2147483632
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %bin, i64 %index
  %wide.load = load <16 x i32>, ptr %0, align 4, !tbaa !5, !llvm.access.group !29
  %1 = sext <16 x i32> %wide.load to <16 x i64>
  %2 = extractelement <16 x i64> %1, i64 0
  %3 = getelementptr inbounds i8, ptr %h, i64 %2
  %4 = extractelement <16 x i64> %1, i64 1
  %5 = getelementptr inbounds i8, ptr %h, i64 %4
  %6 = extractelement <16 x i64> %1, i64 2
  %7 = getelementptr inbounds i8, ptr %h, i64 %6
  %8 = extractelement <16 x i64> %1, i64 3
  %9 = getelementptr inbounds i8, ptr %h, i64 %8
  %10 = extractelement <16 x i64> %1, i64 4
  %11 = getelementptr inbounds i8, ptr %h, i64 %10
  %12 = extractelement <16 x i64> %1, i64 5
  %13 = getelementptr inbounds i8, ptr %h, i64 %12
  %14 = extractelement <16 x i64> %1, i64 6
  %15 = getelementptr inbounds i8, ptr %h, i64 %14
  %16 = extractelement <16 x i64> %1, i64 7
  %17 = getelementptr inbounds i8, ptr %h, i64 %16
  %18 = extractelement <16 x i64> %1, i64 8
  %19 = getelementptr inbounds i8, ptr %h, i64 %18
  %20 = extractelement <16 x i64> %1, i64 9
  %21 = getelementptr inbounds i8, ptr %h, i64 %20
  %22 = extractelement <16 x i64> %1, i64 10
  %23 = getelementptr inbounds i8, ptr %h, i64 %22
  %24 = extractelement <16 x i64> %1, i64 11
  %25 = getelementptr inbounds i8, ptr %h, i64 %24
  %26 = extractelement <16 x i64> %1, i64 12
  %27 = getelementptr inbounds i8, ptr %h, i64 %26
  %28 = extractelement <16 x i64> %1, i64 13
  %29 = getelementptr inbounds i8, ptr %h, i64 %28
  %30 = extractelement <16 x i64> %1, i64 14
  %31 = getelementptr inbounds i8, ptr %h, i64 %30
  %32 = extractelement <16 x i64> %1, i64 15
  %33 = getelementptr inbounds i8, ptr %h, i64 %32
  %34 = load i8, ptr %3, align 1, !tbaa !30, !llvm.access.group !29
  %35 = load i8, ptr %5, align 1, !tbaa !30, !llvm.access.group !29
  %36 = load i8, ptr %7, align 1, !tbaa !30, !llvm.access.group !29
  %37 = load i8, ptr %9, align 1, !tbaa !30, !llvm.access.group !29
  %38 = load i8, ptr %11, align 1, !tbaa !30, !llvm.access.group !29
  %39 = load i8, ptr %13, align 1, !tbaa !30, !llvm.access.group !29
  %40 = load i8, ptr %15, align 1, !tbaa !30, !llvm.access.group !29
  %41 = load i8, ptr %17, align 1, !tbaa !30, !llvm.access.group !29
  %42 = load i8, ptr %19, align 1, !tbaa !30, !llvm.access.group !29
  %43 = load i8, ptr %21, align 1, !tbaa !30, !llvm.access.group !29
  %44 = load i8, ptr %23, align 1, !tbaa !30, !llvm.access.group !29
  %45 = load i8, ptr %25, align 1, !tbaa !30, !llvm.access.group !29
  %46 = load i8, ptr %27, align 1, !tbaa !30, !llvm.access.group !29
  %47 = load i8, ptr %29, align 1, !tbaa !30, !llvm.access.group !29
  %48 = load i8, ptr %31, align 1, !tbaa !30, !llvm.access.group !29
  %49 = load i8, ptr %33, align 1, !tbaa !30, !llvm.access.group !29
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
  %66 = add <16 x i8> %65, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %67 = extractelement <16 x i8> %66, i64 0
  store i8 %67, ptr %3, align 1, !tbaa !30, !llvm.access.group !29
  %68 = extractelement <16 x i8> %66, i64 1
  store i8 %68, ptr %5, align 1, !tbaa !30, !llvm.access.group !29
  %69 = extractelement <16 x i8> %66, i64 2
  store i8 %69, ptr %7, align 1, !tbaa !30, !llvm.access.group !29
  %70 = extractelement <16 x i8> %66, i64 3
  store i8 %70, ptr %9, align 1, !tbaa !30, !llvm.access.group !29
  %71 = extractelement <16 x i8> %66, i64 4
  store i8 %71, ptr %11, align 1, !tbaa !30, !llvm.access.group !29
  %72 = extractelement <16 x i8> %66, i64 5
  store i8 %72, ptr %13, align 1, !tbaa !30, !llvm.access.group !29
  %73 = extractelement <16 x i8> %66, i64 6
  store i8 %73, ptr %15, align 1, !tbaa !30, !llvm.access.group !29
  %74 = extractelement <16 x i8> %66, i64 7
  store i8 %74, ptr %17, align 1, !tbaa !30, !llvm.access.group !29
  %75 = extractelement <16 x i8> %66, i64 8
  store i8 %75, ptr %19, align 1, !tbaa !30, !llvm.access.group !29
  %76 = extractelement <16 x i8> %66, i64 9
  store i8 %76, ptr %21, align 1, !tbaa !30, !llvm.access.group !29
  %77 = extractelement <16 x i8> %66, i64 10
  store i8 %77, ptr %23, align 1, !tbaa !30, !llvm.access.group !29
  %78 = extractelement <16 x i8> %66, i64 11
  store i8 %78, ptr %25, align 1, !tbaa !30, !llvm.access.group !29
  %79 = extractelement <16 x i8> %66, i64 12
  store i8 %79, ptr %27, align 1, !tbaa !30, !llvm.access.group !29
  %80 = extractelement <16 x i8> %66, i64 13
  store i8 %80, ptr %29, align 1, !tbaa !30, !llvm.access.group !29
  %81 = extractelement <16 x i8> %66, i64 14
  store i8 %81, ptr %31, align 1, !tbaa !30, !llvm.access.group !29
  %82 = extractelement <16 x i8> %66, i64 15
  store i8 %82, ptr %33, align 1, !tbaa !30, !llvm.access.group !29
  %index.next = add nuw i64 %index, 16
  %83 = icmp eq i64 %index.next, %n.vec
  br i1 %83, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader9

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader9, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader9 ]
  %arrayidx = getelementptr inbounds i32, ptr %bin, i64 %indvars.iv
  %84 = load i32, ptr %arrayidx, align 4, !tbaa !5, !llvm.access.group !29
  %idxprom1 = sext i32 %84 to i64
  %arrayidx2 = getelementptr inbounds i8, ptr %h, i64 %idxprom1
  %85 = load i8, ptr %arrayidx2, align 1, !tbaa !30, !llvm.access.group !29
  %inc = add i8 %85, 1
  store i8 %inc, ptr %arrayidx2, align 1, !tbaa !30, !llvm.access.group !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16i32.v16p0(<16 x i32>, <16 x ptr>, i32 immarg, <16 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, i32 immarg, <8 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "prefer-vector-width"="512" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+avx512f,+cmov,+crc32,+cx8,+evex512,+f16c,+fma,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(write) }

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
!9 = distinct !{}
!10 = distinct !{!10, !11, !12, !13, !14}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.parallel_accesses", !9}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !11, !12, !13, !14}
!16 = distinct !{!16, !11, !12, !14, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = distinct !{}
!20 = distinct !{!20, !11, !21, !13, !14}
!21 = !{!"llvm.loop.parallel_accesses", !19}
!22 = distinct !{!22, !11, !21, !13, !14}
!23 = distinct !{!23, !11, !21, !14, !13}
!24 = distinct !{}
!25 = distinct !{!25, !11, !26, !13, !14}
!26 = !{!"llvm.loop.parallel_accesses", !24}
!27 = distinct !{!27, !11, !26, !13, !14}
!28 = distinct !{!28, !11, !26, !14, !13}
!29 = distinct !{}
!30 = !{!7, !7, i64 0}
!31 = distinct !{!31, !11, !32, !13, !14}
!32 = !{!"llvm.loop.parallel_accesses", !29}
!33 = distinct !{!33, !11, !32, !14, !13}
